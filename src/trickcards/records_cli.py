"""The ``trickcards pbn FILE`` and ``trickcards lin FILE`` commands: check every game of a record file.

Each game's deal is validated, its auction replayed under rules A1-A11, its play
replayed card by card, and, where the record has a ``[Score]``, the duplicate score
recomputed from the contract, the result and the vulnerability and compared. A file
that cannot be read is bad input (exit status 2); a score that disagrees with ours is
reported and gives exit status 1.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from trickcards.bridge import duplicate_score
from trickcards.cli import read_text_file
from trickcards.inputs import quote
from trickcards.lin import read_lin
from trickcards.pbn import Game, read_pbn
from trickcards.seats import Side

__all__ = ["north_south_score", "register"]


def north_south_score(game: Game) -> int | None:
    r"""Our duplicate score of ``game`` from North-South's view, or ``None`` if it cannot be known.

    >>> game = read_pbn('[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "E"]\n[Result "10"]\n')[0]
    >>> north_south_score(game)
    -420
    """
    if game.passed_out:
        return 0
    contract, result, vulnerability = game.contract, game.result, game.vulnerability
    if contract is None or contract.declarer is None or result is None or vulnerability is None:
        return None
    side = contract.declarer.side
    points = duplicate_score(contract, tricks=result, vulnerable=vulnerability.is_vulnerable(side))
    return points if side is Side.NORTH_SOUTH else -points


def _recorded(tag: str) -> int | None:
    """A ``[Score]`` tag from North-South's view: ``"NS 420"`` -> 420, ``"EW 100"`` -> -100."""
    parts = tag.split()
    if len(parts) == 1:
        parts = ["NS", parts[0]]
    if len(parts) != 2 or parts[0] not in ("NS", "EW") or not parts[1].lstrip("-").isascii():
        return None
    try:
        points = int(parts[1])
    except ValueError:
        return None
    return points if parts[0] == "NS" else -points


def _check(args: argparse.Namespace) -> int:
    path = Path(args.file)
    text = read_text_file(path, "a record file")
    games = args.reader(text, strict=not args.lenient)
    disagreements = 0
    compared = 0
    for game in games:
        label = f"line {game.line}" + (f", board {game.board}" if game.board is not None else "")
        for repair in game.repairs:
            print(f"{label}: repaired: {repair}")
        ours = north_south_score(game)
        theirs = _recorded(game.score) if game.score else None
        if args.verbose:
            made = "passed out" if game.passed_out else f"{game.contract} taking {game.result}"
            print(f"{label}: {made}: NS {'?' if ours is None else ours}")
        if ours is None or theirs is None:
            continue
        compared += 1
        if ours != theirs:
            disagreements += 1
            print(f"{label}: [Score {quote(game.score)}] but {game.contract} taking {game.result} scores NS {ours}")
    verdict = "all agree" if not disagreements else f"{disagreements} disagree"
    print(f"{path}: {len(games)} games read and replayed; {compared} scores compared, {verdict}")
    return 1 if disagreements else 0


def register(subparsers: Any) -> None:
    """Add the ``pbn`` and ``lin`` commands."""
    for name, reader, what in (("pbn", read_pbn, "PBN"), ("lin", read_lin, "LIN (online play format)")):
        parser = subparsers.add_parser(
            name,
            help=f"read a {what} file, replay every game and check its scores",
            description=__doc__.split("\n\n")[1] if __doc__ else None,
        )
        parser.add_argument("file", help=f"the {what} file")
        parser.add_argument("--lenient", action="store_true", help="repair what can be repaired instead of refusing")
        parser.add_argument("--verbose", "-v", action="store_true", help="print every compared score")
        parser.set_defaults(handler=_check, reader=reader)
