"""One deal stepped by action ids (DealSteps) and what it leans on, against the library's own states.

The steps keep every player's vectors of both kinds up to date, step a table game's
auction and play in place, copy, pickle and refuse illegal ids; at every step they must
be what ``state.apply(game.action_of(id))`` and ``state.observation(player).vector(kind)``
give. Then the helpers of the same change: the samplers' replay of an auction at once,
the permutation drawn from one number, ``Ledger.extend``, the compact layout leaving out
the runs a game never fills, and OpenSpiel's states (clones, resampling) over the steps.
"""

from __future__ import annotations

import copy
import math
import pickle
import random
from itertools import permutations
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.agents._env_steps import OVER, DealSteps
from trickcards.analysis.hidden_deal import _FACTORIALS, _permute
from trickcards.analysis.observation import KINDS, layout, replayed, viewer
from trickcards.core.cards import CARDS, Card
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import DealState, find_game, games, random_actions
from trickcards.protocol.ledger import Ledger

GAMES = [g.name for g in games()]


def library_vectors(state: DealState[Any, Any]) -> dict[tuple[Any, str], bytes]:
    """Every player's vector of both kinds in ``state``, by the library's observation."""
    return {(p, kind): bytes(state.observation(p).vector(kind=kind)) for p in state.players for kind in KINDS}


def steps_vectors(steps: DealSteps) -> dict[tuple[Any, str], bytes]:
    """Every player's vector of both kinds kept by ``steps``."""
    return {(p, kind): bytes(steps.vector(p, kind)) for p in steps.players for kind in KINDS}


def assert_legal_is_the_librarys(steps: DealSteps, state: DealState[Any, Any]) -> list[int]:
    """The steps' legal ids and mask agree with each other and with the library state's; the legal ids."""
    ids = steps.legal_ids()
    mask = steps.mask()
    assert ids == sorted(ids)
    assert ids == list(state.legal_action_ids())
    assert [number for number, bit in enumerate(mask) if bit] == ids
    assert set(mask) <= {0, 1}
    assert [bool(bit) for bit in mask] == list(state.legal_action_mask())
    return ids


def assert_at(steps: DealSteps, state: DealState[Any, Any], *, vectors: bool = True) -> None:
    """``steps`` stand where the library's ``state`` stands (and their vectors are its, when ``vectors``)."""
    assert steps.state == state
    assert steps.state.history == state.history
    assert steps.players == tuple(state.players)
    assert steps.to_move == state.to_move
    assert steps.turn == (-1 if state.to_move is None else state.players.index(state.to_move))
    assert_legal_is_the_librarys(steps, state)
    if vectors:
        assert steps_vectors(steps) == library_vectors(state)


def take(steps: DealSteps, state: DealState[Any, Any], number: int) -> DealState[Any, Any]:
    """Take action ``number`` through the steps: the library state it reaches (checked against the steps' answer)."""
    after = state.apply(find_game(state.game_name).action_of(number))
    moved = steps.take(number)
    assert moved is OVER if after.is_over else moved == after.to_move
    return after


def start_of(name: str, seed: int, before: int) -> tuple[random.Random, DealState[Any, Any]]:
    """A generator and a deal of ``name`` after up to ``before`` random actions (the steps start there)."""
    rng = random.Random(seed)
    state = find_game(name).new(seed=rng.randrange(1 << 30))
    return rng, random_actions(state, rng, before)


# --- the vectors and states of the steps, at every step ----------------------------------


@pytest.mark.parametrize("name", GAMES)
@examples(4)
@given(seed=st.integers(0, 2**32), before=st.sampled_from([0, 0, 3, 25, 80]))
def test_the_steps_reach_the_librarys_states_and_vectors_at_every_step(name: str, seed: int, before: int) -> None:
    # From a deal's start or part-way through it, each random legal id taken by the steps
    # reaches the library's state and both kinds of vectors of every player, to the end.
    rng, state = start_of(name, seed, before)
    steps = DealSteps(state)
    assert_at(steps, state)
    while not state.is_over:
        ids = steps.legal_ids()
        state = take(steps, state, ids[rng.randrange(len(ids))])
        assert_at(steps, state)
    assert steps.turn == -1
    assert steps.legal_ids() == []
    assert not any(steps.mask())


