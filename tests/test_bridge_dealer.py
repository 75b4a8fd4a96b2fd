"""The constrained dealer: constraints, their text form, and deals exactly as likely as under rejection."""

import importlib.util
import itertools
import math
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Hand, Seat
from trickcards.bridge import Deal
from trickcards.bridge.dealer import CHUNK, Dealer, NoDealError, boards, deals, rejection_deals
from trickcards.bridge.dealer_constraints import (
    Constraint,
    InvalidConstraintError,
    balanced,
    controls,
    feature_of,
    hcp,
    length,
    losing_trick_count,
    parse_constraint,
    quick_tricks,
    shape,
)
from trickcards.core.errors import TrickcardsError

TEXT = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
DEAL = Deal.parse(TEXT)

CONSTRAINTS = (
    "hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5",
    "hcp(N) >= 20 and shape(S, 5xxx)",
    "shape(N, any 4333 + any 5332) or hcp(E) < 6",
    "not balanced(W) and controls(W) >= 4",
    "length(N, hearts) + length(S, hearts) >= 8 and losing_trick_count(N) <= 7",
    "quick_tricks(E) >= 2.5 | shape(E, 6-x-x-x)",
    "hcp(N) + hcp(S) >= 25 and hcp(N) != 12",
    "(hcp(N) - hcp(S)) > 3 and ltc(S) = 8",
)


# --- measures and the text form ------------------------------------------------------


def test_measures_of_a_deal() -> None:
    assert hcp("N")(DEAL) == 17
    assert length("E", "hearts")(DEAL) == 4
    assert controls("N")(DEAL) == 2 * 2 + 2
    assert losing_trick_count("S")(DEAL) == DEAL[Seat.SOUTH].losing_trick_count
    assert quick_tricks("N")(DEAL) == DEAL[Seat.NORTH].quick_tricks
    assert balanced("N")(DEAL)
    assert not shape("W", "any 4333")(DEAL)
    assert shape("W", "2-2-5-4")(DEAL)
    assert shape("W", "xx5x")(DEAL)


@pytest.mark.parametrize("text", CONSTRAINTS)
def test_text_form_reads_back(text: str) -> None:
    constraint = parse_constraint(text)
    assert parse_constraint(str(constraint)) == constraint


def test_python_and_text_forms_agree() -> None:
    typed = (hcp("N") >= 20) & ~balanced("S") | length("E", "S").equals(0)
    assert typed == parse_constraint("hcp(N) >= 20 and not balanced(S) or length(E, spades) = 0")


def test_empty_text_is_every_deal() -> None:
    assert parse_constraint("  ")(DEAL)


@pytest.mark.parametrize(
    "text",
    [
        "hcp(N) >=",
        "hcp(X) > 3",
        "length(N) > 3",
        "shape(N, 6666)",
        "shape(N, 5332",
        "hcp(N) > 3 and",
        "frob(N) > 1",
        "@",
    ],
)
def test_bad_text_is_refused_on_one_line(text: str) -> None:
    with pytest.raises(InvalidConstraintError) as refused:
        parse_constraint(text)
    assert "\n" not in str(refused.value)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(TrickcardsError):
        hcp("Q")
    with pytest.raises(TrickcardsError):
        _ = hcp("N") >= "x"  # type: ignore[operator]


@pytest.mark.parametrize("bound", [10**400, -(10**400), float("nan"), 1001])
def test_a_bound_out_of_range_is_refused_naming_it(bound: float) -> None:
    with pytest.raises(InvalidConstraintError, match="is not a bound of a measure"):
        _ = hcp("N") >= bound
    with pytest.raises(TrickcardsError):
        hcp("N").between(1, float("nan"))
    with pytest.raises(TrickcardsError):
        balanced("N") & 3  # type: ignore[operator]
    with pytest.raises(TrickcardsError):
        balanced("N")("N:...")  # type: ignore[arg-type]


# --- verdicts on partial knowledge -----------------------------------------------------


@examples(60)
@given(st.sampled_from(CONSTRAINTS), st.integers(0, 10_000), st.data())
def test_a_decided_verdict_is_right(text: str, seed: int, data: st.DataObject) -> None:
    """Knowing any measures of a deal, a decided verdict is the constraint's value on the deal."""
    constraint = parse_constraint(text)
    deal = Deal.random(seed)
    features = sorted(constraint.features())
    chosen = data.draw(st.lists(st.sampled_from(features), unique=True)) if features else []
    known = {f: feature_of(f, deal._masks) for f in chosen}
    verdict = constraint.verdict(known)
    assert verdict is None or verdict == constraint(deal)
    everything = {f: feature_of(f, deal._masks) for f in features}
    assert constraint.verdict(everything) == constraint(deal)


