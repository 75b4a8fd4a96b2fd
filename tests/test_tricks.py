"""The shared trick engine, checked against every trick-level vector of the rules files."""

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import (
    BRANDELN_TRUMP_ORDER,
    GRAND_COLON,
    LITTLE_COLON,
    ROYAL_COLON,
    Card,
    ColonFollow,
    ColonLeadBar,
    Deck,
    FollowSuit,
    FollowSuitOrTrump,
    Hand,
    HeadTheTrick,
    IllegalPlayError,
    NoTrumpLead,
    ParseError,
    Seat,
    Suit,
    Trick,
    TrickcardsError,
    TrickPlay,
    TrickRules,
)

# --- rule sets of the games -------------------------------------------------------


def bridge(trump: Suit | None) -> TrickRules:
    return TrickRules(trump=trump)


def bridgette(trump: Suit | None, bar_colons: bool = False) -> TrickRules:
    return TrickRules(trump=trump, follow=ColonFollow(FollowSuit()), lead=ColonLeadBar(bar_colons))


def brandeln(trump: Suit | None, null: bool = False) -> TrickRules:
    if trump is None:
        return TrickRules(follow=HeadTheTrick(FollowSuit()) if null else FollowSuit())
    return TrickRules(trump=trump, trump_order=BRANDELN_TRUMP_ORDER, follow=FollowSuitOrTrump())


def partnership_blackout() -> TrickRules:
    return TrickRules(trump=Suit.SPADES, lead=NoTrumpLead())


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def hand(text: str) -> int:
    return Hand(cards(text)).mask


def follows(rules: TrickRules, holding: str, trick: str) -> Hand:
    return Hand.from_mask(rules.legal_follows(hand(holding), cards(trick)))


def winner(rules: TrickRules, trick: str) -> Card:
    played = cards(trick)
    return played[rules.winner_position(played)]


# --- contract-bridge.md, Play P-1 .. P-5 -------------------------------------------


def test_bridge_p1_only_trump_wins() -> None:
    assert winner(bridge(Suit.HEARTS), "S5 SK H2 SA") is Card.parse("H2")


def test_bridge_p2_highest_trump_wins() -> None:
    assert winner(bridge(Suit.HEARTS), "S5 H2 H9 SA") is Card.parse("H9")


def test_bridge_p3_notrump_discard_cannot_win() -> None:
    assert winner(bridge(None), "D4 SA D2 D3") is Card.parse("D4")


def test_bridge_p4_must_follow_suit() -> None:
    legal = follows(bridge(Suit.HEARTS), "C7 HA", "C2")
    assert Card.parse("HA") not in legal
    assert legal == Hand(cards("C7"))


def test_bridge_p4_club_revoke_is_explained_as_clubs() -> None:
    """Clubs (``Suit.CLUBS == 0``) are named like any other suit in the explanation."""
    hands = [Hand(cards(h)) for h in ("C2 S2", "C7 HA", "C3 S3", "C4 S4")]
    play = TrickPlay.start(bridge(Suit.HEARTS), hands, Seat.NORTH).play(Card.parse("C2"))
    with pytest.raises(IllegalPlayError, match="holds clubs must follow suit") as info:
        play.play(Card.parse("HA"))
    assert info.value.reason == "revoke"


def test_bridge_p5_no_obligation_to_trump() -> None:
    legal = follows(bridge(Suit.HEARTS), "HA H2 D5", "C2")
    assert Card.parse("D5") in legal


# --- bridgette.md 11.5, T1 .. T14 (contract 3H unless stated) ---------------------


def test_bridgette_t1_matching_royal_colon_replaces_following_suit_and_loses() -> None:
    rules = bridgette(Suit.HEARTS)
    assert ROYAL_COLON in follows(rules, "S2 S9 RC", "SK")
    assert winner(rules, "SK RC") is Card.parse("SK")
    bar = ColonLeadBar()
    assert bar.barred([Trick(0, cards("SK RC"), 2)]) is Suit.SPADES


def test_bridgette_t2_non_matching_colon_refused_while_spades_held() -> None:
    assert LITTLE_COLON not in follows(bridgette(Suit.HEARTS), "S2 S9 LC", "SK")


def test_bridgette_t3_void_follower_trumps_and_wins() -> None:
    rules = bridgette(Suit.HEARTS)
    assert Card.parse("H2") in follows(rules, "H2 D5", "C7")
    assert winner(rules, "C7 H2") is Card.parse("H2")


