"""``trickcards event``: a file or a folder of an event scored and printed as text, JSON, PBN or HTML."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trickcards.bridge import events
from trickcards.cli import main

TABLES = """[Event "Monday pairs"]
[Board "1"]
[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]
 1  2 4S   N 10
 3  4 4S   N 11
 5  6 3S   N 10

[Board "2"]
[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]
 1  4 3NT  E  9
 3  6 3NT  E  8
 5  2 2NT  E  8
"""


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "monday.pbn"
    path.write_text(TABLES, encoding="utf-8")
    return path


def test_event_prints_the_ranking_and_the_travellers_as_text(
    event_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["event", str(event_file)]) == 0
    out = capsys.readouterr().out
    assert out.rstrip("\n") == events.read_event(event_file).score().text().rstrip("\n")
    assert "Monday pairs" in out or "1" in out.splitlines()[0]


def test_event_json_is_the_scored_events_json(event_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["event", str(event_file), "--format", "json", "--method", "cross-imps"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["method"] == "cross-imps"
    assert document == json.loads(events.read_event(event_file).score(events.CROSS_IMPS).to_json())


def test_event_pbn_reads_back_as_the_same_event(event_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["event", str(event_file), "--format", "pbn"]) == 0
    back = events.read_event(capsys.readouterr().out)
    assert back.results == events.read_event(event_file).results


def test_event_reads_a_folder_of_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deal = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
    for table, (north, east, result) in enumerate([("Ann", "Bo", "10"), ("Cy", "Di", "9")], start=1):
        (tmp_path / f"t{table}.pbn").write_text(
            f'[Board "1"]\n[North "{north}"]\n[South "{north}"]\n[East "{east}"]\n[West "{east}"]\n'
            f'[Deal "{deal}"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "{result}"]\n',
            encoding="utf-8",
        )
    assert main(["event", str(tmp_path), "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert [r["score_ns"] for r in document["boards"][0]["results"]] == [420, -50]


def test_event_refuses_an_unknown_encoding(event_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["event", str(event_file), "--encoding", "klingon"]) == 2
    assert "klingon" in capsys.readouterr().err


TEAM_TOTALS = """[Event "Cup"]
[Scoring "Teams"]
[TotalScoreTable "Rank\\2R;TeamId\\2R;TeamName\\8L"]
 1  1 "Lions"
 2  2 "Tigers"
[ScoreTable "Round\\1R;Table\\1R;TeamId_Home\\2R;TeamId_Away\\2R;MatchDetails\\12L"]
1 1  1  2 "200,17,0"
"""


def test_event_match_boards_gives_a_totals_only_teams_file_its_vp_scale(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cup.pbn"
    path.write_text(TEAM_TOTALS, encoding="utf-8")
    assert main(["event", str(path)]) == 2
    assert "--match-boards N" in capsys.readouterr().err
    assert main(["event", str(path), "--match-boards", "8", "--format", "json"]) == 0
    ranking = json.loads(capsys.readouterr().out)["ranking"]
    assert [(line["id"], line["total"]) for line in ranking] == [("1", 15.75), ("2", 4.25)]
    assert main(["event", str(path), "--match-boards", "0"]) == 2
    assert main(["event", str(tmp_path / "cup.pbn"), "--method", "butler", "--match-boards", "8"]) == 2
    assert "applies to a teams event" in capsys.readouterr().err
