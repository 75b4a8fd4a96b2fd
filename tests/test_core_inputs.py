"""Bad input to the core values and the contract-bridge core: only TrickcardsError escapes.

Each test here pins a refusal: a bool taken for an int, a non-ASCII letter that
``str.upper`` turns into an ASCII one (``'ſ'`` to ``S``, ``'ﬆ'`` to ``ST``), an argument of
the wrong type that used to escape as a bare TypeError, AttributeError or ValueError.
The properties check that the checker trios (can_x / verify_x / x) agree call by call
and card by card, with Call, Card and seat values given as objects or as text.
"""

from __future__ import annotations

import contextlib
import pickle
import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Deck, Hand, Players, Rank, RankOrder, Seat, Suit, Trick, TrickPlay, TrickRules
from trickcards.bridge import Auction, Bid, Call, Contract, Deal, Doubling, Play, Strain
from trickcards.bridge.calls import CALLS
from trickcards.bridge.deal import Vulnerability, board_dealer, board_vulnerability
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import (
    DealStatus,
    IllegalCallError,
    IllegalPlayError,
    InvalidDealError,
    ParseError,
    TrickcardsError,
)
from trickcards.engine.trick_play import random_playout
from trickcards.strategies import auctions, bridge_deals, junk

DEAL = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"

# Junk of every kind (trickcards.strategies.junk) and the texts these inputs almost accept.
JUNK = junk(
    ["SA", "s10", "1NT", "4SXN", "N", "Pass", "XX", "AKQ2.K52.J43.A76"],
    st.text(alphabet="ſıﬆﬅK²١٠１ßǰ♠♥ \t\n-.:+SsAaTt10NnXxPp"),
)


def only_trickcards_errors(action: Callable[[], object]) -> None:
    """Run ``action``; a result is fine, and so is a TrickcardsError, but nothing else."""
    with contextlib.suppress(TrickcardsError):
        action()


# --- non-ASCII letters ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("parse", "text"),
    [
        (Suit.parse, "ſ"),
        (Suit.parse, "ſpades"),
        (Rank.parse, "ı"),
        (Card.parse, "ſa"),
        (Card.parse, "ﬆ"),  # 'ﬆ'.upper() == 'ST', the ten of spades
        (Card.parse, "ﬅ"),
        (Seat.parse, "ſ"),
        (Seat.parse, "ſouth"),
        (Hand.parse, "ak.-.-.-+ǵ"),
        (Deck.parse, "ſa"),
        (RankOrder.parse, "ı"),
        (Trick.parse, "ſ: SA"),
        (Strain.parse, "ſ"),
        (Call.parse, "1ſ"),
        (Call.parse, "pasſ"),
        (Contract.parse, "4ſ"),
        (Contract.parse, "4S ſ"),
        (Contract.parse, "4SX\u212a"),  # KELVIN SIGN matches 'k' under re.IGNORECASE
        (Auction.parse, "ſ: 1S"),
        (Deal.parse, "ſ:" + DEAL[2:]),
        (Vulnerability.parse, "nſ"),
    ],
)
def test_parsers_refuse_non_ascii_letters_that_upper_case_to_ascii(parse: Callable[[str], object], text: str) -> None:
    with pytest.raises(TrickcardsError):
        parse(text)


def test_ascii_upper_leaves_non_ascii_letters_alone() -> None:
    assert ascii_upper("♠as ſ ı ﬆ") == "♠AS ſ ı ﬆ"
    assert ascii_upper("1nt") == "1NT"


def test_bridge_actions_refuse_non_ascii_card_and_contract_text() -> None:
    deal = Deal.parse(DEAL)
    with pytest.raises(TrickcardsError):
        Play(deal, "3Nſ")
    play = Play(deal, "3NTS")
    assert not play.can_play("ſ3")  # not the three of spades
    with pytest.raises(TrickcardsError):
        play.play("ſ3")
    assert not Auction().can_add("1ſ")
    with pytest.raises(TrickcardsError):
        Auction().add("1S", seat="ſ")


