"""Play a rubber of Helm with random legal actions, and keep its pad.

Each deal: 10 cards each, round 1 of the auction (one call each, non-dealer first), 2
more cards, round 2, 2 more, round 3 until a pass; the declarer announces the trump, the
last 2 cards each are dealt, each player sets 3 cards aside as his reserve, and ten
tricks are played, the reserves last. An auction with no bid is dealt again by the same
dealer (HE-m). The deals go onto a Helm sheet until one player has won two games.

Run: ``python examples/helm_game.py``
"""

from __future__ import annotations

import random
from typing import Any

from trickcards import find_game
from trickcards.helm import HelmSheet
from trickcards.helm.game import HelmAction, HelmState


def play_deal(rng: random.Random, **deal: Any) -> HelmState:
    """One deal of random legal actions; in the auction a pass or the cheapest bid, so contracts stay low."""
    state = find_game("helm").new(seed=rng.randrange(10**9), **deal)
    assert isinstance(state, HelmState)
    while not state.is_over:
        actions = state.legal_actions()
        action: HelmAction = rng.choice(actions)
        if state.phase == "auction":
            bids = [a for a in actions if str(a) not in ("Pass", "X", "XX")]
            action = bids[0] if bids and rng.random() < 0.4 else actions[0]  # the cheapest bid, or Pass
        state = state.apply(action)
    return state


def main() -> None:
    rng = random.Random(11)
    sheet = HelmSheet()
    while not sheet.is_over:
        state = play_deal(rng, **sheet.next_deal())  # the dealer and who is vulnerable, from the sheet
        print(f"deal {len(sheet.deals) + 1}: dealer {'AB'[sheet.dealer]}, {state.result}")
        sheet = sheet.record_deal(state)  # the contract, declarer's tricks and the honours
    print()
    print(sheet.render())


if __name__ == "__main__":
    main()
