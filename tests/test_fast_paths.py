"""The hot paths agree with the plain rules they shortcut.

Hand iteration reads per-suit holding tables, a play state computes its legal cards
once (with bridge's follow rule inlined) and finds trick winners from masks, the deck
deals one card at a time by slicing, and Auction.add checks the common calls inline.
Each is checked here against the general code path it replaces.
"""

from __future__ import annotations

import random

import pytest
from attrs import exceptions
from hypothesis import given
from hypothesis import strategies as st

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
    TrickPlay,
    TrickRules,
)
from trickcards.bridge import CALLS, Auction, Contract, Deal, Play
from trickcards.cards import CARDS, InvalidCardError, cards_of
from trickcards.errors import IllegalCallError, IllegalPlayError


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
        auction.calls = ()


def test_any_lead_and_follow_suit_are_recognised_only_exactly() -> None:
    class Strict(FollowSuit):
        pass

    assert TrickRules()._follows_suit
    assert TrickRules()._any_lead
    assert not TrickRules(follow=HeadTheTrick())._follows_suit
    assert not TrickRules(lead=NoTrumpLead())._any_lead
    assert not TrickRules(follow=Strict())._follows_suit
    assert isinstance(TrickRules().lead, AnyLead)
