"""What a training loop needs of the environments: zero-sum games and true bounds, pickles, rewards, illegal actions."""

import itertools
import pickle
import random
from typing import Any

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.agents._bounds import ZERO_SUM, utility_bounds, zero_sum
from trickcards.blackout.scoring import score as blackout_score
from trickcards.blackout.scoring import scoring_table
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC
from trickcards.brandeln.scoring import score as brandeln_score
from trickcards.bridge.contract import Contract, Strain
from trickcards.bridge.scoring import HonoursHolder
from trickcards.bridgette.scoring import BRIDGETTE
from trickcards.bridgette.scoring import score as bridgette_score
from trickcards.core.errors import TrickcardsError
from trickcards.cutthroat import score as cutthroat_score
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, Extras
from trickcards.partnership_blackout.scoring import score as team_score
from trickcards.protocol.game import games, random_playout
from trickcards.three_handed import score as three_handed_score
from trickcards.towie.scoring import score as towie_score
from trickcards.towie.scoring import towie_table

GAMES = [g.name for g in games()]


def option_values(name: str) -> st.SearchStrategy[dict[str, Any]]:
    """Values of the game's rule options: every flag, choice, and number within its bounds; free text keeps its default."""
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for option in find_game(name).options:
        if isinstance(option.default, bool):
            parts[option.name] = st.booleans()
        elif option.choices:
            parts[option.name] = st.sampled_from(option.choices)
        elif isinstance(option.default, int) and option.bounds is not None:
            parts[option.name] = st.integers(*option.bounds)
    parts.pop("deals", None)  # bridge bidding's known deals are boards remembered beforehand
    if name == "towie":  # a set of players as letters, free text: some of the three players of any table
        parts["vulnerability"] = st.sampled_from(("none", "a", "bc", "abc"))
    options = st.fixed_dictionaries(parts)
    if name == "towie":  # with the dealer sitting out, three active players need a fourth (TO-i)
        return options.filter(lambda o: o["rotation"] != "dealer_sits_out" or o["players"] > 3)
    if name == "blackout":  # as many cards as the pack gives each player
        return options.flatmap(lambda o: st.integers(1, 52 // o["players"]).map(lambda cards: {**o, "cards": cards}))
    return options


@pytest.mark.parametrize("name", GAMES)
@examples(15)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_points_stay_within_the_bounds_and_zero_sum_games_add_up_to_zero(name: str, data: Any, seed: int) -> None:
    options = data.draw(option_values(name), label="options")
    low, high = utility_bounds(name, tuple(options.items()))
    assert low <= 0 <= high
    points = random_playout(find_game(name).new(seed=seed, **options), random.Random(seed)).points
    assert points is not None
    assert all(low <= p <= high for p in points)
    if zero_sum(name):
        assert sum(points) == 0


def test_the_bounds_are_the_scoring_tables_extremes() -> None:
    # Duplicate: 7NT redoubled vulnerable down 13 (-7,600); made it scores 2,980.
    assert utility_bounds("duplicate") == (-7600, 7600)
    # Rubber-style tables: the same with 150 for honours.
    assert utility_bounds("rubber") == (-7750, 7750)
    # Trio's East wins or loses twice a side's score.
    assert utility_bounds("trio") == (-15500, 15500)
    assert set(GAMES) >= ZERO_SUM


@pytest.mark.parametrize("name", GAMES)
def test_options_left_out_are_their_defaults(name: str) -> None:
    defaults = tuple((option.name, option.default) for option in find_game(name).options)
    assert utility_bounds(name, defaults) == utility_bounds(name)
    assert utility_bounds(name, defaults[::-1]) == utility_bounds(name)


# --- the games scored per player: each bound is a deal the tables score -----------------------


def test_three_handed_bounds_are_a_defenders_column_against_seven_no_trump_redoubled_down_thirteen() -> None:
    # Both defenders score the penalty (400 + 12 x 600) and a defender's four aces (150).
    worst = three_handed_score("7NTXXA", 0, vulnerable=True, honours=(HonoursHolder.DEFENDERS, 150))
    assert [below + above for below, above in worst.entries] == [0, 7750, 7750]
    assert utility_bounds("three-handed") == (0, 7750)


def test_three_handed_bounds_are_those_of_every_contract_result_and_honours_scored_in_full() -> None:
    # Honours are added per strain in the bounds; here every holding goes with every result.
    holdings = [None, *((holder, figure) for holder in HonoursHolder for figure in (100, 150))]
    columns = [0]
    for contract in every_contract(null=True):
        for tricks in range(14):
            for vulnerable, honours in itertools.product((False, True), holdings):
                try:
                    scored = three_handed_score(f"{contract}A", tricks, vulnerable, honours)
                except TrickcardsError:
                    continue
                columns += [below + above for below, above in scored.entries]
    assert utility_bounds("three-handed") == (min(columns), max(columns))


def every_contract(null: bool) -> list[Contract]:
    strains = ("C", "D", "H", "S", "NT", *(("Null",) if null else ()))
    levels, doublings = range(1, 8), ("", "X", "XX")
    return [Contract.parse(f"{n}{s}{d}") for n, s, d in itertools.product(levels, strains, doublings)]


def test_towie_bounds_are_those_of_every_contract_result_and_honours_scored_in_full() -> None:
    holdings = [None, *((holder, figure) for holder in HonoursHolder for figure in (100, 150))]
    columns = [0]
    for contract in every_contract(null=False):
        for tricks, vulnerable, honours in itertools.product(range(14), (False, True), holdings):
            try:
                scored = towie_score(contract, tricks, vulnerable, honours, declarer=0, players=5)
            except TrickcardsError:  # below game, or honours the strain cannot have
                continue
            columns += [scored.player_total(p) for p in range(5)]
    assert utility_bounds("towie") == (min(columns), max(columns)) == (0, 10_150)


@pytest.mark.parametrize(
    ("later", "honours", "vulnerable", "high"),
    [
        # Vulnerable redoubled: 400, 800, then twice the later doubled undertrick, eleven times.
        (400, True, True, 400 + 800 + 11 * 800 + 150),
        (1000, True, True, 400 + 800 + 11 * 2000 + 150),
        (400, False, True, 400 + 800 + 11 * 800),
        # With 100 for the later vulnerable doubled undertricks, not vulnerable costs more:
        # 200, 200, 400, 400, then 800 each.
        (100, True, False, 200 + 200 + 400 + 400 + 9 * 800 + 150),
    ],
)
def test_towie_bounds_follow_the_later_undertricks_and_honours(
    later: int, honours: bool, vulnerable: bool, high: int
) -> None:
    held = (HonoursHolder.DEFENDERS, 150) if honours else None
    down = towie_score("7NTXXA", 0, vulnerable, held, players=4, table=towie_table(later))
    assert [down.player_total(p) for p in range(4)] == [0, high, high, high - (150 if honours else 0)]
    for playable in ("undoubled", "doubled"):
        options = (("vulnerable_doubled_later", later), ("honours", honours), ("playable", playable))
        assert utility_bounds("towie", options) == (0, high)


def test_cutthroat_bounds_are_a_defenders_penalty_honours_and_an_openers_payment() -> None:
    # 7NT redoubled vulnerable down 13 (7,600), the four aces (150), and 300 from an
    # opener (declarer) without the requirement; the accepting dummy is paid that alone.
    worst = cutthroat_score("7NTXXN", 0, True, dummy="S", accepted=True, honours=("E", 150), penalised="N")
    assert worst.points == (0, 8050, 300, 7900)
    for bonus, pays in itertools.product(("500", "300"), ("others", "opponents")):
        options = (("vulnerable_dummy_bonus", bonus), ("opener_pays", pays))
        assert utility_bounds("cut-throat", options) == (0, 8050)


SEATS = "NESW"


@settings(max_examples=300, deadline=None)
@given(
    contract=st.sampled_from(every_contract(null=False)),
    declarer=st.sampled_from(SEATS),
    dummy_step=st.integers(1, 3),
    tricks=st.integers(0, 13),
    part_score=st.integers(0, 99),
    flags=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    holder=st.sampled_from((None, *SEATS)),
    figure=st.sampled_from((100, 150)),
    penalised=st.sampled_from((None, *SEATS)),
    bonus=st.sampled_from(("500", "300")),
    pays=st.sampled_from(("others", "opponents")),
)
def test_every_cutthroat_score_is_within_the_bounds(
    contract: Contract,
    declarer: str,
    dummy_step: int,
    tricks: int,
    part_score: int,
    flags: tuple[bool, bool, bool],
    holder: str | None,
    figure: int,
    penalised: str | None,
    bonus: str,
    pays: str,
) -> None:
    vulnerable, accepted, dummy_vulnerable = flags
    assume(holder is None or figure == 150 or contract.strain is not Strain.NOTRUMP)  # no trumps: four aces
    scored = cutthroat_score(
        f"{contract}{declarer}",
        tricks,
        vulnerable,
        dummy=SEATS[(SEATS.index(declarer) + dummy_step) % 4],
        accepted=accepted,
        dummy_vulnerable=dummy_vulnerable,
        part_score=part_score,  # as the sheet scores a deal after a part-score
        honours=None if holder is None else (holder, figure),
        penalised=penalised,
        vulnerable_dummy_bonus=int(bonus),
        opener_pays=pays,
    )
    low, high = utility_bounds("cut-throat", (("vulnerable_dummy_bonus", bonus), ("opener_pays", pays)))
    assert all(low <= p <= high for p in scored.points)


@pytest.mark.parametrize(
    ("value_by_tricks", "multiply_double_bonus", "contract", "high"),
    [
        (False, True, "7NTXX", 4 * (2500 + 1000)),  # no exact bonus at level 7
        (False, False, "7NTXX", 4 * 2500 + 1000),  # R12-B: the bonus after multiplying
        (True, True, "4NTXX", 4 * (2500 + 350 + 1000)),  # valued as 7NT, three over 4NT
        (True, False, "4NTXX", 4 * (2500 + 350) + 1000),
    ],
)
def test_bridgette_bounds_are_its_best_made_contract(
    value_by_tricks: bool, multiply_double_bonus: bool, contract: str, high: int
) -> None:
    for three_over in (False, True):
        table = attrs.evolve(
            BRIDGETTE,
            value_by_tricks=value_by_tricks,
            three_over=three_over,
            multiply_double_bonus=multiply_double_bonus,
        )
        options = (
            ("value_by_tricks", value_by_tricks),
            ("three_over", three_over),
            ("multiply_double_bonus", multiply_double_bonus),
        )
        low, most = utility_bounds("bridgette", options)
        assert low == 0
        if three_over or not value_by_tricks:
            assert bridgette_score(contract, 13, table).declarer_points == most == high
        else:  # without the three-over bonus, 7NT redoubled made is the best again
            assert bridgette_score("7NTXX", 13, table).declarer_points == most < high
        # The worst a defender gains is less: six redoubled undertricks or more, 4,000.
        assert bridgette_score("7NTXX", 0, table).defender_points == 4000 < most


@pytest.mark.parametrize(
    ("table", "all_without_trump", "contract", "spread"),
    [
        ("seed", True, "All-without-trump", (7, 0, 0, 0)),
        ("seed", False, "All-with-trump", (6, 0, 0, 0)),
        ("classic", True, "All-with-trump", (24, -8, -8, -8)),  # no All-without-trump on this table
        ("classic", False, "All-with-trump", (24, -8, -8, -8)),
    ],
)
def test_brandeln_bounds_are_its_highest_contract_made_and_failed(
    table: str, all_without_trump: bool, contract: str, spread: tuple[int, ...]
) -> None:
    scoring = BRANDELN_CLASSIC if table == "classic" else BRANDELN
    made, failed = brandeln_score(contract, 7, scoring).spread(0), brandeln_score(contract, 6, scoring).spread(0)
    assert made == spread
    assert failed == tuple(-p for p in spread)
    options = (("table", table), ("all_without_trump", all_without_trump))
    assert utility_bounds("brandeln", options) == (min(failed), max(made))


@pytest.mark.parametrize("players", [3, 4, 7])
@pytest.mark.parametrize("scoring", ["hoyle", "seed5", "seed10"])
@pytest.mark.parametrize("method", [1, 2])
def test_blackout_bounds_are_a_player_who_bids_every_trick(players: int, scoring: str, method: int) -> None:
    table = scoring_table(scoring, method)
    rest = (0,) * (players - 2)
    for cards in (1, 52 // players):
        bids = (cards, 1, *rest)  # player 1's bid keeps the total off the number of tricks
        best = blackout_score(bids, (cards, 0, *rest), table).points[0]
        worst = blackout_score(bids, (0, cards, *rest), table).points[0]
        assert best == 10 + table.per_trick * cards
        assert worst == (-table.per_trick * cards if method == 2 else 0)
        options = (("players", players), ("cards", cards), ("scoring", scoring), ("method", method))
        assert utility_bounds("blackout", options) == (worst, best)


@pytest.mark.parametrize("extras", ["over-contract", "all-taken"])
@pytest.mark.parametrize("number_failed", [-100, -10, -5, 0])
def test_partnership_blackout_bounds_are_board_made_and_the_worst_failure(extras: str, number_failed: int) -> None:
    table = attrs.evolve(PARTNERSHIP_BLACKOUT, extras=Extras(extras), number_failed=number_failed)
    made = team_score(TeamContract.parse("NS Board"), TeamContract.parse("EW Nil E"), (7, 0, 6, 0), table)
    failed = team_score(TeamContract.parse("NS 12"), TeamContract.parse("EW Board"), (0, 13, 0, 0), table)
    # Board or Nil made is 40; a Number scores less, at most 10 and a point for each of 13 tricks.
    assert made.points == (40, 40)
    number = team_score(TeamContract.parse("NS 1"), TeamContract.parse("EW 1"), (13, 0, 0, 0), table)
    assert number.points[0] == (22 if extras == "over-contract" else 23) < 40
    assert failed.points == (number_failed, 40)
    options = (("extras", extras), ("number_failed", number_failed))
    assert utility_bounds("partnership-blackout", options) == (min(number_failed, -10), 40)


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
