"""How long the pictures take to draw: ``python -m benchmarks.pictures [--rounds N]``.

Times, as medians over rounds in this one process: a deal's SVG, every game's state
as SVG (thirty actions into a deal), a bridge auction and a play as HTML, and the HTML
report of the records in ``tests/data/records`` (per board). A picture is drawn when a
person looks at it, so the question is whether a notebook or a report feels instant,
not a rate for millions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from trickcards.bridge import Auction, Contract, Deal, Play
from trickcards.pbn import read_pbn
from trickcards.pictures import auction_html, deal_svg, play_html, report_html, state_svg
from trickcards.protocol.game import games, random_actions

RECORDS = Path(__file__).parent.parent / "tests" / "data" / "records"


def median_ms(work: Callable[[], object], rounds: int) -> float:
    """The median time of ``work`` over ``rounds`` runs, in milliseconds."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def rows(rounds: int) -> list[tuple[str, float]]:
    """``(what, milliseconds)`` for each picture measured."""
    deal = Deal.random(7)
    auction = Auction.parse("N: 1S P 2NT P 4S P P P")
    play = Play(deal=deal, contract=Contract.parse("4SN"))
    for _ in range(9):
        play = play.play(next(iter(play.legal_cards())))
    states = [random_actions(game.new(seed=5), random.Random(30), 30) for game in games()]
    boards = read_pbn((RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"), strict=False)
    report_ms = median_ms(lambda: report_html(boards), max(1, rounds // 10))
    return [
        ("deal_svg", median_ms(lambda: deal_svg(deal), rounds)),
        (f"state_svg, all {len(states)} games", median_ms(lambda: [state_svg(s) for s in states], rounds)),
        ("auction_html", median_ms(lambda: auction_html(auction), rounds)),
        ("play_html (9 cards played)", median_ms(lambda: play_html(play), rounds)),
        (f"report_html per board ({len(boards)} boards)", report_ms / max(1, len(boards))),
    ]


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=50)
    rounds = parser.parse_args().rounds
    print("| picture | median ms |")
    print("| --- | ---: |")
    for name, ms in rows(rounds):
        print(f"| {name} | {ms:.2f} |")


if __name__ == "__main__":
    main()
