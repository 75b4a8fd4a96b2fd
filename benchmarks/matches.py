"""Recording a deal and asking for the next one in a long match: the cost must not grow with the deals.

A match's sheet takes each finished deal with ``record_deal`` and gives the next deal's
arguments with ``next_deal()``. For three games (rubber bridge over many rubbers,
duplicate over many boards, Partnership Blackout to an unreachable target) the finished
deals of a match of n deals are played first; then only the n pairs of calls are timed,
as microseconds per deal. A flat row means O(1) a deal (no replay of the history).
"""

from __future__ import annotations

import random
from typing import Any

from trickcards.protocol.game import DealState, find_game, random_playout
from trickcards.protocol.results import ScoreSheet

MATCH_DEALS = (10, 100, 1_000)
"""The lengths of match measured."""

#: Each game with the sheet options that keep its match going for the longest match measured.
GAMES: tuple[tuple[str, dict[str, object]], ...] = (
    ("rubber", {"rubbers": 10**6}),
    ("duplicate", {"boards": 10**6}),
    ("partnership-blackout", {"target": 10**9}),
)


def _deal(game_name: str, arguments: dict[str, Any], rng: random.Random) -> DealState[Any, Any]:
    """A finished deal: the first caller bids the cheapest call that is not a pass, the others pass; random play."""
    state = find_game(game_name).new(rng.getrandbits(32), **arguments)
    first = True
    while not state.is_over and state.phase != "play":
        actions = state.legal_actions()
        state = state.apply(actions[1] if first else actions[0])
        first = False
    return random_playout(state, rng)


def finished_deals(game_name: str, options: dict[str, object], deals: int) -> tuple[ScoreSheet[Any], list[Any]]:
    """The empty sheet of a match of ``deals`` deals of the game, and those deals, each dealt as the sheet said."""
    game = find_game(game_name)
    start = game.sheet(**options)
    sheet, played, rng = start, [], random.Random(deals)
    for _ in range(deals):
        deal = _deal(game_name, sheet.next_deal(), rng)
        sheet = sheet.record_deal(deal)
        played.append(deal)
    return start, played


def deal_cost(game_name: str, options: dict[str, object], deals: int) -> float:
    """Microseconds per deal to ``record_deal`` each deal of a match of ``deals`` deals and ask ``next_deal()``."""
    from benchmarks.scaling import seconds_per_call  # noqa: PLC0415  # scaling imports this module

    start, played = finished_deals(game_name, options, deals)

    def work() -> None:
        sheet = start
        for deal in played:
            sheet = sheet.record_deal(deal)
            sheet.next_deal()

    return seconds_per_call(work) * 1e6 / deals


def report(deals: tuple[int, ...] = MATCH_DEALS) -> list[str]:
    """The table as Markdown lines."""
    lines = [
        "Time per deal to record_deal a finished deal and ask next_deal() in a match (µs/deal); flat means O(1).",
        "",
        "| game | sheet options | " + " | ".join(f"{n:,} deals" for n in deals) + " |",
        "| --- | --- |" + " ---: |" * len(deals),
    ]
    for name, options in GAMES:
        costs = " | ".join(f"{deal_cost(name, options, n):,.1f}" for n in deals)
        shown = ", ".join(f"{k}={v:,}" for k, v in options.items() if isinstance(v, int))
        lines.append(f"| {name} | {shown} | {costs} |")
    return lines
