"""The parameterised bridge engine: auction rules, Null bids and contracts, seatings, Null scoring."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand
from trickcards.bridge import (
    CONTRACT_BRIDGE,
    NULL,
    NULL_BIDS,
    RUBBER_MODERN,
    Auction,
    AuctionRules,
    Call,
    Contract,
    Honours,
    NullBid,
    Seating,
    Strain,
    TablePlay,
    duplicate_score,
    score,
)
from trickcards.core.errors import IllegalCallError, IllegalPlayError, ParseError, ScoringError, TrickcardsError
from trickcards.core.seats import Seat

C, D, H, S, NT = Strain

THREE = AuctionRules(
    name="three-handed bridge",
    players=3,
    first_caller=1,
    sides=(0, 1, 2),
    strains=(C, D, H, NULL, S, NT),
    ending_passes=2,
    passout_passes=3,
)
TWO_DUMMIES = AuctionRules(
    name="two-handed bridge",
    players=2,
    sides=(0, 1),
    ending_passes=1,
    passout_passes=2,
    opening_bid_required=True,
    bid_choices=("open", "closed"),
)
NULLO = AuctionRules(
    name="two-player Null", players=2, sides=(0, 1), strains=(C, D, NULL, H, S, NT), ending_passes=1, passout_passes=2
)


def test_contract_bridge_rules_are_the_default() -> None:
    assert Auction().rules is CONTRACT_BRIDGE
    assert Auction(Seat.EAST, ["1S"]) == Auction(Seat.EAST, ["1S"], rules=AuctionRules())
    assert not CONTRACT_BRIDGE.has_null


def test_contract_bridge_refuses_null_bids() -> None:
    with pytest.raises(ParseError):
        Auction().add("2Null")
    with pytest.raises(IllegalCallError, match="not a bid of contract bridge"):
        Auction().add(NullBid(2))


def test_null_bids_are_interned_and_parse() -> None:
    assert [str(b) for b in NULL_BIDS] == [f"{n}Null" for n in range(1, 8)]
    assert NullBid.parse("3 nullo") is NullBid(3) is Call.parse("3null", null=True)
    assert pickle.loads(pickle.dumps(NullBid(5))) is NullBid(5)
    with pytest.raises(ParseError):
        NullBid.parse("8Null")
    with pytest.raises(TrickcardsError):
        NullBid(0)


def test_null_contracts_parse_and_print() -> None:
    c = Contract.parse("4NullXS")
    assert (c.level, c.strain, str(c), c.is_null, c.tricks_allowed) == (4, NULL, "4NullXS", True, 3)
    assert Contract.parse(str(c)) == c
    assert c.is_made(3)
    assert not c.is_made(4)


def test_strain_order_places_null() -> None:
    a = Auction(Seat.NORTH, rules=THREE).add("2H")
    assert a.can_add("2Null")
    assert not a.can_add("2D")
    b = Auction(Seat.NORTH, rules=NULLO).add("2D")
    assert b.can_add("2Null")
    assert b.add("2Null").can_add("2H")
    assert not b.add("2Null").can_add("2D")


def test_three_players_rotate_from_dealers_left_and_end_after_two_passes() -> None:
    a = Auction(Seat.SOUTH, rules=THREE)
    assert a.next_player == Seat.NORTH  # player 0 is dealer's left of player 2
    a = a.add("1S").add("Pass")
    assert not a.is_complete
    a = a.add("Pass")
    assert a.is_complete
    assert a.contract == Contract.parse("1SN")


def test_three_players_pass_out_after_three_passes() -> None:
    a = Auction(Seat.NORTH, ["P", "P", "P"], rules=THREE)
    assert a.is_passed_out
    assert a.contract is None
    assert a.legal_calls() == ()


def test_no_partners_double_and_redouble() -> None:
    a = Auction(Seat.SOUTH, ["1S", "X"], rules=THREE)  # N bids, E doubles
    assert not a.can_add("XX")  # S made neither the bid nor the double's target
    assert a.add("Pass").can_add("XX")  # N may redouble his own doubled bid
    b = Auction(Seat.SOUTH, ["1S", "Pass"], rules=THREE)
    assert b.can_add("X")  # S may double N's bid: everyone is an opponent


def test_opening_bid_required_and_choices() -> None:
    a = Auction(Seat.NORTH, rules=TWO_DUMMIES)
    assert Call.parse("Pass") not in a.legal_calls()
    with pytest.raises(IllegalCallError, match="first call must be a bid"):
        a.add("Pass")
    with pytest.raises(IllegalCallError, match="each bid names one of open, closed"):
        a.add("1H")
    a = a.add("1H(open)")
    assert a.add("Pass").is_complete
    assert a.current_choice == "open"
    with pytest.raises(IllegalCallError, match="only a bid carries a choice"):
        a.add("X(open)")


def test_bid_choices_round_trip_and_pickle() -> None:
    a = Auction.parse("E: 1NT(closed) X XX Pass", rules=TWO_DUMMIES)
    assert str(a) == "E: 1NT(closed) X XX Pass"
    assert a.contract == Contract.parse("1NTXXE")
    assert pickle.loads(pickle.dumps(a)) == a
    assert Auction.parse(str(a), rules=TWO_DUMMIES) == a


def test_contract_bridge_refuses_a_choice() -> None:
    with pytest.raises(IllegalCallError, match="carry no choice"):
        Auction().add("1H(open)")


DEALER_BIDS = AuctionRules(
    name="a dealer-only auction",
    players=2,
    sides=(0, 1),
    ending_passes=1,
    passout_passes=2,
    opening_bid_required=True,
    bidders=(0,),
)


def test_only_the_bidders_may_bid() -> None:
    a = Auction(Seat.EAST, rules=DEALER_BIDS).add("2S")
    assert [str(c) for c in a.legal_calls()] == ["Pass", "X"]
    with pytest.raises(IllegalCallError, match="who may not bid") as refused:
        a.add("3C")
    assert refused.value.reason == "no-bid-allowed"
    assert not a.can_add("3C")
    a = a.add("X")
    assert "3C" in [str(c) for c in a.legal_calls()]
    a = a.add("3C")
    assert a.doubling.name == "UNDOUBLED"
    assert [str(c) for c in a.add("X").add("XX").legal_calls()] == ["Pass"]
    done = a.add("Pass")
    assert done.contract == Contract.parse("3CE")
    assert pickle.loads(pickle.dumps(done)) == done


def test_everyone_bids_by_default() -> None:
    assert CONTRACT_BRIDGE.bidders == ()
    assert Auction(Seat.NORTH, rules=TWO_DUMMIES).add("1H(open)").can_add("1S(open)")


def test_rules_are_checked() -> None:
    with pytest.raises(TrickcardsError, match="bidders"):
        AuctionRules(players=2, sides=(0, 1), bidders=(2,))
    with pytest.raises(TrickcardsError, match="first caller must be a bidder"):
        AuctionRules(players=2, sides=(0, 1), opening_bid_required=True, bidders=(1,))
    with pytest.raises(TrickcardsError):
        AuctionRules(players=3)  # four sides for three players
    with pytest.raises(TrickcardsError):
        AuctionRules(strains=(C, C))
    with pytest.raises(TrickcardsError):
        Auction(Seat.WEST, rules=THREE)  # no fourth player


@given(st.data())
def test_random_variant_auctions_keep_their_rules(data: st.DataObject) -> None:
    rules = data.draw(st.sampled_from((CONTRACT_BRIDGE, THREE, TWO_DUMMIES, NULLO, DEALER_BIDS)))
    auction = Auction(Seat.NORTH, rules=rules)
    while not auction.is_complete:
        call = data.draw(st.sampled_from(auction.legal_calls()))
        text = (
            f"{call}({data.draw(st.sampled_from(rules.bid_choices))})"
            if call.is_bid and rules.bid_choices
            else str(call)
        )
        before = auction
        auction = auction.add(text)
        assert auction.seat_of(len(before)) == before.next_player
    contract = auction.contract
    assert (contract is None) == auction.is_passed_out
    if contract is not None:
        assert contract.declarer is not None
        assert contract.declarer < rules.players


def test_table_play_two_hands_no_dummy() -> None:
    hands = [Hand.parse("AK.-.-.-"), Hand.parse("QJ.-.-.-")]
    t = TablePlay.start(hands, "1NullN", Seating((0, 1), (0,), leader=1))
    assert t.next_player == 1
    assert t.chooser == 1
    with pytest.raises(IllegalPlayError, match="out of turn"):
        t.play("SA", seat=0)
    t = t.play("SJ")
    assert t.chooser == 0


def test_seating_exposes_dummies_after_the_lead() -> None:
    hands = [Hand.parse(h) for h in ("A.-.-.-", "K.-.-.-", "Q.-.-.-", "J.-.-.-")]
    seating = Seating((0, 1, 0, 1), (0, 2), leader=1, dummies=(2, 3), open_dummies=(2,))
    t = TablePlay.start(hands, "1SN", seating)
    assert t.exposed == (2,)
    assert t.play("SK").exposed == (2, 3)
    assert t.play("SK").chooser == Seat.NORTH  # position 2 is North's dummy


def test_seating_is_checked() -> None:
    with pytest.raises(TrickcardsError):
        Seating((0, 1), (0,), leader=2)
    with pytest.raises(TrickcardsError):
        Seating((0, 1), (0,), leader=0, dummies=(), open_dummies=(1,))


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "below", "above", "defenders"),
    [
        ("2Null", 5, False, 60, 0, 0),
        ("2Null", 3, False, 60, 60, 0),
        ("4NullX", 4, False, 0, 0, 100),
        ("6Null", 1, False, 180, 500, 0),
        ("7Null", 0, True, 210, 1500, 0),
        ("3Null", 7, False, 0, 0, 150),
        ("5NullXX", 4, False, 0, 0, 600),
        ("4NullX", 3, False, 240, 50, 0),
    ],
)
def test_section_0_null_scoring(
    contract: str, tricks: int, vulnerable: bool, below: int, above: int, defenders: int
) -> None:
    s = score(Contract.parse(contract), tricks, vulnerable, RUBBER_MODERN)
    assert (s.below, s.above, s.defenders_above) == (below, above, defenders)


def test_n_a_one_null_allows_six_tricks() -> None:
    assert score(Contract.parse("1Null"), 6, False, RUBBER_MODERN).made
    assert not score(Contract.parse("1Null"), 7, False, RUBBER_MODERN).made


def test_null_has_no_honours_and_no_duplicate_score() -> None:
    with pytest.raises(ScoringError, match="no honours"):
        score(Contract.parse("2NullN"), 3, False, RUBBER_MODERN, Honours.parse("NS:100"))
    with pytest.raises(ScoringError, match="Null contract"):
        duplicate_score(Contract.parse("2NullN"), 3, False)


@given(st.integers(1, 7), st.integers(0, 13), st.booleans(), st.sampled_from(range(3)))
def test_null_made_exactly_within_seven_minus_level(level: int, tricks: int, vulnerable: bool, doubling: int) -> None:
    c = Contract(level, NULL, doubling)
    s = score(c, tricks, vulnerable, RUBBER_MODERN)
    assert s.made == (tricks <= 7 - level)
    assert (s.below > 0) == s.made
    assert (s.defenders_above > 0) == (not s.made)
