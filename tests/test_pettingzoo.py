"""Every game as a PettingZoo AEC environment: PettingZoo's API and seed tests, spaces, rewards."""

import random
import sys
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import games

pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the pettingzoo extra is not installed")
np = pytest.importorskip("numpy", reason="the pettingzoo extra is not installed")

from trickcards.agents import pettingzoo  # noqa: E402  # after the skip above

GAMES = [g.name for g in games()]


@pytest.mark.parametrize("name", GAMES)
# PettingZoo's API test warns of any dict observation, its own classic card games' included.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_api_test(name: str) -> None:
    pettingzoo_test.api_test(pettingzoo.env(name, render_mode="ansi"), num_cycles=10)


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_seed_test(name: str) -> None:
    pettingzoo_test.seed_test(lambda: pettingzoo.env(name), num_cycles=10)


def play(environment: object, rng: random.Random) -> dict[str, float]:
    """One episode of random legal actions; the rewards each agent was given."""
    total: dict[str, float] = {}
    for agent in environment.agent_iter():  # type: ignore[attr-defined]
        observation, reward, termination, truncation, _ = environment.last()  # type: ignore[attr-defined]
        total[agent] = total.get(agent, 0) + reward
        if termination or truncation:
            environment.step(None)  # type: ignore[attr-defined]
            continue
        legal = np.flatnonzero(observation["action_mask"])
        environment.step(int(legal[rng.randrange(len(legal))]))  # type: ignore[attr-defined]
    return total


def test_observations_masks_and_rewards_are_the_librarys() -> None:
    environment = pettingzoo.env("duplicate")
    environment.reset(seed=3)
    game = find_game("duplicate")
    unwrapped = environment.unwrapped
    agent = environment.agent_selection
    seen = environment.observe(agent)
    state = unwrapped.trickcards_state
    assert seen["observation"].dtype == np.int8
    assert seen["action_mask"].dtype == np.int8
    assert tuple(seen["observation"]) == state.observation(state.to_move).vector()
    assert tuple(bool(b) for b in seen["action_mask"]) == state.legal_action_mask()
    other = next(a for a in environment.agents if a != agent)
    assert not environment.observe(other)["action_mask"].any()
    assert environment.action_space(agent).n == game.num_actions
    rewards = play(environment, random.Random(3))
    points = unwrapped.trickcards_state.points
    assert [rewards[a] for a in environment.possible_agents] == list(points)


def test_the_same_seed_deals_the_same_deals() -> None:
    first, second = pettingzoo.env("duplicate"), pettingzoo.env("duplicate")
    first.reset(seed=11)
    second.reset(seed=11)
    assert first.unwrapped.trickcards_state == second.unwrapped.trickcards_state
    first.reset()
    second.reset()
    assert first.unwrapped.trickcards_state == second.unwrapped.trickcards_state


def test_options_and_render() -> None:
    environment = pettingzoo.env("duplicate", render_mode="ansi", vulnerability="both")
    environment.reset(seed=1)
    assert environment.unwrapped.trickcards_state.start.option("vulnerability") == "both"
    text = environment.render()
    assert text.startswith("Duplicate bridge: auction")
    assert "player_3:" in text


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("poker", {}),
        ("duplicate", {"vulnerable": True}),
        ("duplicate", {"render_mode": "rgb_array"}),
        ("duplicate", {"reward": "imps"}),
        ("duplicate", {"illegal": "ignore"}),
        ("duplicate", {"observation": "history"}),
    ],
)
def test_bad_arguments_are_refused(name: str, options: dict[str, object]) -> None:
    with pytest.raises(TrickcardsError):
        pettingzoo.env(name, **options)  # type: ignore[arg-type]


def test_env_checks_the_order_and_the_bounds_as_pettingzoos_wrappers_do() -> None:
    environment = pettingzoo.env("duplicate")
    with pytest.raises(AttributeError):
        _ = environment.rewards
    with pytest.raises(Exception, match="reset"):
        environment.step(0)
    environment.reset(seed=1)
    with pytest.raises(TrickcardsError, match="not an action id"):
        environment.step(environment.action_space(environment.agent_selection).n)
    with pytest.raises(TrickcardsError, match="not an action id"):
        environment.step(-1)


