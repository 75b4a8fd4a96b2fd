"""Contract bridge through the game protocol: one deal, its auction and its play.

:data:`RUBBER`, :data:`DUPLICATE` and :data:`CHICAGO` play the same deal and differ in
the points of its result. An action is a :class:`~trickcards.bridge.Call` in the
auction and a :class:`~trickcards.Card` in the play; declarer chooses dummy's cards,
so :attr:`BridgeState.to_move` names declarer in dummy's turn. The players are the
four :class:`~trickcards.Seat` values, North first.

``points`` are signed per side, North, East, South, West: the deal's score for
declarer's side under the game's table goes to declarer and dummy, its negative to
the defenders. Duplicate includes the game or part-score bonus; rubber and Chicago
points are the deal's own entry (trick points, overtricks, insult, slam, undertricks
and honours) and leave the game and rubber bonuses to the score sheet, which depend
on earlier deals. A passed-out deal ends with zero points.

>>> from trickcards.bridge.game import DUPLICATE
>>> state = DUPLICATE.new(seed=3, dealer="S")
>>> state.phase, state.to_move
('auction', <Seat.SOUTH: 2>)
>>> for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
...     state = state.apply(call)
>>> state.phase, state.to_move, str(state.play.contract)       # West leads against South's 3NT
('play', <Seat.WEST: 3>, '3NTS')
"""

from __future__ import annotations

import random
from typing import ClassVar, Final

from trickcards import inputs
from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play, random_playout
from trickcards.bridge.scoring import duplicate_score, score
from trickcards.bridge.tables import CHICAGO as CHICAGO_TABLE
from trickcards.bridge.tables import RUBBER_CLASSIC, RUBBER_MODERN, ScoringTable
from trickcards.cards import Card
from trickcards.deck import Deck
from trickcards.errors import IllegalCallError
from trickcards.game import DealState, Game, Option, Start, read_hands
from trickcards.hand import Hand
from trickcards.inputs import quote
from trickcards.seats import Seat

__all__ = ["CHICAGO", "DUPLICATE", "RUBBER", "BridgeAction", "BridgeState"]

BridgeAction = Call | Card
"""An action of a bridge deal: a call in the auction, a card in the play."""

_SEATS: Final = tuple(Seat)
_VULNERABILITY: Final = {
    "none": Vulnerability.NONE,
    "ns": Vulnerability.NS,
    "ew": Vulnerability.EW,
    "both": Vulnerability.BOTH,
}
_VULNERABILITY_OPTION: Final = Option(
    "vulnerability",
    "none",
    "which sides are vulnerable on this deal: none, ns, ew or both (section 7)",
    choices=tuple(_VULNERABILITY),
)


