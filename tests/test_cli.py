"""The top-level command: game and pack listings, exit statuses."""

import importlib
import pkgutil
from pathlib import Path

import pytest

import trickcards.cli
from trickcards import PACKS
from trickcards.cli import COMMANDS, command_tree, main
from trickcards.protocol.registry import VARIANTS, UnknownVariantError, find_variant


def test_games_lists_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for variant in VARIANTS:
        assert variant.name in out
    assert "implemented" in out


def test_decks_lists_every_pack(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decks"]) == 0
    out = capsys.readouterr().out
    for name, deck in PACKS.items():
        assert f"{name}" in out
        assert f"{len(deck)} cards" in out


def test_usage_errors_and_help_return_a_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no-such-command"]) == 2
    assert main(["--help"]) == 0
    assert main([]) == 2
    capsys.readouterr()


def test_find_variant_by_alias() -> None:
    assert find_variant("Oh Hell").name == "blackout"
    assert find_variant("rubber_bridge").name == "rubber"
    with pytest.raises(UnknownVariantError, match="'tarot' is not a known game"):
        find_variant("tarot")


# --- the command tree -------------------------------------------------------------------------

CLI_MODULES = {info.name for info in pkgutil.iter_modules(trickcards.cli.__path__)}
HELPERS = {"sheets", "match", "files"}  # shared by several commands; they add none of their own


def test_every_module_of_the_package_adds_a_command_or_serves_them() -> None:
    named = {command.module for command in COMMANDS if command.module}
    assert named | HELPERS == CLI_MODULES
    assert not named & HELPERS


def test_the_tree_names_each_command_once_with_its_setup() -> None:
    names = [command.name for command in COMMANDS]
    assert len(names) == len(set(names))
    for command in COMMANDS:
        module = importlib.import_module(command.module_name)
        assert callable(getattr(module, command.setup)), command
        assert command.help
        assert "\n" not in command.help


def test_help_lists_the_tree_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    listed = [
        line.split()[0] for line in capsys.readouterr().out.splitlines() if line[:4] == "    " and line[4:5].isalpha()
    ]
    assert listed == [command.name for command in COMMANDS]


def test_every_command_and_subcommand_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    group: list[str] = []
    for line in command_tree(every=True).splitlines():
        name = line.split()[0]
        if not line.startswith(" "):
            group = [name]
        argv = [*group, name, "--help"] if line.startswith(" ") else [name, "--help"]
        assert main(argv) == 0, argv
    capsys.readouterr()


def test_the_docstring_shows_the_tree() -> None:
    doc = trickcards.cli.__doc__ or ""
    for command in COMMANDS:
        assert f"    {command.name:<22}{command.help}\n" in doc


def test_the_command_line_page_shows_the_whole_tree() -> None:
    # Regenerate the block from trickcards.cli.command_tree(every=True) when a command changes.
    page = (Path(__file__).resolve().parents[1] / "docs" / "guide" / "command-line.md").read_text(encoding="utf-8")
    assert f"```text\n{command_tree(every=True)}\n```" in page


@pytest.mark.parametrize("command", ["diagram", "deal", "games", "validate"])
def test_an_argument_a_command_does_not_take_is_refused_naming_the_command(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    given = {"diagram": [deal], "validate": ["x.pbn"]}.get(command, [])
    assert main([command, *given, "--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"trickcards {command}: error: unrecognized arguments: --no-such-option")
    assert err.count("\n") == 1
