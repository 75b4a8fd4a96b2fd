"""``observer=``: a picture for one player is drawn from ``state.observation(player)`` and shows no hidden card."""

import random
from typing import Any

import pytest

from trickcards import Hand
from trickcards.pictures import state_svg, state_view
from trickcards.pictures.states import known_cards
from trickcards.protocol.game import games, random_actions

STEPS = (0, 7, 30, 1000)  # the start, the auction or exchange, the play, the end
# Helm's observation has text and vector but no sampler yet.
SAMPLED = [game.name for game in games() if game.name != "helm"]


def state_after(name: str, steps: int) -> Any:
    game = next(game for game in games() if game.name == name)
    return random_actions(game.new(seed=11), random.Random(steps), steps)


def face_up(view: Any) -> set[str]:
    """Every card a view draws face up: in hands, piles, the centre and the trick."""
    cards = {str(card) for holder in view.holders if holder.hand is not None for card in holder.hand}
    cards |= {str(card) for holder in view.holders for pile in holder.piles for card in pile.cards}
    cards |= {str(card) for pile in view.centre for card in pile.cards}
    return cards | {str(card) for _, card in view.trick}


@pytest.mark.parametrize("name", SAMPLED)
@pytest.mark.parametrize("steps", STEPS)
def test_a_players_picture_is_the_same_in_every_world_he_cannot_tell_apart(name: str, steps: int) -> None:
    # Any full state consistent with what the player knows draws the same picture for
    # him: the picture shows nothing his observation does not.
    state = state_after(name, steps)
    for player in state.players:
        drawn = state_svg(state, observer=player)
        for seed in range(2):
            world = state.observation(player).sample(random.Random(seed))
            assert state_svg(world, observer=player) == drawn, (name, steps, player, seed)


@pytest.mark.parametrize("name", [game.name for game in games()])
@pytest.mark.parametrize("steps", STEPS)
def test_every_card_drawn_face_up_is_one_the_observer_knows(name: str, steps: int) -> None:
    state = state_after(name, steps)
    everything = face_up(state_view(state))
    for player in state.players:
        view = state_view(state, observer=player)
        own, known = known_cards(state, player)
        own_cards = {str(card) for card in Hand.from_mask(own)}
        mine = next((h for h in view.holders if h.hand is not None and {str(c) for c in h.hand} & own_cards), None)
        others = face_up(view) - ({str(card) for card in mine.hand} if mine and mine.hand else set())
        assert others <= {str(card) for card in Hand.from_mask(known)}, (name, steps, player)
        assert face_up(view) <= everything
        assert own_cards <= face_up(view) | everything  # his own hand is drawn (or already played)


def test_at_the_start_of_a_bridge_deal_a_player_sees_his_13_cards_only() -> None:
    state = state_after("duplicate", 0)
    for player in state.players:
        view = state_view(state, observer=player)
        assert len(face_up(view)) == 13
        assert sorted(holder.size for holder in view.holders) == [13, 13, 13, 13]


def test_helms_reserves_are_hidden_from_the_other_player() -> None:
    state = state_after("helm", 30)
    assert state.phase == "play"
    full = state_view(state)
    assert all(pile.cards for holder in full.holders for pile in holder.piles)
    view = state_view(state, observer=state.players[0])
    assert view.holders[0].piles[0].cards == full.holders[0].piles[0].cards
    theirs = view.holders[1].piles[0]
    assert theirs.cards == ()
    assert theirs.hidden == len(full.holders[1].piles[0].cards)


def test_a_bridgette_player_holds_his_pending_discards_and_sees_none_of_the_others() -> None:
    state = state_after("bridgette", 7)
    assert state.phase == "exchange"
    player = state.players[0]
    view = state_view(state, observer=player)
    assert view.holders[0].hand == state_view(state).holders[0].hand
    assert view.holders[1].hand is None
    assert view.title.endswith("seen by A")
