"""The scoring tables as data: every preset against the figures of rules sections 7.1-7.6."""

import pickle

import pytest
from attrs import evolve

from trickcards import ScoringError
from trickcards.bridge import (
    CHICAGO,
    CHICAGO_DUPLICATE,
    DUPLICATE,
    IMP_SCALE,
    RUBBER_CLASSIC,
    RUBBER_CLASSIC_SEED_LITERAL,
    RUBBER_MODERN,
    TABLES,
    ByVulnerability,
    Doubling,
    Ladder,
    ScoringFormat,
    ScoringTable,
    Strain,
    find_table,
    format_table,
)
from trickcards.bridge import tables as tables_module

X, XX, UNDOUBLED = Doubling.DOUBLED, Doubling.REDOUBLED, Doubling.UNDOUBLED

# Section 7.1, cumulative undertricks, down 1 .. 13.
MODERN_ROWS = {
    (False, UNDOUBLED): [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    (False, X): [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    (False, XX): [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    (True, UNDOUBLED): [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
    (True, X): [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
    (True, XX): [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
}
# Section 7.2: only the not vulnerable doubled and redoubled rows differ.
CLASSIC_ROWS = MODERN_ROWS | {
    (False, X): [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 1900, 2100, 2300, 2500],
    (False, XX): [200, 600, 1000, 1400, 1800, 2200, 2600, 3000, 3400, 3800, 4200, 4600, 5000],
}


def rows(table: ScoringTable) -> dict[tuple[bool, Doubling], list[int]]:
    return {
        (vulnerable, doubling): [table.undertricks(d, doubling, vulnerable) for d in range(1, 14)]
        for vulnerable in (False, True)
        for doubling in Doubling
    }


@pytest.mark.parametrize("table", [RUBBER_MODERN, DUPLICATE, CHICAGO, CHICAGO_DUPLICATE])
def test_section_7_1_cumulative_undertricks_modern(table: ScoringTable) -> None:
    assert rows(table) == MODERN_ROWS


@pytest.mark.parametrize("table", [RUBBER_CLASSIC, RUBBER_CLASSIC_SEED_LITERAL])
def test_section_7_2_cumulative_undertricks_classic(table: ScoringTable) -> None:
    assert rows(table) == CLASSIC_ROWS


def test_section_7_1_closed_forms_of_the_doubled_ladders() -> None:
    for d in range(3, 14):
        assert RUBBER_MODERN.undertricks(d, X, False) == 500 + 300 * (d - 3)
    for d in range(1, 14):
        assert RUBBER_MODERN.undertricks(d, X, True) == 200 + 300 * (d - 1)
        for vulnerable in (False, True):
            for table in TABLES:
                assert table.undertricks(d, XX, vulnerable) == 2 * table.undertricks(d, X, vulnerable)


def test_section_6_trick_values() -> None:
    for table in TABLES:
        for level in range(1, 8):
            for m, doubling in zip((1, 2, 4), Doubling, strict=True):
                assert table.trick_points(level, Strain.CLUBS, doubling) == 20 * level * m
                assert table.trick_points(level, Strain.DIAMONDS, doubling) == 20 * level * m
                assert table.trick_points(level, Strain.HEARTS, doubling) == 30 * level * m
                assert table.trick_points(level, Strain.SPADES, doubling) == 30 * level * m
                assert table.trick_points(level, Strain.NOTRUMP, doubling) == (40 + 30 * (level - 1)) * m


def test_section_7_1_premiums() -> None:
    t = RUBBER_MODERN
    assert [t.overtrick_value(Strain.CLUBS, d, False) for d in Doubling] == [20, 100, 200]
    assert [t.overtrick_value(Strain.NOTRUMP, d, True) for d in Doubling] == [30, 200, 400]
    assert [t.insult(d) for d in Doubling] == [0, 50, 100]
    assert [t.slam_bonus(level, False) for level in (5, 6, 7)] == [0, 500, 1000]
    assert [t.slam_bonus(level, True) for level in (5, 6, 7)] == [0, 750, 1500]
    assert (t.four_trump_honours, t.five_trump_honours, t.four_aces) == (100, 150, 150)
    assert (t.rubber_bonus(0), t.rubber_bonus(1)) == (700, 500)
    assert (t.unfinished_game_bonus, t.unfinished_part_score_bonus) == (300, 100)


def test_section_7_2_classic_differences() -> None:
    assert RUBBER_CLASSIC.insult(XX) == 50
    assert RUBBER_CLASSIC.unfinished_part_score_bonus == 50
    assert (RUBBER_CLASSIC.small_slam, RUBBER_CLASSIC.grand_slam) == (
        RUBBER_MODERN.small_slam,
        RUBBER_MODERN.grand_slam,
    )
    same = (
        "doubled_overtrick",
        "redoubled_overtrick",
        "doubled_insult",
        "rubber_bonus_two_nil",
        "rubber_bonus_two_one",
    )
    for name in same:
        assert getattr(RUBBER_CLASSIC, name) == getattr(RUBBER_MODERN, name)


def test_section_7_2_seed_literal_slams_only_in_the_fidelity_preset() -> None:
    assert RUBBER_CLASSIC_SEED_LITERAL.small_slam == ByVulnerability(500, 700)
    assert RUBBER_CLASSIC_SEED_LITERAL.grand_slam == ByVulnerability(750, 1500)
    assert (
        evolve(
            RUBBER_CLASSIC_SEED_LITERAL,
            name=RUBBER_CLASSIC.name,
            title=RUBBER_CLASSIC.title,
            small_slam=RUBBER_CLASSIC.small_slam,
            grand_slam=RUBBER_CLASSIC.grand_slam,
        )
        == RUBBER_CLASSIC
    )
    # never a default: no function or sheet defaults to it
    assert all(t is not RUBBER_CLASSIC_SEED_LITERAL for t in (find_table("rubber"), find_table("rubber-classic")))


def test_section_7_3_duplicate_bonuses() -> None:
    assert DUPLICATE.game_bonus == ByVulnerability(300, 500)
    assert DUPLICATE.part_score_bonus == 50
    assert not DUPLICATE.honours
    assert DUPLICATE.rubber_bonus(0) == 0


def test_section_7_4_chicago_settings() -> None:
    assert CHICAGO.chicago_game_bonus == ByVulnerability(300, 500)
    assert CHICAGO.chicago_last_deal_bonus == 100
    assert CHICAGO.deals_per_chukker == 4
    assert CHICAGO.honours
    assert CHICAGO.rubber_bonus_two_nil == CHICAGO.rubber_bonus_two_one == 0
    assert CHICAGO.game_bonus == ByVulnerability(0, 0)
    assert CHICAGO_DUPLICATE.format is ScoringFormat.DUPLICATE
    assert (CHICAGO_DUPLICATE.game_bonus, CHICAGO_DUPLICATE.part_score_bonus) == (DUPLICATE.game_bonus, 50)


# Section 7.6: undertrick NV X 4th+, redoubled insult, honours, rubber bonus, unfinished part-score.
SUMMARY = [
    (RUBBER_MODERN, 300, 100, True, (700, 500), 100),
    (RUBBER_CLASSIC, 200, 50, True, (700, 500), 50),
    (RUBBER_CLASSIC_SEED_LITERAL, 200, 50, True, (700, 500), 50),
    (DUPLICATE, 300, 100, False, (0, 0), 0),
    (CHICAGO, 300, 100, True, (0, 0), 0),
    (CHICAGO_DUPLICATE, 300, 100, False, (0, 0), 0),
]


@pytest.mark.parametrize(("table", "fourth", "insult", "honours", "rubber", "unfinished"), SUMMARY)
def test_section_7_6_summary_of_named_tables(
    table: ScoringTable, fourth: int, insult: int, honours: bool, rubber: tuple[int, int], unfinished: int
) -> None:
    assert table.undertricks_not_vulnerable.doubled.fourth_on == fourth
    assert table.redoubled_insult == insult
    assert table.honours is honours
    assert (table.rubber_bonus_two_nil, table.rubber_bonus_two_one) == rubber
    assert table.unfinished_part_score_bonus == unfinished


def test_every_preset_has_a_documented_provenance() -> None:
    source = tables_module.__doc__ or ""
    assert "RUBBER_MODERN" in source
    for name in ("RUBBER_MODERN", "RUBBER_CLASSIC", "RUBBER_CLASSIC_SEED_LITERAL", "DUPLICATE", "CHICAGO"):
        assert name in vars(tables_module)
    assert "Law 77" in DUPLICATE.title
    assert "fidelity" in RUBBER_CLASSIC_SEED_LITERAL.title


def test_section_7_5_imp_scale() -> None:
    assert len(IMP_SCALE) == 24
    assert list(IMP_SCALE) == sorted(IMP_SCALE)
    assert IMP_SCALE[21] == 3000  # the 22-IMP row starts at 3000; one reproduction misprints it


def test_find_table_by_name() -> None:
    for table in TABLES:
        assert find_table(table.name) is table
        assert find_table(table.name.upper().replace("-", "_")) is table
    assert find_table("rubber-modern") is RUBBER_MODERN
    with pytest.raises(ScoringError, match="'whist' is not a scoring table"):
        find_table("whist")


def test_tables_are_frozen_hashable_values() -> None:
    assert len(set(TABLES)) == len(TABLES)
    assert pickle.loads(pickle.dumps(RUBBER_CLASSIC)) == RUBBER_CLASSIC
    assert evolve(CHICAGO, honours=False) != CHICAGO
    with pytest.raises(AttributeError):
        CHICAGO.honours = False  # type: ignore[misc]


@pytest.mark.parametrize("value", [-50, 1.5, "50", True])
def test_table_entries_must_be_whole_points(value: object) -> None:
    with pytest.raises(ScoringError, match="number of points"):
        evolve(RUBBER_MODERN, doubled_insult=value)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        Ladder(100, value, 300)  # type: ignore[arg-type]


def test_format_table_lists_every_number() -> None:
    text = format_table(RUBBER_CLASSIC)
    assert "rubber 700 (2-0) / 500 (2-1)" in text
    assert "part-score 50" in text
    assert "2500" in text  # NV X down 13, classic
    assert "no trump 40 then 30" in format_table(DUPLICATE)
    assert "honours: not scored" in format_table(DUPLICATE)
    assert "part-score on deal 4 100" in format_table(CHICAGO)
