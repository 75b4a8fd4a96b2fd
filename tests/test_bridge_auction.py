"""The auction: every vector A-1 .. A-18 of contract-bridge.md and the rules A1-A11 as properties."""

import contextlib
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Seat
from trickcards.bridge import CALLS, PASS, Auction, Call, Contract, Doubling, Strain
from trickcards.core.errors import IllegalCallError, ParseError
from trickcards.strategies import auctions

N, E, S, W = Seat


def calls(text: str, dealer: Seat = N) -> Auction:
    return Auction.parse(text.replace("♠", "S").replace("♥", "H"), dealer=dealer)


def refused(auction: Auction, call: str, reason: str, seat: Seat | None = None) -> IllegalCallError:
    assert not auction.can_add(call, seat)
    with pytest.raises(IllegalCallError) as info:
        auction.add(call, seat)
    assert info.value.reason == reason
    assert repr(str(Call.parse(call))) in str(info.value)
    with pytest.raises(IllegalCallError):
        auction.verify_add(call, seat)
    return info.value


# --- contract-bridge.md, Auction legality A-1 .. A-18 ------------------------------------


def test_a1_four_passes_pass_the_deal_out() -> None:
    a = calls("P P P P")
    assert a.is_complete
    assert a.is_passed_out
    assert a.contract is None
    assert a.declarer is None
    assert a.next_player is None
    assert a.legal_calls() == ()


def test_a2_one_spade_then_three_passes_north_declares() -> None:
    a = calls("1♠ P P P")
    assert a.is_complete
    assert not a.is_passed_out
    assert a.contract == Contract(1, Strain.SPADES, Doubling.UNDOUBLED, N)
    assert (a.declarer, a.dummy, a.opening_leader) == (N, S, E)


def test_a3_lower_bid_after_overcall_is_insufficient() -> None:
    error = refused(calls("1♥ 1♠"), "1H", "insufficient")
    assert "rule A4 sufficiency" in str(error)


def test_a4_same_bid_again_is_insufficient() -> None:
    refused(calls("1♥"), "1H", "insufficient")


def test_a5_lower_strain_at_same_level_is_insufficient() -> None:
    a = calls("2D")
    refused(a, "2C", "insufficient")
    assert a.can_add("3C")


def test_a6_no_double_of_partners_bid() -> None:
    error = refused(calls("1♥ P"), "X", "double-own-side")
    assert "rule A5" in str(error)


def test_a7_redouble_of_own_sides_doubled_bid() -> None:
    a = calls("1♥ X XX")
    assert a.doubling is Doubling.REDOUBLED


def test_a8_doublers_partner_may_not_redouble() -> None:
    error = refused(calls("1♥ X P"), "XX", "redouble-own-double")
    assert "rule A6" in str(error)


def test_a9_redouble_after_passes_contract_redoubled_by_north() -> None:
    a = calls("1♥ P P X XX P P P")
    assert a.contract == Contract.parse("1HXXN")


def test_a10_no_double_after_redouble() -> None:
    refused(calls("1♥ X XX"), "X", "already-doubled")


def test_a11_new_bid_cancels_double_declarer_first_to_bid_strain() -> None:
    a = calls("1♥ X 2♥ X P P P")
    assert a.contract == Contract.parse("2HXN")
    assert a.declarer is N


def test_a12_declarer_is_first_of_side_to_bid_spades() -> None:
    a = calls("1♠ 2♥ 2♠ P 4♠ P P P")
    assert a.contract == Contract.parse("4SN")
    assert a.opening_leader is E


def test_a13_south_bid_hearts_first_so_south_declares() -> None:
    a = calls("1C P 1♥ P 2♥ P 4♥ P P P")
    assert a.contract == Contract.parse("4HS")
    assert (a.dummy, a.opening_leader) == (N, W)


def test_a14_fourth_hand_opening_west_declares() -> None:
    a = calls("P P P 1C P P P")
    assert a.contract == Contract.parse("1CW")
    assert a.opening_leader is N


def test_a15_one_notrump_doubled() -> None:
    a = calls("1NT X P P P")
    assert a.contract == Contract.parse("1NTXN")
    assert a.opening_leader is E


def test_a16_seven_notrump_redoubled_and_nothing_higher() -> None:
    a = calls("7NT X XX")
    for bid in (c for c in CALLS if c.is_bid):
        assert not a.can_add(bid)
    refused(a, "7NT", "insufficient")
    a = a.add("P").add("P").add("P")
    assert a.contract == Contract.parse("7NTXXN")
    assert a.opening_leader is E


def test_a17_no_call_after_the_end() -> None:
    a = calls("1♠ P P P")
    error = refused(a, "P", "auction-over")
    assert "rule A8" in str(error)
    refused(a, "P", "auction-over", seat=E)


def test_a18_east_may_not_call_first_when_north_deals() -> None:
    error = refused(Auction(dealer=N), "P", "out-of-turn", seat=E)
    assert "rules A1-A2" in str(error)
    assert Auction(dealer=N).add("P", seat=N).next_player is E
    assert Auction(dealer=N).can_add("1C", "N")


# --- further rules -------------------------------------------------------------------


def test_a5_nothing_to_double_before_a_bid() -> None:
    refused(Auction(), "X", "nothing-to-double")
    refused(calls("P P"), "X", "nothing-to-double")


def test_a6_redouble_without_double() -> None:
    refused(calls("1C"), "XX", "redouble-without-double")
    refused(Auction(), "XX", "redouble-without-double")


