"""Blackout's game sheet over the whole schedule, and the ``trickcards blackout`` commands."""

import argparse
import contextlib
import copy
import io
import pickle
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickcards.cli
from budget import examples
from trickcards import IllegalStepError, ParseError, ScoringError
from trickcards.blackout import (
    SEED5,
    BlackoutBidding,
    BlackoutPlay,
    BlackoutScoreSheet,
    Schedule,
    Settlement,
    max_deals,
    net,
    random_playout,
    scoring_table,
)
from trickcards.blackout.sheet_text import parse_deal, read_sheet
from trickcards.cli.blackout import add_blackout

EXAMPLE = Path(__file__).parent.parent / "examples" / "blackout.txt"


def random_game(players: int, seed: int, deals: int | None = None) -> BlackoutScoreSheet:
    """A whole game of random legal bids and random legal play."""
    rng = random.Random(seed)
    schedule = Schedule(players, deals=deals or max_deals(players), first_dealer=rng.randrange(players))
    sheet = BlackoutScoreSheet(schedule, scoring_table(rng.choice(["hoyle", "seed5", "seed10"]), rng.choice([1, 2])))
    for k in schedule.deal_numbers:
        deal = schedule.deal(k, rng)
        bidding = BlackoutBidding.for_deal(deal)
        while not bidding.all_bid:
            bidding = bidding.add(rng.choice(bidding.legal_calls()))
        play = random_playout(BlackoutPlay.start(deal), rng)
        sheet = sheet.record(bidding, play.tricks_won)
    return sheet


def test_a_sheet_runs_through_the_whole_schedule() -> None:
    sheet = random_game(4, 1, deals=13)
    assert sheet.is_over
    assert [e.number for e in sheet.entries] == list(range(1, 14))
    assert [e.dealer for e in sheet.entries] == [(sheet.schedule.first_dealer + i) % 4 for i in range(13)]
    assert sheet.deal_number is None
    assert sheet.next_dealer is None
    totals = [0, 0, 0, 0]
    for entry in sheet.entries:
        totals = [t + p for t, p in zip(totals, entry.points, strict=True)]
        assert list(entry.totals) == totals
        assert sum(entry.tricks_won) == entry.number
        assert sum(b.tricks for b in entry.bids) != entry.number
    assert sheet.winners == sheet.leaders
    with pytest.raises(IllegalStepError, match="all 13 deals are recorded"):
        sheet.record((0, 0, 0, 0), (1, 0, 0, 0))


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_any_player_count_plays_a_whole_game(players: int) -> None:
    sheet = random_game(players, players)
    assert sheet.is_over
    assert len(sheet.entries) == max_deals(players)
    text = sheet.render()
    assert text.count("\n") == len(sheet.entries) + 5
    assert "Settlement (pairwise)" in text
    assert sum(net(sheet.payments(), players)) == 0


def test_record_returns_a_new_sheet_and_refusals_change_nothing() -> None:
    sheet = BlackoutScoreSheet(Schedule(4))
    one = sheet.record((0, 0, 0, 0), (0, 1, 0, 0))
    assert one != sheet
    assert sheet.entries == ()
    assert one.totals == (10, 0, 10, 10)
    for bids, won in [
        ((0, 0, 0, 1), (0, 1, 0, 0)),  # the bids total k
        ((0, 0, 0, 0), (1, 1, 0, 0)),  # the tricks add up to 2
        ((0, 0, 0), (0, 1, 0)),  # three players at a table of four
        ((0, 0, 0, 2), (0, 1, 0, 0)),  # a bid above k
        ("0000", (0, 1, 0, 0)),
    ]:
        with pytest.raises(ScoringError):
            sheet.record(bids, won)  # type: ignore[arg-type]
    assert sheet == BlackoutScoreSheet(Schedule(4))


def test_record_takes_a_complete_bidding_of_the_deal() -> None:
    sheet = BlackoutScoreSheet(Schedule(3, first_dealer=2), SEED5)
    bidding = BlackoutBidding(3, 2, 1).add(1).add(1).add(1)
    assert sheet.record(bidding, (1, 0, 0)).totals == (15, 0, 0)
    with pytest.raises(ScoringError):
        sheet.record(BlackoutBidding(3, 2, 1).add(1), (1, 0, 0))  # not complete
    with pytest.raises(ScoringError):
        sheet.record(BlackoutBidding(3, 0, 1, (0, 0, 0)), (1, 0, 0))  # another dealer


