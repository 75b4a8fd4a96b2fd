"""The ``trickcards partnership-blackout`` commands: ``score`` one deal, print a ``sheet`` from a file.

A deal is written as North-South's contract, East-West's contract, then the tricks:
four counts by player (N E S W) or two by team (NS EW); a Nil contract needs the
counts by player (P5). A contract is a number 1-12, ``Board`` or ``Nil`` with its
bidder's seat (``NilE``, ``Nil-E`` or ``Nil E``)::

    5 NilW 3 7 3 0        # NS 5, EW Nil by W; N 3, E 7, S 3, W 0 tricks
    Board 4 13 0          # NS Board, EW 4; NS 13 tricks, EW 0

In a sheet file, one deal per line; ``points 95 60`` enters a deal by its two scores;
``first dealer W`` and ``target 150`` may come before the first deal, each at most once. Blank lines and
text after ``#`` are ignored.
"""

from __future__ import annotations

import argparse
from typing import Any

import attrs

from trickcards.cards import ascii_upper
from trickcards.cli import read_text_file
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, Extras, ScoringTable, score
from trickcards.partnership_blackout.sheet import DEFAULT_TARGET, GameSheet
from trickcards.seats import Seat, Side

__all__ = ["parse_deal", "parse_sheet", "register"]


def _number(text: str, what: str) -> int:
    digits = text.strip()
    sign = -1 if digits.startswith("-") else 1
    body = digits[1:] if digits[:1] in "+-" else digits
    # ASCII digits only: str.isdigit also accepts characters int() refuses, such as '²'.
    if not (body.isascii() and body.isdigit()) or len(body) > 6:
        raise ParseError(f"{quote(text)} is not {what}: expected a whole number")
    return sign * int(body)


def _tricks(text: str) -> int:
    value = _number(text, "a number of tricks")
    if text.strip()[:1] in "+-":
        raise ParseError(f"{quote(text)} is not a number of tricks: expected 0-13")
    return value


def _contract(words: list[str], side: Side) -> TeamContract:
    """Take one contract off the front of ``words`` (``Nil E`` is two words)."""
    if not words:
        raise ParseError(f"the contract of {side} is missing: expected 1-12, Board or Nil and a seat")
    text = words.pop(0)
    if ascii_upper(text) == "NIL" and words and ascii_upper(words[0]) in ("N", "E", "S", "W"):
        text = f"{text} {words.pop(0)}"
    return TeamContract.parse(text, side)


def parse_deal(words: list[str]) -> tuple[TeamContract, TeamContract, tuple[int, ...]]:
    """Read a deal from its words: NS contract, EW contract, then two or four trick counts.

    >>> ns, ew, tricks = parse_deal("8 Nil E 5 0 4 4".split())
    >>> str(ns), str(ew), tricks
    ('NS 8', 'EW Nil E', (5, 0, 4, 4))
    """
    rest = list(words)
    ns = _contract(rest, Side.NORTH_SOUTH)
    ew = _contract(rest, Side.EAST_WEST)
    if len(rest) not in (2, 4):
        raise ParseError(
            f"{quote(' '.join(words))} is not a deal: after the two contracts give the tricks by player "
            f"(N E S W) or by team (NS EW), not {len(rest)} numbers"
        )
    return ns, ew, tuple(_tricks(t) for t in rest)


def parse_sheet(text: str, table: ScoringTable = PARTNERSHIP_BLACKOUT, target: int | None = None) -> GameSheet:
    r"""Build a game sheet from the text of a sheet file (see the module docstring).

    ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '...' ...``.

    >>> sheet = parse_sheet("first dealer W\ntarget 150\npoints 95 60\n5 NilW 3 7 3 0\n")
    >>> sheet.totals, sheet.target, sheet.next_dealer
    ((106, 100), 150, <Seat.EAST: 1>)
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not the text of a sheet file")
    if target is not None:
        GameSheet(target=target, table=table)  # a bad target or table is the caller's, not a line's, error
    first, file_target = Seat.NORTH, DEFAULT_TARGET
    given: set[str] = set()
    sheet: GameSheet | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        head = [w.lower() for w in words[:2]]
        try:
            setting = (
                "first dealer"
                if head == ["first", "dealer"] and len(words) == 3
                else "target"
                if head[:1] == ["target"] and len(words) == 2
                else None
            )
            if sheet is None and setting is not None:
                if setting in given:
                    raise ParseError(
                        f"a second {quote(setting)} line: each setting is given once, before the first deal"
                    )
                given.add(setting)
                if setting == "target":
                    file_target = _number(words[1], "a target")
                else:
                    first = Seat.parse(words[2])
                continue
            if sheet is None:
                sheet = GameSheet(first, file_target if target is None else target, table)
            if head[:1] == ["points"]:
                if len(words) != 3:
                    raise ParseError(
                        f"{quote(line)} is not a points line: expected 'points NS EW', e.g. 'points 95 60'"
                    )
                sheet = sheet.record_points(_number(words[1], "a score"), _number(words[2], "a score"))
            else:
                ns, ew, tricks = parse_deal(words)
                sheet = sheet.record(ns, ew, tricks)
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
    if sheet is None:
        sheet = GameSheet(first, file_target if target is None else target, table)
    return sheet


def _table(args: argparse.Namespace) -> ScoringTable:
    return attrs.evolve(
        PARTNERSHIP_BLACKOUT,
        extras=Extras.ALL_TAKEN if args.extras_all_taken else Extras.OVER_CONTRACT,
        number_failed=0 if args.failed_number_zero else PARTNERSHIP_BLACKOUT.number_failed,
    )


def _score(args: argparse.Namespace) -> int:
    ns, ew, tricks = parse_deal([args.ns, args.ew, *args.tricks])
    print(score(ns, ew, tricks, _table(args)).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    target = None if args.target is None else _number(args.target, "a target")
    print(parse_sheet(text, _table(args), target).render())
    return 0


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--extras-all-taken",
        action="store_true",
        help="R4 alternative: a made number scores 10 + 1 per trick taken (default: per trick over)",
    )
    parser.add_argument(
        "--failed-number-zero", action="store_true", help="R5 alternative: a failed number scores 0 (default: -10)"
    )


def register(subparsers: Any) -> None:
    """Add ``partnership-blackout score`` and ``partnership-blackout sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("partnership-blackout", help="Partnership Blackout scoring and game sheets")
    sub = parser.add_subparsers(dest="partnership_blackout_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal for both teams, component by component")
    scorer.add_argument("ns", help="North-South's contract: 1-12, Board or Nil with the seat (NilN)")
    scorer.add_argument("ew", help="East-West's contract: 1-12, Board or Nil with the seat (NilE)")
    scorer.add_argument("tricks", nargs="+", help="tricks by player (N E S W) or by team (NS EW)")
    _options(scorer)
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the game sheet of a file of deals")
    sheet.add_argument("file", help="one deal per line: '5 NilW 3 7 3 0', 'Board 4 13 0' or 'points 95 60'")
    sheet.add_argument("--target", help=f"points to win (default {DEFAULT_TARGET}, or the file's 'target' line)")
    _options(sheet)
    sheet.set_defaults(handler=_sheet)
