"""Calls (contract-bridge.md section 4.1): parsing, text, ordering, interning."""

import contextlib
import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import CALLS, DOUBLE, PASS, REDOUBLE, Bid, Call, CallKind, InvalidCallError, Strain
from trickcards.core.errors import ParseError, TrickcardsError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1NT", "1NT"),
        ("1N", "1NT"),
        ("1nt", "1NT"),
        ("1♠", "1S"),
        ("7 ♣", "7C"),
        ("3h", "3H"),
        ("Pass", "Pass"),
        ("P", "Pass"),
        ("p", "Pass"),
        ("X", "X"),
        ("Dbl", "X"),
        ("XX", "XX"),
        ("RDbl", "XX"),
        ("R", "XX"),
        ("xx", "XX"),
    ],
)
def test_section_4_1_call_spellings(text: str, expected: str) -> None:
    assert str(Call.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "8S", "0C", "1Z", "PP", "XXX", "1", "NT", "pass!"])
def test_section_4_1_non_calls_raise_parse_error(text: str) -> None:
    with pytest.raises(ParseError, match=repr(text)):
        Call.parse(text)


def test_there_are_38_calls_and_each_round_trips() -> None:
    assert len(CALLS) == 38
    assert len({str(c) for c in CALLS}) == 38
    for call in CALLS:
        assert Call.parse(str(call)) is call
        assert Call.from_index(call.index) is call
        assert pickle.loads(pickle.dumps(call)) is call
        assert copy.deepcopy(call) is call


def test_a3_a4_bids_order_by_level_then_strain() -> None:
    bids = [c for c in CALLS if c.is_bid]
    assert len(bids) == 35
    assert bids == sorted(bids)
    assert [(b.level, b.strain) for b in bids] == sorted((b.level, b.strain) for b in bids)
    assert Bid(1, Strain.CLUBS) is bids[0]
    assert Bid(7, Strain.NOTRUMP) is bids[-1]
    assert Bid(2, Strain.SPADES) < Bid(2, Strain.NOTRUMP) < Bid(3, Strain.CLUBS)


def test_bid_constructs_the_interned_bid_call() -> None:
    bid = Bid(4, Strain.SPADES)
    assert isinstance(bid, Call)
    assert isinstance(bid, Bid)
    assert bid is Call.parse("4S") is Bid(4, "s") is Call(CallKind.BID, 4, Strain.SPADES)
    assert bid.kind is CallKind.BID
    assert bid.tricks == 10
    assert not isinstance(PASS, Bid)
    assert Call(CallKind.PASS) is PASS
    assert Call(CallKind.DOUBLE) is DOUBLE is Call.parse("X")
    assert Call(CallKind.REDOUBLE) is REDOUBLE is Call.parse("XX")


@pytest.mark.parametrize(("level", "strain"), [(0, Strain.CLUBS), (8, Strain.NOTRUMP), (True, Strain.CLUBS), (1, "Z")])
def test_a3_no_bid_outside_levels_1_to_7(level: int, strain: Strain) -> None:
    with pytest.raises(InvalidCallError):
        Bid(level, strain)


def test_non_bids_take_no_level() -> None:
    with pytest.raises(TrickcardsError):
        Call(CallKind.PASS, 1, Strain.CLUBS)


def test_pretty_uses_symbols() -> None:
    assert Call.parse("1S").pretty() == "1♠"
    assert Call.parse("3NT").pretty() == "3NT"
    assert PASS.pretty() == "Pass"


def test_calls_are_immutable_and_hash_by_index() -> None:
    call = Call.parse("1H")
    with pytest.raises(AttributeError):
        call.level = 2
    assert hash(call) == call.index
    assert {Call.parse("1h"): 1}[call] == 1


@given(st.sampled_from(CALLS))
def test_parse_str_round_trip(call: Call) -> None:
    assert Call.parse(str(call)) == call
    assert Call.parse(str(call).lower()) == call


@given(st.text(max_size=12))
def test_call_parse_raises_only_parse_error(text: str) -> None:
    with contextlib.suppress(ParseError):
        Call.parse(text)


def test_call_parse_shortcut_texts_read_as_the_general_path_reads_them() -> None:
    """Call.parse looks common texts up unfolded; each must name the call its folded form names."""
    from trickcards.bridge.calls import _CALL_TEXTS, _CALL_WORDS  # noqa: PLC0415  # the private tables under test
    from trickcards.core.cards import ascii_upper  # noqa: PLC0415

    assert all(_CALL_WORDS[ascii_upper(text.strip().replace(" ", ""))] is call for text, call in _CALL_TEXTS.items())
    assert {"1S", "1s", "Pass", "pass", "P", "p", "X", "XX", "1NT", "1nt", "1N"} <= set(_CALL_TEXTS)
