"""The ``trickcards pbn`` and ``trickcards lin`` commands on the shipped records and on small texts."""

from pathlib import Path

import pytest

from trickcards.cli import main

RECORDS = Path(__file__).parent / "data" / "records"


@pytest.mark.parametrize(
    ("name", "games", "compared"), [("eyc-1998-junior-teams.pbn", 40, 40), ("online-qualifier-2021.pbn", 299, 279)]
)
def test_every_recorded_score_agrees(name: str, games: int, compared: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pbn", str(RECORDS / name)]) == 0
    out = capsys.readouterr().out
    assert f"{games} games read and replayed; {compared} scores compared, all agree" in out


def test_strict_mode_refuses_a_declarer_the_auction_contradicts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pbn", str(RECORDS / "comments.pbn")]) == 2
    assert "rule A10" in capsys.readouterr().err


def test_lenient_mode_reports_its_repairs_and_problems_with_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pbn", "--lenient", str(RECORDS / "comments.pbn")]) == 1
    out = capsys.readouterr().out
    assert f"{RECORDS / 'comments.pbn'}:20: board 1: repaired: [Auction]: inserted" in out
    assert "1 game read and replayed; 2 problems" in out


def test_a_wrong_score_is_reported_with_status_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "one.pbn"
    record.write_text(
        '[Board "3"]\n[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[Score "NS 450"]\n'
    )
    assert main(["pbn", str(record)]) == 1
    out = capsys.readouterr().out
    assert "board 3: [Score 'NS 450'] but 4SN taking 10 scores NS 420" in out
    record.write_text('[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "E"]\n[Result "10"]\n[Score "EW 420"]\n')
    assert main(["pbn", "-v", str(record)]) == 0
    assert "NS -420" in capsys.readouterr().out


def test_unreadable_files_are_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pbn", str(tmp_path / "missing.pbn")]) == 2
    binary = tmp_path / "binary.pbn"
    binary.write_bytes(b"\xff\xfe\x00[")
    assert main(["pbn", str(binary)]) == 2
    assert "is not ISO 8859-1 or UTF-8 text" in capsys.readouterr().err


def test_lin_file_is_replayed_board_by_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lin", "-v", str(RECORDS / "online-board.lin")]) == 0
    out = capsys.readouterr().out
    assert "board 1: 5HS taking 12: NS 480" in out
    assert "8 games read and replayed" in out
