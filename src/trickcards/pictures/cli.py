"""The ``trickcards diagram DEAL`` command, and the ``--svg FILE`` option of the sheet commands."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.pictures.svg import deal_svg
from trickcards.pictures.text import deal_diagram
from trickcards.seats import Seat

__all__ = ["add_svg_option", "register", "write_svg"]


def add_svg_option(parser: argparse.ArgumentParser, what: str = "the score sheet") -> None:
    """Add ``--svg FILE`` to a command: it also writes ``what`` as an SVG picture to FILE."""
    parser.add_argument("--svg", metavar="FILE", help=f"also write {what} as an SVG picture to FILE")


def write_svg(path: str | None, svg: str) -> None:
    """Write ``svg`` to ``path`` (UTF-8) when a path was given; say so on standard output."""
    if path is None:
        return
    Path(path).write_text(svg, encoding="utf-8")
    print(f"wrote {path}")


def _diagram(args: argparse.Namespace) -> int:
    deal = Deal.parse(args.deal)
    dealer = Seat.parse(args.dealer) if args.dealer is not None else None
    vulnerability = Vulnerability.parse(args.vulnerable) if args.vulnerable is not None else None
    print(deal_diagram(deal, board=args.board, dealer=dealer, vulnerability=vulnerability, symbols=not args.ascii))
    write_svg(args.svg, deal_svg(deal, board=args.board, dealer=dealer, vulnerability=vulnerability))
    return 0


def _board(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 9999:
        raise argparse.ArgumentTypeError(f"{text!r} is not a board number (1 to 9999)")
    return int(text)


def register(subparsers: Any) -> None:
    """Add the ``diagram`` command."""
    parser = subparsers.add_parser(
        "diagram",
        help="draw a deal as a hand diagram (text, and SVG with --svg)",
        description="Draw a PBN deal string such as 'N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 ...' around a compass.",
    )
    parser.add_argument("deal", help="the deal as a PBN string: 'N:' and four hands S.H.D.C, clockwise")
    parser.add_argument("--board", type=_board, help="the board number, for the heading")
    parser.add_argument("--dealer", help="the dealer (N, E, S or W), for the heading and the picture")
    parser.add_argument("--vulnerable", help="who is vulnerable (None, NS, EW, All), for the heading and the picture")
    parser.add_argument("--ascii", action="store_true", help="suit letters S H D C instead of symbols")
    add_svg_option(parser, "the diagram")
    parser.set_defaults(handler=_diagram)