def test_lowercase_and_mixed_case_still_read() -> None:
    assert Card.parse("sa") is Card.parse("SA")
    assert Contract.parse("4sxn") == Contract.parse("4SXN")
    assert Deal.parse(DEAL.lower()) == Deal.parse(DEAL)
    assert Deal.parse("w:" + Deal.parse(DEAL).pbn(Seat.WEST)[2:]) == Deal.parse(DEAL)
    assert Call.parse(" 1nt\t") is Call.parse("1NT")  # Call.parse strips ASCII spaces and tabs like every parser
    with pytest.raises(ParseError, match="only ASCII spaces and tabs"):
        Call.parse("1nt\n")


# --- bools and other wrong types -----------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        lambda: Card(True, 2),
        lambda: Card(0, 2.0),  # type: ignore[arg-type]
        lambda: Card(Suit.SPADES, True),
        lambda: Card.from_index(True),
        lambda: Call.from_index(True),
        lambda: Hand.from_mask(True),
        lambda: Deck.standard().cut(True),
        lambda: Deck.standard().deal(True),
        lambda: Deck.standard().deal(4, hand_size=True),
        lambda: Deck.standard().deal(4, packets=(True, True)),
        lambda: Seat.NORTH.rotate(True),
        lambda: Players(4).after(0, True),
        lambda: Trick(True),
        lambda: TrickPlay.start(TrickRules(), [Hand.parse("A..."), Hand.parse("K...")], leader=True),
        lambda: Strain.from_suit(True),  # type: ignore[arg-type]
        lambda: Contract(4, Strain.SPADES, True),
        lambda: Contract(4, Strain.SPADES, 1.0),
        lambda: Auction().seat_of(True),
        lambda: Deal.parse(DEAL)[True],  # type: ignore[index]
        lambda: Deal.from_deck(Deck.standard(), dealer=5),  # type: ignore[arg-type]
    ],
)
def test_bools_and_floats_are_not_ints(action: Callable[[], object]) -> None:
    with pytest.raises(TrickcardsError):
        action()


def test_contract_doubling_still_takes_its_int_values() -> None:
    assert Contract(4, Strain.SPADES, 1).doubling is Doubling.DOUBLED
    assert Contract(4, "S", Doubling.REDOUBLED) == Contract.parse("4SXX")


