"""Values the protocol's states keep rather than recompute: each equals its recomputation.

Helm, Bridgette and the cut-throat game find their phase once per state (a slot), Helm
keeps each player's dealt cards until the next packets, a game's constant trick order
is checked once, and checked values (a Bridgette exchange, a Chinese-bridge deal's
holdings, a shuffled deal of Helm or Chinese bridge, the play each starts from its
checked deal) are built on without checking them again. None of it may show: the kept
value equals the walk it replaces along random deals, and equality, hashing, pickling
and ``repr`` are those of a state replayed from its start.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterable, Sequence
from typing import Any

import pytest
from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.chinese_bridge import ChineseDeal, ChineseHoldings
from trickcards.chinese_bridge.game import ChineseBridgeState
from trickcards.chinese_bridge.play import LEADER_FIRST_ORDER, ORDER, ChinesePlay
from trickcards.core.deck import Deck, random_source
from trickcards.core.errors import InvalidDealError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.engine.sequenced_play import OpenHands, SequencedPlay
from trickcards.engine.trick_play import TrickRules
from trickcards.helm.deal import HelmDeal
from trickcards.helm.game import HelmState
from trickcards.helm.play import start_play
from trickcards.protocol.game import Start, find_game, random_actions, random_playout

KEPT_PHASE_GAMES = ("helm", "bridgette", "cut-throat")


def _assert_same_state(other: Any, state: Any) -> None:
    """``other`` is ``state`` to every reader: equal, the same hash, repr and legal actions."""
    assert other == state
    assert hash(other) == hash(state)
    assert repr(other) == repr(state)
    assert other.legal_actions() == state.legal_actions()


def _walk(name: str, seed: int) -> list[Any]:
    """Every state of a random deal of ``name``, action by action."""
    rng = random.Random(seed)
    state: Any = find_game(name).new(seed=rng.randrange(2**32))
    states = [state]
    while not state.is_over:
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
        states.append(state)
    return states


@pytest.mark.parametrize("name", KEPT_PHASE_GAMES)
@examples(20)
@given(seed=st.integers(0, 2**32 - 1))
def test_kept_phase_is_the_walked_phase(name: str, seed: int) -> None:
    for state in _walk(name, seed):
        assert type(state)._phase_kept
        assert state.phase == state._find_phase()
        assert state.is_over == (state._find_phase() == "over")


@pytest.mark.parametrize("name", KEPT_PHASE_GAMES)
@examples(10)
@given(seed=st.integers(0, 2**32 - 1))
def test_kept_phase_leaves_values_unchanged(name: str, seed: int) -> None:
    game = find_game(name)
    for state in _walk(name, seed):
        replayed: Any = game.state.first(state.start)
        for action in state.history:
            replayed = replayed.apply(str(action))
        for other in (replayed, pickle.loads(pickle.dumps(state))):
            _assert_same_state(other, state)
            assert other.phase == state.phase
            assert other.to_move == state.to_move


@examples(30)
@given(seed=st.integers(0, 2**32 - 1))
def test_helm_kept_holdings_are_the_cards_dealt_at_the_stage(seed: int) -> None:
    for state in _walk("helm", seed):
        assert isinstance(state, HelmState)
        assert state.holdings == state.deal.hands(state.stage)


@examples(30)
@given(seed=st.integers(0, 2**32 - 1))
def test_bridgette_exchanges_built_unchecked_pass_the_checks(seed: int) -> None:
    # Draws and discards build the next Exchange without its checks: rebuilt checked, it is equal.
    for state in _walk("bridgette", seed):
        exchange = state.exchange
        if exchange is not None:
            assert evolve(exchange) == exchange
            assert hash(evolve(exchange)) == hash(exchange)


@given(seed=st.integers(0, 2**32 - 1), uncover=st.booleans(), hand_only=st.booleans())
def test_a_deals_holdings_built_unchecked_are_the_checked_ones(seed: int, uncover: bool, hand_only: bool) -> None:
    deal = ChineseDeal.random(seed)
    piles = [zip(deal.face_down[p], deal.face_up[p], strict=True) for p in (0, 1)]
    checked = ChineseHoldings.deal(deal.hands, piles, uncover, hand_only)
    assert deal.holdings(uncover, hand_only) == checked
    assert hash(deal.holdings(uncover, hand_only)) == hash(checked)


@pytest.mark.parametrize(("flags", "message"), [(("no", False), "uncover_immediately"), ((True, 1), "follow_hand")])
def test_a_deals_holdings_refuse_junk_flags_as_before(flags: tuple[object, object], message: str) -> None:
    with pytest.raises(TrickcardsError, match=message):
        ChineseDeal.random(3).holdings(*flags)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", [*KEPT_PHASE_GAMES, "chinese-bridge"])
@examples(10)
@given(seed=st.integers(0, 2**32 - 1))
def test_playout_in_one_step_is_the_playout_action_by_action(name: str, seed: int) -> None:
    start = find_game(name).new(seed=seed)
    over = random_playout(start, random.Random(seed))
    assert over == random_actions(start, random.Random(seed))
    assert over.phase == "over"


UNCHECKED_DEAL_GAMES = ("helm", "chinese-bridge")


def _options(name: str, flags: tuple[bool, bool, bool]) -> dict[str, Any]:
    """Options of ``name`` that change how its deal is started and played, set by ``flags``."""
    if name == "helm":
        return {"declarer_leads": flags[0]}
    return {
        "uncover_immediately": flags[0],
        "order": "llff" if flags[1] else "lflf",
        "follow_suit_over": "hand" if flags[2] else "available",
    }


@pytest.mark.parametrize("name", UNCHECKED_DEAL_GAMES)
@examples(30)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.sampled_from((None, 0, 1, "B")))
def test_a_shuffled_deal_handed_on_unchecked_is_the_checked_one(name: str, seed: int, dealer: object) -> None:
    # new(seed=...) hands its shuffled deal to the first state unchecked; first() of the
    # same start checks the cards: the same state, and the same deal value.
    game = find_game(name)
    state: Any = game.new(seed=seed, dealer=dealer)
    checked: Any = game.state.first(game.state.start_from(random_source(seed), None, dealer, game.check_options({})))
    for other in (checked, pickle.loads(pickle.dumps(state))):
        _assert_same_state(other, state)
        assert other.deal == state.deal
        assert hash(other.deal) == hash(state.deal)
        assert repr(other.deal) == repr(state.deal)
    assert evolve(state.deal) == state.deal  # the unchecked deal passes the checks
    assert pickle.loads(pickle.dumps(state.deal)) == state.deal
    # The same cards given as text: read and checked once, the same first state.
    given: Any = game.new(hands=[str(cards) for cards in state.start.cards], dealer=dealer)
    assert given == state
    assert given.deal == state.deal


@pytest.mark.parametrize("name", UNCHECKED_DEAL_GAMES)
def test_a_deal_given_by_hand_is_still_checked(name: str) -> None:
    # A card of the second packet given in the first's place: in two places, one missing.
    game = find_game(name)
    texts = [str(cards) for cards in game.new(seed=5).start.cards]
    first, second = game.new(seed=5).start.cards[:2]
    assert isinstance(first, Hand)
    assert isinstance(second, Hand)
    wrong = Hand.from_mask(first.mask & (first.mask - 1) | (second.mask & -second.mask))
    texts[0] = str(wrong)
    with pytest.raises(InvalidDealError):
        game.new(hands=texts)
    start = game.new(seed=5).start
    with pytest.raises(InvalidDealError):
        game.state.first(Start((wrong, *start.cards[1:]), start.dealer, start.options))


@given(seed=st.integers(0, 2**32 - 1), dealer=st.sampled_from((0, 1)))
def test_a_random_chinese_deal_is_the_checked_deal_of_its_pack(seed: int, dealer: int) -> None:
    checked = ChineseDeal.from_pack(Deck.standard().shuffled(seed), dealer)
    assert ChineseDeal.random(seed, dealer) == checked
    assert hash(ChineseDeal.random(seed, dealer)) == hash(checked)


@pytest.mark.parametrize("name", UNCHECKED_DEAL_GAMES)
@examples(20)
@given(seed=st.integers(0, 2**32 - 1), flags=st.tuples(st.booleans(), st.booleans(), st.booleans()))
def test_a_play_started_unchecked_from_the_deal_is_the_checked_one(
    name: str, seed: int, flags: tuple[bool, bool, bool]
) -> None:
    # The play starts from the state's checked deal without the checks of the public
    # start: it equals the play those checks start.
    rng = random.Random(seed)
    state: Any = find_game(name).new(seed=rng.randrange(2**32), **_options(name, flags))
    while state.play is None and not state.is_over:
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    if state.play is None:
        return  # a Helm auction with no bid: no play
    if isinstance(state, HelmState):
        contract, leader = state.contract, state.opening_leader
        assert contract is not None
        assert leader is not None
        checked: Any = start_play(state.hands, state.reserves, contract.strain, leader)
        assert HelmDeal(state.deal.first, state.deal.stock, state.deal.dealer) == state.deal
    else:
        assert isinstance(state, ChineseBridgeState)
        play = state.play
        assert play is not None
        order = LEADER_FIRST_ORDER if flags[1] else ORDER
        checked = ChinesePlay.start(state.deal, play.contract, flags[0], order, flags[2])
    for kept, fresh in ((state.play, checked), (state.play.holdings, checked.holdings)):
        assert kept == fresh
        assert hash(kept) == hash(fresh)
        assert repr(kept) == repr(fresh)
        assert pickle.loads(pickle.dumps(kept)) == fresh
    assert state.play.legal_cards() == checked.legal_cards()
    replayed: Any = find_game(name).state.first(state.start)
    for action in state.history:
        replayed = replayed.apply(action)
    assert replayed == state
    assert replayed.play == state.play


def _start(order: Iterable[Sequence[int]], names: tuple[str, ...] = ()) -> SequencedPlay:
    return SequencedPlay.start(TrickRules(), OpenHands.of(["A.-.-.-", "2.-.-.-"]), 0, order, names=names)


def test_a_checked_order_gives_the_same_play_and_errors_again() -> None:
    order = ((0, 1),)
    assert _start(order).legal_cards() == _start(order).legal_cards() == _start([(0, 1)]).legal_cards()
    unequal = ((0, 0),)
    for _ in range(2):  # the second time from the kept check: the same refusal
        with pytest.raises(TrickcardsError, match="equally often"):
            _start(unequal)
        # A wrong name is still refused first, as before any order was kept.
        with pytest.raises(TrickcardsError, match="one name per player"):
            _start(unequal, names=("A",))


def test_an_order_that_can_change_is_checked_each_time() -> None:
    order = [(0, 1)]
    _start(order)
    order.append((0, 1))
    with pytest.raises(TrickcardsError, match="the tricks need 2"):
        _start(order)
