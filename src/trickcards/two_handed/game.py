"""Two-handed bridge with an open and a closed dummy through the game protocol (section 2).

The 52 cards are dealt one at a time into four hands of 13: the non-dealer, the
dealer, the open dummy (face up at once) and the closed dummy (face down). The dealer
must bid at his first call, and every bid names the dummy its bidder will play
(``1H(open)``, ``2NT(closed)``); the first pass after a bid, double or redouble ends
the auction, and the final bid's dummy stands (2D-a). Declarer sits opposite his
dummy with the other player on his left, opposite the other dummy; the other player
leads (2D-b), and after the opening lead the closed dummy is turned up, so both
dummies are exposed (2D-6). Each player plays his own dummy.

Players are 0 (A) and 1 (B). ``points`` are the deal's ``rubber_modern`` entry for
declarer's side (trick points, premiums, honours, undertricks), its negative to the
other player.

>>> from trickcards import find_game
>>> state = find_game("two-handed").new(seed=3, dealer=0)
>>> state.phase, state.to_move, state.can_apply("Pass"), state.can_apply("1H(open)")   # 2D-1
('auction', 0, False, True)
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any, ClassVar, Final

from trickcards.bridge.auction import Auction, AuctionRules
from trickcards.bridge.calls import CALLS, Call
from trickcards.bridge.game import TWO_PLAYER_VULNERABILITY, TwoPlayerTableState
from trickcards.bridge.play import Seating, TablePlay
from trickcards.bridge.two_player_sheet import TwoPlayerSheet, to_player, two_player_sheets
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import Game, Start, read_hands

__all__ = ["AUCTION", "DUMMIES", "TWO_HANDED", "DummyBid", "TwoHandedState", "deal_hands", "seating"]

DUMMIES: Final = ("open", "closed")
"""The dummy a bid names: the open one (face up from the deal) or the closed one."""

AUCTION: Final = AuctionRules(
    name="two-handed bridge (bridge variants §2)",
    players=2,
    sides=(0, 1),
    ending_passes=1,
    passout_passes=2,
    opening_bid_required=True,
    bid_choices=DUMMIES,
)
"""The auction of two-handed bridge: dealer first and forced to bid, each bid naming a dummy, ended by a pass."""

OPEN, CLOSED = 2, 3
"""The positions of the open and the closed dummy in :func:`deal_hands`."""


class DummyBid(Frozen):
    """An auction action of two-handed bridge: a call, and for a bid the dummy it names.

    >>> str(DummyBid.parse("1h(Open)")), str(DummyBid.parse("x"))
    ('1H(open)', 'X')
    """

    __slots__ = ("call", "dummy")

    call: Call
    dummy: str | None

    def __init__(self, call: Call, dummy: str | None = None) -> None:
        """``call``, with ``dummy`` (``open`` or ``closed``) when it is a bid."""
        if not isinstance(call, Call) or (dummy is None) != (not call.is_bid) or dummy not in (None, *DUMMIES):
            raise IllegalCallError(
                f"{quote(call)} with {quote(dummy)}: a bid names its dummy, open or closed (2D-a); other calls none",
                "bad-choice",
            )
        object.__setattr__(self, "call", call)
        object.__setattr__(self, "dummy", dummy)

    @classmethod
    def parse(cls, text: str) -> DummyBid:
        """Read ``1H(open)``, ``3NT(closed)``, ``Pass``, ``X`` or ``XX``."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _DUMMY_BID_TEXTS.get(text)
            if exact is not None:
                return exact
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not a call of two-handed bridge")
        word, bracket, rest = inputs.text(text, "a call of two-handed bridge").partition("(")
        call = Call.parse(word)
        if not bracket:
            if call.is_bid:
                raise ParseError(f"{quote(text)}: a bid names its dummy, as in '1H(open)' (2D-a)")
            return cls(call)
        dummy = rest.rstrip(")").strip().lower()
        if not rest.endswith(")") or dummy not in DUMMIES or not call.is_bid:
            raise ParseError(f"{quote(text)} is not a call: a bid names 'open' or 'closed' in brackets, '1H(open)'")
        return cls(call, dummy)

    def __str__(self) -> str:
        return str(self.call) if self.dummy is None else f"{self.call}({self.dummy})"

    def __repr__(self) -> str:
        return f"DummyBid.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DummyBid):
            return NotImplemented
        return self.call is other.call and self.dummy == other.dummy

    def __hash__(self) -> int:
        return hash((DummyBid, self.call, self.dummy))

    def __reduce__(self) -> tuple[object, tuple[Call, str | None]]:
        return (DummyBid, (self.call, self.dummy))


def deal_hands(deck: Deck, dealer: int) -> tuple[Hand, Hand, Hand, Hand]:
    """Deal one card at a time to the non-dealer, the dealer, the open and the closed dummy [REC].

    Returns the hands of players 0 and 1, then the open and the closed dummy.

    >>> [len(h) for h in deal_hands(Deck.standard(), 0)]
    [13, 13, 13, 13]
    """
    cards = tuple(inputs.instance(deck, Deck, "a pack"))
    dealer = to_player(dealer, "a dealer")
    if len(cards) != 52:
        raise TrickcardsError(f"{len(cards)} cards: two-handed bridge deals the 52-card pack")
    order = (1 - dealer, dealer, OPEN, CLOSED)
    packets: list[list[Card]] = [[], [], [], []]
    for i, card in enumerate(cards):
        packets[order[i % 4]].append(card)
    return (Hand(packets[0]), Hand(packets[1]), Hand(packets[2]), Hand(packets[3]))