def test_env_says_which_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pettingzoo.utils.env_logger", None)
    with pytest.raises(TrickcardsError, match=r"trickcards\[pettingzoo\]"):
        pettingzoo._modules.__wrapped__()


@pytest.mark.parametrize("name", GAMES)
def test_every_step_matches_the_librarys_state_and_illegal_ids_are_refused(name: str) -> None:
    environment = pettingzoo.raw_env(name)
    environment.reset(seed=5)
    rng = random.Random(5)
    replay = environment.trickcards_state
    for agent in environment.agent_iter(max_iter=120):
        observation, _, termination, truncation, _ = environment.last()
        if termination or truncation:
            environment.step(None)
            continue
        state = environment.trickcards_state
        player = state.players[environment.possible_agents.index(agent)]
        assert bytes(observation["observation"]) == bytes(state.observation(player).vector())
        illegal = np.flatnonzero(observation["action_mask"] == 0)
        if len(illegal):
            with pytest.raises(TrickcardsError):
                environment.step(int(illegal[rng.randrange(len(illegal))]))
            assert environment.trickcards_state is state
        legal = np.flatnonzero(observation["action_mask"])
        action = int(legal[rng.randrange(len(legal))])
        environment.step(action)
        replay = replay.apply(find_game(name).action_of(action))
        assert environment.trickcards_state == replay


TABLE_STEPPED = ["rubber", "duplicate", "chicago", "trio", "two-handed"]


def test_the_table_games_play_through_the_table_steps() -> None:
    from trickcards.agents._env_steps import table_steps_apply  # noqa: PLC0415  # a private module, named once

    assert sorted(name for name in GAMES if table_steps_apply(find_game(name).new(seed=1))) == sorted(TABLE_STEPPED)


@pytest.mark.parametrize("name", TABLE_STEPPED)
def test_the_play_steps_through_a_playout_from_the_first_card(name: str) -> None:
    environment = pettingzoo.raw_env(name)
    rng = random.Random(2)
    environment.reset(seed=2)
    while environment.trickcards_state.play is None:  # a deal with a contract
        environment.reset()
        for _agent in environment.agent_iter(max_iter=400):
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation or environment._deal.state.phase != "auction":
                break
            legal = np.flatnonzero(observation["action_mask"])
            environment.step(int(legal[rng.randrange(len(legal))]))
    assert environment._deal._steps is not None
    assert environment.trickcards_state.play.played == ()


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), illegal_every=st.integers(2, 9))
@examples(30)
def test_every_agents_observation_is_the_librarys_at_every_step(name: str, seed: int, illegal_every: int) -> None:
    # The vectors kept up to date (and the auction and the play stepped in place) against
    # observations made from scratch, for every agent at every step, an illegal id now and then.
    every_step_is_the_librarys(name, seed, illegal_every, lambda legal, rng: int(legal[rng.randrange(len(legal))]))


AUCTION_STEPPED = ["rubber", "duplicate", "chicago", "trio"]


def test_the_auctions_step_in_place_where_they_can() -> None:
    from trickcards.agents._env_steps import auction_steps_apply  # noqa: PLC0415  # a private module, named once

    assert sorted(name for name in GAMES if auction_steps_apply(find_game(name).new(seed=1))) == sorted(AUCTION_STEPPED)
    environment = pettingzoo.raw_env("duplicate")
    environment.reset(seed=1)
    assert environment._deal._calls is not None


@given(
    name=st.sampled_from(GAMES),
    seed=st.integers(0, 2**32),
    illegal_every=st.integers(2, 9),
    passes=st.floats(0.3, 1.0),
    watch=st.booleans(),
)
@examples(30)
def test_passed_out_doubled_and_redoubled_deals_are_the_librarys(
    name: str, seed: int, illegal_every: int, passes: float, watch: bool
) -> None:
    # The same with the auction's passes, doubles and redoubles chosen often (deals passed
    # out, contracts doubled and redoubled), the library state read at every step or only
    # at the end.
    actions = find_game(name).actions

    def choose(legal: object, rng: random.Random) -> int:
        offered = [int(i) for i in legal]  # type: ignore[attr-defined]  # a NumPy array
        doubles = [i for i in offered if str(actions[i]) in ("X", "XX")]
        if doubles and rng.random() < 0.6:
            return rng.choice(doubles)
        passing = [i for i in offered if str(actions[i]) == "Pass"]
        if passing and rng.random() < passes:
            return passing[0]
        return rng.choice(offered)

    every_step_is_the_librarys(name, seed, illegal_every, choose, watch=watch)


