"""Trio (``bridge-variants.md`` §8): the table, the auction, the seating, the scoring and the sheet.

The auction and the play are the shared engine's :class:`~trickcards.bridge.AuctionRules`
(with South as fixed first caller) and :class:`~trickcards.bridge.TablePlay`; the
scoring is contract bridge's rubber between N–S and East. Each vector TR-1 .. TR-12 is
a test named after it.
"""

from __future__ import annotations

import itertools
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand
from trickcards.bridge import Auction, Contract, Deal, Honours, RubberScoreSheet, TablePlay
from trickcards.cli import main
from trickcards.core.errors import IllegalCallError, ParseError, ScoringError, TrickcardsError
from trickcards.core.seats import Seat
from trickcards.trio import (
    PLAYERS,
    Settlement,
    TrioSeatError,
    TrioSheet,
    auction_rules,
    calling_order,
    next_dealer,
    opening_leader,
    parse_contract,
    rotate_seats,
    score,
    seating,
    to_player,
)

N, E, S, W = Seat


def _auction(*calls: str, dealer: Seat = N) -> Auction:
    return Auction(dealer, calls, rules=auction_rules())


def _play(declarer: Seat, seed: int = 1) -> TablePlay:
    deal = Deal.random(seed)
    return TablePlay.start(deal.hands, Contract(3, Contract.parse("3NT").strain, declarer=declarer), seating(declarer))


# --- the auction ---------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", PLAYERS)
def test_tr_1_south_calls_first_whoever_deals(dealer: Seat) -> None:
    assert _auction(dealer=dealer).next_player is S


def test_tr_2_calling_order_south_north_east_south() -> None:
    auction = _auction("Pass", "1C", "Pass", "Pass", dealer=E)
    assert [auction.seat_of(i) for i in range(5)] == [S, N, E, S, N]
    assert list(calling_order(4)) == [S, N, E, S]
    callers = []
    auction = _auction(dealer=N)
    for call in ("1C", "1D", "1H", "1S", "1NT"):
        callers.append(auction.next_player)
        auction = auction.add(call)
    assert callers == [S, N, E, S, N]


def test_tr_3_a_bid_and_two_passes_end_the_auction() -> None:
    auction = _auction("1S", "Pass", "Pass")
    assert auction.is_complete
    assert auction.contract == Contract.parse("1SS")


def test_tr_4_declarer_is_first_of_the_side_to_name_the_strain_west_leads_for_east() -> None:
    auction = _auction("1H", "2H", "Pass", "Pass")
    assert auction.is_complete
    assert auction.contract == Contract.parse("2HS")
    assert opening_leader(S) is W
    play = TablePlay.start(Deal.random(4).hands, auction.contract, seating(S))
    assert play.next_player is W
    assert play.chooser is E  # East chooses West's opening lead
    assert N in play.seating.dummies  # North is the dummy
    assert play.exposed == (W,)  # before the lead only West is face up
    play = play.play(next(iter(play.legal_cards())))
    assert play.exposed == (N, W)
    assert play.chooser is S  # North's card in his turn: South chooses it
    assert play.next_player is N
    assert play.seating.choosers[N] == S


def test_tr_5_east_declares_west_is_dummy_south_leads() -> None:
    auction = _auction("Pass", "Pass", "3NT", "Pass", "Pass")
    assert auction.contract == Contract.parse("3NTE")
    play = _play(E)
    assert play.next_player is S
    assert play.chooser is S
    assert play.seating.dummies == (W,)
    assert play.seating.declarer_side == (E, W)


def test_tr_6_north_declares_east_leads() -> None:
    auction = _auction("Pass", "1S", "Pass", "Pass")
    assert auction.contract == Contract.parse("1SN")
    play = _play(N)
    assert play.next_player is E
    assert play.seating.choosers == (N, E, N, E)  # East holds E and W as defender


def test_tr_7_double_of_partners_bid_rejected() -> None:
    auction = _auction("1S")
    assert not auction.can_add("X")
    with pytest.raises(IllegalCallError, match="whose side made that bid"):
        auction.add("X")
    assert _auction("1S", "Pass").can_add("X")  # East may double


