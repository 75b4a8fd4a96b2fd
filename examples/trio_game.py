"""Play two rubbers of Trio with random legal actions, and keep the sheet with its settlements.

Each deal: South calls first, then North and East; East plays West's cards (West
lies face up from the deal); the deal goes onto the sheet between N–S and East. After
each rubber the sheet settles it (East ±2D, North and South ±D each) and the three
people change seats. Then the sheet, and the example sheet file read back, are printed.

Run: ``python examples/trio_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from trickcards import find_game
from trickcards.trio import TrioSheet
from trickcards.trio.game import TrioState


def play_deal(rng: random.Random, **deal: Any) -> TrioState:
    """One deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("trio").new(seed=rng.randrange(10**9), **deal)
    while not state.is_over:
        actions = state.legal_actions()
        if state.phase == "auction":
            # Pass often and bid only a little higher, so that auctions end at sensible levels.
            actions = actions[:1] if rng.random() < 0.6 else actions[:4]
        state = state.apply(rng.choice(actions))
    assert isinstance(state, TrioState)
    return state


def main() -> None:
    rng = random.Random(2026)
    sheet = TrioSheet(("Ann", "Bob", "Cy"), rubbers_to_play=2)
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())  # the dealer and the vulnerability, from the sheet
        north, east, south = sheet.seats
        print(f"dealer {sheet.dealer} ({north} N, {east} E, {south} S): {state.result}")
        sheet = sheet.record_deal(state)
    print()
    print(sheet.render())
    print()
    example = TrioSheet.parse((Path(__file__).parent / "trio.txt").read_text(encoding="utf-8"))
    print(f"examples/trio.txt: {example.finished_rubbers} rubbers, totals {example.totals}, winner {example.winner}")


if __name__ == "__main__":
    main()
