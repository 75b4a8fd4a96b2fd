"""The Partnership Blackout game sheet (section 7, R8, vectors G1-G5) and its command line."""

import argparse
import contextlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickcards.cli
from budget import examples
from trickcards import IllegalStepError, ParseError, ScoringError, Seat, Side
from trickcards.cli.partnership_blackout import add_partnership_blackout
from trickcards.partnership_blackout import PartnershipBlackoutScoreSheet, TeamContract
from trickcards.partnership_blackout.sheet_text import parse_deal

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NS, EW = Side.NORTH_SOUTH, Side.EAST_WEST


def before(ns: int, ew: int) -> PartnershipBlackoutScoreSheet:
    """A sheet standing at ``ns``, ``ew`` after one deal entered by its points."""
    return PartnershipBlackoutScoreSheet(first_dealer=W).record_points(ns, ew)


# --- 10.3 vectors G1-G5 -------------------------------------------------------------------


def test_g1_a_team_reaching_the_target_wins() -> None:
    sheet = before(95, 60).record("5", "7", (6, 7))  # +11, +10
    assert sheet.entries[-1].points == (11, 10)
    assert sheet.totals == (106, 70)
    assert sheet.is_over
    assert sheet.winner is NS


def test_g2_both_reach_the_target_and_the_higher_total_wins() -> None:
    sheet = before(92, 97).record("6", "7", (6, 7))  # +10, +10
    assert sheet.totals == (102, 107)
    assert sheet.winner is EW


def test_g3_an_exact_tie_plays_another_deal() -> None:
    sheet = before(90, 90).record("6", "7", (6, 7))
    assert sheet.totals == (100, 100)
    assert not sheet.is_over
    assert sheet.is_tie
    assert sheet.winner is None
    assert "another deal is played (R8)" in sheet.render()
    decided = sheet.record("4", "8", (5, 8))  # +11, +10
    assert decided.winner is NS


def test_g4_a_negative_deal_and_a_board() -> None:
    sheet = before(95, 80).record("3", "Board", (0, 13))  # -10, +40
    assert sheet.totals == (85, 120)
    assert sheet.winner is EW


def test_g5_totals_may_go_negative_and_play_continues() -> None:
    sheet = before(-20, 30).record("Board", "3", (13, 0))  # +40, -10
    assert sheet.totals == (20, 20)
    assert not sheet.is_over
    assert not sheet.is_tie  # level, but below the target: simply play on


# --- the sheet ----------------------------------------------------------------------------


def test_the_target_is_configurable() -> None:
    sheet = PartnershipBlackoutScoreSheet(target=150).record_points(120, 40)
    assert not sheet.is_over
    assert sheet.record_points(40, 0).winner is NS


def test_the_deal_rotates_clockwise() -> None:
    sheet = PartnershipBlackoutScoreSheet(first_dealer=S)
    dealers = []
    for _ in range(5):
        dealers.append(sheet.next_dealer)
        sheet = sheet.record_points(0, 0)
    assert dealers == [S, W, N, E, S]
    assert [e.dealer for e in sheet.entries] == dealers


def test_no_deal_after_the_game_is_over() -> None:
    sheet = before(95, 60).record("5", "7", (6, 7))
    with pytest.raises(IllegalStepError, match=r"the game is over, NS won 106 to 70 \(section 7\)"):
        sheet.record_points(0, 0)


def test_record_returns_a_new_sheet_and_refusals_change_nothing() -> None:
    sheet = PartnershipBlackoutScoreSheet()
    assert sheet.record("5", "8", (5, 8)) != sheet
    assert sheet.entries == ()
    for args in [("5", "8", (5, 7)), ("13", "8", (5, 8)), ("5", "Nil E", (5, 8)), ("EW 5", "8", (5, 8))]:
        with pytest.raises((ScoringError, ParseError)):
            sheet.record(*args)
    assert sheet == PartnershipBlackoutScoreSheet()


def test_bad_sheet_fields() -> None:
    for kwargs in ({"target": 0}, {"target": "100"}, {"first_dealer": "N"}, {"table": None}, {"entries": [1]}):
        with pytest.raises(ScoringError):
            PartnershipBlackoutScoreSheet(**kwargs)
    with pytest.raises(ScoringError):
        PartnershipBlackoutScoreSheet().record_points(1.5, 0)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        PartnershipBlackoutScoreSheet().total("NS")  # type: ignore[arg-type]


def test_record_takes_team_contracts() -> None:
    sheet = PartnershipBlackoutScoreSheet().record(TeamContract.board(NS), TeamContract.nil(W), (13, 0, 0, 0))
    assert sheet.totals == (40, 40)
    assert sheet.total(EW) == 40