def test_tr_8_only_the_doubled_side_redoubles() -> None:
    auction = _auction("Pass", "Pass", "1NT", "X")
    assert auction.next_player is N
    with pytest.raises(IllegalCallError, match="redouble") as refused:
        auction.add("XX")
    assert refused.value.reason == "redouble-own-double"
    auction = auction.add("Pass")
    assert auction.next_player is E
    assert auction.can_add("XX")
    assert auction.add("XX").add("Pass").add("Pass").contract == Contract.parse("1NTXXE")


# --- the settlement and the rotation ---------------------------------------------------------


def _rubber(*deals: tuple[str, int]) -> TrioSheet:
    sheet = TrioSheet(("Ann", "Bob", "Cy"))
    for contract, tricks in deals:
        sheet = sheet.record(contract, tricks)
    return sheet


def test_tr_9_north_south_win_by_1200() -> None:
    assert Settlement(1200).amounts == (1200, -2400, 1200)
    sheet = _rubber(("3NTE", 7), ("3NTE", 7), ("4SN", 11), ("4SN", 11))
    assert sheet.is_over
    assert sheet.settlements == (Settlement(1200),)
    assert sheet.settlement_of(0) == (("Ann", 1200), ("Bob", -2400), ("Cy", 1200))
    assert sheet.totals == (1200, -2400, 1200)


def test_tr_10_east_wins_by_700() -> None:
    settlement = Settlement(-700)
    assert (settlement.east, settlement.north, settlement.south) == (1400, -700, -700)
    sheet = _rubber(("3NTE", 8), ("4SE", 10), ("3NTE", 8), ("2SS", 9), ("4SE", 10))
    assert sheet.rubbers[0].margin == -700
    assert sheet.settlement_of(0) == (("Ann", -700), ("Bob", 1400), ("Cy", -700))


def test_tr_11_seats_rotate_after_a_rubber() -> None:
    assert rotate_seats(("old N", "old E", "old S")) == ("old E", "old S", "old N")
    sheet = _rubber(("4SN", 10), ("4SN", 10))
    assert sheet.seats == ("Bob", "Cy", "Ann")
    assert (sheet.seat_of("Ann"), sheet.seat_of("cy"), sheet.seat_of("Bob")) == (S, E, N)
    # The next rubber's contracts are by the new seats: East is now Cy.
    sheet = sheet.record("4SE", 10).record("4SE", 10)
    assert sheet.settlement_of(1) == (("Bob", -940), ("Cy", 1880), ("Ann", -940))
    assert sheet.totals == (940 - 940, -1880 - 940, 940 + 1880)
    assert sheet.seats == ("Cy", "Ann", "Bob")


def test_tr_12_four_hearts_made_vulnerable_is_120_below() -> None:
    result = score("4HS", 10, vulnerable=True)
    assert result.below == 120
    assert result.above == 0
    sheet = _rubber(("2CN", 8), ("4HS", 10))
    assert sheet.rubber is not None
    assert [e.points for e in sheet.rubber.entries if e.below][-1] == 120


# --- the table ---------------------------------------------------------------------------


def test_tr_a_dealer_rotates_among_three() -> None:
    assert [next_dealer(s) for s in PLAYERS] == [E, S, N]
    assert next_dealer(E, "south") is S
    with pytest.raises(TrioSeatError, match="West is the dummy"):
        next_dealer(W)
    with pytest.raises(TrickcardsError, match="TR-a"):
        next_dealer(N, "clockwise")
    with pytest.raises(IllegalCallError, match="not a dealer"):
        Auction(W, rules=auction_rules())


def test_tr_b_three_passes_after_a_call_as_an_option() -> None:
    three = Auction(N, ["1S", "Pass", "Pass"], rules=auction_rules(3))
    assert not three.is_complete
    assert three.add("Pass").contract == Contract.parse("1SS")
    with pytest.raises(TrickcardsError, match="TR-b"):
        auction_rules(4)


def test_tr_c_three_passes_throw_the_deal_in_next_dealer_deals() -> None:
    auction = _auction("Pass", "Pass", "Pass")
    assert auction.is_passed_out
    assert auction.contract is None
    sheet = TrioSheet(first_dealer=E).record(None)
    assert sheet.dealer is S
    assert sheet.rubber is not None
    assert sheet.rubber.totals == (0, 0)
    assert TrioSheet(first_dealer=E, redeal="same").record(None).dealer is E


