"""Record files from the wild: every file the PBN standard allows reads in strict mode, the rest name each fault.

The files (970 PBN and LIN files written by other programs, see their README) belong to
other projects and stay out of this one: the tests read them from the folder
``TRICKCARDS_WILD_RECORDS`` names, else from ``shared/data/wild-records`` beside the
repository (or beside the folder of worktrees), and skip when there is none.
"""

import os
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from trickcards.cli.records import validate_file
from trickcards.core.errors import ParseError
from trickcards.lin import read_lin, write_lin
from trickcards.pbn import Game, read_pbn, write_pbn

ROOT = Path(__file__).resolve().parents[1]
CANDIDATES = [ROOT.parent / "shared/data/wild-records", ROOT.parents[1] / "shared/data/wild-records"]
FOUND = [Path(os.environ["TRICKCARDS_WILD_RECORDS"])] if os.environ.get("TRICKCARDS_WILD_RECORDS") else CANDIDATES
WILD = next((path for path in FOUND if path.is_dir()), None)
pytestmark = pytest.mark.skipif(WILD is None, reason="the wild records folder is not here (an sdist has none)")

# Files that break the standard, each with the first fault's rule: what they write is
# not PBN 2.1 (placeholders and words in auctions, partial hands of unequal length,
# two-hand deals without '-', cards held twice), or they are the verifier's error files.
NOT_STANDARD = {
    "Rick-Wilson+Baker-Bridge/Package/2over1.pbn": "pbn-call",  # 'all' for all pass
    "Rick-Wilson+Baker-Bridge/Package/Bidpractice/Set1.pbn": "pbn-deal",  # two hands, no '-'
    "Rick-Wilson+Baker-Bridge/Package/Help.pbn": "pbn-call",
    "Rick-Wilson+Baker-Bridge/Package/Squeeze.pbn": "pbn-call",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/ABS2-2 Promotion and Length exercises.pbn": "pbn-deal",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/ABS2-4 Ruffing and Discarding exercises.pbn": "pbn-deal",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/ABS3-2 Opening Leads against Suit Contracts exercises.pbn": "pbn-deal",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/ABS4-1 Stayman exercises.pbn": "pbn-call",  # '_____' blanks
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/ABS4-2 Jacoby Transfers exercises.pbn": "pbn-call",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/Balancing Weak 2.pbn": "pbn-call",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/Drury.pbn": "auction-illegal-call",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/Limit Raise of 1M.pbn": "pbn-call",
    "Rick-Wilson+pbn-to-pdf/tests/fixtures/Precision 1C Auctions with Notes.pbn": "pbn-call",  # 'or', 'relay'
    "emkael+pybcdd/test/faulty.pbn": "pbn-deal",
    "lorserker+ben/Challenges/BW.pbn": "pbn-call",  # 'AC' for a call to choose
    "lorserker+ben/Challenges/BW2.pbn": "pbn-call",
    "lorserker+ben/Challenges/CTC_mayjun20.pbn": "pbn-call",
    "lorserker+ben/Challenges/Results/BW-Result8663.pbn": "pbn-call",  # '5D=1'
    "lorserker+ben/Challenges/Results/BW2-Result8663.pbn": "pbn-call",
    "lorserker+ben/Challenges/oct13_feb23_nov23_jun24.pbn": "pbn-call",
    "lorserker+ben/Challenges/pav_first120.pbn": "pbn-call",
    "lorserker+ben/Challenges/pav_second120.pbn": "pbn-call",
    "rkcb+pbnparser/src/main/resources/test.pbn": "pbn-deal",
    "timheilman+bridge-pbn/spec/resource/reference_impl_tests/errors_10.pbn": "pbn-tag-syntax",
    "timheilman+bridge-pbn/spec/resource/reference_impl_tests/errors_20.pbn": "pbn-tag-value-unclosed",
}


def files() -> list[str]:
    if WILD is None:
        return []
    found = (p for p in WILD.rglob("*") if p.suffix.lower() in (".pbn", ".lin") and p.is_file())
    return sorted(p.relative_to(WILD).as_posix() for p in found)


def reader(name: str) -> Callable[..., list[Game]]:
    return read_lin if name.lower().endswith(".lin") else read_pbn


@cache
def lenient(name: str) -> list[Game]:
    assert WILD is not None
    return reader(name)((WILD / name).read_bytes(), strict=False, file=name)


STANDARD = [name for name in files() if name not in NOT_STANDARD]


def test_the_folder_holds_the_files_the_readme_counts() -> None:
    assert len(files()) == 970
    assert set(NOT_STANDARD) <= set(files())


@pytest.mark.parametrize("name", STANDARD)
def test_every_file_the_standard_allows_reads_in_strict_mode(name: str) -> None:
    assert WILD is not None
    games = reader(name)((WILD / name).read_bytes(), file=name)
    assert len(games) == len(lenient(name))
    assert not any(game.errors for game in lenient(name))


@pytest.mark.parametrize("name", sorted(NOT_STANDARD))
def test_every_fault_is_named_with_its_rule_and_text(name: str) -> None:
    assert WILD is not None
    with pytest.raises(ParseError) as raised:
        reader(name)((WILD / name).read_bytes(), file=name)
    assert raised.value.rule == NOT_STANDARD[name]
    problems = [p for g in lenient(name) for p in g.errors]
    assert problems
    for problem in problems:
        assert problem.rule
        assert problem.section
        assert problem.severity == "error"
        assert "\n" not in str(problem)
        # The offending text is named: in the problem's text, or quoted in its message.
        assert problem.text or "'" in problem.message, problem