def every_step_is_the_librarys(
    name: str, seed: int, illegal_every: int, choose: Callable[[Any, random.Random], int], *, watch: bool = True
) -> None:
    """Play one deal of ``name`` choosing by ``choose`` (the legal ids, a generator), checking every step.

    ``watch``: read ``trickcards_state`` at every step (else only at the end, so that the
    environment builds no library state on the way).
    """
    environment = pettingzoo.raw_env(name)
    environment.reset(seed=seed)
    rng = random.Random(seed)
    game = find_game(name)
    replay = environment.trickcards_state
    for step, agent in enumerate(environment.agent_iter(max_iter=150)):
        state = environment.trickcards_state if watch else replay
        assert state == replay
        for other in environment.agents:
            player = state.players[environment.possible_agents.index(other)]
            seen = environment.observe(other)
            assert bytes(seen["observation"]) == bytes(state.observation(player).vector())
            mask = state.legal_action_mask() if other == agent and not state.is_over else (False,) * game.num_actions
            assert tuple(bool(flag) for flag in seen["action_mask"]) == mask
        _, reward, termination, truncation, _ = environment.last()
        if termination or truncation:
            assert reward == state.points[environment.possible_agents.index(agent)]
            environment.step(None)
            continue
        mask = environment.observe(agent)["action_mask"]
        if step % illegal_every == 0 and not mask.all():
            illegal = np.flatnonzero(mask == 0)
            with pytest.raises(TrickcardsError):
                environment.step(int(illegal[rng.randrange(len(illegal))]))
            if watch:
                assert environment.trickcards_state is state
        action = choose(np.flatnonzero(mask), rng)
        environment.step(action)
        replay = replay.apply(game.action_of(action))
    assert environment.trickcards_state == replay


@pytest.mark.parametrize("calls", [["Pass"] * 4, ["1S", "X", "XX", "Pass", "Pass", "Pass"], ["Pass", "1NT", "X"]])
@pytest.mark.parametrize("name", AUCTION_STEPPED)
def test_the_auction_steps_reach_the_librarys_state(name: str, calls: list[str]) -> None:
    # A deal passed out (over at once, every reward 0), a redoubled contract (the play
    # starts), an auction still open: the calls made in place give the library's state.
    game = find_game(name)
    environment = pettingzoo.raw_env(name)
    environment.reset(seed=4)
    replay = environment.trickcards_state
    wanted = list(calls)
    while wanted and replay.phase == "auction":  # (Trio passes out after three passes)
        # A double or redouble the caller may not make waits for his partner: he passes.
        call = replay.parse_action(wanted[0] if wanted[0] in map(str, replay.legal_actions()) else "Pass")
        if str(call) == wanted[0]:
            wanted.pop(0)
        environment.step(game.action_id(call))
        replay = replay.apply(call)
    state = environment.trickcards_state
    assert state == replay
    assert (state.phase, state.to_move, state.auction) == (replay.phase, replay.to_move, replay.auction)
    assert environment._deal._calls is None if state.phase != "auction" else environment._deal._calls is not None
    if state.is_over:
        assert list(environment.rewards.values()) == [0] * len(state.players)
        assert all(environment.terminations.values())
    elif state.phase == "play":
        assert environment._deal._steps is not None
        assert state.play is not None
        assert environment.agent_selection == environment.possible_agents[state.players.index(state.to_move)]


@pytest.mark.parametrize("name", AUCTION_STEPPED)
def test_the_auction_steps_start_from_a_state_in_mid_auction(name: str) -> None:
    # An environment given a state whose auction has begun steps on from the calls made.
    game = find_game(name)
    environment = pettingzoo.raw_env(name)
    environment.reset(seed=6)
    state = environment.trickcards_state
    for text in ("1C", "X", "1H"):
        state = state.apply(text if text in map(str, state.legal_actions()) else "Pass")
    environment.trickcards_state = state
    assert environment._deal._calls is not None
    rng = random.Random(6)
    replay = state
    while replay.phase == "auction":
        call = rng.choice(replay.legal_actions())
        environment.step(game.action_id(call))
        replay = replay.apply(call)
        assert environment.trickcards_state == replay
