"""The ``trickcards`` command.

Each game family contributes its own subcommands: a module listed in
:data:`COMMAND_MODULES` exposes ``register(subparsers)``, which adds parsers whose
``handler`` default is called with the parsed arguments and returns an exit status.
Bad input is reported on one line and exits with status 2.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final, NoReturn

from trickcards import PACKS, __version__
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote
from trickcards.variants import VARIANTS

__all__ = ["COMMAND_MODULES", "main", "read_text_file"]

COMMAND_MODULES: Final[tuple[str, ...]] = (
    "trickcards.cli.bridge",
    "trickcards.cli.dealer",
    "trickcards.cli.bridgette",
    "trickcards.cli.brandeln",
    "trickcards.cli.partnership_blackout",
    "trickcards.cli.blackout",
    "trickcards.cli.three_handed",
    "trickcards.cli.two_handed",
    "trickcards.cli.two_player_null",
    "trickcards.cli.helm",
    "trickcards.cli.trio",
    "trickcards.cli.cutthroat",
    "trickcards.cli.towie",
    "trickcards.cli.chinese_bridge",
    "trickcards.cli.records",
    "trickcards.cli.play",
    "trickcards.cli.pictures",
)
"""Modules whose ``register(subparsers)`` adds game subcommands."""

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


def read_text_file(path: str | Path, what: str = "a text file of deals") -> str:
    """The text of a UTF-8 file named on the command line; any other bytes are bad input.

    A missing file raises :class:`OSError`, which :func:`main` reports like bad input.
    """
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ParseError(f"{quote(str(path))} is not {what}: it is not UTF-8 text ({error.reason})") from None


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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = _Parser(prog="trickcards", description="Rules and scoring for trick-taking card games.")
    parser.add_argument("--version", action="version", version=f"trickcards {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub.add_parser("games", help="list the known games").set_defaults(handler=_games)
    sub.add_parser("decks", help="list the named packs").set_defaults(handler=_decks)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


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
        args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
