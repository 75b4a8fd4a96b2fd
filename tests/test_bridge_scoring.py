"""Scoring one deal: the rules file's RM-*, RC-*, D-* and I-* vectors, exhaustive tables, properties."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand, ParseError, ScoringError, Seat, Side, TrickcardsError
from trickcards.bridge import (
    CHICAGO,
    DUPLICATE,
    RUBBER_CLASSIC,
    RUBBER_CLASSIC_SEED_LITERAL,
    RUBBER_MODERN,
    Contract,
    Doubling,
    Honours,
    Score,
    ScoringTable,
    Strain,
    duplicate_score,
    honours_held,
    imps,
    matchpoint_percentages,
    matchpoints,
    rubber_score,
    score,
    settle,
)


def entry(text: str, tricks: int, vulnerable: bool, table: ScoringTable = RUBBER_MODERN) -> tuple[int, int, int]:
    s = rubber_score(Contract.parse(text), tricks, vulnerable, table=table)
    return (s.below, s.above, s.defenders_above)


# --- rubber_modern: RM-1 .. RM-18 ------------------------------------------------------------


def test_rm_1_major_game_with_an_overtrick() -> None:
    assert entry("4S", 11, False) == (120, 30, 0)


def test_rm_2_vulnerable_doubled_down_three() -> None:
    assert entry("3NTX", 6, True) == (0, 0, 800)


def test_rm_3_not_vulnerable_doubled_down_four() -> None:
    assert entry("3NTX", 5, False) == (0, 0, 800)


def test_rm_4_doubled_part_score_becomes_game_with_insult() -> None:
    assert entry("2HX", 8, False) == (120, 50, 0)


def test_rm_5_redoubled_overtricks_and_insult() -> None:
    assert entry("1NTXX", 9, True) == (160, 900, 0)


def test_rm_6_vulnerable_small_slam() -> None:
    assert entry("6D", 12, True) == (120, 750, 0)


def test_rm_7_grand_slam_not_vulnerable() -> None:
    assert entry("7NT", 13, False) == (220, 1000, 0)


def test_rm_8_doubled_grand_slam_made() -> None:
    assert entry("7NTX", 13, False) == (440, 1050, 0)


def test_rm_9_redoubled_down_five_not_vulnerable() -> None:
    assert entry("5CXX", 6, False) == (0, 0, 2200)


def test_rm_10_vulnerable_undoubled_down_two() -> None:
    assert entry("4H", 8, True) == (0, 0, 200)


def test_rm_11_one_club_made() -> None:
    assert entry("1C", 7, False) == (20, 0, 0)


def test_rm_12_doubled_three_spades_makes_game_with_overtrick() -> None:
    assert entry("3SX", 10, False) == (180, 150, 0)


def test_rm_13_redoubled_grand_slam_down_one_vulnerable() -> None:
    assert entry("7SXX", 12, True) == (0, 0, 400)


def test_rm_14_doubled_small_slam_vulnerable() -> None:
    assert entry("6NTX", 12, True) == (380, 800, 0)


def test_rm_15_no_slam_bonus_unless_bid() -> None:
    assert entry("4S", 13, False) == (120, 90, 0)


def test_rm_16_redoubled_game_with_overtrick_modern_insult() -> None:
    assert entry("4SXX", 11, False) == (480, 300, 0)


def test_rm_17_doubled_down_six_not_vulnerable() -> None:
    assert entry("4SX", 4, False) == (0, 0, 1400)


def test_rm_18_doubled_down_thirteen_vulnerable() -> None:
    assert entry("7NTX", 0, True) == (0, 0, 3800)


# --- honours: RM-19 .. RM-21, RC-16 ----------------------------------------------------------

VOID = Hand.parse("-.-.-.-")


def hands(**by_seat: str) -> list[Hand]:
    return [Hand.parse(by_seat.get(seat, "-.-.-.-")) for seat in ("n", "e", "s", "w")]


def test_rm_19_honours_held_by_a_defender_score_for_the_defenders() -> None:
    deal = hands(e="-.AKQJ.-.-", n="-.T98.-.-")
    contract = Contract.parse("4HN")
    assert honours_held(deal, contract) == Honours(Side.EAST_WEST, 100)
    for tricks in (6, 10, 12):
        s = rubber_score(contract, tricks, honours=deal)
        assert s.honours == -100
        assert s.defenders_above == 100 + s.undertricks


def test_rm_20_four_aces_at_no_trump() -> None:
    deal = hands(s="A.A.A.A")
    assert honours_held(deal, Contract.parse("3NTS")) == Honours(Side.NORTH_SOUTH, 150)
    assert rubber_score(Contract.parse("3NTS"), 9, honours=deal).above == 150


def test_rm_21_five_trump_honours_in_dummy() -> None:
    deal = hands(s="-.AKQJT.-.-")
    assert honours_held(deal, Contract.parse("4HN")) == Honours(Side.NORTH_SOUTH, 150)
    assert rubber_score(Contract.parse("4HN"), 10, honours=deal).above == 150


def test_rc_16_five_trump_honours_for_east_west_classic() -> None:
    deal = hands(w="AKQJT.-.-.-")
    s = rubber_score(Contract.parse("4SE"), 10, honours=deal, table=RUBBER_CLASSIC)
    assert (s.below, s.above) == (120, 150)


def test_honours_split_between_partners_score_nothing() -> None:
    deal = hands(n="-.AK.-.-", s="-.QJT.-.-")
    assert honours_held(deal, Contract.parse("4HN")) is None


def test_four_aces_count_only_at_no_trump() -> None:
    deal = hands(n="A.A.A.A")
    assert honours_held(deal, Contract.parse("4HN")) is None
    assert honours_held(deal, Strain.NOTRUMP) == Honours(Side.NORTH_SOUTH, 150)


def test_honours_from_a_deal_like_object() -> None:
    class FakeDeal:
        hands = tuple(hands(w="AKQJ.-.-.-"))

    assert honours_held(FakeDeal(), Contract.parse("2SN")) == Honours(Side.EAST_WEST, 100)


def test_explicit_honours_must_fit_the_strain() -> None:
    with pytest.raises(ScoringError, match="Law 81"):
        rubber_score(Contract.parse("3NTN"), 9, honours=Honours(Side.NORTH_SOUTH, 100))
    with pytest.raises(ScoringError, match="names no declarer"):
        rubber_score(Contract.parse("4H"), 10, honours=Honours(Side.NORTH_SOUTH, 100))


def test_duplicate_scores_no_honours() -> None:
    with pytest.raises(ScoringError, match="no honours"):
        score(Contract.parse("4HN"), 10, False, DUPLICATE, Honours(Side.NORTH_SOUTH, 100))


def test_honours_need_four_disjoint_hands() -> None:
    with pytest.raises(ScoringError, match="four hands"):
        honours_held([VOID, VOID], Contract.parse("4HN"))
    same = Hand.parse("A...")
    with pytest.raises(ScoringError, match="two players"):
        honours_held([same, same, VOID, VOID], Contract.parse("4HN"))


def test_honours_parse_and_str_round_trip() -> None:
    h = Honours.parse(" ew : 150 ")
    assert h == Honours(Side.EAST_WEST, 150)
    assert Honours.parse(str(h)) == h
    for bad in ("NS", "XX:100", "NS:ten", "NS:-100"):
        with pytest.raises(TrickcardsError):
            Honours.parse(bad)


# --- rubber_classic: RC-1 .. RC-13 -------------------------------------------------------------


def test_rc_1_classic_not_vulnerable_doubled_down_four() -> None:
    assert entry("3NTX", 5, False, RUBBER_CLASSIC) == (0, 0, 700)


def test_rc_2_classic_doubled_down_six() -> None:
    assert entry("4SX", 4, False, RUBBER_CLASSIC) == (0, 0, 1100)


def test_rc_3_classic_redoubled_down_five() -> None:
    assert entry("5CXX", 6, False, RUBBER_CLASSIC) == (0, 0, 1800)


def test_rc_4_classic_vulnerable_doubled_down_three_same_as_modern() -> None:
    assert entry("3NTX", 6, True, RUBBER_CLASSIC) == (0, 0, 800)


def test_rc_5_classic_vulnerable_redoubled_down_two() -> None:
    assert entry("4HXX", 8, True, RUBBER_CLASSIC) == (0, 0, 1000)


def test_rc_6_classic_undoubled_down_three() -> None:
    assert entry("4S", 7, False, RUBBER_CLASSIC) == (0, 0, 150)


def test_rc_7_classic_redoubled_insult_is_fifty() -> None:
    assert entry("4SXX", 11, False, RUBBER_CLASSIC) == (480, 250, 0)


def test_rc_8_classic_doubled_one_notrump_made() -> None:
    assert entry("1NTX", 7, False, RUBBER_CLASSIC) == (80, 50, 0)


def test_rc_9_classic_vulnerable_doubled_overtricks() -> None:
    assert entry("2SX", 10, True, RUBBER_CLASSIC) == (120, 450, 0)


def test_rc_10_classic_small_slam_and_the_seed_literal_figure() -> None:
    assert entry("6H", 12, True, RUBBER_CLASSIC) == (180, 750, 0)
    assert entry("6H", 12, True, RUBBER_CLASSIC_SEED_LITERAL) == (180, 700, 0)


def test_rc_11_classic_grand_slam_and_the_seed_literal_figure() -> None:
    assert entry("7H", 13, False, RUBBER_CLASSIC) == (210, 1000, 0)
    assert entry("7H", 13, False, RUBBER_CLASSIC_SEED_LITERAL) == (210, 750, 0)


def test_rc_12_classic_doubled_grand_slam() -> None:
    assert entry("7NTX", 13, False, RUBBER_CLASSIC) == (440, 1050, 0)


def test_rc_13_classic_redoubled_one_spade_is_game() -> None:
    assert entry("1SXX", 7, False, RUBBER_CLASSIC) == (120, 50, 0)


# --- duplicate: D-1 .. D-19 -------------------------------------------------------------------

DUPLICATE_VECTORS = [
    ("d_1_major_game_not_vulnerable", "4S", False, 10, 420),
    ("d_2_vulnerable_major_game_with_overtrick", "4H", True, 11, 650),
    ("d_3_three_notrump_not_vulnerable", "3NT", False, 9, 400),
    ("d_4_three_notrump_vulnerable_with_overtrick", "3NT", True, 10, 630),
    ("d_5_one_notrump_part_score", "1NT", False, 7, 90),
    ("d_6_part_score_with_overtrick", "2S", False, 9, 140),
    ("d_7_doubled_into_game", "2HX", False, 8, 470),
    ("d_8_redoubled_part_score_with_overtrick", "1CXX", True, 8, 630),
    ("d_9_vulnerable_small_slam", "6S", True, 12, 1430),
    ("d_10_grand_slam_notrump", "7NT", False, 13, 1520),
    ("d_11_doubled_vulnerable_grand_slam", "7CX", True, 13, 2330),
    ("d_12_vulnerable_doubled_down_three", "3NTX", True, 6, -800),
    ("d_13_doubled_down_four", "4SX", False, 6, -800),
    ("d_14_redoubled_down_one", "5DXX", False, 10, -200),
    ("d_15_slam_down_one", "6NT", False, 11, -50),
    ("d_16_doubled_game_with_vulnerable_overtrick", "3SX", True, 10, 930),
    ("d_17_doubled_one_notrump_made", "1NTX", False, 7, 180),
    ("d_18_minor_game_with_overtrick", "5C", True, 11, 600),
    ("d_19_doubled_down_seven", "4SX", False, 3, -1700),
]


@pytest.mark.parametrize(("rule", "text", "vulnerable", "tricks", "expected"), DUPLICATE_VECTORS)
def test_duplicate_vectors(rule: str, text: str, vulnerable: bool, tricks: int, expected: int) -> None:
    contract = Contract.parse(text)
    assert duplicate_score(contract, tricks=tricks, vulnerable=vulnerable) == expected, rule
    assert score(contract, tricks, vulnerable, DUPLICATE).total == expected, rule


def test_d_7_components() -> None:
    s = score(Contract.parse("2HX"), 8, False)
    assert (s.trick_points, s.game_bonus, s.insult) == (120, 300, 50)


def test_d_8_components() -> None:
    s = score(Contract.parse("1CXX"), 8, True)
    assert (s.trick_points, s.part_score_bonus, s.overtricks, s.insult) == (80, 50, 400, 100)


def test_d_11_components() -> None:
    s = score(Contract.parse("7CX"), 13, True)
    assert (s.trick_points, s.game_bonus, s.slam, s.insult) == (280, 500, 1500, 50)


def test_d_16_components() -> None:
    s = score(Contract.parse("3SX"), 10, True)
    assert (s.trick_points, s.game_bonus, s.insult, s.overtricks) == (180, 500, 50, 200)


def test_design_brief_example_four_spades_doubled() -> None:
    c = Contract(level=4, strain=Strain.SPADES, doubling=Doubling.DOUBLED, declarer=Seat.NORTH)
    assert duplicate_score(c, tricks=10, vulnerable=False) == 590


# --- independent formulations, straight from the laws ---------------------------------------


def law_77(level: int, strain: str, doubling: int, vulnerable: bool, tricks: int) -> int:
    """Law 77 written out longhand, sharing nothing with the library's tables."""
    needed = 6 + level
    if tricks >= needed:
        if strain in ("C", "D"):
            first, later = 20, 20
        elif strain in ("H", "S"):
            first, later = 30, 30
        else:
            first, later = 40, 30
        trick_points = (first + later * (level - 1)) * [1, 2, 4][doubling]
        over = tricks - needed
        if doubling == 0:
            overtricks = over * later
        elif doubling == 1:
            overtricks = over * (200 if vulnerable else 100)
        else:
            overtricks = over * (400 if vulnerable else 200)
        insult = [0, 50, 100][doubling]
        slam = 0
        if level == 6:
            slam = 750 if vulnerable else 500
        if level == 7:
            slam = 1500 if vulnerable else 1000
        bonus = (500 if vulnerable else 300) if trick_points >= 100 else 50
        return trick_points + overtricks + insult + slam + bonus
    down = needed - tricks
    if doubling == 0:
        return -down * (100 if vulnerable else 50)
    penalty = 0
    for n in range(1, down + 1):
        if vulnerable:
            penalty += 200 if n == 1 else 300
        else:
            penalty += 100 if n == 1 else 200 if n <= 3 else 300
    return -penalty * (2 if doubling == 2 else 1)


