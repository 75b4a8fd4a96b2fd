"""Scoring a whole duplicate event by every method, and how its cost grows with the field.

A synthetic pairs event of ``pairs`` pairs over 30 boards: half the pairs sit North-South,
half East-West (a Mitchell: the East-West pairs move a table each board), so a board has
``pairs / 2`` results. Every third board has 1 % of its tables missing and every fifth an
A+/A- at one table, so matchpoints use Neuberg's formula and artificial scores, and the
IMP methods their artificial IMPs. The teams event has the same number of results a
board: ``pairs / 2`` teams in ``pairs / 4`` matches, each board played at both tables.

The first table times each method on the full event (1,000 pairs x 30 boards x 500
results a board). The second times each method on events of 10 to 1,000 pairs: the cost
per result divided by log2 of the results a board stays flat when scoring is
O(n log n) a board (it would grow tenfold per row for n² comparisons).
"""

from __future__ import annotations

import math
import random

from benchmarks.scaling import seconds_per_call
from trickcards.bridge import events
from trickcards.bridge.events import Event, Result

BOARDS = 30
PAIRS = (10, 30, 100, 300, 1_000)
"""The fields measured; the last is the full event."""

#: Scores a club's board sees, from North-South's side, most often the part-scores and games.
_SCORES = (
    -1430,
    -800,
    -620,
    -500,
    -200,
    -140,
    -110,
    -100,
    -50,
    50,
    90,
    110,
    120,
    140,
    170,
    420,
    450,
    480,
    620,
    650,
    1430,
)
_WEIGHTS = (1, 1, 4, 1, 2, 4, 5, 6, 8, 8, 2, 6, 2, 6, 3, 10, 6, 2, 5, 3, 1)


def pairs_event(pairs: int, boards: int = BOARDS, seed: int = 1) -> Event:
    """A Mitchell pairs event of ``pairs`` pairs (``pairs / 2`` tables) over ``boards`` boards, built in code."""
    rng = random.Random(seed)
    tables = pairs // 2
    results = []
    for board in range(1, boards + 1):
        missing = set(rng.sample(range(tables), max(1, tables // 100))) if board % 3 == 0 and tables > 2 else set()
        artificial = rng.randrange(tables) if board % 5 == 0 else None
        scores = rng.choices(_SCORES, _WEIGHTS, k=tables)
        for table in range(tables):
            if table in missing:
                continue
            ns, ew = str(table + 1), str(tables + 1 + (table + board) % tables)
            if table == artificial:
                results.append(Result(board, ns, ew, artificial="A+/A-"))
            else:
                results.append(Result(board, ns, ew, score_ns=scores[table]))
    return Event(results=results)


def teams_event(teams: int, boards: int = BOARDS, seed: int = 1) -> Event:
    """``teams`` teams in ``teams / 2`` matches over ``boards`` boards: each board at both tables of each match."""
    rng = random.Random(seed)
    results = []
    for board in range(1, boards + 1):
        for match in range(teams // 2):
            home, away = f"T{2 * match + 1}", f"T{2 * match + 2}"
            first, second = rng.choices(_SCORES, _WEIGHTS, k=2)
            results += [Result(board, home, away, score_ns=first), Result(board, away, home, score_ns=second)]
    return Event(results=results)


METHODS: tuple[tuple[str, object], ...] = (
    ("matchpoints (Neuberg, A+/A-)", events.MATCHPOINTS),
    ("cross-IMPs summed", events.CROSS_IMPS),
    ("cross-IMPs averaged", events.CrossImps(average=True)),
    ("Butler (datum without the extremes)", events.BUTLER),
    ("Butler (datum rounded to 10)", events.Butler(round_to=10)),
    ("teams (board IMPs, VPs)", events.Teams()),
)


def _event_for(name: str, pairs: int) -> Event:
    return teams_event(pairs // 2) if name.startswith("teams") else pairs_event(pairs)


def score_cost(event: Event, method: object) -> float:
    """Seconds to score ``event`` by ``method`` (the ranking and every traveller)."""
    return seconds_per_call(lambda: event.score(method), min_seconds=0.2)


def build_cost(pairs: int) -> float:
    """Seconds to build (and check) the pairs event of ``pairs`` pairs from its results."""
    results = pairs_event(pairs).results
    return seconds_per_call(lambda: Event(results=results), min_seconds=0.2)


def full_event_rows(pairs: int = PAIRS[-1]) -> list[tuple[str, int, float]]:
    """Each method on the full event: its name, the results scored and the seconds."""
    rows = []
    for name, method in METHODS:
        event = _event_for(name, pairs)
        rows.append((name, len(event.results), score_cost(event, method)))
    return rows


def growth_rows(sizes: tuple[int, ...] = PAIRS) -> list[tuple[str, list[tuple[int, float]]]]:
    """Each method's microseconds per result on events of each size, and the results a board."""
    rows = []
    for name, method in METHODS:
        costs = []
        for pairs in sizes:
            event = _event_for(name, pairs)
            costs.append((len(event.results) // BOARDS, score_cost(event, method) * 1e6 / len(event.results)))
        rows.append((name, costs))
    return rows


def report(sizes: tuple[int, ...] = PAIRS) -> str:
    """The two tables as Markdown."""
    full = full_event_rows(sizes[-1])
    lines = [
        f"Scoring an event of {sizes[-1]:,} pairs x {BOARDS} boards x {sizes[-1] // 2} results a board "
        f"(building the event from its results: {build_cost(sizes[-1]):.2f} s)",
        "",
        "| method | results | seconds | µs per result |",
        "| --- | ---: | ---: | ---: |",
    ]
    lines += [f"| {name} | {count:,} | {seconds:.2f} | {seconds * 1e6 / count:.1f} |" for name, count, seconds in full]
    growth = growth_rows(sizes)
    head = " | ".join(f"{p:,} pairs" for p in sizes)
    lines += [
        "",
        "µs per result (and per result and log2 of the results a board), by the pairs in the event:",
        "",
        f"| method | {head} |",
        "| --- |" + " ---: |" * len(sizes),
    ]
    for name, costs in growth:
        cells = " | ".join(f"{us:.1f} ({us / math.log2(max(n, 2)):.2f})" for n, us in costs)
        lines.append(f"| {name} | {cells} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
