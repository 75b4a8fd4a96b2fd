"""The ``trickcards`` command: every command-line module of the package lives here.

The command tree is written once, in :data:`COMMANDS`: each :class:`Command` names a
module of this package and its one-line help. The module's ``add_<name>(parser)`` adds
the command's options and sets its ``handler``, which is called with the parsed
arguments and returns an exit status. A module is imported only when its command runs,
so ``trickcards --help`` loads no game. Bad input is reported on one line and exits
with status 2. No game, record or picture module imports this package.

The commands (``trickcards COMMAND --help`` shows each one's options):

"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, NoReturn

from attrs import frozen

from trickcards import PACKS, __version__
from trickcards.core.errors import TrickcardsError
from trickcards.core.reprs import brief_repr
from trickcards.protocol.registry import VARIANTS

__all__ = [
    "COMMANDS",
    "COMMAND_MODULES",
    "Command",
    "build_parser",
    "command_tree",
    "main",
    "read_text_file",
]


@frozen
class Command:
    """One ``trickcards`` command: its name, the module of :mod:`trickcards.cli` that adds it, its one-line help."""

    __repr__ = brief_repr

    name: str
    module: str
    help: str

    @property
    def module_name(self) -> str:
        """The full name of the command's module: ``bridge`` is :mod:`trickcards.cli.bridge`."""
        return f"{__name__}.{self.module}" if self.module else __name__

    @property
    def setup(self) -> str:
        """The name of the module's function that adds the command's options: ``add_cut_throat``."""
        return "add_" + self.name.replace("-", "_")


COMMANDS: Final[tuple[Command, ...]] = (
    Command("games", "", "list the known games"),
    Command("decks", "", "list the named packs"),
    Command("score", "bridge", "score one bridge deal, component by component"),
    Command("rubber", "bridge", "score a file of deals and print the score pad"),
    Command("deal", "dealer", "deal random boards that satisfy constraints (PBN, diagrams or HTML)"),
    Command(
        "simulate",
        "dealer",
        "how often a contract makes double-dummy on deals satisfying constraints (needs the dds extra)",
    ),
    Command(
        "analyse", "dealer", "write a PBN file back with double-dummy tables and par filled in (needs the dds extra)"
    ),
    Command("bridgette", "bridgette", "Bridgette scoring and score sheets"),
    Command("brandeln", "brandeln", "Brandeln scoring and score sheets"),
    Command("partnership-blackout", "partnership_blackout", "Partnership Blackout scoring and game sheets"),
    Command("blackout", "blackout", "Blackout (Oh Hell) scoring and game sheets"),
    Command("three-handed", "three_handed", "three-handed bridge with Null bids: scores and sheets"),
    Command("two-handed", "two_handed", "two-handed bridge with dummies: scores and sheets"),
    Command("two-player-null", "two_player_null", "two-player Null: scores and sheets"),
    Command("helm", "helm", "Helm, the 32-card two-player slam game: scores and sheets"),
    Command("trio", "trio", "Trio (N-S against East with the dummy West): scores and sheets"),
    Command("cut-throat", "cutthroat", "the partner-choosing game for four: scores and sheets"),
    Command("towie", "towie", "Towie: scores and session sheets"),
    Command("chinese-bridge", "chinese_bridge", "Chinese bridge: scores and sheets"),
    Command("pbn", "records", "read a PBN file, replay every game and check its scores"),
    Command("lin", "records", "read a LIN (online play format) file, replay every game and check its scores"),
    Command(
        "validate",
        "records",
        "check every board of PBN and LIN files (or directories of them): one line per bad board",
    ),
    Command("play", "play", "play one random legal deal of any game and print its transcript"),
    Command("replay", "play", "check a transcript of a deal and print its points"),
    Command(
        "diagram",
        "pictures",
        "draw a deal, or a board of a PBN or LIN file, as a hand diagram (text, and SVG with --svg)",
    ),
    Command("html", "pictures", "write a static HTML report of every board of a PBN or LIN file"),
    Command(
        "event",
        "events",
        "score a duplicate tournament (pairs, individual, IMPs, Butler, teams) from its file or folder",
    ),
)
"""Every ``trickcards`` command, in the order ``trickcards --help`` lists them."""

COMMAND_MODULES: Final[tuple[str, ...]] = tuple(
    dict.fromkeys(c.module_name for c in COMMANDS if c.module_name != __name__)
)
"""The modules of this package that add commands, in the order of :data:`COMMANDS`."""

# Possessive runs (``*+``) never backtrack, so a match costs one pass over the text.
_ROLE: Final = re.compile(r":[a-z]++:`~?+([^`<]*+)(?:<[^>]*+>)?+`")
"""A reST role such as ``:func:`~trickcards.records.pbn.read_pbn``` or ``:ref:`text <target>```."""
_LINE_PREFIX: Final = re.compile(r"^line [0-9]++:")