@pytest.mark.parametrize("name", GAMES)
@examples(4)
@given(seed=st.integers(0, 2**32), before=st.sampled_from([0, 3, 25]), asked=st.integers(0, 120))
def test_the_steps_without_vectors_write_them_when_first_asked_for(
    name: str, seed: int, before: int, asked: int
) -> None:
    # vectors=False: no vector until step ``asked`` (perhaps never), every one from then on.
    rng, state = start_of(name, seed, before)
    steps = DealSteps(state, vectors=False)
    taken = 0
    while True:
        assert_at(steps, state, vectors=taken >= asked)
        if state.is_over:
            break
        ids = steps.legal_ids()
        state = take(steps, state, ids[rng.randrange(len(ids))])
        taken += 1
    assert steps_vectors(steps) == library_vectors(state)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("vectors", [True, False])
@examples(3)
@given(seed=st.integers(0, 2**32), at=st.integers(0, 90))
def test_a_copy_steps_apart_from_its_original(name: str, vectors: bool, seed: int, at: int) -> None:
    # Copied mid-deal, the original and the copy go their own random ways: each is at
    # every step the library's replay of its own actions (the copy of a deal without
    # vectors writes them from the copy on, and so does the original).
    rng, state = start_of(name, seed, 0)
    steps = DealSteps(state, vectors=vectors)
    for _ in range(at):
        if state.is_over:
            break
        ids = steps.legal_ids()
        state = take(steps, state, ids[rng.randrange(len(ids))])
    twin = copy.deepcopy(steps) if at % 2 else steps.copy()
    assert twin is not steps
    # The copy first to the end, then the original from where it was; their first
    # actions differ where there is a choice (the lowest id, the highest), then random.
    ends = []
    for walked, first, own in ((twin, 0, random.Random(seed + 1)), (steps, -1, random.Random(seed + 2))):
        now = state
        assert_at(walked, now)
        if not now.is_over:
            now = take(walked, now, walked.legal_ids()[first])
            assert_at(walked, now)
        while not now.is_over:
            ids = walked.legal_ids()
            now = take(walked, now, ids[own.randrange(len(ids))])
            assert_at(walked, now)
        ends.append(now)
    if not state.is_over and len(state.legal_actions()) > 1:
        assert ends[0].history[len(state.history)] != ends[1].history[len(state.history)]


@pytest.mark.parametrize("name", GAMES)
@examples(3)
@given(seed=st.integers(0, 2**32), vectors=st.booleans())
def test_an_illegal_id_is_refused_and_changes_nothing(name: str, seed: int, vectors: bool) -> None:
    # At every step, an illegal id (one the mask refuses, and ids out of range) raises
    # the library's error; the state, the vectors and the legal ids are as before, and
    # the deal goes on to the library's end.
    rng, state = start_of(name, seed, 0)
    steps = DealSteps(state, vectors=vectors)
    count = find_game(name).num_actions
    while True:
        ids = list(steps.legal_ids())
        mask = bytes(steps.mask())
        seen = steps_vectors(steps) if vectors else {}
        illegal = [number for number in range(count) if number not in ids]
        tries = [illegal[rng.randrange(len(illegal))]] if illegal else []
        if rng.random() < 0.2:
            tries += [-1, count, count + 7]
        for number in tries:
            with pytest.raises(TrickcardsError):
                steps.take(number)
            assert steps.state == state
            assert steps.to_move == state.to_move
            assert steps.legal_ids() == ids
            assert bytes(steps.mask()) == mask
            if vectors:
                assert steps_vectors(steps) == seen
        assert_at(steps, state, vectors=vectors)
        if state.is_over:
            break
        state = take(steps, state, ids[rng.randrange(len(ids))])


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("at", [0, 6, 40])
def test_the_steps_pickle_as_the_state_reached(name: str, at: int) -> None:
    rng, state = start_of(name, at, 0)
    steps = DealSteps(state, vectors=at != 6)  # pickled with its vectors written, or not yet
    for _ in range(at):
        if state.is_over:
            break
        ids = steps.legal_ids()
        state = take(steps, state, ids[rng.randrange(len(ids))])
    loaded = pickle.loads(pickle.dumps(steps))
    assert type(loaded) is DealSteps
    assert_at(loaded, state)
    while not state.is_over:  # both step on alike, the original unchanged by the pickling
        ids = loaded.legal_ids()
        number = ids[rng.randrange(len(ids))]
        after = take(loaded, state, number)
        take(steps, state, number)
        state = after
        assert_at(loaded, state)
        assert_at(steps, state)


