"""Action ids: every game's fixed numbering of its actions, the legal ids and the mask."""

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.protocol.game import Game, Option, games

GAMES = [g.name for g in games()]


def random_option(option: Option, rng: random.Random) -> object:
    """A random value of ``option`` (free text options keep their default)."""
    if isinstance(option.default, bool):
        return rng.random() < 0.5
    if isinstance(option.default, int):
        low, high = option.bounds if option.bounds is not None else (option.default, option.default)
        return rng.randint(low, high)
    return rng.choice(option.choices) if option.choices else option.default


def random_deal(game: Game[Any], rng: random.Random) -> Any:
    """A first state with random options (some combinations are refused: those are redrawn)."""
    for _ in range(20):
        options: dict[str, Any] = {o.name: random_option(o, rng) for o in game.options}
        try:
            return game.new(seed=rng.randrange(10**6), **options)
        except TrickcardsError:
            continue
    return game.new(seed=rng.randrange(10**6))


def test_every_game_has_a_numbering() -> None:
    for game in games():
        assert game.num_actions == len(game.actions) > 0
        for index, action in enumerate(game.actions):
            assert game.action_id(action) == index
            assert game.action_id(str(action)) == index
            assert game.action_of(index) == action


@pytest.mark.parametrize("name", GAMES)
@examples(50)
@given(seed=st.integers(0, 2**32))
def test_ids_and_mask_agree_with_legal_actions(name: str, seed: int) -> None:
    game = find_game(name)
    rng = random.Random(seed)
    state = random_deal(game, rng)
    while True:
        legal = state.legal_actions()
        ids = state.legal_action_ids()
        mask = state.legal_action_mask()
        assert list(ids) == sorted(ids)
        assert len(mask) == game.num_actions
        assert {game.action_of(i) for i in ids} == set(legal)
        assert [i for i, flag in enumerate(mask) if flag] == list(ids)
        if state.is_over:
            assert ids == ()
            break
        state = state.apply(game.action_of(ids[rng.randrange(len(ids))]))


def test_the_bridge_numbering_is_calls_then_cards() -> None:
    bridge = find_game("rubber")
    assert [str(a) for a in bridge.actions[:5]] == ["Pass", "X", "XX", "1C", "1D"]
    assert str(bridge.actions[37]) == "7NT"
    assert [str(a) for a in bridge.actions[38:40]] == ["C2", "C3"]
    assert bridge.action_id("♠A") == bridge.action_id("sa") == 89


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("bridgette", "grand colon", "GC"),
        ("brandeln", "Trumps spades", "Trumps S"),
        ("three-handed", "3 null", "3Null"),
        ("two-handed", "1h(Open)", "1H(open)"),
        ("cut-throat", "n", "N"),
        ("blackout", "change 17", "Change 17"),
        ("helm", "Reserve ♠A", "reserve SA"),
        ("two-player-null", "DRAW", "draw"),
    ],
)
def test_other_spellings_of_an_action_give_its_id(name: str, text: str, expected: str) -> None:
    game = find_game(name)
    assert str(game.action_of(game.action_id(text))) == expected


@pytest.mark.parametrize("junk", ["", "8NT", "discard", 3.5, None, -1, [], object()])
def test_junk_is_refused(junk: object) -> None:
    game = find_game("cut-throat")
    with pytest.raises(TrickcardsError):
        game.action_id(junk)


def test_an_int_is_not_the_seat_it_equals() -> None:
    with pytest.raises(TrickcardsError):
        find_game("cut-throat").action_id(0)


@pytest.mark.parametrize("index", [-1, 90, "3", 2.0, True, None])
def test_action_of_refuses_what_is_not_an_id(index: object) -> None:
    with pytest.raises(TrickcardsError):
        find_game("duplicate").action_of(index)  # type: ignore[arg-type]


def test_unreadable_text_is_a_parse_error() -> None:
    with pytest.raises(ParseError, match="not the text of an action of duplicate"):
        find_game("duplicate").action_id("Trumps S")