def law_81_entry(
    level: int, strain: str, doubling: int, vulnerable: bool, tricks: int, classic: bool
) -> tuple[int, int, int]:
    """(below, above, defenders above) for rubber bridge, modern (1993) or classic (1935-1987)."""
    needed = 6 + level
    if tricks >= needed:
        per = 20 if strain in ("C", "D") else 30
        first = 40 if strain == "NT" else per
        below = (first + per * (level - 1)) * [1, 2, 4][doubling]
        over = tricks - needed
        above = [over * per, over * (200 if vulnerable else 100), over * (400 if vulnerable else 200)][doubling]
        above += [0, 50, 50 if classic else 100][doubling]
        if level == 6:
            above += 750 if vulnerable else 500
        if level == 7:
            above += 1500 if vulnerable else 1000
        return (below, above, 0)
    down = needed - tricks
    if doubling == 0:
        return (0, 0, down * (100 if vulnerable else 50))
    penalty = 0
    for n in range(1, down + 1):
        if vulnerable:
            penalty += 200 if n == 1 else 300
        elif classic:
            penalty += 100 if n == 1 else 200
        else:
            penalty += 100 if n == 1 else 200 if n <= 3 else 300
    return (0, 0, penalty * (2 if doubling == 2 else 1))


STRAINS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES, "NT": Strain.NOTRUMP}
ALL_CASES = [
    (level, name, doubling, vulnerable, tricks)
    for level in range(1, 8)
    for name in STRAINS
    for doubling in range(3)
    for vulnerable in (False, True)
    for tricks in range(14)
]


