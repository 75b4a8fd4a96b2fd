"""Blackout's scoring and settlement (section 9, Scoring; BO-a to BO-c, vectors BO-6 to BO-15)."""

import copy
import pickle

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ScoringError
from trickcards.blackout import (
    HOYLE,
    PRESETS,
    SEED5,
    SEED10,
    MadeZero,
    MissedBid,
    Payment,
    ScoringTable,
    Settlement,
    net,
    score,
    score_bid,
    scoring_table,
    settle,
    winners,
)

METHOD_2 = MissedBid.SHORT_PENALTY


def test_bo6_hoyle_bid_3_won_3_scores_13() -> None:
    s = score_bid(3, 3, HOYLE)
    assert (s.bonus, s.trick_points, s.penalty, s.points) == (10, 3, 0, 13)
    assert s.made


def test_bo7_hoyle_made_zero_scores_10() -> None:
    assert score_bid(0, 0, HOYLE).points == 10


def test_bo8_seed5_bid_3_won_3_scores_25() -> None:
    assert score_bid(3, 3, SEED5).points == 25


def test_bo9_seed5_made_zero_scores_15_like_a_made_one() -> None:
    assert score_bid(0, 0, SEED5).points == 15 == score_bid(1, 1, SEED5).points


def test_bo10_seed10_bid_2_won_2_scores_30() -> None:
    assert score_bid(2, 2, SEED10).points == 30


@pytest.mark.parametrize("table", [HOYLE, SEED5, SEED10])
def test_bo11_method_1_a_missed_bid_scores_0_either_way(table: ScoringTable) -> None:
    assert score_bid(2, 3, table).points == 0
    assert score_bid(2, 1, table).points == 0
    assert score_bid(2, 1, table).outcome == "short by 1"
    assert score_bid(2, 3, table).outcome == "over by 1"


def test_bo12_method_2_seed5_bid_4_won_2_scores_minus_10() -> None:
    s = score_bid(4, 2, scoring_table("seed5", method=2))
    assert (s.bonus, s.trick_points, s.penalty, s.points) == (0, 0, -10, -10)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_bo13_method_2_an_overbid_scores_0(preset: str) -> None:
    assert score_bid(1, 3, scoring_table(preset, method=2)).points == 0


def test_bo14_pairwise_settlement() -> None:
    payments = settle((50, 30, 20), Settlement.PAIRWISE)
    assert payments == (Payment(1, 0, 20), Payment(2, 0, 30), Payment(2, 1, 10))
    assert [p.explain("ABC") for p in payments] == ["B pays A 20", "C pays A 30", "C pays B 10"]
    assert settle((50, 30, 20)) == payments  # the default


def test_bo15_winner_takes_settlement() -> None:
    payments = settle((50, 30, 20), Settlement.WINNER_TAKES)
    assert [p.explain("ABC") for p in payments] == ["B pays A 20", "C pays A 30"]


def test_tied_winners_are_each_paid_under_winner_takes() -> None:
    payments = settle((40, 40, 10), Settlement.WINNER_TAKES)
    assert payments == (Payment(2, 0, 30), Payment(2, 1, 30))
    assert winners((40, 40, 10)) == (0, 1)
    assert settle((7, 7, 7)) == ()


def test_the_presets_and_the_readings() -> None:
    assert (HOYLE.per_trick, SEED5.per_trick, SEED10.per_trick) == (1, 5, 10)
    assert HOYLE.made_zero is MadeZero.BONUS_ONLY
    assert SEED5.made_zero is MadeZero.AS_ONE_TRICK  # BO-b: the seed's reading is the default
    assert ScoringTable(per_trick=3).missed is MissedBid.NOTHING  # method 1 is the default
    assert scoring_table("SEED10 ", 2).missed is METHOD_2
    assert MissedBid.from_method(1) is MissedBid.NOTHING
    custom = attrs.evolve(SEED5, missed=METHOD_2, short_unit=10)  # BO-c alternative unit
    assert score_bid(3, 1, custom).points == -20
    assert score_bid(0, 0, attrs.evolve(HOYLE, made_zero=MadeZero.AS_ONE_TRICK)).points == 11


