"""The deal and the play of Partnership Blackout: sections 3 and 5, vectors L1-L6, random playouts."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Deck, Hand, IllegalPlayError, InvalidDealError, Seat, Side, Suit, TrickcardsError
from trickcards.partnership_blackout import (
    Deal,
    PartnershipBlackoutPlay,
    PlayOptions,
    deal,
    dealer_by_lot,
    dealer_of,
    play_rules,
    random_playout,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# Dealer W, so N leads. Each deal is written N E S W.
# N: spades (S4 among them) and hearts (H5 among them); E: spades (S2) and diamonds, no
# hearts; S: hearts and diamonds; W: clubs only.
MIXED = Deal.parse("N:Q543.AKQJT9875.. AKJT98762..5432. .6432.AKQJT9876. ...AKQJT98765432")
# N holds only spades.
ONLY_SPADES = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def start(deal_: Deal, dealer: Seat = W, spades_broken: bool = False) -> PartnershipBlackoutPlay:
    return PartnershipBlackoutPlay.start(deal_, dealer, PlayOptions(spades_broken=spades_broken))


def played(play: PartnershipBlackoutPlay, *cards: str) -> PartnershipBlackoutPlay:
    for card in cards:
        play = play.play(card)
    return play


# --- 10.4 vectors L1-L6 ------------------------------------------------------------------


def test_l1_spade_lead_while_holding_hearts_is_illegal() -> None:
    play = start(MIXED)
    assert play.next_player is N
    assert not play.can_play(Card.parse("S4"))
    with pytest.raises(IllegalPlayError, match=r"S4: a trump may not be led while holding another suit \(P2\)") as info:
        play.play("S4")
    assert info.value.reason == "lead-restriction"
    assert play.legal_cards() == Hand.parse(".AKQJT9875..")


def test_l2_spade_lead_with_only_spades_is_legal() -> None:
    play = start(ONLY_SPADES)
    assert play.legal_cards() == play.hands[N]
    assert play.can_play(Card.parse("S4"))
    assert play.play("S4").trick.cards == (Card.parse("S4"),)


def test_l3_void_player_may_trump_and_wins() -> None:
    play = played(start(MIXED), "H5")
    assert play.next_player is E
    assert play.can_play(Card.parse("S2"))
    assert play.legal_cards() == play.hands[E]  # void in hearts: any card
    done = played(play, "S2", "H2", "CA")
    assert done.tricks_won == (0, 1, 0, 0)


def test_l3_a_higher_spade_overtrumps() -> None:
    # N leads H5; E (no hearts) trumps with S2; S follows with H2; W (no hearts) plays S6.
    deal_ = Deal.parse("N:AK.AKQJT985.AK.T 5432..QJT9876.AK JT.76432.5432.QJ Q9876...98765432")
    play = played(start(deal_), "H5", "S2", "H2", "S6")
    assert play.tricks_won == (0, 0, 0, 1)


def test_l4_player_holding_hearts_must_follow_suit() -> None:
    # N leads H5; E holds hearts and S2.
    deal_ = Deal.parse("N:Q543.AKQJT9875.. 2.6432.AKQJT987. AKJT9876..65432. ...AKQJT98765432")
    play = played(start(deal_), "H5")
    assert not play.can_play(Card.parse("S2"))
    assert play.legal_cards() == Hand.parse(".6432..")
    with pytest.raises(IllegalPlayError, match=r"must follow suit \(P3\)") as info:
        play.play("S2")
    assert info.value.reason == "revoke"


def test_l5_a_spade_beats_the_ace_of_the_suit_led() -> None:
    # N leads DK, E plays DA, S (void in diamonds) plays S3, W plays D2.
    deal_ = Deal.parse("N:.A.KQJT9876.AKQJ ..A543.T98765432 AKQ3.KQJT98765.. JT9876542.432.2.")
    play = played(start(deal_), "DK", "DA", "S3", "D2")
    assert play.tricks_won == (0, 0, 1, 0)
    assert play.next_player is S


def test_l6_an_off_suit_ace_does_not_win() -> None:
    # N leads CQ, E plays CK, S (void in clubs) plays HA, W plays C2.
    deal_ = Deal.parse("N:..AKQJT98765.QJT AKQJT9876..432.K .AKQJT98765432.. 5432...A98765432")
    play = played(start(deal_), "CQ", "CK", "HA", "C2")
    assert play.tricks_won == (0, 1, 0, 0)
    assert play.tricks[0].winner(play.state.rules) is E


# --- the deal -------------------------------------------------------------------------------


def test_deal_one_card_at_a_time_from_dealers_left() -> None:
    pack = Deck.standard().shuffled(11)
    for dealer in Seat:
        dealt = deal(dealer, pack)
        assert [len(h) for h in dealt.hands] == [13] * 4
        for i, card in enumerate(pack):
            assert dealt.holder(card) is dealer.rotate(1 + i % 4)


def test_deal_from_a_seed() -> None:
    assert deal(N, 5) == deal(N, random.Random(5))
    assert deal(N, 5) != deal(N, 6)
    with pytest.raises(TrickcardsError):
        deal("N", 5)  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError):
        deal(N, Deck.piquet())


def test_the_deal_rotates_clockwise() -> None:
    assert [dealer_of(S, n) for n in range(1, 6)] == [S, W, N, E, S]
    assert dealer_by_lot(1) in Seat
    with pytest.raises(TrickcardsError):
        dealer_of(S, 0)


# --- play -------------------------------------------------------------------------------------


def test_p1_dealers_left_leads() -> None:
    for dealer in Seat:
        assert start(Deal.random(2), dealer).next_player is dealer.lho


def test_p2_applies_to_every_lead() -> None:
    # N wins the first trick with a heart and leads again: still no spade.
    play = played(start(MIXED), "HA", "D2", "H2", "C2")
    assert play.tricks_won == (1, 0, 0, 0)
    assert play.next_player is N
    assert not play.can_play(Card.parse("S5"))


def test_r7_spades_may_be_led_once_broken() -> None:
    play = played(start(MIXED, spades_broken=True), "H5", "S2", "H2", "CA")  # E trumps: spades broken
    assert play.next_player is E
    assert play.can_play(Card.parse("SA"))
    fresh = start(MIXED, spades_broken=True)
    with pytest.raises(IllegalPlayError, match=r"before trumps are broken \(R7\)"):
        fresh.play("S4")
    # the default: never, even after spades were played
    strict = played(start(MIXED), "H5", "S2", "H2", "CA")
    assert strict.next_player is E
    assert strict.can_play(Card.parse("SA")) is False


def test_p5_tricks_are_counted_per_player() -> None:
    done = random_playout(start(Deal.random(9)), rng=3)
    assert sum(done.tricks_won) == 13
    assert done.side_tricks(Side.NORTH_SOUTH) == done.tricks_won[N] + done.tricks_won[S] == done.side_tricks("ns")
    assert done.side_tricks(Side.EAST_WEST) == 13 - done.side_tricks(Side.NORTH_SOUTH)
    with pytest.raises(TrickcardsError):
        done.side_tricks(E)  # type: ignore[arg-type]  # a seat is not a side
    with pytest.raises(TrickcardsError):
        done.side_tricks("NE")


def test_play_refuses_bad_input() -> None:
    play = start(MIXED)
    with pytest.raises(IllegalPlayError, match="is not a Card"):
        play.play(5)  # type: ignore[arg-type]
    with pytest.raises(IllegalPlayError, match="does not hold"):
        play.play("DA")
    with pytest.raises(TrickcardsError):
        play.play("XX")
    with pytest.raises(InvalidDealError):
        PartnershipBlackoutPlay.start([Hand.parse("AKQ...")] * 4, W)
    with pytest.raises(TrickcardsError):
        PartnershipBlackoutPlay.start(MIXED, "W")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        PlayOptions(spades_broken=1)  # type: ignore[arg-type]
    done = random_playout(play, rng=1)
    with pytest.raises(IllegalPlayError, match="all 13 tricks have been played") as info:
        done.verify_play(Card.parse("SA"))
    assert info.value.reason == "play-over"


def test_play_states_are_values() -> None:
    assert start(MIXED) == start(MIXED)
    assert hash(start(MIXED)) == hash(start(MIXED))
    assert start(MIXED) != start(MIXED, spades_broken=True)
    assert start(MIXED).play("HA") == start(MIXED).play("HA")
    assert "PartnershipBlackoutPlay" in repr(start(MIXED))
    assert play_rules().trump is Suit.SPADES


# --- random playouts ------------------------------------------------------------------------


@given(st.integers(0, 2**32), st.sampled_from(list(Seat)), st.booleans())
def test_random_playouts_obey_p2_to_p4(seed: int, dealer: Seat, broken: bool) -> None:
    rng = random.Random(seed)
    play = start(deal(dealer, rng), dealer, spades_broken=broken)
    rules = play.state.rules
    seen: list[Card] = []
    while not play.is_complete:
        player = play.next_player
        assert player is not None
        hand, legal, trick = play.hands[player], play.legal_cards(), play.trick
        assert legal <= hand
        if not trick.cards:
            assert player is (dealer.lho if not play.tricks else play.tricks[-1].winner(rules))  # P1
            spades_played = any(c.suit is Suit.SPADES for t in play.tricks for c in t.cards)
            others = hand - hand.suit(Suit.SPADES)
            assert legal == (hand if broken and spades_played else others or hand)  # P2 / R7
        else:
            led = trick.cards[0].suit
            assert led is not None
            assert legal == (hand.suit(led) or hand)  # P3
        card = rng.choice(list(legal))
        seen.append(card)
        play = play.play(card)
        if not play.trick.cards:
            cards = play.tricks[-1].cards
            spades = [c for c in cards if c.suit is Suit.SPADES]
            best = max(spades) if spades else max(c for c in cards if c.suit is cards[0].suit)
            assert play.tricks[-1].winner(rules) is play.tricks[-1].player(cards.index(best))  # P4
    assert len(play.tricks) == 13
    assert sum(play.tricks_won) == 13
    assert sorted(seen) == sorted(Deck.standard())
    assert [c for t in play.tricks for c in t.cards] == seen


@given(st.integers(0, 2**32), st.sampled_from(list(Seat)))
def test_random_playout_matches_card_by_card_play(seed: int, dealer: Seat) -> None:
    first = start(deal(dealer, seed), dealer)
    done = random_playout(first, rng=seed)
    stepwise, rng = first, random.Random(seed)
    while not stepwise.is_complete:
        stepwise = stepwise.play(rng.choice(list(stepwise.legal_cards())))
    assert stepwise == done
    assert done.is_complete
    assert sum(done.tricks_won) == 13
