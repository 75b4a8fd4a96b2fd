"""The ``deal``, ``simulate`` and ``analyse`` commands."""

from pathlib import Path

import pytest

from trickcards import Hand
from trickcards.bridge.dealer_constraints import parse_constraint
from trickcards.cli import main
from trickcards.pbn import read_pbn

CONSTRAINT = "hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5"


def test_deal_writes_pbn_boards_that_satisfy_the_constraint(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--n", "5", "--seed", "1", CONSTRAINT]) == 0
    games = read_pbn(capsys.readouterr().out)
    constraint = parse_constraint(CONSTRAINT)
    assert [g.board for g in games] == [1, 2, 3, 4, 5]
    assert all(g.deal is not None and constraint(g.deal) for g in games)
    assert [str(g.dealer) for g in games] == ["N", "E", "S", "W", "N"]


def test_deal_is_repeatable_with_a_seed_and_words_are_joined(capsys: pytest.CaptureFixture[str]) -> None:
    main(["deal", "--n", "3", "--seed", "x", CONSTRAINT])
    first = capsys.readouterr().out
    main(["deal", "--n", "3", "--seed", "x", "--jobs", "2", *CONSTRAINT.split()])
    assert capsys.readouterr().out == first


def test_deal_with_predeal_dealer_and_vulnerability(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["deal", "--n", "2", "--predeal", "W=AKQJ.AKQ..", "--dealer", "S", "--vulnerable", "EW", "--first", "7"]
    assert main(args) == 0
    games = read_pbn(capsys.readouterr().out)
    assert [g.board for g in games] == [7, 8]
    assert all(str(g.dealer) == "S" and str(g.vulnerability) == "EW" for g in games)
    assert all(g.deal is not None and Hand.parse("AKQJ.AKQ..") <= g.deal.hands[3] for g in games)


def test_deal_diagrams_and_html(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--n", "2", "--seed", "2", "--format", "diagram", "shape(N, 7xxx)"]) == 0
    out = capsys.readouterr().out
    assert out.count("Board ") == 2
    assert "♠" in out
    assert main(["deal", "--seed", "2", "--format", "html"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("<!DOCTYPE html>")
    assert out.count("<svg") == 1


@pytest.mark.parametrize(
    "args",
    [
        ["deal", "hcp(N) >="],
        ["deal", "hcp(N) > 37"],
        ["deal", "--predeal", "N", "true"],
        ["deal", "--predeal", "N=ZZ", "true"],
        ["deal", "--n", "0"],
        ["deal", "--dealer", "Q"],
        ["simulate", "--contract", "4S", "--by", "Q"],
        ["analyse", "no-such-file.pbn", "--dd"],
    ],
)
def test_bad_input_is_one_line_and_status_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "error" in err


def test_analyse_without_dd_writes_the_file_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "boards.pbn"
    main(["deal", "--n", "2", "--seed", "3"])
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["analyse", str(path)]) == 0
    assert capsys.readouterr().out == path.read_text(encoding="utf-8")


def test_analyse_fills_the_double_dummy_tags(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay.dds", reason="the dds extra (endplay) is not installed")
    path = tmp_path / "boards.pbn"
    main(["deal", "--n", "1", "--seed", "3"])
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["analyse", str(path), "--dd"]) == 0
    game = read_pbn(capsys.readouterr().out)[0]
    assert game.tags["OptimumScore"].split()[0] in ("NS", "EW")
    assert game.tags["ParContract"]
    assert game.tags["OptimumResultTable"] == "Declarer;Denomination\\2R;Result\\2R"


def test_simulate_reports_make_rate_score_and_imps(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay.dds", reason="the dds extra (endplay) is not installed")
    args = ["simulate", "shape(S, 6xxx) and hcp(N) + hcp(S) >= 24", "--contract", "4S", "--by", "S", "--n", "3"]
    assert main([*args, "--seed", "1", "--versus", "3NT", "--versus-by", "N"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4SS: makes ")
    assert "95% CI" in out
    assert "IMPs for 4SS against 3NTN" in out
