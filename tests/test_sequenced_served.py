"""Holdings and trick orders that cannot be played to the end are refused when play starts.

``SequencedPlay.start`` takes any order of tricks and any holdings; a combination in
which some player would come to a turn with nothing to play (Helm's reserve under
sixteen two-card tricks, a face-down Chinese-bridge card with nothing on it) is
refused there with :class:`~trickcards.core.errors.InvalidDealError`, never reached in play
as a bare ``IndexError`` from an empty choice of cards.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Deck, Hand
from trickcards.bridge import Contract
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.chinese_bridge.holdings import ChineseHoldings, Pile
from trickcards.chinese_bridge.play import ChinesePlay
from trickcards.core.errors import DealStatus, InvalidDealError, TrickcardsError
from trickcards.engine.sequenced_play import Holdings, OpenHands, SequencedPlay, random_playout
from trickcards.engine.trick_play import TrickRules
from trickcards.helm.play import HELM_ORDER, HelmHoldings

PACK = tuple(Deck.standard())


def _helm_holdings(seed: int) -> HelmHoldings:
    cards = list(Deck.standard().shuffled(seed))
    return HelmHoldings.of((Hand(cards[0:13]), Hand(cards[13:26])), (Hand(cards[26:29]), Hand(cards[29:32])))


def test_helm_holdings_under_sixteen_two_card_tricks_are_refused_at_start() -> None:
    with pytest.raises(
        InvalidDealError, match=r"x 16: player A's hand holds 13 cards, but tricks 1-7 ask 7"
    ) as refused:
        SequencedPlay.start(TrickRules(), _helm_holdings(1), 0, [(0, 1)] * 16)
    assert refused.value.status is DealStatus.WRONG_HAND_SIZE
    assert "\n" not in str(refused.value)
    assert SequencedPlay.start(TrickRules(), _helm_holdings(1), 0, HELM_ORDER).total_tricks == 10


def test_helm_holdings_under_eight_four_card_tricks_are_refused_at_start() -> None:
    with pytest.raises(InvalidDealError, match=r"tricks 1-7 ask 14 of it .*bridge variants §4"):
        SequencedPlay.start(TrickRules(), _helm_holdings(2), 0, [(0, 0, 1, 1)] * 8)


def test_holdings_of_fewer_players_than_the_tricks_are_refused() -> None:
    with pytest.raises(InvalidDealError, match="they hold 2 players' cards, not 3") as refused:
        SequencedPlay.start(TrickRules(), OpenHands.of(["A...", "K..."]), 0, [(0, 1, 2)], players=3)
    assert refused.value.status is DealStatus.WRONG_HAND_COUNT


def test_a_face_down_card_with_nothing_on_it_is_refused() -> None:
    holdings = ChineseHoldings(
        (Hand.parse("A..."), Hand.parse("K...")), ((Pile(None, Card.parse("SQ")),), (Pile(Card.parse("SJ")),))
    )
    with pytest.raises(InvalidDealError, match=r"player 0's face-down SQ has no face-up card on it"):
        SequencedPlay.start(TrickRules(), holdings, 0, [(0, 1)] * 2)


def test_chinese_play_under_an_order_its_deal_cannot_serve_is_refused() -> None:
    deal = ChineseDeal.random(3, dealer=0)
    with pytest.raises(InvalidDealError, match=r"\(0, 1\) x 13: player 0 holds 26 cards, but the tricks need 13"):
        ChinesePlay.start(deal, Contract.parse("2SN"), order=((0, 1),) * 13)
    assert ChinesePlay.start(deal, Contract.parse("2SN"), order=((0, 1),) * 26).sequenced.total_tricks == 26


class _FirstTrickOnly:
    """Foreign holdings (no ``_unserved``) whose cards may be played in trick 1 only."""

    def __init__(self, masks: tuple[int, ...]) -> None:
        self.masks = masks

    def held(self, player: int) -> int:
        return self.masks[player]

    def available(self, player: int, trick_number: int) -> int:
        return self.masks[player] if trick_number == 1 else 0

    def remove(self, player: int, card: Card, trick_number: int) -> _FirstTrickOnly:
        return _FirstTrickOnly(tuple(mask & ~card.mask for mask in self.masks))

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        return "only the first trick is played"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _FirstTrickOnly) and self.masks == other.masks

    def __hash__(self) -> int:
        return hash(self.masks)


def test_foreign_holdings_that_strand_a_player_stop_with_a_library_error() -> None:
    holdings = _FirstTrickOnly((Hand.parse("AK...").mask, Hand.parse("QJ...").mask))
    play = SequencedPlay.start(TrickRules(), holdings, 0, [(0, 1)] * 2).play("SA")
    with pytest.raises(InvalidDealError, match="player 0 has no card to play in trick 2"):
        play.play("SQ")
    with pytest.raises(InvalidDealError, match="has no card to play"):
        random_playout(SequencedPlay.start(TrickRules(), holdings, 0, [(0, 1)] * 2), 1)


def test_foreign_holdings_without_a_player_are_refused() -> None:
    holdings = _FirstTrickOnly((Hand.parse("A...").mask, Hand.parse("Q...").mask))
    with pytest.raises(InvalidDealError, match="they hold no cards for player 2 of 3"):
        SequencedPlay.start(TrickRules(), holdings, 0, [(0, 1, 2)], players=3)


# --- the property --------------------------------------------------------------------------


@st.composite
def _patterns(draw: st.DrawFn, players: int) -> tuple[int, ...]:
    """A trick's pattern: usually each player equally often, led by position 0; sometimes anything."""
    if draw(st.integers(0, 39)) == 0:
        rest = draw(st.lists(st.integers(0, players - 1), max_size=4))
        return (0, *rest)
    share = draw(st.integers(1, 2))
    positions = draw(st.permutations([p for p in range(players) for _ in range(share)]))
    first = positions.index(0)
    return (*positions[first:], *positions[:first])  # the leader's position first


