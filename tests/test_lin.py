"""The LIN reader on the shipped online-play record and on small texts."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ParseError, Seat
from trickcards.bridge import Vulnerability, board_dealer, board_vulnerability
from trickcards.lin import read_lin

RECORD = Path(__file__).parent / "data" / "records" / "online-board.lin"
SMALL = "pn|Sam,Wes,Nat,Eve|md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|ah|Board 1|"


def test_every_board_of_the_record_replays_with_the_board_cycle() -> None:
    games = read_lin(RECORD.read_text(encoding="utf-8"))
    assert [g.board for g in games] == list(range(1, 9))
    for game in games:
        assert game.board is not None
        assert game.dealer is board_dealer(game.board)
        assert game.vulnerability is board_vulnerability(game.board)
        assert game.repairs == ()
        assert game.play is not None
        assert game.result is not None
        assert game.contract is not None
    first = games[0]
    assert str(first.contract) == "5HS"
    assert first.result == 12
    assert first.play is not None
    assert first.play.is_complete
    assert first.notes[0].startswith("1:Major suit opening")
    assert first.call_notes[3][0].startswith("Major suit opening")
    assert first.tags["South"] == "domtp"


def test_a_claim_gives_the_result_when_the_play_stops() -> None:
    game = read_lin(SMALL + "mb|7N|mb|p|mb|p|mb|p|pc|ST|mc|13|")[0]
    assert str(game.contract) == "7NTN"
    assert game.result == 13
    assert game.tags["Contract"] == "7NT"
    assert game.tags["Declarer"] == "N"
    assert game.tags["Vulnerable"] == "None"


def test_the_missing_fourth_hand_is_the_rest_of_the_pack() -> None:
    game = read_lin(SMALL)[0]
    assert game.deal is not None
    assert len(game.deal[Seat.EAST]) == 13
    assert game.dealer is Seat.NORTH


@pytest.mark.parametrize(
    ("tail", "problem"),
    [
        ("mb|1N|mb|1C|", "call 2"),
        ("mb|1N|mb|p|mb|p|mb|p|pc|SA|", "card 1"),
        ("mb|1N|mb|p|mb|p|mb|p|pc|ST|mc|14|", "a claim of '14' tricks"),
        ("sv|q|", "not a vulnerability"),
    ],
)
def test_strict_mode_names_the_board_and_field(tail: str, problem: str) -> None:
    with pytest.raises(ParseError, match="Board 1") as info:
        read_lin(SMALL + tail)
    assert problem in str(info.value)
    lenient = read_lin(SMALL + tail, strict=False)[0]
    assert len(lenient.errors) == 1
    assert str(lenient.errors[0]) == str(info.value)


@pytest.mark.parametrize(
    "md", ["md|9SA,,,|", "md|3SAA,,,|", "md|3SA,HX,,|", "md|3XA|", "md|3,,,,,|", "md|3SAKQ,SAKQ,,|"]
)
def test_bad_deals_are_parse_errors(md: str) -> None:
    with pytest.raises(ParseError):
        read_lin(md)
    (game,) = read_lin(md, strict=False)
    assert game.deal is None
    assert [problem.tag for problem in game.errors] == ["md"]


def test_a_card_held_twice_is_named_with_both_holders() -> None:
    (game,) = read_lin("md|3SAKQ,SAKQ2,,|", strict=False)
    assert game.errors[0].message.startswith("SQ is held by South and West; SK is held by South and West; SA")


def test_passed_out_board() -> None:
    game = read_lin(SMALL + "mb|p|mb|p|mb|p|mb|p|")[0]
    assert game.passed_out
    assert game.tags["Contract"] == "Pass"
    assert game.vulnerability is Vulnerability.NONE


@given(st.text(alphabet="|mdbpcn123SHDCAKQJT98765432,!ov ", max_size=60))
def test_read_lin_raises_only_parse_errors(text: str) -> None:
    try:
        games = read_lin(text)
    except ParseError:
        return
    assert all(game.deal is not None for game in games)
