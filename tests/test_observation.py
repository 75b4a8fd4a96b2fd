"""Observations: what each player knows, its text, vector and the sampler, for every game.

A conformance suite over every game and every player at random points of random deals:
the observation does not depend on the hidden cards (a sampled world looks the same),
public cards always appear, vectors have the game's size, and on small end positions
the sampler's frequencies match the consistent deals enumerated by brute force
(a chi-square statistic against a bound computed here, scipy being no dependency).

After a goulash (Towie, cut-throat; TO-1, CT-4) its cut and the six cards it turns up
are the deal's own draw by lot, so a sampled state holds any consistent earlier deal and
cut and replays the history. On end positions the sampler's frequencies are checked
against the histories enumerated by a brute force of their own: every consistent deal
now, every cut, and every earlier deal whose stacked blocks, sorted by suits, deal it
(each history checked by its replay).
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples, first
from trickcards import Card, Hand
from trickcards.agents._env_steps import Vectors
from trickcards.analysis import observation as observation_module
from trickcards.analysis.goulash_observing import GoulashModel, GoulashViewer
from trickcards.analysis.hidden_deal import HiddenDeal, ImpossibleDealError
from trickcards.analysis.observation import KINDS, VIEWERS, Observation, ObservationError, replayed, viewer
from trickcards.analysis.table_observing import TableModel, TableViewer
from trickcards.bridge.deal import GOULASH_PACKETS, Deal, goulash, goulash_draw
from trickcards.bridge.game import BridgeState
from trickcards.core.errors import TrickcardsError
from trickcards.core.seats import Seat
from trickcards.protocol.game import Start, find_game, games, random_actions
from trickcards.towie.deal import exposed_rank
from trickcards.towie.game import TOWIE_GAME

GAMES = tuple(dict.fromkeys(VIEWERS))


def deal_at(name: str, seed: int, steps: int | None = None) -> Any:
    """A deal of ``name`` after some random actions (a random number when ``steps`` is None)."""
    rng = random.Random(seed)
    state = find_game(name).new(seed=rng.randrange(1 << 30))
    limit = rng.randrange(120) if steps is None else steps
    return random_actions(state, rng, limit)


def chi_square_bound(df: int, z: float = 3.72) -> float:
    """The chi-square value exceeded with probability about 1e-4 (Wilson-Hilferty)."""
    h = 2 / (9 * df)
    return df * (1 - h + z * math.sqrt(h)) ** 3


# --- conformance, every game and every player -----------------------------------------


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", first(range(6), ci=3))
def test_a_sampled_world_looks_the_same_to_the_observer(name: str, seed: int) -> None:
    state = deal_at(name, seed)
    game = find_game(name)
    for player in state.players:
        seen = state.observation(player)
        assert seen == state.observation(player)
        assert hash(seen) == hash(state.observation(player))
        vector = seen.vector()
        assert len(vector) == game.observation_size
        assert set(vector) <= {0, 1}
        if getattr(state, "goulashes", 0) > 1 and viewer(name).entry_of(state, player) is None:  # type: ignore[attr-defined]
            with pytest.raises(ObservationError):  # a Towie player sitting out, after two goulashes
                seen.sample(1)
            continue
        for draw in range(3):
            world = seen.sample(random.Random(draw))
            assert type(world) is type(state)
            assert world.observation(player) == seen
            assert world.observation(player).vector() == vector


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", first(range(3), ci=1))
def test_an_observation_carried_forward_equals_one_replayed_from_the_start(name: str, seed: int) -> None:
    states = replayed(deal_at(name, seed))
    for player in states[0].players:
        forward = [(str(s.observation(player)), s.observation(player).vector()) for s in states]
        backward = [(str(s.observation(player)), s.observation(player).vector()) for s in reversed(states)]
        cold = []
        for state in states:
            observation_module._RECORDS.clear()
            cold.append((str(state.observation(player)), state.observation(player).vector()))
        assert forward == cold
        assert backward[::-1] == cold


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", range(2))
def test_vectors_kept_up_to_date_action_by_action_equal_the_observations(name: str, seed: int, kind: str) -> None:
    # Both kinds: the information state and the compact observation of the position now.
    rng = random.Random(seed)
    state = find_game(name).new(seed=rng.randrange(1 << 30))
    vectors = Vectors(state)
    for _ in range(150):
        for player in state.players:
            assert vectors.vector(state, player, kind) == bytes(state.observation(player).vector(kind=kind))
        if state.is_over:
            break
        actions = state.legal_actions()
        action = actions[rng.randrange(len(actions))]
        vectors.follow(state, action)
        state = state.apply(action)
    later = Vectors(state)  # built from a state part-way through its deal
    for player in state.players:
        assert later.vector(state, player, kind) == vectors.vector(state, player, kind)


@pytest.mark.parametrize("name", GAMES)
def test_states_a_player_tells_apart_have_different_vectors(name: str) -> None:
    # Random walks from one start: the same vector must mean the same information state
    # (the order of the plays included: Brandeln's short deals met it before it was encoded).
    start = find_game(name).new(seed=7)
    rng = random.Random(7)
    seen: dict[tuple[Any, tuple[int, ...]], str] = {}
    for _ in range(60):
        state = random_actions(start, rng, rng.randrange(5, 70))
        for player in state.players:
            observation = state.observation(player)
            text = seen.setdefault((player, observation.vector()), str(observation))
            assert text == str(observation)


@pytest.mark.parametrize("name", GAMES)
def test_the_player_in_any_form(name: str) -> None:
    state = deal_at(name, 1, 0)
    for number, player in enumerate(state.players):
        seen = state.observation(player)
        assert state.observation(number) == seen
        assert state.observation(str(player)) == seen
    with pytest.raises(ObservationError):
        state.observation("nobody")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_public_cards_and_own_cards_always_appear(name: str, seed: int) -> None:
    state = deal_at(name, seed)
    played = [a for s, a in zip(replayed(state), state.history, strict=False) if s.phase == "play"]
    for player in state.players:
        text = str(state.observation(player))
        for card in played:
            assert str(card) in text
        view = viewer(name)
        if isinstance(view, TableViewer):
            hands = view.hands(state)
            for entry in view.visible(state, player):
                assert f": {hands[entry]}" in text


# --- contract bridge ------------------------------------------------------------------------


def bridge_in_play(seed: int, cards: int) -> Any:
    """A duplicate deal in its play with ``cards`` cards played."""
    rng = random.Random(seed)
    while True:
        state = find_game("duplicate").new(seed=rng.randrange(1 << 30))
        state = state.apply("1NT").apply("Pass").apply("Pass").apply("Pass")
        state = random_actions(state, rng, cards)
        if state.phase == "play":
            assert isinstance(state, BridgeState)
            return state


@pytest.mark.parametrize("seed", range(5))
def test_bridge_hidden_cards_swapped_between_hidden_hands_change_nothing(seed: int) -> None:
    state = bridge_in_play(seed, 9)
    play = state.play
    dummy = play.dummy
    for who in state.players:
        hidden = [s for s in state.players if s not in (who, dummy)] if play.played else []
        if len(hidden) < 2:
            continue
        first, second = hidden[0], hidden[1]
        hands = list(state.deal.hands)
        for a in play.hands[first]:
            for b in play.hands[second]:
                if a.suit is b.suit:
                    hands[first] = hands[first].remove(a).add(b)
                    hands[second] = hands[second].remove(b).add(a)
                    other = find_game("duplicate").replay(state.history, hands=hands, dealer=state.start.dealer)
                    assert other.observation(who) == state.observation(who)
                    assert other.observation(first) != state.observation(first)
                    return


def test_bridge_defender_sees_dummy_only_after_the_opening_lead() -> None:
    state: Any = find_game("duplicate").new(seed=3, dealer="S")
    for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
        state = state.apply(call)
    dummy = str(state.deal.hands[0])
    assert dummy not in str(state.observation("E"))
    assert dummy not in str(state.observation("S"))
    state = state.apply(state.legal_actions()[0])
    assert dummy in str(state.observation("E"))
    assert dummy in str(state.observation("S"))


def test_bridge_a_void_shown_is_respected_by_every_sample() -> None:
    state = bridge_in_play(11, 30)
    for who in state.players:
        seen = state.observation(who)
        voids: dict[Any, set[Any]] = {}
        for trick in (*state.play.tricks, state.play.current_trick):
            for place, card in enumerate(trick.cards):
                if place and card.suit is not trick.cards[0].suit:
                    voids.setdefault(trick.player(place), set()).add(trick.cards[0].suit)
        for draw in range(20):
            world = seen.sample(draw)
            for seat, suits in voids.items():
                for suit in suits:
                    assert world.play.hands[seat].count(suit) == 0


def table_model(seen: Observation) -> TableModel:
    """The sampler's model behind ``seen``, built."""
    model = getattr(seen.model, "built", lambda: None)()
    assert isinstance(model, TableModel)
    return model


