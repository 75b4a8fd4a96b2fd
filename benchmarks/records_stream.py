"""Memory of a streamed read: ``python -m benchmarks.records_stream [--megabytes N]``.

``--rss`` gives the process's peak resident memory instead of tracemalloc's figure
(tracemalloc slows reading about tenfold). Writes a PBN file of N megabytes (default
100) of real games, repeated, and a LIN file
of as many boards, then reads each with :func:`~trickcards.pbn.iter_pbn` and
:func:`~trickcards.lin.iter_lin` from an open binary file under :mod:`tracemalloc`,
keeping no game. The peak stays at a few games' worth, whatever the size of the file:
the readers hold one game at a time.
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

from trickcards.lin import iter_lin
from trickcards.pbn import Game, iter_pbn

_RECORDS = Path(__file__).resolve().parent.parent / "tests" / "data" / "records"


def _write(path: Path, unit: bytes, megabytes: float) -> int:
    count = max(1, int(megabytes * 1_000_000) // len(unit))
    with path.open("wb") as out:
        for _ in range(count):
            out.write(unit)
    return count


def _measure(path: Path, read: Callable[..., Iterator[Game]], traced: bool) -> tuple[int, float, int]:
    """Games read, seconds, and the peak of memory: allocated while reading, or of the process (bytes)."""
    if not traced:
        games, seconds = _read(path, read)
        return games, seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1000
    tracemalloc.start()
    games, seconds = _read(path, read)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return games, seconds, peak


def _read(path: Path, read: Callable[..., Iterator[Game]]) -> tuple[int, float]:
    start = time.perf_counter()
    games = 0
    with path.open("rb") as handle:
        for _ in read(handle, strict=False):
            games += 1
    return games, time.perf_counter() - start


def report(megabytes: float, traced: bool = True) -> str:
    """The table of what a streamed read of a file of ``megabytes`` holds (``traced=False``: the process's peak RSS)."""
    game = (_RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8").split("\n\n")[1] + "\n\n"
    board = (_RECORDS / "online-board.lin").read_text(encoding="utf-8").strip() + "\n"
    lines = [
        f"Streamed read of a {megabytes:g} MB file: "
        + ("peak of memory allocated while reading (tracemalloc)." if traced else "peak RSS of the process."),
        "",
        "| reader | games | seconds | peak KB | one game, KB of text |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    with tempfile.TemporaryDirectory() as folder:
        for name, unit, read in (
            ("iter_pbn", game.encode(), iter_pbn),
            ("iter_lin", board.encode(), iter_lin),
        ):
            path = Path(folder) / f"big.{name[-3:]}"
            _write(path, unit, megabytes)
            games, seconds, peak = _measure(path, read, traced)
            path.unlink()
            lines.append(f"| {name} | {games:,} | {seconds:.1f} | {peak / 1000:,.0f} | {len(unit) / 1000:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--megabytes", type=float, default=100.0, help="the size of each file (default 100)")
    parser.add_argument("--rss", action="store_true", help="the process's peak RSS instead of tracemalloc (faster)")
    args = parser.parse_args(argv)
    print(report(args.megabytes, traced=not args.rss))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