@pytest.mark.parametrize(
    "action",
    [
        lambda: Hand(5),  # type: ignore[arg-type]
        lambda: Hand().add(1),  # type: ignore[arg-type]
        lambda: Hand().remove("SA"),  # type: ignore[arg-type]
        lambda: Hand().isdisjoint(1),  # type: ignore[arg-type]
        lambda: Hand().suit(9),  # type: ignore[arg-type]
        lambda: Hand().suit(-1),  # type: ignore[arg-type]
        lambda: Hand().count("x"),  # type: ignore[arg-type]
        lambda: Hand().ranks(True),  # type: ignore[arg-type]
        lambda: Deck(5),  # type: ignore[arg-type]
        lambda: Deck.standard().deal(4, hand_size="x"),  # type: ignore[arg-type]
        lambda: Deck.standard().deal(4, packets=5),  # type: ignore[arg-type]
        lambda: Deck.standard().deal(4, packets="22"),  # type: ignore[arg-type]
        lambda: RankOrder(5),  # type: ignore[arg-type]
        lambda: RankOrder("J7"),  # type: ignore[arg-type]
        lambda: Seat.NORTH.rotate("x"),  # type: ignore[arg-type]
        lambda: Players(4).after(0, "x"),  # type: ignore[arg-type]
        lambda: Trick(0, 5),  # type: ignore[arg-type]
        lambda: Trick(0, [[]]),  # type: ignore[list-item]
        lambda: Trick(0).player("x"),  # type: ignore[arg-type]
        lambda: Trick(0).player(4),
        lambda: Trick(0, [Card.parse("SA")]).winner("x"),  # type: ignore[arg-type]
        lambda: TrickRules(trump_order="x"),  # type: ignore[arg-type]
        lambda: TrickRules(plain_order=None),  # type: ignore[arg-type]
        lambda: TrickRules(follow=1),  # type: ignore[arg-type]
        lambda: TrickRules(lead=1),  # type: ignore[arg-type]
        lambda: TrickRules().winner_position("SA"),  # type: ignore[arg-type]
        lambda: TrickRules().winner_position([1, 2]),  # type: ignore[list-item]
        lambda: TrickPlay.start(TrickRules(), 5, 0),  # type: ignore[arg-type]
        lambda: TrickPlay.start(TrickRules(), [1, 2], 0),  # type: ignore[list-item]
        lambda: TrickPlay.start(TrickRules(), Hand.parse("AK..."), 0),  # type: ignore[arg-type]
        lambda: TrickPlay.start(1, [Hand.parse("A..."), Hand.parse("K...")], 0),  # type: ignore[arg-type]
        lambda: random_playout(1),  # type: ignore[arg-type]
        lambda: Strain.from_suit(9),  # type: ignore[arg-type]
        lambda: Strain.from_suit("S"),  # type: ignore[arg-type]
        lambda: Auction(Seat.NORTH, 5),  # type: ignore[arg-type]
        lambda: Auction(Seat.NORTH, "1S P"),
        lambda: Auction().seat_of("x"),  # type: ignore[arg-type]
        lambda: Auction().seat_of(-1),
        lambda: Deal.validate(5),  # type: ignore[arg-type]
        lambda: Deal.validate([1, 2, 3, 4]),  # type: ignore[list-item]
        lambda: Deal.validate(["x"]),  # type: ignore[list-item]
        lambda: Deal([Card.parse("SA")] * 4),  # type: ignore[list-item]
        lambda: Deal.from_deck(Deck.standard(), dealer="x"),  # type: ignore[arg-type]
        lambda: Deal.parse(DEAL).pbn(5),  # type: ignore[arg-type]
        lambda: Deal.parse(DEAL).pbn(True),  # type: ignore[arg-type]
        lambda: Vulnerability.parse(""),
        lambda: Vulnerability.parse("--"),
        lambda: Vulnerability.parse("N/S/"),
    ],
)
def test_wrong_types_raise_trickcards_errors(action: Callable[[], object]) -> None:
    with pytest.raises(TrickcardsError):
        action()


def test_rank_order_from_a_list_is_hashable() -> None:
    order = RankOrder([Rank.ACE, Rank.KING])
    assert order == RankOrder((Rank.ACE, Rank.KING))
    assert hash(order) == hash(RankOrder((Rank.ACE, Rank.KING)))


def test_deal_arguments_given_as_text() -> None:
    deal = Deal.parse(DEAL)
    assert deal.pbn("W") == deal.pbn(Seat.WEST)  # type: ignore[arg-type]
    assert Deal.from_deck(Deck.standard(), dealer="S") == Deal.from_deck(Deck.standard(), dealer=Seat.SOUTH)  # type: ignore[arg-type]
    assert Auction.parse("N: 1S", dealer="N") == Auction.parse("1S")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        Auction.parse("N: 1S", dealer="E")  # type: ignore[arg-type]


def test_vulnerability_words() -> None:
    for text, expected in (("-", "None"), ("N-S", "NS"), ("e/w", "EW"), ("all", "Both"), ("love", "None")):
        assert str(Vulnerability.parse(text)) == expected


def test_deck_deal_keeps_its_defaults() -> None:
    assert [len(h) for h in Deck.standard().deal(4).hands] == [13] * 4
    assert [len(h) for h in Deck.standard().deal(4, packets=[1, 1]).hands] == [2] * 4
    with pytest.raises(TrickcardsError):
        Deck([]).deal(4)
    with pytest.raises(TrickcardsError):
        Deck.standard().deal(4, hand_size=0)


def test_deck_deal_refuses_a_huge_hand_size_before_building_packets() -> None:
    # (1,) * hand_size was built before the size was checked: 2**64 exhausted memory.
    with pytest.raises(TrickcardsError, match="needs"):
        Deck.standard().deal(4, hand_size=2**64)


