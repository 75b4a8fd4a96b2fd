"""Blackout's schedule and deal (section 9, Deals and Trump; vectors BO-1 to BO-3)."""

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Deck, Hand, InvalidDealError, Suit, TrickcardsError
from trickcards.blackout import DEALS, BlackoutDeal, Schedule, max_deals


def test_bo1_number_of_deals_for_3_to_7_players() -> None:
    assert [Schedule(n).deals for n in (3, 4, 5, 6, 7)] == [15, 13, 10, 8, 7]
    assert dict(DEALS) == {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}
    assert [max_deals(n) for n in (3, 4, 5, 6, 7)] == [17, 13, 10, 8, 7]


def test_bo2_four_players_deal_13_has_no_turn_up_and_no_trumps() -> None:
    schedule = Schedule(4)
    assert not schedule.has_turn_up(13)
    deal = schedule.deal(13, 2026)
    assert sum(len(h) for h in deal.hands) == 52
    assert deal.turn_up is None
    assert deal.trump is None
    assert len(deal.rest) == 0


def test_bo3_five_players_deal_10_turns_the_51st_card() -> None:
    deck = Deck.standard().shuffled(5)
    deal = Schedule(5).deal(10, deck)
    assert sum(len(h) for h in deal.hands) == 50
    assert deal.turn_up is deck[50]
    assert deal.trump is deck[50].suit
    assert list(deal.rest) == [deck[51]]


def test_three_players_may_agree_on_all_17_deals() -> None:
    schedule = Schedule(3, deals=17)
    deal = schedule.deal(17, 1)
    assert deal.hand_size == 17
    assert deal.turn_up is not None
    assert len(deal.rest) == 0
    with pytest.raises(TrickcardsError, match="1 to 17 deals"):
        Schedule(3, deals=18)


def test_deal_k_gives_k_cards_one_at_a_time_from_the_dealers_left() -> None:
    deck = Deck.standard()  # C2 C3 C4 ... from the top
    deal = BlackoutDeal.deal(4, 3, dealer=1, deck=deck)
    # Player 2 (dealer's left) gets the 1st, 5th and 9th cards; the 13th is turned up.
    assert deal.hands[2] == Hand([deck[0], deck[4], deck[8]])
    assert deal.hands[1] == Hand([deck[3], deck[7], deck[11]])
    assert deal.turn_up is deck[12]
    assert deal.trump is Suit.CLUBS
    assert deal.leader == 2


def test_the_deal_rotates_clockwise() -> None:
    schedule = Schedule(5, first_dealer=3)
    assert [schedule.dealer(k) for k in schedule.deal_numbers] == [3, 4, 0, 1, 2, 3, 4, 0, 1, 2]
    assert [schedule.leader(k) for k in (1, 2)] == [4, 0]
    assert [schedule.hand_size(k) for k in (1, 2, 10)] == [1, 2, 10]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 2},
        {"players": 8},
        {"players": True},
        {"players": 4, "deals": 14},
        {"players": 4, "deals": 0},
        {"players": 4, "first_dealer": 4},
        {"players": 4, "first_dealer": -1},
        {"players": 4, "first_dealer": False},
    ],
)
def test_bad_schedules_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(TrickcardsError):
        Schedule(**kwargs)  # type: ignore[arg-type]


def test_bad_deals_are_refused() -> None:
    schedule = Schedule(4)
    for k in (0, 14, "3", 2.0):
        with pytest.raises(TrickcardsError, match="is not a deal of this game"):
            schedule.deal(k)  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError):
        BlackoutDeal.deal(4, 3, 0, Deck.piquet())
    with pytest.raises(TrickcardsError):
        BlackoutDeal.deal(4, 14, 0, 1)
    good = schedule.deal(3, 9)
    with pytest.raises(InvalidDealError):  # a card left over but none turned up
        BlackoutDeal(good.dealer, good.hands, None, good.rest)
    with pytest.raises(InvalidDealError):  # the turn-up also in the rest
        BlackoutDeal(good.dealer, good.hands, good.turn_up, Deck((*good.rest, good.turn_up)))  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError):  # a card missing
        BlackoutDeal(good.dealer, good.hands, good.turn_up, good.rest[1:])
    with pytest.raises(InvalidDealError):  # hands of unequal size
        BlackoutDeal(good.dealer, (Hand(), *good.hands[1:]), good.turn_up, good.rest)


def test_a_deal_is_an_immutable_value() -> None:
    deal = Schedule(6).deal(4, 3)
    for again in (copy.copy(deal), copy.deepcopy(deal), pickle.loads(pickle.dumps(deal))):
        assert again == deal
        assert hash(again) == hash(deal)
    assert Schedule(6).deal(4, 3) == deal
    with pytest.raises(AttributeError):
        deal.dealer = 1  # type: ignore[misc]
    schedule = Schedule(3)
    assert pickle.loads(pickle.dumps(schedule)) == schedule == Schedule(3, deals=15)


@given(st.integers(3, 7), st.data())
def test_every_deal_conserves_the_52_cards(players: int, data: st.DataObject) -> None:
    schedule = Schedule(players, deals=max_deals(players), first_dealer=data.draw(st.integers(0, players - 1)))
    k = data.draw(st.integers(1, schedule.deals))
    deck = Deck.standard().shuffled(data.draw(st.integers(0, 2**32)))
    deal = schedule.deal(k, deck)
    cards: list[Card] = [c for h in deal.hands for c in h]
    if deal.turn_up is not None:
        cards.append(deal.turn_up)
    cards.extend(deal.rest)
    assert len(cards) == 52
    assert set(cards) == set(Deck.standard())
    assert all(len(h) == k for h in deal.hands)
    assert (deal.turn_up is None) == (players * k == 52)
    assert deal.dealer == schedule.dealer(k)
