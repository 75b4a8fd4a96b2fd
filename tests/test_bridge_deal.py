"""Deals (contract-bridge.md section 3) and the board table of section 7.3 (D-20, D-21)."""

import contextlib
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Deck, Hand, Seat, Side
from trickcards.bridge import Deal, Vulnerability, board_dealer, board_vulnerability, deal_status
from trickcards.core.errors import DealStatus, InvalidDealError, ParseError, TrickcardsError
from trickcards.strategies import bridge_deals

N, E, S, W = Seat
TEXT = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"

# Section 7.3, the 16-board cycle: board -> (dealer, vulnerability).
BOARDS = {
    1: (N, "None"),
    2: (E, "NS"),
    3: (S, "EW"),
    4: (W, "Both"),
    5: (N, "NS"),
    6: (E, "EW"),
    7: (S, "Both"),
    8: (W, "None"),
    9: (N, "EW"),
    10: (E, "Both"),
    11: (S, "None"),
    12: (W, "NS"),
    13: (N, "Both"),
    14: (E, "None"),
    15: (S, "NS"),
    16: (W, "EW"),
}


@pytest.mark.parametrize(("board", "expected"), BOARDS.items())
def test_section_7_3_board_table(board: int, expected: tuple[Seat, str]) -> None:
    dealer, vulnerable = expected
    for cycle in range(3):
        assert board_dealer(board + 16 * cycle) is dealer
        assert board_vulnerability(board + 16 * cycle) is Vulnerability.parse(vulnerable)


def test_d20_board_7_dealer_south_both_vulnerable() -> None:
    assert board_dealer(7) is S
    assert board_vulnerability(7) is Vulnerability.BOTH
    assert board_vulnerability(7).is_vulnerable(N)
    assert board_vulnerability(7).is_vulnerable(Side.EAST_WEST)


def test_d21_board_12_dealer_west_north_south_vulnerable() -> None:
    assert board_dealer(12) is W
    vulnerability = board_vulnerability(12)
    assert vulnerability is Vulnerability.NS
    assert vulnerability.is_vulnerable(S)
    assert not vulnerability.is_vulnerable(W)


@pytest.mark.parametrize("board", [0, -1, True, "1", 1.0])
def test_section_7_3_board_numbers_start_at_one(board: object) -> None:
    with pytest.raises(TrickcardsError, match="board"):
        board_dealer(board)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        board_vulnerability(board)  # type: ignore[arg-type]


def test_vulnerability_words() -> None:
    assert Vulnerability.parse("All") is Vulnerability.parse("both") is Vulnerability.BOTH
    assert Vulnerability.parse("Love") is Vulnerability.parse("-") is Vulnerability.NONE
    assert [str(v) for v in Vulnerability] == ["None", "NS", "EW", "Both"]
    with pytest.raises(ParseError):
        Vulnerability.parse("maybe")


def test_pbn_deal_parses_by_seat_and_round_trips() -> None:
    deal = Deal.parse(TEXT)
    assert deal[N] == Hand.parse("AKQ2.K52.J43.A76")
    assert deal.hands[3] == Hand.parse("43.A6.T9876.T953")
    assert str(deal) == TEXT
    assert Deal.parse(deal.pbn(E)) == deal
    assert deal.pbn(E).startswith("E:JT98")
    assert repr(deal) == f"Deal.parse({TEXT!r})"
    assert pickle.loads(pickle.dumps(deal)) == deal
    assert deal.holder(Hand.parse("A...").__iter__().__next__()) is N


def test_section_3_2_any_first_seat() -> None:
    hands = TEXT[2:].split()
    for shift, seat in enumerate(Seat):
        text = f"{seat.letter}:" + " ".join(hands[shift:] + hands[:shift])
        assert Deal.parse(text) == Deal.parse(TEXT)
    assert Deal.parse("n:" + TEXT[2:].lower().replace("t", "10")) == Deal.parse(TEXT)


