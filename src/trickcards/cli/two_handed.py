"""The ``trickcards two-handed`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards two-handed score CONTRACT TRICKS [--vulnerable] [--honours A:100]`` prints
the deal's ``rubber_modern`` entry, component by component; the contract ends with the
declarer's letter (``4SA``, ``3NTXB``), the honours name the player who scores them.
``trickcards two-handed sheet FILE`` prints the rubber pad of a file read by
:meth:`~trickcards.two_handed.TwoPlayerSheet.parse` (one deal per line, ``4SA 10``,
``4SA 10 A:100`` or ``pass``).
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import Final

from trickcards.bridge.scoring import score
from trickcards.bridge.tables import RUBBER_MODERN
from trickcards.bridge.two_player_sheet import TwoPlayerSheet, contract_text, parse_contract, parse_honours
from trickcards.cli.sheets import Argument, add_score_sheet, outcome_line, parse_tricks, print_pair

__all__ = ["add_two_handed", "add_two_player"]


def _score(args: argparse.Namespace) -> int:
    tricks = parse_tricks(args.tricks, 13)
    contract = parse_contract(args.contract)
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(contract, tricks, args.vulnerable, RUBBER_MODERN, honours)
    return print_pair(
        outcome_line(contract_text(contract), args.tricks, result.made),
        ("A", "B") if contract_text(contract).endswith("A") else ("B", "A"),
        (result.below, result.above, result.defenders_above),
        result.components(),
    )


_OPTIONS: Final = (
    Argument("--vulnerable", "the declarer is vulnerable", {"action": "store_true"}),
    Argument("--honours", "the honours of the deal: the player who scores them and the points, e.g. A:100"),
)


def add_two_handed(parser: argparse.ArgumentParser) -> None:
    """Add ``two-handed score`` and ``two-handed sheet`` to the ``trickcards two-handed`` parser."""
    add_two_player(parser, "two-handed")


def add_two_player(parser: argparse.ArgumentParser, name: str, passed_deal: str = "next_dealer") -> None:
    """Add ``NAME score`` and ``NAME sheet`` for a two-player rubber game (two-handed bridge, two-player Null).

    ``passed_deal`` says who deals after a ``pass`` line of a sheet file (see
    :class:`~trickcards.two_handed.TwoPlayerSheet`): two-player Null gives ``"same_dealer"``.
    """
    add_score_sheet(
        parser,
        name,
        score=_score,
        score_help="score one deal (rubber_modern; Null as bridge variants §0)",
        contract_help="the contract ending with its declarer A or B, e.g. 4SA or 3NTXB",
        tricks_help="the tricks declarer won (with his dummy, if he has one)",
        score_options=_OPTIONS,
        parse_sheet=partial(TwoPlayerSheet.parse, passed_deal=passed_deal),
        sheet_what="a two-player rubber sheet",
        sheet_help="print the rubber pad of a file of deals",
        file_help="one deal per line: CONTRACT TRICKS [HONOURS] (4SA 10, 4SA 10 A:100), or 'pass'",
    )