def enumerated_worlds(state: Any, who: Any) -> Counter[tuple[int, ...]]:
    """Every consistent deal of the unseen cards to the hidden holders, by brute force (each once)."""
    seen = state.observation(who)
    model = table_model(seen)
    cards = list(Hand.from_mask(model.pool))
    worlds: Counter[tuple[int, ...]] = Counter()

    def place(rest: list[Card], holder: int, dealt: tuple[int, ...]) -> None:
        if holder == len(model.holders):
            cards = model.cards_of(dealt, random.Random(0))
            world = type(state).first(type(state.start)(cards, state.start.dealer, state.start.options))
            for action in state.history:
                if not world.can_apply(action):
                    return
                world = world.apply(action)
            if world.observation(who) == seen:
                worlds[dealt] += 1
            return
        for chosen in itertools.combinations(rest, model.counts[holder]):
            mask = sum(c.mask for c in chosen)
            place([c for c in rest if c not in chosen], holder + 1, (*dealt, mask))

    place(cards, 0, ())
    return worlds


def dealt_of(world: Any, model: TableModel) -> tuple[int, ...]:
    masks = [sum(c.mask for c in entry) for entry in world.start.cards]
    return tuple(masks[e] & model.pool for e in model.holders)


#: Options that leave a small stock, so that the end of a deal hides few cards.
SMALL_STOCK: dict[str, dict[str, Any]] = {"blackout": {"players": 7, "cards": 7}}


