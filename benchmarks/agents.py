"""Agents' environments: whole random episodes with an observation and a mask every step.

Ours goes through :func:`trickcards.agents.pettingzoo.env`, the documented entry point, or
:func:`~trickcards.agents.pettingzoo.raw_env` (``env.last()`` for the agent to
move: its observation vector and action mask as int8 arrays, then a random legal id),
or through pyspiel as ``python_trickcards_<game>`` (sampled chance: one chance step,
then ``observation_tensor``, the compact one, and ``legal_actions_mask`` every step),
duplicate bridge by default, any registered game by name; the peers are RLCard's bridge
environment (``env.step`` builds the next player's observation and legal actions) and
OpenSpiel's bridge through pyspiel (the deal's 52 chance actions, then
``observation_tensor`` and ``legal_actions_mask`` of the player to move every step;
cards are played, not scored double dummy), through the same episode loop as ours. One
item is one episode (one deal). Every side chooses uniformly among the legal actions
with its own seeded generator.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from benchmarks.timing import Workload

BOARDS = Path(__file__).resolve().parent.parent / "tests" / "data" / "bidding_boards.pbn"
"""Eight boards with their double-dummy tables: the deals of bridge-bidding's episodes (``deals="known"``)."""


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


def episode_options(game: str) -> dict[str, str]:
    """The options under which ``game``'s episodes time its environment, not a solver (none for most games).

    Bridge-bidding scores each deal by its double-dummy table, which DDS computes when
    the auction ends (up to a second a deal): its episodes deal the boards of
    :data:`BOARDS`, remembered with their tables (``deals="known"``, the training set-up
    its guide describes).
    """
    if game != "bridge-bidding":
        return {}
    from trickcards.bridge.bidding_game import remember_tables  # noqa: PLC0415 - this game's set-up only
    from trickcards.records.dd_file import read_dd_tables  # noqa: PLC0415

    remember_tables(read_dd_tables(BOARDS))
    return {"deals": "known"}


def pettingzoo_episodes(
    count: int, seed: int, game: str = "duplicate", *, raw: bool = True, observation: str = "information_state"
) -> Workload:
    """Ours: ``count`` deals of ``game`` through the PettingZoo environment, observation and mask every step.

    ``raw`` picks :func:`~trickcards.agents.pettingzoo.raw_env`, else :func:`~trickcards.agents.pettingzoo.env`;
    ``observation`` the vector (the information state or the compact observation).
    """
    import numpy as np  # noqa: PLC0415 - optional dependency

    from trickcards.agents import pettingzoo  # noqa: PLC0415

    make = pettingzoo.raw_env if raw else pettingzoo.env
    env: Any = make(game, observation=observation, **episode_options(game))
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


def pyspiel_episodes(game: Any, count: int, seed: int) -> Workload:
    """``count`` episodes of the pyspiel ``game``: chance at random, then the mover's tensor and mask every step."""
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


def openspiel_episodes(count: int, seed: int) -> Workload:
    """OpenSpiel: ``count`` bridge episodes, the deal as chance, observation tensor and mask every step."""
    import pyspiel  # noqa: PLC0415 - optional dependency

    return pyspiel_episodes(pyspiel.load_game("bridge(use_double_dummy_result=false)"), count, seed)


def openspiel_ours_episodes(count: int, seed: int, game: str = "duplicate") -> Workload:
    """Ours through pyspiel: ``count`` ``python_trickcards_<game>`` episodes, sampled chance, compact tensor and mask."""
    import pyspiel  # noqa: PLC0415 - optional dependency

    from trickcards.agents import openspiel  # noqa: PLC0415

    openspiel.register()
    options = "".join(f",{name}={value}" for name, value in episode_options(game).items())
    return pyspiel_episodes(
        pyspiel.load_game(f"{openspiel.short_name(game)}(chance=sampled,rng_seed={seed}{options})"), count, seed
    )


def _opening_lead(game: Any, rng: random.Random) -> Any:
    """A state of ``game`` (pyspiel) at the opening lead: the deal dealt, then random calls until a contract."""
    while True:
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        while not state.is_terminal():
            legal = state.legal_actions()
            calls = [a for a in legal if a != legal[0]] if len(state.history()) < 56 else [legal[0]]
            state.apply_action(calls[rng.randrange(len(calls))] if calls else legal[0])
            if _is_lead(state):
                return state


def _is_lead(state: Any) -> bool:
    """True at the first card of the play (OpenSpiel's bridge: its cards are the actions below 52, its calls above)."""
    trickcards = getattr(state, "trickcards_state", None)
    if trickcards is not None:
        return bool(trickcards.phase == "play")
    return bool(state.is_player_node() and max(state.legal_actions()) < 52)


def resample_episodes(
    count: int, seed: int, *, native: bool, chance: str = "explicit", then_legal: bool = False
) -> Workload:
    """``count`` draws of ``resample_from_infostate`` at a duplicate deal's opening lead (ours or OpenSpiel's bridge).

    Ours with ``chance`` (``explicit``: 52 chance nodes; ``sampled``: one, as ISMCTS is
    advised to use); ``then_legal`` asks each state drawn for its legal actions too (what a
    search does next), so that nothing left to build later is left out of the time.
    """
    import pyspiel  # noqa: PLC0415 - optional dependency

    from trickcards.agents import openspiel  # noqa: PLC0415

    openspiel.register()
    name = "bridge(use_double_dummy_result=false)" if native else f"python_trickcards_duplicate(chance={chance})"
    game = pyspiel.load_game(name)
    state = _opening_lead(game, random.Random(seed))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)

    def work() -> int:
        for _ in range(count):
            drawn = state.resample_from_infostate(player, sampler)
            if then_legal:
                drawn.legal_actions()
        return count

    return work
