"""What a training loop needs of the environments: zero-sum games and true bounds declared, pickles, rewards, illegal actions."""

import pickle
import random
from typing import Any

import pytest

from trickcards import find_game
from trickcards.agents._bounds import utility_bounds, zero_sum
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import games

GAMES = [g.name for g in games()]


pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra is not installed")
np = pytest.importorskip("numpy", reason="the openspiel extra is not installed")

from trickcards.agents import openspiel  # noqa: E402  # after the skip above


def load(name: str, **params: object) -> Any:
    openspiel.register()
    return pyspiel.load_game(openspiel.short_name(name), params)


def played(game: Any, seed: int, actions: int) -> Any:
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and actions > 0:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
        actions -= 1
    return state


@pytest.mark.parametrize("name", GAMES)
def test_zero_sum_games_are_declared_so_to_openspiel_with_their_bounds(name: str) -> None:
    game = load(name)
    kinds = pyspiel.GameType.Utility
    assert game.get_type().utility == (kinds.ZERO_SUM if zero_sum(name) else kinds.GENERAL_SUM)
    assert (game.min_utility(), game.max_utility()) == tuple(float(b) for b in utility_bounds(name))


@pytest.mark.parametrize(
    ("name", "params", "bounds"),
    [
        ("blackout", {"players": 3, "cards": 17, "scoring": "seed10", "method": 2}, (-170, 180)),
        ("towie", {"vulnerable_doubled_later": 1000}, (0, 23_350)),
        ("brandeln", {"table": "classic"}, (-24, 24)),
    ],
)
def test_openspiel_bounds_follow_the_games_options(name: str, params: dict[str, Any], bounds: tuple[int, int]) -> None:
    game = load(name, **params)
    assert (game.min_utility(), game.max_utility()) == bounds == utility_bounds(name, tuple(params.items()))


@pytest.mark.parametrize("chance", ["explicit", "sampled"])
@pytest.mark.parametrize("name", GAMES)
def test_games_and_states_pickle_in_both_chance_modes(name: str, chance: str) -> None:
    game = load(name, chance=chance, rng_seed=3)
    state = played(game, 3, 25)
    again = pickle.loads(pickle.dumps(state))
    assert again.history() == state.history()
    assert str(again) == str(state)
    assert again.information_state_string(0) == state.information_state_string(0)
    assert pickle.loads(pickle.dumps(game)).get_parameters() == game.get_parameters()
    text = pyspiel.serialize_game_and_state(game, state)
    _, copy = pyspiel.deserialize_game_and_state(text)
    assert str(copy) == str(state)


def test_a_pickled_sampled_game_deals_on_as_the_original() -> None:
    game = load("duplicate", chance="sampled", rng_seed=8)
    first = game.new_initial_state()
    first.apply_action(0)
    copy = pickle.loads(pickle.dumps(game))
    state, other = game.new_initial_state(), copy.new_initial_state()
    state.apply_action(0)
    other.apply_action(0)
    assert state.trickcards_state == other.trickcards_state


def observe(game: Any, state: Any, perfect_recall: bool, public: bool, private: bool) -> tuple[list[float], str]:
    from open_spiel.python.observation import make_observation  # noqa: PLC0415

    kind = pyspiel.PrivateInfoType.SINGLE_PLAYER if private else pyspiel.PrivateInfoType.NONE
    observation = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=perfect_recall, public_info=public, private_info=kind)
    )
    observation.set_from(state, 0)
    return list(observation.tensor), observation.string_from(state, 0)


def test_observers_honour_the_type_asked_for() -> None:
    game = load("helm")
    state = played(game, 6, 16)
    library = state.trickcards_state
    player = library.players[0]
    full, text = observe(game, state, True, True, True)
    assert full == list(library.observation(player).vector())
    assert text == str(library.observation(player))
    compact, _ = observe(game, state, False, True, True)
    assert compact == list(library.observation(player).vector("observation"))
    assert compact == list(state.observation_tensor(0))
    public, public_text = observe(game, state, False, True, False)
    private, private_text = observe(game, state, False, False, True)
    layout = {part.name: part for part in find_game("helm").observation_layout("observation")}
    hand = layout["hand cards"]
    assert not any(public[hand.offset : hand.offset + hand.size])
    assert any(private[hand.offset : hand.offset + hand.size])
    assert not any(private[layout["played cards by hand"].offset :])
    assert "hand:" not in public_text
    assert "hand:" in private_text
    # What everyone sees is the same whoever looks.
    other, _ = observe(game, state, False, True, False)
    assert other == public
    # Helm's reserves are private: the public record shows the player's own as hidden.
    own = [line for line in text.splitlines() if line.startswith("A: reserve")]
    assert own
    assert not any(line in public_text.splitlines() for line in own)
    assert public_text.count("a hidden action by A") == len(own)