def test_all_2940_duplicate_cases_match_law_77() -> None:
    assert len(ALL_CASES) == 2940
    for level, name, doubling, vulnerable, tricks in ALL_CASES:
        contract = Contract(level, STRAINS[name], Doubling(doubling))
        expected = law_77(level, name, doubling, vulnerable, tricks)
        assert duplicate_score(contract, tricks=tricks, vulnerable=vulnerable) == expected, (contract, tricks)
        assert score(contract, tricks, vulnerable).total == expected, (contract, tricks)


@pytest.mark.parametrize(("table", "classic"), [(RUBBER_MODERN, False), (RUBBER_CLASSIC, True)])
def test_every_rubber_entry_matches_law_81(table: ScoringTable, classic: bool) -> None:
    for level, name, doubling, vulnerable, tricks in ALL_CASES:
        contract = Contract(level, STRAINS[name], Doubling(doubling))
        s = rubber_score(contract, tricks, vulnerable, table=table)
        assert (s.below, s.above, s.defenders_above) == law_81_entry(
            level, name, doubling, vulnerable, tricks, classic
        ), (contract, tricks, vulnerable)
        assert s.defenders_below == 0


def test_chicago_entries_equal_modern_rubber_entries() -> None:
    for level, name, doubling, vulnerable, tricks in ALL_CASES[::7]:
        contract = Contract(level, STRAINS[name], Doubling(doubling))
        assert rubber_score(contract, tricks, vulnerable, table=CHICAGO) == rubber_score(
            contract, tricks, vulnerable, table=RUBBER_MODERN
        )


