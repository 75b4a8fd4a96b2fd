"""The ``trickcards cut-throat`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards cut-throat score CONTRACT TRICKS --dummy S --accepted`` prints the deal's
entries in each player's column; the contract ends with the declarer's seat
(``4SXN``). ``--refused`` for a dummy who refused, ``--vulnerable`` and
``--dummy-vulnerable`` for the vulnerabilities, ``--part-score`` for declarer's
trick points toward the current game, ``--honours E:100`` and ``--penalty W`` for an
opener who lacked the requirement.

``trickcards cut-throat sheet FILE`` prints the four-column sheet of a file read by
:meth:`~trickcards.cutthroat.CutthroatSheet.parse`::

    first dealer N                      # optional
    4SN 10 S accepted                   # contract with declarer, tricks, dummy, answer
    3NTXE 7 W refused honours N 150 penalty E
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards import inputs
from trickcards.cli import read_text_file
from trickcards.cutthroat.scoring import score
from trickcards.cutthroat.sheet import CutthroatSheet
from trickcards.errors import ParseError
from trickcards.inputs import quote
from trickcards.seats import Seat

__all__ = ["parse_honours", "register"]


def parse_honours(text: str) -> tuple[Seat, int]:
    """Read ``E:100`` or ``N:150``: the holder's seat and the honours.

    >>> parse_honours("e:100")
    (<Seat.EAST: 1>, 100)
    """
    holder, colon, points = text.strip().partition(":") if isinstance(text, str) else ("", "", "")
    if not colon or points not in ("100", "150"):
        raise ParseError(f"{quote(text)} is not honours: expected the holder's seat and 100 or 150, as in E:100")
    return (inputs.seat(holder, "an honours holder"), int(points))


def _score(args: argparse.Namespace) -> int:
    tricks = inputs.parse_integer(args.tricks, "a number of tricks", low=0, high=13)
    part = inputs.parse_integer(args.part_score, "a part-score", low=0, high=99)
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(
        args.contract,
        tricks,
        args.vulnerable,
        dummy=args.dummy,
        accepted=args.accepted,
        dummy_vulnerable=args.dummy_vulnerable,
        part_score=part,
        honours=honours,
        penalised=args.penalty,
    )
    outcome = "made" if result.made else "defeated"
    answer = "accepted" if result.accepted else "refused"
    print(f"{result.contract}, declarer's tricks {result.tricks}: {outcome}; dummy {result.dummy} {answer}")
    for player in Seat:
        parts = ", ".join(f"{name} {points}" for name, points in result.components(player)) or "nothing"
        below, above = result.entries[player]
        print(f"{player}: below {below}, above {above} ({parts})")
    return 0


def _sheet(args: argparse.Namespace) -> int:
    print(CutthroatSheet.parse(read_text_file(args.file, "a cut-throat sheet")).render())
    return 0


def register(subparsers: Any) -> None:
    """Add ``cut-throat score`` and ``cut-throat sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("cut-throat", help="the partner-choosing game for four: scores and sheets")
    sub = parser.add_subparsers(dest="cutthroat_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal into the four columns")
    scorer.add_argument("contract", help="the contract ending with its declarer's seat, e.g. 4SXN")
    scorer.add_argument("tricks", help="the tricks declarer won")
    scorer.add_argument("--dummy", required=True, help="the partner declarer named: N, E, S or W")
    answer = scorer.add_mutually_exclusive_group(required=True)
    answer.add_argument("--accepted", action="store_true", help="the partner accepted")
    answer.add_argument("--refused", action="store_false", dest="accepted", help="the partner refused")
    scorer.add_argument("--vulnerable", action="store_true", help="the declarer is vulnerable")
    scorer.add_argument("--dummy-vulnerable", action="store_true", help="the dummy is vulnerable")
    scorer.add_argument("--part-score", default="0", help="declarer's trick points toward the current game")
    scorer.add_argument("--honours", help="honours held: the holder's seat and 100 or 150, as in E:100")
    scorer.add_argument("--penalty", help="the opener who had neither 13 points nor 3 quick tricks")
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the four-column sheet of a file of deals")
    sheet.add_argument(
        "file", help="one deal per line: CONTRACT TRICKS DUMMY accepted|refused [honours H P] [penalty O]"
    )
    sheet.set_defaults(handler=_sheet)