_DUMMY_BID_TEXTS: Final[dict[str, DummyBid]] = {
    str(action): action
    for action in (
        *(DummyBid(call, dummy) for call in CALLS if call.is_bid for dummy in DUMMIES),
        *(DummyBid(call) for call in CALLS if not call.is_bid),
    )
}
"""Every auction action by its text (``1H(open)``, ``X``), read by lookup before the full parser."""


def seating(declarer: int, dummy: str) -> Seating:
    """Declarer (0), the other player on his left (1), declarer's dummy opposite him (2), the other dummy (3).

    The other player leads (2D-b); the open dummy is face up from the start.

    >>> s = seating(1, "closed")
    >>> s.choosers, s.declarer_side, s.leader, s.open_dummies, s.names
    ((0, 1, 0, 1), (0, 2), 1, (3,), ('B', 'A', 'closed dummy', 'open dummy'))
    """
    declarer = to_player(declarer, "a declarer")
    if not isinstance(dummy, str) or dummy not in ("open", "closed"):
        raise TrickcardsError(f"{quote(dummy)} is not declarer's dummy: expected open or closed")
    return _seating(declarer, dummy)


@cache  # called with checked arguments only
def _seating(declarer: int, dummy: str) -> Seating:
    other = "closed" if dummy == "open" else "open"
    names = ("AB"[declarer], "AB"[1 - declarer], f"{dummy} dummy", f"{other} dummy")
    return Seating((0, 1, 0, 1), (0, 2), 1, dummies=(2, 3), open_dummies=(2 if dummy == "open" else 3,), names=names)


TwoHandedAction = DummyBid | Card


class TwoHandedState(TwoPlayerTableState[TwoHandedAction]):
    """A state of one deal of two-handed bridge (section 2)."""

    __slots__ = ("_hands",)

    _hands: tuple[Hand, ...]

    game_name: ClassVar[str] = "two-handed"
    action_types: ClassVar[tuple[type, ...]] = (DummyBid, Card)
    auction_rule: ClassVar[str] = "bridge variants §2"
    play_rule: ClassVar[str] = "bridge variants §2"
    call_types: ClassVar[tuple[type, ...]] = (DummyBid,)

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal four hands of 13 (players 0 and 1, the open dummy, the closed dummy), or take them."""
        who = 0 if dealer is None else to_player(dealer, "a dealer")
        if rng is not None:
            cards: tuple[Hand | Deck, ...] = deal_hands(Deck.standard().shuffled(rng), who)
        else:
            cards = read_hands(hands, 4, cls.game_name)
        return Start(cards, who, options.options)

    @classmethod
    def first(cls, start: Start) -> TwoHandedState:
        """The first state: the four hands checked, the dealer to bid."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        if len(hands) != 4 or any(len(h) != 13 for h in hands) or len(Hand.from_mask(_union(hands))) != 52:
            raise TrickcardsError(f"{quote([str(h) for h in hands])}: two-handed bridge deals four hands of 13")
        return cls._begin(start, _hands=hands, _auction=Auction(Seat(start.dealer), rules=AUCTION), _play=None)

    @property
    def play(self) -> TablePlay | None:
        """The play (positions: declarer, the other player, declarer's dummy, the other dummy)."""
        return self._play

    @property
    def hands(self) -> tuple[Hand, ...]:
        """The four hands as dealt: players A and B, then the open and the closed dummy."""
        return self._hands

    def _calls(self) -> tuple[TwoHandedAction, ...]:
        """Every legal call, each bid with either dummy."""
        actions: list[TwoHandedAction] = []
        for call in self._auction.legal_calls():
            if call.is_bid:
                actions += [DummyBid(call, dummy) for dummy in DUMMIES]
            else:
                actions.append(DummyBid(call))
        return tuple(actions)

    def _parse_call(self, text: str) -> TwoHandedAction:
        return DummyBid.parse(text)

    def _auction_call(self, action: TwoHandedAction) -> str:
        return str(action)

    def _position_hands(self, declarer: int, dummy: str) -> list[Hand]:
        mine, other = (OPEN, CLOSED) if dummy == "open" else (CLOSED, OPEN)
        hands = self._hands
        return [hands[declarer], hands[1 - declarer], hands[mine], hands[other]]

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        assert contract.declarer is not None
        declarer, dummy = int(contract.declarer), auction.current_choice or "open"
        return TablePlay.start(self._position_hands(declarer, dummy), contract, seating(declarer, dummy))

    # --- the result ----------------------------------------------------------------------

    def _honour_hands(self, declarer: int) -> list[Hand]:
        return self._position_hands(declarer, self._auction.current_choice or "open")


def _union(hands: tuple[Hand, ...]) -> int:
    mask = 0
    for hand in hands:
        mask |= hand.mask
    return mask


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: the calls that are not bids, each bid with each dummy, then every card."""
    from trickcards.bridge.calls import CALLS  # noqa: PLC0415  # the tables are built on first use

    others = tuple(DummyBid(c) for c in CALLS if not c.is_bid)
    bids = tuple(DummyBid(c, d) for c in CALLS if c.is_bid for d in DUMMIES)
    return (*others, *bids, *cards_in_index_order())


TWO_HANDED: Final = Game(
    "two-handed",
    "Two-handed bridge with dummies",
    (2,),
    TwoHandedState,
    (TWO_PLAYER_VULNERABILITY,),
    sheet_factory=two_player_sheets(TwoPlayerSheet),
    numbered_actions=_numbered_actions,
)
"""One deal of two-handed bridge with an open and a closed dummy (``bridge-variants.md`` section 2)."""
