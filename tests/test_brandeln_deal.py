"""Brandeln seats and the deal: brandeln.md sections 1-3 (R1, R2)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Deck, Hand, InvalidDealError, ParseError, TrickcardsError
from trickcards.brandeln import PACKETS, BrandelnDeal, Player, deal_status
from trickcards.core.errors import DealStatus

F, M, R, D = Player


def test_section_1_positions_run_from_the_dealers_left() -> None:
    assert [p.at_table(dealer=0) for p in Player] == [1, 2, 3, 0]
    assert [p.at_table(dealer=3) for p in Player] == [0, 1, 2, 3]
    assert all(Player.of(p.at_table(dealer), dealer) is p for p in Player for dealer in range(4))
    assert D.next is F
    assert Player.parse(" middlehand ") is M
    with pytest.raises(ParseError, match="not a Brandeln player"):
        Player.parse("N")
    with pytest.raises(TrickcardsError, match="numbered 0-3"):
        F.at_table(4)


def test_r1_the_pack_has_28_cards_without_eights() -> None:
    pack = Deck.brandeln()
    assert len(pack) == 28
    assert {c.rank.letter for c in pack if c.rank} == set("AKQJT97")


def test_r2_seven_cards_each_in_packets_of_two_three_two() -> None:
    deck = Deck.brandeln().shuffled(11)
    deal = BrandelnDeal.deal(deck, dealer=1)
    assert PACKETS == (2, 3, 2)
    cards = deck.cards
    for position in Player:
        first = cards[2 * position : 2 * position + 2]
        second = cards[8 + 3 * position : 8 + 3 * position + 3]
        third = cards[20 + 2 * position : 20 + 2 * position + 2]
        assert deal.hands[position] == Hand(first + second + third)
    assert deal.at_table(F) == 2
    assert deal.player_at(1) is D
    assert deal.hand(R) == deal.hands[2]


@given(st.integers(0, 2**32), st.integers(0, 3))
def test_dealing_conserves_the_28_cards(seed: int, dealer: int) -> None:
    deal = BrandelnDeal.deal(rng=seed, dealer=dealer)
    assert [len(h) for h in deal.hands] == [7, 7, 7, 7]
    together = Hand(())
    for hand in deal.hands:
        assert not together.mask & hand.mask
        together = Hand((*together, *hand))
    assert together == Deck.brandeln().to_hand()
    assert deal_status(deal.hands) is DealStatus.VALID
    assert BrandelnDeal(dealer, deal.hands) == deal


def test_deal_refuses_wrong_packs_and_hands() -> None:
    with pytest.raises(InvalidDealError) as info:
        BrandelnDeal.deal(Deck.piquet())
    assert info.value.status & DealStatus.FOREIGN_CARD
    with pytest.raises(InvalidDealError):
        BrandelnDeal.deal(Deck.brandeln()[:24])
    with pytest.raises(TrickcardsError):
        BrandelnDeal.deal("deck")  # type: ignore[arg-type]
    good = BrandelnDeal.deal(rng=1).hands
    with pytest.raises(InvalidDealError) as info:
        BrandelnDeal(0, (good[0], good[0], good[2], good[3]))
    assert info.value.status == DealStatus.DUPLICATE_CARD | DealStatus.MISSING_CARD
    with pytest.raises(InvalidDealError) as info:
        BrandelnDeal(0, good[:3])
    assert info.value.status & DealStatus.WRONG_HAND_COUNT
    with pytest.raises(InvalidDealError):
        BrandelnDeal(0, 5)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        BrandelnDeal(4, good)
    eights = Hand.parse("8...")
    assert deal_status((*good[:3], eights)) & DealStatus.FOREIGN_CARD
    assert deal_status((*good[:3], "hand")) & DealStatus.WRONG_HAND_SIZE


def test_deal_prints_the_hands_by_position() -> None:
    deal = BrandelnDeal.deal(Deck.brandeln(), dealer=0)
    assert str(deal).startswith("dealer 0: F:7.A.JT9.97 M:")
    assert BrandelnDeal.parse(str(deal)) == deal
