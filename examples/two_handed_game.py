"""Play a rubber of two-handed bridge with random legal actions, and keep its pad.

Each deal: the dealer bids (naming the open or the closed dummy), the first pass ends
the auction, and each player plays his own dummy. The deals go onto a rubber pad
between players A and B until one has won two games.

Run: ``python examples/two_handed_game.py``
"""

from __future__ import annotations

import random
from pathlib import Path

from trickcards import find_game
from trickcards.two_handed import TwoPlayerSheet
from trickcards.two_handed.game import TwoHandedState


def play_deal(rng: random.Random, dealer: int, vulnerable: str) -> TwoHandedState:
    """One deal, every action chosen at random among the legal ones (passing often)."""
    state = find_game("two-handed").new(seed=rng.randrange(10**9), dealer=dealer, vulnerable=vulnerable)
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
        vulnerable = "".join("ab"[p] for p in (0, 1) if sheet.is_vulnerable(p)) or "none"
        state = play_deal(rng, sheet.dealer, vulnerable)
        play = state.play
        assert play is not None
        contract = play.contract
        text = f"{contract.level}{contract.strain}{contract.doubling}"
        declarer = "AB"[int(contract.declarer)]  # type: ignore[arg-type]  # a contract has one
        print(
            f"deal {len(sheet.rubber.deals) + 1}: {text} by {declarer} with the {state.auction.current_choice} dummy, "
            f"{play.declarer_tricks} tricks; points {state.points}"
        )
        sheet = sheet.record(f"{text}{declarer}", play.declarer_tricks)
    print()
    print(sheet.render())
    example = TwoPlayerSheet.parse((Path(__file__).parent / "two_handed.txt").read_text(encoding="utf-8"))
    print(f"\nexamples/two_handed.txt: totals {example.totals}, winner {'AB'[example.winner or 0]}")


if __name__ == "__main__":
    main()