def plain_text(text: str) -> str:
    """Docstring text as a terminal shows it: reST markup (````code````, ``:role:`name```) removed.

    >>> plain_text("replay under :func:`~trickcards.records.pbn.read_pbn`, where ``[Score]`` is given")
    'replay under read_pbn, where [Score] is given'
    """
    text = _ROLE.sub(lambda m: m.group(1).rstrip().rpartition(".")[2], text)
    return text.replace("``", "")


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``count`` and the noun, in the plural unless one: ``1 game``, ``3 games``, ``0 games``.

    >>> plural(1, "game"), plural(2, "problem"), plural(0, "deal"), plural(2, "body", "bodies")
    ('1 game', '2 problems', '0 deals', '2 bodies')
    """
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def read_text_file(path: str | Path, what: str = "a text file of deals", encoding: str | None = None) -> str:
    """The text of a file named on the command line, UTF-8 or ISO 8859-1 (or ``encoding``), as the records are read.

    A directory, a file that cannot be read, an empty file and a binary file are each
    refused with one :class:`~trickcards.core.errors.ParseError` naming the whole path
    (:func:`trickcards.cli.files.read_input_text`), which :func:`main` reports with exit status 2.
    """
    from trickcards.cli.files import read_input_text  # noqa: PLC0415  (the readers load only for a file)

    return read_input_text(path, what, encoding)


def add_games(parser: argparse.ArgumentParser) -> None:
    """``trickcards games`` takes no options."""
    parser.set_defaults(handler=_games)


def add_decks(parser: argparse.ArgumentParser) -> None:
    """``trickcards decks`` takes no options."""
    parser.set_defaults(handler=_decks)


def _games(args: argparse.Namespace) -> int:
    width = max(len(v.name) for v in VARIANTS)
    for v in VARIANTS:
        players = "/".join(str(n) for n in v.players)
        status = "implemented" if v.game else "specified"
        print(f"{v.name:<{width}}  {v.title:<40} players {players:<13} pack {v.deck:<9} {status}")
    return 0


def _decks(args: argparse.Namespace) -> int:
    for name, deck in PACKS.items():
        print(f"{name:<9} {len(deck):>2} cards: {deck}")
    return 0


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line, like every other refusal."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {_one_line(message)} (see {self.prog} --help)\n")


def _one_line(message: str, limit: int = 400) -> str:
    """``message`` on one line and at most ``limit`` characters, with its size when cut."""
    line = message.replace("\r", "\\r").replace("\n", "\\n")
    return line if len(line) <= limit else f"{line[:limit]}... ({len(line)} characters)"


class _Commands(argparse._SubParsersAction):  # type: ignore[type-arg]  # argparse's own class, subclassed
    """The subcommands, each set up by its module only when it runs, so listing them loads no game."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        if isinstance(values, Sequence) and values:
            _set_up(self._name_parser_map.get(str(values[0])))
        super().__call__(parser, namespace, values, option_string)


_BY_NAME: Final = {command.name: command for command in COMMANDS}
_SET_UP: Final[weakref.WeakSet[argparse.ArgumentParser]] = weakref.WeakSet()
"""The command parsers whose options have been added."""


def _set_up(parser: argparse.ArgumentParser | None) -> None:
    """Add a command's options by its module's ``add_<name>``, once."""
    if parser is None or parser in _SET_UP:
        return
    _SET_UP.add(parser)
    command = _BY_NAME[parser.prog.rpartition(" ")[2]]
    getattr(importlib.import_module(command.module_name), command.setup)(parser)


def build_parser(*, every: bool = False) -> argparse.ArgumentParser:
    """The argument parser of :data:`COMMANDS`; ``every=True`` sets each command up now, not when it runs."""
    parser = _Parser(prog="trickcards", description="Rules and scoring for trick-taking card games.")
    parser.add_argument("--version", action="version", version=f"trickcards {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", action=_Commands)
    for command in COMMANDS:
        child = sub.add_parser(command.name, help=command.help)
        if every:
            _set_up(child)
    return parser


def command_tree(*, every: bool = False) -> str:
    """The commands and their one-line help as a tree; ``every=True`` adds each group's subcommands.

    >>> print(command_tree().splitlines()[2])
    score                 score one bridge deal, component by component
    """
    parser = build_parser(every=every)
    lines = []
    for command in COMMANDS:
        lines.append(f"{command.name:<22}{command.help}")
        if every:
            lines += [f"  {name:<20}{text}" for name, text in _subcommands(_child(parser, command.name))]
    return "\n".join(lines)


def _child(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    """The parser of the subcommand ``name`` of ``parser``."""
    for action in parser._actions:  # argparse keeps its subparsers only here
        if isinstance(action, argparse._SubParsersAction):
            child: argparse.ArgumentParser = action.choices[name]
            return child
    raise KeyError(name)


def _subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, str]]:
    """The subcommands of ``parser`` with their help, in order (none for a command without them)."""
    return [
        (choice.dest, choice.help or "")
        for action in parser._actions  # argparse keeps its subparsers only here
        if isinstance(action, argparse._SubParsersAction)
        for choice in action._get_subactions()
    ]


def _with_file(message: str, file: object) -> str:
    """A refusal that names a line of the file given on the command line names the file too.

    >>> _with_file("line 3: 'A 9NT 9': ...", "game.txt")
    "game.txt, line 3: 'A 9NT 9': ..."
    >>> _with_file("game.txt, line 3: ...", "game.txt"), _with_file("line 3: ...", None)
    ('game.txt, line 3: ...', 'line 3: ...')
    """
    if isinstance(file, str) and _LINE_PREFIX.match(message):
        return f"{file}, {message}"
    return message


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 for bad input)."""
    parser = build_parser()
    try:
        args, extras = parser.parse_known_args(argv)
        if extras:
            # Refused by the command's own parser, so the message names the command
            # (argparse's parse_args reports them from the top: "trickcards: error").
            _child(parser, args.command).error(f"unrecognized arguments: {' '.join(extras)}")
    except SystemExit as done:  # --help, --version and usage errors (status 2)
        return done.code if isinstance(done.code, int) else 2
    try:
        status: int = args.handler(args)
    except TrickcardsError as error:
        print(f"trickcards: error: {_one_line(_with_file(str(error), getattr(args, 'file', None)))}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"trickcards: error: {_one_line(str(error))}", file=sys.stderr)
        return 2
    return status


__doc__ = (__doc__ or "") + "::\n\n" + "\n".join(f"    {c.name:<22}{c.help}" for c in COMMANDS) + "\n"

if __name__ == "__main__":
    sys.exit(main())
