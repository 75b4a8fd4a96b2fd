"""Run every benchmark: ``python -m benchmarks [--rounds N] [--scale F] [--only TEXT] [--golden] [--imports-only] [--scaling] [--events]``.

``--compiled WHEEL_OR_DIR`` (or ``--build-compiled``) runs both builds side by side
instead, the pure one from this checkout (:mod:`benchmarks.builds`).

Each workload runs ours and the peer's alternately, round after round, in this one
process; the table gives median rates and the ratio ours / peer. Without the peer
libraries (``pip install ".[bench]"``) only our rates are reported. ``--only "every game"``
selects whole random episodes of every registered game through PettingZoo ``env()`` and
pyspiel (:mod:`benchmarks.agents`; rows without a peer). A second table
gives the import time of the package, measured in fresh interpreters. Then come the
scaling tables (:mod:`benchmarks.scaling`): parse time per KB for inputs of 1 KB to
1 MB, and record time per deal for sheets of 10 to 10,000 deals; ``--scaling`` runs
only those. Last, a duplicate event of 1,000 pairs x 30 boards scored by every method
and its growth from 10 to 1,000 pairs (:mod:`benchmarks.events`); ``--events`` runs only
that.
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

from benchmarks import builds, events, imports, peers, scaling, workloads
from benchmarks.golden import check_against_openspiel
from benchmarks.timing import Result, compare


def run(rounds: int, scale: float, only: str = "") -> list[Result]:
    """Build the inputs, run the workloads (those whose name holds ``only``) and return their results."""
    return [
        compare(name, ours(), peer() if peer is not None else None, rounds)
        for name, ours, peer in workloads.rows(scale)
        if only in name
    ]


def report(results: list[Result]) -> str:
    """The results as a Markdown table."""
    lines = [
        f"Python {platform.python_version()} ({platform.python_implementation()}), {platform.machine()}, "
        f"{platform.system()} {platform.release()}",
        "",
        "| workload | ours (/s) | peer (/s) | ratio |",
        "| --- | ---: | ---: | ---: |",
    ]
    for result in results:
        peer = "-" if result.peer_rate is None else f"{result.peer_rate:,.0f}"
        ratio = "-" if result.ratio is None else f"{result.ratio:.2f}x"
        lines.append(f"| {result.name} | {result.our_rate:,.0f} | {peer} | {ratio} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse the options, run, print the table (and the golden cross-check)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds per workload (default 7)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the batch sizes (default 1.0)")
    parser.add_argument("--only", default="", metavar="TEXT", help="only the workloads whose name holds TEXT")
    parser.add_argument("--golden", action="store_true", help="also replay the golden playouts in OpenSpiel")
    parser.add_argument("--imports-only", action="store_true", help="measure only the import time")
    parser.add_argument("--scaling", action="store_true", help="only the scaling tables (per KB parsed, per deal)")
    parser.add_argument(
        "--events", action="store_true", help="only the event scoring tables (every method, 10 to 1,000 pairs)"
    )
    parser.add_argument(
        "--compiled", type=Path, metavar="WHEEL_OR_DIR", help="compare the pure build with this compiled build"
    )
    parser.add_argument(
        "--build-compiled", action="store_true", help="build the compiled wheel (into build/bench) and compare"
    )
    parser.add_argument(
        "--before", type=Path, metavar="SRC", help="with --compiled: also an older version's src directory"
    )
    args = parser.parse_args(argv)
    if args.build_compiled or args.compiled is not None:
        compiled = args.compiled or builds.build_compiled(builds.ROOT / "build" / "bench")
        print(builds.report(builds.run(compiled, args.rounds, args.scale, args.before, args.only)))
        return 0
    if args.scaling:
        print(scaling.report())
        return 0
    if args.events:
        print(events.report())
        return 0
    if not args.imports_only:
        print(report(run(args.rounds, args.scale, args.only)))
        print()
    print(imports.report(imports.measure(runs=max(args.rounds, 5))))
    if args.golden and not args.imports_only:
        if not peers.openspiel_available():
            print("golden cross-check skipped: OpenSpiel is not installed")
        else:
            checked = check_against_openspiel()
            print(f"golden playouts: {checked} records agree with OpenSpiel (legal-move counts and tricks)")
    if not args.imports_only:
        print()
        print(scaling.report())
        print()
        print(events.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