def test_west_never_declares() -> None:
    with pytest.raises(ScoringError, match="West is the dummy"):
        parse_contract("4SW")
    with pytest.raises(ScoringError, match="names no declarer"):
        parse_contract("4S")
    with pytest.raises(ScoringError, match="West is the dummy"):
        TrioSheet().record("4SW", 10)
    with pytest.raises(TrioSeatError):
        seating(W)
    with pytest.raises(TrioSeatError):
        to_player("west")
    with pytest.raises(ParseError):
        parse_contract(4)  # type: ignore[arg-type]  # bad input on purpose


def test_first_seat_is_refused_out_of_range() -> None:
    from trickcards.bridge import AuctionRules  # noqa: PLC0415  # only this test builds rules

    with pytest.raises(TrickcardsError, match="first caller"):
        AuctionRules(players=3, sides=(0, 1, 0), first_seat=3)
    with pytest.raises(TrickcardsError, match="first caller"):
        AuctionRules(first_seat=True)
    rules = auction_rules()
    assert pickle.loads(pickle.dumps(rules)) == rules
    auction = _auction("1S", "Pass")
    assert pickle.loads(pickle.dumps(auction)) == auction


def test_seating_open_dummy_and_names() -> None:
    s = seating(N)
    assert s.open_dummies == (W,)
    assert s.dummies == (S, W)
    assert s.name(W) == "West (East plays)"
    assert opening_leader("N") is E


# --- the sheet ----------------------------------------------------------------------------


def test_sheet_text_round_trip_and_render() -> None:
    sheet = _rubber(("4HS", 10), ("3NTE", 8), ("4SN", 11), ("2HE", 8))
    sheet = sheet.record(None).record("3NTE", 9, Honours.parse("EW:150"))
    again = TrioSheet.parse(sheet.text())
    assert again == sheet
    assert again.dealer is sheet.dealer
    assert again.totals == sheet.totals
    pad = sheet.render()
    assert "Rubber 1: Ann (N) and Cy (S) against Bob (E, playing W)" in pad
    assert "settlement: Ann +1020, Bob -2040, Cy +1020" in pad
    assert "Rubber 2: Bob (N) and Ann (S) against Cy (E, playing W)" in pad
    assert f"next dealer {sheet.dealer.letter}" in pad
    assert "totals after 1 rubber: Ann +1020, Bob -2040, Cy +1020" in pad
    assert str(sheet) == pad


def test_sheet_finish_and_constructor_replay() -> None:
    sheet = TrioSheet().record("4HS", 10).record("2SE", 8)
    finished = sheet.finish()
    assert finished.is_over
    assert finished.totals == (260, -520, 260)  # N-S 120 + 300 (Law 80 game), East 60 + 100 (part-score)
    assert finished.finish() is finished
    assert TrioSheet.parse(finished.text()) == finished
    rebuilt = TrioSheet(rubbers=finished.rubbers)
    assert rebuilt == finished
    assert rebuilt.totals == finished.totals
    assert rebuilt.dealer is finished.dealer
    assert pickle.loads(pickle.dumps(finished)) == finished


def test_sheet_leader_winner_and_standings() -> None:
    sheet = TrioSheet(("Ann", "Bob", "Cy"))
    assert (sheet.is_over, sheet.leader, sheet.winner) == (False, None, None)
    sheet = sheet.record("4SE", 10)
    assert sheet.standings == (-120, 240, -120)  # the rubber in play as it stands: East 120 ahead
    sheet = sheet.record("4SE", 10)
    assert sheet.is_over
    assert sheet.winning_person == "Bob"
    assert sheet.winner is Seat.EAST  # Bob's seat in the first rubber: every sheet's winner is one of its players
    sheet = sheet.record("1NTN", 7)  # Bob sits North now
    assert not sheet.is_over
    assert sheet.winner is None
    assert sheet.leading_person == "Bob"
    assert sheet.leader is Seat.EAST
    assert sheet.total_of("bob") == 1880
    with pytest.raises(ScoringError, match="not at this table"):
        sheet.total_of("Dan")


