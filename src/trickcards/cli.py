"""The ``trickcards`` command.

Each game family contributes its own subcommands: a module listed in
:data:`COMMAND_MODULES` exposes ``register(subparsers)``, which adds parsers whose
``handler`` default is called with the parsed arguments and returns an exit status.
Bad input is reported on one line and exits with status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from trickcards import PACKS, __version__
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote
from trickcards.variants import VARIANTS

__all__ = ["COMMAND_MODULES", "main", "read_text_file"]

COMMAND_MODULES: Final[tuple[str, ...]] = (
    "trickcards.bridge.cli",
    "trickcards.bridgette.cli",
    "trickcards.brandeln.cli",
    "trickcards.partnership_blackout.cli",
    "trickcards.blackout.cli",
    "trickcards.records_cli",
    "trickcards.play_cli",
)
"""Modules whose ``register(subparsers)`` adds game subcommands."""


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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(prog="trickcards", description="Rules and scoring for trick-taking card games.")
    parser.add_argument("--version", action="version", version=f"trickcards {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub.add_parser("games", help="list the known games").set_defaults(handler=_games)
    sub.add_parser("decks", help="list the named packs").set_defaults(handler=_decks)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


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
        print(f"trickcards: error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"trickcards: error: {error}", file=sys.stderr)
        return 2
    return status


if __name__ == "__main__":
    sys.exit(main())
