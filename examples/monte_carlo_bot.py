"""A determinized Monte Carlo player for any game, in about thirty lines.

At each decision the bot looks at what it knows (``state.observation(me)``), deals a
few full worlds consistent with it (``sample``), and in each world tries every legal
action, finishing the deal at random (``random_playout``). It plays the action with the
best total of its own points. Run: python examples/monte_carlo_bot.py [game] [worlds]
"""

from __future__ import annotations

import random
import sys
from typing import Any

from trickcards.protocol.game import find_game, random_playout


def choose(state: Any, rng: random.Random, worlds: int = 8) -> Any:
    """The action the bot takes in ``state``, for the player to move."""
    me = state.to_move
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    seat = state.players.index(me)
    seen = state.observation(me)
    totals = dict.fromkeys(actions, 0)
    for _ in range(worlds):
        world = seen.sample(rng)  # the hidden cards dealt anew, consistent with what `me` saw
        for action in actions:
            points = random_playout(world.apply(action), rng).points
            assert points is not None
            totals[action] += points[seat]
    return max(actions, key=totals.__getitem__)


def play(name: str, worlds: int = 8, seed: int = 1) -> tuple[int, ...]:
    """One deal of ``name``: the first player is the bot, the others play at random."""
    rng = random.Random(seed)
    state: Any = find_game(name).new(seed=seed)
    bot = state.players[0]
    while not state.is_over:
        if state.to_move == bot:
            state = state.apply(choose(state, rng, worlds))
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    points: tuple[int, ...] = state.points
    return points


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "duplicate"
    print(game, play(game, int(sys.argv[2]) if len(sys.argv) > 2 else 8))
