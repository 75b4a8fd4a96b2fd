"""Every game of the library as a PettingZoo AEC environment (``pip install "trickcards[pettingzoo]"``).

:func:`env` is shaped like PettingZoo's classic card games: agents ``player_0`` ...
(the library state's players in order), a ``Discrete`` action space over the game's
action ids (:attr:`Game.actions <trickcards.protocol.game.Game.actions>`), and a dict
observation of two ``int8`` arrays: ``observation``, the player's
:meth:`Observation.vector <trickcards.analysis.observation.Observation.vector>`
(:attr:`Game.observation_size <trickcards.protocol.game.Game.observation_size>` long), and
``action_mask``, :meth:`legal_action_mask <trickcards.protocol.game.GameState.legal_action_mask>`
for the agent to move (all zeros for the others). The rewards are the deal's
:attr:`~trickcards.protocol.game.GameState.points`, given when the deal ends; one episode is one deal.

.. code-block:: python

    from trickcards.agents import pettingzoo

    env = pettingzoo.env("bridgette", render_mode="ansi")
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)
    print(env.render())

``env.reset(seed=...)`` fixes the sequence of deals that the following resets deal.
The unwrapped environment keeps its library state as ``trickcards_state``.

Settings besides the game's options:

- ``observation="information_state"`` (the default) gives the perfect-recall vector;
  ``"observation"`` the compact tensor of the position now
  (:meth:`~trickcards.protocol.game.Game.observation_layout` names its slices).
- ``reward="points"`` (the default) rewards the deal's points; ``"normalised"`` the
  points over the game's largest score (the bound of OpenSpiel's ``max_utility``),
  in [-1, 1].
- ``illegal="raise"`` (the default): an action the mask does not offer raises the
  library's error (:class:`~trickcards.core.errors.TrickcardsError`), and nothing
  changes. ``illegal="lose"`` ends the deal instead: the offender's reward is one point
  below the worst the game can score (or that over the largest score), the others' 0,
  so an illegal action is never a way out of a bad contract.
- ``render_mode="ansi"`` returns the text of the deal; ``"human"`` prints it.

``env.state()`` is every player's compact observation, one row per agent (an ``int8``
array shaped as ``env.state_space``). Environments pickle, mid-episode too.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from typing import Any

from trickcards.agents._bounds import utility_bounds
from trickcards.analysis.observation import KINDS
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.protocol.game import DealState, find_game

__all__ = ["ILLEGAL", "REWARDS", "env", "raw_env"]

_RENDER_MODES = ("ansi", "human")
REWARDS = ("points", "normalised")
"""The values of ``reward``: the deal's points, or the points over the game's largest score."""
ILLEGAL = ("raise", "lose")
"""The values of ``illegal``: an illegal action raises, or ends the deal lost."""


def env(
    name: str,
    render_mode: str | None = None,
    *,
    observation: str = "information_state",
    reward: str = "points",
    illegal: str = "raise",
    **options: object,
) -> Any:
    """The AEC environment of the game called ``name`` under ``options``, checked as PettingZoo's classic games are.

    It checks in place what PettingZoo's ``OrderEnforcingWrapper`` and
    ``AssertOutOfBoundsWrapper`` check around its classic games (reset before anything
    else, actions in the action space: an id outside it is an illegal action), without
    the cost of a wrapper's indirections at every step; illegal actions are as
    ``illegal`` says.
    Raises :class:`~trickcards.core.errors.TrickcardsError` naming the extra to install when
    PettingZoo is not installed, and for an unknown game, option, render mode or setting.
    """
    environment = raw_env(name, render_mode, observation=observation, reward=reward, illegal=illegal, **options)
    environment._checked = True
    return environment


def _choice(name: str, value: object, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise TrickcardsError(f"{name}={quote(value)} is not a setting: expected {' or '.join(choices)}")
    return str(value)


def raw_env(
    name: str,
    render_mode: str | None = None,
    *,
    observation: str = "information_state",
    reward: str = "points",
    illegal: str = "raise",
    **options: object,
) -> Any:
    """The AEC environment of the game called ``name``, without PettingZoo's wrappers."""
    game = find_game(name)
    if render_mode is not None and render_mode not in _RENDER_MODES:
        raise TrickcardsError(f"{quote(render_mode)} is not a render mode: expected 'ansi', 'human' or None")
    settings = (
        _choice("observation", observation, KINDS),
        _choice("reward", reward, REWARDS),
        _choice("illegal", illegal, ILLEGAL),
    )
    game.check_options(options)
    return _classes().environment(game.name, render_mode, options, settings)


