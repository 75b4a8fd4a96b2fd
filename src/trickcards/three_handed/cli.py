"""The ``trickcards three-handed`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards three-handed score CONTRACT TRICKS [--vulnerable] [--honours declarer:100]``
prints the deal's entries in each player's column; the contract ends with the
declarer's letter (``4SXA``, ``2NullB``).

``trickcards three-handed sheet FILE`` prints the three-column sheet of a file read by
:meth:`~trickcards.three_handed.ThreeHandedSheet.parse`::

    first dealer A          # optional
    4SA 10                  # contract with declarer, declarer's tricks
    pass                    # a deal thrown in
    3NullXB 4 honours defenders 100
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards.cli import read_text_file
from trickcards.errors import ParseError
from trickcards.inputs import quote
from trickcards.three_handed.scoring import PLAYERS, HonoursHolder, contract_text, player_name, score
from trickcards.three_handed.sheet import ThreeHandedSheet

__all__ = ["parse_honours", "register"]


def parse_honours(text: str) -> tuple[HonoursHolder, int]:
    """Read ``declarer:100`` or ``defenders:150``.

    >>> parse_honours("defenders:100")
    (<HonoursHolder.DEFENDERS: 'defenders'>, 100)
    """
    holder, colon, points = text.strip().lower().partition(":") if isinstance(text, str) else ("", "", "")
    if not colon or holder not in ("declarer", "defenders") or points not in ("100", "150"):
        raise ParseError(
            f"{quote(text)} is not honours: expected declarer:100, declarer:150, defenders:100 or defenders:150"
        )
    return (HonoursHolder(holder), int(points))


def _score(args: argparse.Namespace) -> int:
    tricks = args.tricks
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-13")
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(args.contract, int(tricks), args.vulnerable, honours)
    outcome = "made" if result.made else "defeated"
    print(f"{contract_text(result.contract)}, declarer's tricks {result.tricks}: {outcome}")
    for player in range(PLAYERS):
        parts = ", ".join(f"{name} {points}" for name, points in result.components(player)) or "nothing"
        below, above = result.entries[player]
        print(f"{player_name(player)}: below {below}, above {above} ({parts})")
    return 0


def _sheet(args: argparse.Namespace) -> int:
    print(ThreeHandedSheet.parse(read_text_file(args.file, "a three-handed sheet")).render())
    return 0


def register(subparsers: Any) -> None:
    """Add ``three-handed score`` and ``three-handed sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("three-handed", help="three-handed bridge with Null bids: scores and sheets")
    sub = parser.add_subparsers(dest="three_handed_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal into the three columns")
    scorer.add_argument("contract", help="the contract ending with its declarer A, B or C, e.g. 4SXA or 2NullB")
    scorer.add_argument("tricks", help="the tricks declarer won with the booby")
    scorer.add_argument("--vulnerable", action="store_true", help="the declarer is vulnerable")
    scorer.add_argument("--honours", help="honours held: declarer:100 (declarer or booby) or defenders:150")
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the three-column sheet of a file of deals")
    sheet.add_argument("file", help="one deal per line: CONTRACT TRICKS [honours HOLDER POINTS], or 'pass'")
    sheet.set_defaults(handler=_sheet)
