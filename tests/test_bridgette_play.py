"""Bridgette play through BridgettePlay: bridgette.md section 6, every vector of 11.5, random playouts."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    GRAND_COLON,
    LITTLE_COLON,
    ROYAL_COLON,
    Card,
    Deck,
    Hand,
    IllegalPlayError,
    InvalidDealError,
    Suit,
)
from trickcards.bridge import Strain
from trickcards.bridgette import BridgetteContract, BridgettePlay, Player, PlayOptions, random_playout

# A is the defender and leads to the first trick (P1); B declares.
HEARTS = BridgetteContract.parse("3HB")
NOTRUMP = BridgetteContract.parse("2NTB")


def start(leader: str, follower: str, contract: BridgetteContract = HEARTS) -> BridgettePlay:
    play = BridgettePlay.start((Hand.parse(leader), Hand.parse(follower)), contract)
    assert play.next_player is Player.A
    return play


def lead(play: BridgettePlay, card: str) -> BridgettePlay:
    return play.play(Card.parse(card))


def card(text: str) -> Card:
    return Card.parse(text)


# T1, T2, T13: the leader holds K Q 4 of spades and the 9 of diamonds.
LEADER = "KQ4.2.9AKQ.5432+G"
FOLLOWER_RC = "92.A3.32.AKQJT+RL"


# --- 11.5 vectors T1-T14 (contract 3H unless stated) -------------------------------------------


def test_t1_royal_colon_on_a_king_loses_and_bars_spades() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "SK")
    assert play.can_play(ROYAL_COLON)
    play = play.play(ROYAL_COLON)
    assert (play.defender_tricks, play.declarer_tricks) == (1, 0)
    assert play.next_player is Player.A
    assert play.barred_suit is Suit.SPADES


def test_t2_little_colon_does_not_match_a_face_card() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "SK")
    assert not play.can_play(LITTLE_COLON)
    with pytest.raises(IllegalPlayError, match=r"may not play LC.*\(P3\)") as info:
        play.play(LITTLE_COLON)
    assert info.value.reason == "colon"


def test_t3_void_follower_trumps_and_wins() -> None:
    play = lead(start("AK.2.AQ98.75432+G", "963.A3.KJT765.+RL"), "C7")
    assert play.can_play(card("H3"))
    play = play.play(card("H3"))
    assert play.declarer_tricks == 1
    assert play.next_player is Player.B


def test_t4_grand_colon_does_not_match_a_spot_card() -> None:
    play = lead(start("AK.2.AQ98.75432+L", "963.A3.KJT765.+GR"), "C7")
    assert not play.can_play(GRAND_COLON)
    with pytest.raises(IllegalPlayError, match=r"\(P3\)"):
        play.play(GRAND_COLON)


def test_t5_void_discard_loses() -> None:
    play = lead(start("AK.2.AQ98.75432+L", "963.A3.KJT765.+GR"), "C7")
    play = play.play(card("DK"))
    assert play.defender_tricks == 1
    assert play.barred_suit is None


def test_t6_grand_colon_on_the_ace_of_trumps() -> None:
    play = lead(start("AK.AQ.9AKQ.5432+L", "9632.32.JT876.+GR"), "HA")
    assert play.can_play(GRAND_COLON)
    play = play.play(GRAND_COLON)
    assert play.defender_tricks == 1
    assert play.barred_suit is Suit.HEARTS
    assert not play.can_play(card("HQ"))


def test_t7_any_ace_beats_the_grand_colon() -> None:
    play = lead(start("KQ4.2.KQ9.5432+GR", "A2.A3.A32.AKQJT+L"), "GC").play(card("DA"))
    assert play.declarer_tricks == 1


def test_t8_a_king_does_not_beat_the_grand_colon() -> None:
    play = lead(start("Q43.J2.Q9.5432+GR", "A2.A3.AK3.AKQJT+L"), "GC").play(card("DK"))
    assert play.defender_tricks == 1


def test_t9_a_trump_beats_a_colon_lead() -> None:
    play = lead(start("KQ4.2.QJ9.5432+GR", "A2.A4.AK3.AKQJT+L"), "RC").play(card("H4"))
    assert play.declarer_tricks == 1


def test_t10_colon_on_colon_the_leader_wins() -> None:
    play = lead(start("KQ4.2.QJ9.5432+GR", "A2.A4.AK3.AKQJT+L"), "GC").play(LITTLE_COLON)
    assert play.defender_tricks == 1
    assert play.barred_suit is None


def test_t11_queen_does_not_beat_the_little_colon_in_notrump() -> None:
    play = lead(start("K43.2.QJ9.5432+RL", "AQ2.A4.AK3.AKQJ+G", NOTRUMP), "LC").play(card("SQ"))
    assert play.defender_tricks == 1


def test_t12_a_ten_is_a_spot_card_and_beats_the_little_colon() -> None:
    play = lead(start("K43.2.QJ9.5432+RL", "AT2.A4.AK3.AKQJ+G", NOTRUMP), "LC").play(card("ST"))
    assert play.declarer_tricks == 1


def test_t13_barred_suit_may_not_be_led_next() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "SK").play(ROYAL_COLON)
    assert not play.can_play(card("S4"))
    with pytest.raises(IllegalPlayError, match=r"spades may not be led.*\(P6\)") as info:
        play.play(card("S4"))
    assert info.value.reason == "lead-restriction"
    assert play.can_play(card("D9"))
    assert play.can_play(GRAND_COLON), "R9: a colon lead is allowed"


def test_t14_barred_suit_may_be_led_when_it_is_all_the_leader_holds() -> None:
    play = lead(start("AKQJT98765432...", "..AKQ.AKQJT9876+R"), "SK").play(ROYAL_COLON)
    assert play.barred_suit is Suit.SPADES
    assert play.can_play(card("S4"))
    assert play.legal_cards() == play.hands[Player.A]


# --- section 6, other rules -------------------------------------------------------------------------


def test_p1_the_defender_leads() -> None:
    hands = (Hand.parse(LEADER), Hand.parse(FOLLOWER_RC))
    assert BridgettePlay.start(hands, BridgetteContract.parse("3HA")).next_player is Player.B
    assert BridgettePlay.start(hands, BridgetteContract.parse("3HB")).next_player is Player.A


def test_p6_the_bar_lasts_one_trick() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "SK").play(ROYAL_COLON)
    play = lead(play, "D9").play(card("D2"))  # A wins again with the 9 over the 2
    assert play.barred_suit is None
    assert play.can_play(card("S4"))


def test_r9_alternative_bars_colon_leads_too() -> None:
    hands = (Hand.parse(LEADER), Hand.parse(FOLLOWER_RC))
    play = BridgettePlay.start(hands, HEARTS, PlayOptions(bar_colons=True))
    play = lead(play, "SK").play(ROYAL_COLON)
    assert not play.can_play(GRAND_COLON)
    assert play.can_play(card("D9"))


def test_p3_must_follow_suit_when_able() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "SK")
    with pytest.raises(IllegalPlayError, match=r"must follow suit.*\(P3\)") as info:
        play.play(card("CA"))
    assert info.value.reason == "revoke"
    assert play.legal_cards() == Hand.parse("92...+R")


def test_p4_anything_may_follow_a_colon_lead() -> None:
    play = lead(start(LEADER, FOLLOWER_RC), "GC")
    assert play.legal_cards() == play.hands[Player.B]


def test_play_refuses_cards_not_held_and_after_the_end() -> None:
    play = start(LEADER, FOLLOWER_RC)
    with pytest.raises(IllegalPlayError) as info:
        play.play(card("SA"))
    assert info.value.reason == "not-held"
    done = random_playout(play, rng=3)
    assert done.is_complete
    assert done.next_player is None
    assert done.legal_cards() == Hand()
    with pytest.raises(IllegalPlayError) as info:
        done.play(card("SA"))
    assert info.value.reason == "play-over"


def test_start_needs_a_declarer_and_two_hands_of_13() -> None:
    hands = (Hand.parse(LEADER), Hand.parse(FOLLOWER_RC))
    with pytest.raises(IllegalPlayError, match="declarer"):
        BridgettePlay.start(hands, BridgetteContract.parse("3H"))
    with pytest.raises(InvalidDealError, match="13 cards"):
        BridgettePlay.start((Hand.parse("KQ4..."), hands[1]), HEARTS)
    with pytest.raises(InvalidDealError, match="both players"):
        BridgettePlay.start((hands[0], hands[0]), HEARTS)


def test_play_states_are_values() -> None:
    first = lead(start(LEADER, FOLLOWER_RC), "SK")
    second = lead(start(LEADER, FOLLOWER_RC), "SK")
    assert first == second
    assert hash(first) == hash(second)
    with pytest.raises(AttributeError):
        first.declarer = Player.A


def test_random_playout_repeats_for_a_seed() -> None:
    hands = Deck.bridgette().shuffled(9).deal(2, hand_size=13).hands
    play = BridgettePlay.start(hands, BridgetteContract.parse("4SA"))
    assert random_playout(play, 5) == random_playout(play, 5)
    assert random_playout(play, 5).tricks[0].leader == Player.B


# --- random playouts obey P3-P6 (Hypothesis) -----------------------------------------------------


def independent_legal(hand: Hand, trick: tuple[Card, ...], barred: Suit | None) -> Hand:
    """P2-P4 and P6 written again from the rules text."""
    cards = list(hand)
    if not trick:
        allowed = [c for c in cards if barred is None or c.suit is not barred]
        return Hand(allowed or cards)
    led = trick[0]
    if led.is_colon:
        return Hand(cards)
    suited = [c for c in cards if not c.is_colon]
    following = [c for c in suited if c.suit is led.suit]
    allowed = following or suited
    allowed += [c for c in cards if c.is_colon and c.group is led.group]
    return Hand(allowed or cards)


def independent_winner(trick: tuple[Card, Card], trump: Suit | None) -> int:
    """P5 written again: 0 when the leader wins, 1 when the follower does."""
    first, second = trick
    if first.is_colon:
        if second.is_colon:
            return 0
        return 1 if second.suit is trump or second.group is first.group else 0
    if second.is_colon:
        return 0
    assert first.rank is not None
    assert second.rank is not None
    if second.suit is first.suit:
        return 1 if second.rank > first.rank else 0
    return 1 if second.suit is trump else 0


@given(
    seed=st.integers(0, 2**32 - 1),
    strain=st.sampled_from(Strain),
    declarer=st.sampled_from(Player),
    data=st.data(),
)
def test_random_playouts_obey_p3_to_p6(seed: int, strain: Strain, declarer: Player, data: st.DataObject) -> None:
    hands = Deck.bridgette().shuffled(seed).deal(2, hand_size=13).hands
    contract = BridgetteContract(3, strain, declarer=declarer)
    play = BridgettePlay.start(hands, contract)
    assert play.next_player is declarer.other
    barred: Suit | None = None
    won = {Player.A: 0, Player.B: 0}
    played: list[Card] = []
    while not play.is_complete:
        player = play.next_player
        assert player is not None
        trick = play.trick.cards
        expected = independent_legal(play.hands[player], trick, barred if not trick else None)
        assert play.legal_cards() == expected
        chosen = data.draw(st.sampled_from(sorted(expected)))
        play = play.play(chosen)
        played.append(chosen)
        if len(trick) == 1:
            pair = (trick[0], chosen)
            leader = player.other
            winner = leader if independent_winner(pair, strain.suit) == 0 else player
            won[winner] += 1
            assert play.next_player is winner or play.is_complete
            barred = pair[0].suit if not pair[0].is_colon and pair[1].is_colon else None
            assert play.barred_suit == (None if play.is_complete else barred)
    assert len(play.tricks) == 13
    assert play.declarer_tricks + play.defender_tricks == 13
    assert (play.declarer_tricks, play.defender_tricks) == (won[declarer], won[declarer.other])
    assert sorted(played) == sorted([*hands[0], *hands[1]])
