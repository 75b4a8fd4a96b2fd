"""Brandeln play through BrandelnPlay: section 6 (L1-L5), vectors K1-K8 of 12.5, options, random playouts."""

import copy
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Hand, IllegalPlayError, InvalidDealError, Rank, Suit, TrickcardsError
from trickcards.brandeln import (
    BrandelnContract,
    BrandelnDeal,
    BrandelnPlay,
    Declaration,
    Player,
    PlayOptions,
    brandeln_rules,
    random_playout,
)
from trickcards.engine.trick_play import FollowSuit

F, M, R, D = Player
C = BrandelnContract
DEFAULT = PlayOptions()


def hands(*pbn: str) -> tuple[Hand, ...]:
    return tuple(Hand.parse(h) for h in pbn)


def start(
    deal: tuple[Hand, ...],
    contract: C | None,
    trump: Suit | None = None,
    declarer: Player = F,
    options: PlayOptions = DEFAULT,
) -> BrandelnPlay:
    declaration = None if contract is None else Declaration(declarer, contract, trump)
    return BrandelnPlay.start(deal, declaration, options)


def cards(text: str) -> Hand:
    return Hand(Card.parse(t) for t in text.split())


def played(play: BrandelnPlay, *text: str) -> BrandelnPlay:
    for card in text:
        play = play.play(card)
    return play


# Each deal holds every card of the 28 once, 7 to each of F, M, R, D.
K1 = hands("AKQJT97...", ".9.K.AKQJT", ".AKQJ.AQJ.", ".T7.T97.97")
K2 = hands("AKQJT9...A", "7.AKQJT..7", ".97.AKQJ.J", "..T97.KQT9")
K3 = hands("AKQJT9..T.", "7.AKQJT.A.", ".97..AKQJ7", "..KQJ97.T9")
K4 = hands("AKQJT9.J..", "7.Q.AKQJT.", ".7.97.AKQJ", ".AKT9..T97")
K5 = hands("AKQJT9..T.", "7.AKQJ.K9.", ".T97.AQ.KQ", "..J7.AJT97")
K6 = hands("AKQJT9..T.", "7.AKQJ.97.", ".T97.AQ.KQ", "..KJ.AJT97")
K7 = hands("K.AKQJT9..", "7..AKQJT9.", "AJ..7.AKQJ", "QT9.7..T97")
K8 = hands("AKQJT9...9", "7.AKQJT9..", "..AKQJT9.7", ".7.7.AKQJT")


# --- 12.5 vectors K1-K8 -----------------------------------------------------------------------


def test_k1_void_player_must_trump() -> None:
    play = start(K1, C.FOUR, Suit.HEARTS).play("SA")
    assert play.next_player is M
    assert play.legal_cards() == cards("H9")
    assert not play.can_play(Card.parse("DK"))
    with pytest.raises(IllegalPlayError, match=r"^player M may not play DK: .* must play a trump .*\(L3\)$") as info:
        play.play("DK")
    assert info.value.reason == "must-trump"
    assert play.play("H9").trick.cards == (Card.parse("SA"), Card.parse("H9"))


def test_k2_jack_then_seven_top_the_trumps() -> None:
    play = played(start(K2, C.FOUR, Suit.CLUBS), "CA", "C7", "CJ", "C9")
    assert play.tricks[0].winner(play.rules) is R
    assert play.tricks_won == (0, 0, 1, 0)
    assert play.next_player is R


def test_k3_any_trump_beats_the_suit_led() -> None:
    play = start(K3, C.FOUR, Suit.CLUBS).play("DT").play("DA")
    assert play.legal_cards() == cards("CA CK CQ CJ C7")  # void in diamonds: must trump
    play = played(play, "C7", "DK")
    assert play.tricks_won == (0, 0, 1, 0)


def test_k4_plain_suits_keep_the_plain_order() -> None:
    play = played(start(K4, C.FIVE, Suit.SPADES), "HJ", "HQ", "H7", "HA")
    assert play.tricks_won == (0, 0, 0, 1)


