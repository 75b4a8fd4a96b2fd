"""trickcards.core.inputs: the one module that converts and checks what callers give.

Each converter either returns the library's value or raises a TrickcardsError whose
one-line message quotes the input as given; nothing else escapes, whatever the input.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Hand, Players, Rank, RankOrder, Seat, Suit
from trickcards.bridgette import Player
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.strategies import junk

JUNK = junk(
    ["7", "-1", "N", "south", "A", "SA", "2 1 0"],
    st.text(alphabet="0123456789-+ \t\n\x85\u00a0\u2028_١SsAaNn"),
    st.just(Seat.NORTH),
)


def refused_or_value(action: Callable[[], object]) -> None:
    with contextlib.suppress(TrickcardsError):
        action()


# --- quote --------------------------------------------------------------------


@given(JUNK)
def test_quote_is_one_short_line(value: object) -> None:
    shown = inputs.quote(value)
    assert "\n" not in shown
    assert "\r" not in shown
    assert len(shown) <= 4 * inputs.QUOTE_LIMIT + 40


def test_quote_cuts_long_text_and_gives_its_size() -> None:
    assert inputs.quote("x" * 60_000) == repr("x" * inputs.QUOTE_LIMIT) + "... (60000 characters)"
    assert inputs.quote(b"y" * 100, limit=3) == "b'yyy'... (100 bytes)"


def test_quote_describes_ints_python_will_not_print() -> None:
    assert inputs.quote(10**5000) == "<an int of about 5001 digits>"
    assert inputs.quote(-(10**300)) == "<an int of 301 digits>"
    assert inputs.quote(12) == "12"


def test_quote_survives_a_failing_repr() -> None:
    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError

    assert inputs.quote(Broken()) == "<Broken object>"


def test_quote_keeps_a_multiline_repr_on_one_line() -> None:
    class Lines:
        def __repr__(self) -> str:
            return "a\nb"

    assert inputs.quote(Lines()) == "a\\nb"


# --- numbers ------------------------------------------------------------------


@pytest.mark.parametrize("value", [True, False, 1.0, "1", b"1", None, [1]])
def test_integer_refuses_what_is_not_an_int(value: object) -> None:
    with pytest.raises(TrickcardsError, match="is not a level: expected an int"):
        inputs.integer(value, "a level")


def test_integer_checks_bounds_and_quotes_huge_ints() -> None:
    with pytest.raises(TrickcardsError, match=r"^<an int of about 5001 digits> is not a level: expected an int from 1"):
        inputs.integer(10**5000, "a level", low=1, high=7)
    assert inputs.integer(Seat.SOUTH, "a seat number") == 2
    assert type(inputs.integer(Seat.SOUTH, "a seat number")) is int


@pytest.mark.parametrize(
    "text", ["9" * 5000, "-" + "9" * 31, "1_000", "١", "", " ", "+", "1 2", "0x10", "1.0", "\x851", "1\n"]
)
def test_parse_integer_refuses_before_conversion(text: str) -> None:
    with pytest.raises(ParseError) as refused:
        inputs.parse_integer(text, "a number of tricks")
    message = str(refused.value)
    assert "\n" not in message
    assert len(message) < 200


@given(st.integers(min_value=-(10**29), max_value=10**29))
def test_parse_integer_reads_what_str_writes(number: int) -> None:
    assert inputs.parse_integer(f" {number}\t", "a score") == number


def test_parse_integer_bounds() -> None:
    assert inputs.parse_integer("+7", "a level", low=1, high=7) == 7
    with pytest.raises(ParseError, match=r"^'8' is not a level: expected a number from 1 to 7$"):
        inputs.parse_integer("8", "a level", low=1, high=7)


@given(JUNK)
def test_numbers_refuse_only_with_trickcards_errors(value: object) -> None:
    refused_or_value(lambda: inputs.integer(value, "a count", low=0))
    refused_or_value(lambda: inputs.parse_integer(value, "a count", low=0))


@pytest.mark.parametrize("value", ["no", "yes", 0, 1, None, "False"])
def test_flag_takes_bools_only(value: object) -> None:
    with pytest.raises(TrickcardsError, match="expected True or False"):
        inputs.flag(value, "must_trump")


# --- text ---------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["\x85", "\u00a0", "\u2028", "\n", "\r", "\x0b", "\x0c", "\x00", "\u200b", "\x1f"])
def test_text_refuses_control_and_unicode_whitespace(bad: str) -> None:
    with pytest.raises(ParseError, match="only ASCII spaces and tabs"):
        inputs.text(f"S{bad}A", "a card")
    with pytest.raises(ParseError):
        Card.parse(bad + "SA")


def test_text_strips_ascii_spaces_and_tabs_only() -> None:
    assert inputs.text(" \t S A\t ", "a card") == "S A"
    assert inputs.words("1S \t 2H", "calls") == ("1S", "2H")
    assert inputs.word("\tx ", "a word") == "x"
    with pytest.raises(ParseError, match="expected text"):
        inputs.text(b"SA", "a card")


# --- enums, players -----------------------------------------------------------


def test_member_takes_member_value_name_and_letter() -> None:
    assert inputs.member(Seat, Seat.EAST, "a seat") is Seat.EAST
    assert inputs.member(Seat, 1, "a seat") is Seat.EAST
    assert inputs.member(Seat, "east", "a seat") is Seat.EAST
    assert inputs.member(Seat, " e ", "a seat") is Seat.EAST
    assert inputs.seat("W") is Seat.WEST
    assert inputs.member(Player, "b", "a player") is Player.B


@pytest.mark.parametrize("value", [True, 1.0, Suit.HEARTS, 4, -1, "x", None, b"N", pytest.param(10**5000, id="huge")])
def test_member_refuses_everything_else(value: object) -> None:
    with pytest.raises(ParseError, match="is not a seat"):
        inputs.seat(value)


def test_member_quotes_what_was_typed() -> None:
    with pytest.raises(ParseError, match=r"^'q' is not a seat: "):
        inputs.seat("q")


def test_player_numbers() -> None:
    assert inputs.player_number("2", 3) == 2
    assert Players(4).check(3) == 3
    for bad in (3, True, "-1", 2.0, "９"):
        with pytest.raises(TrickcardsError, match="is not a player"):
            inputs.player_number(bad, 3)


# --- cards and hands ----------------------------------------------------------


def test_cards_and_hands() -> None:
    sa = Card.parse("SA")
    assert inputs.card(sa) is sa
    assert inputs.card(" as ") is sa
    assert inputs.cards(["SA", "HK"]) == (sa, Card.parse("HK"))
    assert inputs.cards("SA HK") == (sa, Card.parse("HK"))
    assert inputs.hand("A...") == Hand([sa]) == inputs.hand([sa]) == inputs.hand(("SA",))
    assert inputs.hands(["A...", Hand()], count=2) == (Hand([sa]), Hand())


@pytest.mark.parametrize("value", [None, 1, b"SA", ["SA"], 0.5, "S A!"])
def test_card_refuses(value: object) -> None:
    with pytest.raises(ParseError, match="is not a card"):
        inputs.card(value)


def test_hands_checks_the_count_and_each_hand() -> None:
    with pytest.raises(ParseError, match="expected 2 hands, found 1"):
        inputs.hands(["A..."], count=2)
    with pytest.raises(TrickcardsError):
        inputs.hands("A...", count=1)
    with pytest.raises(TrickcardsError):
        inputs.hands([None])
    with pytest.raises(TrickcardsError, match="expected a list or tuple"):
        inputs.hands(5)


@given(JUNK)
def test_converters_refuse_only_with_trickcards_errors(value: object) -> None:
    refused_or_value(lambda: inputs.card(value))
    refused_or_value(lambda: inputs.cards(value))
    refused_or_value(lambda: inputs.hand(value))
    refused_or_value(lambda: inputs.hands(value))
    refused_or_value(lambda: inputs.seat(value))
    refused_or_value(lambda: inputs.member(Rank, value, "a rank"))
    refused_or_value(lambda: inputs.text(value, "text"))
    refused_or_value(lambda: inputs.seed(value))
    refused_or_value(lambda: inputs.flag(value, "a flag"))


# --- seeds and the core parsers' messages -------------------------------------


def test_seed() -> None:
    rng = random.Random(1)
    assert inputs.seed(rng) is rng
    assert inputs.seed("x").random() == inputs.seed("x").random()
    for bad in (True, 1.5, [1], object()):
        with pytest.raises(TrickcardsError, match="is not a seed"):
            inputs.seed(bad)


def test_rank_order_quotes_what_was_typed() -> None:
    with pytest.raises(ParseError, match=r"^'r' is not a rank order: 'r' is not a rank"):
        RankOrder.parse("r")


def test_parsers_quote_long_input_cut_on_one_line() -> None:
    with pytest.raises(ParseError) as refused:
        Card.parse("S" * 60_000)
    message = str(refused.value)
    assert "(60000 characters)" in message
    assert len(message) < 300
    assert "\n" not in message


def test_is_one_of_names_the_field_the_rule_and_the_readings() -> None:
    validate = inputs.is_one_of((500, 300), "a dummy's bonus", rule="CT-c")

    class Field:
        name = "vulnerable_dummy_bonus"

    validate(None, Field(), 300)
    for bad in (400, True, "500", None):
        with pytest.raises(
            TrickcardsError, match=r"^vulnerable_dummy_bonus=.* is not a dummy's bonus \(CT-c\): expected 500 or 300$"
        ):
            validate(None, Field(), bad)
    with pytest.raises(ParseError, match="expected a or b"):
        inputs.is_one_of(("a", "b"), "a letter", error=ParseError)(None, None, "c")


def test_a_huge_bound_is_quoted_in_the_message() -> None:
    with pytest.raises(TrickcardsError, match=r"expected an int from 0 to <an int of about 5001 digits>"):
        inputs.integer(-1, "a number", low=0, high=10**5000)
