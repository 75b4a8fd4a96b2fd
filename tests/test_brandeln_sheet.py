"""The Brandeln score sheet (section 10, R12) and the ``trickcards brandeln`` commands."""

import argparse
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickcards.cli
from budget import examples
from trickcards import IllegalStepError, ParseError, ScoringError
from trickcards.brandeln import (
    BRANDELN_CLASSIC,
    Auction,
    BrandelnContract,
    BrandelnDeal,
    BrandelnPlay,
    BrandelnScoreSheet,
    ContractScore,
    Player,
    lottery_score,
    random_playout,
)
from trickcards.cli.brandeln import add_brandeln

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "brandeln.txt"


@pytest.fixture
def main() -> object:
    assert "trickcards.cli.brandeln" in trickcards.cli.COMMAND_MODULES
    return trickcards.cli.main


# --- the game ---------------------------------------------------------------------------------


def test_r12_target_is_required() -> None:
    with pytest.raises(TypeError):
        BrandelnScoreSheet()  # type: ignore[call-arg]
    for bad in (0, -5, 2.5, True, "10"):
        with pytest.raises(ScoringError, match="target score"):
            BrandelnScoreSheet(bad)  # type: ignore[arg-type]


def test_section_1_deal_rotates_after_every_deal_lottery_included() -> None:
    sheet = BrandelnScoreSheet(20, first_dealer=2)
    dealers = []
    for _ in range(5):
        dealers.append(sheet.next_dealer)
        sheet = sheet.record_lottery((2, 2, 2, 1))
    assert dealers == [2, 3, 0, 1, 2]
    assert [e.dealer for e in sheet.entries] == dealers


def test_section_10_game_ends_after_the_deal_reaching_the_target() -> None:
    sheet = BrandelnScoreSheet(5).record(0, "Six", 6)
    assert sheet.totals == (5, 0, 0, 0)
    assert sheet.is_over
    assert sheet.winner == 0
    with pytest.raises(IllegalStepError, match="the game is over"):
        sheet.record(1, "Four", 4)


def test_r12_tie_for_the_top_keeps_dealing() -> None:
    sheet = BrandelnScoreSheet(3, table=BRANDELN_CLASSIC).record(0, "Brandel", 0)
    assert sheet.totals == (-9, 3, 3, 3)
    assert sheet.target_reached
    assert sheet.is_tie_break
    assert not sheet.is_over
    assert sheet.leaders == (1, 2, 3)
    assert "P1, P2, P3 tie for the lead" in sheet.render()
    sheet = sheet.record(1, "Brandel", 0)
    assert sheet.totals == (-6, -6, 6, 6)
    assert sheet.is_tie_break
    sheet = sheet.record(2, "Brandel", 3)
    assert sheet.totals == (-9, -9, 15, 3)
    assert sheet.is_over
    assert sheet.winner == 2
    assert "P2 wins with 15" in sheet.render()


@given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(list(BrandelnContract)), st.integers(0, 7)), max_size=40))
def test_seed_sheet_never_needs_a_tie_break(deals: list[tuple[int, BrandelnContract, int]]) -> None:
    # Only the declarer's total moves, so whoever first reaches the target leads alone.
    sheet = BrandelnScoreSheet(6)
    for declarer, contract, tricks in deals:
        if sheet.is_over:
            break
        sheet = sheet.record(declarer, contract, tricks)
        assert not sheet.is_tie_break
        assert sheet.is_over == (max(sheet.totals) >= 6)


def test_classic_sheet_contracts_sum_to_zero_and_all_without_trump_is_refused() -> None:
    sheet = BrandelnScoreSheet(30, table=BRANDELN_CLASSIC).record(2, "Bettel", 0).record(3, "Mord", 6)
    assert sheet.totals == (-7 + 8, -7 + 8, 21 + 8, -24 - 7)
    assert sum(sheet.totals) == 0
    with pytest.raises(ScoringError, match="R7"):
        sheet.record(0, "All-without-trump", 7)


def test_8_2_classic_sheet_accepts_an_all_pass_deal_as_the_seed_lottery() -> None:
    sheet = BrandelnScoreSheet(30, table=BRANDELN_CLASSIC).record(2, "Bettel", 0)
    sheet = sheet.record_lottery((3, 2, 2, 0))
    assert sheet.entries[-1].is_lottery
    assert sheet.entries[-1].points == (0, 0, 0, 1)
    assert sheet.totals == (-7, -7, 21, -6)
    sheet = sheet.record_lottery((7, 0, 0, 0))
    assert sheet.totals == (-10, -7, 21, -6)
    assert "lottery" in sheet.render()


