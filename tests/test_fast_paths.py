"""The hot paths agree with the plain rules they shortcut.

Hand iteration reads per-suit holding tables, a play state computes its legal cards
once (with bridge's follow rule inlined) and finds trick winners from masks, the deck
deals one card at a time by slicing, and Auction.add checks the common calls inline.
Each is checked here against the general code path it replaces, and the mutable
Playout against the immutable TrickPlay it starts from: a Hypothesis property steps
both side by side under every rule set (those the kernel implements and rule objects it
does not know), trying illegal cards and junk on the way; the legal cards, the player to
move, the tricks won, the state reached and every error (class, message and reason
code) must be the same, and a refused card must leave the playout as it was.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from attrs import exceptions
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import (
    BRANDELN_TRUMP_ORDER,
    AnyLead,
    Card,
    ColonFollow,
    ColonLeadBar,
    Deck,
    FollowSuit,
    FollowSuitOrTrump,
    Hand,
    HeadTheTrick,
    NoTrumpLead,
    Seat,
    Suit,
    Trick,
    TrickPlay,
    TrickRules,
    random_playout,
)
from trickcards.bridge import CALLS, Auction, Contract, Deal, Play, deal_status
from trickcards.core.cards import CARDS, SUIT_MASKS, InvalidCardError, cards_of
from trickcards.core.errors import DealStatus, IllegalCallError, IllegalPlayError, InvalidDealError, TrickcardsError
from trickcards.engine.playout import Playout


def plain_cards_of(mask: int) -> list[Card]:
    return [CARDS[i] for i in range(len(CARDS)) if mask >> i & 1]


@given(st.integers(min_value=0, max_value=(1 << 55) - 1))
def test_cards_of_matches_the_bits_of_the_mask(mask: int) -> None:
    assert list(cards_of(mask)) == plain_cards_of(mask)
    assert list(Hand.from_mask(mask)) == plain_cards_of(mask)


@given(st.sets(st.sampled_from(CARDS)))
def test_hand_iterates_its_cards_in_canonical_order(cards: set[Card]) -> None:
    assert list(Hand(cards)) == sorted(cards)


@pytest.mark.parametrize("mask", [-1, 1 << 55, (1 << 60) | 1])
def test_cards_of_refuses_bits_beyond_the_colons(mask: int) -> None:
    with pytest.raises(InvalidCardError):
        cards_of(mask)


RULES = [
    TrickRules(),
    TrickRules(trump=Suit.SPADES),
    TrickRules(trump=Suit.HEARTS, follow=FollowSuitOrTrump()),
    TrickRules(follow=HeadTheTrick(FollowSuit())),
    TrickRules(trump=Suit.CLUBS, trump_order=BRANDELN_TRUMP_ORDER, follow=HeadTheTrick(FollowSuitOrTrump())),
    TrickRules(trump=Suit.DIAMONDS, lead=NoTrumpLead(until_broken=True)),
    TrickRules(trump=Suit.HEARTS, follow=ColonFollow(FollowSuit()), lead=ColonLeadBar()),
    TrickRules(follow=ColonFollow(FollowSuit()), lead=ColonLeadBar(bar_colons=True)),
]


def deal_for(rules: TrickRules, rng: random.Random) -> tuple[list[Hand], int]:
    if isinstance(rules.follow, ColonFollow):
        return list(Deck.bridgette().shuffled(rng).deal(2, hand_size=13).hands), rng.randrange(2)
    return list(Deck.standard().shuffled(rng).deal(4, hand_size=13).hands), Seat(rng.randrange(4))


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", range(8))
def test_play_state_agrees_with_the_rule_objects(rules: TrickRules, seed: int) -> None:
    rng = random.Random(seed)
    hands, leader = deal_for(rules, rng)
    state = TrickPlay.start(rules, hands, leader=leader)
    while not state.is_complete:
        trick = state.trick
        player = trick.player(len(trick.cards))
        hand = state.hands[player].mask
        if trick.cards:
            expected = rules.follow.legal(hand, trick.cards, rules)
        else:
            expected = rules.lead.legal(hand, state.history, rules)
        assert state.legal_cards().mask == expected
        for card in CARDS:
            assert state.can_play(card) == bool(expected & card.mask)
        before = len(state.history)
        state = state.play(rng.choice(list(state.legal_cards())))
        if len(state.history) > before:
            done = state.history[-1]
            assert state.trick.leader == done.player(rules.winner_position(done.cards))
    assert state.legal_cards().mask == 0
    assert sum(state.tricks_won) == len(state.history) == state.total_tricks


def test_play_state_values_are_immutable_and_compare_by_value() -> None:
    hands = list(Deck.standard().shuffled(3).deal(4, hand_size=13).hands)
    a = TrickPlay.start(TrickRules(), hands, leader=Seat.EAST)
    b = TrickPlay.start(TrickRules(), hands, leader=Seat.EAST)
    card = next(iter(a.legal_cards()))
    assert a == b
    assert hash(a) == hash(b)
    assert a.play(card) == b.play(card)
    assert a.play(card) != a
    assert a.next_player is Seat.EAST
    assert a.hands == tuple(hands)
    for name in ("rules", "trick", "history", "won", "_legal", "_left"):
        with pytest.raises(exceptions.FrozenInstanceError):
            setattr(a, name, None)


def test_bridge_play_refuses_setattr_and_reports_seats() -> None:
    play = Play(deal=Deal.random(5), contract=Contract.parse("4SE"))
    while not play.is_complete:
        play = play.play(next(iter(play.legal_cards())))
    assert all(isinstance(t.leader, Seat) for t in play.tricks)
    assert play.declarer_tricks + play.defender_tricks == 13
    with pytest.raises(IllegalPlayError):
        play.play("SA")
    for name in ("deal", "contract", "_state"):
        with pytest.raises(exceptions.FrozenInstanceError):
            setattr(play, name, None)


@given(st.permutations(Deck.standard().cards), st.sampled_from([(4, 13), (4, 12), (3, 17), (2, 5)]))
def test_dealing_one_card_at_a_time_deals_round_the_table(cards: list[Card], shape: tuple[int, int]) -> None:
    players, size = shape
    dealt = Deck(cards).deal(players, hand_size=size)
    assert dealt.hands == tuple(Hand(cards[p : players * size : players]) for p in range(players))
    assert dealt.stock == Deck(cards[players * size :])
    assert Deck(cards).deal(players, packets=(1,) * size) == dealt


class _OwnBits(random.Random):
    """A generator with its own getrandbits: shuffled by the kernel, through it."""

    def getrandbits(self, k: int) -> int:
        return super().getrandbits(k) ^ (1 if k > 1 else 0)


class _OwnRandom(random.Random):
    """A generator with its own random(): Random then shuffles without getrandbits, so the kernel does not."""

    def random(self) -> float:
        return super().random() / 2


@given(
    st.sampled_from(["standard", "bridgette", "piquet"]),
    st.integers(0, 2**64),
    st.sampled_from([random.Random, _OwnBits, _OwnRandom, random.SystemRandom]),
)
def test_shuffling_draws_as_random_shuffle_draws(pack: str, seed: int, kind: type[random.Random]) -> None:
    """The same order as ``rng.shuffle`` from the same generator state, and the generator left in the same state."""
    deck = Deck.named(pack)
    if kind is random.SystemRandom:  # no state to repeat: only a permutation
        assert sorted(deck.shuffled(kind()).cards) == sorted(deck.cards)
        return
    ours, theirs = kind(seed), kind(seed)
    cards = list(deck.cards)
    theirs.shuffle(cards)
    assert deck.shuffled(ours).cards == tuple(cards)
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("seed", range(30))
def test_auction_add_agrees_with_can_add(seed: int) -> None:
    rng = random.Random(seed)
    auction = Auction(dealer=Seat(seed % 4))
    while True:
        for call in CALLS:
            if auction.can_add(call):
                assert auction.add(call).calls == (*auction.calls, call)
            else:
                with pytest.raises(IllegalCallError):
                    auction.add(call)
        if auction.is_complete:
            break
        legal = auction.legal_calls()
        assert legal == tuple(c for c in CALLS if auction.can_add(c))
        auction = auction.add(CALLS[0] if rng.random() < 0.5 else rng.choice(legal))
    assert Auction(auction.dealer, auction.calls) == auction
    with pytest.raises(exceptions.FrozenInstanceError):
        auction.calls = ()  # type: ignore[misc]  # refused at run time too


def test_any_lead_and_follow_suit_are_recognised_only_exactly() -> None:
    class Strict(FollowSuit):
        pass

    assert TrickRules()._follows_suit
    assert TrickRules()._any_lead
    assert not TrickRules(follow=HeadTheTrick())._follows_suit
    assert not TrickRules(lead=NoTrumpLead())._any_lead
    assert not TrickRules(follow=Strict())._follows_suit
    assert isinstance(TrickRules().lead, AnyLead)


@given(
    st.lists(st.integers(0, (1 << 55) - 1), min_size=4, max_size=4),
    st.randoms(use_true_random=False),
    st.integers(0, 3),
)
def test_a_deal_of_four_hands_is_checked_as_deal_status_checks_it(
    masks: list[int], rng: random.Random, swaps: int
) -> None:
    # Four hands checked at once in Deal(): the same verdict and error as the general path.
    deal = Deal.random(rng)
    hands = list(deal.hands)
    for _ in range(swaps):  # near misses: a card moved, or a random hand
        i, j = rng.randrange(4), rng.randrange(4)
        card = rng.choice(list(hands[i]))
        hands[i] = Hand.from_mask(hands[i].mask & ~card.mask)
        hands[j] = Hand.from_mask(hands[j].mask | card.mask)
    if swaps == 3:
        hands[rng.randrange(4)] = Hand.from_mask(masks[0] & ((1 << 52) - 1))
    status = deal_status(hands)
    if status == DealStatus.VALID:
        assert Deal(tuple(hands)).hands == tuple(hands)
    else:
        with pytest.raises(InvalidDealError) as refused:
            Deal(tuple(hands))
        assert refused.value.status == status


# --- the mutable Playout -------------------------------------------------------------


class NoHeartsOnEvenTricks:
    """A lead rule the kernel does not know, reading the history: no heart led to tricks 1, 3, 5 ..."""

    def legal(self, hand: int, history: Sequence[Trick], rules: TrickRules) -> int:
        return hand & ~SUIT_MASKS[Suit.HEARTS] or hand if len(history) % 2 == 0 else hand

    def explain(self, card: Card, hand: int, history: Sequence[Trick], rules: TrickRules) -> tuple[str, str]:
        return "lead-restriction", "no heart may be led to an odd-numbered trick"


class HighestCardFollows:
    """A follow rule the kernel does not know: follow suit with the highest card of it."""

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        suit = trick[0].suit
        following = hand & SUIT_MASKS[suit] if suit is not None else 0
        return 1 << (following.bit_length() - 1) if following else hand

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        return "revoke", "follow suit with the highest card of it"


ALL_RULES = [
    *RULES,
    TrickRules(trump=Suit.SPADES, lead=NoHeartsOnEvenTricks()),
    TrickRules(follow=HighestCardFollows(), lead=NoHeartsOnEvenTricks()),
]
JUNK: list[object] = ["ZZ", "", 7, None, b"SA", 1.5, "S", [CARDS[0]]]


def outcome(action: Callable[[Any], object], argument: object) -> tuple[object, ...]:
    """What ``action(argument)`` does: its result, or its error's class, message and code."""
    try:
        return ("ok", action(argument))
    except TrickcardsError as error:
        return (type(error), str(error), getattr(error, "code", None))