def test_rubber_score_refuses_a_duplicate_table() -> None:
    with pytest.raises(ScoringError, match="rubber or Chicago"):
        rubber_score(Contract.parse("4S"), 10, table=DUPLICATE)


# --- properties ---------------------------------------------------------------------------------

contracts = st.builds(
    Contract,
    level=st.integers(1, 7),
    strain=st.sampled_from(Strain),
    doubling=st.sampled_from(Doubling),
    declarer=st.sampled_from(Seat) | st.none(),
)
tables = st.sampled_from([DUPLICATE, RUBBER_MODERN, RUBBER_CLASSIC, CHICAGO])


@given(contracts, st.booleans(), tables)
def test_score_is_monotone_in_tricks(contract: Contract, vulnerable: bool, table: ScoringTable) -> None:
    totals = [score(contract, t, vulnerable, table).total for t in range(14)]
    assert totals == sorted(totals)
    assert len(set(totals)) == 14


@given(contracts, st.integers(0, 13), st.booleans())
def test_made_contracts_score_positive_for_declarer(contract: Contract, tricks: int, vulnerable: bool) -> None:
    s = score(contract, tricks, vulnerable)
    assert (s.total > 0) is s.made
    assert (s.tricks_down > 0) is not s.made


@given(st.integers(1, 7), st.sampled_from(Strain), st.integers(0, 13), st.booleans(), tables)
def test_doubling_never_lowers_a_made_score(
    level: int, strain: Strain, tricks: int, vulnerable: bool, table: ScoringTable
) -> None:
    made = [score(Contract(level, strain, d), tricks, vulnerable, table) for d in Doubling]
    if made[0].made:
        assert made[0].total <= made[1].total <= made[2].total


