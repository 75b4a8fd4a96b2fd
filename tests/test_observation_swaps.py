"""Vectors keep what the observation keeps: swapping two cards between any two zones of a deal.

Two cards of different entries of the deal (hands, dummies, stocks, reserves) trade
places, in the deal and wherever the history plays or handles them (so cards in tricks
and piles move too); when the history is still legal, every player whose observation
tells the two deals apart has different vectors of both kinds.
"""

import random
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.analysis.observation import viewer
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.protocol.game import Start, games

GAMES = [g.name for g in games()]


def swapped_action(action: Any, swap: dict[Card, Card]) -> Any:
    if isinstance(action, Card):
        return swap.get(action, action)
    card = getattr(action, "card", None)
    if isinstance(card, Card) and card in swap:
        return type(action)(
            **{**{s: getattr(action, s) for s in action.__slots__ if hasattr(action, s)}, "card": swap[card]}
        )
    return action


def with_swap(state: Any, first: Card, second: Card) -> Any:
    """``state``'s deal with ``first`` and ``second`` traded, its history replayed (``None`` if no longer legal)."""
    swap = {first: second, second: first}
    cards = []
    for entry in state.start.cards:
        moved = [swap.get(card, card) for card in entry]
        cards.append(Deck(moved) if isinstance(entry, Deck) else Hand(moved))
    start = Start(tuple(cards), state.start.dealer, state.start.options, state.start.chance)
    other: Any = type(state).first(start)
    try:
        for action in state.history:
            other = other.apply(swapped_action(action, swap))
    except (TrickcardsError, TypeError, AttributeError):
        return None
    return other


@pytest.mark.parametrize("name", GAMES)
@examples(15)
@given(
    seed=st.integers(0, 2**32), steps=st.integers(0, 80), picks=st.tuples(st.integers(0, 10**6), st.integers(0, 10**6))
)
def test_differing_observations_give_differing_vectors(
    name: str, seed: int, steps: int, picks: tuple[int, int]
) -> None:
    rng = random.Random(seed)
    state = find_game(name).new(seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    entries = [list(entry) for entry in state.start.cards]
    pairs = [(i, j) for i in range(len(entries)) for j in range(i + 1, len(entries)) if entries[i] and entries[j]]
    assume(pairs)
    i, j = pairs[picks[0] % len(pairs)]
    first, second = entries[i][picks[0] % len(entries[i])], entries[j][picks[1] % len(entries[j])]
    other = with_swap(state, first, second)
    assume(other is not None)
    view = viewer(name)
    for player in state.players:
        mine, theirs = state.observation(player), other.observation(player)
        if str(mine) != str(theirs):
            assert mine.vector() != theirs.vector(), (player, str(mine), str(theirs))
        if view.seen(state, player) != view.seen(other, player):
            assert mine.vector("observation") != theirs.vector("observation"), (player, str(mine), str(theirs))
