"""Our duplicate scores and IMPs against the [Score] and [ScoreIMP] tags of real played boards.

PBN writes a score from North-South's view: ``[Score "NS 420"]``, ``[Score "NS -50"]``
(PBN 2.1 also allows ``"EW 100"``, E-W's view). :func:`duplicate_score` is signed for
declarer's side, so an E-W contract's score is negated for N-S. ``[ScoreIMP "NS 4 EW -4"]``
compares the two tables of a teams match: the board's N-S score at this table against
the other table's.
"""

from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest

from trickcards import Side
from trickcards.bridge import duplicate_score, imps
from trickcards.pbn import Game, read_pbn
from trickcards.records.results import compare_tables

RECORDS = Path(__file__).parent / "data" / "records"
FILES = ["eyc-1998-junior-teams.pbn", "online-qualifier-2021.pbn"]


def games(name: str) -> list[Game]:
    return read_pbn((RECORDS / name).read_text(encoding="utf-8"))


def north_south_view(tag: str) -> int:
    """``"NS 420"`` -> 420, ``"EW 100"`` -> -100."""
    side, points = tag.split()
    assert side in ("NS", "EW"), tag
    return int(points) if side == "NS" else -int(points)


def our_north_south_score(game: Game) -> int:
    if game.passed_out:
        return 0
    assert game.contract is not None
    assert game.contract.declarer is not None
    assert game.result is not None
    assert game.vulnerability is not None
    side = game.contract.declarer.side
    points = duplicate_score(game.contract, game.result, game.vulnerability.is_vulnerable(side))
    return points if side is Side.NORTH_SOUTH else -points


def scored(game: Game) -> bool:
    """The record has a score tag and everything needed to compute it."""
    if not game.score:
        return False
    return game.passed_out or (game.contract is not None and game.result is not None and game.vulnerability is not None)


def test_north_south_view_of_a_score_tag() -> None:
    assert north_south_view("NS 420") == 420
    assert north_south_view("NS -50") == -50
    assert north_south_view("EW 100") == -100
    assert north_south_view("EW -620") == 620


@pytest.mark.parametrize(("name", "count"), [(FILES[0], 40), (FILES[1], 279)])
def test_duplicate_score_equals_every_recorded_score(name: str, count: int) -> None:
    checked = [g for g in games(name) if scored(g)]
    assert len(checked) == count
    wrong = [
        (g.board, str(g.contract), g.result, str(g.vulnerability), g.score, our_north_south_score(g))
        for g in checked
        if our_north_south_score(g) != north_south_view(g.score or "")
    ]
    assert wrong == []
    # The records cover the interesting corners: doubled contracts, both vulnerabilities, failures.
    played = [g for g in checked if g.contract is not None]
    assert any(g.contract is not None and g.contract.doubling for g in played)
    assert {our_north_south_score(g) < 0 for g in played} == {True, False}


def test_imps_equal_every_recorded_score_imp() -> None:
    # A teams board is played at two tables: same event, board, deal and pair of teams.
    tables: defaultdict[tuple[str, int | None, str, frozenset[str]], list[Game]] = defaultdict(list)
    for game in games(FILES[1]):
        tags = game.tags
        key = (tags["Event"], game.board, tags["Deal"], frozenset((tags["HomeTeam"], tags["VisitTeam"])))
        tables[key].append(game)
    compared = 0
    for pair in tables.values():
        if len(pair) != 2 or not all(scored(g) for g in pair):
            continue  # the other table's record is not in the file
        for here, there in (pair, pair[::-1]):
            swing = imps(our_north_south_score(here) - our_north_south_score(there))
            recorded = here.tags["ScoreIMP"].split()
            assert recorded[0::2] == ["NS", "EW"]
            assert (int(recorded[1]), int(recorded[3])) == (swing, -swing), (here.board, here.tags["ScoreIMP"])
            compared += 1
    assert compared == 278


def test_game_computed_score_agrees_with_every_score_tag() -> None:
    for name in FILES:
        for game in games(name):
            if scored(game):
                assert game.computed_score == north_south_view(game.score or "")
                assert game.recorded_score == game.computed_score
                assert game.score_agrees is True


def test_compare_tables_gives_every_recorded_score_imp() -> None:
    records = games(FILES[1])
    results = compare_tables(records)
    assert len(results) == len(records)
    agreeing = [r for r in results if r.imps_agree is not None]
    assert len(agreeing) == 298  # the 278 scored tables and 20 passed-out ones
    assert all(r.imps_agree for r in agreeing)


def test_compare_tables_of_a_teams_final_and_a_pairs_board(read_record: Callable[[str], list[Game]]) -> None:
    records = read_record("world-championship-2012-final.pbn")
    results = compare_tables(records)
    with_imps = [r.imps for r in results if r.imps is not None]
    assert len(with_imps) > 7000
    assert sum(with_imps) == 0  # each swing counts once for each side
    pairs = "\n".join(
        f'[Event "Pairs"]\n[Board "1"]\n[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "{tricks}"]\n'
        for tricks in (10, 11, 10, 9)
    )
    assert [r.matchpoints for r in compare_tables(read_pbn(pairs))] == [3, 6, 3, 0]