@given(contracts, st.integers(0, 13), st.booleans())
def test_vulnerability_never_helps_the_defenders_less(contract: Contract, tricks: int, vulnerable: bool) -> None:
    nv, v = (duplicate_score(contract, tricks, vul) for vul in (False, True))
    assert (v >= nv) if nv > 0 else (v <= nv)


@given(contracts, st.integers(0, 13), st.booleans())
def test_score_totals_add_up(contract: Contract, tricks: int, vulnerable: bool) -> None:
    s = rubber_score(contract, tricks, vulnerable)
    assert s.total == s.below + s.above - s.defenders_above
    assert s.total == sum(points for _, points in s.components())


# --- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize("tricks", [14, -1, 15, 2.0, "10", True, None])
def test_impossible_tricks_are_refused(tricks: object) -> None:
    contract = Contract.parse("4S")
    with pytest.raises(ScoringError, match=repr(tricks).replace("(", r"\(")):
        duplicate_score(contract, tricks=tricks)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        score(contract, tricks)  # type: ignore[arg-type]


@pytest.mark.parametrize("contract", [None, 4, ("4", "S")])
def test_a_contract_must_be_a_contract(contract: object) -> None:
    with pytest.raises(ScoringError, match="not a contract"):
        duplicate_score(contract, tricks=10)  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="not a contract"):
        rubber_score(contract, tricks=10)  # type: ignore[arg-type]