def assert_same(playout: Playout, state: TrickPlay) -> None:
    assert playout.legal_cards() == tuple(state.legal_cards())
    assert playout.next_player == state.next_player
    assert type(playout.next_player) is type(state.next_player)
    assert playout.tricks_won == state.tricks_won
    assert playout.is_complete == state.is_complete
    assert playout.state == state
    assert playout.state.history == state.history
    assert playout.state.trick == state.trick


@examples(50)
@given(st.sampled_from(ALL_RULES), st.randoms(use_true_random=False), st.integers(0, 20))
def test_a_playout_plays_as_the_immutable_state(rules: TrickRules, rng: random.Random, skip: int) -> None:
    hands, leader = deal_for(rules, rng)
    state = TrickPlay.start(rules, hands, leader)
    state = random_playout(state, rng) if skip == 20 else state
    for _ in range(skip % 8):  # start some playouts in the middle of a trick
        if not state.is_complete:
            state = state.play(rng.choice(list(state.legal_cards())))
    playout = Playout(state)
    assert_same(playout, state)
    while not state.is_complete:
        for wrong in (rng.choice(CARDS), str(rng.choice(CARDS)), rng.choice(JUNK)):
            if not state.can_play(wrong):  # type: ignore[arg-type]
                assert playout.can_play(wrong) is False  # type: ignore[arg-type]
                for method in ("play", "verify_play"):
                    expected = outcome(getattr(state, method), wrong)
                    assert outcome(getattr(playout, method), wrong) == expected
                assert_same(playout, state)
        card = rng.choice(playout.legal_cards())
        given_as = str(card) if rng.random() < 0.3 else card
        assert playout.can_play(given_as)
        playout.verify_play(given_as)
        playout.play(given_as)
        state = state.play(card)
        assert_same(playout, state)
    assert outcome(playout.play, CARDS[0]) == outcome(state.play, CARDS[0])


