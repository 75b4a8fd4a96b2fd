"""Trio through the game protocol: one deal, its auction among three and the play of its contract.

The players are North, East and South (:class:`~trickcards.Seat` values); West's hand
is dealt too and lies face up from the start. In ``"auction"`` South calls first
whoever deals, then North, East, South (TR-1, TR-2). In ``"play"`` East chooses West's
cards (the opening lead too when West leads, TR-4) and declarer his dummy's, so
``to_move`` (:attr:`~trickcards.bridge.game.AuctionPlayState.to_move`) names East in
West's turn and declarer in his dummy's.
``points`` are North's, East's and South's: the deal's ``rubber_modern`` entry for
N–S (with honours), settled as §8 settles a rubber: North and South each get it,
East twice it the other way, so the three add up to zero. A deal all three pass ends
with zero points (TR-c: the next dealer deals again).

>>> from trickcards import find_game
>>> state = find_game("trio").new(seed=8, dealer="E")
>>> state.phase, state.to_move, state.players
('auction', <Seat.SOUTH: 2>, (<Seat.NORTH: 0>, <Seat.EAST: 1>, <Seat.SOUTH: 2>))
"""

from __future__ import annotations

import random
from typing import ClassVar, Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.game import BridgeTableState, bridge_actions, read_vulnerability
from trickcards.bridge.play import TablePlay
from trickcards.bridge.scoring import Score
from trickcards.core.cards import Card
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.protocol.game import Game, Option, Start
from trickcards.protocol.results import DealResult
from trickcards.trio.deal import DUMMY, PLAYERS, auction_rules, seating, to_player
from trickcards.trio.scoring import EAST_SHARE, score
from trickcards.trio.sheet import trio_sheet

__all__ = ["TRIO", "TrioAction", "TrioState"]

TrioAction = Call | Card
"""An action of a Trio deal: a call in the auction, a card in the play."""

_VULNERABILITIES: Final = ("none", "ns", "ew", "both")


class TrioState(BridgeTableState[TrioAction, Seat]):
    """A state of one deal of Trio (``bridge-variants.md`` §8): the auction among three, then the play."""

    __slots__ = ("_deal",)

    _deal: Deal

    game_name: ClassVar[str] = "trio"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)
    auction_rule: ClassVar[str] = "bridge variants §8"
    play_rule: ClassVar[str] = "bridge variants §8"

    # --- the start -----------------------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal 13 cards to each of the four seats from the dealer's left, or take four hands, North first."""
        seat = Seat.NORTH if dealer is None else to_player(dealer, "a dealer")
        return cls._four_hands_start(rng, hands, seat, options)

    @classmethod
    def first(cls, start: Start) -> TrioState:
        """The first state: the deal checked, West face up, South to call."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        rules = auction_rules(start.number("ending_passes"))
        return cls._begin(start, _deal=Deal(hands), _auction=Auction(start.dealer, rules=rules), _play=None)

    # --- what the table says ---------------------------------------------------------------

    def _player_of(self, seat: Seat) -> Seat:
        return seat  # the auction's players 0-2 are North, East, South

    def _mover(self, play: TablePlay) -> Seat:
        chooser = play.chooser  # East for West, declarer for his dummy (seating)
        assert isinstance(chooser, Seat)
        return chooser

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        assert contract.declarer is not None
        return TablePlay.start(self._deal.hands, contract, seating(contract.declarer))

    # --- where the deal stands -------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The four hands as dealt, West's included."""
        return self._deal

    @property
    def dummy_hand(self) -> Hand:
        """West's hand as it stands now: face up for everyone from the deal on."""
        return self._deal[DUMMY] if self._play is None else self._play.hands[DUMMY]

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East and South."""
        return PLAYERS

    # --- the result ------------------------------------------------------------------------

    def scored(self) -> Score | None:
        """The deal's score for declarer's side once played (``None`` while on, or when passed)."""
        play = self._play
        if play is None or not play.is_complete:
            return None
        vulnerable = Vulnerability.parse(self._start.word("vulnerability")).is_vulnerable(self._declarer())
        return score(play.contract, play.declarer_tricks, vulnerable, honours=self._deal)

    def _points(self) -> tuple[int, ...]:
        scored = self.scored()
        if scored is None:
            return (0, 0, 0)
        north_south = scored.total if self._declarer() in (Seat.NORTH, Seat.SOUTH) else -scored.total
        return (north_south, -EAST_SHARE * north_south, north_south)

    def _result(self) -> DealResult[Contract, Seat]:
        """The deal's result: each part of the score settled as §8 settles, North and South alike, East twice."""
        scored = self.scored()
        if scored is None:
            return DealResult(None, None, (0, 0, 0), {}, (0, 0, 0), "passed out")
        declarer = self._declarer()
        ours = 1 if declarer in (Seat.NORTH, Seat.SOUTH) else -1
        parts = {name: (ours * n, -EAST_SHARE * ours * n, ours * n) for name, n in scored.components()}
        won = scored.declarer_tricks
        tricks = (won, 13 - won, won) if ours == 1 else (13 - won, won, 13 - won)
        contract = scored.contract
        summary = (
            f"{contract.level}{contract.strain}{contract.doubling} by {declarer.name.title()}, {won} tricks: "
            f"{'NS' if ours == 1 else 'E'} {scored.total:+d}"
        )
        return DealResult(contract, declarer, tricks, parts, self._points(), summary)


TRIO: Final = Game(
    "trio",
    "Trio",
    (3,),
    TrioState,
    (
        Option("ending_passes", 2, "passes after a call that end the auction (TR-b): 2, or 3", bounds=(2, 3)),
        Option(
            "vulnerability",
            "none",
            "which sides are vulnerable on this deal: none, ns, ew (East with West) or both; a Vulnerability or its text",
            choices=_VULNERABILITIES,
            reader=read_vulnerability,
        ),
    ),
    sheet_factory=trio_sheet,
    numbered_actions=bridge_actions,
)
"""One deal of Trio (``bridge-variants.md`` §8): N–S against East, who plays the exposed dummy West."""
