"""The ``trickcards event`` command: score a duplicate tournament from its file or folder."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["add_event"]

_FORMATS = ("text", "json", "pbn", "html")


def _event(args: argparse.Namespace) -> int:
    from trickcards.bridge.events import (  # noqa: PLC0415  (loaded when run)
        EventError,
        Teams,
        default_method,
        method_named,
        read_event,
    )
    from trickcards.cli.files import read_input_bytes  # noqa: PLC0415

    if Path(args.file).is_dir():
        event = read_event(Path(args.file), strict=not args.lenient, encoding=args.encoding)
    else:
        data = read_input_bytes(args.file, "a PBN or LIN file")
        event = read_event(data, strict=not args.lenient, encoding=args.encoding, file=args.file)
    method = method_named(args.method) if args.method else default_method(event)
    if args.match_boards is not None:
        if not isinstance(method, Teams):
            raise EventError(f"--match-boards applies to a teams event, not to {method.name}")
        method = Teams(victory_points=method.victory_points, boards=args.match_boards)
    scored = event.score(method)
    output = {"text": scored.text, "json": scored.to_json, "pbn": scored.to_pbn, "html": scored.html}[args.format]()
    sys.stdout.write(output if output.endswith("\n") else output + "\n")
    for problem in event.problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0


def _boards(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 999:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of boards a match (1 to 999)")
    return int(text)


def add_event(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards event``."""
    from trickcards.bridge.events.methods import METHODS  # noqa: PLC0415
    from trickcards.cli.files import add_encoding  # noqa: PLC0415

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
    parser.add_argument("--lenient", action="store_true", help="report bad results on stderr and score the rest")
    parser.set_defaults(handler=_event)