@pytest.mark.parametrize("name", ["duplicate", "brandeln", "two-handed"])
def test_the_model_is_kept_until_the_next_action(name: str) -> None:
    rng, state = start_of(name, 3, 12)
    steps = DealSteps(state)
    player = state.players[1]
    model = steps.model(player)
    assert steps.model(player) is model
    world = model.sample(random.Random(1))
    assert world.observation(player) == state.observation(player)
    ids = steps.legal_ids()
    state = take(steps, state, ids[rng.randrange(len(ids))])
    later = steps.model(player)
    assert later is not model
    assert later.sample(random.Random(1)).observation(player) == state.observation(player)
    # A copy and its original, each a different action on: each model is of its own state.
    twin = steps.copy()
    ids = steps.legal_ids()
    mine, theirs = take(steps, state, ids[0]), take(twin, state, ids[-1])
    assert mine != theirs
    for walked, reached in ((steps, mine), (twin, theirs), (steps, mine)):
        for seed in range(3):
            assert walked.model(player).sample(random.Random(seed)).observation(player) == reached.observation(player)


# --- the samplers' auction replayed at once -------------------------------------------------


def _has_auction_model(name: str) -> bool:
    state = find_game(name).new(seed=1)
    model = viewer(name).model(replayed(state), state.players[0])
    return getattr(model, "auction", None) is not None


AUCTION_MODELS = [name for name in GAMES if _has_auction_model(name)]


def test_the_bridge_family_samplers_take_the_auction_at_once() -> None:
    assert sorted(AUCTION_MODELS) == ["chicago", "duplicate", "rubber", "trio", "two-handed"]


@examples(40)
@given(name=st.sampled_from(AUCTION_MODELS), seed=st.integers(0, 2**32), steps=st.integers(0, 110))
def test_the_fast_replay_of_a_model_is_the_call_by_call_replay(name: str, seed: int, steps: int) -> None:
    # The model's replay taking the auction's calls at once reaches the state that taking
    # them one by one (no auction given) does: from the true cards (the state itself) and
    # from drawn ones.
    rng, state = start_of(name, seed, steps)
    player = state.players[rng.randrange(len(state.players))]
    model: Any = viewer(name).model(replayed(state), player)
    assert model.auction is not None
    assert model.auction == state._auction  # type: ignore[attr-defined]  # a bridge-family state
    drawn = model.cards(rng)
    fast = [model.replay(state.start.cards), model.replay(drawn)]
    model.auction = None
    slow = [model.replay(state.start.cards), model.replay(drawn)]
    assert fast == slow
    assert fast[0] == state
    for quick, sure in zip(fast, slow, strict=True):
        assert quick.history == sure.history
        assert (quick.phase, quick.to_move, quick.auction) == (sure.phase, sure.to_move, sure.auction)
        assert quick.legal_actions() == sure.legal_actions()
        assert quick.observation(player) == state.observation(player)


# --- a permutation from one number ------------------------------------------------------