@pytest.mark.parametrize("name", files())
def test_no_board_is_lost_or_merged(name: str) -> None:
    assert WILD is not None
    data = (WILD / name).read_bytes()
    if name.lower().endswith(".lin"):
        assert len(lenient(name)) == len(re.findall(rb"(?i)(?:^|\|)\s*md\|", data))
    else:
        assert len(lenient(name)) >= len(re.findall(rb"(?m)^[ \t]*\[Board ", data))


def _placeless(game: Game) -> Game:
    return evolve(game, line=0, errors=(), repairs=())


def _lin_part(game: Game) -> tuple[object, ...]:
    """What LIN records of a game (write_lin's docstring): the contract only as the auction reaches it."""
    auction = game.auction if game.auction is not None and game.auction.calls else None
    reached = auction.contract if auction is not None else None
    play = game.play if game.play is not None and game.play.played and game.play.contract == reached else None
    result = game.result if reached is not None and reached == game.contract else None
    players = tuple(game.tags.get(seat) or None for seat in ("North", "East", "South", "West"))
    return (
        game.deal,
        game.dealer,
        game.vulnerability,
        auction,
        dict(game.call_notes),
        play,
        result,
        players,
        game.board,
    )


@pytest.mark.parametrize("name", files())
def test_every_file_round_trips_through_pbn_and_lin(name: str) -> None:
    games = lenient(name)
    again = read_pbn(write_pbn(games), strict=False)
    assert len(again) == len(games)
    assert [_placeless(g) for g in again] == [_placeless(g) for g in games]
    # Every board LIN can hold (a deal and a dealer, no fault) reads back without a
    # problem and with all LIN records of it.
    held = [g for g in games if not g.errors and g.deal is not None and g.dealer is not None]
    back = read_lin(write_lin(held), strict=False)
    assert len(back) == len(held)
    assert [problem for g in back for problem in g.errors] == []
    assert [_lin_part(g) for g in back] == [_lin_part(g) for g in held]


@pytest.mark.parametrize("name", [name for name in STANDARD if not any(g.repairs for g in lenient(name))])
def test_strict_and_lenient_read_the_same_games_from_a_file_without_problems(name: str) -> None:
    assert WILD is not None
    strict = reader(name)((WILD / name).read_bytes(), file=name)
    assert strict == lenient(name)


def test_the_round_trips_count_every_board() -> None:
    # The boards of the folder, each through both formats (the test above checks them).
    # A reader that dropped boards, or started refusing what LIN holds, changes these.
    pbn_games = sum(len(lenient(name)) for name in files())
    held = sum(1 for name in files() for g in lenient(name) if not g.errors and g.deal and g.dealer is not None)
    assert (pbn_games, held) == (15_868, 14_856)


def test_character_sets_are_read_as_written() -> None:
    assert WILD is not None
    texts = {name: (WILD / name).read_bytes() for name in files()}
    latin = [name for name, data in texts.items() if not _is_utf8(data)]
    bom = [name for name, data in texts.items() if data.startswith(b"\xef\xbb\xbf")]
    assert latin
    assert bom
    for name in latin + bom:
        for game in lenient(name):
            assert not any("\ufffd" in value or "\ufeff" in value for value in game.tags.values())


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@pytest.mark.parametrize("name", files())
def test_validate_and_the_readers_agree_on_every_file(name: str) -> None:
    assert WILD is not None
    path = str(WILD / name)
    report = validate_file(path)
    games = reader(name)((WILD / name).read_bytes(), strict=False, file=path)
    assert report.unreadable is None
    assert report.boards == len(games)
    found = [p for board in report.bad for p in board.details if p.rule != "score-disagrees"]
    assert found == [p for g in games for p in g.errors]
    disagree = [board.line for board in report.bad if any(p.rule == "score-disagrees" for p in board.details)]
    assert disagree == [g.line for g in games if g.score_agrees is False]
    if found:
        with pytest.raises(ParseError) as raised:
            reader(name)((WILD / name).read_bytes(), file=path)
        assert str(raised.value) == str(found[0])
    else:
        strict = reader(name)((WILD / name).read_bytes(), file=path)
        assert len(strict) == len(games)
        if not any(g.repairs for g in games):  # a repair is what lenient mode changes
            assert strict == games


_EDITS = ["", "[", "]", '"', "|", "{", "}", "-", "x", "\n", "\n\n", "#", "pc||", "md|", "%", ";", "AP", "*", "+", "^"]


@given(
    st.integers(min_value=0),
    st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 8), st.sampled_from(_EDITS)), min_size=1, max_size=3),
)
def test_lenient_reading_names_a_problem_wherever_strict_reading_refuses(
    which: int, edits: list[tuple[int, int, str]]
) -> None:
    names = files()
    if not names:
        return
    name = names[which % len(names)]
    assert WILD is not None
    text = (WILD / name).read_bytes().decode("latin-1")[:3000]  # a mutated real record
    for place, cut, new in edits:
        at = place % (len(text) + 1)
        text = text[:at] + new + text[at + cut :]
    refused: str | None = None
    try:
        reader(name)(text)
    except ParseError as error:
        refused = str(error)
    if refused is not None:
        problems = [p for g in reader(name)(text, strict=False) for p in g.errors]
        assert problems, "lenient reading kept what strict reading refused without a problem"
        assert refused == str(problems[0])