def test_section_3_2_strict_status_names_every_problem() -> None:
    text = "N:AKQ2.K52.J43.A76 AKQ2.K52.J43.A76 - -"
    with pytest.raises(InvalidDealError) as info:
        Deal.parse(text)
    status = info.value.status
    assert status == DealStatus.DUPLICATE_CARD | DealStatus.WRONG_HAND_SIZE | DealStatus.MISSING_CARD
    assert repr(text) in str(info.value)
    assert Deal.validate(text) == status
    assert Deal.validate(TEXT) == DealStatus.VALID


def test_duplicate_within_one_hand_is_reported() -> None:
    text = "N:AAKQ2.K52.J43.A7 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
    assert DealStatus.DUPLICATE_CARD in Deal.validate(text)


def test_foreign_cards_and_hand_count() -> None:
    hands = list(Deal.parse(TEXT).hands)
    with_colon = [hands[0] | Hand.parse("...+G"), *hands[1:]]
    assert deal_status(with_colon) == DealStatus.FOREIGN_CARD | DealStatus.WRONG_HAND_SIZE
    assert DealStatus.WRONG_HAND_COUNT in deal_status(hands[:3])
    with pytest.raises(InvalidDealError) as info:
        Deal(with_colon)
    assert DealStatus.FOREIGN_CARD in info.value.status
    with pytest.raises(InvalidDealError):
        Deal(hands[:3])


@pytest.mark.parametrize(
    "text",
    ["", "N:", "X:" + TEXT[2:], TEXT[2:], "N:AKQ2.K52.J43 a b c", "N:AKQ2.K52.J43.A7Z - - -", "N:a b c d e"],
)
def test_malformed_deal_text_raises_parse_error(text: str) -> None:
    with pytest.raises(ParseError):
        Deal.parse(text)


def test_random_deals_are_seeded_and_complete() -> None:
    assert Deal.random(11) == Deal.random(random.Random(11))
    assert Deal.random(11) != Deal.random(12)
    deal = Deal.from_deck(Deck.standard().shuffled(3), dealer=W)
    assert deal_status(deal.hands) == DealStatus.VALID
    # Section 3.2: the first card goes to dealer's left.
    assert Deck.standard().shuffled(3).cards[0] in deal[N]


def test_deal_is_immutable() -> None:
    deal = Deal.parse(TEXT)
    with pytest.raises(AttributeError):
        deal._masks = (0, 0, 0, 0)


@given(bridge_deals(), st.sampled_from(Seat))
def test_deal_round_trip_and_hash(deal: Deal, first: Seat) -> None:
    again = Deal.parse(deal.pbn(first))
    assert again == deal
    assert hash(again) == hash(deal)
    assert Deal.parse(str(deal)) == deal
    assert sum(len(h) for h in deal.hands) == 52
    assert Deal(deal.hands) == deal


@given(st.text(max_size=80))
def test_deal_parse_raises_only_trickcards_errors(text: str) -> None:
    with contextlib.suppress(TrickcardsError):
        Deal.parse(text)


@given(st.lists(st.sampled_from(".-AKQJT98765432 N:"), max_size=70).map("".join))
def test_deal_parse_near_misses_raise_only_trickcards_errors(text: str) -> None:
    with contextlib.suppress(TrickcardsError):
        Deal.parse("N:" + text)


def test_parse_names_the_card_held_twice_and_the_hand_with_12_cards() -> None:
    with pytest.raises(InvalidDealError, match="SA is held by North and East; S7 is held by no one") as raised:
        Deal.parse("N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    assert raised.value.rule == "deal-52-cards"
    with pytest.raises(InvalidDealError, match="West holds 12 cards, not 13; C2 is held by no one"):
        Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543")


class _OwnShuffle(random.Random):
    """A generator with its own shuffle: the deck then shuffles through it, not the kernel."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]  # the same shuffle, another class
        super().shuffle(x)


@given(st.integers(min_value=0, max_value=2**64), st.sampled_from(Seat), st.booleans())
def test_a_deal_shuffled_from_bits_is_the_deal_of_the_shuffled_pack(seed: int, dealer: Seat, own: bool) -> None:
    kind = _OwnShuffle if own else random.Random
    dealt = Deal._shuffled(kind(seed), dealer)
    assert dealt == Deal.from_deck(Deck.standard().shuffled(kind(seed)), dealer)
    assert [len(hand) for hand in dealt.hands] == [13, 13, 13, 13]
