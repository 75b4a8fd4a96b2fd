"""Play eight deals of a Towie session for five players with random legal actions, and keep its sheet.

Each deal: the three active players call, a goulash replaces any auction that ends
below game, the declarer plays the dummy against the other two, and the deal goes
onto the session sheet, which says who is active, who deals and who is vulnerable
next. (Random card play rarely makes a game, so a whole rubber would be long.) Then
the sheet is printed and the example sheet file, a whole rubber, is read back.

Run: ``python examples/towie_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path

from trickcards import find_game
from trickcards.towie import TowieSheet, player_name
from trickcards.towie.game import TowieState

PLAYERS = 5
DEALS = 8


def play_deal(rng: random.Random, sheet: TowieSheet) -> TowieState:
    """The sheet's next deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("towie").new(seed=rng.randrange(10**9), **sheet.next_deal())
    while not state.is_over:
        actions = state.legal_actions()
        # Prefer passing often, so that auctions stop near game.
        passes = [a for a in actions if str(a) == "Pass"]
        state = state.apply(passes[0] if passes and rng.random() < 0.8 else rng.choice(actions))
    assert isinstance(state, TowieState)
    return state


def main() -> None:
    rng = random.Random(2026)
    sheet = TowieSheet(players=PLAYERS)
    while not sheet.is_over and len(sheet.deals) < DEALS:
        number = len(sheet.deals) + 1
        active = " ".join(player_name(p) for p in sheet.active)
        state = play_deal(rng, sheet)
        print(f"deal {number}: active {active}, {state.goulashes} goulash(es), {state.result}")
        sheet = sheet.record_deal(state)
    print()
    print(sheet.render())
    print()
    example = TowieSheet.parse((Path(__file__).parent / "towie.txt").read_text(encoding="utf-8"))
    print(f"examples/towie.txt: rubber won by {player_name(example.rubber_winners[0])}, totals {example.totals}")


if __name__ == "__main__":
    main()