def test_k5_null_must_head_the_trick() -> None:
    play = start(K5, C.NULL).play("DT")
    assert play.legal_cards() == cards("DK")
    with pytest.raises(IllegalPlayError, match=r"^player M may not play D9: .*head the trick.*\(L4\)$") as info:
        play.play("D9")
    assert info.value.reason == "must-head"


def test_k6_null_any_follow_when_unable_to_head() -> None:
    play = start(K6, C.NULL).play("DT")
    assert play.legal_cards() == cards("D9 D7")


def test_k7_all_without_trump_ace_wins() -> None:
    play = played(start(K7, C.ALL_WITHOUT_TRUMP), "SK", "S7", "SA", "SQ")
    assert play.rules.trump is None
    assert play.tricks_won == (0, 0, 1, 0)


def test_k8_lottery_void_player_may_play_anything() -> None:
    play = start(K8, None)
    assert play.is_lottery
    assert play.declarer is None
    assert play.next_player is F
    play = play.play("C9")
    assert play.legal_cards() == K8[M]


# --- the rules one by one, and the options --------------------------------------------------


def test_l1_declarer_leads_the_first_trick() -> None:
    for declarer in Player:
        assert start(K1, C.SIX, Suit.SPADES, declarer).next_player is declarer


def test_l2_follow_suit() -> None:
    play = start(K2, C.FOUR, Suit.HEARTS).play("CA")
    with pytest.raises(IllegalPlayError, match=r"\(L2\)$") as info:
        play.play("SA" if play.can_play(Card.parse("SA")) else "HA")
    assert info.value.reason == "revoke"
    assert play.legal_cards() == cards("C7")


def test_r4_meyers_void_player_may_discard() -> None:
    play = start(K1, C.FOUR, Suit.HEARTS, options=PlayOptions(must_trump=False)).play("SA")
    assert play.legal_cards() == K1[M]


def test_r5_null_without_heading() -> None:
    play = start(K5, C.NULL, options=PlayOptions(null_must_head=False)).play("DT")
    assert play.legal_cards() == cards("DK D9")


def test_r5_meyers_must_head_in_every_contract() -> None:
    play = played(start(K4, C.FIVE, Suit.SPADES, options=PlayOptions(always_must_head=True)), "HJ", "HQ", "H7")
    assert play.legal_cards() == cards("HA HK")
    assert played(start(K4, C.FIVE, Suit.SPADES), "HJ", "HQ", "H7").legal_cards() == cards("HA HK HT H9")


def test_l4a_lottery_keeps_l2_and_l5_only() -> None:
    assert brandeln_rules(None, PlayOptions(always_must_head=True)).follow == FollowSuit()


# --- L4a always_must_head, clause by clause ----------------------------------------------------

L4A = PlayOptions(always_must_head=True)


def follows(contract: C, trump: Suit | None, holding: str, trick: str, options: PlayOptions = L4A) -> Hand:
    """The cards of ``holding`` that may follow to ``trick`` in ``contract`` (declared by F)."""
    rules = brandeln_rules(Declaration(F, contract, trump), options)
    return Hand.from_mask(rules.legal_follows(cards(holding).mask, [Card.parse(c) for c in trick.split()]))


def test_l4a_following_suit_beats_the_highest_card_of_the_suit_led() -> None:
    assert follows(C.FOUR, Suit.HEARTS, "SA S9 HJ", "ST SQ") == cards("SA")
    assert follows(C.FOUR, Suit.HEARTS, "SA S9 HJ", "ST SQ", DEFAULT) == cards("SA S9")


def test_l4a_on_a_trump_lead_a_higher_trump() -> None:
    # Trumps rank J 7 A K Q 10 9: over the ace of trumps only the jack and the seven win.
    assert follows(C.FIVE, Suit.HEARTS, "HJ HK H7 DA", "HA") == cards("HJ H7")
    assert follows(C.FIVE, Suit.HEARTS, "HK HQ DA", "HA") == cards("HK HQ")


def test_l4a_plain_lead_trumped_any_card_of_the_suit_led() -> None:
    assert follows(C.SIX, Suit.HEARTS, "SA S9 HJ", "ST H9") == cards("SA S9")


