"""random_playout builds only the final state, yet plays exactly as card-by-card play would."""

import copy
import pickle
import random
from collections.abc import Sequence
from typing import TypeVar

import pytest
from attrs.exceptions import FrozenInstanceError
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import (
    BRANDELN_TRUMP_ORDER,
    ColonFollow,
    ColonLeadBar,
    Deck,
    FollowSuit,
    FollowSuitOrTrump,
    HeadTheTrick,
    IllegalPlayError,
    NoTrumpLead,
    Playout,
    RankOrder,
    Suit,
    TrickPlay,
    TrickRules,
    random_playout,
)
from trickcards.core import _kernel
from trickcards.engine.trick_play import _PlayoutEnd

T = TypeVar("T")

GAMES = {
    "bridge-hearts": (TrickRules(trump=Suit.HEARTS), "standard", 4),
    "bridge-notrump": (TrickRules(), "standard", 4),
    "brandeln-clubs": (
        TrickRules(trump=Suit.CLUBS, trump_order=BRANDELN_TRUMP_ORDER, follow=FollowSuitOrTrump()),
        "brandeln",
        4,
    ),
    "brandeln-null": (TrickRules(follow=HeadTheTrick(FollowSuit())), "brandeln", 4),
    "head-the-trick-or-trump": (
        TrickRules(trump=Suit.HEARTS, trump_order=BRANDELN_TRUMP_ORDER, follow=HeadTheTrick(FollowSuitOrTrump())),
        "brandeln",
        4,
    ),
    "head-the-trick-standard-trumps": (
        TrickRules(trump=Suit.SPADES, follow=HeadTheTrick(FollowSuitOrTrump())),
        "standard",
        4,
    ),
    "partnership-blackout": (TrickRules(trump=Suit.SPADES, lead=NoTrumpLead()), "standard", 4),
    "bridgette-spades": (TrickRules(trump=Suit.SPADES, follow=ColonFollow(), lead=ColonLeadBar()), "bridgette", 2),
    "three-players": (TrickRules(trump=Suit.DIAMONDS), "standard", 3),
    # Every follow and lead rule the kernel implements, its general trick winner, and
    # rules it leaves to the rule objects (ColonFollow over another base, HeadTheTrick
    # over a rule of its own below).
    "trumps-broken": (TrickRules(trump=Suit.HEARTS, lead=NoTrumpLead(until_broken=True)), "standard", 4),
    "no-trump-lead-notrump": (TrickRules(lead=NoTrumpLead()), "standard", 4),
    "follow-or-trump-notrump": (TrickRules(follow=FollowSuitOrTrump()), "standard", 4),
    "reversed-orders": (
        TrickRules(trump=Suit.CLUBS, trump_order=RankOrder.parse("23456789TJQKA"), plain_order=BRANDELN_TRUMP_ORDER),
        "brandeln",
        4,
    ),
    "bridgette-bar-colons": (
        TrickRules(trump=Suit.HEARTS, follow=ColonFollow(), lead=ColonLeadBar(bar_colons=True)),
        "bridgette",
        2,
    ),
    "bridgette-notrump": (TrickRules(follow=ColonFollow(), lead=ColonLeadBar()), "bridgette", 2),
    "head-the-trick-over-colons": (
        TrickRules(trump=Suit.SPADES, follow=HeadTheTrick(ColonFollow()), lead=ColonLeadBar()),
        "bridgette",
        2,
    ),
    "colon-over-follow-or-trump": (
        TrickRules(trump=Suit.SPADES, follow=ColonFollow(FollowSuitOrTrump()), lead=ColonLeadBar()),
        "bridgette",
        2,
    ),
}


@pytest.mark.parametrize("name", sorted(GAMES))
@examples(50)
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


class _OwnChoice(random.Random):
    """A generator with its own choice(): random_playout must call it, not draw on its own."""

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]  # the tests pass sequences only
        return seq[-1 - self.randrange(len(seq))]


@pytest.mark.parametrize("name", ["bridge-notrump", "bridgette-spades"])
def test_random_playout_uses_a_generators_own_choice(name: str) -> None:
    rules, pack, players = GAMES[name]
    deck = Deck.named(pack).shuffled(5)
    hands = deck.deal(players, hand_size=13).hands
    state = TrickPlay.start(rules, hands, leader=0)
    fast = random_playout(state, _OwnChoice(9))
    stepwise, step_rng = state, _OwnChoice(9)
    while not stepwise.is_complete:
        stepwise = stepwise.play(step_rng.choice(list(stepwise.legal_cards())))
    assert fast == stepwise