class FakeBits(random.Random):
    """A generator whose ``getrandbits`` gives the numbers queued, recording the bit counts asked."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)
        self.asked: list[int] = []

    def getrandbits(self, k: int, /) -> int:
        self.asked.append(k)
        return self.numbers.pop(0)


@pytest.mark.parametrize("n", range(1, 7))
def test_permute_gives_every_order_once_from_the_numbers_below_n_factorial(n: int) -> None:
    items = list(CARDS[:n])
    limit = math.factorial(n)
    assert _FACTORIALS[n] == (limit, limit.bit_length())
    orders = []
    for number in range(limit):
        shuffled = list(items)
        fake = FakeBits(number)
        _permute(shuffled, fake)
        orders.append(tuple(shuffled))
        if n > 1:  # one draw of n!'s bit length
            assert fake.asked == [limit.bit_length()]
            assert fake.numbers == []
        else:  # nothing to shuffle: no draw
            assert fake.asked == []
    assert sorted(orders) == sorted(permutations(items))
    assert len(set(orders)) == limit


@pytest.mark.parametrize("n", range(2, 7))
def test_permute_rejects_a_draw_of_n_factorial_or_more(n: int) -> None:
    limit = math.factorial(n)
    bits = limit.bit_length()
    items = list(CARDS[:n])
    for number in (0, limit // 2, limit - 1):
        expected = list(items)
        _permute(expected, FakeBits(number))
        for too_big in sorted({limit, (1 << bits) - 1}):
            shuffled = list(items)
            fake = FakeBits(too_big, too_big, number)
            _permute(shuffled, fake)
            assert shuffled == expected
            assert fake.asked == [bits] * 3
            assert fake.numbers == []


@examples(30)
@given(cards=st.lists(st.sampled_from(CARDS), min_size=2, max_size=55, unique=True), seed=st.integers(0, 2**32))
def test_permute_keeps_the_items(cards: list[Card], seed: int) -> None:
    shuffled = list(cards)
    _permute(shuffled, random.Random(seed))
    assert sorted(shuffled) == sorted(cards)


# --- Ledger.extend ------------------------------------------------------------------------


@examples(150)
@given(
    first=st.lists(st.integers(), max_size=8),
    appended=st.lists(st.integers(), max_size=8),
    built=st.booleans(),
    items=st.lists(st.integers(), max_size=12),
)
def test_extend_is_repeated_append(first: list[int], appended: list[int], built: bool, items: list[int]) -> None:
    # A prefix made by Ledger.of and appends (its tuple built or not), extended by random
    # items (perhaps none): the items of appending them one by one, the prefix unchanged.
    prefix: Ledger[int] = Ledger.of(first)
    for item in appended:
        prefix = prefix.append(item)
    if built:
        prefix.to_tuple()
    flat = prefix._tuple is not None and len(prefix) <= len(items)
    extended = prefix.extend(tuple(items))
    if items and flat:  # a short prefix: one tuple, no chain to the prefix (asked before to_tuple flattens it)
        assert extended._before is None
        assert extended._tuple == (*first, *appended, *items)
    expected = prefix
    for item in items:
        expected = expected.append(item)
    assert extended == expected
    assert extended.to_tuple() == (*first, *appended, *items)
    assert len(extended) == len(first) + len(appended) + len(items)
    if len(extended):
        assert extended.last == (*first, *appended, *items)[-1]
    assert prefix.to_tuple() == (*first, *appended)
    assert pickle.loads(pickle.dumps(extended)) == expected
    if not items:
        assert extended is prefix


def test_extend_keeps_a_long_prefix_as_a_chain() -> None:
    prefix = Ledger.of(range(10))
    extended = prefix.extend((10, 11))
    assert extended._tuple is None
    assert extended._before is not None
    assert list(extended) == list(range(12))


# --- the compact layout leaves out the runs a game never fills ----------------------------


def test_the_compact_bridge_layout_leaves_out_the_runs_bridge_never_fills() -> None:
    for name in ("rubber", "duplicate", "chicago"):
        game = find_game(name)
        names = [part.name for part in game.observation_layout("observation")]
        assert "other card actions by player" not in names
        assert "hidden actions by player" not in names
        last = game.observation_layout("observation")[-1]
        assert last.offset + last.size == 724
        assert len(game.new(seed=1).observation(0).vector("observation")) == 724
        full = [part.name for part in game.observation_layout("information_state")]
        assert {"other card actions by player", "hidden actions by player"} <= set(full)


LEFT_OUT = [name for name in GAMES if not viewer(name).card_actions or not viewer(name).private_actions]


def test_the_games_that_leave_runs_out() -> None:
    assert sorted(LEFT_OUT) == sorted(
        ["rubber", "duplicate", "chicago", "bridge-bidding", "blackout", "partnership-blackout"]
    )
    for name in GAMES:  # the compact layout has the runs exactly when the viewer says the deals fill them
        view = viewer(name)
        names = {part.name for part in layout(view, "observation")}
        assert ("other card actions by player" in names) == view.card_actions
        assert ("hidden actions by player" in names) == view.private_actions


@examples(30)
@given(name=st.sampled_from(LEFT_OUT), seed=st.integers(0, 2**32))
def test_a_game_without_the_runs_never_takes_such_an_action(name: str, seed: int) -> None:
    # Every action of random deals, as the vectors decide it (Vectors.follow): no card
    # action outside the play where card_actions is False, no private action where
    # private_actions is False; and so the information state's runs stay empty.
    view = viewer(name)
    rng = random.Random(seed)
    state = find_game(name).new(seed=rng.randrange(1 << 30))
    while not state.is_over:
        actions = state.legal_actions()
        action = actions[rng.randrange(len(actions))]
        actor = view.actor(state, action)
        card = action if isinstance(action, Card) else getattr(action, "card", None)
        if not view.card_actions:
            assert not (isinstance(card, Card) and state.phase != "play")
        if not view.private_actions:
            assert not view.is_private(state, action, actor)
        state = state.apply(action)
    parts = {part.name: part for part in layout(view, "information_state")}
    for player in state.players:
        vector = state.observation(player).vector()
        for run in ("other card actions by player", "hidden actions by player"):
            part = parts[run]
            assert not any(vector[part.offset : part.offset + part.size])


# --- OpenSpiel's states over the steps ---------------------------------------------------


@pytest.fixture
def spiel() -> Any:
    """``pyspiel``, the games registered (the tests skip as tests/test_openspiel.py does without the extra)."""
    pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra is not installed")
    pytest.importorskip("numpy", reason="the openspiel extra is not installed")
    from trickcards.agents import openspiel  # noqa: PLC0415  # after the skip above

    openspiel.register()
    return pyspiel


def load(pyspiel: Any, name: str, chance: str) -> Any:
    from trickcards.agents import openspiel  # noqa: PLC0415  # loaded once the fixture has not skipped

    return pyspiel.load_game(f"{openspiel.short_name(name)}(chance={chance})")


def random_step(state: Any, rng: random.Random) -> None:
    """One random action: a chance outcome at a chance node, else a legal action."""
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    else:
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])


def dealt_and_played(game: Any, rng: random.Random, actions: int) -> Any:
    """A state after the deal and up to ``actions`` random actions (chance ones included)."""
    state = game.new_initial_state()
    while state.is_chance_node():
        random_step(state, rng)
    for _ in range(actions):
        if state.is_terminal():
            break
        random_step(state, rng)
    return state


def views(state: Any) -> tuple[Any, ...]:
    """What OpenSpiel asks of a state: every player's tensors, the legal actions, the returns."""
    players = range(state.num_players())
    return (
        state.history(),
        [state.observation_tensor(p) for p in players],
        [state.information_state_tensor(p) for p in players],
        [state.information_state_string(p) for p in players],
        state.legal_actions(),
        state.returns(),
        state.current_player(),
        state.is_terminal(),
    )


