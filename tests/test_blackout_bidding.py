"""Blackout's bidding (section 9, Bidding; vectors BO-4, BO-5, BO-16)."""

import copy
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import IllegalCallError, ParseError, TrickcardsError
from trickcards.blackout import BIDS, Bid, BlackoutBidding, Call, Schedule


def bids_of(*numbers: int) -> tuple[Bid, ...]:
    return tuple(Bid(n) for n in numbers)


def bidding(bids: tuple[int, ...] = (), players: int = 4, dealer: int = 3, tricks: int = 5) -> BlackoutBidding:
    return BlackoutBidding(players, dealer, tricks, bids)


def test_bo4_dealer_may_not_bid_the_total_to_k() -> None:
    b = bidding((2, 1, 0))
    assert b.next_player == 3  # the dealer bids last
    assert b.legal_calls() == bids_of(0, 1, 3, 4, 5)
    assert b.barred == Bid(2)
    assert not b.can_add(2)
    with pytest.raises(IllegalCallError, match=r"the dealer\) may not bid 2: the bids would total 5") as caught:
        b.add(2)
    assert caught.value.reason == "dealer-total"
    for legal in (0, 1, 3, 4, 5):
        assert b.add(legal).all_bid


def test_bo5_with_one_card_and_three_zero_bids_the_dealer_must_bid_0() -> None:
    b = bidding((0, 0, 0), tricks=1)
    assert b.legal_calls() == (Bid(0),)
    with pytest.raises(IllegalCallError) as caught:
        b.add(1)
    assert caught.value.reason == "dealer-total"
    assert b.add(0).total == 0


def test_bo16_a_bid_may_not_change_once_the_next_player_has_bid() -> None:
    b = bidding().add(2)  # A (player 0) bids 2
    assert b.can_change(0, 3)  # before B bids, A may change
    b = b.add(1)  # B bids 1
    assert not b.can_change(0, 3)
    with pytest.raises(IllegalCallError, match="player 1 has already bid") as caught:
        b.change(0, 3)
    assert caught.value.reason == "change-closed"
    assert b.change(1, 0).bids == bids_of(2, 0)  # B may still change


def test_the_dealers_change_keeps_the_bar() -> None:
    done = bidding((2, 1, 0)).add(4)
    assert done.change(3, Bid(5)).by_player == bids_of(2, 1, 0, 5)
    with pytest.raises(IllegalCallError) as caught:
        done.change(3, 2)
    assert caught.value.reason == "dealer-total"


def test_section_9_bidding_the_dealers_change_closes_when_the_first_card_is_led() -> None:
    done = bidding((2, 1, 0)).add(4)
    assert done.all_bid
    assert not done.is_complete  # the dealer may still change his bid
    assert done.next_player is None
    assert done.last_bidder == 3
    closed = done.close()
    assert closed.is_complete
    assert closed.last_bidder is None
    assert not closed.can_change(3, 5)
    with pytest.raises(IllegalCallError, match="the first card has been led") as caught:
        closed.change(3, 5)
    assert caught.value.reason == "change-closed"
    assert closed.by_player == done.by_player


def test_section_9_bidding_closes_only_once_every_player_has_bid() -> None:
    with pytest.raises(IllegalCallError, match="3 of 4 players have bid") as caught:
        bidding((2, 1, 0)).close()
    assert caught.value.reason == "bidding-open"
    with pytest.raises(IllegalCallError):
        BlackoutBidding(4, 3, 5, (2, 1), closed=True)
    with pytest.raises(TrickcardsError):
        BlackoutBidding(4, 3, 5, (2, 1, 0, 4), closed=1)  # type: ignore[arg-type]


def test_closed_bidding_text_round_trip() -> None:
    closed = bidding((2, 1, 0, 4)).close()
    assert str(closed) == "4 players, k=5, dealer 3: 2 1 0 4 (closed)"
    assert BlackoutBidding.parse(str(closed)) == closed
    assert BlackoutBidding.parse(str(closed)) != bidding((2, 1, 0, 4))
    assert pickle.loads(pickle.dumps(closed)) == closed


def test_the_dealers_left_bids_first() -> None:
    b = BlackoutBidding.for_deal(Schedule(5, first_dealer=2).deal(1, 1))
    assert b.dealer == 2
    assert b.next_player == 3
    assert [b.bidder(t) for t in range(5)] == [3, 4, 0, 1, 2]
    b = b.add(1, player=3).add(0)
    assert b.by_player == (None, None, None, Bid(1), Bid(0))
    assert b.bid_of(4) == Bid(0)
    assert b.last_bidder == 4


