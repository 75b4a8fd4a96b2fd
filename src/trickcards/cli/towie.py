"""The ``trickcards towie`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards towie score CONTRACT TRICKS [--vulnerable] [--players N] [--honours declarer:100]``
prints the deal's entries in each player's column; the contract ends with the
declarer's letter (``4SXA``, ``3NTC``), and undertricks go to every other player.

``trickcards towie sheet FILE`` prints the session sheet of a file read by
:meth:`~trickcards.towie.TowieSheet.parse`::

    players 5               # optional settings first
    first dealer A
    4SA 10                  # contract with declarer, declarer's tricks
    pass                    # a deal thrown in after its goulashes
    3NTXB 8 honours defenders 150
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.cli.sheets import Argument, add_score_sheet, outcome_line, print_columns
from trickcards.cli.three_handed import parse_honours
from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.towie.scoring import MAX_PLAYERS, MIN_PLAYERS, contract_text, player_name, score, towie_table
from trickcards.towie.sheet import TowieSheet

__all__ = ["add_towie"]


def _score(args: argparse.Namespace) -> int:
    tricks = inputs.parse_integer(args.tricks, "a number of tricks", low=0, high=13, error=ParseError)
    players = inputs.parse_integer(args.players, "a number of players", low=MIN_PLAYERS, high=MAX_PLAYERS)
    later = inputs.parse_integer(args.vulnerable_doubled_later, "a vulnerable doubled undertrick", low=100, high=1000)
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(
        args.contract,
        tricks,
        args.vulnerable,
        honours,
        players=players,
        table=towie_table(later),
        playable=args.playable,
    )
    return print_columns(
        outcome_line(contract_text(result.contract, result.declarer), result.declarer_tricks, result.made),
        ((player_name(p), result.entries[p], result.components(p)) for p in range(players)),
    )


_OPTIONS: Final = (
    Argument("--vulnerable", "the declarer is vulnerable (he has won a game)", {"action": "store_true"}),
    Argument("--players", "how many take part, 3-7 (default 4)", {"default": "4"}),
    Argument("--honours", "honours held: declarer:100 (declarer or dummy) or defenders:150"),
    Argument(
        "--playable",
        "TO-a: the value that must reach game",
        {"default": "undoubled", "choices": ("undoubled", "doubled")},
    ),
    Argument(
        "--vulnerable-doubled-later", "TO-b: each vulnerable doubled undertrick after the second", {"default": "400"}
    ),
)


def add_towie(parser: argparse.ArgumentParser) -> None:
    """Add ``towie score`` and ``towie sheet`` to the ``trickcards towie`` parser."""
    add_score_sheet(
        parser,
        "towie",
        score=_score,
        score_help="score one deal into every player's column",
        contract_help="the contract ending with its declarer's letter, e.g. 4SXA or 3NTC",
        tricks_help="the tricks declarer won with the dummy",
        score_options=_OPTIONS,
        parse_sheet=TowieSheet.parse,
        sheet_what="a Towie sheet",
        sheet_help="print the session sheet of a file of deals",
        file_help="settings, then one deal per line: CONTRACT TRICKS [honours HOLDER POINTS], or 'pass'",
    )