def end_position(name: str, seed: int, unseen: int) -> Any:
    """A deal of ``name`` in its play where at most ``unseen`` cards are hidden from the player to move."""
    rng = random.Random(seed)
    while True:
        state = find_game(name).new(seed=rng.randrange(1 << 30), **SMALL_STOCK.get(name, {}))
        state = random_actions(state, rng, 8)
        while not state.is_over:
            if state.phase == "play":
                model = table_model(state.observation(state.to_move))
                if model.pool.bit_count() <= unseen:
                    return state
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])


def check_frequencies(state: Any, who: Any, seed: int) -> None:
    """The sampler's frequencies over the consistent deals are uniform (chi-square)."""
    seen = state.observation(who)
    model = table_model(seen)
    worlds = enumerated_worlds(state, who)
    assert sum(worlds.values()) == HiddenDeal(model.pool, model.counts, model.forbidden).ways
    if len(worlds) < 2:
        return
    draws = 30 * len(worlds)
    rng = random.Random(seed)
    counts = Counter(dealt_of(seen.sample(rng), model) for _ in range(draws))
    assert set(counts) <= set(worlds)
    expected = draws / len(worlds)
    statistic = sum((counts[w] - expected) ** 2 / expected for w in worlds)
    assert statistic < chi_square_bound(len(worlds) - 1)


@pytest.mark.parametrize("seed", range(3))
def test_bridge_sample_frequencies_match_the_enumerated_deals(seed: int) -> None:
    state = bridge_in_play(100 + seed, 41)
    for who in (state.play.declarer, state.play.declarer.lho):
        check_frequencies(state, who, seed)


# One game per table viewer (rubber and Chicago share duplicate's).
TABLE_GAMES = tuple({viewer(name): name for name in reversed(GAMES) if isinstance(viewer(name), TableViewer)}.values())


def test_every_game_has_observations() -> None:
    assert {game.name for game in games()} == set(GAMES)


@pytest.mark.parametrize("name", TABLE_GAMES)
@pytest.mark.parametrize("seed", first(range(2), ci=1))
def test_sample_frequencies_match_the_enumerated_deals_at_the_end(name: str, seed: int) -> None:
    state = end_position(name, seed, 4)
    for who in state.players:
        check_frequencies(state, who, seed)


# --- hidden actions: exchanges, discards, reserves, face-down piles --------------------------

#: Each game whose samplers deal hidden actions too, and its holder of privately handled cards.
PRIVATE_HOLDER = {"helm": 1, "three-handed": 2, "bridgette": 1, "two-player-null": 1, "chinese-bridge": 1}


