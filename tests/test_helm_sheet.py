"""Helm's rubber sheet (bridge variants §4) and the ``trickcards helm`` commands."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.cli import main
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.helm import HELM_BIDS, HelmRules, HelmSheet, score

EXAMPLE = Path(__file__).parent.parent / "examples" / "helm.txt"


def test_he_22_rubber_bonus_two_nil_and_two_one() -> None:
    two_nil = HelmSheet().record("2NTA", 7).record("2NTA", 7)
    assert two_nil.is_over
    assert two_nil.rubber_winner == 0
    assert two_nil.entries[-1].item == "rubber bonus"
    assert two_nil.entries[-1].points == 150
    two_one = HelmSheet().record("2NTA", 7).record("2NTB", 7).record("2NTA", 7)
    assert two_one.entries[-1].points == 100
    assert two_one.totals == (140, 20)


def test_he_8_game_is_twenty_below_the_line() -> None:
    sheet = HelmSheet().record("2HA", 7)
    assert sheet.games == ()
    assert sheet.part_scores == (16, 0)
    sheet = sheet.record("1CA", 6)
    assert sheet.games == (0,)
    assert sheet.part_scores == (0, 0)
    assert sheet.is_vulnerable("A")
    assert not sheet.is_vulnerable("B")


def test_he_n_a_game_draws_a_line_across_both_columns() -> None:
    sheet = HelmSheet().record("2HB", 7).record("2NTA", 7)
    assert sheet.part_scores == (0, 0)
    kept = HelmSheet(rules=HelmRules(game_draws_line=False)).record("2HB", 7).record("2NTA", 7)
    assert kept.part_scores == (0, 16)
    assert kept.record("1CB", 6).games == (0, 1)


def test_vulnerability_changes_the_scores() -> None:
    sheet = HelmSheet().record("2NTA", 7).record("5SA", 10)
    assert sheet.score_of(2) == score("5SA", 10, vulnerable=True)
    assert sheet.totals == (20 + 40 + 300 + 150, 0)


def test_he_m_no_bid_same_dealer_redeals() -> None:
    sheet = HelmSheet(first_dealer=1).record_passed_out()
    assert sheet.dealer == 1
    assert sheet.score_of(1) is None
    assert HelmSheet(first_dealer=1, rules=HelmRules(same_dealer_redeals=False)).record_passed_out().dealer == 0
    assert sheet.record("1CA", 6).dealer == 0


def test_honours_go_to_their_holder() -> None:
    sheet = HelmSheet().record("2SA", 7, honours=(1, 15))
    assert sheet.totals == (16, 15)
    assert sheet.record("1NTB", 4, honours=("B", 40)).totals == (16 + 2 * 10 * 3, 15 + 40)


def test_a_closed_rubber_refuses_more_deals() -> None:
    over = HelmSheet().record("2NTA", 7).record("2NTA", 7)
    with pytest.raises(ScoringError, match="rubber is over"):
        over.record("1CA", 6)
    assert over.winner == 0
    assert over.settlement == (190, -190)
    assert over.payments() == ((1, 0, 190),)


def test_bad_records_are_refused() -> None:
    with pytest.raises(ScoringError, match="no declarer"):
        HelmSheet().record("2S", 7)
    with pytest.raises(ScoringError):
        HelmSheet().record("2SA", 11)
    with pytest.raises(ScoringError):
        HelmSheet().record("2SA", 7, honours=(0, 20))
    with pytest.raises(ScoringError, match="points 30, 40"):
        HelmSheet().record("1NullA", 3, honours=(0, 45))
    with pytest.raises(TrickcardsError):
        HelmSheet(first_dealer=2)


def test_parse_and_text_round_trip() -> None:
    sheet = HelmSheet.parse(EXAMPLE.read_text(encoding="utf-8"))
    assert HelmSheet.parse(sheet.text()) == sheet
    assert sheet.is_over
    assert sheet.winner == 0
    assert pickle.loads(pickle.dumps(sheet)) == sheet
    assert HelmSheet(sheet.first_dealer, sheet.rules, sheet.deals) == sheet


@pytest.mark.parametrize(
    "text", ["2SA", "2SA x", "2SA 7 honours", "2SA 7 honours C 30", "first dealer A\n2SA 7\nfirst dealer B", "8SA 7"]
)
def test_parse_refuses_bad_lines(text: str) -> None:
    with pytest.raises(ParseError, match="line"):
        HelmSheet.parse(text)


@given(
    st.lists(
        st.tuples(
            st.sampled_from(HELM_BIDS), st.sampled_from("AB"), st.sampled_from(["", "X", "XX"]), st.integers(0, 10)
        ),
        max_size=30,
    )
)
def test_totals_are_the_sum_of_the_entries_and_recording_matches_a_replay(
    deals: list[tuple[object, str, str, int]],
) -> None:
    sheet = HelmSheet()
    for bid, player, doubling, tricks in deals:
        if sheet.is_over:
            break
        sheet = sheet.record(f"{bid}{doubling}{player}", tricks)
    for column in (0, 1):
        assert sheet.totals[column] == sum(e.points for e in sheet.entries if e.player == column)
    assert HelmSheet(deals=sheet.deals) == sheet
    assert len(sheet.games) <= 3
    assert sheet.is_over == (max(sheet.games.count(0), sheet.games.count(1)) == 2)


def test_render_shows_both_columns() -> None:
    text = HelmSheet.parse(EXAMPLE.read_text(encoding="utf-8")).render()
    assert text.splitlines()[0] == "              A       B"
    assert "rubber won by A" in text
    assert "next dealer B" in HelmSheet().record("1CA", 6).render()


# --- the commands -----------------------------------------------------------------------


def test_helm_score_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["helm", "score", "4SXA", "9", "--vulnerable"]) == 0
    out = capsys.readouterr().out
    assert "A: below 64, above 190" in out
    assert "small helm: 150" in out
    assert main(["helm", "score", "2NTXB", "6", "--honours", "A:40"]) == 0
    assert "A: above 140" in capsys.readouterr().out
    for bad in (["2NTX", "6"], ["2SA", "11"], ["2SA", "x"], ["2SA", "7", "--honours", "A:20"]):
        assert main(["helm", "score", *bad]) == 2


def test_helm_sheet_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["helm", "sheet", str(EXAMPLE)]) == 0
    assert "B pays A" in capsys.readouterr().out
    bad = tmp_path / "bad.txt"
    bad.write_text("2SA\n", encoding="utf-8")
    assert main(["helm", "sheet", str(bad)]) == 2


def test_a_long_sheet_records_in_constant_time_and_pickles() -> None:
    sheet = HelmSheet()
    for number in range(5_000):
        sheet = sheet.record("1CA" if number % 2 else "1CB", 3)  # always defeated: the rubber never ends
    assert len(sheet.deals) == 5_000
    assert pickle.loads(pickle.dumps(sheet, pickle.HIGHEST_PROTOCOL)) == sheet
    assert sheet.totals == (2_500 * 54, 2_500 * 54)  # 1C down 3: 3 x 6 x 3


def test_a_first_dealer_given_by_letter_is_read_as_his_number() -> None:
    sheet = HelmSheet(first_dealer="b")
    assert sheet.first_dealer == 1
    assert sheet.dealer == 1
    assert sheet == HelmSheet(first_dealer=1)
