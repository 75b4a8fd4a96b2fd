"""``trickcards validate``: one line per bad board, a summary, JSON, parallel jobs, a progress bar on terminals."""

import io
import json
from pathlib import Path

import pytest

from trickcards.cli import main
from trickcards.cli.records import _progress, validate_file
from trickcards.pbn import read_pbn

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
    assert main(["validate", str(binary), str(tmp_path / "missing.pbn")]) == 2
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


def test_json_problems_are_objects_with_every_field(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--format", "json", str(RECORDS / "comments.pbn")]) == 1
    (board,) = json.loads(capsys.readouterr().out)["files"][0]["bad"]
    first = board["problems"][0]
    assert set(first) == {"file", "line", "column", "tag", "text", "rule", "section", "severity", "message"}
    assert (first["line"], first["tag"], first["rule"], first["section"]) == (
        20,
        "Auction",
        "declarer-against-auction",
        "rule A10: declarer is the first of the side to name the strain",
    )


def test_repair_writes_the_repaired_file_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "club.pbn"
    text = '[Board "1"]\r\n[Dealer "E"]\r\n[Declarer "W"]\r\n[Contract "1NT"]\r\n[Auction "E"]\r\n1NT AP\r\n'
    record.write_bytes(text.encode("latin-1"))
    assert main(["validate", "--repair", "--encoding", "latin-1", str(record)]) == 1
    repaired = tmp_path / "club.repaired.pbn"
    written = repaired.read_bytes()
    assert b"\r\n" in written
    assert b"\n" not in written.replace(b"\r\n", b"")
    (game,) = read_pbn(written)
    assert str(game.auction) == "E: Pass Pass 1NT Pass Pass Pass"
    capsys.readouterr()
    assert main(["validate", str(tmp_path)]) == 1  # the repaired file is not validated as one of the files
    assert capsys.readouterr().out.splitlines()[-1] == "1 file, 1 board, 1 bad"


def test_encoding_must_be_one_python_knows(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--encoding", "klingon", str(RECORDS / "comments.pbn")]) == 2
    assert "not a character set" in capsys.readouterr().err