def _counts(draw: st.DrawFn, exact: int) -> int:
    """A number of cards: usually ``exact``, sometimes one off."""
    return max(0, exact + draw(st.sampled_from([0, 0, 0, -1, 1])))


@st.composite
def _setups(draw: st.DrawFn) -> tuple[str, int, tuple[tuple[int, ...], ...], Holdings]:
    kind = draw(st.sampled_from(["open", "helm", "chinese"]))
    players = draw(st.sampled_from([2, 2, 2, 3] if kind == "helm" else [2, 3]))
    patterns = tuple(draw(st.lists(_patterns(players), min_size=1, max_size=16)))
    share = [sum(pattern.count(player) for pattern in patterns) for player in range(players)]
    pack = list(draw(st.permutations(PACK)))
    holdings: Holdings
    if kind == "open":
        masks = []
        for player in range(players):
            count = _counts(draw, share[player])
            masks.append(Hand(pack[:count]).mask)
            del pack[:count]
        holdings = OpenHands(masks)
    elif kind == "helm":
        hands: list[int] = []
        reserves: list[int] = []
        for player in range(2):
            early = sum(pattern.count(player % players) for pattern in patterns[:7])
            late = sum(pattern.count(player % players) for pattern in patterns[7:])
            for place, exact in ((hands, early), (reserves, late)):
                count = _counts(draw, exact)
                place.append(Hand(pack[:count]).mask)
                del pack[:count]
        holdings = HelmHoldings((hands[0], hands[1]), (reserves[0], reserves[1]))
    else:
        hands_, piles = [], []
        for player in range(players):
            count = _counts(draw, share[player])
            mine, pack = pack[:count], pack[count:]
            in_hand = draw(st.integers(0, len(mine)))
            hands_.append(Hand(mine[:in_hand]))
            laid, rest = [], mine[in_hand:]
            while rest:
                shape = draw(st.sampled_from(["pair", "pair", "up", "late", "down"]))
                if shape in ("pair", "late") and len(rest) >= 2:
                    laid.append(Pile(rest[1], rest[0], draw(st.integers(1, 20)) if shape == "late" else 1))
                    rest = rest[2:]
                elif shape == "down":
                    laid.append(Pile(None, rest[0]))
                    rest = rest[1:]
                else:
                    laid.append(Pile(rest[0], None, draw(st.integers(1, 20))))
                    rest = rest[1:]
            piles.append(tuple(laid))
        holdings = ChineseHoldings(tuple(hands_), tuple(piles), draw(st.booleans()), draw(st.booleans()))
    return kind, players, patterns, holdings


@given(setup=_setups(), leader=st.integers(0, 2), seed=st.integers(0, 2**32 - 1))
def test_random_orders_and_holdings_are_refused_at_start_or_play_to_the_end(
    setup: tuple[str, int, tuple[tuple[int, ...], ...], Holdings], leader: int, seed: int
) -> None:
    _, players, patterns, holdings = setup
    try:
        start = SequencedPlay.start(TrickRules(), holdings, leader % players, patterns, players=players)
    except TrickcardsError as error:
        refused = str(error)
    else:
        refused = ""
    if refused:
        assert "\n" not in refused
        return
    # Accepted: card by card and by the playout alike, every player always has a card to play.
    state, rng = start, random.Random(seed)
    while not state.is_complete:
        legal = list(state.legal_cards())
        assert legal, f"no card to play at {state!r}"
        state = state.play(rng.choice(legal))
    assert sum(state.tricks_won) == len(patterns)
    assert random_playout(start, random.Random(seed)) == state
