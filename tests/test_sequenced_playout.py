"""Helm's and Chinese bridge's play by the kernel in one step, beside the card-by-card path.

The protocol's ``random_playout`` plays their sequenced tricks through
``trickcards.core._kernel.sequenced_playout``; ``random_actions`` plays them card by card
through the protocol. With equal seeds both must reach the same final state, scores
and history, and refuse an illegal card alike afterwards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Deck, Hand
from trickcards.bridge import Contract, Strain
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.chinese_bridge.holdings import ChineseHoldings, Pile
from trickcards.chinese_bridge.play import LEADER_FIRST_ORDER, ORDER, ChinesePlay
from trickcards.core.errors import InvalidDealError, TrickcardsError
from trickcards.engine import sequenced_play as sequenced
from trickcards.engine._sequenced_playout import _played_out
from trickcards.engine.sequenced_play import OpenHands, SequencedPlay
from trickcards.engine.sequenced_play import random_playout as sequenced_playout
from trickcards.engine.trick_play import TrickRules
from trickcards.helm.play import HELM_ORDER, HelmHoldings, start_play
from trickcards.protocol.game import find_game, random_actions, random_playout

T = TypeVar("T")

VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "helm": ("helm", {}),
    "helm-declarer-leads": ("helm", {"declarer_leads": True}),
    "chinese-bridge": ("chinese-bridge", {}),
    "chinese-uncover-immediately": ("chinese-bridge", {"uncover_immediately": True}),
    "chinese-llff": ("chinese-bridge", {"order": "llff"}),
    "chinese-follow-over-hand": ("chinese-bridge", {"follow_suit_over": "hand"}),
    "chinese-all-options": (
        "chinese-bridge",
        {"uncover_immediately": True, "order": "llff", "follow_suit_over": "hand"},
    ),
}


def _in_play(name: str, seed: int, cards: int) -> Any:
    """A state of variant ``name`` after a random auction and ``cards`` more random actions (fewer if it ends)."""
    game, options = VARIANTS[name]
    state: Any = find_game(game).new(seed=seed, **options)
    rng = random.Random(seed)
    while not state.is_over and state.phase != "play":
        state = random_actions(state, rng, 1)
    return random_actions(state, rng, cards)


def _refusal(apply: Any, action: object) -> tuple[type[BaseException], str] | None:
    try:
        apply(action)
    except TrickcardsError as error:
        return type(error), str(error)
    return None


@pytest.mark.parametrize("name", sorted(VARIANTS))
@examples(50)
@given(seed=st.integers(0, 2**32 - 1), cards=st.integers(0, 40), draws=st.integers(0, 2**32 - 1))
def test_the_kernel_plays_as_card_by_card_through_the_protocol(name: str, seed: int, cards: int, draws: int) -> None:
    state = _in_play(name, seed, cards)
    fast = random_playout(state, random.Random(draws))
    slow = random_actions(state, random.Random(draws))
    assert fast == slow
    assert fast.history == slow.history
    assert fast.points == slow.points
    assert fast.result == slow.result
    assert fast.is_over
    # Afterwards both refuse a card alike, with the same error class and message.
    for card in (Card.parse("SA"), Card.parse("C2"), "HT"):
        assert _refusal(fast.apply, card) == _refusal(slow.apply, card) is not None


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_protocol_plays_helm_and_chinese_bridge_by_the_kernel(name: str) -> None:
    seed = 3
    state = _in_play(name, seed, 0)
    while state.is_over:  # a passed-out deal has no play: take the next seed
        seed += 1
        state = _in_play(name, seed, 0)
    play = state._play
    sequenced = play.sequenced if isinstance(play, ChinesePlay) else play
    assert _played_out(sequenced, random.Random(1)) is not None


def _sequenced_starts(seed: int) -> list[SequencedPlay]:
    """Helm's and Chinese bridge's plays before the lead, every reading of their options, from one seed."""
    dealt = list(Deck.standard().shuffled(seed))
    helm = start_play(
        (Hand(dealt[0:13]), Hand(dealt[13:26])), (Hand(dealt[26:29]), Hand(dealt[29:32])), Strain.HEARTS, seed % 2
    )
    starts = [helm]
    deal = ChineseDeal.random(seed, dealer=seed % 2)
    for contract in ("2SN", "3NTE"):
        for uncover in (False, True):
            for order in (ORDER, LEADER_FIRST_ORDER):
                for hand_only in (False, True):
                    starts.append(
                        ChinesePlay.start(deal, Contract.parse(contract), uncover, order, hand_only).sequenced
                    )
    return starts


@examples(50)
@given(seed=st.integers(0, 2**32 - 1), played=st.integers(0, 40))
def test_sequenced_random_playout_matches_card_by_card_play(seed: int, played: int) -> None:
    for start in _sequenced_starts(seed):
        state, rng = start, random.Random(seed)
        for _ in range(played):  # from the middle of the play too
            if state.is_complete:
                break
            state = state.play(rng.choice(list(state.legal_cards())))
        fast = sequenced_playout(state, random.Random(seed + 1))
        stepwise, step_rng = state, random.Random(seed + 1)
        while not stepwise.is_complete:
            stepwise = stepwise.play(step_rng.choice(list(stepwise.legal_cards())))
        assert fast == stepwise
        assert fast.holdings == stepwise.holdings
        assert fast.history == stepwise.history
        assert fast.tricks_won == stepwise.tricks_won
        assert fast.is_complete
        assert sequenced_playout(fast, 0) is fast
        for card in (Card.parse("SA"), Card.parse("D7")):
            assert _refusal(fast.verify_play, card) == _refusal(stepwise.verify_play, card) is not None


class _OwnChoice(random.Random):
    """A generator with its own choice(): the playout must call it, not draw by the kernel."""

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]  # the tests pass sequences only
        return seq[-1 - self.randrange(len(seq))]


class _OwnRandom(random.Random):
    """A generator drawing through its own random(): Random then draws below n without getrandbits."""

    def random(self) -> float:
        return super().random()


@pytest.mark.parametrize("kind", [_OwnChoice, _OwnRandom])
def test_a_generators_own_draws_are_followed(kind: type[random.Random]) -> None:
    start = ChinesePlay.start(ChineseDeal.random(5, dealer=0), Contract.parse("2SN")).sequenced
    assert _played_out(start, kind(9)) is None
    fast = sequenced_playout(start, kind(9))
    stepwise, step_rng = start, kind(9)
    while not stepwise.is_complete:
        stepwise = stepwise.play(step_rng.choice(list(stepwise.legal_cards())))
    assert fast == stepwise


def test_holdings_without_the_kernels_numbers_play_card_by_card() -> None:
    # Piles the engine never makes (a top playable only from trick 5 on) have no kernel form.
    hands = (Hand.parse("AK.-.-.-"), Hand.parse("QJ.-.-.-"))
    late = ChineseHoldings(hands, ((Pile(Card.parse("HA"), None, 5),), (Pile(Card.parse("HK"), None, 1),)))
    assert late._kernel_form(1, 3) is None
    start = SequencedPlay.start(TrickRules(), late, 0, [(0, 1)] * 3)
    assert _played_out(start, random.Random(2)) is None
    fast = sequenced_playout(start, 2)
    assert fast.is_complete
    assert sum(fast.tricks_won) == 3


def test_open_hands_play_by_the_kernel() -> None:
    start = SequencedPlay.start(TrickRules(), OpenHands.of(["AK2.A32..", "QJ3.KQ4.."]), 0, [(0, 1, 0, 1)] * 3)
    done = _played_out(start, random.Random(3))
    assert done is not None
    assert done == sequenced_playout(start, 3)


def test_random_playout_refuses_what_is_not_a_sequenced_play() -> None:
    with pytest.raises(TrickcardsError, match="is not a SequencedPlay state"):
        sequenced_playout("play", 1)  # type: ignore[arg-type]  # junk on purpose


def test_staged_holdings_under_an_order_they_cannot_serve_are_not_played_by_the_kernel() -> None:
    # Helm's holdings under sixteen two-card tricks: the reserve runs out at trick 11.
    # start() refuses them; a state built past its checks (as unpickling does) is not
    # played by the kernel, and card by card it stops with the library's error.
    cards = list(Deck.standard().shuffled(1))
    holdings = HelmHoldings.of((Hand(cards[0:13]), Hand(cards[13:26])), (Hand(cards[26:29]), Hand(cards[29:32])))
    with pytest.raises(InvalidDealError, match="cannot serve"):
        SequencedPlay.start(TrickRules(), holdings, 0, [(0, 1)] * 16)
    stranded = sequenced._state(TrickRules(), ((0, 1),) * 16, holdings, 0, (), (), (0, 0), (), "")
    assert _played_out(stranded, random.Random(1)) is None
    with pytest.raises(InvalidDealError, match="has no card to play in trick 11"):
        sequenced_playout(stranded, 1)
    served = SequencedPlay.start(TrickRules(), holdings, 0, HELM_ORDER)
    assert _played_out(served, random.Random(1)) == sequenced_playout(served, 1)
