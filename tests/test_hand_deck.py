import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    LITTLE_COLON,
    ROYAL_COLON,
    Card,
    DealStatus,
    Deck,
    Hand,
    InvalidDealError,
    ParseError,
    Suit,
    TrickcardsError,
)
from trickcards.core.deck import random_source
from trickcards.strategies import cards, decks, hands, packet_patterns


def test_hand_parse_pbn_order_spades_hearts_diamonds_clubs() -> None:
    hand = Hand.parse("AKQ2.K52.J43.A76")
    assert len(hand) == 13
    assert hand.shape == (4, 3, 3, 3)
    assert Card.parse("C7") in hand
    assert Card.parse("D2") not in hand
    assert hand.suit(Suit.DIAMONDS) == Hand.parse("..J43.")


@pytest.mark.parametrize("text", ["AKQJT98765432...", "AKQJT98765432.-.-.-", "AKQJ1098765432..."])
def test_hand_parse_voids(text: str) -> None:
    assert Hand.parse(text) == Hand(Card(Suit.SPADES, r) for r in Hand.parse(text).ranks(Suit.SPADES))
    assert str(Hand.parse(text)) == "AKQJT98765432..."


def test_hand_empty_and_colons() -> None:
    assert Hand.parse("-") == Hand() == Hand.parse("...")
    hand = Hand.parse("AK75.Q9.J84.63+RL")
    assert hand.colons == Hand([ROYAL_COLON, LITTLE_COLON])
    assert hand.count(Suit.SPADES) == 4
    assert str(hand) == "AK75.Q9.J84.63+RL"
    assert Hand.parse(str(hand)) == hand


@pytest.mark.parametrize(
    "text", ["AKQ2.K52.J43", "AKQ2.K52.J43.A76.2", "AXQ2...", "AA...", "A...+Q", "A...+GG", "", "1...", None]
)
def test_hand_parse_refuses_malformed_text(text: object) -> None:
    with pytest.raises(ParseError):
        Hand.parse(text)  # type: ignore[arg-type]


def test_hand_add_remove_and_immutability() -> None:
    hand = Hand.parse("A...")
    king = Card.parse("SK")
    assert hand.add(king) == Hand.parse("AK...")
    assert hand.add(king).remove(king) == hand
    with pytest.raises(TrickcardsError):
        hand.remove(king)
    with pytest.raises(TrickcardsError):
        hand.add(Card.parse("SA"))
    with pytest.raises(AttributeError):
        hand.mask = 0
    assert pickle.loads(pickle.dumps(hand)) == hand


@given(hands(), hands())
def test_hand_set_algebra_agrees_with_frozenset(a: Hand, b: Hand) -> None:
    fa, fb = frozenset(a), frozenset(b)
    assert frozenset(a | b) == fa | fb
    assert frozenset(a & b) == fa & fb
    assert frozenset(a - b) == fa - fb
    assert frozenset(a ^ b) == fa ^ fb
    assert (a <= b) == (fa <= fb)
    assert (a < b) == (fa < fb)
    assert (a >= b) == (fa >= fb)
    assert (a > b) == (fa > fb)
    assert a.isdisjoint(b) == fa.isdisjoint(fb)
    assert len(a) == len(fa)
    assert list(a) == sorted(fa)
    assert (a == b) == (fa == fb)


@given(hands())
def test_hand_round_trips_and_hash_agrees(hand: Hand) -> None:
    again = Hand.parse(str(hand))
    assert again == hand
    assert hash(again) == hash(hand)
    assert Hand.from_mask(hand.mask) == hand
    assert sum(hand.shape) + len(hand.colons) == len(hand)


@given(st.text(max_size=20))
def test_hand_parse_raises_only_parse_error(text: str) -> None:
    try:
        hand = Hand.parse(text)
    except ParseError:
        return
    assert Hand.parse(str(hand)) == hand


