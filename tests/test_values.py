"""Every value type is immutable, survives copy and pickle, and compares and hashes by value."""

import copy
import pickle
from collections.abc import Callable

import pytest

from trickcards import Card, Deck, Hand, Seat, Suit, Trick, TrickPlay, TrickRules
from trickcards.brandeln import Auction as BrandelnAuction
from trickcards.brandeln import BrandelnDeal, BrandelnPlay, BrandelnScoreSheet
from trickcards.bridge import (
    RUBBER_MODERN,
    Auction,
    Call,
    ChicagoScoreSheet,
    Contract,
    Deal,
    Play,
    RubberScoreSheet,
    score,
)
from trickcards.bridgette import BridgetteContract, BridgettePlay, BridgetteScoreSheet, Player
from trickcards.partnership_blackout import (
    PartnershipBlackoutPlay,
    PartnershipBlackoutScoreSheet,
    PartnershipCallRound,
    TeamContract,
)
from trickcards.partnership_blackout import deal as blackout_deal


def trick_play() -> TrickPlay:
    state = TrickPlay.start(TrickRules(trump=Suit.HEARTS), Deal.random(4).hands, leader=Seat.WEST)
    return state.play(min(state.legal_cards()))


def bridge_play() -> Play:
    play = Play(deal=Deal.random(5), contract=Contract.parse("3NTS"))
    for _ in range(5):
        play = play.play(max(play.legal_cards()))
    return play


def bridgette_play() -> BridgettePlay:
    hands = Deck.bridgette().shuffled(6).deal(2, hand_size=13).hands
    play = BridgettePlay.start(hands, BridgetteContract.parse("2SA"))
    return play.play(min(play.legal_cards()))


def brandeln_play() -> BrandelnPlay:
    play = BrandelnPlay.start(BrandelnDeal.deal(rng=1).hands)
    return play.play(min(play.legal_cards()))


def partnership_blackout_play() -> PartnershipBlackoutPlay:
    play = PartnershipBlackoutPlay.start(blackout_deal(Seat.WEST, 3), Seat.WEST)
    return play.play(min(play.legal_cards()))


BUILDERS: dict[str, Callable[[], object]] = {
    "Card": lambda: Card.parse("HT"),
    "Hand": lambda: Hand.parse("AKQ2.K52.J43.A76"),
    "Deck": lambda: Deck.bridgette().shuffled(1),
    "Trick": lambda: Trick.parse("N: S5 SK H2 SA"),
    "TrickRules": lambda: TrickRules(trump=Suit.CLUBS),
    "TrickPlay": trick_play,
    "Call": lambda: Call.parse("2NT"),
    "Auction": lambda: Auction(dealer=Seat.EAST).add("1S").add("X"),
    "Contract": lambda: Contract.parse("4SXN"),
    "Deal": lambda: Deal.random(3),
    "Play": bridge_play,
    "Score": lambda: score(Contract.parse("4SXN"), 10, vulnerable=True),
    "RubberScoreSheet": lambda: RubberScoreSheet(RUBBER_MODERN).record(Contract.parse("4SN"), 10),
    "ChicagoScoreSheet": lambda: ChicagoScoreSheet().record(Contract.parse("2HE"), 8),
    "BridgetteContract": lambda: BridgetteContract.parse("3NTXB"),
    "BridgettePlay": bridgette_play,
    "BridgetteScoreSheet": lambda: BridgetteScoreSheet(Player.A).record(Player.B, "3NT", 9),
    "BrandelnAuction": lambda: BrandelnAuction.parse("Brandeln Four Hold"),
    "BrandelnPlay": brandeln_play,
    "BrandelnScoreSheet": lambda: BrandelnScoreSheet(10).record(1, "Six", 6),
    "PartnershipCallRound": lambda: PartnershipCallRound(Seat.WEST).add("3").add("Board"),
    "PartnershipBlackoutPlay": partnership_blackout_play,
    "TeamContract": lambda: TeamContract.parse("EW Nil E"),
    "PartnershipBlackoutScoreSheet": lambda: PartnershipBlackoutScoreSheet(Seat.WEST).record_points(11, -10),
}


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_value_round_trips_through_copy_and_pickle(name: str) -> None:
    value = BUILDERS[name]()
    for again in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
        assert again == value
        assert hash(again) == hash(value)
    assert BUILDERS[name]() == value, "built twice, equal"


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_value_refuses_assignment(name: str) -> None:
    value = BUILDERS[name]()
    with pytest.raises(AttributeError):
        value.anything = 1  # type: ignore[attr-defined]
