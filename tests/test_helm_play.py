"""Helm's play and its deal through the game protocol (bridge variants §4): phases, reserves, playouts."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Hand, find_game
from trickcards.bridge import NULL, Strain
from trickcards.core.errors import IllegalCallError, IllegalPlayError, ParseError, TrickcardsError
from trickcards.helm import PACK, score
from trickcards.helm.game import HELM_GAME, Announce, HelmState, SetAside
from trickcards.helm.play import HELM_ORDER, HelmHoldings, start_play

A, B = 0, 1
HANDS = (Hand.parse("AKQJT98.7.AKT.A7"), Hand.parse("7.AKQJT98.QJ.KQ8"))
RESERVES = (Hand.parse("..987."), Hand.parse("...JT9"))


def new(seed: int | None = None, **options: object) -> HelmState:
    """The first state of a deal, typed as the game's own state."""
    state = HELM_GAME.new(seed, **options)  # type: ignore[arg-type]  # hands and dealer go through
    assert isinstance(state, HelmState)
    return state


def through_auction(state: HelmState, *calls: str) -> HelmState:
    for call in calls:
        state = state.apply(call)
    return state


def test_helm_is_in_the_registry() -> None:
    assert find_game("HELM") is HELM_GAME
    assert {o.name for o in HELM_GAME.options} >= {"helm_ignores_rank", "vulnerability", "declarer_leads"}


def test_he_1_the_cards_arrive_between_the_rounds() -> None:
    state = new(seed=4, dealer=A)
    sizes = [[len(h) for h in state.hands]]
    for call in ("Pass", "1C", "Pass", "1H"):
        state = state.apply(call)
        sizes.append([len(h) for h in state.hands])
    assert sizes == [[10, 10], [10, 10], [12, 12], [12, 12], [14, 14]]
    state = through_auction(state, "2C", "Pass")
    assert state.phase == "declare"
    assert state.to_move == B
    assert state.legal_actions() == (Announce(Strain.CLUBS),)
    state = state.apply("trump C")
    assert [len(h) for h in state.hands] == [16, 16]
    assert state.holdings[0] | state.holdings[1] == PACK.to_hand()


def test_the_announcement_names_the_contracts_denomination() -> None:
    state = through_auction(new(seed=4, dealer=A), "Pass", "1Null", "Pass", "Pass", "Pass")
    assert state.phase == "declare"
    assert state.to_move == A
    with pytest.raises(IllegalPlayError, match="trump Null"):
        state.apply("trump NT")
    with pytest.raises(ParseError):
        state.apply("trump X")
    assert state.apply(Announce(NULL)).phase == "reserve"


def test_he_m_no_bid_ends_the_deal_with_no_score() -> None:
    state = through_auction(new(seed=4), "Pass", "Pass", "Pass", "Pass", "Pass")
    assert state.is_over
    assert state.points == (0, 0)
    assert state.legal_actions() == ()


def test_reserves_are_set_aside_non_dealer_first() -> None:
    state = through_auction(new(seed=9, dealer=B), "1C", "Pass", "Pass", "Pass", "Pass").apply("trump C")
    assert state.phase == "reserve"
    assert state.to_move == A
    assert len(state.legal_actions()) == 16
    cards = sorted(state.holdings[A])[:3]
    for card in cards:
        state = state.apply(SetAside(card))
    assert state.reserves[A] == Hand(cards)
    assert state.to_move == B
    with pytest.raises(IllegalPlayError, match="not among his 16 cards") as caught:
        state.apply(SetAside(cards[0]))
    assert caught.value.reason == "not-held"
    with pytest.raises(IllegalPlayError, match="sets 3 cards aside first"):
        state.apply(cards[0])
    for card in sorted(state.holdings[B])[:3]:
        state = state.apply(f"reserve {card}")
    assert state.phase == "play"
    assert [len(h) for h in state.hands] == [13, 13]
    assert state.to_move == B  # HE-g: the non-declarer (B; A declared 1C) leads


def test_he_g_declarer_leads_option() -> None:
    state = through_auction(new(seed=9, dealer=B, declarer_leads=True), "1C", "Pass", "Pass", "Pass", "Pass")
    state = state.apply("trump C")
    while state.phase == "reserve":
        state = state.apply(state.legal_actions()[0])
    assert state.to_move == A


def test_tricks_one_to_six_are_leader_leader_follower_follower() -> None:
    play = start_play(HANDS, RESERVES, Strain.SPADES, leader=B)
    movers = []
    for _ in range(4):
        movers.append(play.next_player)
        play = play.play(min(play.legal_cards()))
    assert movers == [B, B, A, A]
    assert HELM_ORDER == ((0, 0, 1, 1),) * 6 + ((0, 1),) * 4


def test_the_leaders_second_card_follows_the_suit_of_his_first() -> None:
    play = start_play(HANDS, RESERVES, Strain.SPADES, leader=A).play("D" + "A")
    assert str(play.legal_cards()) == "..KT."
    with pytest.raises(IllegalPlayError) as caught:
        play.play("SA")
    assert caught.value.reason == "revoke"