def test_trick_with_a_bool_leader_would_not_round_trip() -> None:
    # str(Trick(True)) was 'True: ', which Trick.parse refuses.
    for leader in (0, 3, Seat.WEST):
        trick = Trick(leader, [Card.parse("SA")])
        assert Trick.parse(str(trick)) == trick


# --- junk everywhere: only TrickcardsError ------------------------------------------


@given(JUNK)
def test_parsers_raise_only_trickcards_errors(junk: object) -> None:
    for parse in (
        Suit.parse,
        Rank.parse,
        Card.parse,
        Hand.parse,
        Deck.parse,
        Deck.named,
        RankOrder.parse,
        Seat.parse,
        Trick.parse,
        Strain.parse,
        Call.parse,
        Contract.parse,
        Auction.parse,
        Deal.parse,
        Deal.validate,
        Vulnerability.parse,
    ):
        only_trickcards_errors(lambda parse=parse: parse(junk))  # type: ignore[misc]


@given(JUNK, JUNK)
def test_constructors_raise_only_trickcards_errors(a: object, b: object) -> None:
    deal = Deal.parse(DEAL)
    for build in (
        lambda: Card(a, b),  # type: ignore[arg-type]
        lambda: Card.from_index(a),  # type: ignore[arg-type]
        lambda: Hand(a),  # type: ignore[arg-type]
        lambda: Hand.from_mask(a),  # type: ignore[arg-type]
        lambda: Hand().add(a),  # type: ignore[arg-type]
        lambda: Hand().suit(a),  # type: ignore[arg-type]
        lambda: Deck(a),  # type: ignore[arg-type]
        lambda: Deck.standard().cut(a),  # type: ignore[arg-type]
        lambda: Deck.standard().deal(a, b),  # type: ignore[arg-type]
        lambda: Deck.standard().deal(4, packets=a),  # type: ignore[arg-type]
        lambda: Deck.standard().shuffled(a),  # type: ignore[arg-type]
        lambda: RankOrder(a),  # type: ignore[arg-type]
        lambda: Seat.NORTH.rotate(a),  # type: ignore[arg-type]
        lambda: Players(a),  # type: ignore[arg-type]
        lambda: Trick(a, b),  # type: ignore[arg-type]
        lambda: Trick(0, players=a),  # type: ignore[arg-type]
        lambda: TrickRules(trump=a),  # type: ignore[arg-type]
        lambda: TrickRules(trump_order=a),  # type: ignore[arg-type]
        lambda: TrickPlay.start(TrickRules(), a, b),  # type: ignore[arg-type]
        lambda: Call(a, b),  # type: ignore[arg-type]
        lambda: Call.from_index(a),  # type: ignore[arg-type]
        lambda: Bid(a, b),  # type: ignore[arg-type]
        lambda: Strain.from_suit(a),  # type: ignore[arg-type]
        lambda: Contract(a, b),
        lambda: Contract(4, "S", a, b),
        lambda: Auction(a, b),  # type: ignore[arg-type]
        lambda: Auction().add(a, b),  # type: ignore[arg-type]
        lambda: Auction().verify_add(a, b),  # type: ignore[arg-type]
        lambda: Auction().can_add(a, b),  # type: ignore[arg-type]
        lambda: Auction().seat_of(a),  # type: ignore[arg-type]
        lambda: Auction.parse("1S", dealer=a),  # type: ignore[arg-type]
        lambda: Deal(a),  # type: ignore[arg-type]
        lambda: Deal.from_deck(Deck.standard(), a),  # type: ignore[arg-type]
        lambda: Deal.random(a),  # type: ignore[arg-type]
        lambda: deal[a],  # type: ignore[index]
        lambda: deal.pbn(a),  # type: ignore[arg-type]
        lambda: deal.holder(a),
        lambda: board_dealer(a),  # type: ignore[arg-type]
        lambda: board_vulnerability(a),  # type: ignore[arg-type]
        lambda: Play(a, b),  # type: ignore[arg-type]
        lambda: Play(deal, a),  # type: ignore[arg-type]
        lambda: Play(deal, "3NTS").play(a, b),  # type: ignore[arg-type]
        lambda: Play(deal, "3NTS").verify_play(a, b),  # type: ignore[arg-type]
        lambda: Play(deal, "3NTS").can_play(a, b),  # type: ignore[arg-type]
    ):
        only_trickcards_errors(build)