def test_a6_no_second_redouble() -> None:
    refused(calls("1C X XX P"), "XX", "already-redoubled")


def test_a8_three_passes_after_a_double_end_the_auction() -> None:
    a = calls("1C X P P")
    assert not a.is_complete
    assert a.add("P").is_complete


def test_a10_declarer_while_open_and_tracking_across_levels() -> None:
    a = calls("1D 1S 2D 2S 3D")
    assert a.declarer is N
    assert a.current_bid == Call.parse("3D")
    assert a.current_bidder is N
    assert a.contract is None
    assert calls("P 1D P 1S P 2S P P P").declarer is W  # W named spades before E raised them


def test_auction_parse_and_str_round_trip() -> None:
    a = calls("1C X XX 1H P P P", dealer=W)
    assert str(a) == "W: 1C X XX 1H Pass Pass Pass"
    assert Auction.parse(str(a)) == a
    assert Auction.parse("e: 1nt ap") == Auction(E, ["1NT", "P", "P", "P"])
    assert repr(a) == f"Auction.parse({str(a)!r})"
    assert pickle.loads(pickle.dumps(a)) == a
    assert hash(Auction.parse(str(a))) == hash(a)
    assert a != calls("1C X XX 1H P P P", dealer=N)


def test_auction_parse_errors() -> None:
    with pytest.raises(ParseError):
        Auction.parse("Q: 1C")
    with pytest.raises(ParseError):
        Auction.parse("1C 1Q")
    with pytest.raises(ParseError):
        Auction.parse("N: 1C", dealer=E)
    with pytest.raises(IllegalCallError):
        Auction.parse("1C 1C")
    assert not Auction().can_add("hello")


def test_auction_is_immutable() -> None:
    a = Auction()
    with pytest.raises(AttributeError):
        a.dealer = E  # type: ignore[misc]  # refused at run time too
    b = a.add("1C")
    assert a.calls == ()
    assert b.calls == (Call.parse("1C"),)


def test_pretty_lays_out_the_calls_by_seat() -> None:
    text = calls("1♠ P 2♠ P", dealer=E).pretty()
    assert text.splitlines()[0].split() == ["N", "E", "S", "W"]
    assert "1♠" in text


def _declarer_by_rescan(auction: Auction) -> Seat | None:
    last = None
    for i, call in enumerate(auction.calls):
        if call.is_bid:
            last = (i, call)
    if last is None:
        return None
    side = auction.seat_of(last[0]).side
    for i, call in enumerate(auction.calls):
        if call.is_bid and call.strain is last[1].strain and auction.seat_of(i).side is side:
            return auction.seat_of(i)
    return None


@given(auctions())
def test_random_auctions_obey_rules_a1_to_a11(auction: Auction) -> None:
    replay = Auction(auction.dealer)
    for position, call in enumerate(auction.calls):
        legal = replay.legal_calls()
        for candidate in CALLS:
            assert (candidate in legal) == replay.can_add(candidate)
        assert PASS in legal
        assert replay.next_player is auction.seat_of(position)
        replay = replay.add(call, auction.seat_of(position))
    assert replay == auction
    assert auction.is_complete
    assert auction.legal_calls() == ()
    if auction.is_passed_out:
        assert auction.contract is None
        return
    contract = auction.contract
    assert contract is not None
    bids = [c for c in auction.calls if c.is_bid]
    assert (contract.level, contract.strain) == (bids[-1].level, bids[-1].strain)
    after = [c for c in auction.calls[auction.calls.index(bids[-1]) + 1 :] if not c.is_pass]
    assert contract.doubling == Doubling(len(after))
    assert contract.declarer == _declarer_by_rescan(auction)
    assert auction.opening_leader == contract.declarer.lho if contract.declarer is not None else False


@given(st.text(max_size=30), st.sampled_from(Seat))
def test_auction_parse_raises_only_trickcards_errors(text: str, dealer: Seat) -> None:
    with contextlib.suppress(ParseError, IllegalCallError):
        Auction.parse(text, dealer=dealer)


@given(st.integers(0, 2**32 - 1), st.sampled_from(("contract", "chinese", "two-handed", "two-player-null")))
def test_a8_is_complete_exactly_when_no_call_is_left(seed: int, rules_name: str) -> None:
    # is_complete reads the state's passes against the rules' ending or pass-out passes:
    # along random auctions under several rules, just when no call is legal any more.
    from trickcards.bridge.auction import CONTRACT_BRIDGE  # noqa: PLC0415  # the rules of this test only
    from trickcards.chinese_bridge.game import AUCTION as CHINESE  # noqa: PLC0415
    from trickcards.two_handed.game import AUCTION as TWO_HANDED  # noqa: PLC0415
    from trickcards.two_player_null.game import AUCTION as TWO_PLAYER_NULL  # noqa: PLC0415

    rules = {"contract": CONTRACT_BRIDGE, "chinese": CHINESE, "two-handed": TWO_HANDED}.get(rules_name, TWO_PLAYER_NULL)
    rng = random.Random(seed)
    auction = Auction(Seat.NORTH, rules=rules)
    for _ in range(200):
        legal = auction.legal_calls()
        assert auction.is_complete == (legal == ())
        assert auction.is_passed_out == (auction.is_complete and auction.current_bid is None)
        if not legal:
            break
        call = legal[0] if rng.random() < 0.5 else rng.choice(legal)
        choices = rules.bid_choices
        auction = auction.add_bid(call, rng.choice(choices)) if choices and call.is_bid else auction.add(call)
    assert auction.is_complete