def test_8_2_classic_sheet_records_a_played_lottery() -> None:
    deal = BrandelnDeal.deal(rng=4)
    play = random_playout(BrandelnPlay.start(deal.hands), 4)
    sheet = BrandelnScoreSheet(30, table=BRANDELN_CLASSIC).record_play(deal, play)
    assert sheet.entries[0].is_lottery
    by_player = [0] * 4
    for position in Player:
        by_player[deal.at_table(position)] = play.tricks_won[position]
    assert sheet.entries[0].points == lottery_score(by_player, BRANDELN_CLASSIC).points


def test_section_10_tie_at_the_target_ends_at_the_first_single_leader_even_below_the_target() -> None:
    # Classic table, target 6: F fails Six (-18, +6 to each opponent), a three-way tie at 6.
    sheet = BrandelnScoreSheet(6, table=BRANDELN_CLASSIC).record(0, "Six", 5)
    assert sheet.totals == (-18, 6, 6, 6)
    assert sheet.is_tie_break
    assert not sheet.is_over
    assert sheet.winner is None
    # F then makes Null (+21, -7 each): F alone leads with 3, below the target, and wins.
    sheet = sheet.record(0, "Null", 0)
    assert sheet.totals == (3, -1, -1, -1)
    assert sheet.is_over
    assert sheet.winner == 0
    with pytest.raises(IllegalStepError, match="the game is over"):
        sheet.record_lottery((3, 2, 2, 0))


@given(
    st.lists(
        st.tuples(
            st.integers(0, 3), st.sampled_from([c for c in BrandelnContract if c.classic_value]), st.integers(0, 7)
        ),
        max_size=30,
    ),
    st.integers(1, 40),
)
def test_section_10_classic_game_ends_at_the_first_deal_with_one_leader_after_the_target(
    deals: list[tuple[int, BrandelnContract, int]], target: int
) -> None:
    sheet = BrandelnScoreSheet(target, table=BRANDELN_CLASSIC)
    reached = False
    for declarer, contract, tricks in deals:
        if sheet.is_over:
            break
        sheet = sheet.record(declarer, contract, tricks)
        reached = reached or max(sheet.totals) >= target
        top = max(sheet.totals)
        single = sheet.totals.count(top) == 1
        assert sheet.is_over == (reached and single)
        assert sheet.is_tie_break == (reached and not single)
        assert sheet.winner == (sheet.totals.index(top) if sheet.is_over else None)


def test_record_play_maps_positions_to_players() -> None:
    deal = BrandelnDeal.deal(rng=4, dealer=1)
    auction = Auction.parse("Pass Brandeln Pass Pass")  # M declares: player 3
    play = random_playout(BrandelnPlay.start(deal.hands, auction.declare("H")), rng=4)
    sheet = BrandelnScoreSheet(10, first_dealer=1).record_play(deal, play)
    entry = sheet.entries[0]
    assert entry.declarer == 3
    assert isinstance(entry.result, ContractScore)
    assert entry.result.declarer_tricks == play.declarer_tricks
    lottery = random_playout(BrandelnPlay.start(deal.hands), rng=4)
    sheet = BrandelnScoreSheet(10, first_dealer=1).record_play(deal, lottery)
    by_player = [lottery.tricks_won[deal.player_at(p)] for p in range(4)]
    assert sheet.entries[0].result.tricks == tuple(by_player)
    assert sheet.entries[0].is_lottery


def test_record_play_refuses_wrong_dealer_and_unfinished_play() -> None:
    deal = BrandelnDeal.deal(rng=4, dealer=1)
    play = BrandelnPlay.start(deal.hands)
    with pytest.raises(IllegalStepError, match="dealt by player 0"):
        BrandelnScoreSheet(10).record_play(deal, play)
    with pytest.raises(ScoringError, match="is not over"):
        BrandelnScoreSheet(10, first_dealer=1).record_play(deal, play)
    with pytest.raises(ScoringError):
        BrandelnScoreSheet(10).record_play("deal", play)  # type: ignore[arg-type]


def test_bad_recordings_are_refused() -> None:
    sheet = BrandelnScoreSheet(10)
    with pytest.raises(ScoringError, match="not a declarer"):
        sheet.record(4, "Four", 4)
    with pytest.raises(ScoringError):
        sheet.record(0, "Four", 8)
    with pytest.raises(ScoringError):
        BrandelnScoreSheet(10, first_dealer=7)
    with pytest.raises(ScoringError):
        BrandelnScoreSheet(10, table="seed")  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        BrandelnScoreSheet(10, entries=(1,))  # type: ignore[arg-type]


@given(
    st.lists(
        st.tuples(
            st.integers(0, 3), st.sampled_from([c for c in BrandelnContract if c.classic_value]), st.integers(0, 7)
        ),
        max_size=30,
    ),
    st.booleans(),
)
def test_sheet_totals_are_the_sum_of_the_deals(deals: list[tuple[int, BrandelnContract, int]], classic: bool) -> None:
    sheet = BrandelnScoreSheet(1000, table=BRANDELN_CLASSIC) if classic else BrandelnScoreSheet(1000)
    for declarer, contract, tricks in deals:
        sheet = sheet.record(declarer, contract, tricks)
    assert sheet.totals == tuple(sum(e.points[p] for e in sheet.entries) for p in range(4))
    if classic:
        assert sum(sheet.totals) == 0
    assert all(sum(1 for p in e.points if p) <= 1 for e in sheet.entries) or classic