def test_bridgette_t4_grand_colon_does_not_match_a_spot_lead() -> None:
    assert GRAND_COLON not in follows(bridgette(Suit.HEARTS), "H2 DK GC", "C7")


def test_bridgette_t5_void_discard_loses() -> None:
    rules = bridgette(Suit.HEARTS)
    assert Card.parse("DK") in follows(rules, "H2 DK", "C7")
    assert winner(rules, "C7 DK") is Card.parse("C7")


def test_bridgette_t6_grand_colon_on_ace_of_trumps() -> None:
    rules = bridgette(Suit.HEARTS)
    assert GRAND_COLON in follows(rules, "H2 H5 GC", "HA")
    assert winner(rules, "HA GC") is Card.parse("HA")
    assert ColonLeadBar().barred([Trick(0, cards("HA GC"), 2)]) is Suit.HEARTS


def test_bridgette_t7_any_ace_beats_the_grand_colon() -> None:
    assert winner(bridgette(Suit.HEARTS), "GC DA") is Card.parse("DA")


def test_bridgette_t8_king_does_not_beat_the_grand_colon() -> None:
    assert winner(bridgette(Suit.HEARTS), "GC DK") is GRAND_COLON


def test_bridgette_t9_trump_beats_a_colon_lead() -> None:
    assert winner(bridgette(Suit.HEARTS), "RC H4") is Card.parse("H4")


def test_bridgette_t10_colon_on_colon_leader_wins() -> None:
    assert winner(bridgette(Suit.HEARTS), "GC LC") is GRAND_COLON


def test_bridgette_t11_queen_does_not_beat_little_colon_in_notrump() -> None:
    assert winner(bridgette(None), "LC SQ") is LITTLE_COLON


def test_bridgette_t12_ten_is_a_spot_card_and_beats_little_colon() -> None:
    assert winner(bridgette(None), "LC ST") is Card.parse("ST")


def t1_then_lead(leader_rest: str) -> TrickPlay:
    """Play T1 (KS answered by the Royal Colon); the leader then holds ``leader_rest``."""
    leader = Hand(cards("SK " + leader_rest))
    follower = Hand(cards("RC D2 D3 D4"))
    play = TrickPlay.start(bridgette(Suit.HEARTS), [leader, follower], leader=0)
    play = play.play(Card.parse("SK")).play(ROYAL_COLON)
    assert play.tricks_won == (1, 0)
    return play


def test_bridgette_t13_barred_suit_may_not_be_led_next() -> None:
    play = t1_then_lead("SQ S4 D9")
    assert not play.can_play(Card.parse("S4"))
    assert play.can_play(Card.parse("D9"))
    with pytest.raises(IllegalPlayError, match="spades may not be led") as info:
        play.verify_play(Card.parse("S4"))
    assert info.value.reason == "lead-restriction"


def test_bridgette_t14_barred_suit_may_be_led_when_it_is_all_the_leader_holds() -> None:
    play = t1_then_lead("SQ S4 S3")
    assert play.can_play(Card.parse("S4"))


def test_bridgette_p6_barred_clubs_are_named() -> None:
    """A club lead answered by the Little Colon bars clubs, and the refusal says clubs."""
    play = TrickPlay.start(bridgette(Suit.HEARTS), [Hand(cards("C2 C4 D9")), Hand(cards("LC D2 D3"))], leader=0)
    play = play.play(Card.parse("C2")).play(LITTLE_COLON)
    with pytest.raises(IllegalPlayError, match="clubs may not be led") as info:
        play.verify_play(Card.parse("C4"))
    assert info.value.reason == "lead-restriction"


def test_bridgette_r9_alternative_bars_colon_leads_too() -> None:
    history = [Trick(0, cards("SK RC"), 2)]
    holding = hand("S4 D9 LC")
    assert Hand.from_mask(ColonLeadBar().legal(holding, history, bridgette(Suit.HEARTS))) == Hand(cards("D9 LC"))
    barred_too = ColonLeadBar(bar_colons=True).legal(holding, history, bridgette(Suit.HEARTS))
    assert Hand.from_mask(barred_too) == Hand(cards("D9"))


def test_bridgette_r8_non_matching_colon_only_as_a_last_resort() -> None:
    rules = bridgette(Suit.HEARTS)
    assert follows(rules, "GC LC", "SK") == Hand(cards("GC LC"))
    assert follows(rules, "RC LC", "SK") == Hand(cards("RC"))
    assert winner(rules, "SK GC") is Card.parse("SK")


# --- brandeln.md 12.5, K1 .. K8 ------------------------------------------------------


