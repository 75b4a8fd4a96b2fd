"""Simulate many random bridge deals in parallel processes and average the tricks.

Every trickcards value is immutable and picklable, so work can be split across
processes with the standard library alone: here each worker plays out a range of
seeded deals (4S by North, random legal cards) and returns its trick counts.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

from trickcards.bridge import Contract, Deal, Play, random_playout

CONTRACT = Contract.parse("4SN")


def declarer_tricks(seeds: range) -> list[int]:
    """Declarer's tricks in one random playout of each seeded deal."""
    return [random_playout(Play(deal=Deal.random(seed), contract=CONTRACT), rng=seed).declarer_tricks for seed in seeds]


def main() -> None:
    chunks = [range(start, start + 250) for start in range(0, 1000, 250)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        tricks = [t for chunk in pool.map(declarer_tricks, chunks) for t in chunk]
    print(f"{len(tricks)} deals, declarer took {sum(tricks) / len(tricks):.2f} tricks on average in {CONTRACT}")


if __name__ == "__main__":
    main()
