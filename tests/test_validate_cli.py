"""``trickcards validate``: one line per bad board, a summary, JSON, parallel jobs, a progress bar on terminals."""

import io
import json
from pathlib import Path

import pytest

from trickcards.cli import main
from trickcards.records.cli import _progress, validate_file

RECORDS = Path(__file__).parent / "data" / "records"
GOOD = [str(RECORDS / "eyc-1998-junior-teams.pbn"), str(RECORDS / "online-board.lin")]


def test_sound_files_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", *GOOD]) == 0
    assert capsys.readouterr().out == "2 files, 48 boards, 0 bad\n"


def test_one_line_per_bad_board_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.pbn"
    text = (RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8")
    bad.write_text(text.replace("N:T32.AKQ7", "N:K32.AKQ7", 1).replace('[Score "NS 620"]', '[Score "NS 650"]', 1))
    assert main(["validate", str(bad), GOOD[1]]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "2 files, 48 boards, 2 bad"
    assert lines[0].startswith(f"{bad}:14: board 1: [Deal]: SK is held by North and West")
    assert any("[Score]: 'NS 650', but" in line for line in lines)
    assert len(lines) == 3


def test_json_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--format", "json", str(RECORDS / "comments.pbn")]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["summary"] == {"files": 1, "boards": 1, "bad_boards": 1, "unreadable_files": 0}
    (board,) = data["files"][0]["bad"]
    assert board["board"] == 1
    assert len(board["problems"]) == 2


def test_validate_file_finds_sound_files_sound() -> None:
    one = [validate_file(path) for path in GOOD]
    assert all(report.ok for report in one)


def test_jobs_run_in_processes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for i in range(3):
        (tmp_path / f"board{i}.pbn").write_text(f'[Board "{i + 1}"]\n[Result "14"]\n', encoding="utf-8")
    assert main(["validate", "--jobs", "2", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "3 files, 3 boards, 3 bad"
    assert sorted(out[:-1]) == out[:-1]  # reports keep the order of the files
    assert main(["validate", "--jobs", "0", str(tmp_path)]) == 2


def test_unreadable_files_are_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    binary = tmp_path / "binary.pbn"
    binary.write_bytes(b"\xff\xfe[")
    assert main(["validate", str(binary), str(tmp_path / "missing.pbn")]) == 1
    out = capsys.readouterr().out
    assert "binary.pbn: cannot be read:" in out
    assert "missing.pbn: cannot be read:" in out
    assert out.splitlines()[-1] == "2 files, 2 unreadable, 0 boards, 0 bad"


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_shows_only_on_a_terminal() -> None:
    quiet = io.StringIO()
    _progress(quiet)(1, 2)
    assert quiet.getvalue() == ""
    screen = Terminal()
    show = _progress(screen)
    show(1, 2)
    show(2, 2)
    assert "1/2 files" in screen.getvalue()
    assert screen.getvalue().endswith("2/2 files\n")
