"""Trio through the game protocol (``bridge-variants.md`` §8): the vectors on whole deals, and random playouts.

The playouts check §8's invariants after every action: no card lost or duplicated,
the right player to move (South, North, East in the auction; East for West's cards,
declarer for his dummy's in the play), West face up from the start, and points that
add up to zero with North and South level and East paying or taking twice.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import find_game
from trickcards.bridge import Call, Contract, Deal
from trickcards.core.cards import Card
from trickcards.core.errors import IllegalCallError, IllegalPlayError, TrickcardsError
from trickcards.core.seats import Seat
from trickcards.trio import PLAYERS, Settlement, TrioSeatError, score
from trickcards.trio.game import TRIO, TrioState

N, E, S, W = Seat


def _new(seed: int = 8, **options: object) -> TrioState:
    state = TRIO.new(seed=seed, **options)  # type: ignore[arg-type]  # options by name, checked by the game
    assert isinstance(state, TrioState)
    return state


def _apply(state: TrioState, *actions: str) -> TrioState:
    for action in actions:
        state = state.apply(action)
    return state


def test_find_game_trio() -> None:
    assert find_game("Trio") is TRIO
    assert TRIO.players == (3,)


@pytest.mark.parametrize("dealer", ["N", "E", "S"])
def test_tr_1_game_south_calls_first(dealer: str) -> None:
    state = _new(dealer=dealer)
    assert state.phase == "auction"
    assert state.to_move is S
    assert state.start.dealer is Seat.parse(dealer)


def test_tr_2_game_calling_order() -> None:
    state = _new()
    movers = []
    for call in ("Pass", "1C", "Pass", "1H", "Pass"):
        movers.append(state.to_move)
        state = state.apply(call)
    assert movers == [S, N, E, S, N]


def test_tr_4_game_east_chooses_west_opening_lead() -> None:
    state = _apply(_new(), "1H", "2H", "Pass", "Pass")
    assert state.phase == "play"
    assert state.play is not None
    assert state.play.contract == Contract.parse("2HS")
    assert state.play.next_player is W
    assert state.to_move is E
    state = state.apply(state.legal_actions()[0])
    assert state.play is not None
    assert state.play.next_player is N
    assert state.to_move is S  # North is South's dummy


def test_tr_5_game_east_declares_south_leads() -> None:
    state = _apply(_new(), "Pass", "Pass", "3NT", "Pass", "Pass")
    assert state.play is not None
    assert state.play.contract == Contract.parse("3NTE")
    assert state.to_move is S
    state = state.apply(state.legal_actions()[0])
    assert state.to_move is E  # West, East's dummy, plays second: East chooses


def test_tr_6_game_north_declares_east_leads() -> None:
    state = _apply(_new(), "Pass", "1S", "Pass", "Pass")
    assert state.play is not None
    assert state.play.contract == Contract.parse("1SN")
    assert state.to_move is E


def test_tr_7_game_double_of_partner_refused() -> None:
    state = _apply(_new(), "1S")
    assert Call.parse("X") not in state.legal_actions()
    with pytest.raises(IllegalCallError, match="whose side made that bid"):
        state.apply("X")


def test_tr_8_game_north_may_not_redouble_east_may() -> None:
    state = _apply(_new(), "Pass", "Pass", "1NT", "X")
    assert not state.can_apply("XX")
    state = state.apply("Pass")
    assert state.to_move is E
    assert state.can_apply("XX")


def test_tr_c_game_all_pass_scores_nothing() -> None:
    state = _apply(_new(), "Pass", "Pass", "Pass")
    assert state.is_over
    assert state.points == (0, 0, 0)
    assert state.scored() is None


def test_west_never_deals_and_the_hands_may_be_given() -> None:
    with pytest.raises(TrioSeatError, match="West is the dummy"):
        TRIO.new(seed=1, dealer="W")
    deal = Deal.random(3)
    state = TRIO.new(hands=deal, dealer="S")
    assert isinstance(state, TrioState)
    assert state.deal == deal
    assert state.dummy_hand == deal[W]
    assert TRIO.new(hands=list(deal.hands)) == TRIO.new(hands=deal)


def test_points_settle_the_deal_two_to_one() -> None:
    state = _apply(_new(seed=11, vulnerability="ns"), "4H", "Pass", "Pass")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.scored()
    assert result is not None
    tricks = result.declarer_tricks
    expected = score("4HS", tricks, vulnerable=True, honours=state.deal).total
    assert state.points == Settlement(expected).amounts
    assert state.points is not None
    assert sum(state.points) == 0


def test_options_are_checked() -> None:
    three = _apply(_new(ending_passes=3), "1S", "Pass", "Pass")
    assert three.phase == "auction"
    with pytest.raises(TrickcardsError, match="ending_passes"):
        _new(ending_passes=4)
    with pytest.raises(TrickcardsError, match="vulnerability"):
        _new(vulnerability="x")


def test_actions_of_the_wrong_phase_are_refused() -> None:
    state = _new()
    with pytest.raises(IllegalCallError, match="auction is still on"):
        state.apply(Card.parse("SA"))
    state = _apply(state, "1S", "Pass", "Pass")
    with pytest.raises(IllegalCallError, match="auction is over"):
        state.apply(Call.parse("2S"))
    card = next(c for c in state.deal[N] if c not in state.legal_actions())
    with pytest.raises(IllegalPlayError):
        state.apply(card)


def _choose(state: TrioState, rng: random.Random) -> object:
    actions = state.legal_actions()
    if state.phase == "auction" and rng.random() < 0.6:
        return Call.parse("Pass")
    return rng.choice(actions)


@given(st.integers(0, 2**32 - 1), st.sampled_from(PLAYERS), st.sampled_from(["none", "ns", "ew", "both"]))
def test_playouts_conserve_cards_move_the_right_player_and_settle_to_zero(
    seed: int, dealer: Seat, vulnerability: str
) -> None:
    rng = random.Random(seed)
    state = _new(seed=seed, dealer=dealer, vulnerability=vulnerability)
    dealt = set(state.deal.hands[0]) | set(state.deal.hands[1]) | set(state.deal.hands[2]) | set(state.deal[W])
    assert len(dealt) == 52
    callers = [S, N, E]
    while not state.is_over:
        mover = state.to_move
        assert mover in PLAYERS  # West never moves
        if state.phase == "auction":
            assert mover is callers[len(state.auction.calls) % 3]
        else:
            play = state.play
            assert play is not None
            seat = play.next_player
            declarer = play.contract.declarer
            assert declarer is not None
            if seat is W:
                assert mover is E
            elif declarer is not E and seat is declarer.partner:
                assert mover is declarer
            else:
                assert mover is seat
            assert W in play.exposed  # West face up from the start
            held = {c for hand in play.hands for c in hand}
            assert len(held) + len(play.played) == 52
            assert held | set(play.played) == dealt
        action = _choose(state, rng)
        state = state.apply(action)  # type: ignore[arg-type]  # a legal action of this state
    points = state.points
    assert points is not None
    assert sum(points) == 0
    assert points[0] == points[2]
    assert points[1] == -2 * points[0]
    if state.play is not None:
        assert state.play.declarer_tricks + state.play.defender_tricks == 13
    assert TRIO.replay(state.history, seed=seed, dealer=dealer, vulnerability=vulnerability) == state
