"""Each game's adapter to the protocol: its phases, its points and its rule options."""

from __future__ import annotations

import random
from typing import Any

import pytest

from trickcards import Card, Seat, find_game
from trickcards.blackout import Bid
from trickcards.blackout.game import BLACKOUT_GAME, BlackoutAction, BlackoutState, Change
from trickcards.brandeln import Player as BrandelnPlayer
from trickcards.brandeln.game import BRANDELN_GAME, BrandelnAction, BrandelnState, Trumps
from trickcards.bridge import PASS
from trickcards.bridge.game import (
    CHICAGO,
    DUPLICATE,
    RUBBER,
    AuctionPlayState,
    BridgeAction,
    BridgeState,
    BridgeTableState,
    DuplicateState,
    TwoPlayerTableState,
)
from trickcards.bridgette import Player
from trickcards.bridgette.game import BRIDGETTE_GAME, BridgetteAction, BridgetteState
from trickcards.chinese_bridge.game import ChineseBridgeState
from trickcards.core.errors import IllegalCallError, IllegalPlayError, IllegalStepError, ParseError, TrickcardsError
from trickcards.partnership_blackout.game import (
    PARTNERSHIP_BLACKOUT_GAME,
    PartnershipBlackoutAction,
    PartnershipBlackoutState,
)
from trickcards.protocol.game import DRAW, DealState, GameState
from trickcards.strategies import random_actions
from trickcards.three_handed.game import ThreeHandedState
from trickcards.two_handed.game import TwoHandedState
from trickcards.two_player_null.game import TwoPlayerNullState


def _apply(state: Any, *actions: object) -> Any:
    for action in actions:
        state = state.apply(action)
    return state


def _finish(state: Any, seed: int = 0) -> Any:
    return random_actions(state, random.Random(seed))


# --- mypy checks each game's state against the protocol with its own types ---------------


def _typed(
    bridge: DuplicateState,
    bridgette: BridgetteState,
    brandeln: BrandelnState,
    partnership: PartnershipBlackoutState,
    blackout: BlackoutState,
) -> tuple[GameState[Any, Any], ...]:
    checked_bridge: GameState[BridgeAction, Seat] = bridge
    checked_bridgette: GameState[BridgetteAction, Player] = bridgette
    checked_brandeln: GameState[BrandelnAction, BrandelnPlayer] = brandeln
    checked_partnership: GameState[PartnershipBlackoutAction, Seat] = partnership
    checked_blackout: GameState[BlackoutAction, int] = blackout
    return (checked_bridge, checked_bridgette, checked_brandeln, checked_partnership, checked_blackout)


def test_each_state_has_its_game_types() -> None:
    states = (
        DUPLICATE.new(seed=1),
        BRIDGETTE_GAME.new(seed=1),
        BRANDELN_GAME.new(seed=1),
        PARTNERSHIP_BLACKOUT_GAME.new(seed=1),
        BLACKOUT_GAME.new(seed=1),
    )
    assert isinstance(states[0], DuplicateState)
    assert isinstance(states[1], BridgetteState)
    assert isinstance(states[2], BrandelnState)
    assert isinstance(states[3], PartnershipBlackoutState)
    assert isinstance(states[4], BlackoutState)
    assert len(_typed(*states)) == 5


# --- contract bridge --------------------------------------------------------------------


def test_bridge_passed_out_deal_scores_zero() -> None:
    state = _apply(DUPLICATE.new(seed=2), "Pass", "Pass", "Pass", "Pass")
    assert state.is_over
    assert state.points == (0, 0, 0, 0)
    assert state.play is None


def test_bridge_declarer_chooses_dummys_cards() -> None:
    state = _apply(DUPLICATE.new(seed=3, dealer="S"), "1NT", "Pass", "Pass", "Pass")
    assert state.play.declarer is Seat.SOUTH
    state = state.apply(state.legal_actions()[0])  # West leads; North (dummy) is next
    assert state.play.next_seat is Seat.NORTH
    assert state.to_move is Seat.SOUTH


