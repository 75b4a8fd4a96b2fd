"""Every game as an OpenSpiel game: OpenSpiel's own checks, its ISMCTS and a random bot, resampling."""

import random
import sys
from typing import Any

import pytest

from trickcards import find_game
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import games

pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra is not installed")
np = pytest.importorskip("numpy", reason="the openspiel extra is not installed")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402  # after the skip above

from trickcards.agents import openspiel  # noqa: E402

GAMES = [g.name for g in games()]


def load(name: str, **params: object) -> Any:
    openspiel.register()
    return pyspiel.load_game(openspiel.short_name(name), params)


def dealt(game: Any, rng: random.Random) -> Any:
    """A state after the deal's chance nodes, each outcome drawn with ``rng``."""
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    return state


def test_every_game_is_registered_under_its_name() -> None:
    names = openspiel.register()
    assert names == tuple("python_trickcards_" + g.name.replace("-", "_") for g in games())
    assert set(names) <= set(pyspiel.registered_names())
    assert openspiel.register() == names


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim_test(name: str) -> None:
    pyspiel.random_sim_test(load(name), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_ismcts_and_a_random_bot_play_to_the_end(name: str) -> None:
    game = load(name)
    states = np.random.RandomState(7)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, states), 2.0, 3, random_state=states)
    rng = random.Random(7)
    state = dealt(game, rng)
    while not state.is_terminal():
        legal = state.legal_actions()
        action = bot.step(state) if state.current_player() == 0 else legal[rng.randrange(len(legal))]
        assert action in legal
        state.apply_action(action)
    assert state.returns() == [float(p) for p in state.trickcards_state.points]


def test_the_deal_is_explicit_chance_over_the_cards_not_yet_dealt() -> None:
    game = load("duplicate")
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.trickcards_state is None
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(52))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(51)
    assert 51 not in [a for a, _ in state.chance_outcomes()]
    state = dealt(game, random.Random(3))
    library = state.trickcards_state
    again = find_game("duplicate").new(hands=library.start.cards)
    assert library == again
    assert state.current_player() == 0
    assert len(state.history()) == 52


def test_towies_exposed_dummy_cards_are_chosen_among_the_dummys() -> None:
    game = load("towie")
    state = dealt(game, random.Random(5))
    start = state.trickcards_state.start
    exposed = set(start.cards[-1])
    assert len(exposed) == 6
    assert any(exposed <= set(hand) for hand in start.cards[:-1])


def test_information_state_is_the_observation() -> None:
    game = load("duplicate")
    state = dealt(game, random.Random(4))
    for action in state.legal_actions()[:1] * 1:
        state.apply_action(action)
    library = state.trickcards_state
    for player in range(4):
        seen = library.observation(library.players[player])
        assert state.information_state_string(player) == str(seen)
        assert state.information_state_tensor(player) == list(map(float, seen.vector()))
        assert state.observation_string(player) == str(seen)
    assert game.information_state_tensor_size() == find_game("duplicate").observation_size


def test_resample_from_infostate_keeps_the_players_view() -> None:
    game = load("duplicate")
    rng = random.Random(9)
    state = dealt(game, rng)
    for _ in range(20):
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(5):
        world = state.resample_from_infostate(player, sampler)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.legal_actions() == state.legal_actions()


def test_options_are_game_parameters() -> None:
    openspiel.register()
    game = pyspiel.load_game("python_trickcards_duplicate(vulnerability=both)")
    state = dealt(game, random.Random(1))
    assert state.trickcards_state.start.option("vulnerability") == "both"
    assert game.num_distinct_actions() == find_game("duplicate").num_actions == 90


def test_register_says_which_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    with pytest.raises(TrickcardsError, match=r"trickcards\[openspiel\]"):
        openspiel._register.__wrapped__()


def test_openspiels_rl_environment_plays_a_deal() -> None:
    from open_spiel.python import rl_environment  # noqa: PLC0415  # after the skip above

    load("duplicate")
    environment = rl_environment.Environment("python_trickcards_duplicate")
    step = environment.reset()
    rng = random.Random(2)
    while not step.last():
        player = step.observations["current_player"]
        step = environment.step([rng.choice(step.observations["legal_actions"][player])])
    size = find_game("duplicate").observation_size
    assert len(step.observations["info_state"][0]) == size
    assert sum(step.rewards) == 0


@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("blackout", {"players": 6, "cards": 8}),
        ("towie", {"players": 6}),
        ("cut-throat", {"vulnerable_dummy_bonus": 300}),
    ],
)
def test_openspiel_random_sim_test_under_other_options(name: str, params: dict[str, Any]) -> None:
    game = load(name, **params)
    assert game.num_players() == params.get("players", game.num_players())
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


# --- sampled chance ---------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim_test_with_sampled_chance(name: str) -> None:
    game = load(name, chance="sampled", rng_seed=5)
    # Declared explicit (one outcome), so that OpenSpiel serialises it: a sampled-stochastic
    # game's serialisation needs its generator's state, which a Python game cannot give.
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_chance_outcomes() == 1
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_sampled_deal_is_one_chance_node_dealt_from_the_games_seed() -> None:
    game = load("duplicate", chance="sampled", rng_seed=11)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(0, 1.0)]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 0) == "deal"
    state.apply_action(0)
    assert state.current_player() == 0
    again = load("duplicate", chance="sampled", rng_seed=11).new_initial_state()
    again.apply_action(0)
    assert again.trickcards_state == state.trickcards_state
    following = game.new_initial_state()
    following.apply_action(0)
    assert following.trickcards_state != state.trickcards_state


