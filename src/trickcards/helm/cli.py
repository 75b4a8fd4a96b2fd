"""The ``trickcards helm`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards helm score CONTRACT TRICKS [--vulnerable] [--honours A:40]`` prints the
deal's ``helm`` entries, component by component; the contract ends with the
declarer's letter (``2NTXA``, ``4NullB``) and ``TRICKS`` are declarer's, of 10.

``trickcards helm sheet FILE`` prints the rubber pad of a file read by
:meth:`~trickcards.helm.HelmSheet.parse`::

    first dealer A          # optional
    2NTA 7                  # contract with declarer, declarer's tricks
    pass                    # an auction with no bid: the same dealer deals again
    4SXB 9 honours B 30
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards.cli import read_text_file
from trickcards.errors import ParseError
from trickcards.helm.scoring import HONOURS_POINTS, score, to_contract
from trickcards.helm.sheet import HelmSheet
from trickcards.inputs import quote
from trickcards.two_handed.sheet import contract_text, to_player

__all__ = ["parse_honours", "register"]


def parse_honours(text: str) -> tuple[int, int]:
    """Read ``A:40`` (player A or B, then the points): ``(player, points)``.

    >>> parse_honours("b:30")
    (1, 30)
    """
    player, colon, points = text.strip().partition(":") if isinstance(text, str) else ("", "", "")
    if (
        not colon
        or player.upper() not in ("A", "B")
        or not (points.isascii() and points.isdigit())
        or (int(points[:3]) not in HONOURS_POINTS)
    ):
        raise ParseError(
            f"{quote(text)} is not honours: expected A or B, a colon and 15, 30, 40, 45, 60 or 75 ('A:40')"
        )
    return (to_player(player), int(points))


def _score(args: argparse.Namespace) -> int:
    tricks = args.tricks
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-10")
    contract = to_contract(args.contract)
    if contract.declarer is None:
        raise ParseError(f"{quote(args.contract)} names no declarer: end it with A or B ('2NTXA')")
    declarer = int(contract.declarer)
    honours = 0
    if args.honours is not None:
        holder, points = parse_honours(args.honours)
        honours = points if holder == declarer else -points
    result = score(contract, int(tricks), args.vulnerable, honours)
    mine, other = "AB"[declarer], "AB"[1 - declarer]
    print(f"{contract_text(contract)}, declarer's tricks {result.tricks}: {'made' if result.made else 'defeated'}")
    print(f"{mine}: below {result.below}, above {result.above}")
    print(f"{other}: above {result.opponent_above}")
    for name, points in result.components():
        print(f"  {name}: {points}")
    return 0


def _sheet(args: argparse.Namespace) -> int:
    print(HelmSheet.parse(read_text_file(args.file, "a Helm sheet")).render())
    return 0


def register(subparsers: Any) -> None:
    """Add ``helm score`` and ``helm sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("helm", help="Helm, the 32-card two-player slam game: scores and sheets")
    sub = parser.add_subparsers(dest="helm_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal (the helm table of bridge variants §4)")
    scorer.add_argument("contract", help="the contract ending with its declarer A or B, e.g. 2NTXA or 4NullB")
    scorer.add_argument("tricks", help="the tricks declarer won, of 10")
    scorer.add_argument("--vulnerable", action="store_true", help="the declarer has won a game")
    scorer.add_argument("--honours", help="honours held: the holder and the points, e.g. A:40")
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the rubber pad of a file of deals")
    sheet.add_argument("file", help="one deal per line: CONTRACT TRICKS [honours A|B POINTS], or 'pass'")
    sheet.set_defaults(handler=_sheet)