def test_named_packs() -> None:
    assert len(Deck.standard()) == 52
    assert len(Deck.piquet()) == 32
    assert len(Deck.brandeln()) == 28
    assert len(Deck.bridgette()) == 55
    assert all(c.rank is not None and c.rank.letter not in "8" for c in Deck.brandeln())
    assert {c.rank for c in Deck.piquet()} == {c.rank for c in Deck.brandeln()} | {Card.parse("S8").rank}
    assert Deck.named("Bridgette") is Deck.bridgette()
    with pytest.raises(TrickcardsError):
        Deck.named("tarot")


def test_deck_refuses_duplicates() -> None:
    with pytest.raises(InvalidDealError) as info:
        Deck([Card.parse("SA"), Card.parse("SA")])
    assert info.value.status is DealStatus.DUPLICATE_CARD
    with pytest.raises(ParseError):
        Deck.parse("SA SK SA")


def test_deck_shuffle_is_seeded() -> None:
    assert Deck.standard().shuffled(42) == Deck.standard().shuffled(random.Random(42))
    assert Deck.standard().shuffled(1) != Deck.standard().shuffled(2)


def test_brandeln_deal_2_3_2() -> None:
    deck = Deck.brandeln().shuffled(3)
    dealt = deck.deal(4, packets=(2, 3, 2))
    assert [len(h) for h in dealt.hands] == [7, 7, 7, 7]
    assert Card.parse(str(deck[0])) in dealt.hands[0]
    assert deck[2] in dealt.hands[1]
    assert deck[8] in dealt.hands[0]


def test_bridgette_deal_one_at_a_time_leaves_a_29_card_stock() -> None:
    deck = Deck.bridgette().shuffled(5)
    dealt = deck.deal(2, hand_size=13)
    assert [len(h) for h in dealt.hands] == [13, 13]
    assert len(dealt.stock) == 29
    assert dealt.stock[0] is deck[26]
    assert deck[0] in dealt.hands[0]
    assert deck[1] in dealt.hands[1]


@pytest.mark.parametrize(
    ("players", "kwargs"),
    [(0, {}), (3, {}), (4, {"packets": (0,)}), (4, {"packets": (5, 5, 5)}), (4, {"hand_size": 7, "packets": (2, 3)})],
)
def test_bad_deals_are_refused(players: int, kwargs: dict[str, object]) -> None:
    with pytest.raises(TrickcardsError):
        Deck.standard().deal(players, **kwargs)  # type: ignore[arg-type]


def test_cut() -> None:
    deck = Deck.standard()
    assert deck.cut(10)[0] is deck[10]
    with pytest.raises(TrickcardsError):
        deck.cut(0)


@given(decks(), st.integers(1, 7), st.data())
def test_dealing_any_pack_by_any_pattern_conserves_every_card(deck: Deck, players: int, data: st.DataObject) -> None:
    pattern = data.draw(packet_patterns(len(deck) // players))
    dealt = deck.deal(players, packets=pattern)
    seen = [c for h in dealt.hands for c in h] + list(dealt.stock)
    assert sorted(seen) == sorted(deck)
    assert len(set(seen)) == len(deck)
    assert all(len(h) == sum(pattern) for h in dealt.hands)


@given(decks())
def test_deck_round_trips_and_hash_agrees(deck: Deck) -> None:
    assert Deck.parse(str(deck)) == deck
    assert hash(Deck.parse(str(deck))) == hash(deck)
    assert deck.to_hand() == Hand(deck)


@given(cards(), st.integers(0, 54))
def test_deck_cut_keeps_cards(card: Card, position: int) -> None:
    deck = Deck.bridgette()
    if 0 < position < len(deck):
        assert sorted(deck.cut(position)) == sorted(deck)


@pytest.mark.parametrize("seed", [[1], {}, 1.5, True, object()])
def test_shuffle_refuses_what_is_not_a_seed(seed: object) -> None:
    with pytest.raises(TrickcardsError, match="is not a seed"):
        Deck.standard().shuffled(seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [7, "seven", b"7", None])
def test_random_source_accepts_ints_text_and_bytes(seed: object) -> None:
    rng = random_source(seed)  # type: ignore[arg-type]
    assert random_source(rng) is rng
    if seed is not None:
        assert Deck.standard().shuffled(seed) == Deck.standard().shuffled(seed)  # type: ignore[arg-type]