@given(st.lists(st.tuples(st.integers(-10, 53), st.integers(-10, 53)), max_size=30))
def test_random_games_add_up(deals: list[tuple[int, int]]) -> None:
    sheet = PartnershipBlackoutScoreSheet()
    ns = ew = 0
    for a, b in deals:
        if sheet.is_over:
            with pytest.raises(IllegalStepError):
                sheet.record_points(a, b)
            break
        sheet = sheet.record_points(a, b)
        ns, ew = ns + a, ew + b
        assert sheet.totals == (ns, ew) == sheet.entries[-1].totals
        assert sheet.is_over == (max(ns, ew) >= 100 and ns != ew)
        if sheet.is_over:
            assert sheet.winner is (NS if ns > ew else EW)


# --- the command line ---------------------------------------------------------------------

EXAMPLE = Path(__file__).parent.parent / "examples" / "partnership_blackout.txt"


def run(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> int:
    assert "trickcards.cli.partnership_blackout" in trickcards.cli.COMMAND_MODULES
    return trickcards.cli.main(argv)


def test_register_adds_the_group() -> None:
    parser = argparse.ArgumentParser(prog="trickcards partnership-blackout")
    add_partnership_blackout(parser)
    args = parser.parse_args(["score", "8", "NilE", "5", "0", "4", "4"])
    assert args.handler(args) == 0


def test_cli_score(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["partnership-blackout", "score", "8", "Nil", "E", "5", "0", "4", "4"], monkeypatch) == 0
    out = capsys.readouterr().out
    assert "NS 8, 9 tricks: made, 1 over" in out
    assert "+40" in out


def test_cli_score_options(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["partnership-blackout", "score", "6", "5", "4", "9", "--failed-number-zero"], monkeypatch) == 0
    assert "= +0" in capsys.readouterr().out
    assert run(["partnership-blackout", "score", "5", "6", "7", "6", "--extras-all-taken"], monkeypatch) == 0
    assert "+17" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "13", "5", "8", "5"],
        ["score", "8", "Nil", "5", "8"],
        ["score", "8", "NilE", "9", "4"],
        ["score", "5", "8", "5", "7"],
        ["score", "5", "8", "5", "8", "0"],
        ["score", "5", "8", "x", "y"],
        ["score", "5"],
        ["score"],
        ["sheet"],
        [],
    ],
)
def test_cli_bad_input_exits_2(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(["partnership-blackout", *argv], monkeypatch) == 2


def test_cli_sheet_of_the_example(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["partnership-blackout", "sheet", str(EXAMPLE)], monkeypatch) == 0
    out = capsys.readouterr().out
    assert "wins" in out
    sheet = PartnershipBlackoutScoreSheet.parse(EXAMPLE.read_text(encoding="utf-8"))
    assert sheet.is_over


def test_cli_sheet_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.txt"
    path.write_text("first dealer W\npoints 95 60\n5 7 6 7\n", encoding="utf-8")
    assert run(["partnership-blackout", "sheet", str(path)], monkeypatch) == 0
    assert "NS wins 106 to 70" in capsys.readouterr().out
    assert run(["partnership-blackout", "sheet", str(path), "--target", "150"], monkeypatch) == 0
    assert "target 150" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("5 8 5 8\n13 1 13 0\n", 2),
        ("\n# a comment\nbanana\n", 3),
        ("points 1\n", 1),
        ("target x\n", 1),
        ("first dealer Q\n", 1),
        ("points 200 0\n5 8 5 8\n", 2),
    ],
)
def test_cli_sheet_bad_line(
    text: str, line: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    assert run(["partnership-blackout", "sheet", str(path)], monkeypatch) == 2
    assert f"line {line}:" in capsys.readouterr().err


def test_cli_sheet_missing_or_binary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(["partnership-blackout", "sheet", str(tmp_path / "none.txt")], monkeypatch) == 2
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    assert run(["partnership-blackout", "sheet", str(binary)], monkeypatch) == 2


def test_parse_deal_and_sheet_text() -> None:
    ns, ew, tricks = parse_deal(["Nil", "N", "Board", "0", "13"])
    assert (str(ns), str(ew), tricks) == ("NS Nil N", "EW Board", (0, 13))
    assert PartnershipBlackoutScoreSheet.parse("").totals == (0, 0)
    with pytest.raises(ParseError):
        PartnershipBlackoutScoreSheet.parse(None)  # type: ignore[arg-type]


words = st.sampled_from(["5", "8", "13", "0", "Nil", "NilE", "E", "Board", "x", "-1", "²", "99999999", "points"])


@examples(50)
@given(st.lists(words, max_size=8))
def test_cli_score_exits_0_or_2_and_never_raises(argv: list[str]) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        status = run(["partnership-blackout", "score", *argv], monkeypatch)
    assert status in (0, 2)


@given(st.text(max_size=200))
def test_cli_sheet_text_never_raises_anything_else(text: str) -> None:
    with contextlib.suppress(ParseError):
        PartnershipBlackoutScoreSheet.parse(text)


def test_sheet_leader_is_who_is_ahead_now_and_winner_the_games_winner() -> None:
    sheet = PartnershipBlackoutScoreSheet()
    assert sheet.leader is None
    sheet = sheet.record("NS 5", "EW 6", (7, 6))
    assert sheet.leader is not None
    assert sheet.winner is None