SPIEL_GAMES = [
    ("duplicate", "sampled"),
    ("duplicate", "explicit"),
    ("trio", "sampled"),
    ("brandeln", "explicit"),
    ("towie", "explicit"),
    ("two-handed", "sampled"),
]


@pytest.mark.parametrize(("name", "chance"), SPIEL_GAMES)
@pytest.mark.parametrize("at", [3, 30])
def test_a_cloned_openspiel_state_and_its_original_go_their_own_ways(
    spiel: Any, name: str, chance: str, at: int
) -> None:
    # Cloned mid-deal, both states take different random actions; at every step each
    # tells what a fresh state replayed from its serialisation tells.
    game = load(spiel, name, chance)
    rng = random.Random(at)
    state = dealt_and_played(game, rng, at)
    twin = state.clone()
    assert views(twin) == views(state)
    for walked, seed in ((twin, 1), (state, 2)):
        own = random.Random(seed)
        for _ in range(400):
            assert views(walked) == views(game.deserialize_state(walked.serialize()))
            library = walked.trickcards_state
            if library is not None and not walked.is_chance_node():  # and they are the library's vectors
                for number, player in enumerate(library.players):
                    seen = library.observation(player)
                    assert walked.information_state_tensor(number) == [float(b) for b in seen.vector()]
                    assert walked.observation_tensor(number) == [float(b) for b in seen.vector("observation")]
            if walked.is_terminal():
                break
            random_step(walked, own)
        assert walked.is_terminal()
        assert walked.returns() == [float(p) for p in walked.trickcards_state.points]
    if state.history() == twin.history():  # the two walks may meet only by chance
        assert views(state) == views(twin)