def test_tensors_show_the_cards_dealt_so_far() -> None:
    game = load("duplicate")
    state = game.new_initial_state()
    for card in (5, 17, 30):
        state.apply_action(card)
    tensor = state.observation_tensor(0)
    hand = {part.name: part for part in find_game("duplicate").observation_layout("observation")}["hand cards"]
    assert [i - hand.offset for i, bit in enumerate(tensor) if bit and i >= hand.offset] == [5, 17, 30]
    assert "dealt: " in state.observation_string(0)
    assert sum(state.information_state_tensor(0)) == 4  # his number and three cards


pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the pettingzoo extra is not installed")

from trickcards.agents import pettingzoo  # noqa: E402  # after the skip above


def step_randomly(environment: Any, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        observation, _, termination, truncation, _ = environment.last()
        if termination or truncation:
            return
        legal = np.flatnonzero(observation["action_mask"])
        environment.step(int(legal[rng.randrange(len(legal))]))


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_render_test(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    pettingzoo_test.render_test(lambda render_mode=None: pettingzoo.env(name, render_mode=render_mode))
    environment = pettingzoo.env(name, render_mode="human")
    environment.reset(seed=1)
    assert environment.render() is None
    assert find_game(name).title in capsys.readouterr().out


@pytest.mark.parametrize("name", GAMES)
def test_environments_pickle_mid_episode(name: str) -> None:
    environment = pettingzoo.env(name, observation="observation")
    environment.reset(seed=4)
    step_randomly(environment, random.Random(4), 20)
    copy = pickle.loads(pickle.dumps(environment))
    assert copy.unwrapped.trickcards_state == environment.unwrapped.trickcards_state
    assert copy.agent_selection == environment.agent_selection
    mine, theirs = environment.last(), copy.last()
    assert (mine[0]["observation"] == theirs[0]["observation"]).all()
    step_randomly(environment, random.Random(9), 400)
    step_randomly(copy, random.Random(9), 400)
    assert copy.unwrapped.trickcards_state == environment.unwrapped.trickcards_state
    assert copy.rewards == environment.rewards


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("duplicate", {}),
        ("helm", {}),
        ("trio", {}),
        ("blackout", {"players": 3, "cards": 5, "scoring": "seed5", "method": 2}),
        ("brandeln", {"table": "classic"}),
        ("partnership-blackout", {"number_failed": -30}),
    ],
)
def test_normalised_rewards_are_points_over_the_largest_score(name: str, options: dict[str, Any]) -> None:
    points = pettingzoo.env(name, **options)
    normalised = pettingzoo.env(name, reward="normalised", **options)
    for environment in (points, normalised):
        environment.reset(seed=2)
        step_randomly(environment, random.Random(2), 1000)
    assert all(normalised.terminations.values())
    low, high = utility_bounds(name, tuple(options.items()))
    largest = max(-low, high)
    assert normalised.rewards == {agent: p / largest for agent, p in points.rewards.items()}
    assert all(-1 <= r <= 1 for r in normalised.rewards.values())


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    environment = pettingzoo.env("duplicate")
    environment.reset(seed=1)
    state = environment.unwrapped.trickcards_state
    mask = environment.last()[0]["action_mask"]
    with pytest.raises(TrickcardsError):
        environment.step(int(np.flatnonzero(mask == 0)[-1]))
    assert environment.unwrapped.trickcards_state == state
    assert not any(environment.terminations.values())


@pytest.mark.parametrize("reward", ["points", "normalised"])
def test_an_illegal_action_loses_below_the_worst_legal_outcome(reward: str) -> None:
    environment = pettingzoo.env("duplicate", illegal="lose", reward=reward)
    environment.reset(seed=1)
    agent = environment.agent_selection
    mask = environment.last()[0]["action_mask"]
    environment.step(int(np.flatnonzero(mask == 0)[-1]))
    low, high = utility_bounds("duplicate")
    worst = low if reward == "points" else low / max(-low, high)
    assert environment.rewards[agent] < worst
    assert all(r == 0 for a, r in environment.rewards.items() if a != agent)
    assert all(environment.terminations.values())
    assert environment.infos[agent]["illegal"]


def test_the_state_is_every_players_compact_observation() -> None:
    environment = pettingzoo.env("bridgette")
    environment.reset(seed=5)
    step_randomly(environment, random.Random(5), 10)
    state = environment.unwrapped.trickcards_state
    rows = environment.state()
    assert rows.shape == environment.unwrapped.state_space.shape
    assert rows.dtype == np.int8
    assert [tuple(row) for row in rows] == [state.observation(p).vector("observation") for p in state.players]
