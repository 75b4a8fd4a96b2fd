"""``trickcards play`` and ``trickcards replay``: transcripts of every game round-trip, illegal lines are named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from trickcards.cli import main
from trickcards.errors import ParseError
from trickcards.game import DealState, Game, find_game, games
from trickcards.play_cli import read_transcript, transcript

GAMES = games()
NAMES = [g.name for g in GAMES]


def _play(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["play", *args]) == 0
    return capsys.readouterr().out


def _replay(capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, text: str) -> tuple[int, str, str]:
    path = tmp_path / "deal.txt"
    path.write_text(text, encoding="utf-8")
    status = main(["replay", game, str(path)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", ["1", "2", "seventeen"])
def test_play_then_replay_round_trips(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, seed: str) -> None:
    text = _play(capsys, name, "--seed", seed)
    lines = text.splitlines()
    assert lines[:2] == [f"game: {name}", f"seed: {seed}"]
    assert lines[-1].startswith("points: ")
    status, out, err = _replay(capsys, tmp_path, name, text)
    assert (status, out, err) == (0, lines[-1] + "\n", "")


@pytest.mark.parametrize("name", NAMES)
def test_the_same_seed_prints_the_same_transcript(capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert _play(capsys, name, "--seed", "5") == _play(capsys, name, "--seed", "5")


def test_play_without_a_seed_prints_the_seed_it_chose(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "bridgette")
    seed = text.splitlines()[1]
    assert seed.startswith("seed: ")
    assert seed.removeprefix("seed: ").isdigit()
    assert _replay(capsys, tmp_path, "bridgette", text)[0] == 0


def test_options_and_dealer_are_headers_that_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "oh hell", "--seed", "4", "--dealer", "2", "--option", "players=5", "--option", "cards=3")
    lines = text.splitlines()
    assert lines[:5] == ["game: blackout", "seed: 4", "dealer: 2", "option: players=5", "option: cards=3"]
    assert lines[-1].count("=") == 5
    assert _replay(capsys, tmp_path, "blackout", text)[0] == 0
    without = "\n".join(line for line in lines if not line.startswith("option: cards"))
    status, out, _ = _replay(capsys, tmp_path, "blackout", without)
    assert status == 1
    assert out.startswith(f"{tmp_path / 'deal.txt'}:")


def test_the_first_illegal_action_is_named_with_its_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lines = _play(capsys, "duplicate", "--seed", "3").splitlines()
    play_at = lines.index("# play") + 1
    lead = lines[play_at]
    lines[play_at + 1] = lead  # the second card of the first trick repeats the lead: not held
    status, out, err = _replay(capsys, tmp_path, "duplicate", "\n".join(lines))
    assert status == 1
    assert err == ""
    assert out == f"{tmp_path / 'deal.txt'}:{play_at + 2}: " + out.split(": ", 1)[1]
    assert "does not hold" in out
    assert out.count("\n") == 1


def test_an_unparsable_action_is_named_with_its_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = _replay(capsys, tmp_path, "bridgette", "seed: 1\nDraw\nDraw\nnonsense\n")
    assert status == 1
    assert out.startswith(f"{tmp_path / 'deal.txt'}:4: 'nonsense'")


def test_an_unfinished_deal_is_reported(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = _replay(capsys, tmp_path, "duplicate", "seed: 1\n1NT\n")
    assert status == 1
    assert out.endswith(":2: the deal is not over: E is to move in the auction\n")


def test_wrong_points_are_reported(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "brandeln", "--seed", "8")
    lines = text.splitlines()
    lines[-1] = "points: F=99 M=0 R=0 D=0"
    status, out, _ = _replay(capsys, tmp_path, "brandeln", "\n".join(lines))
    assert status == 1
    assert f":{len(lines)}: the transcript gives points" in out


def test_a_transcript_of_another_game_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "duplicate", "--seed", "3")
    status, out, _ = _replay(capsys, tmp_path, "rubber", text)
    assert status == 1
    assert out.endswith(":1: the transcript is of 'duplicate', not of rubber\n")


def test_a_set_deal_replays_from_its_hands(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = find_game("partnership-blackout")
    state = game.new(seed=9)
    header = "".join(f"hand: {hand}\n" for hand in state.start.cards)
    text = transcript(game, 9, {}).split("# bidding\n", 1)[1]
    status, out, _ = _replay(capsys, tmp_path, "partnership-blackout", header + "dealer: N\n" + text)
    assert status == 0
    assert out.startswith("points: N=")


@pytest.mark.parametrize(
    "args",
    [
        ["play", "no-such-game"],
        ["play", "towie", "--option", "players=8"],
        ["play", "duplicate", "--option", "vulnerability=sometimes"],
        ["play", "duplicate", "--option", "nonsense"],
        ["play", "duplicate", "--option", "colour=red"],
        ["play", "duplicate", "--dealer", "Q"],
        ["replay", "duplicate", "/no/such/file"],
        ["replay", "no-such-game", "/no/such/file"],
    ],
)
def test_bad_usage_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("trickcards: error: ")


@pytest.mark.parametrize(
    "text",
    ["seed: 1\n1NT\nseed: 2\n", "colour: red\n", "points: N=0\n1NT\n"],
)
def test_misplaced_lines_are_refused(text: str) -> None:
    with pytest.raises(ParseError):
        read_transcript(text)


@pytest.mark.parametrize("game", GAMES, ids=NAMES)
def test_transcripts_name_every_phase(game: Game[DealState[Any, Any]]) -> None:
    text = transcript(game, 21, {})
    phases = [line[2:] for line in text.splitlines() if line.startswith("# ")]
    assert phases[0] in {"draw", "exchange", "auction", "bidding"}
    assert set(phases) <= {
        "draw",
        "exchange",
        "auction",
        "partner",
        "doubling",
        "declare",
        "reserve",
        "bidding",
        "play",
    }
