"""Blackout's play on the shared engine (section 9, Play; BO-e, vector BO-17)."""

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    Card,
    FollowSuit,
    FollowSuitOrTrump,
    Hand,
    IllegalCallError,
    IllegalPlayError,
    Suit,
    TrickcardsError,
)
from trickcards.blackout import (
    Bid,
    BlackoutBidding,
    BlackoutPlay,
    PlayOptions,
    Schedule,
    max_deals,
    play_rules,
    random_playout,
)

# BO-17: hearts trumps; player 0 leads the CA; player 1 is void in clubs with the H4 and the DK.
BO17_HANDS = [Hand.parse(h) for h in ("..9.A", ".4.K.", "...KQ", "..Q.J")]


def test_bo17_a_void_player_may_discard_by_default() -> None:
    play = BlackoutPlay.start(BO17_HANDS, dealer=3, trump=Suit.HEARTS).play("CA")
    assert play.next_player == 1
    assert play.legal_cards() == Hand.parse(".4.K.")
    assert play.can_play(Card.parse("DK"))
    assert play.play("DK").trick.cards == (Card.parse("CA"), Card.parse("DK"))


def test_bo17_a_void_player_must_trump_with_must_trump_when_void() -> None:
    options = PlayOptions(must_trump_when_void=True)
    play = BlackoutPlay.start(BO17_HANDS, options, dealer=3, trump=Suit.HEARTS).play("CA")
    assert play.legal_cards() == Hand.parse(".4..")
    assert not play.can_play(Card.parse("DK"))
    with pytest.raises(IllegalPlayError, match=r"must play a trump .*\(BO-e, must_trump_when_void\)") as caught:
        play.play("DK")
    assert caught.value.reason == "must-trump"
    assert play.play("H4").play("CK").play("CJ").tricks_won == (0, 1, 0, 0)  # the trump wins


def test_follow_suit_is_enforced_and_named() -> None:
    play = BlackoutPlay.start(BO17_HANDS, dealer=0, trump=Suit.HEARTS)  # player 1 leads
    play = play.play("DK")
    assert play.next_player == 2
    play = play.play("CK")  # void in diamonds: any card
    assert play.next_player == 3
    with pytest.raises(IllegalPlayError, match=r"must follow suit \(section 9, Play\)") as caught:
        play.play("CJ")
    assert caught.value.reason == "revoke"
    with pytest.raises(IllegalPlayError) as caught:
        play.verify_play(Card.parse("SA"))
    assert caught.value.reason == "not-held"


def test_the_dealers_left_leads_and_the_turn_up_sets_trumps() -> None:
    deal = Schedule(4, first_dealer=1).deal(5, 12)
    play = BlackoutPlay.start(deal)
    assert play.next_player == 2
    assert play.trump is deal.trump
    assert play.players == 4
    assert play.total_tricks == 5
    assert play.rules == play_rules(deal.trump)


def test_no_trumps_when_nothing_is_turned_up() -> None:
    deal = Schedule(4).deal(13, 3)
    play = random_playout(BlackoutPlay.start(deal), 5)
    assert play.trump is None
    assert sum(play.tricks_won) == 13
    assert "no trumps" in repr(play)


def test_play_rules_and_options() -> None:
    assert play_rules(Suit.SPADES).follow == FollowSuit()
    assert play_rules(None, PlayOptions(True)).follow == FollowSuitOrTrump()
    with pytest.raises(TrickcardsError):
        PlayOptions(must_trump_when_void=1)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        play_rules("H")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        play_rules(None, None)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        BlackoutPlay.start(None)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        BlackoutPlay.start(BO17_HANDS[:2], dealer=0)
    with pytest.raises(TrickcardsError):
        BlackoutPlay.start(BO17_HANDS, dealer=4)
    with pytest.raises(TrickcardsError):
        random_playout(None)  # type: ignore[arg-type]


def test_a_play_state_is_an_immutable_value() -> None:
    state = BlackoutPlay.start(Schedule(5).deal(4, 8))
    state = state.play(min(state.legal_cards()))
    for again in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert again == state
        assert hash(again) == hash(state)
    with pytest.raises(AttributeError):
        state.dealer = 2


