"""The base of the games' play states: a game's own state around the shared engine.

Bridgette, Brandeln and Partnership Blackout each wrap a
:class:`~trickcards.engine.trick_play.TrickPlay` in a ``state`` slot and add their own players,
contract and rule names. The queries that only read the engine's state live here once.

>>> from trickcards.bridgette import BridgettePlay, BridgetteContract
>>> from trickcards import Deck
>>> play = BridgettePlay.start(Deck.bridgette().shuffled(2).deal(2, hand_size=13).hands, BridgetteContract.parse("1SA"))
>>> isinstance(play, GamePlay), len(play.legal_cards()) > 0, play.is_complete
(True, True, False)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Self, TypeVar

from trickcards.core.cards import Card
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand
from trickcards.core.inputs import instance
from trickcards.engine.trick_play import Trick, TrickPlay, TrickRules

if TYPE_CHECKING:
    from trickcards.pictures.bridge import AnyPlay
    from trickcards.protocol.game import DealState

__all__ = ["GamePlay", "cards_played_since"]


# The ``_repr_svg_`` and ``_repr_html_`` of every play value (the games' plays, the
# table play, the sequenced plays): one picture draws them all.
def _play_svg(play: AnyPlay) -> str:
    """The hands left and the trick in progress as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.play_svg`."""
    from trickcards.pictures.bridge import play_svg  # noqa: PLC0415  (pictures are loaded when drawn)

    return play_svg(play)


def _play_html(play: AnyPlay) -> str:
    """The table and every trick so far as HTML: :func:`trickcards.pictures.bridge.play_html`."""
    from trickcards.pictures.bridge import play_html  # noqa: PLC0415  (pictures are loaded when drawn)

    return play_html(play)


class GamePlay(Frozen):
    """A game's immutable play state holding the shared engine's state in ``state``."""

    __slots__ = ()

    def __init__(self, *args: object, **kwargs: object) -> None:
        # States come from the game's start() and play(); a bare one would have no state at all.
        name = type(self).__name__
        raise TrickcardsError(f"{name} states are made by {name}.start(...), then play()")

    state: TrickPlay
    """The shared engine's play state."""

    @property
    def rules(self) -> TrickRules:
        """The trick rules of this deal."""
        return self.state.rules

    @property
    def hands(self) -> tuple[Hand, ...]:
        """The cards each player still holds."""
        return self.state.hands

    @property
    def trick(self) -> Trick:
        """The trick in progress."""
        return self.state.trick

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        return self.state.history

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each player, in player order."""
        return self.state.tricks_won

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        return self.state.is_complete

    _repr_svg_ = _play_svg
    _repr_html_ = _play_html

    def legal_cards(self) -> Hand:
        """The cards the next player may play (empty when play is over)."""
        return self.state.legal_cards()

    def verify_play(self, card: Card | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` naming the rule unless ``card`` may be played now."""
        try:
            self.state.verify_play(_to_card(card))
        except IllegalPlayError as error:
            raise self._named(error) from None

    def _advance(self, card: Card | str) -> TrickPlay:
        """The engine's state after ``card`` (a card or its text); each game's ``play`` wraps it."""
        try:
            return self.state.play(_to_card(card))
        except IllegalPlayError as error:
            raise self._named(error) from None

    def _rule_of(self, reason: str) -> str | None:
        """The game's name for the rule behind an engine error's ``reason``; games override this."""
        return None

    def _named(self, error: IllegalPlayError) -> IllegalPlayError:
        """The engine's error with the game's own rule (:meth:`_rule_of`) named after it."""
        rule = self._rule_of(error.reason)
        if rule is None or f"({rule})" in str(error):
            return error
        return IllegalPlayError(f"{error} ({rule})", error.reason)

    def _played_out(self, rng: random.Random) -> Self:
        """The play played to the end with random legal cards in one step (the game's ``random_playout``)."""
        raise NotImplementedError  # each game's play class gives its own

    def can_play(self, card: Card | str) -> bool:
        """True when the next player may play ``card`` (a card or its text) now."""
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except ParseError:
                return False
        return self.state.can_play(card)


def _to_card(card: Card | str) -> Card:
    return Card.parse(card) if isinstance(card, str) else card


_StateT = TypeVar("_StateT", bound="DealState[Any, Any]")


def _play_out_state(state: _StateT, play: GamePlay | None, rng: random.Random) -> _StateT | None:
    """``state`` with ``play``, its play in its ``_play`` slot, played out by ``rng`` in one step.

    The ``_random_play`` of a deal state whose play is a :class:`GamePlay`: ``None`` when
    no play is on or it is over.
    """
    if play is None or play.is_complete:
        return None
    done = play._played_out(rng)
    return state._next_many(cards_played_since(play.state, done.state), _play=done)


def cards_played_since(earlier: TrickPlay, later: TrickPlay) -> tuple[Card, ...]:
    """The cards played from state ``earlier`` to ``later``, a later state of the same deal's play, in order."""
    what = "a state of a deal's play"
    earlier, later = instance(earlier, TrickPlay, what), instance(later, TrickPlay, what)
    players = earlier._setup.players
    count = len(earlier.history) * players + len(earlier._cards)
    return (*(c for t in later.history for c in t.cards), *later._cards)[count:]
