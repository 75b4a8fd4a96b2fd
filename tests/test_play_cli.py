"""``trickcards play`` and ``trickcards replay``: transcripts of every game round-trip, illegal lines are named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from trickcards.cli import main
from trickcards.cli.play import read_transcript, transcript
from trickcards.core.errors import ParseError
from trickcards.protocol.game import DealState, Game, find_game, games

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


# --- whole matches (--match) --------------------------------------------------------------

#: Sheet options that let a random match of each game end within a few deals.
MATCH_SHEETS: dict[str, list[str]] = {
    "duplicate": ["--sheet", "boards=2"],
    "brandeln": ["--sheet", "target=1"],
    "partnership-blackout": ["--sheet", "target=20"],
    "blackout": ["--sheet", "deals=2", "--option", "players=3"],
}
MATCHED = [g.name for g in GAMES if g.sheet_factory is not None]


def _replay_match(capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, text: str) -> tuple[int, str]:
    path = tmp_path / "match.txt"
    path.write_text(text, encoding="utf-8")
    status = main(["replay", game, str(path), "--match"])
    return status, capsys.readouterr().out


@pytest.mark.parametrize("name", MATCHED)
def test_a_match_transcript_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str) -> None:
    text = _play(capsys, name, "--match", "--seed", "3", "--max-deals", "4", *MATCH_SHEETS.get(name, []))
    assert text == _play(capsys, name, "--match", "--seed", "3", "--max-deals", "4", *MATCH_SHEETS.get(name, []))
    status, out = _replay_match(capsys, tmp_path, name, text)
    assert status == 0
    settled = [line for line in text.splitlines() if line.startswith("points: ")]
    if settled:
        assert out.splitlines()[-1] == settled[0]
    else:
        assert "# stopped early: the sheet is not over after 4 deals (--max-deals)" in text
        assert out.splitlines()[-1] == "the match is not over after 4 deals"


def test_a_match_transcript_names_its_illegal_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "duplicate", "--match", "--seed", "2", "--sheet", "boards=1")
    lines = text.splitlines()
    first_card = next(n for n, line in enumerate(lines) if len(line) == 2 and line[0] in "CDHS")
    lines[first_card] = "1C"
    status, out = _replay_match(capsys, tmp_path, "duplicate", "\n".join(lines) + "\n")
    assert status == 1
    assert out.startswith(f"{tmp_path / 'match.txt'}:{first_card + 1}: '1C' is not a card")


def test_a_match_transcript_with_wrong_points_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = _play(capsys, "chicago", "--match", "--seed", "2")
    lines = [line if not line.startswith("points: ") else "points: N=1 E=-1 S=1 W=-1" for line in text.splitlines()]
    status, out = _replay_match(capsys, tmp_path, "chicago", "\n".join(lines) + "\n")
    assert status == 1
    assert "but the match settles" in out


def test_sheet_options_need_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "duplicate", "--sheet", "boards=2"]) == 2
    assert "--sheet options are for a match" in capsys.readouterr().err


# --- header lines: one reader for deals and matches -------------------------------------------


@pytest.mark.parametrize(
    ("match", "text", "message"),
    [
        (False, "game: duplicate\nseed: 1\n", "1: the transcript is of 'duplicate', not of rubber"),
        (False, "game: no-such-game\n", "1: 'no-such-game' is not a known game"),
        (False, "seed: 1\ndealer: 1\noption: colour=red\n", "3: 'colour' is not an option of rubber"),
        (False, "seed: 1\nsheet: rubbers=2\n", "2: a sheet option is a match's: replay the transcript with --match"),
        (False, "game: rubber\nseed: " + "9" * 31 + "\n", "2: '99999"),
        (
            True,
            "game: rubber\nseed: 1\nhand: SA\n",
            "3: a match is dealt from its seed: give a 'seed:' line, not hands",
        ),
        (
            True,
            "game: rubber\nsheet: rubbers=0\n",
            "2: '0' is not the sheet option 'rubbers': expected a number of at least 1",
        ),
        (
            True,
            "game: rubber\nsheet: rubbers=two\n",
            "2: 'two' is not the sheet option 'rubbers': expected ASCII digits",
        ),
        (True, "game: rubber\noption: table=classic\n", "1: a match transcript gives its seed ('seed: N')"),
        (True, "seed: 1\nsheet: colour=2\n", "1: 'colour' is not an option of rubber"),
        (True, "seed: 1\ndealer: Q\n", "1: 'Q' is not a first dealer"),
        (False, "seed: 1\ndealer: Q\n", "1: 'Q' is not a dealer"),
    ],
)
def test_a_bad_header_is_refused_with_its_line_and_rule(match: bool, text: str, message: str) -> None:
    from trickcards.cli.match import replay_match_lines  # noqa: PLC0415  # as the command loads it
    from trickcards.cli.play import replay_lines  # noqa: PLC0415

    game = find_game("rubber")
    with pytest.raises(ParseError) as refused:
        list(replay_match_lines(game, text) if match else replay_lines(game, text))
    assert str(refused.value).startswith(message)
    assert "\n" not in str(refused.value)


def test_deals_and_matches_read_their_headers_alike() -> None:
    from trickcards.cli.play import read_headers  # noqa: PLC0415

    script = read_transcript("game: blackout\nseed: 4\ndealer: 2\noption: players=5\nhand: SA\nsheet: deals=3\n")
    headers = read_headers(find_game("blackout"), script, {"hand": str.lower, "sheet": str.upper})
    assert (headers.seed, headers.dealer, dict(headers.options)) == (4, 2, {"players": 5})
    assert (headers.values("hand"), headers.values("sheet"), headers.first_line) == (("sa",), ("DEALS=3",), 1)
    with pytest.raises(ParseError, match=r"^5: 'hand' is not a header of this transcript$"):
        read_headers(find_game("blackout"), script, {"sheet": str})
