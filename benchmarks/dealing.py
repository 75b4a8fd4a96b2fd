"""Constrained dealing: ``python -m benchmarks.dealing [--rounds N]``.

Deals accepted per second on the same constraints, three ways, interleaved round by
round in one process: trickcards' :class:`~trickcards.bridge.dealer.Dealer` (shapes
and points dealt directly), endplay's ``generate_deals`` (a shuffle-and-test loop;
when endplay is installed) and a plain rejection loop over ``Deal.random``. The
dealer's one-off set-up (its tables of suit lengths and points) is timed apart.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from benchmarks.peers import endplay_available
from benchmarks.timing import rate
from trickcards.bridge import Deal
from trickcards.bridge.dealer import Dealer
from trickcards.bridge.dealer_constraints import parse_constraint

Workload = Callable[[], int]

# (name, our constraint, endplay's constraints, deals per batch: ours, endplay's, rejection's)
CASES: tuple[tuple[str, str, tuple[str, ...], tuple[int, int, int]], ...] = (
    ("unconstrained", "", (), (2000, 500, 2000)),
    (
        "1NT opener, 5+ spades opposite",
        "hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5",
        (
            "hcp(north) >= 15",
            "hcp(north) <= 17",
            "shape(north, any 4333 + any 4432 + any 5332)",
            "spades(south) >= 5",
        ),
        (500, 3, 5),
    ),
    (
        "rare: hcp(N) >= 20 and 5 spades in S",
        "hcp(N) >= 20 and shape(S, 5xxx)",
        ("hcp(north) >= 20", "shape(south, 5xxx)"),
        (500, 1, 3),
    ),
)


def ours(text: str, batch: int) -> tuple[Workload, float]:
    """Our dealer on ``text``, and its set-up time in seconds."""
    start = time.perf_counter()
    dealer = Dealer(text)
    setup = time.perf_counter() - start
    rng = random.Random(1)

    def work() -> int:
        for _ in range(batch):
            dealer.deal(rng)
        return batch

    return work, setup


def endplay(constraints: Sequence[str], batch: int) -> Workload:
    """endplay's ``generate_deals`` producing ``batch`` deals per call."""
    from endplay.dealer import generate_deals  # noqa: PLC0415 - optional dependency

    seeds = iter(range(1, 10**9))

    def work() -> int:
        produced = generate_deals(*constraints, produce=batch, seed=next(seeds), max_attempts=-1)
        return sum(1 for _ in produced)

    return work


def rejection(text: str, batch: int) -> Workload:
    """A user's loop: ``Deal.random`` until the constraint holds."""
    check = parse_constraint(text)
    rng = random.Random(2)

    def work() -> int:
        produced = 0
        while produced < batch:
            if check(Deal.random(rng)):
                produced += 1
        return batch

    return work


def run(rounds: int) -> list[str]:
    """The Markdown table: median deals per second of each, and the paired ratios."""
    lines = [
        "| constraint | ours (/s) | set-up (s) | endplay (/s) | rejection (/s) | ours / endplay | ours / rejection |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    have_endplay = endplay_available()
    for name, text, theirs, (our_batch, their_batch, loop_batch) in CASES:
        our_work, setup = ours(text, our_batch)
        sides: list[Workload] = [our_work, rejection(text, loop_batch)]
        if have_endplay:
            sides.append(endplay(theirs, their_batch))
        for side in sides:
            side()  # warm-up
        rates: list[list[float]] = [[] for _ in sides]
        for _ in range(rounds):
            for i, side in enumerate(sides):
                rates[i].append(rate(side, min_seconds=0.3))
        median = [statistics.median(r) for r in rates]
        loop_ratio = statistics.median(o / p for o, p in zip(rates[0], rates[1], strict=True))
        if have_endplay:
            their_ratio = statistics.median(o / p for o, p in zip(rates[0], rates[2], strict=True))
            peer, ratio = f"{median[2]:,.1f}", f"{their_ratio:,.0f}x"
        else:
            peer, ratio = "-", "-"
        lines.append(
            f"| {name} | {median[0]:,.0f} | {setup:.2f} | {peer} | {median[1]:,.1f} | {ratio} | {loop_ratio:,.1f}x |"
        )
        print(lines[-1], flush=True)
    return lines


def main(argv: list[str] | None = None) -> int:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.dealing", description=__doc__)
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds per constraint (default 5)")
    args = parser.parse_args(argv)
    print("\n".join(run(args.rounds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