def test_l4a_void_player_overtrumps_when_able() -> None:
    assert follows(C.FOUR, Suit.HEARTS, "HQ H7 DA", "ST HK") == cards("H7")
    assert follows(C.FOUR, Suit.HEARTS, "HQ H7 DA", "ST HK", DEFAULT) == cards("HQ H7")


def test_l4a_void_player_unable_to_overtrump_plays_any_trump() -> None:
    assert follows(C.FOUR, Suit.HEARTS, "HQ H9 DA", "ST HJ") == cards("HQ H9")


def test_l4a_void_player_without_trumps_plays_any_card() -> None:
    assert follows(C.FOUR, Suit.HEARTS, "DA D9 CK", "ST SA") == cards("DA D9 CK")


def test_l4a_with_must_trump_false_a_void_player_may_discard() -> None:
    meyers = PlayOptions(must_trump=False, always_must_head=True)
    assert follows(C.FOUR, Suit.HEARTS, "HQ H7 DA", "ST HK", meyers) == cards("HQ H7 DA")
    assert follows(C.FOUR, Suit.HEARTS, "SA S9 HJ", "ST SQ", meyers) == cards("SA")


def test_l4a_holds_in_every_contract_null_and_all_without_trump_included() -> None:
    no_null_duty = PlayOptions(null_must_head=False, always_must_head=True)
    assert follows(C.NULL, None, "DK D9 SA", "DT", no_null_duty) == cards("DK")
    assert follows(C.ALL_WITHOUT_TRUMP, None, "DK D9 SA", "DT") == cards("DK")
    assert follows(C.ALL_WITHOUT_TRUMP, None, "DK D9 SA", "DT", DEFAULT) == cards("DK D9")


def test_l4a_refusal_names_l4a_outside_null_and_l4_in_null() -> None:
    play = played(start(K4, C.FIVE, Suit.SPADES, options=L4A), "HJ", "HQ", "H7")
    with pytest.raises(IllegalPlayError, match=r"\(L4a\)$") as info:
        play.play("HT")
    assert info.value.reason == "must-head"
    null = start(K5, C.NULL).play("DT")
    with pytest.raises(IllegalPlayError, match=r"\(L4\)$"):
        null.play("D9")


def test_bad_starts_are_refused() -> None:
    with pytest.raises(InvalidDealError):
        BrandelnPlay.start(K1[:3])
    with pytest.raises(InvalidDealError):
        BrandelnPlay.start((K1[0], K1[0], K1[2], K1[3]))
    with pytest.raises(IllegalPlayError, match="a Declaration"):
        BrandelnPlay.start(K1, "Six")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        BrandelnPlay.start(K1, None, "meyers")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        PlayOptions(must_trump=0)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        random_playout("play")  # type: ignore[arg-type]


def test_cards_not_held_and_play_after_the_end() -> None:
    play = start(K1, C.FOUR, Suit.HEARTS)
    with pytest.raises(IllegalPlayError, match=r"^player F does not hold HA: ") as info:
        play.play("HA")
    assert info.value.reason == "not-held"
    done = random_playout(play, 3)
    assert done.is_complete
    assert done.next_player is None
    assert done.legal_cards() == Hand(())
    with pytest.raises(IllegalPlayError) as over:
        done.verify_play(Card.parse("HA"))
    assert over.value.reason == "play-over"


def test_play_state_is_a_value() -> None:
    play = start(K2, C.FOUR, Suit.CLUBS).play("CA")
    again = start(K2, C.FOUR, Suit.CLUBS).play("CA")
    assert play == again
    assert hash(play) == hash(again)
    for twin in (copy.copy(play), copy.deepcopy(play), pickle.loads(pickle.dumps(play))):
        assert twin == play
        assert hash(twin) == hash(play)
    with pytest.raises(AttributeError):
        play.state = play.state
    assert "Four by F, clubs trumps" in repr(play)
    assert play != start(K2, C.FOUR, Suit.SPADES).play("CA")


# --- random playouts ---------------------------------------------------------------------------