def test_brandeln_k1_void_player_must_trump() -> None:
    rules = brandeln(Suit.HEARTS)
    assert follows(rules, "H9 DK", "SA") == Hand(cards("H9"))
    play = TrickPlay.start(rules, [Hand(cards("SA")), Hand(cards("H9 DK"))[0:0] if False else Hand(cards("H9"))], 0)
    assert play.can_play(Card.parse("SA"))


def test_brandeln_k1_refuses_the_discard_with_must_trump_reason() -> None:
    rules = brandeln(Suit.HEARTS)
    play = TrickPlay.start(rules, [Hand(cards("SA S7")), Hand(cards("H9 DK"))], 0).play(Card.parse("SA"))
    with pytest.raises(IllegalPlayError) as info:
        play.play(Card.parse("DK"))
    assert info.value.reason == "must-trump"


def test_brandeln_k2_jack_then_seven_top_the_trumps() -> None:
    assert winner(brandeln(Suit.CLUBS), "CA C7 CJ C9") is Card.parse("CJ")
    assert winner(brandeln(Suit.CLUBS), "CA C7 CK C9") is Card.parse("C7")


def test_brandeln_k3_any_trump_beats_the_suit_led() -> None:
    assert winner(brandeln(Suit.CLUBS), "TD AD C7 KD") is Card.parse("C7")


def test_brandeln_k4_plain_suits_keep_the_plain_order() -> None:
    assert winner(brandeln(Suit.SPADES), "JH QH 7H AH") is Card.parse("AH")


def test_brandeln_k5_null_must_head_the_trick() -> None:
    assert follows(brandeln(None, null=True), "D9 DK", "TD") == Hand(cards("DK"))


def test_brandeln_k6_null_any_follow_when_unable_to_head() -> None:
    assert follows(brandeln(None, null=True), "D9 D7", "TD") == Hand(cards("D9 D7"))


def test_brandeln_k7_all_without_trump_ace_wins() -> None:
    assert winner(brandeln(None), "KS 7S AS QS") is Card.parse("AS")


def test_brandeln_k8_lottery_void_player_may_play_anything() -> None:
    assert follows(brandeln(None), "D9 SK H7", "9C") == Hand(cards("D9 SK H7"))


# --- partnership-blackout.md 10.4, L1 .. L6 -----------------------------------------


def test_partnership_blackout_l1_no_spade_lead_while_holding_another_suit() -> None:
    assert Card.parse("S4") not in Hand.from_mask(partnership_blackout().legal_leads(hand("S4 S9 H2")))


def test_partnership_blackout_l2_spade_lead_with_only_spades() -> None:
    assert Card.parse("S4") in Hand.from_mask(partnership_blackout().legal_leads(hand("S4 S9")))


def test_partnership_blackout_l3_void_player_may_trump_and_wins() -> None:
    rules = partnership_blackout()
    assert Card.parse("S2") in follows(rules, "S2 D4", "H5")
    assert winner(rules, "H5 S2 HA HK") is Card.parse("S2")
    assert winner(rules, "H5 S2 S3 HK") is Card.parse("S3")


def test_partnership_blackout_l4_must_follow_suit() -> None:
    assert Card.parse("S2") not in follows(partnership_blackout(), "S2 H9", "H5")


def test_partnership_blackout_l5_spade_wins() -> None:
    assert winner(partnership_blackout(), "KD AD 3S 2D") is Card.parse("3S")


def test_partnership_blackout_l6_off_suit_ace_does_not_win() -> None:
    assert winner(partnership_blackout(), "QC KC AH 2C") is Card.parse("KC")


def test_partnership_blackout_r7_alternative_broken_spades() -> None:
    rules = TrickRules(trump=Suit.SPADES, lead=NoTrumpLead(until_broken=True))
    assert Card.parse("S4") not in Hand.from_mask(rules.legal_leads(hand("S4 H2")))
    broken = [Trick(0, cards("H5 S2 H6 H7"))]
    assert Card.parse("S4") in Hand.from_mask(rules.legal_leads(hand("S4 H2"), broken))


# --- the play state ------------------------------------------------------------------


