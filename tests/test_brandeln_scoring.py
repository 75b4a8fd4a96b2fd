"""Brandeln scoring: the contract table (section 4), outcomes (section 7), both tables (section 8),
the lottery (section 9); vectors B1-B13, C1-C6 and Y1-Y4 of 12.1-12.3."""

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ParseError, ScoringError, TrickcardsError
from trickcards.brandeln import (
    BRANDELN,
    BRANDELN_CLASSIC,
    CONTRACT_TABLE,
    BrandelnContract,
    BrandelnTable,
    lottery_score,
    score,
)

C = BrandelnContract
CLASSIC_CONTRACTS = [c for c in C if c is not C.ALL_WITHOUT_TRUMP]


def seed(contract: C, tricks: int, made: bool, declarer: int) -> None:
    result = score(contract, tricks)
    assert result.made is made
    assert result.declarer_points == declarer
    assert result.opponent_points == 0
    assert result.spread(0) == (declarer, 0, 0, 0)


# --- section 4: the contracts as data ---------------------------------------------------------


def test_section_4_contract_table() -> None:
    assert [str(c) for c in C] == [r.name for r in CONTRACT_TABLE]
    assert [c.needed for c in C] == [3, 4, 5, 6, 0, 7, 7]
    assert [c.has_trumps for c in C] == [True, True, True, True, False, True, False]
    assert [c.seed_value for c in C] == [1, 2, 3, 5, 5, 6, 7]
    assert [c.classic_value for c in C] == [3, 4, 5, 6, 7, 8, None]
    assert sorted(C) == list(C)


@pytest.mark.parametrize(
    ("text", "contract"),
    [
        ("Brandeln", C.BRANDELN),
        ("brandel", C.BRANDELN),
        ("3", C.BRANDELN),
        ("VIER", C.FOUR),
        ("Fünf", C.FIVE),
        ("funf", C.FIVE),
        ("sechs", C.SIX),
        ("bettel", C.NULL),
        ("Mord", C.ALL_WITH_TRUMP),
        ("all with trump", C.ALL_WITH_TRUMP),
        ("ALL_WITHOUT_TRUMP", C.ALL_WITHOUT_TRUMP),
        ("all-nt", C.ALL_WITHOUT_TRUMP),
    ],
)
def test_contract_names_parse(text: str, contract: C) -> None:
    assert C.parse(text) is contract
    assert C.parse(str(contract)) is contract


@pytest.mark.parametrize("text", ["", "seven", "7", "grand", None])
def test_bad_contract_names_raise_parse_error(text: object) -> None:
    with pytest.raises(ParseError, match="is not a Brandeln contract"):
        C.parse(text)  # type: ignore[arg-type]


# --- 12.1 vectors B1-B13 ----------------------------------------------------------------------


def test_b1_brandeln_three_tricks_made() -> None:
    seed(C.BRANDELN, 3, True, 1)


def test_b2_brandeln_overtricks_ignored() -> None:
    seed(C.BRANDELN, 5, True, 1)


def test_b3_brandeln_two_tricks_failed() -> None:
    seed(C.BRANDELN, 2, False, -1)


def test_b4_four_made() -> None:
    seed(C.FOUR, 4, True, 2)


def test_b5_five_with_four_tricks_failed() -> None:
    seed(C.FIVE, 4, False, -3)


def test_b6_six_made() -> None:
    seed(C.SIX, 6, True, 5)


def test_b7_six_with_seven_tricks_scores_as_six_not_mord() -> None:
    seed(C.SIX, 7, True, 5)


def test_b8_null_no_trick_made() -> None:
    seed(C.NULL, 0, True, 5)


def test_b9_null_one_trick_failed() -> None:
    seed(C.NULL, 1, False, -5)


def test_b10_all_with_trump_made() -> None:
    seed(C.ALL_WITH_TRUMP, 7, True, 6)


def test_b11_all_with_trump_six_tricks_failed() -> None:
    seed(C.ALL_WITH_TRUMP, 6, False, -6)


def test_b12_all_without_trump_made() -> None:
    seed(C.ALL_WITHOUT_TRUMP, 7, True, 7)


def test_b13_all_without_trump_five_tricks_failed() -> None:
    seed(C.ALL_WITHOUT_TRUMP, 5, False, -7)


# --- 12.2 vectors C1-C6 -----------------------------------------------------------------------


def classic(contract: str, tricks: int, declarer: int, each: int) -> None:
    result = score(contract, tricks, BRANDELN_CLASSIC)
    assert (result.declarer_points, result.opponent_points) == (declarer, each)
    assert sum(result.spread(1)) == 0


def test_c1_brandel_made_each_opponent_pays_three() -> None:
    classic("Brandel", 3, 9, -3)


def test_c2_brandel_failed_declarer_pays_each_three() -> None:
    classic("Brandel", 1, -9, 3)


def test_c3_six_made() -> None:
    classic("Six", 6, 18, -6)


def test_c4_bettel_made() -> None:
    classic("Bettel", 0, 21, -7)


def test_c5_bettel_failed() -> None:
    classic("Bettel", 2, -21, 7)


def test_c6_mord_made() -> None:
    classic("Mord", 7, 24, -8)


# --- 12.3 vectors Y1-Y4 -----------------------------------------------------------------------


def test_y1_dealer_alone_has_the_fewest() -> None:
    result = lottery_score((3, 2, 2, 0))
    assert result.points == (0, 0, 0, 1)
    assert result.winner == 3


