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
from typing import Final

from trickcards.bridge.two_player_sheet import contract_text
from trickcards.cli.sheets import Argument, add_score_sheet, outcome_line, parse_tricks, print_pair
from trickcards.core.errors import ParseError
from trickcards.core.inputs import quote
from trickcards.helm.scoring import player_honours as parse_honours
from trickcards.helm.scoring import score, to_contract
from trickcards.helm.sheet import HelmSheet

__all__ = ["add_helm", "parse_honours"]


def _score(args: argparse.Namespace) -> int:
    tricks = parse_tricks(args.tricks, 10)
    contract = to_contract(args.contract)
    if contract.declarer is None:
        raise ParseError(f"{quote(args.contract)} names no declarer: end it with A or B ('2NTXA')")
    declarer = int(contract.declarer)
    honours = 0
    if args.honours is not None:
        holder, points = parse_honours(args.honours)
        honours = points if holder == declarer else -points
    result = score(contract, tricks, args.vulnerable, honours)
    return print_pair(
        outcome_line(contract_text(contract), result.declarer_tricks, result.made),
        ("AB"[declarer], "AB"[1 - declarer]),
        (result.below, result.above, result.opponent_above),
        result.components(),
    )


_OPTIONS: Final = (
    Argument("--vulnerable", "the declarer has won a game", {"action": "store_true"}),
    Argument("--honours", "honours held: the holder and the points, e.g. A:40"),
)


def add_helm(parser: argparse.ArgumentParser) -> None:
    """Add ``helm score`` and ``helm sheet`` to the ``trickcards helm`` parser."""
    add_score_sheet(
        parser,
        "helm",
        score=_score,
        score_help="score one deal (the helm table of bridge variants §4)",
        contract_help="the contract ending with its declarer A or B, e.g. 2NTXA or 4NullB",
        tricks_help="the tricks declarer won, of 10",
        score_options=_OPTIONS,
        parse_sheet=HelmSheet.parse,
        sheet_what="a Helm sheet",
        sheet_help="print the rubber pad of a file of deals",
        file_help="one deal per line: CONTRACT TRICKS [honours A|B POINTS], or 'pass'",
    )