def test_trick_play_errors_name_the_rule() -> None:
    hands = [Hand.parse(h) for h in ("A2...", "K.3..", "Q..3.", "J...3")]
    play = TrickPlay.start(bridge(None), hands, Seat.NORTH)
    with pytest.raises(IllegalPlayError) as info:
        play.play(Card.parse("SK"))
    assert info.value.reason == "not-held"
    play = play.play(Card.parse("SA"))
    with pytest.raises(IllegalPlayError, match="must follow suit") as info:
        play.play(Card.parse("H3"))
    assert info.value.reason == "revoke"
    for card in ("SK", "SQ", "SJ", "S2", "H3", "D3", "C3"):
        play = play.play(Card.parse(card))
    assert play.is_complete
    assert play.tricks_won == (2, 0, 0, 0)
    with pytest.raises(IllegalPlayError) as info:
        play.play(Card.parse("H3"))
    assert info.value.reason == "play-over"


def test_trick_play_refuses_impossible_hands() -> None:
    with pytest.raises(TrickcardsError):
        TrickPlay.start(bridge(None), [Hand.parse("A..."), Hand.parse("A...")], 0)
    with pytest.raises(TrickcardsError):
        TrickPlay.start(bridge(None), [Hand.parse("AK..."), Hand.parse("Q...")], 0)


def test_trick_values() -> None:
    trick = Trick.parse("N: S5 SK H2 SA")
    assert trick.is_complete
    assert trick.winner(bridge(Suit.HEARTS)) is Seat.SOUTH
    assert Trick.parse(str(trick)) == trick
    assert Trick(Seat.EAST).next_player is Seat.EAST
    with pytest.raises(TrickcardsError):
        Trick(0, cards("SA SA"))
    with pytest.raises(TrickcardsError):
        TrickRules().winner_position(())


# --- properties ---------------------------------------------------------------------

RULE_SETS = {
    "bridge-hearts": (bridge(Suit.HEARTS), "standard", 4),
    "bridge-notrump": (bridge(None), "standard", 4),
    "brandeln-clubs": (brandeln(Suit.CLUBS), "brandeln", 4),
    "brandeln-null": (brandeln(None, null=True), "brandeln", 4),
    "partnership-blackout": (partnership_blackout(), "standard", 4),
    "bridgette-spades": (bridgette(Suit.SPADES), "bridgette", 2),
    "bridgette-notrump": (bridgette(None), "bridgette", 2),
}


def check_follow(rules: TrickRules, holding: int, legal: int, trick: Sequence[Card]) -> None:
    assert legal, "a player with cards always has a legal card"
    assert legal & ~holding == 0, "never offer a card the hand lacks"
    lead = trick[0] if trick else None
    if isinstance(rules.follow, FollowSuit) and lead is not None and lead.suit is not None:
        following = Hand.from_mask(holding).suit(lead.suit).mask
        if following:
            assert legal == following, "bridge: while a following card is held, only following cards"


@pytest.mark.parametrize("name", sorted(RULE_SETS))
@examples(50)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_playouts_obey_the_rules(name: str, seed: int, data: st.DataObject) -> None:
    rules, pack, players = RULE_SETS[name]
    deck = Deck.named(pack).shuffled(seed)
    dealt = deck.deal(players, hand_size=13 if pack == "bridgette" else len(deck) // players)
    play = TrickPlay.start(rules, dealt.hands, leader=0)
    played: list[Card] = []
    while not play.is_complete:
        player = play.next_player
        assert player is not None
        holding = play.hands[player].mask
        legal = play.legal_cards().mask
        check_follow(rules, holding, legal, play.trick.cards)
        card = data.draw(st.sampled_from(list(Hand.from_mask(legal))))
        before = len(play.history)
        play = play.play(card)
        played.append(card)
        if len(play.history) > before:
            trick = play.history[-1]
            winner_card = trick.cards[rules.winner_position(trick.cards)]
            assert winner_card in trick.cards, "the winner is a card of the trick"
            assert play.trick.leader == trick.winner(rules), "the winner leads next"
    assert sorted(played) == sorted(c for h in dealt.hands for c in h), "each card played exactly once"
    assert sum(play.tricks_won) == play.total_tricks
    assert all(not h for h in play.hands)


def test_trick_parse_refuses_digits_int_cannot_read() -> None:
    with pytest.raises(ParseError):
        Trick.parse("²: SA")


def test_trick_play_takes_card_text() -> None:
    hands = [Hand.parse(h) for h in ("A2...", "K.3..", "Q..3.", "J...3")]
    play = TrickPlay.start(bridge(None), hands, Seat.NORTH)
    assert play.can_play("SA")
    assert not play.can_play("SK")
    assert not play.can_play("not a card")
    assert play.play("SA") == play.play(Card.parse("SA"))
    with pytest.raises(IllegalPlayError, match="does not hold SK"):
        play.verify_play("SK")
    with pytest.raises(ParseError):
        play.play("ZZ")
