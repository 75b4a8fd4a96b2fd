"""Blackout: bad input of every kind is refused with a TrickcardsError naming it (design: Errors)."""

import contextlib
import copy
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Deck, Hand, InvalidDealError, ParseError, ScoringError, TrickcardsError, strategies
from trickcards.blackout import (
    BlackoutBidding,
    BlackoutDeal,
    BlackoutPlay,
    BlackoutScoreSheet,
    MissedBid,
    Payment,
    PlayOptions,
    Schedule,
    Settlement,
    net,
    random_playout,
    score,
    score_bid,
    scoring_table,
    settle,
    winners,
)
from trickcards.blackout.sheet import SheetEntry
from trickcards.blackout.sheet_text import read_sheet

junk = strategies.junk(
    ["3", "13", "0", "hoyle", "change 2"],
    st.lists(st.integers(-1, 6), max_size=8),
    st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 5)),
)


def only_trickcards_errors(action: Callable[[], object]) -> None:
    with contextlib.suppress(TrickcardsError):
        action()


# --- the pinned defects --------------------------------------------------------------


@pytest.mark.parametrize("players", [[4], {}, {4: 13}, set()])
def test_an_unhashable_player_count_is_refused_not_a_type_error(players: Any) -> None:
    with pytest.raises(TrickcardsError, match="3 to 7 players"):
        Schedule(players)


@pytest.mark.parametrize("seed", [[1], {"a": 1}, object(), (1, 2)])
def test_a_seed_that_is_no_seed_is_refused_everywhere(seed: Any) -> None:
    with pytest.raises(TrickcardsError, match="is not a seed"):
        Schedule(4).deal(1, seed)
    with pytest.raises(TrickcardsError, match="is not a seed"):
        BlackoutDeal.deal(4, 1, 0, seed)
    with pytest.raises(TrickcardsError, match="is not a seed"):
        random_playout(BlackoutPlay.start(Schedule(4).deal(2, 1)), seed)


def test_seeds_still_repeat_deals_and_playouts() -> None:
    assert Schedule(5).deal(4, 9) == Schedule(5).deal(4, random.Random(9)) == Schedule(5).deal(4, 9)
    play = BlackoutPlay.start(Schedule(4).deal(3, 2))
    assert random_playout(play, 5) == random_playout(play, random.Random(5))
    assert Schedule(3).deal(2, "text").players == 3  # type: ignore[arg-type]


@pytest.mark.parametrize("hands", [None, 5, "abc"])
def test_hands_that_are_not_a_sequence_are_refused(hands: Any) -> None:
    with pytest.raises(InvalidDealError):
        BlackoutDeal(0, hands, None, Deck.standard())
    with pytest.raises(TrickcardsError, match="3 to 7 hands"):
        BlackoutPlay.start(hands, dealer=0)


def test_a_deal_of_empty_hands_is_refused() -> None:
    with pytest.raises(TrickcardsError, match="k >= 1"):
        BlackoutPlay.start([Hand(), Hand(), Hand()], dealer=0)


def test_true_is_not_a_player() -> None:
    with pytest.raises(TrickcardsError, match="True is not a player"):
        BlackoutDeal.deal(4, 1, True, 1)
    deal = Schedule(4).deal(2, 3)
    with pytest.raises(TrickcardsError, match="True is not a player"):
        BlackoutDeal(True, deal.hands, deal.turn_up, deal.rest)
    with pytest.raises(TrickcardsError, match="True is not a player"):
        BlackoutBidding(4, 3, 5, (2, 1)).bid_of(True)


@pytest.mark.parametrize("method", [1.0, 2.0, "2", True, None])
def test_a_scoring_method_is_the_whole_number_1_or_2(method: Any) -> None:
    with pytest.raises(ScoringError, match="not a scoring method"):
        MissedBid.from_method(method)
    with pytest.raises(ScoringError):
        scoring_table("hoyle", method)
    assert MissedBid.from_method(2) is MissedBid.SHORT_PENALTY


