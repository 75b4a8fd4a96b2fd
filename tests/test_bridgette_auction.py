"""The Bridgette auction: bridgette.md 5.1-5.4, every vector of 11.4, options and random auctions."""

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Deck, Hand, IllegalCallError, ParseError, TrickcardsError
from trickcards.bridge import Doubling, Strain
from trickcards.bridgette import (
    BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    AuctionOptions,
    Bid,
    Call,
    Double,
    Overcall,
    Pass,
    Player,
    Redouble,
)

H1 = Hand.parse("AK75.Q9.J84.63+RL")  # S4 H2 D3 C2 and two colons
H2 = Hand.parse("AK75.Q93.J842.+RL")  # S4 H3 D4 C0
OPPONENT = Hand.parse("QJ9.AKJT.AKQT.AK")


def opening(hand: Hand = H1) -> Auction:
    """The caller (A, holding ``hand``) is the dealer and calls first."""
    return Auction(Player.A, (hand, OPPONENT))


def after(*calls: str, self_first: bool) -> Auction:
    """A holds H1 and is next to call after ``calls``; ``self_first``: A dealt."""
    auction = Auction(Player.A if self_first else Player.B, (H1, OPPONENT))
    for call in calls:
        auction = auction.add(call)
    assert auction.next_player is Player.A
    return auction


def refused(auction: Auction, call: str, rule: str) -> None:
    assert not auction.can_add(call)
    with pytest.raises(IllegalCallError, match=rf"'{call}'.*\({rule}\)") as info:
        auction.add(call)
    assert info.value.reason == rule


# --- 11.4 vectors A1-A15 -------------------------------------------------------------------


def test_a1_opening_suit_bid_with_two_hearts() -> None:
    assert opening().can_add("1H")


def test_a2_opening_notrump_with_every_suit() -> None:
    assert opening().can_add("1NT")


def test_a3_notrump_refused_when_void_in_clubs() -> None:
    assert H2.shape == (4, 3, 4, 0)
    refused(opening(H2), "0NT", "B3")


def test_a4_overcall_needs_four_hearts() -> None:
    refused(after("1D", self_first=False), "1H", "B4")


def test_a5_overcall_with_four_spades() -> None:
    assert after("1D", self_first=False).can_add("1S")


def test_a6_overcall_and_jump_with_four_spades() -> None:
    assert after("1D", self_first=False).can_add("3S")


def test_a7_only_b3_applies_to_notrump() -> None:
    assert after("1D", self_first=False).can_add("1NT")


def test_a8_bid_must_be_higher() -> None:
    refused(after("1D", self_first=False), "1C", "B1")


def test_a9_over_own_bid_no_overcall_no_jump() -> None:
    assert after("1S", "X", self_first=True).can_add("2H")


def test_a10_jump_needs_four_hearts() -> None:
    refused(after("1S", "X", self_first=True), "3H", "B4")


def test_a11_double_the_opponents_bid() -> None:
    assert after("2C", self_first=False).can_add("X")


def test_a12_redouble_needs_a_double_of_own_bid() -> None:
    refused(after("2C", "X", "3D", self_first=False), "XX", "B6")


def test_a13_redouble_after_opponent_doubles() -> None:
    auction = after("2S", "X", self_first=True).add("XX")
    assert auction.highest_bid == Bid(2, Strain.SPADES)


def test_a14_pass_ends_the_auction_e1() -> None:
    auction = after("1C", self_first=False).add("Pass")
    assert auction.is_complete
    contract = auction.contract
    assert contract is not None
    assert (contract.level, contract.strain, contract.doubling, contract.declarer) == (
        1,
        Strain.CLUBS,
        Doubling.UNDOUBLED,
        Player.B,
    )


def test_a15_two_opening_passes_cancel_the_deal_e2() -> None:
    auction = opening().add("Pass").add("Pass")
    assert auction.is_complete
    assert auction.is_cancelled
    assert auction.contract is None
    assert auction.legal_calls() == ()
    refused(auction, "1NT", "E2")


