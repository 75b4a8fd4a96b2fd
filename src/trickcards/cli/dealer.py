"""The dealing and analysis commands: ``trickcards deal``, ``trickcards simulate``, ``trickcards analyse``.

``trickcards deal --n 20 "hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5"``
prints 20 boards as PBN (``--format diagram`` or ``html`` for pictures); with ``--dd`` each
board has its ``[OptimumResultTable]``, ``[ParContract]`` and ``[OptimumScore]`` from DDS,
computed in ``--jobs`` processes (read back by :func:`trickcards.records.dd_file.read_dd_tables`).
``trickcards simulate CONSTRAINTS --contract 4S --by S --n 1000`` deals, solves each
deal double-dummy and prints how often the contract makes, its mean score and, with
``--versus 3NT --versus-by N``, the mean IMPs against another contract.
``trickcards analyse FILE.pbn --dd`` writes the file back with ``[OptimumScore]``,
``[ParContract]`` and ``[OptimumResultTable]`` filled from DDS (PBN 2.1, 4.2 and 5.7).
"""

from __future__ import annotations

import argparse
import html
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from attrs import evolve

from trickcards.bridge.contract import Contract
from trickcards.bridge.dds import DDTable, Par, dd_tables, par_of_table
from trickcards.bridge.dealer import Board, boards, deals
from trickcards.bridge.simulation import compare_contracts, contract_stats
from trickcards.cli.files import add_encoding, add_lenient, lenient_status, read_records, report_problems
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.pbn import Game, Tag, pbn_tags, write_pbn

__all__ = ["add_analyse", "add_deal", "add_simulate", "analysed", "board_games"]

_STRAINS_ROW = ("NT", "S", "H", "D", "C")
_RESULT_TABLE = "Declarer;Denomination\\2R;Result\\2R"
_DD_TAGS = ("OptimumScore", "ParContract", "OptimumResultTable")


def board_games(dealt: Iterable[Board]) -> list[Game]:
    """PBN games of dealt boards: ``[Board]``, ``[Dealer]``, ``[Vulnerable]`` and ``[Deal]``."""
    games = []
    for board in dealt:
        tags = {
            "Board": str(board.number),
            "Dealer": board.dealer.letter,
            "Vulnerable": str(board.vulnerability),
            "Deal": board.deal.pbn(board.dealer),
        }
        games.append(Game(tags=tags, line=1, deal=board.deal, dealer=board.dealer, written=pbn_tags(tags)))
    return games


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 100_000_000:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a count (1 to 100,000,000)")
    return int(text)


def _html(dealt: Sequence[Board]) -> str:
    from trickcards.pictures.svg import deal_svg  # noqa: PLC0415  # pictures only for --format html

    figures = "\n".join(
        f"<figure>{deal_svg(b.deal, board=b.number, dealer=b.dealer, vulnerability=b.vulnerability)}"
        f"<figcaption>{html.escape(str(b.deal))}</figcaption></figure>"
        for b in dealt
    )
    return f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Deals</title></head><body>\n{figures}\n</body></html>'


def _deal(args: argparse.Namespace) -> int:
    predeal: dict[str, str] | None = None
    for item in args.predeal or ():
        seat, equals, hand = item.partition("=")
        if not equals:
            raise TrickcardsError(f"{quote(item)} is not a predeal: write SEAT=HAND, such as N=AKQ2.K52.J43.A76")
        predeal = {**(predeal or {}), seat: hand}
    if args.dd and args.format != "pbn":
        raise TrickcardsError(f"--dd writes the tables into PBN: it cannot go with --format {args.format}")
    dealt = list(
        boards(
            args.n,
            seed=args.seed,
            accept=" ".join(args.constraints),
            predeal=predeal,
            dealer=args.dealer,
            vulnerability=args.vulnerable,
            first=args.first,
            jobs=args.jobs,
        )
    )
    if args.format == "pbn":
        games = board_games(dealt)
        if args.dd:
            tables = dd_tables([board.deal for board in dealt], jobs=args.jobs)
            games = [
                analysed(game, table, par_of_table(table, board.vulnerability, board.dealer))
                for game, board, table in zip(games, dealt, tables, strict=True)
            ]
        print(write_pbn(games), end="")
    elif args.format == "html":
        print(_html(dealt))
    else:
        from trickcards.pictures.text import deal_diagram  # noqa: PLC0415  # pictures only for this format

        print(
            "\n\n".join(
                deal_diagram(b.deal, board=b.number, dealer=b.dealer, vulnerability=b.vulnerability) for b in dealt
            )
        )
    return 0


def _simulate(args: argparse.Namespace) -> int:
    contract = Contract.parse(f"{args.contract}{args.by}")
    stream = list(deals(args.n, seed=args.seed, accept=" ".join(args.constraints), jobs=args.jobs))
    tables = list(dd_tables(stream, jobs=args.jobs))
    print(contract_stats(tables, contract, vulnerable=args.vulnerable))
    if args.versus:
        other = Contract.parse(f"{args.versus}{args.versus_by or args.by}")
        swing = compare_contracts(tables, contract, other, vulnerable=args.vulnerable)
        print(f"IMPs for {contract} against {other}: {swing}")
    return 0


