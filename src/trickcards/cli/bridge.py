"""The bridge scoring commands: ``trickcards score`` and ``trickcards rubber``.

``trickcards score 4SXN 8 --vulnerable --table rubber`` prints one deal's score with
its components. ``trickcards rubber FILE`` reads a file of deals (the format of
:mod:`trickcards.bridge.sheet_text`) and prints the score pad.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from attrs import evolve

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import Honours, Score, score
from trickcards.bridge.sheet_text import parse_tricks, read_deals
from trickcards.bridge.tables import TABLES, ScoringFormat, ScoringTable, find_table
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.scoring import BRIDGETTE
from trickcards.bridgette.scoring import score as bridgette_score
from trickcards.cli import read_text_file
from trickcards.cli.files import add_encoding
from trickcards.cli.pictures import add_svg_option, write_pictures
from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.seats import Seat

__all__ = ["add_rubber", "add_score", "format_score"]

_TABLE_NAMES = tuple(t.name for t in TABLES)
_SHEET_TABLES = tuple(t.name for t in TABLES if t.name != "duplicate")


def format_score(result: Score, table: ScoringTable) -> str:
    """One deal's score as text: the components, then the net for declarer's side.

    >>> print(format_score(score(Contract.parse("2HX"), 8), find_table("duplicate")))
    2HX, 8 tricks, not vulnerable (duplicate)
      trick points         120
      insult                50
      game bonus           300
      total                470 for declarer's side
    """
    result = inputs.instance(result, Score, "a deal's score")
    table = inputs.instance(table, ScoringTable, "a scoring table")
    vulnerable = "vulnerable" if result.vulnerable else "not vulnerable"
    lines = [f"{result.contract}, {result.declarer_tricks} tricks, {vulnerable} ({table.name})"]
    lines += [f"  {name:<16}{points:>8}" for name, points in result.components()]
    if table.format is not ScoringFormat.DUPLICATE:
        lines.append(f"  declarer's side: {result.below} below the line, {result.above} above")
        lines.append(f"  defenders:       {result.defenders_above} above the line")
        if table.format is ScoringFormat.CHICAGO:
            lines.append("  (game and deal-4 bonuses depend on the sheet: see 'trickcards rubber')")
        else:
            lines.append("  (game and rubber bonuses depend on the sheet: see 'trickcards rubber')")
    lines.append(f"  {'total':<16}{result.total:>8} for declarer's side")
    return "\n".join(lines)


def _score(args: argparse.Namespace) -> int:
    if args.game == "bridgette":
        return _score_bridgette(args)
    table = find_table(args.table)
    contract = Contract.parse(args.contract)
    tricks = parse_tricks(args.tricks, contract)
    honours = None if args.honours is None else Honours.parse(args.honours)
    print(format_score(score(contract, tricks, args.vulnerable, table, honours), table))
    return 0


def _score_bridgette(args: argparse.Namespace) -> int:
    # Bridgette has no vulnerability, honours or choice of bridge table: refuse them
    # rather than silently ignore them.
    for given, option in (
        (args.vulnerable, "--vulnerable"),
        (args.honours, "--honours"),
        (args.table != "duplicate", "--table"),
    ):
        if given:
            raise ParseError(f"{option} is not part of Bridgette scoring (see 'trickcards bridgette score --help')")
    contract = BridgetteContract.parse(args.contract)
    print(bridgette_score(contract, parse_tricks(args.tricks, contract), BRIDGETTE).explain())
    return 0


def _rubber(args: argparse.Namespace) -> int:
    table = find_table(args.table)
    if args.no_honours and table.honours:
        table = evolve(table, name=f"{table.name}-no-honours", title=f"{table.title}, without honours", honours=False)
    path = Path(args.file)
    first_dealer = Seat.parse(args.dealer)
    text = read_text_file(path, encoding=args.encoding)
    sheet = read_deals(
        text.splitlines(),
        str(path),
        table,
        first_dealer=first_dealer,
        dealer_vulnerable_on_2_3=not args.non_dealer_vulnerable,
    )
    print(table.title)
    print()
    print(sheet.render())
    write_pictures(args, sheet)
    return 0


def add_score(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards score``.

    >>> parser = argparse.ArgumentParser(prog="trickcards score")
    >>> add_score(parser)
    >>> parser.parse_args(["4SXN", "8", "--vulnerable"]).vulnerable
    True
    """
    p = parser
    p.add_argument("contract", help="contract such as 4SXN, 3NT or 6HXXS")
    p.add_argument("tricks", help="tricks won by declarer's side (0-13), or '=', '+1', '-2'")
    p.add_argument("--vulnerable", action="store_true", help="declarer's side is vulnerable")
    p.add_argument("--table", default="duplicate", choices=_TABLE_NAMES, help="scoring table (default duplicate)")
    p.add_argument("--honours", metavar="SIDE:POINTS", help="honours held, e.g. NS:100 (rubber and Chicago)")
    p.add_argument(
        "--game",
        default="bridge",
        choices=("bridge", "bridgette"),
        help="bridge (default) or bridgette (the Bridgette table with its default options)",
    )
    p.set_defaults(handler=_score)


def add_rubber(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards rubber``."""
    r = parser
    r.add_argument("file", help="deal file: one 'CONTRACT TRICKS [honours=NS:100]' per line, 'pass', 'finish'")
    add_encoding(r)
    r.add_argument("--table", default="rubber", choices=_SHEET_TABLES, help="scoring table (default rubber)")
    r.add_argument("--dealer", default="N", help="first dealer (default N)")
    r.add_argument(
        "--non-dealer-vulnerable", action="store_true", help="Chicago: the non-dealing side is vulnerable on deals 2-3"
    )
    add_svg_option(r)
    r.add_argument(
        "--no-honours",
        action="store_true",
        help="score no honours, as many clubs play Chicago (a deal with honours= is then refused)",
    )
    r.set_defaults(handler=_rubber)
