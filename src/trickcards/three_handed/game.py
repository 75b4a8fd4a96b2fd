"""Three-handed bridge through the game protocol: contributions, the auction among three, the play.

A deal runs through three phases. In ``"exchange"`` each player in turn, from
dealer's left, adds four cards to the booby, one card per action. In ``"auction"``
the three call (Null bids included, between hearts and spades). In ``"play"`` the
declarer plays his own hand and the booby, which sits opposite him; the other two
defend. The players are 0, 1, 2 (A, B, C). ``points`` are each player's entries in
his own column for this deal (:func:`~trickcards.three_handed.score`); a deal
thrown in ends with zero points.

>>> from trickcards import find_game
>>> game = find_game("three-handed")
>>> state = game.new(seed=4, dealer=0)
>>> state.phase, state.to_move, len(state.legal_actions())
('exchange', 1, 17)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.game import BridgeTableState
from trickcards.bridge.play import Seating, TablePlay
from trickcards.bridge.scoring import honours_held
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.column_sheet import thrown_in_result
from trickcards.protocol.game import Game, Option, Start, read_hands
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerability_option, vulnerable_set
from trickcards.three_handed.deal import (
    CONTRIBUTION,
    FIRST_CALLERS,
    FIRST_LEADS,
    BoobyError,
    ThreeHandedDeal,
    auction_rules,
)
from trickcards.three_handed.scoring import PLAYERS, HonoursHolder, ThreeHandedScore, score, to_player
from trickcards.three_handed.sheet import three_handed_sheet

__all__ = ["THREE_HANDED", "ThreeHandedAction", "ThreeHandedState", "seating"]

ThreeHandedAction = Call | Card
"""An action: a card given to the booby or played, or a call."""

_LETTERS: Final = "abc"


def seating(declarer: int, dealer: int, first_lead: str = "declarer_lho") -> Seating:
    """The play's seating: declarer at position 0, his left 1, the booby 2 (opposite), his right 3.

    The opening leader is declarer's left (3H-b default) or, with
    ``first_lead="dealer_lho"``, the dealer's left, whoever that is.

    >>> s = seating(declarer=1, dealer=0)
    >>> s.choosers, s.declarer_side, s.leader, s.names
    ((0, 1, 0, 3), (0, 2), 1, ('B', 'C', 'booby', 'A'))
    >>> seating(declarer=1, dealer=0, first_lead="dealer_lho").leader     # A's left is B, the declarer
    0
    """
    declarer, dealer = to_player(declarer, "a declarer"), to_player(dealer, "a dealer")
    if not isinstance(first_lead, str) or first_lead not in ("declarer_lho", "dealer_lho"):
        raise TrickcardsError(f"{quote(first_lead)} is not a first lead: expected declarer_lho or dealer_lho")
    players = position_players(declarer)
    leader_player = declarer + 1 if first_lead == "declarer_lho" else dealer + 1
    leader = players.index(leader_player % PLAYERS)
    names = tuple("ABC"[p] if i != 2 else "booby" for i, p in enumerate(players))
    return Seating((0, 1, 0, 3), (0, 2), leader, dummies=(2,), names=names)


def position_players(declarer: int) -> tuple[int, int, int, int]:
    """The player who chooses the cards of each position: declarer, his left, declarer (booby), his right."""
    declarer = to_player(declarer, "a declarer")
    return (declarer, (declarer + 1) % PLAYERS, declarer, (declarer + 2) % PLAYERS)


class ThreeHandedState(BridgeTableState[ThreeHandedAction, int]):
    """A state of one deal of three-handed bridge (section 1)."""

    __slots__ = ("_deal",)

    _deal: ThreeHandedDeal

    game_name: ClassVar[str] = "three-handed"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)
    auction_rule: ClassVar[str] = "bridge variants §1"
    play_rule: ClassVar[str] = "bridge variants §1"

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal 17 to each and 1 to the booby (3H-1); or take the three 17-card hands and the booby's card."""
        who = 0 if dealer is None else to_player(dealer, "a dealer")
        if rng is not None:
            dealt = ThreeHandedDeal.from_deck(Deck.standard().shuffled(rng), who)
            cards: tuple[Hand | Deck, ...] = (*dealt.hands, dealt.booby)
        else:
            cards = read_hands(hands, PLAYERS + 1, cls.game_name)
        return Start(cards, who, options.options)

    @classmethod
    def first(cls, start: Start) -> ThreeHandedState:
        """The first state: the deal checked, dealer's left to give his first card to the booby."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        if len(hands) != PLAYERS + 1:
            raise BoobyError(f"{len(hands)} hands: three-handed bridge takes three hands of 17 and the booby's card")
        deal = ThreeHandedDeal(hands[:PLAYERS], hands[PLAYERS], start.dealer)
        rules = auction_rules(start.word("first_caller"), start.number("ending_passes"))
        return cls._begin(start, _deal=deal, _auction=Auction(Seat(start.dealer), rules=rules), _play=None)

    # --- where the deal stands -----------------------------------------------------------

    @property
    def cards(self) -> ThreeHandedDeal:
        """The hands and the booby, with the contributions made so far."""
        return self._deal

    @property
    def play(self) -> TablePlay | None:
        """The play once there is a contract (positions: declarer, his left, booby, his right)."""
        return self._play

    def _giver(self) -> int | None:
        dealer = self._deal.dealer
        for step in range(1, PLAYERS + 1):
            player = (dealer + step) % PLAYERS
            if self._deal.given(player) < CONTRIBUTION:
                return player
        return None

    @property
    def phase(self) -> str:
        """``"exchange"`` (contributions to the booby), ``"auction"``, ``"play"`` or ``"over"``."""
        return "exchange" if not self._deal.is_contributed else super().phase

    @property
    def players(self) -> tuple[int, ...]:
        """A, B and C: 0, 1, 2."""
        return tuple(range(3))

    @property
    def to_move(self) -> int | None:
        """The player who gives a card, calls, or chooses the next card (declarer for the booby)."""
        return self._giver() if not self._deal.is_contributed else super().to_move

    def _player_of(self, seat: Seat) -> int:
        return int(seat)

    def _mover(self, play: TablePlay) -> int:
        position = play.trick_play.next_player
        assert position is not None
        return position_players(int(self._declarer()))[position]

    def legal_actions(self) -> tuple[ThreeHandedAction, ...]:
        """Cards of the giver's hand, the legal calls, or the legal cards."""
        if not self._deal.is_contributed:
            giver = self._giver()
            assert giver is not None
            return tuple(self._deal.hands[giver])
        return super().legal_actions()

    def _parse_call(self, text: str) -> ThreeHandedAction:
        return Call.parse(text, null=True)

    def _parse(self, text: str, phase: str) -> ThreeHandedAction:
        return Card.parse(text) if not self._deal.is_contributed else super()._parse(text, phase)

    def _verify(self, action: ThreeHandedAction) -> None:
        if self._deal.is_contributed:
            super()._verify(action)
            return
        giver = self._giver()
        if not isinstance(action, Card) or giver is None:
            raise BoobyError(f"{str(action)!r}: each player first adds four cards to the booby (bridge variants §1)")
        if action not in self._deal.hands[giver]:
            raise BoobyError(f"{str(action)!r}: player {'ABC'[giver]} does not hold it (bridge variants §1)")

    def _after(self, action: ThreeHandedAction) -> ThreeHandedState:
        if self._deal.is_contributed:
            return super()._after(action)
        giver = self._giver()
        assert giver is not None
        assert isinstance(action, Card)
        return self._next(action, _deal=self._deal.contribute(giver, Hand([action])))

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        assert contract.declarer is not None
        declarer = int(contract.declarer)
        seats = seating(declarer, self._deal.dealer, self._start.word("first_lead"))
        return TablePlay.start(self._position_hands(declarer), contract, seats)

    def _position_hands(self, declarer: int) -> list[Hand]:
        hands = self._deal.hands
        return [hands[declarer], hands[(declarer + 1) % PLAYERS], self._deal.booby, hands[(declarer + 2) % PLAYERS]]

    # --- the result ----------------------------------------------------------------------

    def scored(self) -> ThreeHandedScore | None:
        """The deal's three-column score once played out (``None`` while on, or when thrown in)."""
        play = self._play
        if play is None or not play.is_complete:
            return None
        declarer = int(self._declarer())
        vulnerable = declarer in vulnerable_set(self._start.word("vulnerability"), _LETTERS)
        honours = None
        if not play.contract.is_null:
            held = honours_held(self._position_hands(declarer), play.contract)
            if held is not None:
                holder = HonoursHolder.DECLARER if held.side is Side.NORTH_SOUTH else HonoursHolder.DEFENDERS
                honours = (holder, held.points)
        return score(play.contract, play.declarer_tricks, vulnerable, honours)

    def _points(self) -> tuple[int, ...]:
        scored = self.scored()
        if scored is None:
            return (0,) * PLAYERS
        return tuple(below + above for below, above in scored.entries)

    def _result(self) -> DealResult[Contract, int]:
        """The deal's result: :meth:`scored` as a result (a thrown-in deal scores nothing)."""
        scored = self.scored()
        return thrown_in_result(PLAYERS) if scored is None else scored.as_result()


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: every call, every Null bid, then every card."""
    from trickcards.bridge.calls import CALLS, NULL_BIDS  # noqa: PLC0415  # the tables are built on first use

    return (*CALLS, *NULL_BIDS, *cards_in_index_order())


THREE_HANDED: Final = Game(
    "three-handed",
    "Three-handed bridge with Null bids",
    (3,),
    ThreeHandedState,
    (
        Option("first_caller", "dealer_lho", "who calls first (3H-a): dealer's left, or the dealer", FIRST_CALLERS),
        Option("first_lead", "declarer_lho", "who leads first (3H-b): declarer's left, or dealer's left", FIRST_LEADS),
        Option("ending_passes", 2, "passes after a call that end the auction (3H-c): 2, or 3", bounds=(2, 3)),
        vulnerability_option(
            _LETTERS, "the players vulnerable on this deal: a set of players (A-C, any form), or none"
        ),
    ),
    sheet_factory=three_handed_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of three-handed bridge with the booby and Null bids (``bridge-variants.md`` section 1)."""
