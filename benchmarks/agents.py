"""Agents' environments: whole random bridge episodes with an observation and a mask every step.

Ours goes through :func:`trickcards.agents.pettingzoo.raw_env` (``env.last()`` for the agent to
move: its observation vector and action mask as int8 arrays, then a random legal id);
the peers are RLCard's bridge environment (``env.step`` builds the next player's
observation and legal actions) and OpenSpiel's bridge through pyspiel (the deal's 52
chance actions, then ``observation_tensor`` and ``legal_actions_mask`` of the player to
move every step; cards are played, not scored double dummy). One item is one episode.
Every side chooses uniformly among the legal actions with its own seeded generator.
"""

from __future__ import annotations

import random
from typing import Any

from benchmarks.timing import Workload


def pettingzoo_available() -> bool:
    """True when PettingZoo and NumPy import."""
    try:
        import numpy  # noqa: F401, PLC0415 - an optional dependency, probed on demand
        import pettingzoo  # noqa: F401, PLC0415
    except ImportError:
        return False
    return True


def rlcard_available() -> bool:
    """True when RLCard imports."""
    try:
        import rlcard  # noqa: F401, PLC0415 - an optional dependency, probed on demand
    except ImportError:
        return False
    return True


def pettingzoo_episodes(count: int, seed: int) -> Workload:
    """Ours: ``count`` duplicate deals through the PettingZoo environment, observation and mask every step."""
    import numpy as np  # noqa: PLC0415 - optional dependency

    from trickcards.agents import pettingzoo  # noqa: PLC0415

    env: Any = pettingzoo.raw_env("duplicate")
    env.reset(seed=seed)
    rng = random.Random(seed)

    def work() -> int:
        for _ in range(count):
            env.reset()
            for _agent in env.agent_iter():
                observation, _, termination, truncation, _ = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.randrange(len(legal))]))
        return count

    return work


def masked_episodes(count: int, seed: int) -> Workload:
    """Ours without the observation: ``count`` duplicate deals, ``legal_action_mask()`` and ids every step."""
    from trickcards import find_game  # noqa: PLC0415

    game = find_game("duplicate")
    deals = random.Random(seed)
    rng = random.Random(seed)
    action_of = game.actions

    def work() -> int:
        for _ in range(count):
            state = game.new(seed=deals.getrandbits(64))
            while not state.is_over:
                mask = state.legal_action_mask()
                legal = [i for i, flag in enumerate(mask) if flag]
                state = state.apply(action_of[legal[rng.randrange(len(legal))]])
        return count

    return work


def rlcard_episodes(count: int, seed: int) -> Workload:
    """RLCard: ``count`` bridge episodes of ``env.step`` with a random legal action."""
    import rlcard  # noqa: PLC0415 - optional dependency

    env: Any = rlcard.make("bridge", config={"seed": seed})
    rng = random.Random(seed)

    def work() -> int:
        for _ in range(count):
            state, _ = env.reset()
            while not env.is_over():
                legal = list(state["legal_actions"])
                state, _ = env.step(legal[rng.randrange(len(legal))])
            env.get_payoffs()
        return count

    return work


def openspiel_episodes(count: int, seed: int) -> Workload:
    """OpenSpiel: ``count`` bridge episodes, the deal as chance, observation tensor and mask every step."""
    import pyspiel  # noqa: PLC0415 - optional dependency

    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    rng = random.Random(seed)

    def work() -> int:
        for _ in range(count):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                    continue
                player = state.current_player()
                state.observation_tensor(player)
                state.legal_actions_mask(player)
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
            state.returns()
        return count

    return work