def test_sheet_refuses_bad_settings_and_lines() -> None:
    with pytest.raises(ScoringError, match="three different names"):
        TrioSheet(("Ann", "ann", "Cy"))
    with pytest.raises(ScoringError, match="three people"):
        TrioSheet(("Ann", "Bob"))
    with pytest.raises(ScoringError, match="TR-a"):
        TrioSheet(dealing="left")
    with pytest.raises(ScoringError, match="TR-c"):
        TrioSheet(redeal="dealer")
    with pytest.raises(TrioSeatError):
        TrioSheet(first_dealer=W)
    with pytest.raises(ParseError, match="line 2"):
        TrioSheet.parse("4HS 10\n4HW 10\n")
    with pytest.raises(ParseError, match="line 1"):
        TrioSheet.parse("4HS ten\n")
    with pytest.raises(ParseError, match="line 1"):
        TrioSheet.parse("dealer W\n")
    with pytest.raises(ParseError, match="is not a deal"):
        TrioSheet.parse("4HS 10 NS:100 extra\n")
    with pytest.raises(ParseError):
        TrioSheet.parse(7)  # type: ignore[arg-type]  # bad input on purpose
    with pytest.raises(ScoringError, match="not finished"):
        TrioSheet(rubbers=(RubberScoreSheet().record("1SN", 7), RubberScoreSheet()))
    with pytest.raises(ScoringError, match="no rubber is finished"):
        TrioSheet().settlement_of(0)
    assert TrioSheet.parse("# nothing\n") == TrioSheet()


def test_sheet_dealing_south() -> None:
    sheet = TrioSheet(dealing="south", first_dealer=S).record("1SN", 7).record(None)
    assert sheet.dealer is S
    assert "dealing south" in sheet.text()
    assert TrioSheet.parse(sheet.text()) == sheet
    same = TrioSheet.parse("redeal same\ndealer E\npass\n")
    assert same.redeal == "same"
    assert same.dealer is E
    assert TrioSheet.parse(same.text()) == same
    with pytest.raises(ParseError, match="TR-c"):
        TrioSheet.parse("redeal later\n")
    with pytest.raises(ParseError, match="one word"):
        TrioSheet.parse("dealing south east\n")


deals = st.one_of(
    st.none(),
    st.tuples(
        st.integers(1, 7),
        st.sampled_from(["C", "D", "H", "S", "NT"]),
        st.sampled_from(["", "X", "XX"]),
        st.sampled_from("NES"),
        st.integers(0, 13),
    ),
)


@given(st.lists(deals, max_size=30), st.integers(0, 2))
def test_sheet_settlements_sum_to_zero_and_partners_share(
    played: list[tuple[int, str, str, str, int] | None], dealer: int
) -> None:
    sheet = TrioSheet(first_dealer=PLAYERS[dealer])
    dealers = [sheet.dealer]
    for deal in played:
        if deal is None:
            sheet = sheet.record(None)
        else:
            level, strain, doubling, declarer, tricks = deal
            sheet = sheet.record(f"{level}{strain}{doubling}{declarer}", tricks)
        dealers.append(sheet.dealer)
    assert sum(sheet.totals) == 0
    assert sum(sheet.standings) == 0
    for settlement in sheet.settlements:
        assert settlement.north == settlement.south == -settlement.east // 2
    assert all(b is next_dealer(a) for a, b in itertools.pairwise(dealers))
    assert TrioSheet.parse(sheet.text()) == sheet
    assert TrioSheet(rubbers=sheet.rubbers).totals == sheet.totals
    assert sheet.finished_rubbers == len(sheet.settlements)


# --- the command line ---------------------------------------------------------------------


def test_cli_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["trio", "score", "4HS", "10", "--vulnerable"]) == 0
    out = capsys.readouterr().out
    assert "N-S: below 120, above 0" in out
    assert main(["trio", "score", "3NTXE", "6"]) == 0
    out = capsys.readouterr().out
    assert "E+W: below 0, above 0" in out
    assert "N-S: above 500" in out
    assert main(["trio", "score", "4HW", "10"]) == 2


def test_cli_sheet(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path  # noqa: PLC0415  # tmp_path is a Path

    assert isinstance(tmp_path, Path)
    path = tmp_path / "trio.txt"
    path.write_text("players Ann Bob Cy\n4SN 10\n4SN 10\n")
    assert main(["trio", "sheet", str(path)]) == 0
    assert "settlement: Ann +940, Bob -1880, Cy +940" in capsys.readouterr().out


def test_hands_stay_whole_in_the_seating() -> None:
    deal = Deal.random(9)
    play = TablePlay.start(deal.hands, "2HS", seating(S))
    assert sum(len(h) for h in play.hands) == 52
    assert isinstance(play.hands[W], Hand)
