"""The cut-throat game (bridge variants §7): vectors CT-1 to CT-13, the options CT-a to CT-h, the sheet."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import Auction
from trickcards.core.errors import IllegalCallError, ParseError, ScoringError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.cutthroat import (
    Answer,
    CutthroatSheet,
    DoublingRound,
    PartnerError,
    auction_rules,
    meets_opening,
    opener,
    score,
    table_after,
)

N, E, S, W = Seat


def _auction(*calls: str, dealer: str = "N", four_nt: str = "anyone") -> Auction:
    return Auction(dealer, list(calls), rules=auction_rules(four_nt))


# --- the vectors ------------------------------------------------------------------------


def test_ct_1_a_low_opening_needs_4nt_next() -> None:
    auction = _auction("1H")
    with pytest.raises(IllegalCallError, match=r"'2S' over the opening '1H'.*4NT or higher") as caught:
        auction.add("2S")
    assert caught.value.reason == "opening-jump"
    assert auction.can_add("Pass")
    assert auction.can_add("4NT")
    assert auction.can_add("7C")
    assert [str(c) for c in auction.legal_calls()[:3]] == ["Pass", "4NT", "5C"]


def test_ct_2_over_4s_a_5c_bid_is_legal() -> None:
    assert _auction("4S").can_add("5C")


def test_ct_3_the_rule_is_for_openings_up_to_4s() -> None:
    assert _auction("5C").can_add("5D")
    assert _auction("4NT").can_add("5C")


def test_ct_4_four_passes_end_the_auction_with_no_contract() -> None:
    auction = _auction("Pass", "Pass", "Pass", "Pass")
    assert auction.is_passed_out
    assert auction.contract is None
    # The goulash by the same dealer is the game's: see test_cutthroat_game.py.


def test_ct_5_no_double_during_the_auction() -> None:
    auction = _auction("1S")
    with pytest.raises(IllegalCallError, match="bids and passes only") as caught:
        auction.add("X")
    assert caught.value.reason == "no-doubling"
    assert not auction.can_add("X")
    assert not auction.can_add("XX")
    assert all(c.kind.name in ("PASS", "BID") for c in auction.legal_calls())


def test_ct_6_accepting_dummy_scores_300_for_a_game() -> None:
    result = score("4SN", 10, dummy="S", accepted=True)
    assert result.player_below(N) == 120
    assert result.player_above(N) == 0
    assert result.player_above(S) == 300
    assert result.components(S) == (("dummy game bonus", 300),)
    assert result.points == (120, 0, 300, 0)


def test_ct_7_refusing_dummy_scores_the_penalty_too() -> None:
    result = score("4SXN", 8, vulnerable=True, dummy="S", accepted=False)
    assert result.points == (0, 500, 500, 500)


def test_ct_8_accepting_dummy_scores_nothing_when_defeated() -> None:
    result = score("4SXN", 8, vulnerable=True, dummy="S", accepted=True)
    assert result.points == (0, 500, 0, 500)


def test_ct_9_an_opener_without_the_requirement_pays_each_other_player_300() -> None:
    ten_and_two = Hand.parse("AK32.J54.J32.J32")
    assert (ten_and_two.hcp, ten_and_two.quick_tricks) == (10, 2.0)
    assert not meets_opening(ten_and_two)
    result = score("4SN", 10, dummy="S", accepted=True, penalised="E")
    assert [dict(result.components(p)).get("opener penalty", 0) for p in Seat] == [300, 0, 300, 300]


def test_ct_9_a_defeated_declarer_is_paid_300_by_an_opener_without_the_requirement() -> None:
    # "7NT by W, 6 tricks: N +650, E +300, S +350, W +300" (a random deal, checked against
    # section 7): 7 down not vulnerable is 7 x 50 = 350 to each defender, an accepting
    # dummy scores nothing, and South, who opened without the values, pays 300 to each
    # other player, the defeated declarer included.
    result = score("7NTW", 6, dummy="E", accepted=True, penalised="S")
    assert result.result.undertricks == 350
    assert result.points == (650, 300, 350, 300)
    assert dict(result.parts) == {"undertricks": (350, 0, 350, 0), "opener penalty": (300, 300, 0, 300)}
    assert str(result) == "7NT by W, 6 tricks: N +650, E +300, S +350, W +300"


def test_ct_10_thirteen_points_meet_the_requirement() -> None:
    hand = Hand.parse("AK32.AQ4.432.432")
    assert hand.hcp == 13
    assert meets_opening(hand)


def test_ct_11_accepting_dummy_may_redouble_after_rho_doubles() -> None:
    doubling = DoublingRound(N, accepted=True).call("Pass", E).call("X", W).call("Pass", N)
    assert doubling.can_call("XX", S)
    assert doubling.call("XX", S).doubling.name == "REDOUBLED"


def test_ct_12_refusing_dummy_may_not_redouble() -> None:
    doubling = DoublingRound(N, accepted=False).call("X")
    with pytest.raises(IllegalCallError, match="refusing dummy") as caught:
        doubling.verify_call("XX", S)
    assert caught.value.reason == "refusing-dummy"
    # Declarer passes the double: nobody else of his side is asked.
    assert doubling.call("Pass").is_complete


def test_ct_13_rubber_bonus_700_or_500() -> None:
    neither = CutthroatSheet().record("4SN", 10, "S", False).record("4SN", 10, "E", False)
    assert neither.is_over
    assert neither.rubber_winner is N
    assert neither.entries[-1].item == "rubber bonus"
    assert neither.entries[-1].points == 700
    both = (
        CutthroatSheet()
        .record("4SE", 10, "W", False)
        .record("4SW", 10, "E", False)
        .record("4SN", 10, "S", False)
        .record("4SN", 10, "S", False)
    )
    assert both.rubber_winner is N
    assert both.entries[-1].points == 500


# --- the options ------------------------------------------------------------------------


def test_ct_a_only_opener_lho_under_the_lho_option() -> None:
    assert not _auction("1H", four_nt="lho").can_add("2S")
    assert _auction("1H", "Pass", four_nt="lho").can_add("2S")
    assert not _auction("1H", "Pass").can_add("2S")
    with pytest.raises(TrickcardsError, match="CT-a"):
        auction_rules("everyone")


def test_ct_c_a_vulnerable_accepting_dummy_scores_500_or_300() -> None:
    assert score("4SN", 10, dummy="S", accepted=True, dummy_vulnerable=True).points[2] == 500
    assert (
        score("4SN", 10, dummy="S", accepted=True, dummy_vulnerable=True, vulnerable_dummy_bonus=300).points[2] == 300
    )
    assert score("2SN", 10, dummy="S", accepted=True).points[2] == 0  # no game: no bonus
    assert score("2SN", 8, dummy="S", accepted=True, part_score=40).points[2] == 300  # completes a game


def test_ct_d_one_vulnerable_defender() -> None:
    def sheet(bonus: int) -> CutthroatSheet:
        return (
            CutthroatSheet(one_vulnerable_bonus=bonus)
            .record("4SE", 10, "S", False)
            .record("4SN", 10, "S", False)
            .record("4SN", 10, "S", False)
        )

    assert sheet(500).entries[-1].points == 500
    assert sheet(700).entries[-1].points == 700


def test_ct_e_an_accepting_dummy_earns_no_game_unless_chosen() -> None:
    assert not CutthroatSheet().record("4SN", 10, "S", True).is_vulnerable(S)
    sheet = CutthroatSheet(dummy_game="vulnerable").record("4SN", 10, "S", True)
    assert sheet.is_vulnerable(S)
    assert sheet.games_won(S) == 0


def test_ct_f_the_opener_pays_his_opponents_only_under_the_option() -> None:
    result = score("4SN", 10, dummy="S", accepted=True, penalised="N", opener_pays="opponents")
    assert [dict(result.components(p)).get("opener penalty", 0) for p in Seat] == [0, 300, 0, 300]
    refused = score("4SN", 10, dummy="S", accepted=False, penalised="N", opener_pays="opponents")
    assert [dict(refused.components(p)).get("opener penalty", 0) for p in Seat] == [0, 300, 300, 300]
    defender = score("4SN", 10, dummy="S", accepted=True, penalised="E", opener_pays="opponents")
    assert [dict(defender.components(p)).get("opener penalty", 0) for p in Seat] == [300, 0, 300, 0]


def test_ct_g_a_refusing_dummy_counts_for_the_bonus_only_under_the_option() -> None:
    def sheet(defends: bool) -> CutthroatSheet:
        return (
            CutthroatSheet(refusing_dummy_defends=defends)
            .record("4SS", 10, "N", False)
            .record("4SN", 10, "S", False)
            .record("4SN", 10, "S", False)
        )

    assert sheet(False).entries[-1].points == 700
    assert sheet(True).entries[-1].points == 500


def test_ct_h_the_order_of_redoubling() -> None:
    lho_doubles = DoublingRound(N, accepted=True).call("X")
    assert lho_doubles.next_player is S  # clockwise: the dummy first
    assert DoublingRound(N, accepted=True, redouble="declarer_first").call("X").next_player is N
    assert lho_doubles.call("Pass").next_player is N
    assert lho_doubles.call("XX").is_complete  # one decision for the side
    assert lho_doubles.call("Pass").call("Pass").is_complete


# --- the pieces --------------------------------------------------------------------------


def test_opener_is_the_first_bidder() -> None:
    assert opener(_auction("Pass", "Pass", "1C", "4NT")) is S
    assert opener(_auction("Pass")) is None


def test_table_after_puts_the_dummy_opposite_declarer() -> None:
    assert table_after(N, S) == (N, E, S, W)
    assert table_after(E, N) == (W, E, S, N)
    with pytest.raises(PartnerError, match="other three"):
        table_after(N, N)


def test_answer_parses() -> None:
    assert Answer.parse("ACCEPT") is Answer.ACCEPT
    with pytest.raises(ParseError, match="accept or refuse"):
        Answer.parse("maybe")


def test_doubling_refuses_out_of_turn_and_after_the_end() -> None:
    doubling = DoublingRound(N, accepted=True)
    with pytest.raises(IllegalCallError, match="out of turn"):
        doubling.call("X", W)
    with pytest.raises(IllegalCallError, match="only Pass or X"):
        doubling.call("XX")
    over = doubling.call("Pass").call("Pass")
    assert over.is_complete
    assert over.legal_calls() == ()
    assert over.next_player is None
    with pytest.raises(IllegalCallError, match="over"):
        over.call("X")
    assert DoublingRound(N, True, calls=over.calls) == over
    with pytest.raises(IllegalCallError):
        DoublingRound(N, True, calls=(*over.calls, *over.calls))


def test_score_refuses_bad_input() -> None:
    with pytest.raises(ScoringError, match="names no declarer"):
        score("4S", 10, dummy="S", accepted=True)
    with pytest.raises(ScoringError, match="the declarer"):
        score("4SN", 10, dummy="N", accepted=True)
    with pytest.raises(ScoringError, match="part-score"):
        score("4SN", 10, dummy="S", accepted=True, part_score=100)


def test_sheet_text_round_trips_and_refuses_after_the_rubber() -> None:
    sheet = (
        CutthroatSheet.parse("first dealer W\n4SN 10 S accepted honours E 100 penalty W\n")
        .record("3NTE", 9, "N", False)
        .record("5CN", 11, "W", True)
    )
    assert sheet.is_over
    assert sheet.winner is N
    assert CutthroatSheet.parse(sheet.text()) == sheet
    assert pickle.loads(pickle.dumps(sheet)) == sheet
    assert sheet.settlement is not None
    assert sum(sheet.settlement) == 0
    with pytest.raises(ScoringError, match="rubber is over"):
        sheet.record("1CN", 7, "S", True)
    assert "rubber won by N" in sheet.render()


@pytest.mark.parametrize(
    "text",
    ["4SN 10", "4SN ten S accepted", "4SN 10 S maybe", "4SN 10 S accepted honours E 90", "first dealer Q"],
)
def test_sheet_parse_refuses_bad_lines(text: str) -> None:
    with pytest.raises(ParseError):
        CutthroatSheet.parse(text)


_DEALS = st.tuples(
    st.integers(1, 7),
    st.sampled_from("CDHSN"),
    st.integers(0, 2),
    st.sampled_from(Seat),
    st.integers(1, 3),
    st.integers(0, 13),
    st.booleans(),
)


@given(st.lists(_DEALS, max_size=12))
def test_every_point_on_the_sheet_is_a_deal_component(deals: list[tuple[int, str, int, Seat, int, int, bool]]) -> None:
    sheet = CutthroatSheet()
    for level, strain, doubling, declarer, step, tricks, accepted in deals:
        if sheet.is_over:
            break
        contract = f"{level}{'NT' if strain == 'N' else strain}{['', 'X', 'XX'][doubling]}{declarer}"
        dummy = Seat((declarer + step) % 4)
        before = sheet.totals
        result = sheet.score_next(contract, tricks, dummy, accepted)
        sheet = sheet.record(contract, tricks, dummy, accepted)
        gained = [after - b for after, b in zip(sheet.totals, before, strict=True)]
        bonus = sheet.entries[-1].points if sheet.is_over else 0
        assert gained == [
            p + (bonus if s is sheet.rubber_winner else 0) for s, p in zip(Seat, result.points, strict=True)
        ]
        # Made: declarer (and an accepting dummy) gain; defeated: each opponent gains the same penalty.
        if not result.made:
            paid = [result.points[s] for s in Seat if s is not declarer and not (s is dummy and accepted)]
            assert len(set(paid)) == 1
            assert result.points[declarer] == 0
    assert sheet.settlement is None or sum(sheet.settlement) == 0


def test_command_score(capsys: pytest.CaptureFixture[str]) -> None:
    from trickcards.cli import main  # noqa: PLC0415  # the command line, imported where tested

    assert main(["cut-throat", "score", "4SXN", "8", "--dummy", "S", "--refused", "--vulnerable"]) == 0
    out = capsys.readouterr().out
    assert "S: below 0, above 500 (undertricks 500)" in out
    assert main(["cut-throat", "score", "4SN", "10", "--dummy", "S", "--accepted", "--honours", "E:100"]) == 0
    out = capsys.readouterr().out
    assert "S: below 0, above 300 (dummy game bonus 300)" in out
    assert "E: below 0, above 100 (honours 100)" in out
    assert main(["cut-throat", "score", "4SN", "10", "--dummy", "N", "--accepted"]) == 2
    assert main(["cut-throat", "score", "4SN", "10", "--dummy", "S", "--accepted", "--honours", "E:90"]) == 2


def test_command_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path  # noqa: PLC0415

    from trickcards.cli import main  # noqa: PLC0415

    path = Path(__file__).parent.parent / "examples" / "cutthroat.txt"
    assert main(["cut-throat", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rubber won by N" in out


# --- the auction engine's parameters this game added -----------------------------------


def test_auction_rules_refuse_bad_parameters() -> None:
    from trickcards.bridge import AuctionRules  # noqa: PLC0415  # the engine, imported where tested

    with pytest.raises(TrickcardsError, match="opening jump"):
        AuctionRules(opening_jump=("4S", "X"))
    with pytest.raises(TrickcardsError, match="opening jump"):
        AuctionRules(opening_jump="4S")
    with pytest.raises(TrickcardsError, match="anyone or lho"):
        AuctionRules(opening_jump_by="rho")
    with pytest.raises(TrickcardsError, match="True or False"):
        AuctionRules(doubles=1)  # type: ignore[arg-type]  # the wrong type, refused


def test_auction_rules_with_the_new_parameters_pickle_and_compare() -> None:
    rules = auction_rules("lho")
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert rules != auction_rules("anyone")
    auction = _auction("1H", "Pass", four_nt="lho")
    assert pickle.loads(pickle.dumps(auction)) == auction
    assert str(auction.add("2S").contract) == "None"


def test_contract_bridge_auction_is_unchanged() -> None:
    auction = Auction("N", ["1H"])
    assert auction.can_add("2S")
    assert auction.can_add("X")


def test_cutthroat_honours_100_at_no_trump_are_refused_law_81() -> None:
    # At no trump only the four aces count (150), as in contract bridge (Law 81).
    with pytest.raises(ScoringError, match="Law 81"):
        score("3NTN", 9, dummy="E", accepted=False, honours=("N", 100))
    with pytest.raises(ScoringError, match="Law 81"):
        CutthroatSheet().record("3NTN", 9, "E", False, ("N", 100))
    made = score("3NTN", 9, dummy="E", accepted=False, honours=("N", 150))
    assert dict(made.components(Seat.NORTH))["honours"] == 150
    assert CutthroatSheet().record("3NTN", 9, "E", False, ("N", 150)).totals[0] == 250