TRUMP = "J7AKQT9"
PLAIN = "AKQJT97"


def strength(card: Card, trump: Suit | None, led: Suit) -> int:
    assert card.rank is not None
    assert card.suit is not None
    letter = card.rank.letter
    if card.suit is trump:
        return 100 - TRUMP.index(letter)
    if card.suit is led:
        return 50 - PLAIN.index(letter)
    return 0


def check_playout(deal: tuple[Hand, ...], play: BrandelnPlay) -> None:
    """An independent check of L1-L5 on a finished play."""
    options, declaration = play.options, play.declaration
    trump = None if declaration is None else declaration.trump
    null = declaration is not None and declaration.contract is C.NULL
    head = (options.always_must_head and declaration is not None) or (null and options.null_must_head)
    held = [set(h) for h in deal]
    seen: list[Card] = []
    leader = F if declaration is None else declaration.declarer
    assert len(play.tricks) == 7
    won = [0, 0, 0, 0]
    for trick in play.tricks:
        assert trick.leader == leader
        led = trick.cards[0].suit
        assert led is not None
        for position, card in enumerate(trick.cards):
            player = (leader + position) % 4
            hand = held[player]
            assert card in hand
            if position:
                same = {c for c in hand if c.suit is led}
                if same:
                    assert card.suit is led, "L2"
                elif trump is not None and options.must_trump and any(c.suit is trump for c in hand):
                    assert card.suit is trump, "L3"
                    top = max(strength(c, trump, led) for c in trick.cards[:position])
                    if options.always_must_head and any(strength(c, trump, led) > top for c in hand):
                        assert strength(card, trump, led) > top, "L4a overtrump"
                if head and same:
                    best = max(strength(c, trump, led) for c in trick.cards[:position])
                    if any(strength(c, trump, led) > best for c in same):
                        assert strength(card, trump, led) > best, "L4, L4a"
            hand.remove(card)
            seen.append(card)
        keys = [strength(c, trump, led) for c in trick.cards]
        leader = Player((leader + keys.index(max(keys))) % 4)
        won[leader] += 1
    assert len(seen) == len(set(seen)) == 28
    assert all(not h for h in held)
    assert play.tricks_won == tuple(won)
    assert sum(play.tricks_won) == 7


@given(
    st.integers(0, 2**32),
    st.sampled_from([None, *C]),
    st.sampled_from(list(Player)),
    st.sampled_from(list(Suit)),
    st.builds(PlayOptions, st.booleans(), st.booleans(), st.booleans()),
)
def test_random_playouts_obey_l1_to_l5(
    seed: int, contract: C | None, declarer: Player, suit: Suit, options: PlayOptions
) -> None:
    deal = BrandelnDeal.deal(rng=seed).hands
    trump = suit if contract is not None and contract.has_trumps else None
    play = start(deal, contract, trump, declarer, options)
    done = random_playout(play, seed)
    check_playout(deal, done)
    if contract is not None:
        assert done.declarer_tricks == done.tricks_won[declarer]
    else:
        assert done.declarer_tricks is None


@given(st.integers(0, 2**32))
def test_stepwise_play_matches_random_playout(seed: int) -> None:
    deal = BrandelnDeal.deal(rng=seed).hands
    play = start(deal, C.SIX, Suit.DIAMONDS, R)
    rng = random.Random(seed)
    stepwise = play
    while not stepwise.is_complete:
        stepwise = stepwise.play(rng.choice(list(stepwise.legal_cards())))
    assert stepwise == random_playout(play, seed)


def test_trump_order_j_7_a_k_q_10_9() -> None:
    rules = brandeln_rules(Declaration(F, C.FOUR, Suit.SPADES))
    order = sorted(
        (Card(Suit.SPADES, r) for r in Rank if r != Rank.EIGHT and r >= Rank.SEVEN),
        key=lambda c: -strength(c, Suit.SPADES, Suit.SPADES),
    )
    assert "".join(c.rank.letter for c in order if c.rank) == TRUMP
    assert str(rules.trump_order) == TRUMP
