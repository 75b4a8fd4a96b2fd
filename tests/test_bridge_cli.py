"""The bridge scoring commands: ``trickcards score`` and ``trickcards rubber``."""

from pathlib import Path

import pytest

from trickcards import ParseError, Seat, Side
from trickcards.bridge import CHICAGO, ChicagoScoreSheet, Contract, RubberScoreSheet
from trickcards.bridge.sheet_text import parse_tricks, read_deals
from trickcards.cli import COMMAND_MODULES, main

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rubber.txt"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_bridge_commands_are_registered() -> None:
    assert "trickcards.cli.bridge" in COMMAND_MODULES


def test_score_duplicate_with_components(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "2HXN", "8")
    assert status == 0
    assert "trick points         120" in out
    assert "game bonus           300" in out
    assert "total                470" in out


def test_score_vulnerable_defeated(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "4SXN", "8", "--vulnerable")
    assert status == 0
    assert "undertricks         -500" in out
    assert "vulnerable (duplicate)" in out


def test_score_rubber_shows_the_lines(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "4SN", "+1", "--table", "rubber", "--honours", "NS:100")
    assert status == 0
    assert "declarer's side: 120 below the line, 130 above" in out
    assert "honours" in out


def test_score_classic_and_chicago_tables(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "score", "3NTX", "5", "--table", "rubber-classic")
    assert "700 above the line" in out
    _, out, _ = run(capsys, "score", "4S", "=", "--table", "chicago")
    assert "depend on the sheet" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "4SXN", "14"], "'14' is not a number of tricks"),
        (["score", "8SN", "10"], "'8SN' is not a contract"),
        (["score", "4SN", "ten"], "'ten' is not a number of tricks"),
        (["score", "4SN", "10", "--honours", "NS:100"], "scores no honours"),
        (["score", "4SN", "10", "--table", "rubber", "--honours", "NS:150x"], "not an honours score"),
    ],
)
def test_score_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.startswith("trickcards: error: ")
    assert message in err
    assert err.count("\n") == 1


def test_rubber_example_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rubber", str(EXAMPLE))
    assert status == 0
    assert "We |" in out
    assert "rubber complete" in out
    total = next(line for line in out.splitlines() if line.startswith("total"))
    assert total.split() == ["total", "1680", "|", "260"]


def test_the_example_rubber_is_realistic() -> None:
    sheet = read_deals(EXAMPLE.read_text(encoding="utf-8").splitlines(), "rubber.txt")
    assert isinstance(sheet, RubberScoreSheet)
    assert sheet.is_over
    assert set(sheet.games) == {Side.NORTH_SOUTH, Side.EAST_WEST}
    assert any(d.honours is not None for d in sheet.deals)
    assert any(d.contract is not None and d.contract.doubling for d in sheet.deals)
    assert any(d.is_passed_out for d in sheet.deals)


def test_rubber_chicago_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = tmp_path / "chicago.txt"
    deals.write_text("2SN 8\n3NTE 9\n1NTS 7\n2DW 8\n", encoding="utf-8")
    status, out, _ = run(capsys, "rubber", str(deals), "--table", "chicago")
    assert status == 0
    assert "1 chukker complete" in out
    sheet = read_deals(deals.read_text(encoding="utf-8").splitlines(), table=CHICAGO, first_dealer=Seat.EAST)
    assert isinstance(sheet, ChicagoScoreSheet)


def test_rubber_finish_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = tmp_path / "short.txt"
    deals.write_text("4SN 10\n2HS 8\nfinish\n", encoding="utf-8")
    status, out, _ = run(capsys, "rubber", str(deals), "--table", "rubber-classic")
    assert status == 0
    assert "rubber stopped (Law 80)" in out
    assert next(line for line in out.splitlines() if line.startswith("total")).split()[1] == str(120 + 60 + 300 + 50)


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("4SN 10\n4SN 14\n", 2, "'14' is not a number of tricks"),
        ("# c\n\n4S 10\n", 3, "names no declarer"),
        ("4SN\n", 1, "expected a contract"),
        ("4SN 10 colour=red\n", 1, "is not an option"),
        ("4SN 10\n4SN 10\n1CN 7\n", 3, "Law 74"),
        ("1CN 7\nfinish\n1CN 7\n", 3, "Law 80"),
        ("4SN 10 honours=NS:120\n", 1, "Law 81"),
        ("xyzzy 3\n", 1, "'xyzzy' is not a contract"),
    ],
)
def test_rubber_bad_line_names_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: int, message: str
) -> None:
    deals = tmp_path / "bad.txt"
    deals.write_text(text, encoding="utf-8")
    status, out, err = run(capsys, "rubber", str(deals))
    assert status == 2
    assert out == ""
    assert f"bad.txt, line {line}: " in err
    assert message in err
    assert err.count("\n") == 1


def test_rubber_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "rubber", str(tmp_path / "absent.txt"))
    assert status == 2
    assert "absent.txt" in err


def test_finish_is_refused_on_a_chicago_sheet() -> None:
    with pytest.raises(ParseError, match="line 2"):
        read_deals(["1CN 7", "finish"], table=CHICAGO)


def test_parse_tricks_forms() -> None:
    contract = Contract.parse("4S")
    assert [parse_tricks(t, contract) for t in ("=", "+3", "-10", "7")] == [10, 13, 0, 7]
    with pytest.raises(ParseError):
        parse_tricks("+", contract)


def test_score_game_bridgette_prints_the_bridgette_components(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "bridgette", "3NTX", "9"]) == 0
    out = capsys.readouterr().out
    assert "declarer         2800" in out
    assert main(["score", "--game", "bridgette", "0NT", "="]) == 0
    assert "0NT, 6 tricks: made exactly" in capsys.readouterr().out


@pytest.mark.parametrize("option", [["--vulnerable"], ["--honours", "NS:100"], ["--table", "rubber"]])
def test_score_game_bridgette_refuses_bridge_only_options(
    option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["score", "--game", "bridgette", "3NT", "9", *option]) == 2
    assert "not part of Bridgette scoring" in capsys.readouterr().err