def _rebuilt(
    name: str, render_mode: str | None, options: dict[str, Any], settings: tuple[str, ...], saved: dict[str, Any]
) -> Any:
    """An environment unpickled: made anew, then its episode put back (``saved``, from ``__reduce__``)."""
    made = _classes().environment(name, render_mode, options, settings)
    made._checked = saved.get("checked", False)
    made._restore(saved)
    return made


class _AgentIter:
    """What :meth:`AECEnv.agent_iter` returns: the agent to act at each step until every agent is done.

    Iterated by a generator, whose steps cost less than a class's ``__next__`` (PettingZoo's ``AECIterator``).
    """

    __slots__ = ("env", "max_iter")

    def __init__(self, env: Any, max_iter: int) -> None:
        self.env = env
        self.max_iter = max_iter

    def __iter__(self) -> Iterator[str]:
        env, left = self.env, self.max_iter
        while env.agents and left > 0:
            left -= 1
            yield env.agent_selection


class _Modules:
    __slots__ = ("logger",)

    def __init__(self, logger: Any) -> None:
        self.logger = logger


@functools.cache
def _modules() -> _Modules:
    try:
        from pettingzoo.utils.env_logger import EnvLogger  # noqa: PLC0415  # an optional extra, imported on demand
    except ImportError:
        raise TrickcardsError(
            'PettingZoo is not installed: pip install "trickcards[pettingzoo]" to make the environments'
        ) from None
    return _Modules(EnvLogger)


class _Classes:
    __slots__ = ("environment",)

    def __init__(self, environment: Any) -> None:
        self.environment = environment