def test_overbid_totals_leave_the_dealer_free() -> None:
    b = bidding((5, 5, 5))
    assert b.barred is None
    assert b.legal_calls() == BIDS[:6]


@pytest.mark.parametrize(
    ("bids", "bid", "player", "reason"),
    [
        ((), 6, None, "range"),
        ((), -1, None, "range"),
        ((), 1.0, None, "not-a-bid"),
        ((), True, None, "not-a-bid"),
        ((), "two", None, "not-a-bid"),
        ((), Bid(6), None, "range"),
        ((), 1, 2, "out-of-turn"),
        ((2, 1, 0, 4), 1, None, "bidding-over"),
    ],
)
def test_illegal_bids_name_the_rule(bids: tuple[int, ...], bid: object, player: int | None, reason: str) -> None:
    b = bidding(bids)
    assert not b.can_add(bid, player)  # type: ignore[arg-type]
    with pytest.raises(IllegalCallError) as caught:
        b.add(bid, player)  # type: ignore[arg-type]
    assert caught.value.reason == reason
    assert repr(bid) in str(caught.value) or reason in ("out-of-turn",) or isinstance(bid, Bid)


@pytest.mark.parametrize(("player", "bid"), [(1, 1), (5, 1), ("0", 1), (0, 9)])
def test_illegal_changes_are_refused(player: object, bid: int) -> None:
    b = bidding((2,))
    with pytest.raises(IllegalCallError):
        b.change(player, bid)  # type: ignore[arg-type]


def test_bad_states_are_refused() -> None:
    for args in [(2, 0, 1), (4, 4, 1), (4, 0, 0), (4, 0, 14), (4, 0, "5"), (4, True, 3)]:
        with pytest.raises(TrickcardsError):
            BlackoutBidding(*args)  # type: ignore[arg-type]
    with pytest.raises(IllegalCallError):
        bidding((2, 1, 0, 2))  # replayed: the dealer's barred bid
    with pytest.raises(IllegalCallError):
        bidding("210")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        BlackoutBidding.for_deal(None)  # type: ignore[arg-type]


def test_a_bidding_state_is_an_immutable_value() -> None:
    b = bidding((2, 1))
    for again in (copy.copy(b), copy.deepcopy(b), pickle.loads(pickle.dumps(b))):
        assert again == b
        assert hash(again) == hash(b)
    assert b.add(0) != b
    assert b.bids == bids_of(2, 1)
    assert str(b) == "4 players, k=5, dealer 3: 2 1"
    assert BlackoutBidding.parse(str(b)) == b
    assert BlackoutBidding.parse("3 players, k=1, dealer 0:") == BlackoutBidding(3, 0, 1)
    with pytest.raises(AttributeError):
        b.bids = ()  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    ["", "k=5 dealer 3: 2", "4 players, k=5, dealer 3: 2 x", "9 players, k=5, dealer 3:", "4 players, k=0, dealer 0:"],
)
def test_text_that_is_no_bidding_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError):
        BlackoutBidding.parse(text)


def test_a_parsed_illegal_bid_names_the_rule() -> None:
    with pytest.raises(IllegalCallError) as caught:
        BlackoutBidding.parse("4 players, k=5, dealer 3: 2 1 0 2")
    assert caught.value.reason == "dealer-total"


@given(st.integers(3, 7), st.data())
def test_random_legal_bidding_never_lets_the_total_equal_k(players: int, data: st.DataObject) -> None:
    k = data.draw(st.integers(1, 52 // players))
    b = BlackoutBidding(players, data.draw(st.integers(0, players - 1)), k)
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    while not b.all_bid:
        legal = b.legal_calls()
        assert legal
        assert all(b.can_add(x) for x in legal)
        assert not any(b.can_add(x) for x in range(-1, k + 2) if not (0 <= x <= k and Bid(x) in legal))
        choice = rng.choice(legal)
        if b.bids and rng.random() < 0.3:  # the last bidder changes his mind
            last = b.last_bidder
            assert last is not None
            options = [x for x in range(k + 1) if b.can_change(last, x)]
            b = b.change(last, rng.choice(options))
            continue
        b = b.add(choice)
    assert b.total != k
    assert len(b.bids) == players
    assert b.legal_calls() == ()


def test_bids_are_calls_that_parse_back_from_their_text() -> None:
    for call in BIDS:
        assert Call.parse(str(call)) == call == Bid.parse(str(call))
    b = bidding()
    assert b.add(2) == b.add("2") == b.add(Bid(2))
    with pytest.raises(ParseError):
        Call.parse("2.0")
    with pytest.raises(IllegalCallError):
        Bid(18)