def played_until(state: Any, rng: random.Random, where: str) -> bool:
    """Random actions until ``where`` ("dealt", "early" or "play": a few cards into the play); False if the deal ends first."""
    if where == "early":
        for _ in range(4):
            if state.is_terminal():
                return False
            random_step(state, rng)
    elif where == "play":
        for _ in range(600):
            if state.is_terminal():
                return False
            library = state.trickcards_state
            if not state.is_chance_node() and library.phase == "play" and len(library.history) % 7 == 3:
                return True
            random_step(state, rng)
        return False
    while state.is_chance_node():  # a goulash's cut and cards: a player to act
        random_step(state, rng)
    return not state.is_terminal()


def public_history_is_the_same(world: Any, state: Any, player: Any) -> None:
    """The two deals' actions are the same but for those hidden from ``player`` (which are hidden in both)."""
    view = viewer(state.game_name)
    assert len(world.history) == len(state.history)
    mine, theirs = replayed(state), replayed(world)
    for index, (action, drawn) in enumerate(zip(state.history, world.history, strict=True)):
        before, drawn_before = mine[index], theirs[index]
        actor = view.actor(before, action)
        hidden = actor != player and view.is_private(before, action, actor)
        drawn_actor = view.actor(drawn_before, drawn)
        assert drawn_actor == actor
        assert (drawn_actor != player and view.is_private(drawn_before, drawn, drawn_actor)) == hidden
        if not hidden:
            assert drawn == action


# With hidden actions drawn anew: Helm (its reserve) and three-handed bridge (its exchange).
RESAMPLED = ["duplicate", "brandeln", "two-handed", "blackout", "helm", "three-handed", "cut-throat"]


@pytest.mark.parametrize("chance", ["sampled", "explicit"])
@pytest.mark.parametrize("name", RESAMPLED)
@pytest.mark.parametrize("where", ["dealt", "early", "play"])
def test_resampling_keeps_the_players_view_and_plays_to_the_end(spiel: Any, chance: str, name: str, where: str) -> None:
    game = load(spiel, name, chance)
    rng = random.Random(len(name) * 7 + len(where))
    state = dealt_and_played(game, rng, 0)
    assert played_until(state, rng, where)  # the deal has not ended before
    sampler = spiel.UniformProbabilitySampler(0.0, 1.0)
    before = views(state)
    library = state.trickcards_state
    for resampler in sorted({state.current_player(), 0}):
        player = library.players[resampler]
        hidden_differ = False
        for draw in range(3):
            world = state.resample_from_infostate(resampler, sampler)
            assert views(state) == before  # the original is left as it was
            drawn = world.trickcards_state
            assert len(world.history()) == len(state.history())
            ids = [find_game(name).action_id(action) for action in drawn.history]
            if chance == "sampled":  # the one deal node, then the drawn deal's actions
                assert world.history() == [0, *ids]
                if drawn.history == library.history:  # no hidden action drawn otherwise
                    assert world.history() == state.history()
            # Its history is its deal's: replayed from its serialisation, the same deal and
            # actions. (Not compared whole: a drawn deal before a goulash holds no draw by
            # lot, and one is drawn anew when the deal is read back.)
            again = game.deserialize_state(world.serialize())
            assert again.trickcards_state.start.cards == drawn.start.cards
            assert again.trickcards_state.history == drawn.history
            assert views(again) == views(world)
            assert world.information_state_string(resampler) == state.information_state_string(resampler)
            assert world.information_state_tensor(resampler) == state.information_state_tensor(resampler)
            assert world.current_player() == state.current_player()
            assert drawn.observation(player) == library.observation(player)
            assert (drawn.start.dealer, drawn.start.options) == (library.start.dealer, library.start.options)
            assert sorted(c for packet in drawn.start.cards for c in packet) == sorted(
                c for packet in library.start.cards for c in packet
            )
            view = viewer(name)
            assert view.masks(drawn, player) == view.masks(library, player)  # the cards he sees
            hidden_differ |= drawn.start.cards != library.start.cards
            public_history_is_the_same(drawn, library, player)
            own = random.Random(draw)
            for _ in range(2000):
                if world.is_terminal():
                    break
                random_step(world, own)
            assert world.is_terminal()
            assert world.returns() == [float(p) for p in world.trickcards_state.points]
        # The draws are other deals, not this one again; but once two-handed bridge's
        # closed dummy is up (after the lead) the other player's hand is all that is
        # hidden, one way to deal it: the deal itself.
        one_way = name == "two-handed" and any(isinstance(action, Card) for action in library.history)
        assert hidden_differ != one_way