# --- the other rules ---------------------------------------------------------------------------


def test_r4_dealer_calls_first() -> None:
    assert opening().next_player is Player.A
    assert Auction(Player.B, (H1, OPPONENT)).next_player is Player.B


def test_b2_suit_bid_needs_two_cards() -> None:
    refused(opening(Hand.parse("AK75.Q.J84.632+RL")), "1H", "B2")


def test_b2_colons_never_count() -> None:
    refused(opening(Hand.parse("AKQ75.Q.J8432.+RLG")), "1C", "B2")


def test_b5_double_only_after_an_opponents_bid() -> None:
    refused(opening(), "X", "B5")
    refused(opening().add("Pass"), "X", "B5")


def test_b8_no_double_twice_or_redouble_twice() -> None:
    refused(opening().add("1S").add("X"), "X", "B8")
    auction = opening().add("1S").add("X").add("XX")
    refused(auction, "XX", "B8")
    refused(auction, "X", "B8")


def test_b6_no_redouble_of_an_undoubled_bid() -> None:
    refused(opening().add("1S"), "XX", "B6")
    refused(opening(), "XX", "B6")


def test_b7_a_new_bid_clears_doubling() -> None:
    auction = opening().add("1S").add("X").add("2H").add("Pass")
    assert str(auction.contract) == "2HA"


def test_e1_declarer_is_the_maker_of_the_last_bid_even_after_own_pass() -> None:
    auction = opening().add("1S").add("X").add("Pass")
    assert str(auction.contract) == "1SXA"
    refused(auction, "2S", "E1")


def test_e1_redoubled_contract() -> None:
    auction = opening().add("1S").add("X").add("XX").add("Pass")
    assert str(auction.contract) == "1SXXA"


def test_dealer_pass_then_bid_then_pass() -> None:
    auction = Auction(Player.B, (H1, OPPONENT)).add("Pass").add("1H").add("Pass")
    assert str(auction.contract) == "1HA"


def test_legal_calls_opening() -> None:
    calls = opening().legal_calls()
    assert calls[0] == PASS
    assert DOUBLE not in calls
    assert REDOUBLE not in calls
    bids = [c for c in calls if isinstance(c, Bid)]
    # H1 holds S4 H2 D3 C2: every bid is allowed at the opening.
    assert len(bids) == 36


def test_calls_parse_and_print() -> None:
    assert Call.parse("Pass") == PASS
    assert Call.parse("dbl") == DOUBLE
    assert Call.parse("rdbl") == REDOUBLE
    assert Call.parse("3♥") == Bid(3, Strain.HEARTS)
    for bid in BIDS:
        assert Call.parse(str(bid)) == bid
    with pytest.raises(ParseError, match="'0S'"):
        Call.parse("0S")
    with pytest.raises(ParseError, match="'8C'"):
        Bid.parse("8C")
    with pytest.raises(ParseError, match="'X'"):
        Bid.parse("X")


def test_auction_is_a_value() -> None:
    first = opening().add("1S")
    second = opening().add(Bid(1, Strain.SPADES))
    assert first == second
    assert hash(first) == hash(second)
    assert first.calls == (Bid(1, Strain.SPADES),)
    assert Auction(Player.A, (H1, OPPONENT), first.calls) == first


def test_auction_built_from_illegal_calls_is_refused() -> None:
    with pytest.raises(IllegalCallError) as info:
        Auction(Player.A, (H1, OPPONENT), [Call.parse("XX")])
    assert info.value.reason == "B6"


# --- options (R5) ------------------------------------------------------------------------------


def test_r5_thresholds_are_configurable() -> None:
    strict = Auction(Player.A, (H1, OPPONENT), options=AuctionOptions(suit_length=3))
    refused(strict, "1H", "B2")
    lax = Auction(Player.B, (H1, OPPONENT), options=AuctionOptions(long_suit_length=2)).add("1D")
    assert lax.can_add("1H")


