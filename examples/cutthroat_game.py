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

from trickcards import find_game
from trickcards.cutthroat import CutthroatSheet
from trickcards.cutthroat.game import CutthroatState
from trickcards.seats import Seat


def play_deal(rng: random.Random, dealer: Seat, vulnerable: str) -> CutthroatState:
    """One deal from the shuffle to the last trick, every action chosen at random among the legal ones."""
    state = find_game("cut-throat").new(seed=rng.randrange(10**9), dealer=dealer, vulnerable=vulnerable)
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
        vulnerable = "".join(s.letter.lower() for s in Seat if sheet.is_vulnerable(s)) or "none"
        state = play_deal(rng, sheet.dealer, vulnerable)
        result = state.result()
        if result is None:
            print(f"dealer {sheet.dealer}: thrown in after {state.goulashes} goulashes; the same dealer deals again")
            continue
        answer = "accepted" if result.accepted else "refused"
        print(
            f"deal {len(sheet.deals) + 1}: {result.contract} with {result.dummy} ({answer}), "
            f"{result.tricks} tricks, {'made' if result.made else 'defeated'}; points {state.points}"
        )
        sheet = sheet.record(
            result.contract, result.tricks, result.dummy, result.accepted, result.honours, result.penalised
        )
    print()
    print(sheet.render())
    print()
    example = CutthroatSheet.parse((Path(__file__).parent / "cutthroat.txt").read_text(encoding="utf-8"))
    print(f"examples/cutthroat.txt: rubber won by {example.rubber_winner}, totals {example.totals}")


if __name__ == "__main__":
    main()