# --- the checker trios agree --------------------------------------------------------


def _seat_forms(seat: Seat) -> tuple[object, ...]:
    return (None, seat, seat.letter, seat.name.lower())


@examples(40)
@given(auctions(), st.data())
def test_auction_checkers_agree_at_every_step(auction: Auction, data: st.DataObject) -> None:
    """legal_calls, can_add, verify_add and add agree for every call, given as a Call or text, with and without seat=."""
    steps = [Auction(auction.dealer, auction.calls[:i]) for i in range(len(auction.calls) + 1)]
    state = data.draw(st.sampled_from(steps))
    legal = set(state.legal_calls())
    for call in CALLS:
        for given_call in (call, str(call), str(call).lower()):
            for seat in Seat:
                for given_seat in _seat_forms(seat):
                    ok = state.can_add(given_call, given_seat)  # type: ignore[arg-type]
                    expected = call in legal and (given_seat is None or seat is state.next_player)
                    assert ok is expected, (str(state), call, given_seat)
                    try:
                        state.verify_add(given_call, given_seat)  # type: ignore[arg-type]
                    except IllegalCallError:
                        verified = False
                    else:
                        verified = True
                    assert verified is ok
                    try:
                        added = state.add(given_call, given_seat)  # type: ignore[arg-type]
                    except IllegalCallError:
                        assert not ok
                    else:
                        assert ok
                        assert added.calls == (*state.calls, call)


@examples(25)
@given(
    bridge_deals(),
    st.sampled_from([f"{level}{strain}{seat}" for level in (1, 4, 7) for strain in "CDHSN" for seat in "NESW"]),
    st.integers(0, 51),
    st.randoms(use_true_random=False),
)
def test_play_checkers_agree_at_every_step(deal: Deal, contract: str, steps: int, rng: random.Random) -> None:
    """legal_cards, can_play, verify_play and play agree for every card, as a Card or text, with and without seat=."""
    play = Play(deal, contract)
    for _ in range(steps):
        play = play.play(rng.choice(list(play.legal_cards())))
    legal = set(play.legal_cards())
    assert play.next_player is not None
    for card in Deck.standard():
        for given_card in (card, str(card).lower()) if card in legal or card.index % 5 == 0 else (card,):
            for seat in Seat:
                for given_seat in _seat_forms(seat):
                    ok = play.can_play(given_card, given_seat)  # type: ignore[arg-type]
                    assert ok is (card in legal and (given_seat is None or seat is play.next_player))
                    try:
                        play.verify_play(given_card, given_seat)  # type: ignore[arg-type]
                    except IllegalPlayError:
                        assert not ok
                    else:
                        assert ok
                    try:
                        after = play.play(given_card, given_seat)  # type: ignore[arg-type]
                    except IllegalPlayError:
                        assert not ok
                    else:
                        assert ok
                        assert after.played == (*play.played, card)


# --- values: round trips, pickle ----------------------------------------------------


@given(auctions())
def test_auction_values_round_trip(auction: Auction) -> None:
    assert Auction.parse(str(auction)) == auction
    assert pickle.loads(pickle.dumps(auction)) == auction
    assert hash(pickle.loads(pickle.dumps(auction))) == hash(auction)
    if auction.contract is not None:
        assert Contract.parse(str(auction.contract)) == auction.contract


def test_deal_status_names_every_problem_of_junk_hands() -> None:
    with pytest.raises(InvalidDealError) as caught:
        Deal([Hand.parse("A...")])
    assert caught.value.status == DealStatus.WRONG_HAND_SIZE | DealStatus.MISSING_CARD | DealStatus.WRONG_HAND_COUNT
    with pytest.raises(InvalidDealError) as caught:
        Deal("N:" + DEAL)  # type: ignore[arg-type]
    assert caught.value.status is DealStatus.WRONG_HAND_COUNT