def test_r5_alternative_overcall_means_a_different_suit() -> None:
    default = after("1D", self_first=False)
    refused(default, "2D", "B4")
    alternative = Auction(Player.B, (H1, OPPONENT), options=AuctionOptions(overcall=Overcall.DIFFERENT_SUIT))
    alternative = alternative.add("1D")
    assert alternative.can_add("2D")
    assert not alternative.can_add("1H")


def test_r5_jumps_may_be_exempt() -> None:
    options = AuctionOptions(jumps_need_length=False)
    auction = Auction(Player.A, (H1, OPPONENT), options=options).add("1S").add("X")
    assert auction.can_add("3H")


# --- random legal auctions (Hypothesis) ----------------------------------------------------------


def lengths(hand: Hand) -> dict[Strain, int]:
    return {
        Strain.SPADES: hand.shape[0],
        Strain.HEARTS: hand.shape[1],
        Strain.DIAMONDS: hand.shape[2],
        Strain.CLUBS: hand.shape[3],
    }


def independently_legal(dealer: Player, hands: Sequence[Hand], calls: Sequence[Call], call: Call) -> bool:
    """B1-B8 and E1-E2, written again from the rules text."""
    if len(calls) >= 2 and isinstance(calls[0], Pass) and isinstance(calls[1], Pass):
        return False
    bids = [(i, c) for i, c in enumerate(calls) if isinstance(c, Bid)]
    if bids and isinstance(calls[-1], Pass):
        return False
    caller = dealer if len(calls) % 2 == 0 else dealer.other
    previous = calls[-1] if calls else None
    if isinstance(call, Pass):
        return True
    if isinstance(call, Double):
        return isinstance(previous, Bid)
    if isinstance(call, Redouble):
        return isinstance(previous, Double)
    assert isinstance(call, Bid)
    hand = hands[caller]
    if bids:
        position, top = bids[-1]
        if (call.level, call.strain) <= (top.level, top.strain):
            return False
    if call.strain is Strain.NOTRUMP:
        return all(n >= 1 for n in lengths(hand).values())
    length = lengths(hand)[call.strain]
    if length < 2:
        return False
    if not bids:
        return True
    maker = dealer if position % 2 == 0 else dealer.other
    lowest = top.level if call.strain > top.strain else top.level + 1
    needs_four = maker is not caller or call.level > lowest
    return length >= 4 or not needs_four


ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *BIDS)


@given(seed=st.integers(0, 2**32 - 1), dealer=st.sampled_from(Player), data=st.data())
def test_random_legal_auctions_never_break_b1_to_b8(seed: int, dealer: Player, data: st.DataObject) -> None:
    hands = Deck.bridgette().shuffled(seed).deal(2, hand_size=13).hands
    auction = Auction(dealer, hands)
    while not auction.is_complete:
        legal = auction.legal_calls()
        for call in ALL_CALLS:
            expected = independently_legal(dealer, hands, auction.calls, call)
            assert (call in legal) == expected == auction.can_add(call), (str(auction), str(call))
        auction = auction.add(data.draw(st.sampled_from(legal)))
    assert auction.legal_calls() == ()
    for call in ALL_CALLS:
        with pytest.raises(IllegalCallError) as info:
            auction.add(call)
        assert info.value.reason in ("E1", "E2")
    if auction.is_cancelled:
        assert auction.contract is None
        assert len(auction.calls) == 2
        return
    contract = auction.contract
    assert contract is not None
    last_bid = max(c for c in auction.calls if isinstance(c, Bid))
    assert contract.bid == last_bid
    position = auction.calls.index(last_bid)
    assert contract.declarer is (dealer if position % 2 == 0 else dealer.other)
    after_bid = auction.calls[position + 1 :]
    expected_doubling = Doubling(sum(1 for c in after_bid if not isinstance(c, Pass)))
    assert contract.doubling is expected_doubling