@given(st.integers(3, 7), st.booleans(), st.data())
def test_random_playouts_follow_the_rules(players: int, must_trump: bool, data: st.DataObject) -> None:
    schedule = Schedule(players, deals=max_deals(players), first_dealer=data.draw(st.integers(0, players - 1)))
    k = data.draw(st.integers(1, schedule.deals))
    deal = schedule.deal(k, data.draw(st.integers(0, 2**32)))
    start = BlackoutPlay.start(deal, PlayOptions(must_trump_when_void=must_trump))
    done = random_playout(start, data.draw(st.integers(0, 2**32)))
    assert done.is_complete
    assert len(done.tricks) == k
    assert sum(done.tricks_won) == k
    played = [c for t in done.tricks for c in t.cards]
    assert len(played) == len(set(played)) == players * k
    assert set(played) == {c for h in deal.hands for c in h}
    assert done.tricks[0].leader == deal.leader
    held = [set(h) for h in deal.hands]
    for number, trick in enumerate(done.tricks):
        led = trick.cards[0].suit
        for position, card in enumerate(trick.cards):
            player = trick.player(position)
            hand = held[player]
            assert card in hand
            if position and card.suit is not led:
                assert not any(c.suit is led for c in hand), "follow suit"
                if must_trump and deal.trump is not None and card.suit is not deal.trump:
                    assert not any(c.suit is deal.trump for c in hand), "must trump when void"
            hand.remove(card)
        winner = trick.winner(start.rules)
        if number + 1 < len(done.tricks):
            assert done.tricks[number + 1].leader == winner


# --- the dealer's bid change and the first card (section 9, Bidding) -----------------------


def test_section_9_bidding_the_dealer_may_change_until_the_first_card_then_the_bidding_is_complete() -> None:
    deal = Schedule(4, first_dealer=2).deal(3, 7)
    bids = BlackoutBidding.for_deal(deal).add(1).add(0).add(1).add(2)
    play = BlackoutPlay.start(deal, bidding=bids)
    assert play.bidding is bids
    assert not play.bidding.is_complete
    assert deal.dealer == 0
    assert play.can_change(0, 0)
    assert not play.can_change(0, 1)  # the dealer's bar still holds (1 + 0 + 1 + 1 = 3)
    assert not play.can_change(1, 1)  # only the last bidder, the dealer, may change
    play = play.change(0, 0)
    assert play.bidding is not None
    assert play.bidding.by_player == tuple(Bid(n) for n in (0, 1, 0, 1))
    led = play.play(min(play.legal_cards()))
    assert led.bidding is not None
    assert led.bidding.is_complete
    assert not led.can_change(0, 2)
    with pytest.raises(IllegalCallError, match="the first card has been led") as caught:
        led.change(0, 2)
    assert caught.value.reason == "change-closed"
    done = random_playout(play, 3)
    assert done.bidding is not None
    assert done.bidding.is_complete
    assert done == pickle.loads(pickle.dumps(done))


def test_play_with_a_bidding_needs_every_bid_of_that_deal() -> None:
    deal = Schedule(4, first_dealer=2).deal(3, 7)
    with pytest.raises(IllegalCallError) as caught:
        BlackoutPlay.start(deal, bidding=BlackoutBidding.for_deal(deal).add(1))
    assert caught.value.reason == "bidding-open"
    with pytest.raises(TrickcardsError, match="not the bidding of this deal"):
        BlackoutPlay.start(deal, bidding=BlackoutBidding(4, 1, 3, (1, 0, 1, 2)))
    with pytest.raises(IllegalCallError, match="started without its bidding"):
        BlackoutPlay.start(deal).change(0, 0)


def test_start_from_a_deal_or_from_hands_with_dealer_and_trump() -> None:
    deal = Schedule(4, first_dealer=2).deal(3, 7)
    assert BlackoutPlay.start(deal) == BlackoutPlay.start(deal.hands, dealer=deal.dealer, trump=deal.trump)
    texts = [str(h) for h in BO17_HANDS]
    assert BlackoutPlay.start(texts, dealer=3, trump="H") == BlackoutPlay.start(BO17_HANDS, dealer=3, trump=Suit.HEARTS)
    with pytest.raises(TrickcardsError, match="need the dealer"):
        BlackoutPlay.start(BO17_HANDS)
    with pytest.raises(TrickcardsError, match="names its own dealer"):
        BlackoutPlay.start(deal, dealer=1)