# --- the sheet file and the commands ------------------------------------------------------------


def test_example_sheet_file() -> None:
    sheet = BrandelnScoreSheet.parse(EXAMPLE.read_text(encoding="utf-8"))
    assert sheet.target == 8
    assert sheet.totals == (-1, 8, -5, 7)
    assert sheet.is_over
    assert sheet.winner == 1


def test_sheet_file_errors_name_the_line() -> None:
    with pytest.raises(ParseError, match=r"^line 2: '5 Six 6': .*not a declarer"):
        BrandelnScoreSheet.parse("target 10\n5 Six 6\n")
    with pytest.raises(ParseError, match="no target score"):
        BrandelnScoreSheet.parse("0 Six 6\n")
    with pytest.raises(ParseError, match="no target score"):
        BrandelnScoreSheet.parse("")
    with pytest.raises(ParseError, match="not a deal"):
        BrandelnScoreSheet.parse("target 3\nhello\n")
    assert BrandelnScoreSheet.parse("", target=4).target == 4
    with pytest.raises(ParseError):
        BrandelnScoreSheet.parse(None)  # type: ignore[arg-type]


def test_register_adds_the_brandeln_commands(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="trickcards brandeln")
    add_brandeln(parser)
    args = parser.parse_args(["score", "Six", "7"])
    assert args.handler(args) == 0
    assert "Six, 7 tricks (brandeln): made" in capsys.readouterr().out


def test_score_command(main: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["brandeln", "score", "Bettel", "2", "--classic"]) == 0  # type: ignore[operator]
    out = capsys.readouterr().out
    assert "failed" in out
    assert "-21" in out
    assert main(["brandeln", "score", "six", "6", "--six", "4"]) == 0  # type: ignore[operator]
    assert "+4" in capsys.readouterr().out
    assert main(["brandeln", "score", "lottery", "3,2,2,0"]) == 0  # type: ignore[operator]
    assert "alone took the fewest" in capsys.readouterr().out


def test_sheet_command(main: object, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["brandeln", "sheet", str(EXAMPLE)]) == 0  # type: ignore[operator]
    assert "P1 wins with 8" in capsys.readouterr().out
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff\xfe")
    assert main(["brandeln", "sheet", str(bad)]) == 2  # type: ignore[operator]
    assert main(["brandeln", "sheet", str(tmp_path / "missing.txt")]) == 2  # type: ignore[operator]
    bad.write_text("0 Six 6\n")
    assert main(["brandeln", "sheet", str(bad), "--target", "x"]) == 2  # type: ignore[operator]
    assert main(["brandeln", "sheet", str(bad), "--target", "5"]) == 0  # type: ignore[operator]
    capsys.readouterr()


def test_8_2_classic_command_scores_the_lottery(main: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["brandeln", "score", "lottery", "3,2,2,0", "--classic"]) == 0  # type: ignore[operator]
    assert "points 0 0 0 1" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["brandeln", "score", "All-without-trump", "7", "--classic"],
        ["brandeln", "score", "lottery", "3,2,2", "--classic"],
        ["brandeln", "score", "Seven", "3"],
        ["brandeln", "score", "Six", "8"],
        ["brandeln", "score", "Six", "²"],
        ["brandeln", "score", "Six", "6", "--six", "four"],
        ["brandeln", "score"],
        ["brandeln"],
    ],
)
def test_bad_input_exits_2(main: object, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2  # type: ignore[operator]
    capsys.readouterr()


WORDS = st.text(max_size=12)


@examples(50)
@given(st.lists(WORDS, max_size=5), st.booleans())
def test_score_command_exits_0_or_2_and_never_raises(words: list[str], classic: bool) -> None:
    argv = ["brandeln", "score", *words, *(["--classic"] if classic else [])]
    assert trickcards.cli.main(argv) in (0, 2)


@examples(50)
@given(st.text(max_size=200))
def test_sheet_command_exits_0_or_2_and_never_raises(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sheet.txt"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        assert trickcards.cli.main(["brandeln", "sheet", str(path)]) in (0, 2)


def test_sheet_leader_is_who_is_ahead_now_and_winner_the_games_winner() -> None:
    sheet = BrandelnScoreSheet(10).record(1, "Four", 4)
    assert sheet.leader == 1
    assert sheet.winner is None
    tied = BrandelnScoreSheet(6, table=BRANDELN_CLASSIC).record(0, "Six", 5)
    assert tied.leader is None
    assert tied.leaders == (1, 2, 3)
