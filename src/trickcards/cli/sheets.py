"""The ``NAME score`` and ``NAME sheet`` commands shared by the games kept on a score sheet.

Each game's ``add_<game>`` in :mod:`trickcards.cli` calls :func:`add_score_sheet` with its own
options, its ``score`` handler and its sheet's ``parse``; the handlers print with
:func:`outcome_line`, :func:`print_columns` (one column per player) or
:func:`print_pair` (declarer's side and the other), so every game words its
output alike.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Protocol

from trickcards import inputs
from trickcards.cli import read_text_file
from trickcards.errors import ParseError
from trickcards.inputs import quote

__all__ = ["RenderedSheet", "add_score_sheet", "outcome_line", "parse_tricks", "print_columns", "print_pair"]


class RenderedSheet(Protocol):
    """A score sheet read from a file: all the ``sheet`` command needs of it."""

    def render(self) -> str:
        """The sheet as text."""
        ...  # pragma: no cover - a protocol method has no body


def parse_tricks(text: str, most: int) -> int:
    """Read a number of tricks of one or two ASCII digits; ``most`` only names the range in the message.

    >>> parse_tricks("10", 13)
    10
    >>> parse_tricks("x", 10)
    Traceback (most recent call last):
    trickcards.errors.ParseError: 'x' is not a number of tricks: expected 0-10
    """
    most = inputs.integer(most, "the most tricks", low=0, high=99)
    if not (isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 2):
        raise ParseError(f"{quote(text)} is not a number of tricks: expected 0-{most}")
    return int(text)


def outcome_line(contract: object, tricks: int, made: bool, whose: str = "declarer's") -> str:
    """The first line of a ``score`` command: the contract, the tricks and whether it was made.

    >>> outcome_line("4SA", 9, False)
    "4SA, declarer's tricks 9: defeated"
    """
    return f"{contract}, {whose} tricks {tricks}: {'made' if made else 'defeated'}"


def print_columns(heading: str, columns: Iterable[tuple[str, tuple[int, int], Iterable[tuple[str, int]]]]) -> int:
    """Print ``heading``, then each player's ``(name, (below, above), components)`` on a line; return 0.

    >>> print_columns("4SA, declarer's tricks 10: made", [("A", (120, 0), [("tricks", 120)]), ("B", (0, 0), [])])
    4SA, declarer's tricks 10: made
    A: below 120, above 0 (tricks 120)
    B: below 0, above 0 (nothing)
    0
    """
    print(heading)
    for name, (below, above), components in columns:
        parts = ", ".join(f"{part} {points}" for part, points in components) or "nothing"
        print(f"{name}: below {below}, above {above} ({parts})")
    return 0


def print_pair(
    heading: str,
    sides: tuple[str, str],
    entry: tuple[int, int, int],
    components: Iterable[tuple[str, int]],
) -> int:
    """Print ``heading``, declarer's side's ``(below, above)``, the other's ``above``, then the components; return 0.

    >>> print_pair("2NTA, declarer's tricks 8: made", ("A", "B"), (70, 0, 0), [("tricks", 70)])
    2NTA, declarer's tricks 8: made
    A: below 70, above 0
    B: above 0
      tricks: 70
    0
    """
    below, above, other_above = entry
    print(heading)
    print(f"{sides[0]}: below {below}, above {above}")
    print(f"{sides[1]}: above {other_above}")
    for name, points in components:
        print(f"  {name}: {points}")
    return 0


def add_score_sheet(
    parser: argparse.ArgumentParser,
    name: str,
    *,
    score: Callable[[argparse.Namespace], int],
    score_help: str,
    contract_help: str,
    tricks_help: str,
    score_options: Callable[[argparse.ArgumentParser], None],
    parse_sheet: Callable[[str], RenderedSheet],
    sheet_what: str,
    sheet_help: str,
    file_help: str,
) -> None:
    """Add ``score CONTRACT TRICKS [options]`` and ``sheet FILE`` to the parser of ``trickcards NAME``.

    ``score_options`` adds the options that follow ``TRICKS``; ``sheet`` prints
    ``parse_sheet`` of the file's text rendered, ``sheet_what`` naming the file in errors.
    """
    sub = parser.add_subparsers(dest=f"{name.replace('-', '_')}_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help=score_help)
    scorer.add_argument("contract", help=contract_help)
    scorer.add_argument("tricks", help=tricks_help)
    score_options(scorer)
    scorer.set_defaults(handler=score)

    from trickcards.cli.pictures import add_svg_option, write_pictures  # noqa: PLC0415  (drawn only on request)

    def print_sheet(args: argparse.Namespace) -> int:
        sheet = parse_sheet(read_text_file(args.file, sheet_what))
        print(sheet.render())
        write_pictures(args, sheet)
        return 0

    sheet = sub.add_parser("sheet", help=sheet_help)
    sheet.add_argument("file", help=file_help)
    add_svg_option(sheet)
    sheet.set_defaults(handler=print_sheet)
