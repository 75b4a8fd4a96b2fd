"""Play one random legal deal of every game through the same protocol, then replay and check it.

Run: python examples/play_any_game.py
"""

from __future__ import annotations

import pickle
import random

from trickcards.bridge.dds import DDSUnavailableError
from trickcards.protocol.game import games


def main() -> None:
    for game in games():
        state = game.new(seed=2026)
        rng = random.Random(2026)
        phases: list[str] = []
        while not state.is_over:
            if not phases or phases[-1] != state.phase:
                phases.append(state.phase)
            state = state.apply(rng.choice(state.legal_actions()))
        try:
            points = state.points
        except DDSUnavailableError:  # bridge-bidding scores the auction by its double-dummy table
            print(f'{game.name:<21} scored by double-dummy: pip install "trickcards[dds]" to score it')
            continue
        assert points is not None
        # The history alone rebuilds the deal; its text does too, and states pickle.
        assert game.replay(state.history, seed=2026) == state
        assert game.replay([str(a) for a in state.history], seed=2026) == state
        assert pickle.loads(pickle.dumps(state)) == state
        scores = " ".join(f"{player}={number}" for player, number in zip(state.players, points, strict=True))
        print(f"{game.name:<21} {' > '.join(phases):<38} {len(state.history):>3} actions  {scores}")


if __name__ == "__main__":
    main()
