"""The ``trickcards diagram`` and ``trickcards html`` commands, and the ``--svg``/``--html`` options of the sheet commands."""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import Any

from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.cli.files import add_encoding, add_lenient, lenient_status, read_records, report_problems
from trickcards.cli.sheets import picture_options
from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.seats import Seat
from trickcards.pictures.svg import deal_svg
from trickcards.pictures.text import deal_diagram

__all__ = ["add_diagram", "add_html", "add_svg_option", "write_pictures", "write_svg"]


def add_svg_option(parser: argparse.ArgumentParser, what: str = "the score sheet") -> None:
    """Add ``--svg FILE`` and ``--html FILE`` to a command: they also write ``what`` as a picture to FILE."""
    for option in picture_options(what):
        option.add(parser)


def write_svg(path: str | None, svg: str) -> None:
    """Write ``svg`` to ``path`` (UTF-8) when a path was given; say so on standard output."""
    if path is None:
        return
    Path(inputs.file_name(path)).write_text(svg, encoding="utf-8")
    print(f"wrote {path}")


def _page(title: str, body: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>\n'
        f"<body style=\"font-family:'DejaVu Sans',Arial,Helvetica,sans-serif\">\n{body}\n</body></html>\n"
    )


def write_pictures(args: argparse.Namespace, sheet: Any) -> None:
    """Write the sheet as SVG to ``args.svg`` and as an HTML page to ``args.html``, where given."""
    from trickcards.pictures.pads import sheet_html, sheet_svg  # noqa: PLC0415  (drawn only on request)

    if getattr(args, "svg", None) is not None:
        write_svg(args.svg, sheet_svg(sheet))
    html = getattr(args, "html", None)
    if html is not None:
        write_svg(html, _page("Score sheet", sheet_html(sheet)))


def _board_of(path: str, number: int | None, encoding: str | None = None, *, lenient: bool = False) -> Any:
    """The board numbered ``number`` (the first one when none) of a PBN or LIN file, and how many problems were reported."""
    games = read_records(path, lenient=lenient, encoding=encoding)
    problems = report_problems(games, sys.stderr)
    chosen = [g for g in games if number is None or g.board == number]
    if not chosen or chosen[0].deal is None:
        boards = ", ".join(str(g.board) for g in games if g.board is not None) or "none"
        raise ParseError(f"{path} has no board {number} with a deal: its boards are {boards}")
    return chosen[0], problems


def _looks_like_file(text: str) -> bool:
    # A directory is named too, so that it is refused as by every command, not read as a deal.
    return text.lower().endswith((".pbn", ".lin")) or os.path.exists(text)  # never raises: a long deal is no file


def _diagram(args: argparse.Namespace) -> int:
    dealer = Seat.parse(args.dealer) if args.dealer is not None else None
    vulnerability = Vulnerability.parse(args.vulnerable) if args.vulnerable is not None else None
    board = args.board
    problems = 0
    if _looks_like_file(args.deal):
        game, problems = _board_of(args.deal, args.board, args.encoding, lenient=args.lenient)
        deal, board = game.deal, game.board
        dealer = dealer or game.dealer
        vulnerability = vulnerability or game.vulnerability
    else:
        deal = Deal.parse(args.deal)
    print(deal_diagram(deal, board=board, dealer=dealer, vulnerability=vulnerability, symbols=not args.ascii))
    write_svg(args.svg, deal_svg(deal, board=board, dealer=dealer, vulnerability=vulnerability))
    return lenient_status(problems)


def _html(args: argparse.Namespace) -> int:
    from trickcards.cli import plural, read_text_file  # noqa: PLC0415  (the command module loads the rest)
    from trickcards.pictures.records import report_html  # noqa: PLC0415

    text = read_text_file(args.file, "a PBN or LIN file", args.encoding)
    if "[ScoreTable" in text or _is_per_table_event(text):
        from trickcards.bridge.events import read_event  # noqa: PLC0415  (an event file: each board once, with its traveller)
        from trickcards.cli.events import event_problems  # noqa: PLC0415

        event = read_event(text, strict=not args.lenient, file=args.file)
        scored = event.score()
        Path(inputs.file_name(args.output)).write_text(scored.html(), encoding="utf-8")
        print(f"wrote {args.output}: {plural(len(scored.event.boards), 'board')} with their travellers and the ranking")
        return lenient_status(event_problems(event, sys.stderr))
    games = read_records(args.file, lenient=args.lenient, encoding=args.encoding)
    problems = report_problems(games, sys.stderr)
    page = report_html(games, title=args.title or Path(args.file).name)
    Path(inputs.file_name(args.output)).write_text(page, encoding="utf-8")
    print(f"wrote {args.output}: {plural(len(games), 'board')}, {plural(problems, 'problem')} found")
    return lenient_status(problems)


_BOARD_TAG = re.compile(r'^\[Board "([^"]*+)"\]', re.MULTILINE)
"""A PBN ``[Board]`` tag at the start of a line, its value captured (linear: no run can backtrack)."""


def _is_per_table_event(text: str) -> bool:
    """True for a PBN file holding some board at several tables (one record per table and board)."""
    boards = _BOARD_TAG.findall(text)
    return len(boards) > len(set(boards)) > 0


def _board(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 9999:
        raise argparse.ArgumentTypeError(f"{text!r} is not a board number (1 to 9999)")
    return int(text)


def add_diagram(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards diagram``."""
    parser.description = (
        "Draw a PBN deal string such as 'N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 ...', "
        "or board N of a .pbn or .lin file (--board N), around a compass."
    )
    parser.add_argument("deal", help="the deal as a PBN string ('N:' and four hands S.H.D.C, clockwise), or a file")
    parser.add_argument("--board", type=_board, help="the board number: the heading, or which board of the file")
    parser.add_argument("--dealer", help="the dealer (N, E, S or W), for the heading and the picture")
    parser.add_argument("--vulnerable", help="who is vulnerable (None, NS, EW, All), for the heading and the picture")
    parser.add_argument("--ascii", action="store_true", help="ASCII only: suit letters S H D C, '-' for a void")
    parser.add_argument("--svg", metavar="FILE", help="also write the diagram as an SVG picture to FILE")
    add_encoding(parser)
    add_lenient(parser)
    parser.set_defaults(handler=_diagram)


def add_html(html: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards html``."""
    html.description = (
        "One self-contained page: each board's diagram, auction, play trick by trick, result, "
        "recorded and computed score, and (with --lenient) each board's problems."
    )
    html.add_argument("file", help="a .pbn or .lin file")
    html.add_argument("-o", "--output", required=True, metavar="REPORT.html", help="the page to write")
    html.add_argument("--title", help="the page's title (default: the file's name)")
    add_encoding(html)
    add_lenient(html)
    html.set_defaults(handler=_html)