def test_bridge_points_are_signed_per_side_and_follow_the_table() -> None:
    calls = ("1NT", "Pass", "Pass", "Pass")
    for game in (DUPLICATE, RUBBER, CHICAGO):
        state = _finish(_apply(game.new(seed=4, dealer="N"), *calls), 1)
        n, e, s, w = state.points
        assert (n, e) == (s, w)
        assert n == -e
    duplicate = _finish(_apply(DUPLICATE.new(seed=4, dealer="N"), *calls), 1)
    rubber = _finish(_apply(RUBBER.new(seed=4, dealer="N"), *calls), 1)
    if duplicate.play.declarer_tricks >= 7:
        assert duplicate.points[0] - rubber.points[0] in (50, 50 - 150, 50 - 100, 50 + 150, 50 + 100)


def test_bridge_vulnerability_changes_the_undertricks() -> None:
    calls = ("7NT", "X", "XX", "Pass", "Pass", "Pass")
    quiet = _finish(_apply(DUPLICATE.new(seed=5), *calls), 2)
    loud = _finish(_apply(DUPLICATE.new(seed=5, vulnerability="both"), *calls), 2)
    assert quiet.history == loud.history
    assert loud.points[0] < quiet.points[0] < 0


def test_bridge_refuses_a_card_in_the_auction_and_a_call_in_the_play() -> None:
    state = DUPLICATE.new(seed=6)
    with pytest.raises(IllegalCallError, match="is a card, but the auction is still on"):
        state.apply(Card.parse("SA"))
    state = _apply(state, "1C", "Pass", "Pass", "Pass")
    with pytest.raises(IllegalCallError, match="is a call, but the auction is over"):
        state.verify(PASS)
    with pytest.raises(ParseError):
        state.apply("Pass")


def test_bridge_hands_may_be_a_deal() -> None:
    dealt = DUPLICATE.new(seed=7)
    assert DUPLICATE.new(hands=dealt.deal) == dealt
    assert DUPLICATE.new(hands=[str(h) for h in dealt.deal.hands]) == dealt


# --- Bridgette ----------------------------------------------------------------------------


def test_bridgette_draws_then_discards_non_dealer_first() -> None:
    state = BRIDGETTE_GAME.new(seed=1, dealer="A")
    assert (state.phase, state.to_move, state.legal_actions()) == ("draw", Player.B, (DRAW,))
    state = _apply(state, "draw", DRAW)
    assert state.phase == "exchange"
    dealer_draw = state.exchange.dealer_draw
    for _ in range(2):
        assert state.to_move is Player.B
        state = state.apply(state.legal_actions()[0])
    for _ in range(dealer_draw):
        assert state.to_move is Player.A
        state = state.apply(state.legal_actions()[-1])
    assert state.phase == "auction"
    assert state.exchange.is_complete
    assert [len(h) for h in state.auction.hands] == [13, 13]


def test_bridgette_discards_are_checked() -> None:
    state = _apply(BRIDGETTE_GAME.new(seed=2, dealer="B"), "Draw", "Draw")
    card = state.legal_actions()[0]
    with pytest.raises(IllegalStepError, match="has already discarded"):
        state.apply(card).verify(card)
    foreign = next(c for c in state.exchange.hands[Player.B])
    with pytest.raises(IllegalStepError, match="does not hold"):
        state.verify(foreign)
    with pytest.raises(IllegalStepError):
        state.verify(DRAW)


def test_bridgette_two_opening_passes_cancel_the_deal() -> None:
    state = BRIDGETTE_GAME.new(seed=3)
    while state.phase != "auction":
        state = state.apply(state.legal_actions()[0])
    state = _apply(state, "Pass", "Pass")
    assert state.is_over
    assert state.points == (0, 0)


def test_bridgette_set_hands_start_at_the_auction() -> None:
    state = BRIDGETTE_GAME.new(seed=4)
    while state.phase != "auction":
        state = state.apply(state.legal_actions()[0])
    assert state.auction is not None
    hands = state.auction.hands
    set_deal = BRIDGETTE_GAME.new(hands=hands, dealer=state.start.dealer)
    assert set_deal.phase == "auction"
    assert set_deal.legal_actions() == state.legal_actions()
    with pytest.raises(TrickcardsError):
        BRIDGETTE_GAME.new(hands=[hands[0], hands[0]])


def test_bridgette_upcard_option_changes_the_draw() -> None:
    usual = _apply(BRIDGETTE_GAME.new(seed=5), "Draw")
    other = _apply(BRIDGETTE_GAME.new(seed=5, upcard_to_non_dealer=False), "Draw")
    upcard = usual.exchange.upcard
    assert upcard in usual.exchange.hands[usual.exchange.non_dealer]
    assert upcard not in other.exchange.hands[other.exchange.non_dealer]


