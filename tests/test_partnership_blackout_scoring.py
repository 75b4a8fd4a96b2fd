"""Partnership Blackout scoring: section 6, every vector of 10.2, the R4/R5 options, properties."""

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ScoringError, Seat, Side
from trickcards.partnership_blackout import (
    PARTNERSHIP_BLACKOUT,
    DealScore,
    Extras,
    ScoringTable,
    TeamContract,
    score,
    score_team,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NS, EW = Side.NORTH_SOUTH, Side.EAST_WEST


def deal(ns: str, ew: str, tricks: tuple[int, ...]) -> DealScore:
    return score(TeamContract.parse(ns, NS), TeamContract.parse(ew, EW), tricks)


# --- 10.2 vectors D1-D12 -----------------------------------------------------------------


def test_d1_both_exact() -> None:
    assert deal("5", "8", (5, 8)).points == (10, 10)


def test_d2_one_trick_point_per_trick_over() -> None:
    result = deal("5", "6", (7, 6))
    assert result.points == (12, 10)
    assert (result.ns.contract_points, result.ns.extra_points) == (10, 2)


def test_d3_short_number_scores_minus_10() -> None:
    result = deal("6", "5", (4, 9))
    assert result.points == (-10, 14)
    assert not result.ns.made
    assert result.ns.outcome == "short by 2"


def test_d4_twelve_made_exactly() -> None:
    assert deal("12", "1", (12, 1)).points == (10, 10)


def test_d5_twelve_plus_one_and_one_missed() -> None:
    assert deal("12", "1", (13, 0)).points == (11, -10)


def test_d6_board_made() -> None:
    result = deal("Board", "3", (13, 0))
    assert result.points == (40, -10)
    assert result.ns.outcome == "Board made"


def test_d7_board_fails_and_number_short() -> None:
    result = deal("Board", "3", (12, 1))
    assert result.points == (-10, -10)
    assert result.ns.outcome == "Board failed: 1 lost"


def test_d8_nil_made_partners_tricks_do_not_matter() -> None:
    result = deal("8", "Nil E", (5, 0, 4, 4))
    assert result.points == (11, 40)
    assert result.ew.bidder_tricks == 0
    assert result.ew.tricks == 4


def test_d9_nil_fails_when_the_bidder_wins_a_trick() -> None:
    result = deal("8", "Nil E", (5, 1, 4, 3))
    assert result.points == (11, -10)
    assert result.ew.outcome == "Nil failed: E won 1"


def test_d10_nil_after_partners_number_was_cancelled() -> None:
    assert deal("5", "Nil W", (3, 7, 3, 0)).points == (11, 40)


def test_d11_two_boards_one_succeeds() -> None:
    assert deal("Board", "Board", (13, 0)).points == (40, -10)


def test_d12_two_boards_both_fail() -> None:
    assert deal("Board", "Board", (11, 2)).points == (-10, -10)


# --- options ----------------------------------------------------------------------------


def test_r4_alternative_one_point_per_trick_taken() -> None:
    table = attrs.evolve(PARTNERSHIP_BLACKOUT, extras=Extras.ALL_TAKEN)
    result = score(TeamContract.parse("NS 5"), TeamContract.parse("EW 6"), (7, 6), table)
    assert result.points == (17, 16)


def test_r5_alternative_a_missed_number_scores_nothing() -> None:
    table = attrs.evolve(PARTNERSHIP_BLACKOUT, number_failed=0)
    result = score(TeamContract.parse("NS 6"), TeamContract.parse("EW 5"), (4, 9), table)
    assert result.points == (0, 14)
    # Board and Nil keep their -10
    result = score(TeamContract.parse("NS Board"), TeamContract.parse("EW Nil E"), (12, 1, 0, 0), table)
    assert result.points == (-10, -10)


def test_the_default_table_is_the_recommended_reading() -> None:
    assert ScoringTable() == PARTNERSHIP_BLACKOUT
    assert PARTNERSHIP_BLACKOUT.extras is Extras.OVER_CONTRACT
    assert PARTNERSHIP_BLACKOUT.number_failed == -10
    assert (PARTNERSHIP_BLACKOUT.board_made, PARTNERSHIP_BLACKOUT.nil_made) == (40, 40)


# --- refusals ---------------------------------------------------------------------------


def test_a_nil_contract_needs_tricks_by_player() -> None:
    with pytest.raises(ScoringError, match=r"E's own tricks.*\(P5\)"):
        deal("8", "Nil E", (9, 4))


@pytest.mark.parametrize(
    "tricks",
    [(5, 7), (13, 1), (14, -1), (5, 8, 0), (1, 2, 3, 4, 3), (True, 12), (6.5, 6.5), "58", None],
)
def test_impossible_tricks_are_refused(tricks: object) -> None:
    with pytest.raises(ScoringError):
        score(TeamContract.parse("NS 5"), TeamContract.parse("EW 8"), tricks)  # type: ignore[arg-type]


def test_contracts_must_belong_to_their_sides() -> None:
    with pytest.raises(ScoringError, match="is not a contract of NS"):
        score(TeamContract.parse("EW 5"), TeamContract.parse("EW 8"), (5, 8))
    with pytest.raises(ScoringError):
        score("NS 5", TeamContract.parse("EW 8"), (5, 8))  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        score_team(TeamContract.parse("NS 5"), (5, 8), table="default")  # type: ignore[arg-type]


def test_table_fields_are_checked() -> None:
    with pytest.raises(ScoringError):
        ScoringTable(board_made="40")  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        ScoringTable(extras="over")  # type: ignore[arg-type]


def test_explain_names_the_components() -> None:
    text = deal("6", "Board", (4, 9)).explain()
    assert "NS 6, 4 tricks: short by 2" in text
    assert "-10 + 0 = -10" in text
    assert deal("5", "8", (5, 8)).of(EW).points == 10


# --- properties ---------------------------------------------------------------------------

contracts_ns = st.one_of(
    st.integers(1, 12).map(lambda k: TeamContract.number(NS, k)),
    st.just(TeamContract.board(NS)),
    st.sampled_from([N, S]).map(TeamContract.nil),
)
tables = st.sampled_from(
    [
        PARTNERSHIP_BLACKOUT,
        attrs.evolve(PARTNERSHIP_BLACKOUT, extras=Extras.ALL_TAKEN),
        attrs.evolve(PARTNERSHIP_BLACKOUT, number_failed=0),
    ]
)


@st.composite
def trick_counts(draw: st.DrawFn) -> tuple[int, int, int, int]:
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=3, max_size=3)))
    n, e, s = cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1]
    return (n, e, s, 13 - cuts[2])