@pytest.mark.parametrize("vulnerable", [2, "yes", None, 0.5])
def test_vulnerability_must_be_a_bool(vulnerable: object) -> None:
    with pytest.raises(ScoringError, match="vulnerability"):
        duplicate_score(Contract.parse("4S"), tricks=10, vulnerable=vulnerable)  # type: ignore[arg-type]


def test_vulnerability_accepts_zero_and_one() -> None:
    assert duplicate_score(Contract.parse("4S"), 10, 1) == 620  # type: ignore[arg-type]
    assert duplicate_score(Contract.parse("4S"), 10, 0) == 420  # type: ignore[arg-type]


def test_score_is_a_value() -> None:
    a = score(Contract.parse("4SXN"), 10, True)
    b = score(Contract.parse("4SXN"), 10, True)
    assert a == b
    assert hash(a) == hash(b)
    assert isinstance(a, Score)


# --- IMPs: I-1 .. I-17 ---------------------------------------------------------------------------

IMP_VECTORS = [
    ("i_1", 0, 0),
    ("i_2", 10, 0),
    ("i_3", 20, 1),
    ("i_4", 50, 2),
    ("i_5", 110, 3),
    ("i_6", 420 - 170, 6),
    ("i_7", 490, 10),
    ("i_8", 500, 11),
    ("i_9", 590, 11),
    ("i_10", 600, 12),
    ("i_11", 620 - -100, 12),
    ("i_12", 1430 - 680, 13),
    ("i_13", 2210, 19),
    ("i_14", 3990, 23),
    ("i_15", 4000, 24),
    ("i_16", -230, -6),
    ("i_17", 7600, 24),
]


@pytest.mark.parametrize(("rule", "difference", "expected"), IMP_VECTORS)
def test_imp_vectors(rule: str, difference: int, expected: int) -> None:
    assert imps(difference) == expected, rule


WBF_ROWS = [
    (0, 10), (20, 40), (50, 80), (90, 120), (130, 160), (170, 210), (220, 260), (270, 310), (320, 360),
    (370, 420), (430, 490), (500, 590), (600, 740), (750, 890), (900, 1090), (1100, 1290), (1300, 1490),
    (1500, 1740), (1750, 1990), (2000, 2240), (2250, 2490), (2500, 2990), (3000, 3490), (3500, 3990),
]  # fmt: skip


