"""Play a rubber of three-handed bridge with random legal actions, and keep its sheet.

Each deal: every player adds four cards to the booby, the three call (Null bids
included), the declarer plays the booby as his dummy, and the deal goes onto the
three-column sheet (``record_deal``), which says how the next deal is dealt
(``next_deal``), until a player wins his second game. Then the sheet and the
settlement between each pair of players are printed, and the example sheet file is
read back.

Run: ``python examples/three_handed_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from trickcards import find_game
from trickcards.three_handed import ThreeHandedSheet, player_name
from trickcards.three_handed.game import ThreeHandedState


def play_deal(rng: random.Random, **deal: Any) -> ThreeHandedState:
    """One deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("three-handed").new(seed=rng.randrange(10**9), **deal)
    while not state.is_over:
        actions = state.legal_actions()
        # Prefer passing a little, so that auctions end at sensible levels.
        passes = [a for a in actions if str(a) == "Pass"]
        state = state.apply(passes[0] if passes and rng.random() < 0.85 else rng.choice(actions))
    assert isinstance(state, ThreeHandedState)
    return state


def main() -> None:
    rng = random.Random(2026)
    sheet = ThreeHandedSheet(first_dealer=0)
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())
        print(f"deal {len(sheet.deals) + 1}: dealer {player_name(sheet.dealer)}, {state.result}")
        sheet = sheet.record_deal(state)
    print()
    print(sheet.render())
    print()
    example = ThreeHandedSheet.parse((Path(__file__).parent / "three_handed.txt").read_text(encoding="utf-8"))
    print(
        f"examples/three_handed.txt: rubber won by {player_name(example.rubber_winner or 0)}, totals {example.totals}"
    )


if __name__ == "__main__":
    main()
