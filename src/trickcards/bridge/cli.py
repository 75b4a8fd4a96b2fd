"""The bridge scoring commands: ``trickcards score`` and ``trickcards rubber``.

``trickcards score 4SXN 8 --vulnerable --table rubber`` prints one deal's score with
its components. ``trickcards rubber FILE`` reads a file of deals and prints the score
pad. A deal file has one deal per line::

    # comments run to the end of the line
    2HS 9                 contract (with declarer) and tricks won by declarer's side
    4SN = honours=NS:100  '=', '+1', '-2' count tricks from the contract
    pass                  a passed-out deal
    finish                stop an unfinished rubber here (Law 80 bonuses)

Before the first deal, settings lines may name the sheet's settings (``text()`` of a
sheet writes them): ``first dealer E``, ``table rubber-classic``, ``rubbers 2`` (a rubber
sheet), ``chukkers 1`` and ``other side vulnerable on deals 2 and 3`` (a Chicago sheet).

>>> sheet = read_deals(["2SN 8", "pass", "3NTS +1  # a game"], "example")
>>> sheet.games, sheet.totals
((<Side.NORTH_SOUTH: 'NS'>,), (190, 0))
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final

from attrs import evolve

from trickcards import inputs
from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import Honours, Score, score
from trickcards.bridge.sheets import ChicagoScoreSheet, RubberScoreSheet
from trickcards.bridge.tables import RUBBER_MODERN, TABLES, ScoringFormat, ScoringTable, find_table
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.scoring import BRIDGETTE
from trickcards.bridgette.scoring import score as bridgette_score
from trickcards.cli import read_text_file
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import parse_integer, quote
from trickcards.inputs import text as text_of
from trickcards.pictures.cli import add_svg_option, write_pictures
from trickcards.seats import Seat

__all__ = ["TRICKS", "format_score", "parse_tricks", "read_deals", "register"]

TRICKS = 13
"""The tricks of a deal, in bridge and in Bridgette."""

_TABLE_NAMES = tuple(t.name for t in TABLES)
_SHEET_TABLES = tuple(t.name for t in TABLES if t.name != "duplicate")


def parse_tricks(text: str, contract: Contract | BridgetteContract) -> int:
    """Tricks won, as a number (``10``) or relative to the contract (``=``, ``+1``, ``-2``).

    >>> parse_tricks("-2", Contract.parse("4S")), parse_tricks("=", Contract.parse("3NT"))
    (8, 9)

    Refusals repeat what was written:

    >>> parse_tricks("+4", Contract.parse("4SN"))
    Traceback (most recent call last):
    ...
    trickcards.errors.ParseError: '+4' gives 14 tricks in '4SN': declarer's side wins 0 to 13 tricks
    """
    if not isinstance(contract, Contract | BridgetteContract):
        raise TrickcardsError(f"{quote(contract)} is not a contract: expected a Contract or a BridgetteContract")
    needed = contract.tricks_needed
    body = text_of(text, "a number of tricks")
    if body == "=":
        return needed
    try:
        # At most two digits are read: a 5,000-digit argument is refused before int() sees it.
        number = parse_integer(body, "a number of tricks", digits=2)
    except ParseError:
        raise ParseError(f"{quote(text)} is not a number of tricks: write 0-13, '=', '+1' or '-2'") from None
    if body[:1] in ("+", "-"):
        tricks = needed + number
        if not 0 <= tricks <= TRICKS:
            raise ParseError(
                f"{quote(text)} gives {tricks} tricks in {quote(str(contract))}: declarer's side wins 0 to 13 tricks"
            )
        return tricks
    if number <= TRICKS:
        return number
    raise ParseError(f"{quote(text)} is not a number of tricks: write 0-13, '=', '+1' or '-2'")


def _read_line(tokens: list[str]) -> tuple[Contract, int, Honours | None]:
    honours: Honours | None = None
    rest = []
    for token in tokens:
        key, equals, value = token.partition("=")
        if equals and key.lower() == "honours":
            honours = Honours.parse(value)
        elif equals and key:
            raise ParseError(f"{quote(token)} is not an option: the only option is honours=NS:100")
        else:
            rest.append(token)
    if len(rest) < 2:
        raise ParseError("expected a contract with declarer and the tricks won, e.g. '4SN 10'")
    contract = Contract.parse(" ".join(rest[:-1]))
    return contract, parse_tricks(rest[-1], contract), honours


_SETTINGS: Final = ("first dealer ", "table ", "rubbers ", "chukkers ", "other side vulnerable on deals 2 and 3")


def _settings(lines: list[str], source: str) -> tuple[dict[str, str], int]:
    """The settings lines before the first deal, by name, and the number of lines they take."""
    settings: dict[str, str] = {}
    for number, line in enumerate(lines):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        key = next((k for k in _SETTINGS if text.lower().startswith(k)), None)
        if key is None:
            return settings, number
        if key in settings:
            raise ParseError(f"{source}, line {number + 1}: {quote(text)}: each setting is given once")
        settings[key] = text[len(key) :].strip()
    return settings, len(lines)


def read_deals(
    lines: Iterable[str],
    source: str = "<deals>",
    table: ScoringTable | None = None,
    first_dealer: Seat = Seat.NORTH,
    dealer_vulnerable_on_2_3: bool = True,
) -> RubberScoreSheet | ChicagoScoreSheet:
    """A score sheet with the deals of ``lines`` recorded (the file format above).

    A Chicago table gives a :class:`ChicagoScoreSheet`, any other table a
    :class:`RubberScoreSheet` (default :data:`~trickcards.bridge.tables.RUBBER_MODERN`).
    Errors name ``source`` and the line.

    >>> read_deals(["4SN =", "4SN 14"], "deals.txt")
    Traceback (most recent call last):
    ...
    trickcards.errors.ParseError: deals.txt, line 2: '4SN 14': '14' is not a number of tricks: write 0-13, '=', '+1' or '-2'
    """
    lines = inputs.sequence(lines, lambda line: inputs.instance(line, str, "a line of text"), "lines of deals")
    if table is not None:
        table = inputs.instance(table, ScoringTable, "a scoring table")
    settings, skipped = _settings(list(lines), source)
    try:
        if "first dealer " in settings:
            first_dealer = Seat.parse(settings["first dealer "])
        if "table " in settings:
            table = find_table(settings["table "])
        counts = {
            key: inputs.parse_integer(settings[key], "a number", low=1)
            for key in ("rubbers ", "chukkers ")
            if key in settings
        }
    except TrickcardsError as error:
        raise ParseError(f"{source}: a settings line: {error}") from None
    if _SETTINGS[-1] in settings:
        dealer_vulnerable_on_2_3 = False
    sheet: RubberScoreSheet | ChicagoScoreSheet
    if table is not None and table.format is not ScoringFormat.RUBBER:
        sheet = ChicagoScoreSheet(
            table,
            first_dealer=first_dealer,
            dealer_vulnerable_on_2_3=dealer_vulnerable_on_2_3,
            planned=counts.get("chukkers "),
        )
    else:
        sheet = RubberScoreSheet(table or RUBBER_MODERN, first_dealer, rubbers=counts.get("rubbers ", 1))
    for number, line in enumerate(lines, 1):
        if number <= skipped:
            continue
        try:
            text = inputs.text(line.split("#", 1)[0], "a deal line", error=ParseError) if line.strip() else ""
        except ParseError as error:
            raise ParseError(f"{source}, line {number}: {error}") from None
        if not text:
            continue
        try:
            word = text.lower()
            if word == "pass":
                sheet = sheet.record(None)
            elif word == "finish":
                if not isinstance(sheet, RubberScoreSheet):
                    raise ParseError("'finish' ends a rubber; a Chicago sheet has no unfinished-rubber bonus")
                sheet = sheet.finish()
            else:
                sheet = sheet.record(*_read_line(text.split()))
        except TrickcardsError as error:
            raise ParseError(f"{source}, line {number}: {quote(text)}: {error}") from None
    return sheet


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
    text = read_text_file(path)
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


def register(subparsers: Any) -> None:
    """Add the ``score`` and ``rubber`` subcommands.

    >>> parser = argparse.ArgumentParser(prog="trickcards")
    >>> register(parser.add_subparsers())
    >>> parser.parse_args(["score", "4SXN", "8", "--vulnerable"]).vulnerable
    True
    """
    p = subparsers.add_parser("score", help="score one bridge deal, component by component")
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

    r = subparsers.add_parser("rubber", help="score a file of deals and print the score pad")
    r.add_argument("file", help="deal file: one 'CONTRACT TRICKS [honours=NS:100]' per line, 'pass', 'finish'")
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
