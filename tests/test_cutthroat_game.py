"""The cut-throat game through the game protocol: goulash, partner, doubling, play, points."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.bridge.calls import Call
from trickcards.core.cards import Card
from trickcards.core.errors import IllegalCallError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.cutthroat import Answer, PartnerError, score
from trickcards.cutthroat.game import CUTTHROAT, CutthroatState

N, E, S, W = Seat

# North holds 14 points and 3½ quick tricks; East 10 points and ½ quick trick.
HANDS = (
    "AK32.A54.K32.432",
    "QJ54.K32.QJ4.J65",
    "T987.QJT.A65.AK7",
    "6.9876.T987.QT98",
)


def _apply(state: CutthroatState, *actions: str) -> CutthroatState:
    for action in actions:
        state = state.apply(action)
    return state


def _finish(state: CutthroatState, rng: random.Random) -> CutthroatState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_cutthroat_is_implemented_in_the_registry() -> None:
    assert find_game("cut-throat") is CUTTHROAT
    assert find_game("Cut throat") is CUTTHROAT


def test_ct_4_four_passes_bring_a_goulash_by_the_same_dealer() -> None:
    state = CUTTHROAT.new(seed=4, dealer="E")
    before = state.deal
    state = _apply(state, "Pass", "Pass", "Pass", "Pass")
    assert state.phase == "auction"
    assert state.goulashes == 1
    assert state.auction.dealer is E
    assert state.to_move is E
    assert state.deal != before
    assert sorted(c for h in state.deal.hands for c in h) == sorted(c for h in before.hands for c in h)
    assert [len(h) for h in state.deal.hands] == [13, 13, 13, 13]
    assert CUTTHROAT.replay(state.history, seed=4, dealer="E") == state


def test_the_deal_is_thrown_in_after_the_goulash_limit() -> None:
    state = CUTTHROAT.new(seed=4, goulash_limit=1)
    state = _apply(state, *["Pass"] * 8)
    assert state.is_over
    assert state.points == (0, 0, 0, 0)
    assert state.scored() is None


def test_ct_4_the_goulash_is_repeated_as_often_as_needed_by_default() -> None:
    state = CUTTHROAT.new(seed=4, dealer="E")
    for _ in range(30):
        state = _apply(state, *["Pass"] * 4)
    assert not state.is_over
    assert state.phase == "auction"
    assert state.goulashes == 30
    assert state.auction.dealer is E


def test_ct_5_no_double_in_the_auction_through_the_protocol() -> None:
    state = CUTTHROAT.new(hands=HANDS).apply("1S")
    assert not state.can_apply("X")
    assert Call.parse("X") not in state.legal_actions()


def test_the_partner_is_named_then_answers() -> None:
    state = _apply(CUTTHROAT.new(hands=HANDS), "1S", "Pass", "Pass", "Pass")
    assert (state.phase, state.to_move) == ("partner", N)
    assert state.legal_actions() == (E, S, W)
    with pytest.raises(PartnerError, match="is the declarer"):
        state.apply("N")
    with pytest.raises(PartnerError, match="names his partner"):
        state.apply("accept")
    state = state.apply("W")
    assert (state.phase, state.to_move, state.partner) == ("partner", W, W)
    assert state.legal_actions() == (Answer.ACCEPT, Answer.REFUSE)
    with pytest.raises(PartnerError, match="accept or refuse"):
        state.apply("S")
    state = state.apply("refuse")
    # West moves opposite North; South moves to West.
    assert state.table == (N, E, W, S)
    assert (state.phase, state.to_move) == ("doubling", E)  # declarer's left


def test_ct_11_through_the_protocol() -> None:
    state = _apply(CUTTHROAT.new(hands=HANDS), "1S", "Pass", "Pass", "Pass", "E", "accept")
    assert state.table == (N, S, E, W)
    state = _apply(state, "Pass", "X")  # South (now East) passes, West doubles
    assert state.to_move is N
    state = state.apply("Pass")
    assert state.to_move is E  # the accepting dummy
    state = state.apply("XX")
    assert state.phase == "play"
    assert str(state.contract) == "1SXXN"


def test_ct_12_a_refusing_dummy_is_never_asked() -> None:
    state = _apply(CUTTHROAT.new(hands=HANDS), "1S", "Pass", "Pass", "Pass", "E", "refuse", "X")
    assert state.to_move is N
    state = state.apply("Pass")
    assert state.phase == "play"
    assert str(state.contract) == "1SXN"


def test_the_play_seats_the_dummy_opposite_declarer() -> None:
    state = _apply(CUTTHROAT.new(hands=HANDS), "1S", "Pass", "Pass", "Pass", "E", "accept", "Pass", "Pass")
    play = state.play
    assert play is not None
    assert play.hands[2] == Hand.parse(HANDS[1])  # East's hand sits South
    assert play.hands[1] == Hand.parse(HANDS[2])  # South's hand sits East
    assert state.to_move is S  # the player now East leads
    state = state.apply(state.legal_actions()[0])
    assert state.to_move is N  # declarer plays the dummy's card (East's hand, at South)
    assert play.seating.names == ("North", "South", "East (dummy)", "West")


def test_points_are_the_deal_score_with_the_opener_penalty() -> None:
    state = _apply(CUTTHROAT.new(hands=HANDS), "Pass", "1C", "Pass", "Pass", "Pass", "S", "accept", "Pass", "Pass")
    state = _finish(state, random.Random(1))
    result = state.scored()
    assert result is not None
    assert result.penalised is E  # East opened with 10 points and 1 quick trick
    expected = score(
        result.contract, result.declarer_tricks, dummy=S, accepted=True, honours=result.honours, penalised=E
    ).points
    assert state.points == expected


def test_honours_go_to_their_holder() -> None:
    hands = ("AKQJ.A54.K32.432", "T54.K632.QJ4.J65", "987.QJT.A765.AK7", "632.987.T98.QT98")
    state = _apply(CUTTHROAT.new(hands=hands), "1S", "Pass", "Pass", "Pass", "W", "refuse", "Pass", "Pass")
    state = _finish(state, random.Random(2))
    result = state.scored()
    assert result is not None
    assert result.honours == (N, 100)


def test_options_reach_the_points() -> None:
    state = CUTTHROAT.new(hands=HANDS, vulnerability="ne", vulnerable_dummy_bonus="300")
    state = _apply(state, "4S", "Pass", "Pass", "Pass", "E", "accept", "Pass", "Pass")
    state = _finish(state, random.Random(3))
    result = state.scored()
    assert result is not None
    assert result.vulnerable
    assert result.dummy_vulnerable
    assert result.vulnerable_dummy_bonus == 300
    with pytest.raises(TrickcardsError):
        CUTTHROAT.new(hands=HANDS, four_nt="everyone")
    lho = CUTTHROAT.new(hands=HANDS, four_nt="lho").apply("1H").apply("Pass")
    assert lho.can_apply("2S")


def test_wrong_actions_by_phase() -> None:
    state = CUTTHROAT.new(hands=HANDS)
    with pytest.raises(IllegalCallError, match="auction is still on"):
        state.apply(Card.parse("SA"))
    state = _apply(state, "1S", "Pass", "Pass", "Pass", "E", "accept")
    with pytest.raises(IllegalCallError, match="doubling is on"):
        state.apply(Card.parse("SA"))
    with pytest.raises(IllegalCallError):
        state.apply("XX")
    state = _apply(state, "Pass", "Pass")
    with pytest.raises(TrickcardsError, match="auction is over"):
        state.apply(Call.parse("X"))


@examples(40)
@given(st.integers(0, 10_000), st.sampled_from(Seat))
def test_random_playouts_keep_the_rules(seed: int, dealer: Seat) -> None:
    rng = random.Random(seed)
    state = CUTTHROAT.new(seed=seed, dealer=dealer)
    dealt = sorted(c for h in state.deal.hands for c in h)
    while not state.is_over:
        mover = state.to_move
        phase = state.phase
        if phase == "auction":
            assert mover is state.auction.next_player
        elif phase == "partner":
            declarer = state.auction.contract.declarer if state.auction.contract else None
            assert mover is (declarer if state.partner is None else state.partner)
        elif phase == "doubling":
            assert state.doubling is not None
            refused = state.doubling.accepted is False
            assert mover is not None
            seat = state.table.index(mover)
            if refused:
                assert Seat(seat) is not state.doubling.dummy
        elif phase == "play":
            assert state.play is not None
            assert state.doubling is not None
            assert mover is not state.table[state.doubling.dummy]
            # Cards are conserved: held plus played make the deal.
            held = [c for h in state.play.hands for c in h]
            assert sorted([*held, *state.play.played]) == sorted(c for h in state.deal.hands for c in h)
        state = state.apply(rng.choice(state.legal_actions()))
    assert sorted(c for h in state.deal.hands for c in h) == dealt
    result = state.scored()
    points = state.points
    assert points is not None
    if result is None:
        assert points == (0, 0, 0, 0)
        return
    assert points == result.points
    declarer, dummy = result.declarer, result.dummy
    opponents = [p for p in Seat if p is not declarer and not (p is dummy and result.accepted)]
    penalty = [300 if name == "opener penalty" else 0 for p in Seat for name, _ in result.components(p)]
    base = [
        sum(points_ for name, points_ in result.components(p) if name not in ("opener penalty", "honours"))
        for p in Seat
    ]
    if result.made:
        assert all(base[p] == 0 for p in opponents)
        assert base[declarer] >= result.result.trick_points > 0
    else:
        assert {base[p] for p in opponents} == {result.result.undertricks}
        assert base[declarer] == 0
        if result.accepted:
            assert base[dummy] == 0
    assert sum(penalty) in (0, 900)
    assert pickle.loads(pickle.dumps(state)) == state
    assert CUTTHROAT.replay(state.history, seed=seed, dealer=dealer) == state


def test_a_partner_action_in_the_auction_is_refused_by_its_rule() -> None:
    state = CUTTHROAT.new(hands=HANDS)
    with pytest.raises(PartnerError, match="between the auction and the doubling"):
        state.apply(S)
    with pytest.raises(PartnerError, match="between the auction and the doubling"):
        state.apply(Answer.ACCEPT)
    with pytest.raises(TrickcardsError):
        state.parse_action("accept")