class BridgeState(DealState[BridgeAction, Seat]):
    """A state of one bridge deal: the auction, then the play of the contract (sections 4-5)."""

    __slots__ = ("_auction", "_deal", "_play")

    _deal: Deal
    _auction: Auction
    _play: Play | None

    game_name: ClassVar[str] = "duplicate"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)

    # --- the start ---------------------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the 52 cards from the dealer's left (section 3.2), or take four hands, North first."""
        seat = Seat.NORTH if dealer is None else inputs.seat(dealer, "a dealer")
        if rng is not None:
            cards: tuple[Hand | Deck, ...] = Deal.from_deck(Deck.standard().shuffled(rng), seat).hands
        elif isinstance(hands, Deal):
            cards = hands.hands
        else:
            cards = read_hands(hands, 4, cls.game_name)
        return Start(cards, seat, options.options)

    @classmethod
    def first(cls, start: Start) -> BridgeState:
        """The first state: the whole deal checked, the dealer to call."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        return cls._begin(start, _deal=Deal(hands), _auction=Auction(start.dealer), _play=None)

    # --- where the deal stands ------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The deal: the four hands as dealt."""
        return self._deal

    @property
    def auction(self) -> Auction:
        """The auction so far."""
        return self._auction

    @property
    def play(self) -> Play | None:
        """The play, once the auction has reached a contract; ``None`` before and when passed out."""
        return self._play

    @property
    def phase(self) -> str:
        """``"auction"``, ``"play"`` or ``"over"``."""
        if not self._auction.is_complete:
            return "auction"
        if self._play is None or self._play.is_complete:
            return "over"
        return "play"

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West."""
        return _SEATS

    @property
    def to_move(self) -> Seat | None:
        """Who calls, or who chooses the next card (declarer for dummy); ``None`` once over."""
        if not self._auction.is_complete:
            return self._auction.next_player
        return None if self._play is None else self._play.chooser

    def legal_actions(self) -> tuple[BridgeAction, ...]:
        """The legal calls in the auction, the legal cards in the play."""
        if not self._auction.is_complete:
            return self._auction.legal_calls()
        return () if self._play is None else tuple(self._play.legal_cards())

    def _parse(self, text: str) -> BridgeAction:
        if not self._auction.is_complete:
            return Call.parse(text)
        return Card.parse(text)

    def _verify(self, action: BridgeAction) -> None:
        play = self._play
        if not self._auction.is_complete:
            if not isinstance(action, Call):
                raise IllegalCallError(
                    f"{quote(str(action))} is a card, but the auction is still on (section 4)", "auction"
                )
            self._auction.verify_add(action)
        elif play is None or play.is_complete:
            raise self._after_the_end(action)
        elif not isinstance(action, Card):
            raise IllegalCallError(
                f"{quote(str(action))} is a call, but the auction is over (rule A8, Law 22)", "auction-over"
            )
        else:
            play.verify_play(action)

    def _after(self, action: BridgeAction) -> BridgeState:
        if isinstance(action, Call):
            auction = self._auction.add(action)
            contract = auction.contract
            play = None if contract is None else Play(self._deal, contract)
            return self._next(action, _auction=auction, _play=play)
        assert self._play is not None
        return self._next(action, _play=self._play.play(action))

    def _random_play(self, rng: random.Random) -> BridgeState | None:
        play = self._play
        if play is None or play.is_complete:
            return None
        done = random_playout(play, rng)
        return self._next_many(done.played[len(play.played) :], _play=done)

    # --- the result ---------------------------------------------------------------------

    def _vulnerability(self) -> Vulnerability:
        return _VULNERABILITY[self._start.word("vulnerability")]

    def _table(self) -> ScoringTable:
        return RUBBER_MODERN

    def _side_score(self, play: Play) -> int:
        """The deal's score for declarer's side."""
        vulnerable = self._vulnerability().is_vulnerable(play.declarer)
        return score(play.contract, play.declarer_tricks, vulnerable, self._table(), honours=self._deal).total

    def _points(self) -> tuple[int, ...]:
        play = self._play
        if play is None:
            return (0, 0, 0, 0)
        side = self._side_score(play)
        declarers = play.declarer.side
        return tuple(side if seat.side is declarers else -side for seat in _SEATS)


class DuplicateState(BridgeState):
    """A deal of duplicate bridge: points are the duplicate score, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "duplicate"

    def _side_score(self, play: Play) -> int:
        vulnerable = self._vulnerability().is_vulnerable(play.declarer)
        return duplicate_score(play.contract, play.declarer_tricks, vulnerable)


class RubberState(BridgeState):
    """A deal of rubber bridge: points are the deal's entry with honours, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "rubber"

    def _table(self) -> ScoringTable:
        return RUBBER_CLASSIC if self._start.word("table") == "classic" else RUBBER_MODERN


class ChicagoState(BridgeState):
    """A deal of Chicago: points are the deal's entry under the Chicago table, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "chicago"

    def _table(self) -> ScoringTable:
        return CHICAGO_TABLE


DUPLICATE: Final = Game("duplicate", "Duplicate bridge", (4,), DuplicateState, (_VULNERABILITY_OPTION,))
"""One deal of duplicate bridge."""

RUBBER: Final = Game(
    "rubber",
    "Rubber bridge",
    (4,),
    RubberState,
    (
        _VULNERABILITY_OPTION,
        Option("table", "modern", "the rubber table: modern (Laws 1993) or classic", choices=("modern", "classic")),
    ),
)
"""One deal of rubber bridge."""

CHICAGO: Final = Game("chicago", "Chicago (four-deal bridge)", (4,), ChicagoState, (_VULNERABILITY_OPTION,))
"""One deal of Chicago; give the deal's vulnerability (deal 1 none, 2-3 the dealer's side, 4 both)."""
