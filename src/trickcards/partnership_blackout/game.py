"""Partnership Blackout through the game protocol: the bidding round and the play.

:data:`PARTNERSHIP_BLACKOUT_GAME` deals one deal. Its actions are a call
(``1`` to ``12``, ``Board`` or ``Nil``) in the ``"bidding"`` phase, from the dealer's
left, skipping a seat whose partner called Board or Nil (K1), and a
:class:`~trickcards.Card` in the ``"play"``. The players are the four
:class:`~trickcards.Seat` values, North first. ``points`` give each seat its team's
score for the deal (section 6), so partners have equal entries.

>>> from trickcards.partnership_blackout.game import PARTNERSHIP_BLACKOUT_GAME
>>> state = PARTNERSHIP_BLACKOUT_GAME.new(seed=1, dealer="W")
>>> state.phase, state.to_move, len(state.legal_actions())
('bidding', <Seat.NORTH: 0>, 14)
>>> state = state.apply("Nil").apply("4")
>>> state.to_move                                # South is skipped (K1)
<Seat.WEST: 3>
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

import attrs

from trickcards.bridge.deal import Deal
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.bidding import PartnershipCallRound
from trickcards.partnership_blackout.calls import Board, Call, Nil, Number
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.deal import deal as deal_cards
from trickcards.partnership_blackout.play import PartnershipBlackoutPlay, PlayOptions
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, Extras, ScoringTable, score
from trickcards.partnership_blackout.sheet import DEFAULT_TARGET, PartnershipBlackoutScoreSheet
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.bidding_then_play import BiddingPlayState
from trickcards.protocol.game import Game, Option, Start, read_hands
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult

__all__ = ["PARTNERSHIP_BLACKOUT_GAME", "PartnershipBlackoutAction", "PartnershipBlackoutState"]

PartnershipBlackoutAction = Call | Card
"""An action of a Partnership Blackout deal: a call or a card."""


class PartnershipBlackoutState(
    BiddingPlayState[PartnershipBlackoutAction, Seat, PartnershipCallRound, PartnershipBlackoutPlay]
):
    """A state of one Partnership Blackout deal (sections 3-6): the bidding round, then the play."""

    __slots__ = ("_deal",)

    _deal: Deal
    _bidding: PartnershipCallRound

    game_name: ClassVar[str] = "partnership-blackout"
    action_types: ClassVar[tuple[type, ...]] = (Number, Board, Nil, Card)

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the pack from the dealer's left (section 3), or take four hands, North first."""
        seat = Seat.NORTH if dealer is None else inputs.seat(dealer, "a dealer")
        if rng is not None:
            cards: tuple[Hand | Deck, ...] = deal_cards(seat, rng).hands
        else:
            cards = read_hands(hands, 4, "Partnership Blackout")
        return Start(cards, seat, options.options)

    @classmethod
    def first(cls, start: Start) -> PartnershipBlackoutState:
        """The first state: the dealer's left to call."""
        deal = Deal(tuple(h for h in start.cards if isinstance(h, Hand)))
        return cls._begin(start, _deal=deal, _bidding=PartnershipCallRound(start.dealer), _play=None)

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West."""
        return tuple(Seat)

    def _parse_call(self, text: str) -> PartnershipBlackoutAction:
        return Call.parse(text)

    def _bidding_complete(self, bidding: PartnershipCallRound) -> bool:
        return bidding.is_complete

    def _start_play(self, bidding: PartnershipCallRound) -> PartnershipBlackoutPlay:
        options = PlayOptions(spades_broken=self._start.flag("spades_broken"))
        return PartnershipBlackoutPlay.start(self._deal, self._start.dealer, options)

    def _card_during_bidding(self, card: Card) -> TrickcardsError:
        return IllegalCallError(f"{quote(str(card))} is not a call: the bidding is on (section 4)", "not-a-call")

    def _call_after_bidding(self, action: PartnershipBlackoutAction) -> TrickcardsError:
        return IllegalCallError(f"{quote(str(action))} is a call, but the bidding is over (section 4)", "round-over")

    def _points(self) -> tuple[int, ...]:
        return self._result().points

    def _result(self) -> DealResult[tuple[TeamContract, TeamContract], Seat]:
        contracts = self._bidding.contracts
        assert contracts is not None
        ns_contract, ew_contract = contracts
        assert self._play is not None
        tricks = self._play.tricks_won
        result = score(ns_contract, ew_contract, tricks, _table(self._start))
        parts: dict[str, tuple[int, ...]] = {}
        for side, team in ((Side.NORTH_SOUTH, result.ns), (Side.EAST_WEST, result.ew)):
            for name, points in (("contract", team.contract_points), ("extras", team.extra_points)):
                ours = tuple(points if seat.side is side else 0 for seat in Seat)
                parts[name] = tuple(a + b for a, b in zip(parts.get(name, (0, 0, 0, 0)), ours, strict=True))
        ns, ew = result.points
        summary = (
            f"{result.ns.contract}, {result.ew.contract}; tricks {' '.join(map(str, tricks))}: NS {ns:+d}, EW {ew:+d}"
        )
        return DealResult(contracts, None, tricks, parts, (ns, ew, ns, ew), summary)


def _table(start: Start) -> ScoringTable:
    """The scoring table the deal's options choose."""
    return attrs.evolve(
        PARTNERSHIP_BLACKOUT, extras=Extras(start.word("extras")), number_failed=start.number("number_failed")
    )


def _sheet(
    game: Game[PartnershipBlackoutState], options: dict[str, object], draw: random.Random | None
) -> PartnershipBlackoutScoreSheet:
    deal, own, dealer = sheet_settings(game, options, {"target": DEFAULT_TARGET})
    if dealer is not None:
        first = inputs.seat(dealer, "a first dealer")
    else:
        first = Seat(draw.randrange(4)) if draw is not None else Seat.NORTH  # chosen by lot in a match
    return PartnershipBlackoutScoreSheet(first, own["target"], _table(game.check_options(deal)))


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: every call, then every card."""
    from trickcards.partnership_blackout.calls import CALLS  # noqa: PLC0415  # the tables are built on first use

    return (*CALLS, *cards_in_index_order())


PARTNERSHIP_BLACKOUT_GAME: Final = Game(
    "partnership-blackout",
    "Partnership Blackout",
    (4,),
    PartnershipBlackoutState,
    (
        Option("spades_broken", False, "R7: spades may be led once broken (the Spades rule) instead of never (P2)"),
        Option(
            "extras",
            Extras.OVER_CONTRACT.value,
            "R4: the extra points of a made Number are per trick over the contract, or per trick taken",
            choices=tuple(e.value for e in Extras),
        ),
        Option("number_failed", -10, "R5: the score of a failed Number contract", bounds=(-100, 0)),
    ),
    sheet_factory=_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of Partnership Blackout."""
