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

from trickcards import find_game
from trickcards.helm import HelmSheet
from trickcards.helm.game import HelmAction, HelmState
from trickcards.two_handed.sheet import contract_text


def play_deal(rng: random.Random, dealer: int, vulnerable: str) -> HelmState:
    """One deal of random legal actions; in the auction a pass or the cheapest bid, so contracts stay low."""
    state = find_game("helm").new(seed=rng.randrange(10**9), dealer=dealer, vulnerable=vulnerable)
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
        vulnerable = "".join("ab"[p] for p in (0, 1) if sheet.is_vulnerable(p)) or "none"
        state = play_deal(rng, sheet.dealer, vulnerable)
        contract, play, declarer = state.contract, state.play, state.declarer
        if contract is None or play is None or declarer is None:
            print(f"no bid: {'AB'[sheet.dealer]} deals again")
            sheet = sheet.record_passed_out()
            continue
        tricks = play.tricks_won[declarer]
        held = state.honours_points()
        honours = None if not held else (declarer if held > 0 else 1 - declarer, abs(held))
        print(f"deal {len(sheet.deals) + 1}: {contract_text(contract)}, {tricks} tricks; points {state.points}")
        sheet = sheet.record(contract, tricks, honours)
    print()
    print(sheet.render())


if __name__ == "__main__":
    main()