def test_y2_one_player_took_all_the_tricks() -> None:
    result = lottery_score((7, 0, 0, 0))
    assert result.points == (-3, 0, 0, 0)
    assert result.all_tricks == 0
    assert result.winner is None
    assert "took all 7" in result.reason


def test_y3_tie_for_fewest_nobody_scores() -> None:
    result = lottery_score((4, 3, 0, 0))
    assert result.points == (0, 0, 0, 0)
    assert result.winner is None
    assert result.all_tricks is None
    assert "nobody scores" in result.reason


def test_y4_dealer_alone_has_the_fewest() -> None:
    assert lottery_score((2, 2, 2, 1)).points == (0, 0, 0, 1)


# --- options and refusals ---------------------------------------------------------------------


def test_r6_six_may_be_worth_four() -> None:
    table = BRANDELN.with_value("Six", 4)
    assert score("Six", 6, table).declarer_points == 4
    assert table.values == (1, 2, 3, 4, 5, 6, 7)
    assert BRANDELN.value(C.SIX) == 5


def test_r7_classic_table_refuses_all_without_trump() -> None:
    with pytest.raises(ScoringError, match=r"All-without-trump is not a contract of the brandeln-classic table \(R7"):
        score("All-without-trump", 7, BRANDELN_CLASSIC)


def test_8_2_classic_table_scores_the_lottery_by_the_seed_rule() -> None:
    assert BRANDELN_CLASSIC.has_lottery
    assert BRANDELN.has_lottery
    for tricks, points in (
        ((3, 2, 2, 0), (0, 0, 0, 1)),  # Y1
        ((7, 0, 0, 0), (-3, 0, 0, 0)),  # Y2
        ((4, 3, 0, 0), (0, 0, 0, 0)),  # Y3
        ((2, 2, 2, 1), (0, 0, 0, 1)),  # Y4
    ):
        assert lottery_score(tricks, BRANDELN_CLASSIC).points == points


def test_r11_a_table_without_a_lottery_refuses_it() -> None:
    none = attrs.evolve(BRANDELN_CLASSIC, lottery_win=None, lottery_all_tricks=None)
    assert not none.has_lottery
    with pytest.raises(ScoringError, match="scores no lottery"):
        lottery_score((3, 2, 2, 0), none)


@pytest.mark.parametrize("tricks", [-1, 8, True, "3", 2.0, None])
def test_impossible_trick_counts_are_refused(tricks: object) -> None:
    with pytest.raises(ScoringError, match="a Brandeln deal has 7 tricks"):
        score("Four", tricks)  # type: ignore[arg-type]


@pytest.mark.parametrize("tricks", [(3, 2, 2), (3, 2, 2, 1), (8, 0, 0, -1), "3220", None])
def test_impossible_lottery_counts_are_refused(tricks: object) -> None:
    with pytest.raises(ScoringError):
        lottery_score(tricks)  # type: ignore[arg-type]


def test_bad_tables_and_contracts_are_refused() -> None:
    with pytest.raises(ScoringError):
        score(4, 4)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        score("Four", 4, "classic")  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        lottery_score((3, 2, 2, 0), "seed")  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        BrandelnTable("x", (1, 2, 3), per_opponent=False)
    with pytest.raises(ScoringError):
        BrandelnTable("x", BRANDELN.values, per_opponent=1)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        BrandelnTable("x", BRANDELN.values, per_opponent=False, lottery_win="1")  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        score("Four", 4).spread(4)
    with pytest.raises(TrickcardsError):
        C.FOUR.is_made(9)


def test_explain_names_the_components() -> None:
    text = score("Bettel", 2, BRANDELN_CLASSIC).explain()
    assert text.splitlines()[0] == "Null, 2 tricks (brandeln-classic): failed"
    assert "  declarer       -21" in text
    assert "  each opponent   +7" in text


# --- properties -------------------------------------------------------------------------------


@given(st.sampled_from(list(C)), st.integers(0, 7))
def test_seed_sheet_moves_only_the_declarer_by_the_value(contract: C, tricks: int) -> None:
    result = score(contract, tricks)
    assert abs(result.declarer_points) == contract.seed_value
    assert (result.declarer_points > 0) is result.made is contract.is_made(tricks)
    assert result.opponent_points == 0


@given(st.sampled_from(CLASSIC_CONTRACTS), st.integers(0, 7), st.integers(0, 3))
def test_classic_every_deal_sums_to_zero(contract: C, tricks: int, declarer: int) -> None:
    result = score(contract, tricks, BRANDELN_CLASSIC)
    points = result.spread(declarer)
    assert sum(points) == 0
    assert points[declarer] == 3 * (1 if result.made else -1) * contract.classic_value  # type: ignore[operator]


@given(st.sampled_from([c for c in C if not c.is_null]), st.integers(0, 6))
def test_score_never_falls_with_more_tricks(contract: C, tricks: int) -> None:
    assert score(contract, tricks + 1).declarer_points >= score(contract, tricks).declarer_points


@st.composite
def lottery_tricks(draw: st.DrawFn) -> list[int]:
    """Four trick counts that add up to 7: each trick goes to a drawn player."""
    tricks = [0, 0, 0, 0]
    for _ in range(7):
        tricks[draw(st.integers(0, 3))] += 1
    return tricks


@given(lottery_tricks())
def test_lottery_scores_at_most_one_player(tricks: list[int]) -> None:
    result = lottery_score(tricks)
    assert sum(1 for p in result.points if p) <= 1
    assert sum(result.points) in (-3, 0, 1)
    if result.winner is not None:
        assert tricks[result.winner] < min(t for i, t in enumerate(tricks) if i != result.winner)
