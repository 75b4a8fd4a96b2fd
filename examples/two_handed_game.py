"""Play a rubber of two-handed bridge with random legal actions, and keep its pad.

Each deal: the dealer bids (naming the open or the closed dummy), the first pass ends
the auction, and each player plays his own dummy. The deals go onto a rubber pad
between players A and B until one has won two games.

Run: ``python examples/two_handed_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from trickcards import find_game
from trickcards.two_handed import TwoPlayerSheet
from trickcards.two_handed.game import TwoHandedState


def play_deal(rng: random.Random, **deal: Any) -> TwoHandedState:
    """One deal, every action chosen at random among the legal ones (passing often)."""
    state = find_game("two-handed").new(seed=rng.randrange(10**9), **deal)
    while not state.is_over:
        actions = state.legal_actions()
        passes = [a for a in actions if str(a) == "Pass"]
        state = state.apply(
            passes[0] if passes and rng.random() < 0.7 else rng.choice(actions[: 2 + len(actions) // 4])
        )
    assert isinstance(state, TwoHandedState)
    return state


def main() -> None:
    rng = random.Random(7)
    sheet = TwoPlayerSheet()
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())  # the dealer and who is vulnerable, from the sheet
        print(f"deal {len(sheet.rubber.deals) + 1}: dealer {'AB'[sheet.dealer]}, {state.result}")
        sheet = sheet.record_deal(state)  # the contract, declarer's tricks and any honours
    print()
    print(sheet.render())
    example = TwoPlayerSheet.parse((Path(__file__).parent / "two_handed.txt").read_text(encoding="utf-8"))
    print(f"\nexamples/two_handed.txt: totals {example.totals}, winner {'AB'[example.winner or 0]}")


if __name__ == "__main__":
    main()