@pytest.mark.parametrize("seed", range(5))
def test_a_playout_draws_the_cards_of_the_card_by_card_loop(seed: int) -> None:
    play = Play(deal=Deal.random(seed), contract=Contract.parse("3NTS"))
    playout, stepwise = Playout(play.trick_play), play
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    while not stepwise.is_complete:
        stepwise = stepwise.play(rng_a.choice(list(stepwise.legal_cards())))
        playout.play(rng_b.choice(playout.legal_cards()))
    assert playout.state == stepwise.trick_play


def test_a_copy_plays_on_alone_and_a_pickle_holds_the_state() -> None:
    play = Play(deal=Deal.random(4), contract=Contract.parse("4SN"))
    playout = Playout(play.trick_play)
    for _ in range(6):
        playout.play(playout.legal_cards()[0])
    branch = playout.copy()
    before = playout.state
    branch.play(branch.legal_cards()[-1])
    assert playout.state == before
    assert branch.state != before
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        loaded = pickle.loads(pickle.dumps(branch, protocol))
        assert type(loaded) is Playout
        assert loaded.state == branch.state
    assert copy.deepcopy(branch).state == branch.state
    assert "trick 2/13" in repr(branch)


def test_a_playout_is_not_a_value() -> None:
    playout = Playout(Play(deal=Deal.random(1), contract=Contract.parse("1NTN")).trick_play)
    assert playout != Playout(playout.state)
    with pytest.raises(TypeError):
        hash(playout)


@pytest.mark.parametrize("junk", [None, "1NTN", Play(deal=Deal.random(1), contract=Contract.parse("1NTN")), 3])
def test_a_playout_starts_only_from_a_trick_play(junk: object) -> None:
    with pytest.raises(TrickcardsError, match="is not a TrickPlay state"):
        Playout(junk)  # type: ignore[arg-type]


def test_a_finished_or_empty_state_makes_a_finished_playout() -> None:
    hands = [Hand.parse(h) for h in ("A...", "K...", "2...", "3...")]
    state = TrickPlay.start(TrickRules(lead=AnyLead()), hands, leader=Seat.WEST)
    done = random_playout(state, 3)
    playout = Playout(done)
    assert playout.is_complete
    assert playout.next_player is None
    assert playout.legal_cards() == ()
    assert playout.state == done