# --- the dealer ---------------------------------------------------------------------


@pytest.mark.parametrize("text", CONSTRAINTS)
def test_every_deal_satisfies_the_constraint(text: str) -> None:
    constraint = parse_constraint(text)
    produced = list(deals(30, seed=text, accept=constraint))
    assert len(produced) == 30
    assert all(constraint(deal) for deal in produced)


def test_same_seed_same_deals_and_text_equals_typed() -> None:
    typed = hcp("N").between(15, 17) & balanced("N") & (length("S", "spades") >= 5)
    first = list(deals(5, seed=9, accept=typed))
    assert first == list(deals(5, seed=9, accept=CONSTRAINTS[0]))
    assert first != list(deals(5, seed=10, accept=typed))


def test_jobs_give_the_same_deals() -> None:
    n = CHUNK + 5
    assert list(deals(n, seed=4, accept="shape(N, 5xxx)", jobs=2)) == list(deals(n, seed=4, accept="shape(N, 5xxx)"))


def test_predealt_cards_stay_in_place() -> None:
    predeal: dict[str, Hand | str] = {"N": "AKQJ.AK..", "S": Hand.parse("T98..AKQ.")}
    for deal in deals(20, seed=1, accept="hcp(E) >= 10 and length(S, spades) >= 4", predeal=predeal):
        assert Hand.parse("AKQJ.AK..") <= deal[Seat.NORTH]
        assert Hand.parse("T98..AKQ.") <= deal[Seat.SOUTH]
        assert hcp("E")(deal) >= 10


def test_a_whole_predealt_hand() -> None:
    hand = DEAL[Seat.WEST]
    produced = list(deals(5, seed=2, predeal={Seat.WEST: hand}, accept="hcp(N) >= 15"))
    assert all(deal[Seat.WEST] == hand for deal in produced)


@pytest.mark.parametrize(
    "text", ["hcp(N) > 37", "length(N, spades) >= 7 and length(S, spades) >= 7", "shape(N, 7xxx) and shape(N, 6xxx)"]
)
def test_impossible_constraints_are_refused_at_once(text: str) -> None:
    with pytest.raises(NoDealError):
        Dealer(text)


def test_a_constraint_no_deal_meets_stops_after_its_tries() -> None:
    dealer = Dealer("hcp(N) + hcp(S) >= 41", max_tries=200)
    with pytest.raises(NoDealError):
        dealer.deal(random.Random(1))


def test_bad_predeal_is_refused() -> None:
    with pytest.raises(TrickcardsError):
        Dealer(predeal={"N": "AK...", "S": "A..."})
    with pytest.raises(TrickcardsError):
        Dealer(predeal={"Q": "AK..."})
    with pytest.raises(TrickcardsError):
        Dealer(predeal="N=AK...")  # type: ignore[arg-type]