def test_the_reserve_is_played_only_in_tricks_eight_to_ten() -> None:
    play = start_play(HANDS, RESERVES, Strain.SPADES, leader=B)
    with pytest.raises(IllegalPlayError, match="reserve, which is played in tricks 8-10") as caught:
        play.play("CJ")
    assert caught.value.reason == "not-available"
    while play.trick_number is not None and play.trick_number <= 7:
        play = play.play(min(play.legal_cards()))
    assert play.trick_number == 8
    assert Hand.from_mask(play.holdings.held(A)) == RESERVES[A]


def test_holdings_refuse_a_card_held_twice() -> None:
    with pytest.raises(TrickcardsError, match="held twice"):
        HelmHoldings.of(HANDS, (HANDS[0], RESERVES[1]))
    with pytest.raises(TrickcardsError, match="13 cards from hand and 3"):
        start_play((HANDS[0], HANDS[1] - Hand.parse("7...")), RESERVES, Strain.SPADES, 0)


def test_a_set_deal_replays_from_its_first_packets_and_stock() -> None:
    state = new(seed=12)
    over = state
    for _ in range(60):
        if over.is_over:
            break
        over = over.apply(over.legal_actions()[-1 if over.phase == "auction" else 0])
    start = state.start
    again = HELM_GAME.replay(over.history, hands=start.cards, dealer=start.dealer)
    assert again == over
    stock = HELM_GAME.new(hands=start.cards[:2], dealer=start.dealer).start.cards[2]
    assert len(stock) == 12  # without a stock: the other 12 cards in pack order


def test_wrong_actions_in_each_phase_are_refused() -> None:
    state = new(seed=2)
    with pytest.raises(IllegalCallError, match="is not a call"):
        state.apply(Card.parse("SA"))
    with pytest.raises(IllegalCallError, match="exceeds"):
        state.apply("1C").apply("2C")


def _played_from_reserve(state: HelmState) -> None:
    play = state.play
    assert play is not None
    for number, trick in enumerate(play.history, start=1):
        assert len(trick.cards) == len(HELM_ORDER[number - 1])
        for player in (A, B):
            reserve = state.set_aside[player]
            from_reserve = [c for c in trick.cards_of(player) if c in reserve]
            assert (len(from_reserve) == 1) == (number >= 8), (number, player)
            if number < 8:
                assert not from_reserve


@examples(30)
@given(st.integers(0, 10**6), st.sampled_from((A, B)), st.data())
def test_random_playouts(seed: int, dealer: int, data: st.DataObject) -> None:
    state = new(seed=seed, dealer=dealer)
    assert state.to_move == 1 - dealer
    while not state.is_over:
        mover = state.to_move
        action = data.draw(st.sampled_from(state.legal_actions()))
        if state.phase == "play":
            play = state.play
            assert play is not None
            assert mover == play.next_player
            assert mover == (play.leader + play.pattern[len(play.current_trick.cards)]) % 2  # type: ignore[operator, index]
        state = state.apply(action)
        holdings = state.holdings
        assert holdings[0].isdisjoint(holdings[1])
        if state.play is not None:
            played = state.play.played
            left = Hand.from_mask(state.play.holdings.held(0) | state.play.holdings.held(1))
            assert len(left) + len(played) == 32  # cards conserved
            assert left | Hand(played) == PACK.to_hand()
    points = state.points
    assert points is not None
    assert points[0] == -points[1]
    if state.play is not None:
        _played_from_reserve(state)
        assert sum(state.play.tricks_won) == 10
        declarer = state.declarer
        assert declarer is not None
        contract = state.contract
        assert contract is not None
        expected = score(contract, state.play.tricks_won[declarer], False, state.honours_points()).total
        assert points[declarer] == expected
    assert HELM_GAME.replay(state.history, seed=seed, dealer=dealer) == state
    assert pickle.loads(pickle.dumps(state)) == state


def test_he_k_option_through_the_game() -> None:
    state = new(seed=3, dealer=A).apply("3NT")
    assert not state.can_apply("4C")
    assert new(seed=3, dealer=A, helm_ignores_rank=True).apply("3NT").can_apply("4C")


def test_he_h_honours_over_the_hand_only() -> None:
    # The worked deal of the guide: A holds three aces over his 16 cards, and sets none aside.
    calls = ("1NT", "Pass", "2C", "2D", "2NT", "X", "Pass", "trump NT")
    aside = ("S8", "H9", "D8", "HA", "SA", "D7")
    for over, expected in (("all", -30), ("hand", 0)):
        state = new(seed=1, dealer=A, honours_over=over)
        for action in (*calls, *(f"reserve {c}" for c in aside)):
            state = state.apply(action)
        assert state.honours_points() == expected


def test_vulnerable_option_scores_the_declarer_vulnerable() -> None:
    calls = ("1NT", "Pass", "2C", "2D", "2NT", "X", "Pass", "trump NT", "reserve S8", "reserve H9", "reserve D8")
    for vulnerable, expected in (("none", 130), ("b", 180)):
        state = new(seed=1, dealer=A, vulnerability=vulnerable)
        for action in (*calls, "reserve H7", "reserve S7", "reserve D7"):
            state = state.apply(action)
        while not state.is_over:
            state = state.apply(state.legal_actions()[0])
        assert state.points == (expected, -expected)