@given(st.integers(1, 12), trick_counts(), tables)
def test_a_made_number_never_scores_less_than_10(
    k: int, tricks: tuple[int, int, int, int], table: ScoringTable
) -> None:
    result = score_team(TeamContract.number(NS, k), tricks, table)
    team = tricks[0] + tricks[2]
    assert result.made == (team >= k)
    if result.made:
        assert result.points >= 10
        assert result.points == 10 + (team - k if table.extras is Extras.OVER_CONTRACT else team)
    else:
        assert result.points == table.number_failed


@given(contracts_ns, trick_counts(), tables)
def test_board_and_nil_are_plus_or_minus(
    contract: TeamContract, tricks: tuple[int, int, int, int], table: ScoringTable
) -> None:
    result = score_team(contract, tricks, table)
    if contract.is_board:
        assert result.points == (40 if tricks[0] + tricks[2] == 13 else -10)
    elif contract.is_nil:
        assert contract.nil_bidder is not None
        assert result.points == (40 if tricks[contract.nil_bidder] == 0 else -10)
    assert result.points == result.contract_points + result.extra_points


@given(st.integers(1, 12), trick_counts(), trick_counts())
def test_number_scores_are_monotone_in_tricks(k: int, a: tuple[int, ...], b: tuple[int, ...]) -> None:
    contract = TeamContract.number(NS, k)
    if a[0] + a[2] <= b[0] + b[2]:
        assert score_team(contract, a).points <= score_team(contract, b).points


@given(contracts_ns, st.integers(1, 12), trick_counts())
def test_teams_are_scored_independently(ns: TeamContract, k: int, tricks: tuple[int, int, int, int]) -> None:
    ew = TeamContract.number(EW, k)
    result = score(ns, ew, tricks)
    assert result.ns == score_team(ns, tricks)
    assert result.ew == score_team(ew, tricks)
