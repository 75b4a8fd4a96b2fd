"""One behaviour for every command's input file: each kind of bad file gets one message naming the whole path, and exit 2."""

from pathlib import Path

import pytest

from trickcards.cli import main

DEAL = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
# Each command that reads a file, with the file's place in its arguments.
COMMANDS = [
    ["rubber", "{}"],
    ["pbn", "{}"],
    ["lin", "{}"],
    ["html", "{}", "-o", "{out}"],
    ["diagram", "{}"],
    ["towie", "sheet", "{}"],
    ["three-handed", "sheet", "{}"],
    ["bridgette", "sheet", "{}"],
    ["blackout", "sheet", "{}"],
    ["helm", "sheet", "{}"],
    ["replay", "rubber", "{}"],
    ["event", "{}"],
]
# A long directory, so a path cut to a readable length would show.
LONG = "a-club-with-a-long-name/monday-evening-pairs-in-the-small-room"


def bad_file(tmp_path: Path, kind: str) -> Path:
    folder = tmp_path / LONG
    folder.mkdir(parents=True)
    if kind == "directory":
        return folder
    path = folder / "deals.pbn"
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "binary":
        path.write_bytes(b"[Board \x00\x01\x02")
    return path  # "missing": never written


MESSAGES = {
    "directory": "{} is a directory, not ",
    "empty": "{} is empty: expected ",
    "binary": "{} is not {}",
    "missing": "{} cannot be read: ",
}


def run(command: list[str], path: Path, tmp_path: Path) -> list[str]:
    return [word.format(str(path), out=str(tmp_path / "out.html")) for word in command]


@pytest.mark.parametrize("kind", list(MESSAGES))
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(w for w in c if "{" not in w))
def test_every_command_refuses_each_kind_of_bad_file_the_same_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str], kind: str
) -> None:
    if command[0] == "event" and kind == "directory":
        pytest.skip("event reads a folder of records as one event (tests/test_events.py)")
    path = bad_file(tmp_path, kind)
    assert main(run(command, path, tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1  # one message
    start = MESSAGES[kind].format(path, "")
    assert err.startswith(f"trickcards: error: {start}"), err
    if kind == "binary":
        assert "it holds a NUL byte (a binary file?)" in err


def latin_1_board(tmp_path: Path) -> Path:
    path = tmp_path / "sete.pbn"
    text = f'[Event "S\xe8te"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
    path.write_bytes(text.encode("latin-1"))
    return path


def test_html_and_diagram_read_an_iso_8859_1_file_as_pbn_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = latin_1_board(tmp_path)
    assert main(["pbn", str(path)]) == 0
    out = tmp_path / "report.html"
    assert main(["html", str(path), "-o", str(out)]) == 0
    assert "Sète" in out.read_text(encoding="utf-8")
    assert main(["diagram", str(path)]) == 0
    assert "♠ A K Q 2" in capsys.readouterr().out


@pytest.mark.parametrize(
    "command", [["html", "{}", "-o", "{out}"], ["diagram", "{}"], ["rubber", "{}"], ["towie", "sheet", "{}"]]
)
def test_the_commands_take_encoding(tmp_path: Path, command: list[str]) -> None:
    path = latin_1_board(tmp_path)
    if command[0] in {"rubber", "towie"}:
        path = tmp_path / "deals.txt"
        contract = "4SN" if command[0] == "rubber" else "4SA"
        path.write_bytes(f"# Caf\xe9\n{contract} 10\n".encode("latin-1"))
    assert main([*run(command, path, tmp_path), "--encoding", "latin-1"]) == 0


def test_encoding_decides_how_the_bytes_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sete.pbn"
    path.write_bytes(f'[Event "S\xc3\xa8te"]\n[Board "1"]\n[Deal "{DEAL}"]\n'.encode("latin-1"))
    out = tmp_path / "report.html"
    assert main(["html", str(path), "-o", str(out)]) == 0
    assert "Sète" in out.read_text(encoding="utf-8")
    assert main(["html", str(path), "-o", str(out), "--encoding", "latin-1"]) == 0
    assert "SÃ¨te" in out.read_text(encoding="utf-8")


def test_a_sheet_file_in_iso_8859_1_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deals.txt"
    path.write_bytes("# le caf\xe9 du coin\n4SN 10\n".encode("latin-1"))
    assert main(["rubber", str(path)]) == 0
    assert "120" in capsys.readouterr().out


def test_an_unknown_encoding_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["html", str(latin_1_board(tmp_path)), "-o", "x.html", "--encoding", "klingon"]) == 2
    assert "is not a character set Python knows" in capsys.readouterr().err
