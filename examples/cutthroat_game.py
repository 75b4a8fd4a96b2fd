"""Play a rubber of the cut-throat game with random legal actions, and keep its sheet.

Each deal: the four bid (the 4NT rule after a low opening; a goulash when all pass),
the declarer names a partner who accepts or refuses and moves opposite him, the
opponents may double, the deal is played, and it goes onto the four-column sheet
until a player wins his second game. Then the sheet and the settlement between every
pair of players are printed, and the example sheet file is read back.

Run: ``python examples/cutthroat_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from trickcards import find_game
from trickcards.cutthroat import CutthroatSheet
from trickcards.cutthroat.game import CutthroatState


def play_deal(rng: random.Random, **deal: Any) -> CutthroatState:
    """One deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("cut-throat").new(seed=rng.randrange(10**9), **deal)
    while not state.is_over:
        actions = state.legal_actions()
        # Prefer passing, so that auctions end at sensible levels and doubles stay rare.
        passes = [a for a in actions if str(a) == "Pass"]
        state = state.apply(passes[0] if passes and rng.random() < 0.8 else rng.choice(actions))
    assert isinstance(state, CutthroatState)
    return state


def main() -> None:
    rng = random.Random(2026)
    sheet = CutthroatSheet()
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())  # the dealer and who is vulnerable, from the sheet
        print(f"deal {len(sheet.deals) + 1}: dealer {sheet.dealer}, {state.goulashes} goulash(es), {state.result}")
        sheet = sheet.record_deal(state)
    print()
    print(sheet.render())
    print()
    example = CutthroatSheet.parse((Path(__file__).parent / "cutthroat.txt").read_text(encoding="utf-8"))
    print(f"examples/cutthroat.txt: rubber won by {example.rubber_winner}, totals {example.totals}")


if __name__ == "__main__":
    main()
