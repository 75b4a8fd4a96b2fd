"""The layouts of the vectors: named slices adding up to each kind's size; the compact observation's size is fixed."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.analysis.observation import KINDS, Observation, ObservationError
from trickcards.protocol.game import games

GAMES = [g.name for g in games()]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", GAMES)
def test_the_layout_adds_up_to_the_vectors_size(name: str, kind: str) -> None:
    game = find_game(name)
    layout = game.observation_layout(kind)
    at = 0
    for part in layout:
        assert part.offset == at
        assert part.size > 0
        at += part.size
    assert len({part.name for part in layout}) == len(layout)
    assert len(game.new(seed=1).observation(0).vector(kind)) == at
    if kind == "information_state":
        assert at == game.observation_size


def test_the_compact_bridge_observation_holds_at_most_a_thousand_entries() -> None:
    layout = find_game("duplicate").observation_layout("observation")
    assert layout[-1].offset + layout[-1].size <= 1000
    names = [part.name for part in layout]
    for needed in (
        "player",
        "to move",
        "hand cards",
        "dummy cards",
        "trick cards",
        "played cards by hand",
        "last words",
    ):
        assert needed in names
    assert {"vulnerable players", "contract level", "contract strain", "contract doubling"} <= set(names)


@pytest.mark.parametrize("name", GAMES)
@examples(4)
@given(seed=st.integers(0, 2**32))
def test_the_compact_observation_shows_the_position_now(name: str, seed: int) -> None:
    game = find_game(name)
    layout = {part.name: part for part in game.observation_layout("observation")}
    rng = random.Random(seed)
    state = game.new(seed=seed)
    for _ in range(60):
        if state.is_over:
            break
        for number, player in enumerate(state.players[:2]):
            vector = state.observation(player).vector("observation")
            hand = layout["hand cards"]
            cards = [i for i in range(hand.size) if vector[hand.offset + i]]
            assert cards == sorted(cards)
            turn = layout["to move"]
            mover = [i for i in range(turn.size) if vector[turn.offset + i]]
            assert len(mover) == (state.to_move is not None)
            assert vector[layout["player"].offset + number] == 1
        state = state.apply(rng.choice(state.legal_actions()))


def test_the_compact_observation_knows_the_contract_and_vulnerability() -> None:
    state = find_game("duplicate").new(seed=3, dealer="S", vulnerability="ns")
    for call in ("1NT", "Pass", "3NT", "X"):
        state = state.apply(call)
    layout = {part.name: part for part in find_game("duplicate").observation_layout("observation")}
    vector = state.observation("E").vector("observation")

    def ones(name: str) -> list[int]:
        part = layout[name]
        return [i for i in range(part.size) if vector[part.offset + i]]

    assert ones("contract level") == [2]
    assert ones("contract strain") == [4]
    assert ones("contract doubling") == [1]
    assert ones("contract bidder") == [0]  # North, the first player
    assert ones("vulnerable players") == [0, 2]
    assert ones("to move") == [2]  # South, after East's double


def test_only_an_observation_of_a_state_has_a_compact_vector() -> None:
    made = Observation("duplicate", 0, ("x",))
    with pytest.raises(ObservationError):
        made.vector("observation")
    with pytest.raises(ObservationError):
        find_game("duplicate").new(seed=1).observation(0).vector("history")
    with pytest.raises(ObservationError):
        find_game("duplicate").observation_layout("history")