@functools.cache
def _classes() -> _Classes:
    """The environment class, defined on PettingZoo's ``AECEnv`` (imported here)."""
    _modules()
    import numpy as np  # noqa: PLC0415
    from gymnasium import spaces  # noqa: PLC0415
    from pettingzoo import AECEnv  # noqa: PLC0415

    from trickcards.agents._env_steps import OVER, DealSteps  # noqa: PLC0415  # loads the table games

    frombuffer, int8 = np.frombuffer, np.dtype(np.int8)  # read at every observation (a dtype: no conversion each time)

    class TrickcardsEnv(AECEnv):  # type: ignore[misc]  # PettingZoo's classes carry no type information here
        """One game of the library as an AEC environment: one episode is one deal.

        The deal steps through :class:`~trickcards.agents._env_steps.DealSteps`: every
        player's vectors updated in place at each step, a table game's auction on the
        kernel's auction state and its play through one mutable playout, and
        :attr:`trickcards_state` built when read.
        """

        def __init__(
            self,
            name: str,
            render_mode: str | None,
            options: dict[str, Any],
            settings: tuple[str, ...] = (KINDS[0], REWARDS[0], ILLEGAL[0]),
        ) -> None:
            super().__init__()
            self.game = find_game(name)
            self.options = dict(options)
            self.render_mode = render_mode
            self.settings = settings
            self._checked = False  # env(): reset first, as PettingZoo's OrderEnforcingWrapper checks
            self._has_reset = False
            self.kind, reward, illegal = settings
            low, high = utility_bounds(name, tuple(self.options.items()))
            self._scale = max(-low, high) if reward == REWARDS[1] else 1
            self._lose = illegal == ILLEGAL[1]
            self._worst = low - 1  # an illegal action's reward, in points
            self.metadata: dict[str, Any] = {
                "name": f"trickcards_{name.replace('-', '_')}_v0",
                "render_modes": list(_RENDER_MODES),
                "is_parallelizable": False,
                "render_fps": 1,
            }
            template = self.game.new(seed=0, **self.options)
            self.possible_agents = [f"player_{i}" for i in range(len(template.players))]
            self.agents = self.possible_agents[:]
            layout = self.game.observation_layout(self.kind)
            size, actions = layout[-1].offset + layout[-1].size, self.game.num_actions
            compact = self.game.observation_layout(KINDS[1])
            self._compact_size = compact[-1].offset + compact[-1].size
            self.state_space = spaces.Box(
                low=0, high=1, shape=(len(self.possible_agents), self._compact_size), dtype=np.int8
            )
            self.observation_spaces = {
                agent: spaces.Dict(
                    {
                        "observation": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
                        "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
                    }
                )
                for agent in self.possible_agents
            }
            self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
            self._no_moves = bytes(actions)
            self._agents: dict[Any, str] = {}  # the state's players and their agents, both ways
            self._players: dict[str, Any] = {}
            self._seated: tuple[Any, ...] = ()
            self._seat(template)
            self._deals = random.Random()
            self._seen: dict[str, dict[str, Any]] = {}
            self._deal = DealSteps(template)

        @property
        def trickcards_state(self) -> DealState[Any, Any]:
            """The library state of the deal now (built from the steps when read)."""
            return self._deal.state

        @trickcards_state.setter
        def trickcards_state(self, state: DealState[Any, Any]) -> None:
            self._deal = DealSteps(state)

        def observation_space(self, agent: str) -> Any:
            return self.observation_spaces[agent]

        def action_space(self, agent: str) -> Any:
            return self.action_spaces[agent]

        def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
            self._has_reset = True
            if seed is not None:
                self._deals = random.Random(seed)
            state = self.game.new(seed=self._deals, **self.options)  # dealt by the environment's generator, in turn
            self.trickcards_state = state
            self._seat(state)
            self.agents = self.possible_agents[:]
            self.rewards: dict[str, float] = dict.fromkeys(self.agents, 0)
            self._cumulative_rewards: dict[str, float] = dict.fromkeys(self.agents, 0)
            self.terminations = dict.fromkeys(self.agents, False)
            self.truncations = dict.fromkeys(self.agents, False)
            self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
            self._seen = {}
            self.agent_selection = self._agents[self._deal.to_move]

        def _seat(self, state: DealState[Any, Any]) -> None:
            """Map the state's players to the agents, both ways (again only if the players changed)."""
            players = state.players
            if players != self._seated:
                self._seated = players
                self._agents = dict(zip(players, self.possible_agents, strict=True))
                self._players = dict(zip(self.possible_agents, players, strict=True))

        def observe(self, agent: str) -> dict[str, Any]:
            if self._checked and not self._has_reset:
                _modules().logger.error_observe_before_reset()
            seen = self._seen.get(agent)
            if seen is not None:
                return seen
            player = self._players[agent]
            deal = self._deal
            vector = deal.vector(player, self.kind)
            to_move = agent == self.agent_selection and not self.terminations[agent]
            legal = deal.mask() if to_move else bytearray(self._no_moves)
            seen = self._seen[agent] = {"observation": frombuffer(vector, int8), "action_mask": frombuffer(legal, int8)}
            return seen

        def state(self) -> Any:
            """Every player's compact observation now, one row per agent (an ``int8`` array)."""
            if self._checked and not self._has_reset:
                _modules().logger.error_state_before_reset()
            deal = self._deal
            rows = [deal.vector(player, KINDS[1]) for player in self._seated]
            return np.array(rows, dtype=np.int8)

        def agent_iter(self, max_iter: int = 2**63) -> _AgentIter:
            """The agent to act, until every agent is done (or ``max_iter`` of them): PettingZoo's iterable, as a generator."""
            if self._checked and not self._has_reset:
                _modules().logger.error_agent_iter_before_reset()
            return _AgentIter(self, max_iter)

        def step(self, action: int) -> None:
            if self._checked:
                if not self._has_reset:
                    _modules().logger.error_step_before_reset()
                if not self.agents:
                    _modules().logger.warn_step_after_terminated_truncated()
                    return
            agent = self.agent_selection
            if self.terminations[agent] or self.truncations[agent]:
                self._was_dead_step(action)
                return
            number = int(action)
            try:
                if not 0 <= number < len(self._no_moves):
                    raise TrickcardsError(
                        f"{number} is not an action id of {self.game.name}: expected 0 to {len(self._no_moves) - 1}"
                    )
                mover = self._deal.take(number)
            except TrickcardsError:
                if not self._lose:
                    raise
                self._forfeit(agent)
                return
            self._seen = {}
            if mover is OVER:
                self._end(agent, self._deal.state)
            else:
                self.agent_selection = self._agents[mover]

        def _forfeit(self, agent: str) -> None:
            """``agent``'s illegal action ends the deal: his reward below the worst legal one, the others' 0."""
            self.rewards = dict.fromkeys(self.agents, 0)
            self.rewards[agent] = self._worst / self._scale if self._scale != 1 else self._worst
            self.infos[agent] = {**self.infos[agent], "illegal": True}
            self._seen = {}
            self._finish(agent)

        def _end(self, agent: str, state: DealState[Any, Any]) -> None:
            """The deal is over after ``agent``'s action: the points are the rewards, and every agent is done.

            Until now every reward was 0 and no agent was done, so PettingZoo's bookkeeping
            (``_accumulate_rewards``, ``_deads_step_first``) had nothing to do at each step.
            """
            points = state.points
            assert points is not None
            scale = self._scale
            if scale == 1:
                self.rewards = dict(zip(self.agents, points, strict=True))
            else:
                self.rewards = {agent: p / scale for agent, p in zip(self.agents, points, strict=True)}
            self._finish(agent)

        def _finish(self, agent: str) -> None:
            """Every agent is done after ``agent``'s action: the rewards (set) are accumulated."""
            self.terminations = dict.fromkeys(self.agents, True)
            self._cumulative_rewards[agent] = 0
            self._accumulate_rewards()
            self._deads_step_first()

        def render(self) -> str | None:
            if self._checked and not self._has_reset:
                _modules().logger.error_render_before_reset()
            if self.render_mode is None:
                from gymnasium import logger  # noqa: PLC0415

                logger.warn("You are calling render method without specifying any render mode.")
                return None
            state = self.trickcards_state
            lines = [f"{self.game.title}: {state.phase}"]
            lines += [
                f"{agent}: {packet}" for agent, packet in zip(self.possible_agents, state.start.cards, strict=False)
            ]
            lines.append("actions: " + " ".join(str(a) for a in state.history))
            if state.points is not None:
                lines.append("points: " + " ".join(str(p) for p in state.points))
            text = "\n".join(lines)
            if self.render_mode == "human":
                print(text)
                return None
            return text

        def __reduce__(self) -> tuple[object, tuple[object, ...]]:
            """Pickled as its game, options and settings, and its episode so far."""
            saved: dict[str, Any] = {
                "deals": self._deals.getstate(),
                "checked": self._checked,
                "reset": self._has_reset,
            }
            if hasattr(self, "rewards"):  # reset: an episode is on
                saved.update(
                    state=self.trickcards_state,
                    agents=list(self.agents),
                    rewards=dict(self.rewards),
                    cumulative=dict(self._cumulative_rewards),
                    terminations=dict(self.terminations),
                    truncations=dict(self.truncations),
                    infos={agent: dict(info) for agent, info in self.infos.items()},
                    selection=self.agent_selection,
                )
            return (_rebuilt, (self.game.name, self.render_mode, self.options, self.settings, saved))

        def _restore(self, saved: dict[str, Any]) -> None:
            """Put back the episode :meth:`__reduce__` saved."""
            self._deals.setstate(saved["deals"])
            self._has_reset = saved["reset"]
            if "state" not in saved:
                return
            self.trickcards_state = saved["state"]
            self._seat(saved["state"])
            self.agents = saved["agents"]
            self.rewards = saved["rewards"]
            self._cumulative_rewards = saved["cumulative"]
            self.terminations = saved["terminations"]
            self.truncations = saved["truncations"]
            self.infos = saved["infos"]
            self.agent_selection = saved["selection"]

        def close(self) -> None:
            pass

    return _Classes(TrickcardsEnv)