def _result_rows(table: DDTable) -> tuple[tuple[str, ...], ...]:
    return tuple((seat.letter, strain, str(table[strain, seat])) for seat in Seat for strain in _STRAINS_ROW)


def analysed(game: Game, table: DDTable, result: Par) -> Game:
    """``game`` with ``[OptimumScore]``, ``[ParContract]`` and ``[OptimumResultTable]`` set (replacing old values)."""
    added = (
        Tag("OptimumScore", result.pbn_score),
        Tag("ParContract", result.pbn_contract),
        Tag("OptimumResultTable", _RESULT_TABLE, ((), *_result_rows(table))),
    )
    written = tuple(tag for tag in game.written if tag.name not in _DD_TAGS) + added
    tags = {name: value for name, value in game.tags.items() if name not in _DD_TAGS}
    tags.update((tag.name, tag.value) for tag in added)
    return evolve(game, tags=tags, written=written)


def _analyse(args: argparse.Namespace) -> int:
    games = read_records(args.file, lenient=args.lenient, encoding=args.encoding, what="a PBN file", lin=False)
    problems = report_problems(games, sys.stderr)
    if not args.dd:
        print(write_pbn(games), end="")
        return lenient_status(problems)
    with_deals = [g for g in games if g.deal is not None]
    tables = iter(dd_tables([g.deal for g in with_deals if g.deal is not None], jobs=args.jobs))
    out = []
    for game in games:
        if game.deal is None:
            out.append(game)
            continue
        table = next(tables)
        vulnerability = game.vulnerability or _none()
        out.append(analysed(game, table, par_of_table(table, vulnerability, game.dealer or Seat.NORTH)))
    print(write_pbn(out), end="")
    return lenient_status(problems)


def _none() -> Any:
    from trickcards.bridge.deal import Vulnerability  # noqa: PLC0415

    return Vulnerability.NONE


_LANGUAGE = "constraints such as 'hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5'"


def add_deal(deal: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards deal``."""
    deal.description = f"Deal random boards satisfying {_LANGUAGE}; every such deal is equally likely."
    deal.add_argument("constraints", nargs="*", help="the constraint (several words are joined); none: any deal")
    deal.add_argument("--n", type=_positive, default=1, help="how many boards (default 1)")
    deal.add_argument("--seed", help="a seed: the same seed gives the same boards")
    deal.add_argument(
        "--predeal", action="append", metavar="SEAT=HAND", help="cards given to a seat, e.g. N=AKQ2.K52.."
    )
    deal.add_argument("--dealer", help="the dealer of every board (default: by board number)")
    deal.add_argument("--vulnerable", help="the vulnerability of every board (default: by board number)")
    deal.add_argument("--first", type=_positive, default=1, help="the first board number (default 1)")
    deal.add_argument("--format", choices=("pbn", "diagram", "html"), default="pbn", help="the output (default pbn)")
    deal.add_argument(
        "--dd",
        action="store_true",
        help="with --format pbn, add each board's [OptimumResultTable], [ParContract] and [OptimumScore] (DDS)",
    )
    deal.add_argument("--jobs", type=_positive, default=1, help="processes dealing at once (the same boards for any N)")
    deal.set_defaults(handler=_deal)


def add_simulate(simulate: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards simulate``."""
    simulate.description = (
        f"Deal boards satisfying {_LANGUAGE}, solve each double-dummy and report the contract's odds."
    )
    simulate.add_argument("constraints", nargs="*", help="the constraint (several words are joined)")
    simulate.add_argument("--contract", required=True, help="the contract, such as 4S or 3NT")
    simulate.add_argument("--by", required=True, help="its declarer (N, E, S or W)")
    simulate.add_argument("--versus", help="another contract to compare in IMPs, such as 3NT")
    simulate.add_argument("--versus-by", help="its declarer (default: --by)")
    simulate.add_argument("--vulnerable", action="store_true", help="the declaring side is vulnerable")
    simulate.add_argument("--n", type=_positive, default=100, help="how many deals (default 100)")
    simulate.add_argument("--seed", help="a seed: the same seed gives the same deals")
    simulate.add_argument("--jobs", type=_positive, default=1, help="processes at once")
    simulate.set_defaults(handler=_simulate)


def add_analyse(analyse: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards analyse``."""
    analyse.description = (
        "Read a PBN file; with --dd add [OptimumScore], [ParContract] and [OptimumResultTable] to each deal."
    )
    analyse.add_argument("file", help="the PBN file")
    add_encoding(analyse)
    add_lenient(analyse)
    analyse.add_argument("--dd", action="store_true", help="fill the double-dummy table and par of each deal")
    analyse.add_argument("--jobs", type=_positive, default=1, help="processes solving at once")
    analyse.set_defaults(handler=_analyse)
