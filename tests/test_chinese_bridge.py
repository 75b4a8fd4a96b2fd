"""Chinese bridge (``bridge-variants.md`` section 5): the vectors CH-1 to CH-11, the options and playouts."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Deck, Hand, find_game
from trickcards.bridge import Auction, Contract, Strain
from trickcards.bridge.play import trick_rules
from trickcards.chinese_bridge import ChineseDeal, ChineseHoldings, ChinesePlay, Pile, TwoPlayerSheet
from trickcards.chinese_bridge.game import AUCTION, CHINESE_BRIDGE, deal_score
from trickcards.chinese_bridge.play import LEADER_FIRST_ORDER
from trickcards.cli import main
from trickcards.core.errors import IllegalCallError, IllegalPlayError, InvalidDealError, TrickcardsError
from trickcards.core.seats import Seat
from trickcards.engine.sequenced_play import SequencedTrick


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _suit(letter: str, ranks: str) -> str:
    return " ".join(letter + r for r in ranks)


# A deal with A the dealer (and declarer): A's hand has no diamond and one club, B's hand
# two clubs and two diamonds; A's face-up tops are spades and the D4 (CH-7), so A's only
# club in sight is the CA; every other club lies in B's piles.
_A_HAND = "CA H2 S2 S3"
_B_HAND = "CK C3 D2 D3"
_A_DOWN = _suit("H", "3456789TJQK")
_A_UP = _suit("S", "456789TJQK") + " D4"
_B_DOWN = "SA " + _suit("D", "56789TJQKA")
_B_UP = _suit("C", "2456789TJQ") + " HA"


def _hand(text: str) -> Hand:
    return Hand(_cards(text))


def _fixed_deal() -> ChineseDeal:
    return ChineseDeal(0, (_hand(_A_HAND), _hand(_B_HAND)), (_A_DOWN, _B_DOWN), (_A_UP, _B_UP))


def _auction(*calls: str, dealer: int = 0) -> Auction:
    auction = Auction(Seat(dealer), rules=AUCTION)
    for call in calls:
        auction = auction.add(call)
    return auction


# --- the deal -------------------------------------------------------------------------------


@given(st.integers(0, 2**32 - 1), st.sampled_from((0, 1)))
def test_ch_1_deal_four_in_hand_eleven_down_eleven_up(seed: int, dealer: int) -> None:
    deal = ChineseDeal.random(seed, dealer)
    for player in (0, 1):
        assert len(deal.hands[player]) == 4
        assert len(deal.face_down[player]) == 11
        assert len(deal.face_up[player]) == 11
        assert len(deal.cards_of(player)) == 26
    assert deal.cards_of(0) | deal.cards_of(1) == Deck.standard().to_hand()
    holdings = deal.holdings()
    assert holdings.face_down(0) == holdings.face_down(1) == 11
    assert ChineseDeal.from_cards(deal.cards, dealer) == deal


def test_ch_1_the_dealers_opponent_gets_the_first_card() -> None:
    pack = Deck.standard()
    assert pack[0] in ChineseDeal.from_pack(pack, dealer=0).hands[1]
    assert pack[0] in ChineseDeal.from_pack(pack, dealer=1).hands[0]


def test_ch_1_wrong_deals_are_refused() -> None:
    with pytest.raises(InvalidDealError, match="each hand holds 4 cards"):
        ChineseDeal(0, (_hand("CA H2 S2"), _hand(_B_HAND)), (_A_DOWN, _B_DOWN), (_A_UP, _B_UP))
    with pytest.raises(InvalidDealError, match="52-card pack"):
        ChineseDeal(0, (_hand(_A_HAND), _hand(_B_HAND)), (_A_DOWN, _A_DOWN), (_A_UP, _B_UP))
    with pytest.raises(InvalidDealError, match="2 entries"):
        ChineseDeal.from_cards([_A_HAND, _B_HAND], 0)
    with pytest.raises(InvalidDealError, match="52-card pack"):
        ChineseDeal.from_pack(list(Deck.standard())[:50], 0)


# --- the auction ----------------------------------------------------------------------------


def test_ch_2_the_dealers_first_call_may_not_be_a_pass() -> None:
    with pytest.raises(IllegalCallError, match="must be a bid") as refused:
        _auction("Pass")
    assert refused.value.reason == "opening-pass"
    state = CHINESE_BRIDGE.new(seed=1, dealer="B")
    assert state.to_move == 1
    assert not state.can_apply("Pass")


def test_ch_3_the_opponent_may_only_pass_or_double() -> None:
    auction = _auction("2S")
    with pytest.raises(IllegalCallError, match="may only pass, double or redouble") as refused:
        auction.add("3C")
    assert refused.value.reason == "no-bid-allowed"
    assert [str(c) for c in auction.legal_calls()] == ["Pass", "X"]


def test_ch_4_after_a_double_the_dealer_may_bid_higher() -> None:
    auction = _auction("2S", "X")
    assert auction.can_add("3C")
    assert auction.can_add("XX")
    assert auction.can_add("Pass")
    assert not auction.can_add("2H")  # a replacement must be higher
    auction = auction.add("3C")
    assert auction.current_bid is not None
    assert str(auction.current_bid) == "3C"
    assert [str(c) for c in auction.legal_calls()] == ["Pass", "X"]
    assert auction.add("X").add("Pass").contract == Contract.parse("3CXN")
    assert auction.add("X").add("XX").add("Pass").contract == Contract.parse("3CXXN")


def test_ch_5_the_opponents_pass_ends_the_auction() -> None:
    auction = _auction("2S", "Pass")
    assert auction.is_complete
    assert auction.contract == Contract.parse("2SN")
    assert _auction("1NT", "Pass", dealer=1).contract == Contract.parse("1NTE")


def test_after_a_redouble_only_a_pass() -> None:
    assert [str(c) for c in _auction("2S", "X", "XX").legal_calls()] == ["Pass"]


# --- the play -------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1])
def test_ch_6_the_dealers_opponent_leads_first(dealer: int) -> None:
    state = CHINESE_BRIDGE.new(seed=11, dealer=dealer).apply("3NT").apply("Pass")
    assert state.phase == "play"
    assert state.to_move == 1 - dealer
    assert state.play is not None
    assert state.play.declarer == dealer


def test_ch_7_follow_suit_with_a_face_up_card() -> None:
    play = ChinesePlay.start(_fixed_deal(), "1HN").play("D2")
    assert play.next_player == 0
    assert not play.holdings.hands[0].count(Card.parse("D2").suit)  # type: ignore[arg-type]
    assert str(play.legal_cards()) == "..4."
    with pytest.raises(IllegalPlayError, match="'S2' by A is a revoke") as refused:
        play.play("S2")
    assert refused.value.reason == "revoke"
    assert play.can_play("D4")


def test_ch_8_a_card_uncovered_in_trick_4_waits_for_trick_5() -> None:
    found = 0
    for seed in range(40):
        play = ChinesePlay.start(ChineseDeal.random(seed, 0), "1NTN")
        rng = random.Random(seed)
        while play.trick_number is not None and play.trick_number < 4:
            play = play.play(rng.choice(list(play.legal_cards())))
        # The leader's first card of trick 4 is a pile top with a card beneath it, if he can.
        player = play.next_player
        assert player is not None
        tops = {p.up: p.down for p in play.holdings.piles[player] if p.down is not None}
        choice = [c for c in play.legal_cards() if c in tops]
        if not choice:
            continue
        beneath = tops[choice[0]]
        assert beneath is not None
        play = play.play(choice[0])
        play = play.play(min(play.legal_cards()))  # the follower's first card
        assert play.trick_number == 4
        assert play.next_player == player  # the leader's second card
        assert beneath not in play.legal_cards()
        with pytest.raises(IllegalPlayError, match="may be played from trick 5") as refused:
            play.verify_play(beneath)
        assert refused.value.reason == "not-available"
        assert play.holdings.available(player, 5) & beneath.mask
        play = play.play(min(play.legal_cards()))
        play = play.play(min(play.legal_cards()))
        assert play.trick_number == 5
        assert play.holdings.available(player, 5) & beneath.mask
        found += 1
    assert found > 5


def test_ch_9_a_low_trump_wins_the_trick() -> None:
    play = ChinesePlay.start(_fixed_deal(), "1HN")
    for card in ("CK", "CA", "C3"):
        play = play.play(card)
    assert len(play.legal_cards()) == 14  # anything: A has no club in sight
    assert play.can_play("H2")
    assert play.can_play("S2")  # no duty to trump
    play = play.play("H2")
    assert play.tricks[0] == SequencedTrick((1, 0, 1, 0), tuple(_cards("CK CA C3 H2")))
    assert play.tricks_won == (1, 0)
    assert play.tricks[0].winner(trick_rules(Strain.HEARTS)) == 0
    assert play.next_player == 0  # the winner leads


def test_ch_10_four_spades_making_ten_tricks() -> None:
    result = deal_score(Contract.parse("4SN"), 10, False)
    assert result.below == 120
    assert TwoPlayerSheet().record("4SA", 10).totals == (120, 0)


def test_ch_11_last_two_cards_in_one_pile() -> None:
    play = _play_to_a_last_pile()
    assert play.trick_number == 13
    leader = play.next_player
    assert leader is not None
    (pile,) = [p for p in play.holdings.piles[leader] if p.up is not None]
    assert pile.down is not None
    assert not play.holdings.hands[leader]
    up, down = pile.up, pile.down
    assert up is not None
    assert list(play.legal_cards()) == [up]
    play = play.play(up)
    assert play.holdings.piles[leader][play.deal.face_up[leader].cards.index(up)] == Pile(down, None, 14)
    play = play.play(next(iter(play.legal_cards())))
    assert play.next_player == leader
    assert list(play.legal_cards()) == [down]  # turned up in this trick, and his only card
    play = play.play(down)
    play = play.play(next(iter(play.legal_cards())))
    assert play.is_complete
    assert play.tricks[-1].cards_of(leader) == (up, down)


def _play_to_a_last_pile() -> ChinesePlay:
    """A play at trick 13 whose leader has just one pile left, both its cards: found over seeds."""
    for seed in range(400):
        play = ChinesePlay.start(ChineseDeal.random(seed, seed % 2), "2SN" if seed % 2 == 0 else "2SE")
        kept = [play.deal.face_up[p][0] for p in (0, 1)]  # each player spares his first pile
        rng = random.Random(seed)
        while play.trick_number is not None and play.trick_number < 13:
            legal = list(play.legal_cards())
            spare = [c for c in legal if c not in kept]
            play = play.play(rng.choice(spare or legal))
        leader = play.next_player
        if leader is not None and play.holdings.held(leader) == (
            kept[leader].mask | play.deal.face_down[leader][0].mask
        ):
            return play
    pytest.fail("no seed reaches trick 13 with the leader's last pile whole")


# --- the options ----------------------------------------------------------------------------


def test_ch_c_option_uncover_immediately() -> None:
    deal = _fixed_deal()
    slow = ChinesePlay.start(deal, "1HN").play("D2").play("D4")  # A's D4 turns up the HK
    fast = ChinesePlay.start(deal, "1HN", uncover_immediately=True).play("D2").play("D4")
    assert not slow.holdings.available(0, 1) & Card.parse("HK").mask
    assert fast.holdings.available(0, 1) & Card.parse("HK").mask
    state = CHINESE_BRIDGE.new(hands=deal.cards, dealer=0, uncover_immediately=True)
    state = state.apply("1H").apply("Pass").apply("D2").apply("D4").apply("D3")
    assert state.can_apply("HK")


def test_ch_a_option_leader_plays_two_first() -> None:
    state = CHINESE_BRIDGE.new(seed=4, dealer=0, order="llff").apply("1NT").apply("Pass")
    movers = []
    for _ in range(4):
        movers.append(state.to_move)
        state = state.apply(state.legal_actions()[0])
    assert movers == [1, 1, 0, 0]
    assert ChinesePlay.start(_fixed_deal(), "1HN", order=LEADER_FIRST_ORDER).play("D2").next_player == 1


def test_ch_d_option_only_the_hand_obliges_to_follow() -> None:
    deal = _fixed_deal()
    assert str(ChinesePlay.start(deal, "1HN").play("D2").legal_cards()) == "..4."  # CH-d: the face-up D4 counts
    loose = ChinesePlay.start(deal, "1HN", follow_hand_only=True).play("D2")
    assert len(loose.legal_cards()) == 15  # no diamond in A's hand: anything, the D4 included
    assert loose.can_play("S2")
    # With the suit led in the hand, the duty stands, and a face-up card of it follows too.
    loose = ChinesePlay.start(deal, "1HN", follow_hand_only=True).play("CK")
    assert str(loose.legal_cards()) == "...A"
    state = CHINESE_BRIDGE.new(hands=deal.cards, dealer=0, follow_suit_over="hand").apply("1H").apply("Pass")
    assert state.apply("D2").can_apply("S2")


def test_ch_b_option_the_opponent_may_overcall() -> None:
    state = CHINESE_BRIDGE.new(seed=4, dealer=0, opponent_overcalls=True).apply("2S").apply("3C").apply("Pass")
    assert state.play is not None
    assert state.play.declarer == 1
    assert state.to_move == 0  # the declarer's opponent leads


def test_honours_option() -> None:
    deal = _fixed_deal()  # A holds the S2-SK and misses only the SA: four spade honours over his 26 cards
    assert CHINESE_BRIDGE.new(hands=deal.cards, dealer=0).start.word("honours") == "dealt"
    score = deal_score(Contract.parse("4SN"), 10, False, (deal.cards_of(0), deal.cards_of(1)))
    assert dict(score.components())["honours"] == 100
    assert "honours" not in dict(deal_score(Contract.parse("4SN"), 10, False).components())


# --- refusals and values --------------------------------------------------------------------


def test_face_down_cards_are_not_playable() -> None:
    play = ChinesePlay.start(_fixed_deal(), "1HN")
    with pytest.raises(IllegalPlayError, match="face down") as refused:
        play.play("SA")  # under B's C2
    assert refused.value.reason == "not-available"
    with pytest.raises(IllegalPlayError, match="does not hold") as refused:
        play.play("CA")
    assert refused.value.reason == "not-held"
    with pytest.raises(IllegalPlayError, match="out of turn"):
        play.play("CK", 0)


def test_actions_of_the_wrong_phase_are_refused() -> None:
    state = CHINESE_BRIDGE.new(seed=2)
    with pytest.raises(IllegalCallError, match="auction is still on"):
        state.verify(Card.parse("SA"))
    state = state.apply("1C").apply("Pass")
    with pytest.raises(IllegalCallError, match="auction is over"):
        state.verify(Auction().legal_calls()[0])


def test_holdings_refuse_a_card_in_two_places() -> None:
    with pytest.raises(TrickcardsError, match="two places"):
        ChineseHoldings.deal(["A...", "A..."], [[], []])
    with pytest.raises(TrickcardsError):
        ChinesePlay.start(_fixed_deal(), "1H")  # no declarer
    with pytest.raises(TrickcardsError):
        ChinesePlay(_fixed_deal(), "1HN")


def test_pile_text() -> None:
    assert str(Pile(Card.parse("SA"), Card.parse("H2"))) == "SA on a face-down card"
    assert str(Pile(Card.parse("SA"))) == "SA"
    assert str(Pile(None)) == "-"


# --- the commands ----------------------------------------------------------------------------


def test_score_and_sheet_commands(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    assert main(["chinese-bridge", "score", "4SA", "10"]) == 0
    assert "A: below 120" in capsys.readouterr().out
    from pathlib import Path  # noqa: PLC0415  # tmp_path is a Path

    sheet = Path(str(tmp_path)) / "sheet.txt"
    sheet.write_text("4SA 10\n3NTB 9\n", encoding="utf-8")
    assert main(["chinese-bridge", "sheet", str(sheet)]) == 0
    assert "120" in capsys.readouterr().out


# --- playouts -------------------------------------------------------------------------------


@examples(30)
@given(st.integers(0, 2**32 - 1), st.sampled_from((0, 1)), st.booleans(), st.sampled_from(("lflf", "llff")))
def test_playouts_keep_the_rules(seed: int, dealer: int, immediately: bool, order: str) -> None:
    state = CHINESE_BRIDGE.new(seed=seed, dealer=dealer, uncover_immediately=immediately, order=order)
    rng = random.Random(seed)
    while state.phase == "auction":
        state = state.apply(rng.choice(state.legal_actions()))
    play = state.play
    assert play is not None
    everything = Deck.standard().to_hand().mask
    while not state.is_over:
        play = state.play
        assert play is not None
        player = play.next_player
        assert state.to_move == player
        trick = play.current_trick
        pattern = (0, 1, 0, 1) if order == "lflf" else (0, 0, 1, 1)
        leader = trick.leader
        assert player == (leader + pattern[len(trick.cards)]) % 2
        if play.tricks and not trick.cards:
            assert leader == play.tricks[-1].winner(play.sequenced.rules)
        holdings = play.holdings
        legal = play.legal_cards()
        hidden = _face_down(holdings, player)
        assert legal
        assert not legal.mask & hidden  # no hidden card is ever playable
        assert legal.mask & ~holdings.visible(player).mask == 0
        state = state.apply(rng.choice(list(legal)))
        play = state.play
        assert play is not None
        played = Hand(play.sequenced.played).mask
        assert len(play.sequenced.played) == played.bit_count()
        assert played | play.holdings.held(0) | play.holdings.held(1) == everything  # cards conserved
        assert not played & (play.holdings.held(0) | play.holdings.held(1))
    play = state.play
    assert play is not None
    assert len(play.tricks) == 13
    assert all(len(t.cards) == 4 for t in play.tricks)
    assert all(len(t.cards_of(p)) == 2 for t in play.tricks for p in (0, 1))
    points = state.points
    assert points is not None
    assert points[0] == -points[1]


def _face_down(holdings: ChineseHoldings, player: int) -> int:
    return sum(p.down.mask for p in holdings.piles[player] if p.down is not None)


def test_a_finished_deal_goes_on_the_sheet_with_its_honours() -> None:
    deal = _fixed_deal()  # A holds four spade honours among his 26 cards
    state = CHINESE_BRIDGE.new(hands=deal.cards, dealer=0).apply("4S").apply("Pass")
    with pytest.raises(TrickcardsError, match="not over"):
        TwoPlayerSheet().record_deal(state)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    score = state.entry()
    assert score is not None
    assert dict(score.components())["honours"] == 100
    sheet = TwoPlayerSheet().record_deal(state)
    play = state.play
    assert play is not None
    assert sheet.text() == f"first dealer A\n4SA {play.declarer_tricks} A:100\n"
    assert (
        CHINESE_BRIDGE.new(hands=deal.cards, dealer=0, honours="none").apply("4S").apply("Pass").start.word("honours")
        == "none"
    )


def test_the_game_is_registered() -> None:
    assert find_game("Chinese Bridge") is CHINESE_BRIDGE
    assert [o.name for o in CHINESE_BRIDGE.options] == [
        "vulnerability",
        "uncover_immediately",
        "order",
        "opponent_overcalls",
        "follow_suit_over",
        "honours",
    ]


def test_ch_e_honours_over_each_players_26_cards_at_rubber_values() -> None:
    # CH-e: counted over each player's 26 cards (hand and both layers), rubber_modern values, to the holder.
    deal = _fixed_deal()  # A holds four of the five spade honours, only over his 26 cards
    assert all(len(deal.cards_of(p)) == 26 for p in (0, 1))
    made = deal_score(Contract.parse("4SN"), 10, False, (deal.cards_of(0), deal.cards_of(1)))
    assert dict(made.components())["honours"] == 100
    aces = Hand(_cards("SA HA DA CA"))
    at_nt = deal_score(Contract.parse("3NTN"), 9, False, (aces, Hand()))
    assert dict(at_nt.components())["honours"] == 150
    # option honours="none": no honours scored
    state = CHINESE_BRIDGE.new(hands=deal.cards, dealer=0, honours="none")
    assert state.start.word("honours") == "none"
