"""The ``trickcards bridgette`` commands: ``score`` one contract, print a ``sheet`` from a file.

The sheet file has one deal per line: the declarer (``A`` or ``B``), the contract and
the declarer's tricks (``A 3NTX 9``), or ``cancelled`` for a deal both players passed.
Blank lines and text after ``#`` are ignored. ``first dealer B`` as the first line
names the first dealer (A by default).
"""

from __future__ import annotations

import argparse
from typing import Any

import attrs

from trickcards.bridgette.player import Player
from trickcards.bridgette.scoring import BRIDGETTE, BridgetteTable, score
from trickcards.bridgette.sheet import BridgetteScoreSheet
from trickcards.cli import read_text_file
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote

__all__ = ["parse_sheet", "register"]


def _table(args: argparse.Namespace) -> BridgetteTable:
    return attrs.evolve(
        BRIDGETTE,
        value_by_tricks=args.value_by_tricks,
        three_over=not args.no_three_over,
        multiply_double_bonus=not args.bonus_after_multiplier,
    )


def _tricks(text: str) -> int:
    digits = text.strip()
    # ASCII digits only: str.isdigit also accepts characters int() refuses, such as '²'.
    if not (digits.isascii() and digits.isdigit()):
        raise ParseError(f"{quote(text)} is not a number of tricks: expected 0-13")
    return int(digits)


def parse_sheet(text: str, table: BridgetteTable = BRIDGETTE) -> BridgetteScoreSheet:
    r"""Build a score sheet from the text of a sheet file (see the module docstring).

    Errors name the line: ``line 3: 'A 9NT 9' ...``.

    >>> print(parse_sheet("first dealer B\nA 3NTX 9\ncancelled\n").totals)
    (2800, 0)
    """
    sheet: BridgetteScoreSheet | None = None
    first = Player.A
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            words = line.split()
            if sheet is None and [w.lower() for w in words[:2]] == ["first", "dealer"] and len(words) == 3:
                first = Player.parse(words[2])
                sheet = BridgetteScoreSheet(first, table)
                continue
            if sheet is None:
                sheet = BridgetteScoreSheet(first, table)
            if line.lower() in ("cancelled", "canceled", "passed out"):
                sheet = sheet.record_cancelled()
            elif len(words) == 3:
                sheet = sheet.record(Player.parse(words[0]), words[1], _tricks(words[2]))
            else:
                raise ParseError(f"{quote(line)} is not a deal: expected 'declarer contract tricks' or 'cancelled'")
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
    return sheet if sheet is not None else BridgetteScoreSheet(first, table)


def _score(args: argparse.Namespace) -> int:
    print(score(args.contract, _tricks(args.tricks), _table(args)).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    print(parse_sheet(text, _table(args)).render())
    return 0


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--value-by-tricks", action="store_true", help="R10-B: value the contract by the tricks taken, not the bid"
    )
    parser.add_argument("--no-three-over", action="store_true", help="R11 off: no 350 bonus for exactly three over")
    parser.add_argument(
        "--bonus-after-multiplier", action="store_true", help="R12-B: add the 400/1000 bonus after multiplying"
    )


def register(subparsers: Any) -> None:
    """Add ``bridgette score`` and ``bridgette sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("bridgette", help="Bridgette scoring and score sheets")
    sub = parser.add_subparsers(dest="bridgette_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one Bridgette deal, component by component")
    scorer.add_argument("contract", help="the contract, e.g. 3NTX, 0NT, 4SXX")
    scorer.add_argument("tricks", help="tricks taken by the declarer, 0-13")
    _options(scorer)
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the score sheet of a file of deals")
    sheet.add_argument("file", help="one deal per line: 'A 3NTX 9' or 'cancelled'")
    _options(sheet)
    sheet.set_defaults(handler=_sheet)