def splits(pool: int, counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to give the cards of ``pool`` to holders taking ``counts`` cards each."""
    if not counts:
        return [()] if not pool else []
    cards = list(Hand.from_mask(pool))
    found: list[tuple[int, ...]] = []
    for chosen in itertools.combinations(cards, counts[0]):
        mask = sum(c.mask for c in chosen)
        found.extend((mask, *rest) for rest in splits(pool & ~mask, counts[1:]))
    return found


def ways_to_split(counts: tuple[int, ...]) -> int:
    ways, seen = 1, 0
    for count in counts:
        seen += count
        ways *= math.comb(seen, count)
    return ways


# Deals searched for a position before the search fails (a game whose model cannot fit fails, not hangs).
_POSITION_DEALS = 500


def hidden_action_position(name: str, phase: str, seed: int, most: int = 700) -> tuple[Any, Any, Any]:
    """A deal of ``name`` in ``phase``, a player and his model, with a privately handled card hidden and few ways to deal."""
    rng = random.Random(seed)
    private = PRIVATE_HOLDER[name]
    for _ in range(_POSITION_DEALS):
        state = find_game(name).new(seed=rng.randrange(1 << 30))
        while not state.is_over:
            for who in state.players if state.phase == phase else ():
                model = state.observation(who).model.built()  # type: ignore[union-attr]
                inferred = phase != "play" or any(getattr(model, "forbidden", (1,)))  # a void shown, in play
                if model.counts[private] and inferred and 2 <= ways_to_split(model.counts) <= most:
                    return state, who, model
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
    pytest.fail(f"no {phase} position of {name} with a hidden private card in {_POSITION_DEALS} deals (seed {seed})")


def consistent(world: Any, who: Any, seen: Observation) -> bool:
    """True when ``world`` replays legally from its start and ``who`` sees in it what he saw."""
    replay = type(world).first(world.start)
    for action in world.history:
        if not replay.can_apply(action):
            return False
        replay = replay.apply(action)
    return bool(replay.observation(who) == seen)


@pytest.mark.parametrize(("name", "phase"), [(name, "play") for name in PRIVATE_HOLDER] + [("helm", "reserve")])
@pytest.mark.parametrize("seed", first(range(2), ci=1))
def test_hidden_action_sample_frequencies_match_the_enumerated_histories(name: str, phase: str, seed: int) -> None:
    state, who, model = hidden_action_position(name, phase, seed)
    seen = state.observation(who)
    worlds = set()
    for dealt in splits(model.pool, model.counts):
        try:
            world = model.world(dealt, random.Random(0))
        except TrickcardsError:  # a deal the play's rules refuse
            continue
        if world is not None and consistent(world, who, seen):
            assert model.dealt_of(world) == dealt
            worlds.add(dealt)
    if not model.__class__.__name__.startswith(("Bridgette", "ChineseBridge")):  # no sampler's rejection step
        assert len(worlds) == HiddenDeal(model.pool, model.counts, model.forbidden).ways
    assert worlds
    draws = 10 * len(worlds)
    rng = random.Random(seed)
    counts = Counter(model.dealt_of(seen.sample(rng)) for _ in range(draws))
    assert set(counts) <= worlds
    if len(worlds) > 1:
        expected = draws / len(worlds)
        statistic = sum((counts[w] - expected) ** 2 / expected for w in worlds)
        assert statistic < chi_square_bound(len(worlds) - 1)


# --- the sampler and the value ------------------------------------------------------------


@examples(50)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 3), min_size=12, max_size=12))
def test_hidden_deal_respects_counts_and_forbidden_cards(seed: int, owners: list[int]) -> None:
    rng = random.Random(seed)
    cards = rng.sample(range(52), 12)
    pool = sum(1 << c for c in cards)
    counts = tuple(owners.count(h) for h in range(4))
    # Forbid each holder a random suit it does not get in the reference deal, so one deal fits.
    forbidden = []
    for holder in range(4):
        mine = [c for c, o in zip(cards, owners, strict=True) if o == holder]
        free = [s for s in range(4) if all(c // 13 != s for c in mine)]
        forbidden.append(sum(1 << (13 * s + r) for s in free[:1] for r in range(13)))
    deal = HiddenDeal(pool, counts, tuple(forbidden))
    for _ in range(5):
        dealt = deal.draw(rng)
        assert [m.bit_count() for m in dealt] == list(counts)
        assert sum(dealt) == pool
        assert not any(m & f for m, f in zip(dealt, forbidden, strict=True))


def test_hidden_deal_refuses_impossible_problems() -> None:
    with pytest.raises(ImpossibleDealError):
        HiddenDeal(0b111, (1, 1), (0, 0))
    with pytest.raises(ImpossibleDealError):
        HiddenDeal(0b11, (1, 1), (0b11, 0))


def test_an_observation_built_by_hand_compares_but_cannot_sample() -> None:
    seen = find_game("duplicate").new(seed=1).observation("N")
    copy = Observation(seen.game, seen.player, seen.lines)
    assert copy == seen
    with pytest.raises(ObservationError):
        copy.sample(1)
    with pytest.raises(ObservationError):
        Observation("duplicate", "N", ("a",), (2,))


# --- games with hidden actions ----------------------------------------------------------


@pytest.mark.parametrize("name", ["bridgette", "two-player-null", "three-handed", "helm"])
@pytest.mark.parametrize("seed", range(4))
def test_the_other_players_discards_stay_hidden(name: str, seed: int) -> None:
    state = deal_at(name, seed, 40)
    states = replayed(state)
    for who in state.players:
        text = str(state.observation(who))
        for before, action in zip(states, state.history, strict=False):
            card = action if isinstance(action, Card) else getattr(action, "card", None)
            private = before.phase in ("exchange", "reserve") and before.to_move != who
            # Discards are out of play for good; gifts and reserves are played later, in the open.
            if isinstance(card, Card) and private and name in ("bridgette", "two-player-null"):
                assert f": {card}" not in text
                assert f"discard {card}" not in text
        assert text.count("a hidden action by") == sum(
            1
            for before, action in zip(states, state.history, strict=False)
            if before.phase in ("exchange", "reserve") and before.to_move != who and str(action).lower() != "draw"
        )


@pytest.mark.parametrize("name", ["towie", "cut-throat"])
def test_after_a_goulash_each_player_sees_his_new_hand_and_a_sample_is_offered(name: str) -> None:
    state: Any = find_game(name).new(seed=1)
    while not state.goulashes:
        state = state.apply("Pass")
    for who in state.players:
        text = str(state.observation(who))
        hands = viewer(name).hands(state)  # type: ignore[attr-defined]  # a table viewer
        mine = viewer(name).entry_of(state, who)  # type: ignore[attr-defined]
        if mine is not None:
            assert text.endswith(f"hand: {hands[mine]}") or f"hand: {hands[mine]}\n" in text
            assert state.observation(who).sample(1).observation(who) == state.observation(who)


def test_towie_players_sitting_out_see_the_exposed_cards_only() -> None:
    state: Any = find_game("towie").new(seed=4, dealer=1, players=5)
    sitting = [p for p in state.players if p not in state.callers]
    exposed = str(state.cards.exposed)
    for who in state.players:
        text = str(state.observation(who))
        assert f"exposed: {exposed}" in text
        assert ("hand: none" in text) == (who in sitting)


@examples(40)
@given(st.sampled_from(GAMES), st.integers(0, 2**30), st.integers(0, 100), st.integers(0, 6))
def test_property_a_sampled_world_gives_the_same_observation(name: str, seed: int, steps: int, seat: int) -> None:
    state = deal_at(name, seed, steps)
    who = state.players[seat % len(state.players)]
    seen = state.observation(who)
    goulashes = getattr(state, "goulashes", 0)
    if goulashes and viewer(name).entry_of(state, who) is None:  # type: ignore[attr-defined]
        return  # a Towie player sitting out: a second to count after one goulash, not sampled after two
    world = seen.sample(seed)
    assert world.observation(who) == seen
    assert world.history == state.history or any(s.phase in ("exchange", "reserve") for s in replayed(state))


# --- after a goulash: the earlier deal and the cut ------------------------------------------

GOULASH_GAMES = ("towie", "cut-throat")
PASSES = {"towie": 3, "cut-throat": 4}


def after_a_goulash(name: str, seed: int, steps: int, goulashes: int = 1, **options: Any) -> Any:
    """A deal of ``name`` whose first ``goulashes`` auctions were passed out, then ``steps`` random actions."""
    rng = random.Random(seed)
    state: Any = find_game(name).new(seed=rng.randrange(1 << 30), goulash_limit=goulashes, **options)
    for _ in range(PASSES[name] * goulashes):
        state = state.apply("Pass")
    assert state.goulashes == goulashes
    for _ in range(steps):
        if state.is_over:
            break
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def goulash_model(state: Any, who: Any) -> GoulashModel:
    model = state.observation(who).model.built()
    assert isinstance(model, GoulashModel)
    return model


@pytest.mark.parametrize("name", GOULASH_GAMES)
# Odd seeds deal five-handed Towie: CI's four seeds take both.
@pytest.mark.parametrize("seed", first(range(8), ci=4))
def test_a_sample_after_a_goulash_looks_the_same_to_every_player(name: str, seed: int) -> None:
    steps = random.Random(seed).randrange(60)
    state = after_a_goulash(name, seed, steps, **({"players": 5} if name == "towie" and seed % 2 else {}))
    for who in state.players:
        seen = state.observation(who)
        if viewer(name).entry_of(state, who) is None and state.phase == "auction":  # type: ignore[attr-defined]
            continue  # a Towie player sitting out: exact but slow (about a second) until the dummy shows
        for draw in range(3):
            world = seen.sample(random.Random(draw))
            assert world.goulashes == 1
            assert world.observation(who) == seen
            assert world.history == state.history
            assert world.observation(who).vector() == seen.vector()
            continuing = world.legal_actions()  # the world plays on
            assert world.apply(continuing[0]).history[-1] == continuing[0]


def test_towie_sitting_out_is_sampled_exactly_too() -> None:
    state = after_a_goulash("towie", 5, 14)
    sitting = next(p for p in state.players if p not in state.callers)
    seen = state.observation(sitting)
    for draw in range(3):
        assert seen.sample(draw).observation(sitting) == seen


@pytest.mark.parametrize("name", GOULASH_GAMES)
def test_after_two_goulashes_every_player_with_cards_is_sampled(name: str) -> None:
    state: Any = find_game(name).new(seed=2)
    while state.goulashes < 3:
        state = state.apply("Pass")
    for who in state.players:
        if viewer(name).entry_of(state, who) is not None:  # type: ignore[attr-defined]
            world = state.observation(who).sample(1)
            assert world.goulashes == 3
            assert world.observation(who) == state.observation(who)


def test_a_towie_player_sitting_out_is_not_sampled_after_two_goulashes() -> None:
    state = after_a_goulash("towie", 5, 0, goulashes=2)
    sitting = next(p for p in state.players if p not in state.callers)
    with pytest.raises(ObservationError, match="one goulash at most"):
        state.observation(sitting).sample(1)


@pytest.mark.parametrize("name", GOULASH_GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_a_sample_after_two_goulashes_looks_the_same_to_every_player(name: str, seed: int) -> None:
    steps = random.Random(seed).randrange(60)
    state = after_a_goulash(name, seed, steps, 2, **({"players": 5} if name == "towie" and seed % 2 else {}))
    for who in state.players:
        if viewer(name).entry_of(state, who) is None:  # type: ignore[attr-defined]
            continue  # a Towie player sitting out: not sampled after two goulashes
        seen = state.observation(who)
        for draw in range(3):
            world = seen.sample(random.Random(draw))
            assert world.goulashes == 2
            assert world.observation(who) == seen
            assert world.history == state.history
            assert world.observation(who).vector() == seen.vector()


@pytest.mark.parametrize("name", GOULASH_GAMES)
@pytest.mark.parametrize("seed", first(range(4), ci=2))
@pytest.mark.parametrize("goulashes", [1, 2])
def test_the_true_cuts_are_among_the_consistent_ones_and_samples_hold_theirs(
    name: str, seed: int, goulashes: int
) -> None:
    state = after_a_goulash(name, seed, 3 * seed, goulashes)
    cuts = tuple(goulash_draw(state.start.chance, number) % 51 + 1 for number in range(1, goulashes + 1))
    for who in state.players:
        if viewer(name).entry_of(state, who) is None:  # type: ignore[attr-defined]
            continue
        counts = goulash_model(state, who).counts()
        assert cuts in counts
        assert {history_of(state.observation(who).sample(draw))[1] for draw in range(10)} <= set(counts)


# --- frequencies against the enumerated histories -------------------------------------------


def _dealt_to() -> list[int]:
    """The hand (0-3 from the dealer's left) that each place of the cut pack is dealt to."""
    places = [0] * 52
    at = 0
    for packet in GOULASH_PACKETS:
        for hand in range(4):
            for _ in range(packet):
                places[at] = hand
                at += 1
    return places


@functools.cache
def cut_labels(stack: tuple[int, ...], cut: int) -> list[list[int]]:
    """The entry each place of each block is dealt to by a goulash cut at ``cut``."""
    places = _dealt_to()
    return [[stack[places[(13 * k + i - cut) % 52]] for i in range(13)] for k in range(4)]


def earlier_deals(now: list[int], cut: int, stack: list[int], allowed: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every deal (masks by entry) whose goulash cut at ``cut`` deals ``now``, each card held where ``allowed``."""
    labels = cut_labels(tuple(stack), cut)
    owners = [next(e for e in range(4) if now[e] >> index & 1) for index in range(52)]
    cards = sorted(range(52), reverse=True)  # the stacking order: spades first, aces first
    for k in range(4):  # a block all known must be dealt as ``now`` says, or this cut deals no such deal
        block = [index for index in cards if allowed[index] == 1 << stack[k]]
        if len(block) == 13 and [owners[index] for index in block] != labels[k]:
            return []
    owner = dict(enumerate(owners))
    found: list[tuple[int, ...]] = []

    def fill(position: int, filled: list[int], blocks: list[int]) -> None:
        if position == 52:
            found.append(tuple(blocks[stack.index(e)] for e in range(4)))
            return
        index = cards[position]
        for k in range(4):
            if allowed[index] >> stack[k] & 1 and filled[k] < 13 and labels[k][filled[k]] == owner[index]:
                filled[k] += 1
                blocks[k] |= 1 << index
                fill(position + 1, filled, blocks)
                filled[k] -= 1
                blocks[k] &= ~(1 << index)

    fill(0, [0, 0, 0, 0], [0, 0, 0, 0])
    return found


def enumerated_histories(state: Any, who: Any) -> Counter[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (first deal, cuts) consistent with what ``who`` sees, by brute force, each checked by its replay."""
    view: Any = viewer(state.game_name)
    assert isinstance(view, GoulashViewer)
    seen = state.observation(who)
    hands = view.hands(state)
    visible = view.visible(state, who)
    dealt = [h.mask for h in view.dealt_hands(state)]
    played = view.played(state)
    known = [0, 0, 0, 0]
    for entry in visible:
        known[entry] |= hands[entry].mask
    for entry in range(4):
        known[entry] |= dealt[entry] & played
    for entry, mask in view.partly_seen(state).items():
        known[entry] |= mask
    pool = list(Hand.from_mask(((1 << 52) - 1) & ~(known[0] | known[1] | known[2] | known[3])))
    holders = [e for e in range(4) if e not in visible]
    needs = [13 - known[e].bit_count() for e in holders]
    dealer = view.dealer_entry(state)
    stack = [(dealer + k) & 3 for k in range(1, 5)]
    histories: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()

    def now_deals() -> list[list[int]]:
        found: list[list[int]] = []

        def give(rest: list[Card], holder: int, masks: list[int]) -> None:
            if holder == len(holders):
                found.append(masks)
                return
            for chosen in itertools.combinations(rest, needs[holder]):
                mask = sum(c.mask for c in chosen)
                more = list(masks)
                more[holders[holder]] |= mask
                give([c for c in rest if c not in chosen], holder + 1, more)

        give(pool, 0, list(known))
        return found

    # Each earlier deal as seen: his own hand, and (Towie) the six dummy cards face up.
    states = replayed(state)
    seen_then = [
        view.first_allowed(next(s for s in states if s.goulashes == number), who) for number in range(state.goulashes)
    ]

    def back(deal: tuple[int, ...], number: int, cuts: tuple[int, ...]) -> None:
        """Undo the goulashes from the ``number``-th down, every cut, then replay the first deal found."""
        if number == 0:
            first = deal
            try:  # the earlier dummies may lack the six cards seen face up then, or the new one now
                start_cards, chance = view.goulash_start(state, first, cuts, random.Random(0))
                world = type(state).first(
                    type(state.start)(start_cards, state.start.dealer, state.start.options, chance)
                )
            except TrickcardsError:
                return
            for action in state.history:
                if not world.can_apply(action):
                    return
                world = world.apply(action)
            if world.observation(who) == seen:
                histories[(first, cuts)] += 1
            return
        for cut in range(1, 52):
            for earlier in earlier_deals(list(deal), cut, stack, seen_then[number - 1]):
                again = goulash([Hand.from_mask(m) for m in earlier], Seat(dealer), cut=cut).hands
                assert again == tuple(Hand.from_mask(m) for m in deal)
                back(earlier, number - 1, (cut, *cuts))

    for now in now_deals():
        back(tuple(now), state.goulashes, ())
    return histories


def history_of(world: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    first = tuple(sum(c.mask for c in entry) for entry in world.start.cards[:4])
    return first, tuple(draw % 51 + 1 for draw in world.start.chance[: world.goulashes])


def end_after_a_goulash(name: str, seed: int, goulashes: int = 1) -> tuple[Any, Any]:
    """A play position after ``goulashes`` goulashes, and a player with cards for whom few histories are consistent."""
    rng = random.Random(seed)
    while True:
        state = after_a_goulash(name, rng.randrange(1 << 30), 0, goulashes)
        while not state.is_over:
            if state.phase == "play" and len(state.history) > 30:
                for who in state.players:
                    view: Any = viewer(name)
                    unsure = sum(1 for owners in view.now_allowed(state, who) if owners & (owners - 1))
                    if view.entry_of(state, who) is not None and unsure <= 6:
                        ways = goulash_model(state, who).ways
                        if 2 <= ways <= 40:
                            return state, who
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])


@pytest.mark.parametrize("name", GOULASH_GAMES)
@pytest.mark.parametrize(
    ("seed", "goulashes"),
    # After two goulashes, seeds whose positions the brute force undoes in seconds (others take
    # minutes). CI takes the first two: one goulash and two.
    first([(0, 1), (3, 2), (1, 1), (2, 1), (3, 1), (0, 2)], ci=2),
)
def test_sample_frequencies_after_goulashes_match_the_enumerated_histories(
    name: str, seed: int, goulashes: int
) -> None:
    state, who = end_after_a_goulash(name, seed, goulashes)
    model = goulash_model(state, who)
    histories = enumerated_histories(state, who)
    assert set(histories.values()) == {1}
    assert model.counts() == dict(sorted(Counter(cuts for _, cuts in histories).items()))
    seen = state.observation(who)
    draws = 40 * len(histories)
    rng = random.Random(seed)
    counts = Counter(history_of(seen.sample(rng)) for _ in range(draws))
    assert set(counts) <= set(histories)
    expected = draws / len(histories)
    statistic = sum((counts[h] - expected) ** 2 / expected for h in histories)
    assert statistic < chi_square_bound(len(histories) - 1)


# --- the draw ----------------------------------------------------------------------------------


def test_towie_exposed_rank_names_each_choice_of_six_once() -> None:
    dummy = Hand.parse("AKQ.JT9.876.5432")
    ranks = {exposed_rank(dummy, Hand(list(six))) for six in itertools.combinations(list(dummy), 6)}
    assert ranks == set(range(1716))


def test_a_towie_goulash_draw_names_its_cut_and_six_cards() -> None:
    deal = TOWIE_GAME.new(seed=1).cards
    for draw in (0, 50, 51, 51 * 1715 + 50, 12345678):
        again = deal.goulash(draw=draw)
        assert again.table == goulash(deal.table, Seat.NORTH, cut=1 + draw % 51)
        assert exposed_rank(again.dummy, again.exposed) == draw // 51 % 1716


def test_goulash_model_weighs_each_cut_by_its_consistent_deals() -> None:
    # Eight cards of East's and South's hands are unknown between them; three cards are
    # known where the goulash (cut 17) dealt them: four cuts survive, with 13, 1, 34
    # and 35 earlier deals. Brute force: every split of the eight and every cut, dealt.
    deal = Deal.random(7)
    masks = [h.mask for h in deal.hands]
    free = [c for c in range(52) if masks[1] >> c & 1][:4] + [c for c in range(52) if masks[2] >> c & 1][:4]
    owner = {c: e for e in range(4) for c in range(52) if masks[e] >> c & 1}
    old = tuple(0b0110 if c in free else 1 << owner[c] for c in range(52))
    now = [h.mask for h in goulash(deal, Seat.NORTH, cut=17).hands]
    known = set(random.Random(2).sample(range(52), 3))
    new = tuple(next(1 << e for e in range(4) if now[e] >> c & 1) if c in known else 15 for c in range(52))
    model = GoulashModel(TableModel(object, Start((), None, ()), (), (), (), (), (), 0), (1, 2, 3, 0), (old, new), None)  # type: ignore[arg-type]  # draws only
    histories: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()
    for east in itertools.combinations(free, 4):
        first = list(masks)
        first[1] = (masks[1] & ~sum(1 << c for c in free)) | sum(1 << c for c in east)
        first[2] = (masks[2] & ~sum(1 << c for c in free)) | sum(1 << c for c in free if c not in east)
        for cut in range(1, 52):
            dealt = [h.mask for h in goulash([Hand.from_mask(m) for m in first], Seat.NORTH, cut=cut).hands]
            if all(new[c] >> e & 1 for e in range(4) for c in range(52) if dealt[e] >> c & 1):
                histories[(tuple(first), (cut,))] += 1
    assert model.counts() == dict(sorted(Counter(cut for _, cut in histories).items()))
    assert len(set(model.counts().values())) > 1
    draws = 30 * len(histories)
    rng = random.Random(4)
    counts = Counter(model.draw(rng) for _ in range(draws))
    assert set(counts) <= set(histories)
    expected = draws / len(histories)
    statistic = sum((counts[h] - expected) ** 2 / expected for h in histories)
    assert statistic < chi_square_bound(len(histories) - 1)
