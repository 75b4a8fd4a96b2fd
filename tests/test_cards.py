import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    BRANDELN_TRUMP_ORDER,
    GRAND_COLON,
    LITTLE_COLON,
    ROYAL_COLON,
    STANDARD_ORDER,
    Card,
    Group,
    InvalidCardError,
    ParseError,
    Rank,
    RankOrder,
    Suit,
    TrickcardsError,
)
from trickcards.core.cards import CARDS
from trickcards.strategies import cards


@pytest.mark.parametrize("text", ["SA", "as", "♠A", "A♠", "sa", " SA ", "♤A", "aS"])
def test_card_parse_spellings_of_the_ace_of_spades(text: str) -> None:
    assert Card.parse(text) is Card(Suit.SPADES, Rank.ACE)


@pytest.mark.parametrize("text", ["S10", "10S", "ST", "ts", "♠10", "10♠"])
def test_card_parse_spellings_of_ten(text: str) -> None:
    card = Card.parse(text)
    assert card is Card(Suit.SPADES, Rank.TEN)
    assert str(card) == "ST"


def test_design_contract_card_strings() -> None:
    assert str(Card.parse("h10")) == "HT"
    assert str(Card.parse("♥10")) == "HT"
    assert Card.parse("SA").suit is Suit.SPADES


@pytest.mark.parametrize(
    "text", ["", "S", "S1", "S11", "XA", "SAA", "1S", "SS", "AA", "S 10", "joker", "♠♠", "10", "GCC", None, 3]
)
def test_card_parse_refuses_what_is_not_a_card(text: object) -> None:
    with pytest.raises(ParseError, match="is not a card"):
        Card.parse(text)  # type: ignore[arg-type]


def test_card_constructor_refuses_bad_values() -> None:
    with pytest.raises(InvalidCardError):
        Card(Suit.SPADES, 15)
    with pytest.raises(InvalidCardError):
        Card(7, Rank.ACE)
    assert Card(3, 14) is Card.parse("SA")


def test_cards_are_interned_and_immutable() -> None:
    card = Card.parse("DQ")
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    with pytest.raises(AttributeError):
        card.index = 3


def test_card_order_is_suit_then_rank_then_colons() -> None:
    assert Card.parse("C2") < Card.parse("CA") < Card.parse("D2") < Card.parse("SA") < LITTLE_COLON
    assert sorted(CARDS) == list(CARDS)


def test_bridgette_colons_are_suitless_cards_with_a_group() -> None:
    assert GRAND_COLON.group is Group.ACES
    assert ROYAL_COLON.group is Group.FACES
    assert LITTLE_COLON.group is Group.SPOTS
    for colon in (GRAND_COLON, ROYAL_COLON, LITTLE_COLON):
        assert colon.is_colon
        assert colon.suit is None
        assert colon.rank is None
        assert Card.parse(str(colon)) is colon
        assert Card.colon(colon.group) is colon
    assert Card.parse("Royal Colon") is ROYAL_COLON
    assert Card.parse("little") is LITTLE_COLON


@pytest.mark.parametrize(
    ("rank", "group"),
    [(Rank.ACE, Group.ACES), (Rank.KING, Group.FACES), (Rank.QUEEN, Group.FACES), (Rank.JACK, Group.FACES)]
    + [(r, Group.SPOTS) for r in Rank if r <= Rank.TEN],
)
def test_bridgette_rank_groups_of_ordinary_cards(rank: Rank, group: Group) -> None:
    assert rank.group is group
    for suit in Suit:
        assert Card(suit, rank).group is group


def test_rank_orders() -> None:
    assert list(STANDARD_ORDER) == sorted(Rank, reverse=True)
    assert str(BRANDELN_TRUMP_ORDER) == "J7AKQT9"
    strengths = [BRANDELN_TRUMP_ORDER.strength(r) for r in BRANDELN_TRUMP_ORDER]
    assert strengths == sorted(strengths, reverse=True)
    assert BRANDELN_TRUMP_ORDER.strength(Rank.EIGHT) == 0
    assert RankOrder.parse(str(BRANDELN_TRUMP_ORDER)) == BRANDELN_TRUMP_ORDER
    with pytest.raises(TrickcardsError):
        RankOrder.parse("AA")


def test_suit_and_rank_parse() -> None:
    assert Suit.parse("♦") is Suit.DIAMONDS
    assert Suit.parse("heart") is Suit.HEARTS
    assert Rank.parse("10") is Rank.TEN
    with pytest.raises(ParseError):
        Suit.parse("X")
    with pytest.raises(ParseError):
        Rank.parse("1")


@given(cards())
def test_card_round_trips_and_hash_agrees(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(card.pretty()) is card
    assert hash(Card.parse(str(card))) == hash(card)
    assert Card.from_index(card.index) is card
    assert card.mask == 1 << card.index


@given(st.text(max_size=6))
def test_card_parse_raises_only_parse_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except ParseError:
        return
    assert Card.parse(str(card)) is card


def test_card_parse_shortcut_keys_are_their_own_folded_form() -> None:
    """Card.parse looks an exact text up before folding it: each key must fold to itself."""
    from trickcards.core.cards import _CARD_WORDS  # noqa: PLC0415  # the private table under test
    from trickcards.core.inputs import keyword  # noqa: PLC0415

    assert all(keyword(key, "a card") == key for key in _CARD_WORDS)
