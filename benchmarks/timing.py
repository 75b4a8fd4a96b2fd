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
        """Median over the rounds of our rate / the peer's rate in the same round.

        Pairing each round's two measurements cancels most of the drift of a shared
        machine, which moves both sides alike.
        """
        if not self.peer:
            return None
        return statistics.median(o / p for o, p in zip(self.ours, self.peer, strict=True))


def rate(work: Workload, min_seconds: float = 0.2) -> float:
    """Items per second of ``work``, called repeatedly for at least ``min_seconds``."""
    items = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < min_seconds:
        items += work()
        elapsed = time.perf_counter() - start
    return items / elapsed


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
