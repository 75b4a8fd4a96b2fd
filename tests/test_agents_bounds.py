"""The games' utility bounds and zero sums against their own scoring tables, which need none of the agents' extras."""

import itertools
import random
from typing import Any

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.agents._bounds import ZERO_SUM, utility_bounds, zero_sum
from trickcards.blackout.scoring import score as blackout_score
from trickcards.blackout.scoring import scoring_table
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC
from trickcards.brandeln.scoring import score as brandeln_score
from trickcards.bridge.contract import Contract, Strain
from trickcards.bridge.scoring import HonoursHolder
from trickcards.bridgette.scoring import BRIDGETTE
from trickcards.bridgette.scoring import score as bridgette_score
from trickcards.core.errors import TrickcardsError
from trickcards.cutthroat import score as cutthroat_score
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, Extras
from trickcards.partnership_blackout.scoring import score as team_score
from trickcards.protocol.game import games, random_playout
from trickcards.three_handed import score as three_handed_score
from trickcards.towie.scoring import score as towie_score
from trickcards.towie.scoring import towie_table

GAMES = [g.name for g in games()]


def option_values(name: str) -> st.SearchStrategy[dict[str, Any]]:
    """Values of the game's rule options: every flag, choice, and number within its bounds; free text keeps its default."""
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for option in find_game(name).options:
        if isinstance(option.default, bool):
            parts[option.name] = st.booleans()
        elif option.choices:
            parts[option.name] = st.sampled_from(option.choices)
        elif isinstance(option.default, int) and option.bounds is not None:
            parts[option.name] = st.integers(*option.bounds)
    parts.pop("deals", None)  # bridge bidding's known deals are boards remembered beforehand
    if name == "towie":  # a set of players as letters, free text: some of the three players of any table
        parts["vulnerability"] = st.sampled_from(("none", "a", "bc", "abc"))
    options = st.fixed_dictionaries(parts)
    if name == "towie":  # with the dealer sitting out, three active players need a fourth (TO-i)
        return options.filter(lambda o: o["rotation"] != "dealer_sits_out" or o["players"] > 3)
    if name == "blackout":  # as many cards as the pack gives each player
        return options.flatmap(lambda o: st.integers(1, 52 // o["players"]).map(lambda cards: {**o, "cards": cards}))
    return options


@pytest.mark.parametrize("name", GAMES)
@examples(15)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_points_stay_within_the_bounds_and_zero_sum_games_add_up_to_zero(name: str, data: Any, seed: int) -> None:
    options = data.draw(option_values(name), label="options")
    low, high = utility_bounds(name, tuple(options.items()))
    assert low <= 0 <= high
    points = random_playout(find_game(name).new(seed=seed, **options), random.Random(seed)).points
    assert points is not None
    assert all(low <= p <= high for p in points)
    if zero_sum(name):
        assert sum(points) == 0


def test_the_bounds_are_the_scoring_tables_extremes() -> None:
    # Duplicate: 7NT redoubled vulnerable down 13 (-7,600); made it scores 2,980.
    assert utility_bounds("duplicate") == (-7600, 7600)
    # Rubber-style tables: the same with 150 for honours.
    assert utility_bounds("rubber") == (-7750, 7750)
    # Trio's East wins or loses twice a side's score.
    assert utility_bounds("trio") == (-15500, 15500)
    assert set(GAMES) >= ZERO_SUM


@pytest.mark.parametrize("name", GAMES)
def test_options_left_out_are_their_defaults(name: str) -> None:
    defaults = tuple((option.name, option.default) for option in find_game(name).options)
    assert utility_bounds(name, defaults) == utility_bounds(name)
    assert utility_bounds(name, defaults[::-1]) == utility_bounds(name)


# --- the games scored per player: each bound is a deal the tables score -----------------------


def test_three_handed_bounds_are_a_defenders_column_against_seven_no_trump_redoubled_down_thirteen() -> None:
    # Both defenders score the penalty (400 + 12 x 600) and a defender's four aces (150).
    worst = three_handed_score("7NTXXA", 0, vulnerable=True, honours=(HonoursHolder.DEFENDERS, 150))
    assert [below + above for below, above in worst.entries] == [0, 7750, 7750]
    assert utility_bounds("three-handed") == (0, 7750)


def test_three_handed_bounds_are_those_of_every_contract_result_and_honours_scored_in_full() -> None:
    # Honours are added per strain in the bounds; here every holding goes with every result.
    holdings = [None, *((holder, figure) for holder in HonoursHolder for figure in (100, 150))]
    columns = [0]
    for contract in every_contract(null=True):
        for tricks in range(14):
            for vulnerable, honours in itertools.product((False, True), holdings):
                try:
                    scored = three_handed_score(f"{contract}A", tricks, vulnerable, honours)
                except TrickcardsError:
                    continue
                columns += [below + above for below, above in scored.entries]
    assert utility_bounds("three-handed") == (min(columns), max(columns))


def every_contract(null: bool) -> list[Contract]:
    strains = ("C", "D", "H", "S", "NT", *(("Null",) if null else ()))
    levels, doublings = range(1, 8), ("", "X", "XX")
    return [Contract.parse(f"{n}{s}{d}") for n, s, d in itertools.product(levels, strains, doublings)]


def test_towie_bounds_are_those_of_every_contract_result_and_honours_scored_in_full() -> None:
    holdings = [None, *((holder, figure) for holder in HonoursHolder for figure in (100, 150))]
    columns = [0]
    for contract in every_contract(null=False):
        for tricks, vulnerable, honours in itertools.product(range(14), (False, True), holdings):
            try:
                scored = towie_score(contract, tricks, vulnerable, honours, declarer=0, players=5)
            except TrickcardsError:  # below game, or honours the strain cannot have
                continue
            columns += [scored.player_total(p) for p in range(5)]
    assert utility_bounds("towie") == (min(columns), max(columns)) == (0, 10_150)


@pytest.mark.parametrize(
    ("later", "honours", "vulnerable", "high"),
    [
        # Vulnerable redoubled: 400, 800, then twice the later doubled undertrick, eleven times.
        (400, True, True, 400 + 800 + 11 * 800 + 150),
        (1000, True, True, 400 + 800 + 11 * 2000 + 150),
        (400, False, True, 400 + 800 + 11 * 800),
        # With 100 for the later vulnerable doubled undertricks, not vulnerable costs more:
        # 200, 200, 400, 400, then 800 each.
        (100, True, False, 200 + 200 + 400 + 400 + 9 * 800 + 150),
    ],
)
def test_towie_bounds_follow_the_later_undertricks_and_honours(
    later: int, honours: bool, vulnerable: bool, high: int
) -> None:
    held = (HonoursHolder.DEFENDERS, 150) if honours else None
    down = towie_score("7NTXXA", 0, vulnerable, held, players=4, table=towie_table(later))
    assert [down.player_total(p) for p in range(4)] == [0, high, high, high - (150 if honours else 0)]
    for playable in ("undoubled", "doubled"):
        options = (("vulnerable_doubled_later", later), ("honours", honours), ("playable", playable))
        assert utility_bounds("towie", options) == (0, high)


def test_cutthroat_bounds_are_a_defenders_penalty_honours_and_an_openers_payment() -> None:
    # 7NT redoubled vulnerable down 13 (7,600), the four aces (150), and 300 from an
    # opener (declarer) without the requirement; the accepting dummy is paid that alone.
    worst = cutthroat_score("7NTXXN", 0, True, dummy="S", accepted=True, honours=("E", 150), penalised="N")
    assert worst.points == (0, 8050, 300, 7900)
    for bonus, pays in itertools.product(("500", "300"), ("others", "opponents")):
        options = (("vulnerable_dummy_bonus", bonus), ("opener_pays", pays))
        assert utility_bounds("cut-throat", options) == (0, 8050)


SEATS = "NESW"


@settings(max_examples=300, deadline=None)
@given(
    contract=st.sampled_from(every_contract(null=False)),
    declarer=st.sampled_from(SEATS),
    dummy_step=st.integers(1, 3),
    tricks=st.integers(0, 13),
    part_score=st.integers(0, 99),
    flags=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    holder=st.sampled_from((None, *SEATS)),
    figure=st.sampled_from((100, 150)),
    penalised=st.sampled_from((None, *SEATS)),
    bonus=st.sampled_from(("500", "300")),
    pays=st.sampled_from(("others", "opponents")),
)
def test_every_cutthroat_score_is_within_the_bounds(
    contract: Contract,
    declarer: str,
    dummy_step: int,
    tricks: int,
    part_score: int,
    flags: tuple[bool, bool, bool],
    holder: str | None,
    figure: int,
    penalised: str | None,
    bonus: str,
    pays: str,
) -> None:
    vulnerable, accepted, dummy_vulnerable = flags
    assume(holder is None or figure == 150 or contract.strain is not Strain.NOTRUMP)  # no trumps: four aces
    scored = cutthroat_score(
        f"{contract}{declarer}",
        tricks,
        vulnerable,
        dummy=SEATS[(SEATS.index(declarer) + dummy_step) % 4],
        accepted=accepted,
        dummy_vulnerable=dummy_vulnerable,
        part_score=part_score,  # as the sheet scores a deal after a part-score
        honours=None if holder is None else (holder, figure),
        penalised=penalised,
        vulnerable_dummy_bonus=int(bonus),
        opener_pays=pays,
    )
    low, high = utility_bounds("cut-throat", (("vulnerable_dummy_bonus", bonus), ("opener_pays", pays)))
    assert all(low <= p <= high for p in scored.points)


@pytest.mark.parametrize(
    ("value_by_tricks", "multiply_double_bonus", "contract", "high"),
    [
        (False, True, "7NTXX", 4 * (2500 + 1000)),  # no exact bonus at level 7
        (False, False, "7NTXX", 4 * 2500 + 1000),  # R12-B: the bonus after multiplying
        (True, True, "4NTXX", 4 * (2500 + 350 + 1000)),  # valued as 7NT, three over 4NT
        (True, False, "4NTXX", 4 * (2500 + 350) + 1000),
    ],
)
def test_bridgette_bounds_are_its_best_made_contract(
    value_by_tricks: bool, multiply_double_bonus: bool, contract: str, high: int
) -> None:
    for three_over in (False, True):
        table = attrs.evolve(
            BRIDGETTE,
            value_by_tricks=value_by_tricks,
            three_over=three_over,
            multiply_double_bonus=multiply_double_bonus,
        )
        options = (
            ("value_by_tricks", value_by_tricks),
            ("three_over", three_over),
            ("multiply_double_bonus", multiply_double_bonus),
        )
        low, most = utility_bounds("bridgette", options)
        assert low == 0
        if three_over or not value_by_tricks:
            assert bridgette_score(contract, 13, table).declarer_points == most == high
        else:  # without the three-over bonus, 7NT redoubled made is the best again
            assert bridgette_score("7NTXX", 13, table).declarer_points == most < high
        # The worst a defender gains is less: six redoubled undertricks or more, 4,000.
        assert bridgette_score("7NTXX", 0, table).defender_points == 4000 < most


@pytest.mark.parametrize(
    ("table", "all_without_trump", "contract", "spread"),
    [
        ("seed", True, "All-without-trump", (7, 0, 0, 0)),
        ("seed", False, "All-with-trump", (6, 0, 0, 0)),
        ("classic", True, "All-with-trump", (24, -8, -8, -8)),  # no All-without-trump on this table
        ("classic", False, "All-with-trump", (24, -8, -8, -8)),
    ],
)
def test_brandeln_bounds_are_its_highest_contract_made_and_failed(
    table: str, all_without_trump: bool, contract: str, spread: tuple[int, ...]
) -> None:
    scoring = BRANDELN_CLASSIC if table == "classic" else BRANDELN
    made, failed = brandeln_score(contract, 7, scoring).spread(0), brandeln_score(contract, 6, scoring).spread(0)
    assert made == spread
    assert failed == tuple(-p for p in spread)
    options = (("table", table), ("all_without_trump", all_without_trump))
    assert utility_bounds("brandeln", options) == (min(failed), max(made))


@pytest.mark.parametrize("players", [3, 4, 7])
@pytest.mark.parametrize("scoring", ["hoyle", "seed5", "seed10"])
@pytest.mark.parametrize("method", [1, 2])
def test_blackout_bounds_are_a_player_who_bids_every_trick(players: int, scoring: str, method: int) -> None:
    table = scoring_table(scoring, method)
    rest = (0,) * (players - 2)
    for cards in (1, 52 // players):
        bids = (cards, 1, *rest)  # player 1's bid keeps the total off the number of tricks
        best = blackout_score(bids, (cards, 0, *rest), table).points[0]
        worst = blackout_score(bids, (0, cards, *rest), table).points[0]
        assert best == 10 + table.per_trick * cards
        assert worst == (-table.per_trick * cards if method == 2 else 0)
        options = (("players", players), ("cards", cards), ("scoring", scoring), ("method", method))
        assert utility_bounds("blackout", options) == (worst, best)


@pytest.mark.parametrize("extras", ["over-contract", "all-taken"])
@pytest.mark.parametrize("number_failed", [-100, -10, -5, 0])
def test_partnership_blackout_bounds_are_board_made_and_the_worst_failure(extras: str, number_failed: int) -> None:
    table = attrs.evolve(PARTNERSHIP_BLACKOUT, extras=Extras(extras), number_failed=number_failed)
    made = team_score(TeamContract.parse("NS Board"), TeamContract.parse("EW Nil E"), (7, 0, 6, 0), table)
    failed = team_score(TeamContract.parse("NS 12"), TeamContract.parse("EW Board"), (0, 13, 0, 0), table)
    # Board or Nil made is 40; a Number scores less, at most 10 and a point for each of 13 tricks.
    assert made.points == (40, 40)
    number = team_score(TeamContract.parse("NS 1"), TeamContract.parse("EW 1"), (13, 0, 0, 0), table)
    assert number.points[0] == (22 if extras == "over-contract" else 23) < 40
    assert failed.points == (number_failed, 40)
    options = (("extras", extras), ("number_failed", number_failed))
    assert utility_bounds("partnership-blackout", options) == (min(number_failed, -10), 40)
