"""``--lenient`` means "report and go on" the same way in every command that reads records, with one set of exit statuses.

Without ``--lenient`` the first problem of a record stops the command with exit status
2 and a message naming the file, the line and the rule; with it every board is read,
each problem is reported on a line of its own (``FILE:LINE: board N: ...``), the
command does its work with the rest and exits with status 1. A file that cannot be
read at all exits with status 2 in every command, ``--lenient`` or not.
"""

import re
from pathlib import Path

import pytest

from trickcards.cli import COMMANDS, _child, build_parser, main
from trickcards.cli.files import EXIT_STATUSES, LENIENT_HELP, problem_line
from trickcards.records.problems import RecordProblem

RECORDS = Path(__file__).parent / "data" / "records"
TABLE = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "{}" -\n3 4 "450" -\n'
BAD_LIN = (
    "pn|a,b,c,d|st||md|3SKH4579QKAD69C58K,SK569QAH3D5TJQAC6,S47H8TD248KC347QA,|rh||ah|Board 1|sv|o|"
    "mb|p|mb|p|mb|1H|mb|p|mb|p|mb|p|pg||\n"
)

# Each command that reads records: its arguments around the file, and where its problem lines go.
RECORD_COMMANDS = {
    "pbn": (["pbn", "{}"], "out"),
    "lin": (["lin", "{}"], "out"),
    "validate": (["validate", "{}"], "out"),
    "html": (["html", "{}", "-o", "{out}"], "err"),
    "diagram": (["diagram", "{}"], "err"),
    "analyse": (["analyse", "{}"], "err"),
    "event": (["event", "{}"], "err"),
}


def record(tmp_path: Path, command: str, *, sound: bool) -> Path:
    """A file ``command`` reads: sound, or with one problem (or more) in board 1."""
    if command == "lin":
        if sound:
            return RECORDS / "online-board.lin"
        path = tmp_path / "bad.lin"
        path.write_text(BAD_LIN, encoding="utf-8")
        return path
    if command == "event":
        path = tmp_path / "event.pbn"
        path.write_text(TABLE.format(420 if sound else 425), encoding="utf-8")
        return path
    return RECORDS / ("eyc-1998-junior-teams.pbn" if sound else "comments.pbn")


def run(command: str, path: Path, tmp_path: Path, *extra: str) -> list[str]:
    words, _ = RECORD_COMMANDS[command]
    return [w.format(str(path), out=str(tmp_path / "out.html")) for w in words] + list(extra)


def test_every_command_that_takes_lenient_is_tested_here() -> None:
    parser = build_parser(every=True)
    taking = set()
    for command in COMMANDS:
        child = _child(parser, command.name)
        if any("--lenient" in action.option_strings for action in child._actions):
            taking.add(command.name)
    assert taking == set(RECORD_COMMANDS)


@pytest.mark.parametrize("command", list(RECORD_COMMANDS))
def test_lenient_reports_each_problem_on_a_line_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    path = record(tmp_path, command, sound=False)
    assert main(run(command, path, tmp_path, "--lenient")) == 1
    captured = capsys.readouterr()
    stream = captured.out if RECORD_COMMANDS[command][1] == "out" else captured.err
    lines = [line for line in stream.splitlines() if re.match(rf"{re.escape(str(path))}:[0-9]+: ", line)]
    assert lines, stream
    assert all(": board 1: " in line or command == "event" for line in lines), lines
    if command not in {"validate", "event"}:  # one line a problem (validate: one a bad board)
        assert all(line.count(f"{path}:") == 1 for line in lines)


@pytest.mark.parametrize("command", list(RECORD_COMMANDS))
def test_without_lenient_the_first_problem_stops_the_command_with_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    path = record(tmp_path, command, sound=False)
    status = main(run(command, path, tmp_path))
    err = capsys.readouterr().err
    if command == "validate":  # validate always reads every board: its report is the point
        assert status == 1
        return
    assert status == 2
    assert err.startswith(f"trickcards: error: {path}:")
    assert err.count("\n") == 1
    assert "--lenient reads every" in err
    assert not (tmp_path / "out.html").exists()  # nothing written


@pytest.mark.parametrize("command", list(RECORD_COMMANDS))
def test_a_sound_file_exits_0_with_or_without_lenient(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    path = record(tmp_path, command, sound=True)
    assert main(run(command, path, tmp_path)) == 0
    assert main(run(command, path, tmp_path, "--lenient")) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("command", list(RECORD_COMMANDS))
def test_a_file_that_cannot_be_read_exits_2_even_when_lenient(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    path = tmp_path / ("empty.lin" if command == "lin" else "empty.pbn")
    path.write_bytes(b"")
    assert main(run(command, path, tmp_path, "--lenient")) == 2
    captured = capsys.readouterr()
    assert f"{path} is empty" in captured.out + captured.err


def test_validate_reports_an_unreadable_file_checks_the_others_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.pbn"
    empty.write_bytes(b"")
    assert main(["validate", str(empty), str(RECORDS / "comments.pbn")]) == 2
    out = capsys.readouterr().out
    assert f"{empty}: cannot be read: {empty} is empty" in out
    assert out.splitlines()[-1] == "2 files, 1 unreadable, 1 board, 1 bad"


@pytest.mark.parametrize("command", list(RECORD_COMMANDS))
def test_every_record_command_documents_lenient_and_its_exit_statuses(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    assert main([command, "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--lenient" in help_text
    if command != "validate":
        assert " ".join(LENIENT_HELP.split()) in help_text
    for status, meaning in EXIT_STATUSES.items():
        assert f"{status} {meaning}" in help_text


def test_the_guide_states_the_same_exit_statuses() -> None:
    guide = (Path(__file__).parents[1] / "docs" / "guide" / "command-line.md").read_text(encoding="utf-8")
    assert "--lenient" in guide
    for status in EXIT_STATUSES:
        assert f"| {status} |" in guide


def test_a_problem_line_names_file_line_board_and_rule() -> None:
    problem = RecordProblem(7, "Play", "'CQ' is not held", "play-illegal-card", "club.pbn", section="rules section 5")
    assert problem_line(problem, 12) == "club.pbn:7: board 12: [Play]: 'CQ' is not held (rules section 5)"
    repair = RecordProblem(3, "Auction", "inserted 1 pass", "auction-leading-passes", severity="repair")
    assert (
        problem_line(repair, None) == "line 3: board ?: repaired: [Auction]: inserted 1 pass (auction-leading-passes)"
    )
