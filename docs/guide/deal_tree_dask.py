"""Deal millions of boards on a Dask cluster: one task per chunk of deals.

``python deal_tree_dask.py N [SCHEDULER]`` deals N boards satisfying the constraint
below (Dask's local scheduler without a scheduler address) and counts North's
opening points. Each chunk has its own seed derived from the stream's seed, so the
deals are those of ``deals(N, seed=SEED)`` whatever the number of workers.
"""

from __future__ import annotations

import sys
from collections import Counter

import dask.bag as db

from trickcards.bridge.dealer import CHUNK, Dealer

CONSTRAINT = "hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5"
SEED = 2026


def chunk_points(index: int, size: int) -> Counter[int]:
    """North's points on one chunk of deals (each task builds its own dealer)."""
    return Counter(deal[0].hcp for deal in Dealer(CONSTRAINT).chunk(index, size, SEED))


def main(n: int, scheduler: str | None = None) -> Counter[int]:
    """North's points over ``n`` deals, dealt one chunk per task on the local scheduler or ``scheduler``."""
    if scheduler is not None:
        from dask.distributed import Client  # noqa: PLC0415 - only for a cluster

        Client(scheduler)
    sizes = [(i, min(CHUNK, n - start)) for i, start in enumerate(range(0, n, CHUNK))]
    bag = db.from_sequence(sizes, npartitions=max(1, len(sizes) // 4))
    return bag.map(lambda item: chunk_points(*item)).fold(lambda a, b: a + b, initial=Counter()).compute()


if __name__ == "__main__":
    totals = main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000, sys.argv[2] if len(sys.argv) > 2 else None)
    print(sorted(totals.items()))