@pytest.mark.parametrize("names", [["A"], ["A", "B", "C", "D"], [1, 2, 3], 5, ""])
def test_explain_with_the_wrong_names_is_refused(names: Any) -> None:
    with pytest.raises(ScoringError, match="are not the names"):
        score((1, 0, 1), (0, 0, 1)).explain(names)
    assert score((1, 0, 1), (0, 0, 1)).explain("ABC").startswith("A: bid 1")


@pytest.mark.parametrize("names", [["A"], 5, [1, 2], None])
def test_a_payment_with_too_few_names_is_refused(names: Any) -> None:
    payment = Payment(1, 0, 20)
    if names is None:
        assert payment.explain(names) == "1 pays 0 20"
        return
    with pytest.raises(ScoringError, match="are not names for players"):
        payment.explain(names)


@pytest.mark.parametrize("payments", [None, 5, "x"])
def test_net_refuses_what_is_not_payments(payments: Any) -> None:
    with pytest.raises(ScoringError):
        net(payments, 3)


def test_a_sheet_refuses_entries_of_another_game() -> None:
    four = BlackoutScoreSheet(Schedule(4)).record((1, 0, 0, 1), (1, 0, 0, 0))
    with pytest.raises(ScoringError, match="is not deal 1 of this sheet"):
        BlackoutScoreSheet(Schedule(3), entries=four.entries)  # four scores for three players
    with pytest.raises(ScoringError, match="is not deal 1 of this sheet"):
        BlackoutScoreSheet(Schedule(4, first_dealer=2), entries=four.entries)  # another dealer
    with pytest.raises(ScoringError, match="is not deal 2 of this sheet"):
        BlackoutScoreSheet(Schedule(4), entries=four.entries * 2)  # deal 1 twice
    with pytest.raises(ScoringError, match="only 1 deals"):
        BlackoutScoreSheet(Schedule(4, deals=1), entries=four.entries * 2)
    entry = four.entries[0]
    with pytest.raises(ScoringError, match="does not add up"):
        BlackoutScoreSheet(Schedule(4), entries=[SheetEntry(1, 0, entry.score, (99, 0, 0, 0))])
    assert BlackoutScoreSheet(Schedule(4), entries=four.entries) == four


def test_render_refuses_a_way_of_settling_that_is_not_one() -> None:
    with pytest.raises(ScoringError, match="not a way of settling"):
        BlackoutScoreSheet(Schedule(3)).render("pairwise")  # type: ignore[arg-type]


def test_parse_sheet_refuses_a_bad_settlement_and_repeated_settings() -> None:
    with pytest.raises(ParseError, match="not a way of settling"):
        read_sheet("players 3\n", settlement="pairwise")  # type: ignore[arg-type]
    for text, key in [
        ("players A B C\nplayers 4\n", "players"),
        ("players 3\nfirst dealer 1\nfirst dealer 2\n", "first dealer"),
        ("players 3\nmethod 1\nmethod 2\n", "method"),
        ("preset seed5\npreset hoyle\n1 0 1 / 0 0 1\n", "preset"),
    ]:
        with pytest.raises(ParseError, match=f"line [0-9]: .*a second '{key}' line"):
            read_sheet(text)


# --- fuzzing: only TrickcardsError escapes ---------------------------------------------