# --- Brandeln -------------------------------------------------------------------------------


def test_brandeln_trump_contract_is_declared() -> None:
    state = _apply(BRANDELN_GAME.new(seed=2), "Brandeln", "Pass", "Pass", "Pass")
    assert state.phase == "declare"
    assert state.to_move is BrandelnPlayer.F
    with pytest.raises(IllegalCallError):
        state.verify(Card.parse("SA"))
    state = state.apply("Trumps h")
    assert state.phase == "play"
    assert state.play.declaration.trump is not None
    assert state.history[-1] == Trumps.parse("hearts")


def test_brandeln_null_needs_no_declaration() -> None:
    state = BRANDELN_GAME.new(seed=2, open_any_contract=True)
    state = _apply(state, "Null", "Pass", "Pass", "Pass")
    assert state.phase == "play"
    assert state.play.declaration.trump is None


def test_brandeln_all_pass_is_the_lottery_on_both_tables() -> None:
    for table in ("seed", "classic"):
        state = _apply(BRANDELN_GAME.new(seed=3, table=table), "Pass", "Pass", "Pass", "Pass")
        assert state.phase == "play"
        assert state.play.is_lottery
        assert state.to_move is BrandelnPlayer.F
        points = _finish(state).points
        assert sorted(points)[1:3] == [0, 0]


def test_brandeln_classic_table_has_no_all_without_trump() -> None:
    state = _apply(BRANDELN_GAME.new(seed=4, table="classic"), "Brandeln")
    assert "All-without-trump" not in [str(a) for a in state.legal_actions()]
    assert "All-without-trump" in [str(a) for a in _apply(BRANDELN_GAME.new(seed=4), "Brandeln").legal_actions()]


def test_brandeln_dealer_is_a_table_number() -> None:
    assert BRANDELN_GAME.new(seed=1, dealer=2).start.dealer == 2
    with pytest.raises(TrickcardsError):
        BRANDELN_GAME.new(seed=1, dealer=4)


# --- Partnership Blackout ---------------------------------------------------------------------


def test_partnership_blackout_skips_the_partner_of_board_or_nil() -> None:
    state = _apply(PARTNERSHIP_BLACKOUT_GAME.new(seed=1, dealer="W"), "Nil", "4")
    assert state.to_move is Seat.WEST
    state = state.apply("2")
    assert state.phase == "play"
    assert state.to_move is Seat.NORTH


def test_partnership_blackout_partners_get_equal_points() -> None:
    for seed in range(5):
        n, e, s, w = _finish(PARTNERSHIP_BLACKOUT_GAME.new(seed=seed), seed).points
        assert (n, e) == (s, w)


def test_partnership_blackout_spade_lead_option() -> None:
    never = _apply(PARTNERSHIP_BLACKOUT_GAME.new(seed=2), "3", "3", "3", "3")
    assert never.play.options.spades_broken is False
    broken = _apply(PARTNERSHIP_BLACKOUT_GAME.new(seed=2, spades_broken=True), "3", "3", "3", "3")
    assert broken.play.options.spades_broken is True


# --- Blackout --------------------------------------------------------------------------------------


def test_blackout_a_change_closes_when_the_next_player_bids() -> None:  # BO-16
    state = BLACKOUT_GAME.new(seed=1, cards=5, dealer=3)
    state = state.apply(2)  # type: ignore[arg-type]  # a bid may be given as its number
    assert Change(3) in state.legal_actions()
    state = state.apply("Change 3")
    assert state.bidding.bids == (Bid(3),)
    state = state.apply(Bid(1))
    assert Change(3) in state.legal_actions()  # player 1's change, to 3
    assert state.bidding.bids == (Bid(3), Bid(1))
    with pytest.raises(IllegalCallError, match="already player 1's bid"):
        state.verify(Change(1))


