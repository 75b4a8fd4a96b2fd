"""Play a rubber of Chinese bridge with random legal actions, and keep its pad.

Each deal: four hand cards and eleven piles (a face-down card under a face-up one) to
each player; the dealer must name a contract, his opponent may only pass or double, and
after a double the dealer may pass, redouble or bid higher; thirteen tricks of four
cards (leader, follower, leader, follower) are played from the hands and the face-up
pile tops. The deals go onto a rubber pad between players A and B until one has won
two games; the deal alternates.

Run: ``python examples/chinese_bridge_game.py``
"""

from __future__ import annotations

import random
from typing import Any

from trickcards import find_game
from trickcards.bridge import Call
from trickcards.chinese_bridge import TwoPlayerSheet
from trickcards.chinese_bridge.game import ChineseBridgeState


def play_deal(rng: random.Random, **deal: Any) -> ChineseBridgeState:
    """One deal: a low contract doubled now and then, then random legal cards."""
    state = find_game("chinese-bridge").new(seed=rng.randrange(10**9), **deal)
    assert isinstance(state, ChineseBridgeState)
    while state.phase == "auction":
        calls = state.legal_actions()
        bids = [c for c in calls if isinstance(c, Call) and c.is_bid][:12]  # low bids: random cards seldom make more
        passes = [c for c in calls if str(c) == "Pass"]
        state = state.apply(passes[0] if passes and rng.random() < 0.7 else rng.choice(bids or list(calls)))
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
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


if __name__ == "__main__":
    main()