@given(junk, junk, junk)
def test_constructors_raise_only_trickcards_errors(a: Any, b: Any, c: Any) -> None:
    only_trickcards_errors(lambda: Schedule(a, b, c))
    only_trickcards_errors(lambda: Schedule(4, a, b))
    only_trickcards_errors(lambda: Schedule(4).deal(a, b))
    only_trickcards_errors(lambda: BlackoutDeal.deal(a, b, c))
    only_trickcards_errors(lambda: BlackoutDeal.deal(4, 2, a, b))
    only_trickcards_errors(lambda: BlackoutDeal(a, b, c, Deck.standard()))
    only_trickcards_errors(lambda: BlackoutBidding(a, b, c))
    only_trickcards_errors(lambda: BlackoutBidding(4, 3, 5, a))
    only_trickcards_errors(lambda: BlackoutPlay.start(a, dealer=b, trump=c))
    only_trickcards_errors(lambda: PlayOptions(a))
    only_trickcards_errors(lambda: scoring_table(a, b))
    only_trickcards_errors(lambda: MissedBid.from_method(a))
    only_trickcards_errors(lambda: BlackoutScoreSheet(a, b, c))
    only_trickcards_errors(lambda: BlackoutScoreSheet(Schedule(3), names=a))
    only_trickcards_errors(lambda: BlackoutScoreSheet(Schedule(3), entries=a))


@given(junk, junk, junk)
def test_actions_and_queries_raise_only_trickcards_errors(a: Any, b: Any, c: Any) -> None:
    bidding = BlackoutBidding(4, 3, 5, (2, 1))
    for action in (bidding.add, bidding.can_add, bidding.verify_add, bidding.change, bidding.can_change):
        only_trickcards_errors(lambda action=action: action(a, b))  # type: ignore[misc]
    only_trickcards_errors(lambda: bidding.bid_of(a))
    only_trickcards_errors(lambda: BlackoutBidding.parse(a))
    play = BlackoutPlay.start(Schedule(4).deal(3, 1))
    only_trickcards_errors(lambda: play.play(a))
    only_trickcards_errors(lambda: play.can_play(a))
    only_trickcards_errors(lambda: random_playout(play, a))
    only_trickcards_errors(lambda: score_bid(a, b, c))
    only_trickcards_errors(lambda: score(a, b, c))
    only_trickcards_errors(lambda: score((1, 0, 1), (0, 0, 1)).explain(a))
    only_trickcards_errors(lambda: settle(a, b))
    only_trickcards_errors(lambda: winners(a))
    only_trickcards_errors(lambda: net(a, b))
    only_trickcards_errors(lambda: Payment(1, 0, 3).explain(a))
    sheet = BlackoutScoreSheet(Schedule(3))
    only_trickcards_errors(lambda: sheet.record(a, b))
    only_trickcards_errors(lambda: sheet.render(a))
    only_trickcards_errors(lambda: sheet.payments(a))
    only_trickcards_errors(lambda: read_sheet("players 3\n", a, b, c))


@given(st.text(max_size=40))
def test_bidding_text_raises_only_trickcards_errors(text: str) -> None:
    only_trickcards_errors(lambda: BlackoutBidding.parse(text))
    only_trickcards_errors(lambda: BlackoutBidding.parse("4 players, k=5, dealer 3: " + text))


# --- values -------------------------------------------------------------------------------


def test_every_value_copies_pickles_compares_and_hashes() -> None:
    deal = Schedule(4, first_dealer=1).deal(3, 8)
    sheet = BlackoutScoreSheet(Schedule(3, deals=1)).record((1, 0, 1), (0, 0, 1))
    values: list[object] = [
        Schedule(5, deals=4, first_dealer=2),
        deal,
        BlackoutBidding.for_deal(deal).add(1),
        BlackoutPlay.start(deal).play(min(BlackoutPlay.start(deal).legal_cards())),
        PlayOptions(must_trump_when_void=True),
        scoring_table("seed5", 2),
        score_bid(2, 2),
        score((1, 0, 1), (0, 0, 1)),
        Payment(1, 0, 3),
        sheet,
        sheet.entries[0],
        Settlement.WINNER_TAKES,
        MissedBid.SHORT_PENALTY,
    ]
    for value in values:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        restored = pickle.loads(pickle.dumps(value))
        assert restored == value
        assert hash(restored) == hash(value)
