"""random_playout builds only the final state, yet plays exactly as card-by-card play would."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    BRANDELN_TRUMP_ORDER,
    ColonFollow,
    ColonLeadBar,
    Deck,
    FollowSuit,
    FollowSuitOrTrump,
    HeadTheTrick,
    NoTrumpLead,
    Suit,
    TrickPlay,
    TrickRules,
    random_playout,
)

GAMES = {
    "bridge-hearts": (TrickRules(trump=Suit.HEARTS), "standard", 4),
    "bridge-notrump": (TrickRules(), "standard", 4),
    "brandeln-clubs": (
        TrickRules(trump=Suit.CLUBS, trump_order=BRANDELN_TRUMP_ORDER, follow=FollowSuitOrTrump()),
        "brandeln",
        4,
    ),
    "brandeln-null": (TrickRules(follow=HeadTheTrick(FollowSuit())), "brandeln", 4),
    "partnership-blackout": (TrickRules(trump=Suit.SPADES, lead=NoTrumpLead()), "standard", 4),
    "bridgette-spades": (TrickRules(trump=Suit.SPADES, follow=ColonFollow(), lead=ColonLeadBar()), "bridgette", 2),
    "three-players": (TrickRules(trump=Suit.DIAMONDS), "standard", 3),
}


@pytest.mark.parametrize("name", sorted(GAMES))
@given(seed=st.integers(0, 2**32 - 1), played=st.integers(0, 20))
def test_random_playout_matches_card_by_card_play(name: str, seed: int, played: int) -> None:
    rules, pack, players = GAMES[name]
    deck = Deck.named(pack).shuffled(seed)
    hands = deck.deal(players, hand_size=13 if pack == "bridgette" else len(deck) // players).hands
    state = TrickPlay.start(rules, hands, leader=seed % players)
    rng = random.Random(seed)
    for _ in range(played):  # start the fast playout from the middle of the deal, too
        if state.is_complete:
            break
        state = state.play(rng.choice(list(state.legal_cards())))
    fast = random_playout(state, random.Random(seed + 1))
    stepwise, step_rng = state, random.Random(seed + 1)
    while not stepwise.is_complete:
        stepwise = stepwise.play(step_rng.choice(list(stepwise.legal_cards())))
    assert fast == stepwise
    assert fast.tricks_won == stepwise.tricks_won
    assert fast.history == stepwise.history
    assert fast.is_complete
    assert random_playout(fast, 0) is fast
