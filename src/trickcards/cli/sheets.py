"""The ``NAME score`` and ``NAME sheet`` commands shared by the games kept on a score sheet.

A game's commands are a table: each :class:`Subcommand` names its help, its handler and
its :class:`Argument` rows (a :class:`OneOf` for options that exclude each other), and
:func:`add_subcommands` adds them under ``trickcards NAME``. The bridge-like games, whose
``score`` takes ``CONTRACT TRICKS`` and whose ``sheet`` prints a rendered sheet file,
build both rows with :func:`add_score_sheet` from their own options, their ``score``
handler and their sheet's ``parse``; the handlers print with :func:`outcome_line`,
:func:`print_columns` (one column per player) or :func:`print_pair` (declarer's side and
the other), so every game words its output alike.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from attrs import field, frozen

from trickcards.cli import read_text_file
from trickcards.cli.files import ENCODING_HELP, encoding_name
from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr

__all__ = [
    "Argument",
    "OneOf",
    "RenderedSheet",
    "Subcommand",
    "add_score_sheet",
    "add_subcommands",
    "outcome_line",
    "parse_tricks",
    "picture_options",
    "print_columns",
    "print_pair",
]


def _pairs(keywords: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(dict(keywords).items())


@frozen
class Argument:
    r"""One row of a command's table: an argument's name or flag, its help, any further ``add_argument`` keywords.

    >>> parser = argparse.ArgumentParser(prog="x")
    >>> Argument("--six", "the value of Six", {"metavar": "VALUE"}).add(parser)
    >>> parser.format_usage()
    'usage: x [-h] [--six VALUE]\n'
    """

    __repr__ = brief_repr

    name: str
    """The argument's name (``contract``) or flag (``--target``)."""
    help: str
    keywords: tuple[tuple[str, Any], ...] = field(converter=_pairs, factory=dict)
    """``(name, value)`` for ``action``, ``metavar``, ``choices``, ``nargs``, ``default`` ... as ``argparse`` takes them."""

    def add(self, parser: argparse.ArgumentParser | argparse._MutuallyExclusiveGroup) -> None:
        """Add the argument to ``parser`` (or to a group of it)."""
        parser.add_argument(self.name, help=self.help, **dict(self.keywords))


@frozen
class OneOf:
    """Options of which a command takes at most one (exactly one when ``required``)."""

    __repr__ = brief_repr

    arguments: tuple[Argument, ...]
    required: bool = False

    def add(self, parser: argparse.ArgumentParser) -> None:
        """Add the options to ``parser`` as a mutually exclusive group."""
        group = parser.add_mutually_exclusive_group(required=self.required)
        for argument in self.arguments:
            argument.add(group)


@frozen
class Subcommand:
    """One row of a game's command table: ``trickcards GAME NAME``, its one-line help, its arguments, its handler."""

    __repr__ = brief_repr

    name: str
    help: str
    arguments: tuple[Argument | OneOf, ...]
    handler: Callable[[argparse.Namespace], int]


def add_subcommands(parser: argparse.ArgumentParser, game: str, table: Sequence[Subcommand]) -> None:
    """Add the subcommands of ``table`` to the parser of ``trickcards GAME``, in order; one of them is required."""
    sub = parser.add_subparsers(dest=f"{game.replace('-', '_')}_command", required=True, metavar="COMMAND")
    for command in table:
        child = sub.add_parser(command.name, help=command.help)
        for argument in command.arguments:
            argument.add(child)
        child.set_defaults(handler=command.handler)


def picture_options(what: str = "the score sheet") -> tuple[Argument, Argument]:
    """``--svg FILE`` and ``--html FILE``: they also write ``what`` as a picture to FILE."""
    return (
        Argument("--svg", f"also write {what} as an SVG picture to FILE", {"metavar": "FILE"}),
        Argument("--html", f"also write {what} as an HTML page to FILE", {"metavar": "FILE"}),
    )


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
    trickcards.core.errors.ParseError: 'x' is not a number of tricks: expected 0-10
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
    score_options: Sequence[Argument | OneOf],
    parse_sheet: Callable[[str], RenderedSheet],
    sheet_what: str,
    sheet_help: str,
    file_help: str,
) -> None:
    """Add ``score CONTRACT TRICKS [options]`` and ``sheet FILE`` to the parser of ``trickcards NAME``.

    ``score_options`` follow ``TRICKS``; ``sheet`` prints ``parse_sheet`` of the file's
    text rendered, ``sheet_what`` naming the file in errors, and takes :func:`picture_options`.
    """

    def print_sheet(args: argparse.Namespace) -> int:
        from trickcards.cli.pictures import write_pictures  # noqa: PLC0415  (drawn only on request)

        sheet = parse_sheet(read_text_file(args.file, sheet_what, args.encoding))
        print(sheet.render())
        write_pictures(args, sheet)
        return 0

    contract, tricks = Argument("contract", contract_help), Argument("tricks", tricks_help)
    add_subcommands(
        parser,
        name,
        (
            Subcommand("score", score_help, (contract, tricks, *score_options), score),
            Subcommand(
                "sheet",
                sheet_help,
                (
                    Argument("file", file_help),
                    *picture_options(),
                    Argument("--encoding", ENCODING_HELP, {"type": encoding_name, "default": None}),
                ),
                print_sheet,
            ),
        ),
    )