@pytest.mark.parametrize(
    "call",
    [
        lambda: scoring_table("seed7"),
        lambda: scoring_table("hoyle", 3),
        lambda: scoring_table(5),  # type: ignore[arg-type]
        lambda: MissedBid.from_method(True),
        lambda: ScoringTable(per_trick=-1),
        lambda: ScoringTable(per_trick=1, bonus=1.5),  # type: ignore[arg-type]
        lambda: ScoringTable(per_trick=1, made_zero="seed"),  # type: ignore[arg-type]
        lambda: ScoringTable(per_trick=1, missed=2),  # type: ignore[arg-type]
        lambda: ScoringTable(per_trick=1, short_unit=-5),
        lambda: score_bid(-1, 0),
        lambda: score_bid(18, 0),
        lambda: score_bid(1, True),
        lambda: score_bid(1, 1, None),  # type: ignore[arg-type]
        lambda: score((1, 0), (1, 0)),
        lambda: score((1, 0, 0), (1, 0)),
        lambda: score((1, 0, 0), (0, 0, 0)),
        lambda: score((3, 0, 0), (1, 1, 0)),
        lambda: score((1, 1, 0), (1, 1, 0)),
        lambda: score((0, 0, 0, 0), (13, 1, 0, 0)),
        lambda: score("100", "010"),  # type: ignore[arg-type]
        lambda: settle((1,)),
        lambda: settle((1, "2")),  # type: ignore[arg-type]
        lambda: settle((1, 2), "pairwise"),  # type: ignore[arg-type]
        lambda: net((Payment(0, 5, 1),), 3),
        lambda: net((), 0),
    ],
)
def test_impossible_inputs_raise_scoring_errors(call: object) -> None:
    with pytest.raises(ScoringError):
        call()  # type: ignore[operator]


def test_a_deal_is_scored_player_by_player() -> None:
    s = score((2, 1, 0, 4), (2, 0, 1, 2), SEED5)
    assert s.trick_count == 5
    assert s.points == (20, 0, 0, 0)
    assert s.bids == (2, 1, 0, 4)
    assert s.tricks_won == (2, 0, 1, 2)
    assert "A: bid 2, won 2: made" in s.explain("ABCD")


def test_scores_and_tables_are_immutable_values() -> None:
    for value in (SEED5, score_bid(2, 2), score((1, 0, 1), (1, 0, 0)), Payment(1, 0, 3)):
        for again in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert again == value
            assert hash(again) == hash(value)
        with pytest.raises(AttributeError):
            value.anything = 1  # type: ignore[union-attr]


tables = st.builds(
    ScoringTable,
    per_trick=st.integers(0, 20),
    bonus=st.integers(0, 20),
    made_zero=st.sampled_from(MadeZero),
    missed=st.sampled_from(MissedBid),
    short_unit=st.none() | st.integers(0, 20),
)


@given(tables, st.integers(0, 17), st.integers(0, 17))
def test_a_made_bid_never_scores_less_than_a_missed_one(table: ScoringTable, bid: int, won: int) -> None:
    made = score_bid(bid, bid, table)
    missed = score_bid(bid, won, table)
    assert made.points >= missed.points
    assert made.points == made.bonus + made.trick_points + made.penalty
    if won != bid:
        assert missed.points <= 0
        assert missed.bonus == missed.trick_points == 0


@given(st.lists(st.integers(-500, 500), min_size=2, max_size=7), st.sampled_from(Settlement))
def test_settlement_sums_to_zero(totals: list[int], method: Settlement) -> None:
    payments = settle(totals, method)
    result = net(payments, len(totals))
    assert sum(result) == 0
    assert all(p.amount > 0 for p in payments)
    assert all(totals[p.payee] > totals[p.payer] for p in payments)
    top = winners(totals)
    assert all(result[w] >= 0 for w in top)
    if method is Settlement.WINNER_TAKES:
        assert all(p.payee in top for p in payments)
    else:
        # Pairwise, each player's net is the sum of his differences with every other player.
        assert list(result) == [sum(t - u for u in totals) for t in totals]