def test_the_winner_and_the_settlement_at_the_end() -> None:
    sheet = BlackoutScoreSheet(Schedule(3, deals=1), names=("Ann", "Bob", "Cy"))
    with pytest.raises(IllegalStepError, match="the game is not over"):
        sheet.payments()
    assert sheet.winners == ()
    done = sheet.record((1, 1, 0), (1, 0, 0))
    assert done.totals == (11, 0, 10)
    assert done.winners == (0,)
    assert [p.explain(done.names) for p in done.payments(Settlement.WINNER_TAKES)] == [
        "Bob pays Ann 11",
        "Cy pays Ann 1",
    ]
    assert "Winner: Ann with 11" in done.render(Settlement.WINNER_TAKES)


def test_bad_sheets_are_refused() -> None:
    for kwargs in (
        {"schedule": 4},
        {"schedule": Schedule(4), "table": None},
        {"schedule": Schedule(3), "names": ("A", "B")},
        {"schedule": Schedule(3), "names": ("A", "A", "B")},
        {"schedule": Schedule(3), "names": "ABC"},
        {"schedule": Schedule(3), "names": ("A", " ", "B")},
        {"schedule": Schedule(3), "entries": [1]},
    ):
        with pytest.raises(ScoringError):
            BlackoutScoreSheet(**kwargs)


def test_sheets_are_immutable_values() -> None:
    sheet = BlackoutScoreSheet(Schedule(3)).record((1, 0, 1), (0, 0, 1))
    for again in (copy.copy(sheet), copy.deepcopy(sheet), pickle.loads(pickle.dumps(sheet))):
        assert again == sheet
        assert hash(again) == hash(sheet)
    with pytest.raises(AttributeError):
        sheet.entries = ()  # type: ignore[misc]


# --- the command line ---------------------------------------------------------------------


def run(argv: list[str]) -> int:
    return trickcards.cli.main(argv)


def test_register_adds_the_group() -> None:
    parser = argparse.ArgumentParser(prog="trickcards blackout")
    add_blackout(parser)
    args = parser.parse_args(["score", "3", "3"])
    assert args.handler(args) == 0


@pytest.mark.parametrize(
    ("argv", "shown"),
    [
        (["3", "3"], "= +13"),
        (["0", "0"], "= +10"),
        (["3", "3", "--preset", "seed5"], "= +25"),
        (["0", "0", "--preset", "seed5"], "= +15"),
        (["2", "2", "--preset", "seed10"], "= +30"),
        (["4", "2", "--preset", "seed5", "--method", "2"], "= -10"),
        (["1", "3", "--method", "2"], "over by 2"),
    ],
)
def test_cli_score(argv: list[str], shown: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["blackout", "score", *argv]) == 0
    assert shown in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "18", "0"],
        ["score", "x", "0"],
        ["score", "-1", "0"],
        ["score", "²", "0"],
        ["score", "1", "1", "--preset", "seed7"],
        ["score", "1", "1", "--method", "3"],
        ["score", "1"],
        ["sheet"],
        [],
    ],
)
def test_cli_bad_input_exits_2(argv: list[str]) -> None:
    assert run(["blackout", *argv]) == 2


