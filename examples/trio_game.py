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

from trickcards import find_game
from trickcards.seats import Side
from trickcards.trio import TrioSheet
from trickcards.trio.game import TrioState


def play_deal(rng: random.Random, dealer: str, vulnerability: str) -> TrioState:
    """One deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("trio").new(seed=rng.randrange(10**9), dealer=dealer, vulnerability=vulnerability)
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
    sheet = TrioSheet(("Ann", "Bob", "Cy"))
    while sheet.finished_rubbers < 2:
        rubber = sheet.rubber
        north_south = rubber is not None and rubber.is_vulnerable(Side.NORTH_SOUTH)
        east = rubber is not None and rubber.is_vulnerable(Side.EAST_WEST)
        vulnerability = {(False, False): "none", (True, False): "ns", (False, True): "ew"}.get(
            (north_south, east), "both"
        )
        state = play_deal(rng, sheet.dealer.letter, vulnerability)
        result = state.result()
        north, east_player, south = sheet.seats
        if result is None:
            print(f"dealer {sheet.dealer}: all three passed")
            sheet = sheet.record(None)
            continue
        print(
            f"dealer {sheet.dealer}: {result.contract} ({north} N, {east_player} E, {south} S), "
            f"{result.tricks} tricks, {'made' if result.made else 'defeated'}; points {state.points}"
        )
        sheet = sheet.record(result.contract, result.tricks, state.deal)
    print()
    print(sheet.render())
    print()
    example = TrioSheet.parse((Path(__file__).parent / "trio.txt").read_text(encoding="utf-8"))
    print(f"examples/trio.txt: {example.finished_rubbers} rubbers, totals {example.totals}, winner {example.winner}")


if __name__ == "__main__":
    main()
