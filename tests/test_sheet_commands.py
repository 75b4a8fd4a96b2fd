"""The games' ``score`` and ``sheet`` commands, each a table of rows: options, help and output pinned.

The help of every game's two commands is kept in ``tests/golden/sheet_commands_help.txt``
and compared with runs of whitespace read as one space, so a terminal's width or a Python
version's wrapping changes nothing. To rewrite it after a deliberate change:
``TRICKCARDS_REDRAW_GOLDEN=1 python -m pytest tests/test_sheet_commands.py``.
"""

from __future__ import annotations

import argparse
import importlib
import os
from pathlib import Path

import pytest

from trickcards.cli import COMMANDS, main
from trickcards.cli.sheets import Argument, OneOf, Subcommand, add_subcommands

GOLDEN = Path(__file__).parent / "golden" / "sheet_commands_help.txt"

#: Every game whose commands are ``score`` and ``sheet``, as ``trickcards GAME``.
GAMES = (
    "bridgette",
    "brandeln",
    "partnership-blackout",
    "blackout",
    "three-handed",
    "two-handed",
    "two-player-null",
    "helm",
    "trio",
    "cut-throat",
    "towie",
    "chinese-bridge",
)


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main([*argv, "--help"]) == 0
    return capsys.readouterr().out


def _blocks(text: str) -> dict[str, str]:
    """The golden file's help texts by command, whitespace runs read as one space."""
    blocks: dict[str, str] = {}
    for block in text.split("\n== ")[1:]:
        name, _, body = block.partition("\n")
        blocks[name] = " ".join(body.split())
    return blocks


def test_every_games_commands_print_the_help_they_always_did(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    helps = {f"{game} {command}": _help(capsys, game, command) for game in GAMES for command in ("score", "sheet")}
    if os.environ.get("TRICKCARDS_REDRAW_GOLDEN"):
        GOLDEN.write_text("".join(f"\n== {name}\n{text}" for name, text in helps.items()), encoding="utf-8")
    golden = _blocks(GOLDEN.read_text(encoding="utf-8"))
    assert list(golden) == list(helps)
    for name, text in helps.items():
        assert " ".join(text.split()) == golden[name], name


@pytest.mark.parametrize(
    ("argv", "out"),
    [
        (
            ["partnership-blackout", "score", "5", "NilW", "3", "7", "3", "0"],
            "NS 5, 6 tricks: made, 1 over   10 + 1 = +11\nEW Nil W, W won 0: Nil made    40 + 0 = +40\n",
        ),
        (
            ["partnership-blackout", "score", "8", "NilW", "3", "3", "3", "4", "--failed-number-zero"],
            "NS 8, 6 tricks: short by 2                0 + 0 = +0\n"
            "EW Nil W, W won 4: Nil failed: W won 4  -10 + 0 = -10\n",
        ),
        (["blackout", "score", "2", "2"], "bid 2, won 2: made   10 + 2 + 0 = +12\n"),
        (
            ["blackout", "score", "2", "1", "--method", "2", "--preset", "seed10"],
            "bid 2, won 1: short by 1   0 + 0 - 10 = -10\n",
        ),
        (
            ["brandeln", "score", "Six", "6", "--six", "4", "--classic"],
            "Six, 6 tricks (brandeln-classic): made\n  needed          6\n  value           4\n"
            "  declarer      +12\n  each opponent  -4\n",
        ),
    ],
)
def test_score_commands_print_one_deal(capsys: pytest.CaptureFixture[str], argv: list[str], out: str) -> None:
    assert main(argv) == 0
    assert capsys.readouterr().out == out


def test_sheet_commands_read_their_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deals = tmp_path / "deals.txt"
    deals.write_text("5 NilW 3 7 3 0\nBoard 4 13 0\n", encoding="utf-8")
    assert main(["partnership-blackout", "sheet", str(deals), "--target", "300"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Next dealer S; target 300"
    assert main(["partnership-blackout", "sheet", str(deals), "--extras-all-taken"]) == 0
    assert "  +16  " in capsys.readouterr().out
    deals.write_text("target 10\n1 Six 6\nlottery 3 2 2 0\n", encoding="utf-8")
    assert main(["brandeln", "sheet", str(deals), "--target", "20", "--six", "4"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "Target 20: next dealer P2"
    assert "Six by P1                      6  made         0     4" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["brandeln"],
        ["brandeln", "score", "Six"],
        ["partnership-blackout", "score", "5", "NilW"],
        ["blackout", "score", "1", "1", "--method", "3"],
        ["blackout", "sheet", "f", "--settle", "everyone"],
        ["cut-throat", "score", "4SN", "10", "--dummy", "S", "--accepted", "--refused"],
    ],
)
def test_usage_errors_are_one_line_with_status_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"trickcards {argv[0]}")


def test_a_table_of_rows_builds_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="trickcards game")
    table = (
        Subcommand("score", "score one deal", (Argument("tricks", "the tricks", {"nargs": "+"}),), lambda a: 0),
        Subcommand(
            "sheet",
            "print a sheet",
            (Argument("file", "the file"), OneOf((Argument("--a", "a"), Argument("--b", "b")), required=True)),
            lambda a: 1,
        ),
    )
    add_subcommands(parser, "the-game", table)
    args = parser.parse_args(["score", "3", "4"])
    assert (args.the_game_command, args.tricks, args.handler(args)) == ("score", ["3", "4"], 0)
    args = parser.parse_args(["sheet", "f", "--b", "x"])
    assert (args.file, args.a, args.b, args.handler(args)) == ("f", None, "x", 1)
    with pytest.raises(SystemExit):
        parser.parse_args(["sheet", "f"])  # one of --a and --b is required
    capsys.readouterr()


def test_the_table_games_name_their_commands_as_data() -> None:
    for game in ("brandeln", "partnership-blackout", "blackout", "bridgette"):
        command = next(c for c in COMMANDS if c.name == game)
        table = importlib.import_module(command.module_name).COMMANDS
        assert [row.name for row in table] == ["score", "sheet"]
        assert all(isinstance(row, Subcommand) for row in table)
