"""Lenient reading: every board comes back, each with its problems; strict mode raises the first of them."""

import contextlib
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.cli import main
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.lin import read_lin
from trickcards.pbn import Game, read_pbn
from trickcards.records.problems import RecordProblem

RECORDS = Path(__file__).parent / "data" / "records"
EYC = RECORDS / "eyc-1998-junior-teams.pbn"
DEAL = "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"
# West's SK written as East's SA as well: SA twice, SK missing.
BAD_DEAL = "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 AQ75.6.QJ9865.42"


def eyc_with_one_bad_card() -> str:
    text = EYC.read_text(encoding="utf-8")
    assert text.count(DEAL) >= 1
    return text.replace(DEAL, BAD_DEAL, 1)


def test_a_card_held_twice_loses_no_board_and_names_the_card() -> None:
    games = read_pbn(eyc_with_one_bad_card(), strict=False, file="eyc.pbn")
    assert len(games) == 40
    bad = [g for g in games if g.errors]
    assert len(bad) == 1
    (game,) = bad
    assert [str(p) for p in game.errors] == [
        "eyc.pbn:14: [Deal]: SA is held by East and West (PBN 3.4.11)",
        "eyc.pbn:14: [Deal]: SK is held by no one (PBN 3.4.11)",
    ]
    assert game.deal is None
    assert game.contract is not None


def test_strict_mode_stops_at_the_first_problem_with_the_same_message() -> None:
    text = eyc_with_one_bad_card()
    with pytest.raises(ParseError) as info:
        read_pbn(text, file="eyc.pbn")
    first = next(p for g in read_pbn(text, strict=False, file="eyc.pbn") for p in g.errors)
    assert str(info.value) == str(first)


def test_cli_lenient_keeps_every_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "eyc.pbn"
    path.write_text(eyc_with_one_bad_card(), encoding="utf-8")
    # Every board read and each problem reported: exit 1, "done with problems" (docs/guide/command-line.md).
    assert main(["pbn", "--lenient", str(path)]) == 1
    out = capsys.readouterr().out
    assert "SA is held by East and West" in out
    assert "40 games read and replayed; 2 problems" in out
    assert main(["pbn", str(path)]) == 2
    assert "SA is held by East and West" in capsys.readouterr().err


def test_world_championship_reads_to_the_end_with_every_problem(read_record: Callable[[str], list[Game]]) -> None:
    games = read_record("world-championship-2012-final.pbn")  # read_pbn(text, strict=False), shared
    assert len(games) == 7632
    assert all(g.deal is not None for g in games)
    problems = [p for g in games for p in g.errors]
    assert {p.section.split(":")[0] for p in problems} >= {"rule A10", "rule A9"}
    # Every board with leading passes left out is reported, not only repaired.
    for game in games:
        if any("leading pass" in r.message for r in game.repairs):
            assert any(p.tag == "Auction" for p in game.errors)


def test_comments_record_reports_each_problem() -> None:
    (game,) = read_pbn((RECORDS / "comments.pbn").read_text(encoding="utf-8"), strict=False)
    assert [(p.line, p.tag, p.section.split(":")[0]) for p in game.errors] == [
        (20, "Auction", "rule A10"),
        (27, "Play", "rules section 5"),
    ]
    assert "'CQ' by East" in game.errors[1].message


@pytest.mark.parametrize(
    ("text", "line", "tag", "fragment"),
    [
        ('[Event "x"]\n{ never closed\n', 2, "", "never closed"),
        ('[Event "x"\n[Board "2"]\n', 1, "", "not closed"),
        ('[Board "2"]\n[Ev ent "x"]\n', 2, "", "is not a tag name"),
        ('[Event "x"]\n[Deal "N:AKQ"]\n', 2, "Deal", "has 1 hand;"),
        ('[Event "x"]\n[Auction "N"]\n1Q\n', 3, "Auction", "'1Q' is not a call"),
        ('[Event "x"]\n[Dealer "Q"]\n', 2, "Dealer", "'Q' is not a seat"),
        ('[Event "x"]\n[Vulnerable "Some"]\n', 2, "Vulnerable", "'Some' is not a vulnerability"),
    ],
)
def test_each_kind_of_problem_keeps_the_board(text: str, line: int, tag: str, fragment: str) -> None:
    games = read_pbn(text, strict=False)
    assert len(games) == 1
    (problem,) = games[0].errors
    assert (problem.line, problem.tag) == (line, tag)
    assert fragment in problem.message
    with pytest.raises(ParseError, match=f"^line {line}: "):
        read_pbn(text)


def test_a_bad_tag_line_does_not_lose_the_tags_after_it() -> None:
    (game,) = read_pbn('[Event "x"\n[Board "2"]\n[Dealer "E"]\n', strict=False)
    assert game.board == 2
    assert game.tags["Dealer"] == "E"


def test_illegal_call_keeps_the_auction_up_to_it() -> None:
    (game,) = read_pbn(f'[Deal "{DEAL}"]\n[Dealer "N"]\n[Auction "N"]\n1S 1H\n', strict=False)
    assert game.auction is not None
    assert str(game.auction) == "N: 1S"
    assert game.errors[0].message.startswith("call 2 '1H': '1H' is insufficient")


def test_lin_lenient_keeps_every_board() -> None:
    good = (RECORDS / "online-board.lin").read_text(encoding="utf-8").splitlines()
    good[2] = good[2].replace("pc|", "pc|SA|pc|", 1)
    games = read_lin("\n".join(good), strict=False, file="x.lin")
    assert len(games) == 8
    assert [g.board for g in games if g.errors] == [3]
    assert str(games[2].errors[0]).startswith("x.lin:3: [pc]: Board 3: card 1 'SA' by ")


def test_record_problems_are_values() -> None:
    a = RecordProblem(3, "Deal", "SA is held by North and East", "section 3.2")
    assert a == RecordProblem(3, "Deal", "SA is held by North and East", "section 3.2")
    assert json.dumps(str(a))


PBN_ALPHABET = st.sampled_from(
    [
        *("[", "]", '"', "{", "}", ";", "%", "\n", " ", "#", "*", "-", "1S", "AP", "Pass", "X", "Deal", "Auction"),
        *("N", "N:", "Play", "SA", "=1=", "Dealer", "Contract", "4S", "Result", "14"),
    ]
)


@given(st.lists(PBN_ALPHABET, max_size=40).map("".join))
def test_lenient_never_raises_and_strict_raises_its_first_problem(text: str) -> None:
    games = read_pbn(text, strict=False)
    problems = [p for g in games for p in g.errors]
    if problems:
        with pytest.raises(ParseError) as info:
            read_pbn(text)
        assert str(info.value) == str(problems[0])
    else:
        assert read_pbn(text) == games


@given(st.text(alphabet="|mdbpcnsv123SHDCAKQJT98765432,!o \n", max_size=80))
def test_lin_lenient_never_raises(text: str) -> None:
    games = read_lin(text, strict=False)
    with contextlib.suppress(TrickcardsError):
        assert read_lin(text) == games
