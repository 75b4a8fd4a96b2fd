"""Play a rubber of two-player Null with random legal actions, and keep its pad.

Each deal: the non-dealer and then the dealer exchange cards with the stock, the dealer
calls first (Null bids rank between diamonds and hearts), the first pass after a bid
ends the auction, and thirteen two-card tricks are played. When both players pass, the
same dealer deals again (NI-b). The deals go onto a rubber pad between players A and B
until one has won two games.

Run: ``python examples/two_player_null_game.py``
"""

from __future__ import annotations

import random
from typing import Any

from trickcards import find_game
from trickcards.two_player_null import TwoPlayerNullSheet
from trickcards.two_player_null.game import Exchange, TwoPlayerNullAction, TwoPlayerNullState


def play_deal(rng: random.Random, **deal: Any) -> TwoPlayerNullState:
    """One deal, every action chosen at random among the legal ones (passing and drawing often)."""
    state = find_game("two-player-null").new(seed=rng.randrange(10**9), **deal)
    assert isinstance(state, TwoPlayerNullState)
    while not state.is_over:
        actions = state.legal_actions()
        action: TwoPlayerNullAction
        if state.phase == "exchange" and (len(state.discards) >= 4 or rng.random() < 0.4):
            action = Exchange()
        else:
            passes = [a for a in actions if str(a) == "Pass"]
            action = passes[0] if passes and rng.random() < 0.5 else rng.choice(actions)
        state = state.apply(action)
    return state


def main() -> None:
    rng = random.Random(7)
    sheet = TwoPlayerNullSheet()
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())  # the dealer and who is vulnerable, from the sheet
        print(f"deal {len(sheet.rubber.deals) + 1}: dealer {'AB'[sheet.dealer]}, {state.result}")
        sheet = sheet.record_deal(state)  # the contract, declarer's tricks and any honours
    print()
    print(sheet.render())


if __name__ == "__main__":
    main()