def test_cli_sheet_of_the_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["blackout", "sheet", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Winner: Ann with 92" in out
    assert "Settlement (pairwise): Bob pays Ann 38;" in out
    parsed = read_sheet(EXAMPLE.read_text(encoding="utf-8"))
    assert parsed.sheet.is_over
    assert parsed.sheet.names == ("Ann", "Bob", "Cy", "Di")
    assert parsed.sheet.schedule.first_dealer == 1


def test_cli_sheet_options_override_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["blackout", "sheet", str(EXAMPLE), "--preset", "seed5", "--method", "2", "--settle", "winner-takes"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    assert "10 + 5 a trick" in out
    assert "method 2" in out
    assert "Settlement (winner-takes): Bob pays Ann 70; Cy pays Ann 75; Di pays Ann 50" in out


def test_cli_sheet_of_a_partial_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.txt"
    path.write_text("1 0 1 / 0 0 1\n", encoding="utf-8")
    assert run(["blackout", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 players, 15 deals" in out
    assert "Next: deal 2 of 15, 2 cards each, dealer B; the bids must not total 2" in out


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("0 0 0 0 / 0 0 0 1\n0 0 1 1 / 1 1 0 0\n", 2),
        ("\n# a comment\nbanana\n", 3),
        ("players 8\n", 1),
        ("players Ann Bob\n1 0 / 1 0\n", 2),
        ("1 0 / 1 0\n", 1),
        ("method 3\n1 0 0 / 0 0 1\n", 2),
        ("preset nope\n1 0 0 / 0 0 1\n", 2),
        ("first dealer Zed\n1 0 0 / 0 0 1\n", 2),
        ("deals 20\n1 0 0 / 0 0 1\n", 2),
        ("settle never\n1 0 0 / 0 0 1\n", 2),
        ("1 0 0 / 0 0\n", 1),
        ("1 0 0 0 0 / 0 0 1 / 1\n", 1),
    ],
)
def test_cli_sheet_bad_line(text: str, line: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    assert run(["blackout", "sheet", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"line {line}:" in err
    assert err.count("\n") == 1


def test_cli_sheet_missing_empty_or_binary_file(tmp_path: Path) -> None:
    assert run(["blackout", "sheet", str(tmp_path / "none.txt")]) == 2
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    assert run(["blackout", "sheet", str(binary)]) == 2
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n", encoding="utf-8")
    assert run(["blackout", "sheet", str(empty)]) == 2
    names = tmp_path / "names.txt"
    names.write_text("players 5\n", encoding="utf-8")
    assert run(["blackout", "sheet", str(names)]) == 0


def test_parse_deal_and_sheet_text() -> None:
    assert parse_deal(["2", "1", "0", "4", "/", "2", "0", "1", "2"]) == ((2, 1, 0, 4), (2, 0, 1, 2))
    with pytest.raises(ParseError):
        parse_deal(["2", "1", "0", "4", "2", "0", "1", "2"])
    with pytest.raises(ParseError):
        read_sheet(None)  # type: ignore[arg-type]
    parsed = read_sheet("players 3\nfirst dealer 2\n", settlement=Settlement.WINNER_TAKES)
    assert parsed.sheet.schedule.first_dealer == 2
    assert parsed.settlement is Settlement.WINNER_TAKES


words = st.sampled_from(["0", "1", "3", "17", "18", "-1", "x", "²", "--preset", "seed5", "--method", "2", "hoyle"])


@examples(50)
@given(st.lists(words, max_size=6))
def test_cli_score_exits_0_or_2_and_never_raises(argv: list[str]) -> None:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        status = run(["blackout", "score", *argv])
    assert status in (0, 2)


lines = st.one_of(
    st.sampled_from(
        [
            "players 4",
            "players A B C",
            "first dealer B",
            "preset seed5",
            "method 2",
            "settle winner",
            "deals 2",
            "0 0 0 0 / 0 0 0 1",
            "1 0 0 / 0 0 1",
            "0 0 1 / 1 1 0",
            "1 / 1",
            "# note",
            "",
            "/",
            "0 0 0 / 0 0 0",
        ]
    ),
    st.text(max_size=20),
)


@examples(50)
@given(st.lists(lines, max_size=8), st.booleans())
def test_cli_sheet_exits_0_or_2_and_never_raises(text: list[str], winner: bool) -> None:
    with contextlib.suppress(ParseError):
        read_sheet("\n".join(text))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.txt"
        path.write_text("\n".join(text), encoding="utf-8", errors="surrogatepass")
        extra = ["--settle", "winner-takes"] if winner else []
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            status = run(["blackout", "sheet", str(path), *extra])
    assert status in (0, 2)


def test_sheet_leader_is_who_is_ahead_now_and_winner_the_games_winner() -> None:
    sheet = BlackoutScoreSheet(Schedule(3, deals=2)).record((1, 0, 1), (0, 0, 1))
    assert sheet.leader == 2
    assert sheet.winner is None
    tied = sheet.record((0, 1, 0), (1, 1, 0))
    assert tied.is_over
    assert tied.winners == (1, 2)
    assert tied.winner is None
    assert tied.leader is None
    won = sheet.record((0, 0, 0), (1, 1, 0))
    assert won.winner == won.leader == 2


def test_sheet_parse_reads_the_sheet_of_a_text() -> None:
    text = "players 3\ndeals 2\nsettle winner-takes\n1 0 1 / 0 0 1\n0 0 1 / 1 0 1\n"
    assert BlackoutScoreSheet.parse(text) == read_sheet(text).sheet
    assert BlackoutScoreSheet.parse(text, preset="seed5").table != BlackoutScoreSheet.parse(text).table
