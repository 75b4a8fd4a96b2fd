"""The LIN reader on the shipped online-play record and on small texts."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ParseError, Seat
from trickcards.bridge import Vulnerability, board_dealer, board_vulnerability
from trickcards.lin import read_lin, write_lin
from trickcards.pbn import read_pbn, write_pbn

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


def test_a_claim_without_cards_is_written_and_read_back() -> None:
    game = read_lin(SMALL + "mb|7N|mb|p|mb|p|mb|p|mc|13|")[0]
    assert game.play is None  # no pc field: the play is not recorded
    assert game.result == 13
    assert "mc|13|" in write_lin([game])
    assert read_lin(write_lin([game])) == [game]


def test_a_board_without_calls_or_cards_has_no_auction_or_play() -> None:
    game = read_lin(SMALL)[0]
    assert (game.auction, game.play, game.result) == (None, None, None)


def test_lin_writes_cards_and_claims_only_for_the_contract_its_auction_gives() -> None:
    board = read_lin(SMALL + "mb|7N|mb|p|mb|p|mb|p|pc|ST|mc|13|")[0]
    # The same board with a contract from its tags and an auction that stops short.
    text = write_pbn([board]).replace("Pass Pass Pass", "")
    (game,) = read_pbn(text, strict=False)
    assert game.contract is not None
    assert game.play is not None
    assert game.auction is not None
    assert game.auction.contract is None
    written = write_lin([game])
    assert "pc|" not in written
    assert "mc|" not in written
    (again,) = read_lin(written)  # read without a fault ("cards played, but no contract")
    assert again.auction == game.auction


def test_a_board_without_md_is_named_not_skipped() -> None:
    text = "pn|Sam,Wes,Nat,Eve|ah|Board 2|sv|o|mb|p|\n" + SMALL
    with pytest.raises(ParseError, match=r"no md field"):
        read_lin(text)
    first, second = read_lin(text, strict=False)
    assert [p.rule for p in first.errors] == ["lin-no-deal"]
    assert first.tags["South"] == "Sam"
    assert not second.errors


def test_players_before_qx_are_the_players_of_the_board_it_opens() -> None:
    header = "vg|match,1-4,I,1,4,A,0,B,0|pn|A1,B1,A2,B2,B3,A3,B4,A4|pg||\n"
    text = header + "pn|Sam,Wes,Nat,Eve|qx|o1|" + SMALL.removeprefix("pn|Sam,Wes,Nat,Eve|")
    (game,) = read_lin(text)
    assert game.tags["North"] == "Nat"


def test_an_alert_is_kept_as_written() -> None:
    game = read_lin(SMALL + "mb|1N|an| 15-17 |mb|p|mb|p|mb|p|")[0]
    assert game.notes == ("1: 15-17 ",)
