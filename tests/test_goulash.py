"""The goulash redeal of Towie and the cut-throat game (bridge variants §6-§7, TO-1, CT-4)."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Hand, Seat
from trickcards.bridge import Deal, goulash
from trickcards.bridge.deal import GOULASH_PACKETS
from trickcards.core.errors import TrickcardsError
from trickcards.strategies import bridge_deals

N, E, S, W = Seat


def test_goulash_packets_are_five_five_three() -> None:
    assert GOULASH_PACKETS == (5, 5, 3)
    assert sum(GOULASH_PACKETS) == 13


def test_goulash_stacks_sorted_hands_from_dealers_left_and_deals_packets() -> None:
    # Each hand one suit: sorted and stacked from dealer's (North's) left, East's clubs
    # lie on top, then South's diamonds, West's hearts and North's spades.
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    stacked = [*deal[E], *deal[S], *deal[W], *deal[N]]
    expected_pack = sorted(deal[E], key=lambda c: -c.index) + sorted(deal[S], key=lambda c: -c.index)
    expected_pack += sorted(deal[W], key=lambda c: -c.index) + sorted(deal[N], key=lambda c: -c.index)
    assert sorted(stacked, key=lambda c: c.index) == sorted(expected_pack, key=lambda c: c.index)
    cut = 13
    pack = expected_pack[cut:] + expected_pack[:cut]
    again = goulash(deal, N, cut=cut)
    # First packet of five to East (dealer's left), then South, West, North.
    assert set(pack[0:5]) <= set(again[E])
    assert set(pack[5:10]) <= set(again[S])
    assert set(pack[15:20]) <= set(again[N])
    assert set(pack[20:25]) <= set(again[E])
    assert set(pack[40:43]) <= set(again[E])
    assert set(pack[49:52]) <= set(again[N])


@given(bridge_deals(), st.sampled_from(Seat), st.integers(1, 51))
def test_goulash_conserves_the_pack(deal: Deal, dealer: Seat, cut: int) -> None:
    again = goulash(deal, dealer, cut=cut)
    assert [len(h) for h in again.hands] == [13, 13, 13, 13]
    union = 0
    for hand in again.hands:
        union |= hand.mask
    assert union == (1 << 52) - 1
    assert again == goulash(list(deal.hands), dealer.name[0], cut=cut)


def test_goulash_random_cut_is_repeatable_from_a_seeded_rng() -> None:
    deal = Deal.random(11)
    assert goulash(deal, S, random.Random(3)) == goulash(deal, S, random.Random(3))
    assert isinstance(goulash(deal, S), Deal)


@pytest.mark.parametrize("cut", [0, 52, -1, True, 2.0, "13"])
def test_goulash_refuses_a_cut_outside_the_pack(cut: object) -> None:
    with pytest.raises(TrickcardsError, match="is not a cut: a goulash is cut once, 1 to 51 cards from the top"):
        goulash(Deal.random(1), N, cut=cut)  # type: ignore[arg-type]


def test_goulash_refuses_a_bad_dealer_or_deal() -> None:
    with pytest.raises(TrickcardsError, match="is not a dealer"):
        goulash(Deal.random(1), "Q", cut=1)
    with pytest.raises(TrickcardsError):
        goulash([Hand([Card.parse("SA")])], N, cut=1)
