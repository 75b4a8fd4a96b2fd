"""A bidding round, then the play: the state Blackout and Partnership Blackout share.

In both games every player calls once round the table (a number of tricks, and in
Partnership Blackout Board or Nil), then the cards are played; a card offered during
the bidding and a call offered after it are refused the same way. :class:`BiddingPlayState`
holds the bidding and, once every player has called, the play, and runs the phases
``"bidding"``, ``"play"`` and ``"over"``. A game says how its calls read, when its
bidding is complete, how its play starts, and the words of its two refusals; Blackout
adds its bid changes as actions of their own.
"""

from __future__ import annotations

import random
from typing import Any, Generic, Protocol, Self, TypeVar

from trickcards.core.cards import Card
from trickcards.core.errors import TrickcardsError
from trickcards.engine.game_play import cards_played_since
from trickcards.engine.trick_play import TrickPlay
from trickcards.protocol.game import ActionT, DealState, PlayerT

__all__ = ["BiddingPlayState", "RoundPlay"]


class RoundPlay(Protocol):
    """What :class:`BiddingPlayState` asks of a game's play."""

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        ...

    @property
    def next_player(self) -> Any:
        """Who plays next (``None`` once complete)."""
        ...

    def legal_cards(self) -> Any:
        """The cards that may be played now (an iterable of cards)."""
        ...

    def verify_play(self, card: Card, /) -> None:
        """Raise unless ``card`` may be played now."""
        ...

    def play(self, card: Card, /) -> Self:
        """The play with ``card`` played."""
        ...

    @property
    def state(self) -> TrickPlay:
        """The trick engine's state."""
        ...

    def _played_out(self, rng: random.Random, /) -> Self:
        """The play played to the end with random legal cards, in one step."""
        ...


BiddingT = TypeVar("BiddingT")
"""The type of a game's bidding round."""
RoundPlayT = TypeVar("RoundPlayT", bound=RoundPlay)
"""The type of a game's play."""


class BiddingPlayState(DealState[ActionT, PlayerT], Generic[ActionT, PlayerT, BiddingT, RoundPlayT]):
    """A bidding round, then the play of the cards (see the module docstring)."""

    __slots__ = ("_bidding", "_play")

    _bidding: Any
    _play: RoundPlayT | None

    # --- what each game says -----------------------------------------------------------

    def _parse_call(self, text: str) -> ActionT:
        """Read a call of this game."""
        raise NotImplementedError

    def _bidding_complete(self, bidding: BiddingT) -> bool:
        """True once every player has called."""
        raise NotImplementedError

    def _start_play(self, bidding: BiddingT) -> RoundPlayT:
        """The play after the complete ``bidding``."""
        raise NotImplementedError

    def _card_during_bidding(self, card: Card) -> TrickcardsError:
        """The error for a card offered while the bidding is on."""
        raise NotImplementedError

    def _call_after_bidding(self, action: ActionT) -> TrickcardsError:
        """The error for a call offered once the bidding is over."""
        raise NotImplementedError

    def _bidding_of(self, play: RoundPlayT, bidding: BiddingT) -> BiddingT:
        """The bidding to keep beside ``play`` (a game whose play holds the bidding gives that)."""
        return bidding

    def _other_actions(self) -> tuple[ActionT, ...]:
        """Actions a game allows besides calls and cards (Blackout's bid changes)."""
        return ()

    # --- where the deal stands -----------------------------------------------------------

    @property
    def bidding(self) -> BiddingT:
        """The bidding so far."""
        bidding: BiddingT = self._bidding
        return bidding

    @property
    def play(self) -> RoundPlayT | None:
        """The play, once every player has called."""
        return self._play

    @property
    def phase(self) -> str:
        """``"bidding"``, ``"play"`` or ``"over"``."""
        if self._play is None:
            return "bidding"
        return "over" if self._play.is_complete else "play"

    @property
    def to_move(self) -> PlayerT | None:
        """Who calls or plays next; ``None`` once over."""
        mover: PlayerT | None = self._bidding.next_player if self._play is None else self._play.next_player
        return mover

    def legal_actions(self) -> tuple[ActionT, ...]:
        """The legal calls or cards, then any other action the game allows now."""
        now = self._bidding.legal_calls() if self._play is None else tuple(self._play.legal_cards())
        return (*now, *self._other_actions())

    def _parse(self, text: str, phase: str) -> ActionT:
        if self._play is None:
            return self._parse_call(text)
        card: Any = Card.parse(text)
        return card  # type: ignore[no-any-return]  # cards are actions

    def _verify(self, action: ActionT) -> None:
        play = self._play
        if isinstance(action, Card):
            if play is None:
                raise self._card_during_bidding(action)
            play.verify_play(action)
        elif play is not None:
            raise self._call_after_bidding(action)
        else:
            self._bidding.verify_add(action)

    def _random_play(self, rng: random.Random) -> Self | None:
        # The rest of the play in one step once only cards may follow (Blackout's bid
        # changes end at the opening lead), with the bidding the last card would leave.
        play = self._play
        if play is None or play.is_complete or self._other_actions():
            return None
        done = play._played_out(rng)
        cards: Any = cards_played_since(play.state, done.state)  # cards are this game's actions
        return self._next_many(cards, _bidding=self._bidding_of(done, self._bidding), _play=done)

    def _after(self, action: ActionT) -> Self:
        if isinstance(action, Card):
            assert self._play is not None
            play = self._play.play(action)
            return self._next(action, _bidding=self._bidding_of(play, self._bidding), _play=play)
        bidding: BiddingT = self._bidding.add(action)
        if not self._bidding_complete(bidding):
            return self._next(action, _bidding=bidding)
        play = self._start_play(bidding)
        return self._next(action, _bidding=self._bidding_of(play, bidding), _play=play)