def test_blackout_the_dealers_change_closes_at_the_first_lead() -> None:
    state = _apply(BLACKOUT_GAME.new(seed=2, cards=5, dealer=3), 2, 1, 0)
    assert state.bidding.barred == Bid(2)
    assert Bid(2) not in state.legal_actions()
    assert not state.can_apply(2)
    state = state.apply(4)
    assert state.phase == "play"
    assert state.to_move == 0
    changes = [a for a in state.legal_actions() if isinstance(a, Change)]
    assert Change(2) not in changes  # still barred (BO-4)
    assert Change(0) in changes
    state = state.apply(Change(0))
    assert state.bidding.by_player[3] == Bid(0)
    card = next(a for a in state.legal_actions() if isinstance(a, Card))
    state = state.apply(card)
    assert not [a for a in state.legal_actions() if isinstance(a, Change)]
    with pytest.raises(IllegalCallError, match="the first card has been led"):
        state.verify("Change 1")


def test_blackout_cards_wait_for_the_bids() -> None:
    state = BLACKOUT_GAME.new(seed=3, cards=2)
    card = next(iter(state.deal.hands[0]))
    with pytest.raises(IllegalPlayError, match="still to bid"):
        state.verify(card)
    with pytest.raises(IllegalCallError, match="no one has bid yet"):
        state.verify(Change(1))


def test_blackout_set_hands_need_the_stock_and_matching_options() -> None:
    dealt = BLACKOUT_GAME.new(seed=4, players=3, cards=4)
    again = BLACKOUT_GAME.new(hands=dealt.start.cards, players=3, cards=4)
    assert again == dealt
    with pytest.raises(TrickcardsError, match="players=3 takes 3 hands and then the stock"):
        BLACKOUT_GAME.new(hands=[*dealt.start.cards, "..."], cards=4, players=3)
    with pytest.raises(TrickcardsError, match="each hand holds 7"):
        BLACKOUT_GAME.new(hands=dealt.start.cards, players=3)
    with pytest.raises(TrickcardsError):
        BLACKOUT_GAME.new(hands=dealt.start.cards[:3], players=3, cards=4)


def test_blackout_thirteen_cards_to_four_players_have_no_trumps() -> None:  # BO-2
    state = BLACKOUT_GAME.new(seed=5, cards=13)
    assert len(state.start.cards) == 4
    assert state.deal.trump is None
    with pytest.raises(TrickcardsError, match="1 to 10 cards"):
        BLACKOUT_GAME.new(seed=5, players=5, cards=11)


def test_blackout_points_follow_the_preset() -> None:
    bids = (1, 1, 1, 1)
    hoyle = _finish(_apply(BLACKOUT_GAME.new(seed=6, cards=5), *bids), 3)
    seed10 = _finish(_apply(BLACKOUT_GAME.new(seed=6, cards=5, scoring="seed10"), *bids), 3)
    assert hoyle.history == seed10.history
    for low, high in zip(hoyle.points, seed10.points, strict=True):
        assert (low, high) in ((0, 0), (11, 20))


def test_blackout_points_per_player_number() -> None:
    state = _finish(BLACKOUT_GAME.new(seed=7, players=6, cards=3, dealer=5), 4)
    assert len(state.points) == 6
    assert state.players == tuple(range(6))


# --- options, find_game --------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["bridge", "Oh Hell", "brandle", "PARTNERSHIP-BLACKOUT", "Bridgette"])
def test_find_game_returns_the_adapters(name: str) -> None:
    game = find_game(name)
    assert isinstance(game.new(seed=1), DealState)


def test_bridge_family_adapters_share_one_table_state() -> None:
    # The auction-then-play state is written once; every bridge-family game builds on it,
    # and a game without a phase before the auction adds no dispatch of its own.
    for state in (BridgeState, ThreeHandedState, TwoHandedState, TwoPlayerNullState):
        assert issubclass(state, BridgeTableState)
    for state in (BridgeState, TwoHandedState):
        assert {"_verify", "_after", "phase", "to_move"}.isdisjoint(vars(state))
    # The two-player games share who moves and the zero-sum points.
    for state in (TwoHandedState, TwoPlayerNullState):
        assert issubclass(state, TwoPlayerTableState)
        assert {"players", "_mover", "_points", "declarer_score"}.isdisjoint(vars(state))


def test_chinese_bridge_shares_the_auction_then_play_state() -> None:
    # Chinese bridge plays two cards a player a trick, not at a table, on the same base.
    assert issubclass(ChineseBridgeState, AuctionPlayState)
    assert issubclass(BridgeTableState, AuctionPlayState)
    assert {"_verify", "_after", "phase", "to_move", "legal_actions"}.isdisjoint(vars(ChineseBridgeState))
