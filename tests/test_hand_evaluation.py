"""Hand evaluation: every suit holding against the definitions, and properties of whole deals."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand, Suit
from trickcards.bridge import Deal
from trickcards.core.evaluation import suit_losers, suit_points, suit_quick_tricks

RANKS = "23456789TJQKA"
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def holding(bits: int) -> str:
    """The ranks of a 13-bit holding, highest first: ``"AK7"``."""
    return "".join(RANKS[i] for i in reversed(range(13)) if bits >> i & 1)


def expected_quick_tricks(ranks: str) -> float:
    for honours, tricks in (("AK", 2.0), ("AQ", 1.5), ("A", 1.0), ("KQ", 1.0)):
        if all(r in ranks for r in honours):
            return tricks
    return 0.5 if "K" in ranks and len(ranks) >= 2 else 0.0


def expected_losers(ranks: str) -> int:
    if not ranks:
        return 0
    if len(ranks) == 1:
        return 0 if ranks == "A" else 1
    if len(ranks) == 2:
        return 2 - ("A" in ranks) - ("K" in ranks)
    return 3 - ("A" in ranks) - ("K" in ranks) - ("Q" in ranks)


def test_every_suit_holding_against_the_definitions() -> None:
    for bits in range(1 << 13):
        ranks = holding(bits)
        assert suit_points(bits) == sum(POINTS.get(r, 0) for r in ranks), ranks
        assert suit_quick_tricks(bits) == expected_quick_tricks(ranks), ranks
        assert suit_losers(bits) == expected_losers(ranks), ranks


@pytest.mark.parametrize(
    ("hand", "hcp", "quick_tricks", "losers", "pattern"),
    [
        ("AKQ2.K52.J43.A76", 17, 3.5, 7, "4-3-3-3"),
        ("AKQJT98765432...", 10, 2.0, 0, "13-0-0-0"),
        ("5432.5432.5432.2", 0, 0.0, 10, "4-4-4-1"),
        ("K.Q2.AQJ9.AK9876", 19, 3.5, 5, "6-4-2-1"),
        ("-", 0, 0.0, 0, "0-0-0-0"),
        ("AK75.Q9.J84.63+RL", 10, 2.0, 8, "4-3-2-2"),
    ],
)
def test_evaluation_of_sample_hands(hand: str, hcp: int, quick_tricks: float, losers: int, pattern: str) -> None:
    h = Hand.parse(hand)
    assert (h.hcp, h.quick_tricks, h.losing_trick_count, h.pattern) == (hcp, quick_tricks, losers, pattern)


@given(st.integers(min_value=0))
def test_a_deal_holds_40_points_and_52_cards(seed: int) -> None:
    deal = Deal.random(seed)
    assert sum(hand.hcp for hand in deal) == 40
    for hand in deal:
        assert sum(hand.suit_lengths.values()) == 13
        assert list(hand.suit_lengths) == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
        assert sorted(hand.shape, reverse=True) == [int(n) for n in hand.pattern.split("-")]
        assert 0 <= hand.losing_trick_count <= 12
        assert 0 <= hand.quick_tricks <= 8
        assert hand.quick_tricks * 2 == int(hand.quick_tricks * 2)


@given(st.integers(min_value=0), st.integers(min_value=0, max_value=3))
def test_adding_a_card_never_lowers_points(seed: int, seat: int) -> None:
    deal = Deal.random(seed)
    hand, other = deal.hands[seat], deal.hands[(seat + 1) % 4]
    for card in other:
        assert (hand | Hand([card])).hcp >= hand.hcp