def test_a_sampled_deal_serializes_with_its_cards() -> None:
    game = load("bridgette", chance="sampled", rng_seed=2)
    state = game.new_initial_state()
    assert game.deserialize_state(state.serialize()).is_chance_node()
    state.apply_action(0)
    rng = random.Random(2)
    for _ in range(12):
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    copy = game.deserialize_state(state.serialize())
    assert copy.trickcards_state == state.trickcards_state
    assert copy.history() == state.history()


def test_sampled_chance_resamples_and_searches() -> None:
    game = load("helm", chance="sampled", rng_seed=4)
    rng = random.Random(4)
    state = game.new_initial_state()
    state.apply_action(0)
    for _ in range(30):
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    player = state.current_player()
    world = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.information_state_string(player) == state.information_state_string(player)
    assert len(world.history()) == len(state.history())  # the reserves set aside may differ
    states = np.random.RandomState(4)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, states), 2.0, 3, random_state=states)
    assert bot.step(state) in state.legal_actions()


@pytest.mark.parametrize("params", [{"chance": "shuffled"}, {"rng_seed": -2}])
def test_chance_parameters_are_checked(params: dict[str, Any]) -> None:
    with pytest.raises(TrickcardsError):
        load("duplicate", **params)


# --- a goulash: explicit chance, resampled, searched ----------------------------------------

PASSES = {"towie": 3, "cut-throat": 4}


def passed_out(name: str, rng: random.Random, **params: object) -> Any:
    """A state of ``name`` whose first auction all passed: at the goulash's chance nodes (explicit chance)."""
    game = load(name, **params)
    state = dealt(game, rng)
    passing = find_game(name).action_id("Pass")
    for _ in range(PASSES[name]):
        state.apply_action(passing)
    return state


@pytest.mark.parametrize("name", ["towie", "cut-throat"])
def test_a_goulash_is_explicit_chance_its_cut_then_towies_six_cards(name: str) -> None:
    state = passed_out(name, random.Random(3))
    assert state.is_chance_node()
    assert [a for a, _ in state.chance_outcomes()] == list(range(51))
    state.apply_action(9)  # a cut of 10
    turned: list[int] = []
    while state.is_chance_node():
        outcomes = [a for a, _ in state.chance_outcomes()]
        dummy = {card.index for card in state.trickcards_state.cards.dummy}
        assert set(outcomes) <= dummy
        assert len(outcomes) == 13 - len(turned)
        turned.append(outcomes[-1])
        state.apply_action(outcomes[-1])
    library = state.trickcards_state
    assert library.goulashes == 1
    assert library.start.chance[0] % 51 == 9
    assert len(turned) == (6 if name == "towie" else 0)
    if name == "towie":
        assert {card.index for card in library.cards.exposed} == set(turned)
    copy = state.get_game().deserialize_state(state.serialize())
    assert copy.trickcards_state == library


@pytest.mark.parametrize("name", ["towie", "cut-throat"])
def test_openspiel_ismcts_plays_past_a_goulash(name: str) -> None:
    rng = random.Random(11)
    state = passed_out(name, rng, goulash_limit=1)
    game = state.get_game()
    states = np.random.RandomState(11)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, states), 2.0, 3, random_state=states)
    searches = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        legal = state.legal_actions()
        if state.current_player() == 0:  # searches by resampling deals after the goulash
            action = bot.step(state)
            searches += 1
        else:
            action = legal[rng.randrange(len(legal))]
        assert action in legal
        state.apply_action(action)
    assert state.trickcards_state.goulashes == 1
    assert searches > 2
    assert state.returns() == [float(p) for p in state.trickcards_state.points]


@pytest.mark.parametrize("name", ["towie", "cut-throat"])
@pytest.mark.parametrize("chance", ["explicit", "sampled"])
def test_resampling_after_a_goulash_keeps_the_players_view(name: str, chance: str) -> None:
    rng = random.Random(5)
    if chance == "explicit":
        state = passed_out(name, rng, goulash_limit=1)
        while state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
    else:
        state = load(name, chance="sampled", rng_seed=5, goulash_limit=1).new_initial_state()
        state.apply_action(0)
        passing = find_game(name).action_id("Pass")
        for _ in range(PASSES[name]):
            state.apply_action(passing)
    assert_resampling_keeps_the_view(state, rng, goulashes=1)


@pytest.mark.parametrize("name", ["towie", "cut-throat"])
@pytest.mark.parametrize("chance", ["explicit", "sampled"])
def test_resampling_after_two_goulashes_keeps_the_players_view(name: str, chance: str) -> None:
    rng = random.Random(6)
    passing = find_game(name).action_id("Pass")
    if chance == "explicit":
        state = passed_out(name, rng, goulash_limit=2)
        for _ in range(2):
            while state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            if state.trickcards_state.goulashes == 1:
                for _ in range(PASSES[name]):
                    state.apply_action(passing)
    else:
        state = load(name, chance="sampled", rng_seed=6, goulash_limit=2).new_initial_state()
        state.apply_action(0)
        for _ in range(2 * PASSES[name]):
            state.apply_action(passing)
    assert_resampling_keeps_the_view(state, rng, goulashes=2)


def assert_resampling_keeps_the_view(state: Any, rng: random.Random, goulashes: int) -> None:
    """Eight random actions on, after ``goulashes`` goulashes, resampled worlds look the same to the player to move."""
    for _ in range(8):
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    assert state.trickcards_state.goulashes == goulashes
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        world = state.resample_from_infostate(player, sampler)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.legal_actions() == state.legal_actions()
        copy = state.get_game().deserialize_state(world.serialize())
        assert copy.trickcards_state == world.trickcards_state
