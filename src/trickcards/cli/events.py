"""The ``trickcards event`` command: score a duplicate tournament from its file or folder."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from trickcards.cli.files import add_encoding, add_lenient, lenient_status, read_input_bytes

if TYPE_CHECKING:
    from trickcards.bridge.events import Event

__all__ = ["add_event", "event_problems"]

_FORMATS = ("text", "json", "pbn", "html")


def _event(args: argparse.Namespace) -> int:
    from trickcards.bridge.events import (  # noqa: PLC0415  (loaded when run)
        EventError,
        Teams,
        default_method,
        method_named,
        read_event,
    )
    from trickcards.core.errors import ParseError, TrickcardsError  # noqa: PLC0415

    path = Path(args.file)
    if not path.is_dir():
        read_input_bytes(path, "a PBN or LIN file")  # a file that cannot be read is refused as by every command
    try:
        event = read_event(path, strict=not args.lenient, encoding=args.encoding, file=args.file)
    except TrickcardsError as error:
        if args.lenient:
            raise
        raise ParseError(f"{error}; --lenient reads every result and reports each problem") from None
    method = method_named(args.method) if args.method else default_method(event)
    if args.match_boards is not None:
        if not isinstance(method, Teams):
            raise EventError(f"--match-boards applies to a teams event, not to {method.name}")
        method = Teams(victory_points=method.victory_points, boards=args.match_boards)
    scored = event.score(method)
    output = {"text": scored.text, "json": scored.to_json, "pbn": scored.to_pbn, "html": scored.html}[args.format]()
    sys.stdout.write(output if output.endswith("\n") else output + "\n")
    return lenient_status(event_problems(event, sys.stderr))


def event_problems(event: Event, stream: TextIO) -> int:
    """Write each problem lenient reading found in ``event`` to ``stream``, one line each; how many there were."""
    for problem in event.problems:
        print(problem, file=stream)
    return len(event.problems)


def _boards(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 999:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of boards a match (1 to 999)")
    return int(text)


def add_event(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards event``."""
    from trickcards.bridge.events.methods import METHODS  # noqa: PLC0415

    parser.description = (
        "Score a duplicate tournament: a PBN file with [ScoreTable]s, or PBN/LIN records one per table "
        "and board (a file or a folder); print the ranking and the travellers."
    )
    parser.add_argument("file", metavar="FILE|FOLDER", help="a .pbn or .lin file, or a folder of them")
    parser.add_argument("--method", choices=sorted(METHODS), help="the scoring method (default: the file's [Scoring])")
    parser.add_argument("--format", choices=_FORMATS, default="text", help="what to print (default text)")
    parser.add_argument(
        "--match-boards",
        type=_boards,
        metavar="N",
        help="teams: the boards of each match, for the VP scale (a file that gives only match totals)",
    )
    add_encoding(parser)
    add_lenient(parser)
    parser.set_defaults(handler=_event)