def test_every_row_of_the_wbf_imp_scale() -> None:
    for value, (low, high) in enumerate(WBF_ROWS):
        for difference in range(low, high + 1, 10):
            assert imps(difference) == value
            assert imps(-difference) == -value
    assert imps(4000) == imps(10_000) == 24


@given(st.integers(-20_000, 20_000), st.integers(-20_000, 20_000))
def test_imps_are_monotone_and_antisymmetric(a: int, b: int) -> None:
    assert imps(-a) == -imps(a)
    if a <= b:
        assert imps(a) <= imps(b)


@pytest.mark.parametrize("difference", [1.5, "20", None, True])
def test_imps_refuse_non_integers(difference: object) -> None:
    with pytest.raises(ScoringError):
        imps(difference)  # type: ignore[arg-type]


# --- matchpoints and settlement -------------------------------------------------------------------


def test_matchpoints_two_per_score_beaten_one_per_tie() -> None:
    assert matchpoints([420, 450, 420, -50]) == (3, 6, 3, 0)
    assert matchpoints([100, 100, 100]) == (2, 2, 2)
    assert matchpoints([620]) == (0,)
    assert matchpoint_percentages([620, -100]) == (100.0, 0.0)


def test_matchpoints_refuse_a_board_without_scores() -> None:
    with pytest.raises(ScoringError, match=r"^\[\]: matchpoints need at least one score"):
        matchpoints([])
    with pytest.raises(ScoringError, match=r"^\(\): matchpoints need at least one score"):
        matchpoints(())
    with pytest.raises(ScoringError, match=r"\[620\]: matchpoints compare at least two scores"):
        matchpoint_percentages([620])


@given(st.lists(st.integers(-7600, 7600), min_size=2, max_size=30))
def test_matchpoints_share_the_board(scores: list[int]) -> None:
    n = len(scores)
    points = matchpoints(scores)
    assert sum(points) == n * (n - 1)
    assert all(0 <= p <= 2 * (n - 1) for p in points)
    percentages = matchpoint_percentages(scores)
    assert sum(percentages) == pytest.approx(50.0 * n)


def test_matchpoints_refuse_bad_input() -> None:
    with pytest.raises(ScoringError):
        matchpoints([420, "450"])  # type: ignore[list-item]
    with pytest.raises(ScoringError):
        matchpoints("420")  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="at least two"):
        matchpoint_percentages([420])


def test_settle_rounds_to_the_nearest_unit() -> None:
    assert settle(580) == 6  # R. Pavlicek's example: 580 settles as 6
    assert settle(550) == 6
    assert settle(550, half_up=False) == 5
    assert settle(-550) == -6
    assert settle(549) == 5
    assert settle(1250, unit=500) == 3
    with pytest.raises(ScoringError):
        settle(100, unit=0)


@pytest.mark.parametrize("text", ["NS:²", "NS:١٠٠", "EW:１００", "NS:"])
def test_honours_parse_refuses_digits_int_cannot_read(text: str) -> None:
    # str.isdigit accepts '²' (and other scripts' digits); the parser must still answer
    # with a ParseError quoting the text, never int()'s bare ValueError.
    with pytest.raises(TrickcardsError, match=re.escape(repr(text))):
        Honours.parse(text)


def test_score_takes_contract_text() -> None:
    assert score("4SN", 10) == score(Contract.parse("4SN"), 10)
    assert score("4SXN", 10, True, RUBBER_MODERN).total == score(Contract.parse("4SXN"), 10, True, RUBBER_MODERN).total
    assert duplicate_score("4SXN", 10) == 590
    assert rubber_score("3NTS", 9).total == rubber_score(Contract.parse("3NTS"), 9).total
    with pytest.raises(ParseError):
        score("4Z", 10)
