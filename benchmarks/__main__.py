"""Run every benchmark: ``python -m benchmarks [--rounds N] [--scale F] [--golden] [--imports-only] [--scaling]``.

Each workload runs ours and the peer's alternately, round after round, in this one
process; the table gives median rates and the ratio ours / peer. Without the peer
libraries (``pip install ".[bench]"``) only our rates are reported. A second table
gives the import time of the package, measured in fresh interpreters. Then come the
scaling tables (:mod:`benchmarks.scaling`): parse time per KB for inputs of 1 KB to
1 MB, and record time per deal for sheets of 10 to 10,000 deals; ``--scaling`` runs
only those.
"""

from __future__ import annotations

import argparse
import platform
import sys

from benchmarks import imports, inputs, ours, peers, scaling
from benchmarks.golden import check_against_openspiel
from benchmarks.timing import Result, compare


def run(rounds: int, scale: float) -> list[Result]:
    """Build the inputs, run the workloads and return their results."""
    have_endplay, have_openspiel = peers.endplay_available(), peers.openspiel_available()
    contracts = inputs.contracts()
    deals = inputs.pbn_deals(max(1, int(2000 * scale)), seed=1)
    auctions = inputs.auctions(max(1, int(2000 * scale)), seed=2)
    playouts = max(1, int(200 * scale))
    return [
        compare(
            "W1 score 2,940 contracts",
            ours.score_contracts(contracts),
            peers.endplay_score_contracts(contracts) if have_endplay else None,
            rounds,
        ),
        compare(
            "W2 parse + validate PBN deals",
            ours.parse_deals(deals),
            peers.endplay_parse_deals(deals) if have_endplay else None,
            rounds,
        ),
        compare(
            "W3 replay legal auctions",
            ours.replay_auctions(auctions),
            peers.openspiel_replay_auctions(auctions) if have_openspiel else None,
            rounds,
        ),
        compare(
            "W4 random playouts (1NT N)",
            ours.playouts(playouts, seed=3),
            peers.openspiel_playouts(playouts, seed=3) if have_openspiel else None,
            rounds,
        ),
        compare(
            "W4 random playouts, random_playout()",
            ours.fast_playouts(playouts, seed=3),
            peers.openspiel_playouts(playouts, seed=3) if have_openspiel else None,
            rounds,
        ),
        compare("Bridgette random playouts", ours.bridgette_playouts(playouts, seed=4), None, rounds),
        compare("Bridgette whole random deals", ours.bridgette_deals(max(1, playouts // 2), seed=5), None, rounds),
        *(
            compare(f"protocol: random {name} deals", ours.protocol_deals(name, max(1, playouts // 4), 6), None, rounds)
            for name in ("duplicate", "bridgette", "brandeln", "partnership-blackout", "blackout")
        ),
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
    parser.add_argument("--golden", action="store_true", help="also replay the golden playouts in OpenSpiel")
    parser.add_argument("--imports-only", action="store_true", help="measure only the import time")
    parser.add_argument("--scaling", action="store_true", help="only the scaling tables (per KB parsed, per deal)")
    args = parser.parse_args(argv)
    if args.scaling:
        print(scaling.report())
        return 0
    if not args.imports_only:
        print(report(run(args.rounds, args.scale)))
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
