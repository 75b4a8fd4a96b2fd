"""Interleaved timing: our workload and the peer's alternate, round by round."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from attrs import frozen

Workload = Callable[[], int]
"""A callable that does a fixed batch of work and returns how many items it processed."""


@frozen
class Result:
    """Rates (items per second) of one workload over the rounds, ours and the peer's."""

    name: str
    ours: list[float]
    peer: list[float] | None

    @property
    def our_rate(self) -> float:
        """Median rate of ours."""
        return statistics.median(self.ours)

    @property
    def peer_rate(self) -> float | None:
        """Median rate of the peer, if it ran."""
        return statistics.median(self.peer) if self.peer else None

    @property
    def ratio(self) -> float | None:
        """Our median rate over the peer's."""
        peer = self.peer_rate
        return None if peer is None else self.our_rate / peer


def rate(work: Workload) -> float:
    """Items per second of one call of ``work``."""
    start = time.perf_counter()
    items = work()
    return items / (time.perf_counter() - start)


def compare(name: str, ours: Workload, peer: Workload | None, rounds: int) -> Result:
    """Run ``ours`` and ``peer`` alternately ``rounds`` times (after one warm-up each)."""
    ours()
    if peer is not None:
        peer()
    our_rates: list[float] = []
    peer_rates: list[float] = []
    for _ in range(rounds):
        our_rates.append(rate(ours))
        if peer is not None:
            peer_rates.append(rate(peer))
    return Result(name, our_rates, peer_rates or None)