def test_boards_follow_the_board_cycle() -> None:
    dealt = list(boards(4, seed=1, first=3, vulnerability="Both"))
    assert [b.number for b in dealt] == [3, 4, 5, 6]
    assert [b.dealer for b in dealt] == [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    assert {str(b.vulnerability) for b in dealt} == {"Both"}


# --- exactly as likely as rejection: chi-square tests --------------------------------------


def chi_square_limit(degrees: int, z: float = 3.719) -> float:
    """The chi-square value exceeded with probability about 1e-4 (Wilson-Hilferty)."""
    k = 2 / (9 * degrees)
    return degrees * (1 - k + z * math.sqrt(k)) ** 3


def small_problem() -> tuple[dict[Seat, Hand], list[int], Constraint, set[tuple[int, int, int, int]]]:
    """A deal with two cards of each hand left free (2,520 ways to deal them), a constraint and the deals it accepts.

    The constraint mixes North's points (dealt directly) with South's length in a suit
    (a constrained shape) and East's, tested after dealing; its thresholds are the
    first that accept between 5% and 60% of the completions.
    """
    whole = Deal.random(11)
    predeal: dict[Seat, Hand] = {}
    free: list[int] = []
    for seat in Seat:
        held = sorted(whole[seat], key=lambda card: -card.index)
        predeal[seat] = Hand(held[2:])
        free += [card.mask for card in held[:2]]
    completions = every_completion(predeal, free)
    for points, suit, cards in itertools.product(range(40), "SHDC", range(1, 8)):
        constraint = (hcp("N") >= points) & (length("S", suit) >= cards) | (hcp("E") >= points + 6)
        test = constraint.compiled()
        accepted = {masks for masks in completions if test(masks)}
        if 126 <= len(accepted) <= 1512:
            return predeal, free, constraint, accepted
    raise AssertionError("no constraint fits")


def every_completion(predeal: dict[Seat, Hand], free: list[int]) -> list[tuple[int, int, int, int]]:
    result = []
    for order in itertools.permutations(range(8)):
        if any(order[2 * i] > order[2 * i + 1] for i in range(4)):
            continue
        masks = [predeal[seat].mask | free[order[2 * seat]] | free[order[2 * seat + 1]] for seat in Seat]
        result.append((masks[0], masks[1], masks[2], masks[3]))
    return result


def test_accepted_deals_are_uniform_over_the_accepted_set() -> None:
    """Chi-square against the exact law: every accepted deal of a small, enumerable problem equally often."""
    predeal, _, constraint, accepted = small_problem()
    samples = 30 * len(accepted)
    counts = Counter(deal._masks for deal in deals(samples, seed=5, accept=constraint, predeal=predeal))
    assert set(counts) <= accepted
    expected = samples / len(accepted)
    statistic = sum((counts.get(masks, 0) - expected) ** 2 / expected for masks in accepted)
    assert statistic < chi_square_limit(len(accepted) - 1)


def test_accepted_deals_are_distributed_as_under_rejection() -> None:
    """Two-sample chi-square on North's points and South's spades: our dealer against a rejection loop."""
    text = "hcp(N) >= 12 and length(S, spades) >= 4"
    n = 3000
    ours = list(deals(n, seed=6, accept=text))
    theirs = list(rejection_deals(n, text, random.Random(6)))
    for measure in (hcp("N"), length("S", "spades"), hcp("S"), length("N", "hearts")):
        a = Counter(min(int(measure(deal)), 20) for deal in ours)
        b = Counter(min(int(measure(deal)), 20) for deal in theirs)
        cells = [k for k in set(a) | set(b) if a[k] + b[k] >= 10]
        statistic = sum((a[k] - b[k]) ** 2 / (a[k] + b[k]) for k in cells)  # equal sample sizes
        assert statistic < chi_square_limit(len(cells) - 1)


def test_refusals_come_at_the_call_not_at_the_first_deal() -> None:
    with pytest.raises(TrickcardsError):
        deals(-1)
    with pytest.raises(TrickcardsError):
        boards(2, dealer="Q")
    with pytest.raises(TrickcardsError):
        Dealer().chunk(0, 1, seed=None)  # type: ignore[arg-type]


def test_the_dask_recipe_deals_the_stream_of_deals() -> None:
    pytest.importorskip("dask.bag", reason="the dask extra is not installed")
    path = Path(__file__).parent.parent / "docs" / "guide" / "deal_tree_dask.py"
    spec = importlib.util.spec_from_file_location("deal_tree_dask", path)
    assert spec is not None
    assert spec.loader is not None
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    n = CHUNK + 200
    expected = Counter(deal[Seat.NORTH].hcp for deal in deals(n, seed=recipe.SEED, accept=recipe.CONSTRAINT))
    assert recipe.main(n) == expected


SEATS = st.sampled_from("NESW")
MEASURES = st.one_of(
    st.builds(hcp, SEATS),
    st.builds(controls, SEATS),
    st.builds(losing_trick_count, SEATS),
    st.builds(quick_tricks, SEATS),
    st.builds(length, SEATS, st.sampled_from(["spades", "hearts", "diamonds", "clubs"])),
)
LEAVES = st.one_of(
    st.builds(lambda m, n: m >= n, MEASURES, st.integers(0, 20)),
    st.builds(lambda m, n: m < n, MEASURES, st.integers(0, 20)),
    st.builds(lambda m, o, n: (m + o).equals(n), MEASURES, MEASURES, st.integers(0, 20)),
    st.builds(lambda m, a, b: m.between(a, a + b), MEASURES, st.integers(0, 15), st.integers(0, 5)),
    st.builds(shape, SEATS, st.sampled_from(["5-3-3-2", "any 4432", "5xxx + xx6x", "any 7xxx"])),
    st.builds(balanced, SEATS),
)
CONSTRAINT_TREES = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.builds(lambda a, b: a & b, inner, inner),
        st.builds(lambda a, b: a | b, inner, inner),
        st.builds(lambda a: ~a, inner),
    ),
    max_leaves=6,
)


@examples(40)
@given(CONSTRAINT_TREES, st.integers(0, 1000))
def test_any_constraint_reads_back_from_its_text_and_tests_alike(constraint: Constraint, seed: int) -> None:
    """The text form is the typed form: reading ``str(c)`` gives a constraint with the same verdict on any deal."""
    again = parse_constraint(str(constraint))
    deal = Deal.random(seed)
    assert again(deal) == constraint(deal)
    assert str(again) == str(constraint)