OPTIONS = st.builds(
    AuctionOptions,
    suit_length=st.integers(0, 5),
    long_suit_length=st.integers(0, 7),
    overcall=st.sampled_from(Overcall),
    jumps_need_length=st.booleans(),
)


@given(seed=st.integers(0, 2**32 - 1), dealer=st.sampled_from(Player), options=OPTIONS, data=st.data())
def test_legal_calls_are_the_calls_can_add_allows_in_order(
    seed: int, dealer: Player, options: AuctionOptions, data: st.DataObject
) -> None:
    # legal_calls reads the auction once; can_add checks each call by the rules B1-B8, E1-E2.
    hands = Deck.bridgette().shuffled(seed).deal(2, hand_size=13).hands
    auction = Auction(dealer, hands, options=options)
    while True:
        legal = auction.legal_calls()
        assert legal == tuple(call for call in ALL_CALLS if auction.can_add(call)), str(auction)
        if not legal:
            break
        auction = auction.add(data.draw(st.sampled_from(legal)))
    assert auction.is_complete


# --- building an auction from its calls ------------------------------------------------------


def test_calls_given_as_text_are_parsed_like_add() -> None:
    # The calls used to be kept as strings, so the auction never saw its bid: no contract,
    # never complete, and it differed from the same auction built with add().
    built = Auction(Player.A, (H1, OPPONENT), calls=("1S", "X", "Pass"))
    added = opening().add("1S").add("X").add("Pass")
    assert built == added
    assert built.calls == (Bid(1, Strain.SPADES), DOUBLE, PASS)
    assert built.is_complete
    assert str(built.contract) == "1SXA"
    with pytest.raises(IllegalCallError, match=r"'1H'.*\(B1\)"):
        Auction(Player.B, (H1, OPPONENT), calls=("1S", "1H"))


def test_e1_declarer_passes_out_own_doubled_bid_from_the_second_seat() -> None:
    auction = Auction(Player.B, (OPPONENT, H1), calls=("Pass", "1S", "X", "Pass"))
    assert auction.is_complete
    assert str(auction.contract) == "1SXA"


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"dealer": "x"}, ParseError, "'x' is not a Bridgette player"),
        ({"dealer": 2}, ParseError, "2 is not a Bridgette player"),
        ({"hands": 5}, TrickcardsError, r"\(5,\) is not a pair of hands"),
        ({"calls": 5}, IllegalCallError, "5 is not a sequence of calls"),
        ({"calls": "1S"}, IllegalCallError, "'1S' is not a sequence of calls"),
        ({"calls": ("1Q",)}, ParseError, "'1Q' is not a Bridgette call"),
        ({"options": 5}, TrickcardsError, "5 is not an AuctionOptions value"),
    ],
)
def test_bad_auction_fields_raise_trickcards_errors(
    kwargs: dict[str, object], error: type[Exception], message: str
) -> None:
    fields: dict[str, object] = {"dealer": Player.A, "hands": (H1, OPPONENT)} | kwargs
    with pytest.raises(error, match=message):
        Auction(**fields)  # type: ignore[arg-type]


def test_dealer_may_be_given_as_a_letter() -> None:
    assert Auction("b", (H1, OPPONENT)).dealer is Player.B


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"suit_length": "2"}, "'2' is not a suit length for suit_length"),
        ({"long_suit_length": 14}, "14 is not a suit length for long_suit_length"),
        ({"overcall": "different-suit"}, "is not a meaning of overcall"),
        ({"jumps_need_length": 1}, "1 is not a yes/no setting for jumps_need_length"),
    ],
)
def test_bad_auction_options_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TrickcardsError, match=message):
        AuctionOptions(**kwargs)  # type: ignore[arg-type]