class _OwnRandom(random.Random):
    """A generator drawing through its own random(): Random then draws below n without getrandbits."""

    def random(self) -> float:
        return super().random()


@pytest.mark.parametrize("name", ["bridge-notrump", "trumps-broken"])
def test_random_playout_follows_a_generators_own_draw(name: str) -> None:
    rules, pack, players = GAMES[name]
    hands = Deck.named(pack).shuffled(8).deal(players, hand_size=13).hands
    state = TrickPlay.start(rules, hands, leader=1)
    fast = random_playout(state, _OwnRandom(4))
    stepwise, step_rng = state, _OwnRandom(4)
    while not stepwise.is_complete:
        stepwise = stepwise.play(step_rng.choice(list(stepwise.legal_cards())))
    assert fast == stepwise


@given(mask=st.integers(1, (1 << 55) - 1), pick=st.integers(0, 54))
def test_kernel_nth_card_counts_up_the_bits(mask: int, pick: int) -> None:
    bits = [i for i in range(55) if mask >> i & 1]
    assert _kernel.nth_card(mask, pick % len(bits)) == bits[pick % len(bits)]


_PUBLIC_PROPERTIES = sorted(name for name, value in vars(TrickPlay).items() if isinstance(value, property))


@pytest.mark.parametrize("name", ["bridge-notrump", "brandeln-null", "three-players"])
@given(seed=st.integers(0, 2**32 - 1), played=st.integers(0, 20), first=st.sampled_from(_PUBLIC_PROPERTIES))
def test_random_playout_final_state_is_the_eager_one_in_every_attribute(
    name: str, seed: int, played: int, first: str
) -> None:
    # The kernel's final state builds its tricks on first access: whichever attribute is
    # read first, every public attribute, error, hash, repr and pickle is the eager state's.
    rules, pack, players = GAMES[name]
    deck = Deck.named(pack).shuffled(seed)
    state = TrickPlay.start(rules, deck.deal(players, hand_size=len(deck) // players).hands, leader=0)
    rng = random.Random(seed)
    for _ in range(played):
        state = state.play(rng.choice(list(state.legal_cards())))
    fast = random_playout(state, random.Random(seed + 1))
    eager, step_rng = state, random.Random(seed + 1)
    while not eager.is_complete:
        eager = eager.play(step_rng.choice(list(eager.legal_cards())))
    assert isinstance(fast, _PlayoutEnd)  # the lazy state, its tricks not yet built
    assert getattr(fast, first) == getattr(eager, first)
    for prop in _PUBLIC_PROPERTIES:
        assert getattr(fast, prop) == getattr(eager, prop), prop
    assert fast.legal_cards() == eager.legal_cards()
    card = deck.cards[seed % len(deck)]
    assert fast.can_play(card) == eager.can_play(card) is False
    assert (repr(fast), hash(fast)) == (repr(eager), hash(eager))
    assert pickle.dumps(fast) == pickle.dumps(eager)
    assert pickle.loads(pickle.dumps(fast)) == eager
    assert copy.copy(fast) is fast
    assert copy.deepcopy(fast) is fast
    for attempt in ("play", "verify_play", "no_such_attribute"):
        errors = []
        for each in (fast, eager):
            with pytest.raises((IllegalPlayError, AttributeError)) as error:
                getattr(each, attempt)(card)
            errors.append((type(error.value), error.value.args))
        assert errors[0] == errors[1]
    with pytest.raises(FrozenInstanceError):
        fast._round = eager._round
    assert Playout(fast).state == eager


def test_random_playout_scores_without_building_the_tricks() -> None:
    hands = Deck.standard().shuffled(3).deal(4, hand_size=13).hands
    fast = random_playout(TrickPlay.start(TrickRules(), hands, leader=0), 3)
    assert sum(fast.tricks_won) == 13
    assert isinstance(fast, _PlayoutEnd)
    assert fast.is_complete
    with pytest.raises(AttributeError):
        TrickPlay.__dict__["_round"].__get__(fast)  # the tricks are still the kernel's card indexes
    assert len(fast.history) == 13
