"""trickcards.bridge.events: the scoring methods, their properties, the writers and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import events, imps
from trickcards.bridge.contract import Contract
from trickcards.bridge.events import Event, EventError, Result

SCORES = st.sampled_from([-1430, -800, -620, -200, -100, -50, 0, 50, 110, 140, 420, 450, 480, 620, 650, 990, 1430])


def _event(boards: list[list[int]]) -> Event:
    """Pairs 1..n North-South and 101.. East-West; board b's scores in order."""
    return Event(
        results=[
            Result(b, str(i), str(100 + i), score_ns=s) for b, row in enumerate(boards, 1) for i, s in enumerate(row, 1)
        ]
    )


@given(st.lists(SCORES, min_size=2, max_size=30))
def test_law_78a_matchpoints_of_a_board_add_up_to_n_times_n_minus_1(scores: list[int]) -> None:
    assert sum(events.matchpoints(scores)) == len(scores) * (len(scores) - 1)
    assert sum(events.matchpoints(scores, scale=1)) == len(scores) * (len(scores) - 1) / 2


@given(st.lists(SCORES, min_size=2, max_size=20))
def test_the_two_sides_percentages_add_to_100(scores: list[int]) -> None:
    for r in _event([scores]).score(events.MATCHPOINTS).board(1).results:
        assert r.percent_ns is not None
        assert r.percent_ew is not None
        assert r.percent_ns + r.percent_ew == pytest.approx(100)


@given(st.lists(SCORES, min_size=1, max_size=20))
def test_neuberg_on_a_full_board_changes_nothing(scores: list[int]) -> None:
    assert events.matchpoints(scores, expected=len(scores)) == events.matchpoints(scores)
    for mp in events.matchpoints(scores):
        assert events.neuberg(mp, len(scores), len(scores)) == pytest.approx(mp)


@given(st.lists(st.lists(SCORES, min_size=4, max_size=4), min_size=1, max_size=4), st.randoms(use_true_random=False))
def test_ranking_is_invariant_under_relabelling_the_pairs(boards: list[list[int]], rnd: object) -> None:
    event = _event(boards)
    ids = sorted(event.participants)
    shuffled = ids[:]
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    rename = dict(zip(ids, shuffled, strict=True))
    renamed = Event(
        results=[
            attrs.evolve(r, ns=tuple(rename[p] for p in r.ns), ew=tuple(rename[p] for p in r.ew)) for r in event.results
        ]
    )
    for method in ("matchpoints", "cross-imps", "butler"):
        first = {s.id: (s.rank, s.tie, s.total) for s in event.score(method).ranking}
        second = {s.id: (s.rank, s.tie, s.total) for s in renamed.score(method).ranking}
        assert {rename[k]: v for k, v in first.items()} == second


@given(st.lists(SCORES, min_size=1, max_size=40))
def test_cross_imps_are_antisymmetric_and_agree_with_pairwise_imps(scores: list[int]) -> None:
    found = events.cross_imps(scores)
    assert sum(found) == 0
    assert found == tuple(sum(imps(a - b) for b in scores) for a in scores)


@given(st.integers(-200, 200), st.integers(1, 64))
def test_wbf_2013_vp_of_a_margin_and_its_opposite_add_to_20_and_never_decrease(margin: int, boards: int) -> None:
    assert events.vp(margin, boards) + events.vp(-margin, boards) == pytest.approx(20)
    assert events.vp(margin + 1, boards) >= events.vp(margin, boards)
    assert 0 <= events.vp(margin, boards) <= 20


@given(
    st.lists(st.lists(SCORES, min_size=3, max_size=6), min_size=1, max_size=3), st.sampled_from(sorted(events.METHODS))
)
def test_text_json_and_pbn_round_trip(boards: list[list[int]], method: str) -> None:
    if method == "teams":
        event = Event(
            results=[
                Result(b, "A" if i == 0 else "B", "B" if i == 0 else "A", score_ns=s)
                for b, row in enumerate(boards, 1)
                for i, s in enumerate(row[:2])
            ]
        )
    else:
        event = _event(boards)
    scored = event.score(method)
    back = events.read_event(scored.to_pbn())
    assert attrs.evolve(back, scoring="") == event
    document = json.loads(scored.to_json())
    assert document["method"] == scored.method_name
    assert [r["score_ns"] for b in document["boards"] for r in b["results"]] == [
        r.score_ns for t in scored.travellers for r in t.results
    ]
    assert [line["id"] for line in document["ranking"]] == [s.id for s in scored.ranking]
    assert back.score(method).text() == scored.text()


def test_law_12c2_artificial_scores_are_60_50_40_percent_and_the_rest_neuberg() -> None:
    rows = [Result(1, str(i), str(10 + i), score_ns=s) for i, s in enumerate([420, 450, 420, -50], 1)]
    rows.append(Result(1, "5", "15", artificial="A+/A-"))
    traveller = Event(results=rows).score(events.MATCHPOINTS).board(1)
    assert traveller.top == 8
    assert (traveller.results[-1].mp_ns, traveller.results[-1].mp_ew) == (4.8, 3.2)
    assert traveller.results[1].mp_ns == pytest.approx((6 + 1) * 5 / 4 - 1)


def test_butler_sit_out_scores_the_pairs_own_average() -> None:
    rows = [Result(1, "1", "2", score_ns=620), Result(1, "3", "4", score_ns=170), Result(1, "5", "6", score_ns=650)]
    rows += [
        Result(2, "1", "2", score_ns=100),
        Result(2, "3", "6", score_ns=-100),
        Result(2, "5", "", score_ns=140),
        Result(2, (), "4", artificial="Bye"),
    ]
    scored = Event(results=rows).score(events.BUTLER)
    assert scored.board(1).datum == 620
    own = scored.board(1).results[1].imp_ew
    assert scored.board(2).results[-1].imp_ew == own
    assert scored.standing("4").boards == 2


def test_personal_score_card_lists_each_board_played() -> None:
    scored = _event([[420, 450], [100, -100]]).score(events.MATCHPOINTS)
    card = scored.card("1")
    assert [(line.board, line.direction, line.points) for line in card] == [(1, "NS", 0.0), (2, "NS", 2.0)]


def test_sessions_add_up() -> None:
    first = _event([[420, 450]]).score(events.MATCHPOINTS)
    second = _event([[100, -100]]).score(events.MATCHPOINTS)
    total = {s.id: s for s in events.add_sessions([first, second])}
    assert (total["1"].total, total["1"].boards, total["1"].percent) == (2.0, 2, 50.0)


def test_ranking_ties_share_the_best_place_and_name_the_last() -> None:
    ranking = _event([[420, 420, 100]]).score(events.MATCHPOINTS).ranking
    # EW 103 beat both; NS 1 and 2 share places 2 and 3
    assert [(s.id, s.rank, s.tie) for s in ranking][:3] == [("103", 1, None), ("1", 2, 3), ("2", 2, 3)]


def test_html_draws_each_board_once_with_its_traveller_then_the_ranking() -> None:
    html = _event([[420, 450], [100, -100]]).score(events.MATCHPOINTS).html()
    assert html.count('id="board-1"') == 1
    assert html.count('class="traveller"') == 2
    assert html.index('id="ranking"') > html.index('id="board-2"')


# --- bad input --------------------------------------------------------------------


def test_a_result_for_a_board_that_does_not_exist_is_refused() -> None:
    with pytest.raises(EventError, match="there is no board 3"):
        Event(boards=[events.Board.numbered(1)], results=[Result(3, "1", "2", score_ns=420)])


def test_a_result_for_a_pair_that_does_not_exist_is_refused() -> None:
    with pytest.raises(EventError, match="no participant '9'"):
        Event(
            results=[Result(1, "9", "2", score_ns=420)], participants=[events.Participant("1"), events.Participant("2")]
        )


def test_a_contract_that_cannot_score_is_refused() -> None:
    with pytest.raises(EventError, match="0 to 13 tricks"):
        Result(1, "1", "2", contract=Contract.parse("4SN"), tricks=14)
    with pytest.raises(EventError, match="not a contract that can score"):
        events.read_event(
            '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 8S N 10\n', file="x.pbn"
        )


def test_a_score_that_is_not_a_bridge_score_is_refused_naming_file_line_and_board() -> None:
    with pytest.raises(EventError, match=r"x\.pbn:3: .*425 is not a possible bridge score"):
        events.read_event(
            '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "425" -\n', file="x.pbn"
        )


def test_a_written_score_that_disagrees_with_the_contract_is_refused() -> None:
    with pytest.raises(EventError, match="scores \\+420 for NS"):
        events.read_event(
            '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n1 2 4S N 10 "450" -\n'
        )


def test_two_results_for_one_pair_on_one_board_are_refused() -> None:
    with pytest.raises(EventError, match="'1' has two results"):
        Event(results=[Result(1, "1", "2", score_ns=420), Result(1, "1", "3", score_ns=450)])


def test_a_table_whose_columns_do_not_match_its_header_is_refused() -> None:
    with pytest.raises(EventError, match=r"x\.pbn:3: .*3 cells but its header names 2 columns"):
        events.read_event('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW"]\n1 2 3\n', file="x.pbn")


def test_lenient_reading_reports_and_keeps_the_rest() -> None:
    text = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "420" -\n\n[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "425" -\n'
    event = events.read_event(text, strict=False, file="x.pbn")
    assert [r.board for r in event.results] == [1]
    assert "425 is not a possible bridge score" in event.problems[0]


def test_unknown_method_and_bad_options_are_refused() -> None:
    with pytest.raises(EventError, match="is not a scoring method"):
        _event([[420]]).score("swiss")
    with pytest.raises(EventError, match="not a matchpoint scale"):
        events.matchpoints([1], scale=3)
    with pytest.raises(EventError, match="not a number of boards"):
        events.vp(10, 0)


# --- folders of records ---------------------------------------------------------------

_RECORD = (
    '[Board "{board}"]\n[North "{ns}"]\n[South "{ns}"]\n[East "{ew}"]\n[West "{ew}"]\n'
    '[Declarer "N"]\n[Contract "{contract}"]\n[Result "{tricks}"]\n'
)


def test_a_record_without_vulnerability_is_scored_on_the_board_of_the_16_board_cycle(tmp_path: Path) -> None:
    # board 2 is North-South vulnerable: 4S making is 620, not the 420 of a board without vulnerability
    (tmp_path / "t1.pbn").write_text(_RECORD.format(board=2, ns="1", ew="2", contract="4S", tricks=10))
    (tmp_path / "t2.pbn").write_text(_RECORD.format(board=2, ns="3", ew="4", contract="4S", tricks=9))
    event = events.read_event(tmp_path)
    assert [r.score_ns for r in event.results] == [620, -100]
    assert event.problems == ()


def test_a_folders_problems_name_the_file_inside_the_folder(tmp_path: Path) -> None:
    (tmp_path / "t1.pbn").write_text(_RECORD.format(board=1, ns="1", ew="2", contract="4S", tricks=10))
    (tmp_path / "t2.pbn").write_text('[Board "1"]\n[North "3"]\n[South "3"]\n[East "4"]\n[West "4"]\n')
    (tmp_path / "t3.pbn").write_text(_RECORD.format(board=1, ns="1", ew="4", contract="3S", tricks=10))
    event = events.read_event(tmp_path, strict=False)
    assert [r.score_ns for r in event.results] == [420]
    assert len(event.problems) == 2
    no_result, again = sorted(event.problems)
    assert no_result.startswith(f"{tmp_path / 't2.pbn'}:1: board 1: no contract and result")
    assert again.startswith(f"{tmp_path / 't3.pbn'}:1: board 1: NS 1 v EW 4 is recorded again")
    assert f"first at {tmp_path / 't1.pbn'}:1" in again
    (tmp_path / "t2.pbn").unlink()  # strict reading stops at the first problem, naming its file
    with pytest.raises(EventError, match=r"t3\.pbn:1: board 1: NS 1 v EW 4 is recorded again"):
        events.read_event(tmp_path)


# --- the PBN standard's frequency tables and field percentages --------------------------------


@given(st.lists(SCORES, min_size=1, max_size=30))
def test_field_percentages_are_neuberg_as_the_field_grows_without_bound(scores: list[int]) -> None:
    n, huge = len(scores), 10**9
    field = events.Event(results=[Result(1, (), (), score_ns=s) for s in scores])
    traveller = field.score(events.Matchpoints(field_percent=True)).board(1)
    for mp, scored in zip(events.matchpoints(scores), traveller.results, strict=True):
        limit = 100 * events.neuberg(mp, n, huge) / (2 * (huge - 1))
        assert scored.percent_ns == pytest.approx(limit, abs=1e-6)
        assert scored.percent_ns == pytest.approx(100 * (mp + 1) / (2 * n))
        assert (scored.percent_ns or 0) + (scored.percent_ew or 0) == pytest.approx(100)


def test_a_frequency_table_row_stands_for_multiplicity_equal_results() -> None:
    head = '[Board "1"]\n[ScoreTable "Score_NS\\5R;Multiplicity\\2R"]\n'
    event = events.read_event(head + "  420  3\n  -50  1\n")
    assert [r.score_ns for r in event.results] == [420, 420, 420, -50]
    assert all(r.ns == r.ew == () for r in event.results)
    with pytest.raises(EventError, match=r"x\.pbn:3: 0 is not a multiplicity"):
        events.read_event(head + "  420  0\n", file="x.pbn")
    with pytest.raises(EventError, match="only a row without pairs stands for several"):
        events.read_event('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Multiplicity"]\n1 2 420 2\n')


# --- Butler by percentage, the small-field rule ------------------------------------------------


def test_butler_drops_a_percentage_of_the_scores_at_each_end_as_sydney_and_acblscore_do() -> None:
    scores = [100] * 18 + [-2000, -1000, 1000, 2000]  # 22 scores: 10 % drops 2 each way, 5 % drops 1
    assert events.butler_datum(scores, drop_percent=10) == 100
    assert events.butler_datum(scores, drop_percent=5) == pytest.approx((1800 - 1000 + 1000) / 20)
    assert events.butler_datum(scores[:9], drop_percent=10) == 100  # 0.9 of a score: nothing dropped
    rows = [Result(1, str(i), str(100 + i), score_ns=s) for i, s in enumerate(scores, 1)]
    traveller = Event(results=rows).score(events.Butler(drop_percent=10)).board(1)
    assert traveller.datum == 100
    with pytest.raises(EventError, match="not a share of the scores to drop"):
        events.Butler(drop_percent=50)


def test_ebu_white_book_small_field_scores_fixed_percentages_instead_of_neuberg() -> None:
    # board 2 has 2 of 6 results (a third of the field): 65 and 55 % each way, not Neuberg
    rows = [Result(1, str(i), str(10 + i), score_ns=s) for i, s in enumerate([420, 450, 420, -50, 100, 140], 1)]
    rows += [Result(2, "1", "11", score_ns=620), Result(2, "2", "12", score_ns=-100)]
    small = Event(results=rows).score(events.Matchpoints(small_field=True)).board(2)
    assert [(r.percent_ns, r.percent_ew) for r in small.results] == [(65.0, 55.0), (55.0, 65.0)]
    assert small.results[0].mp_ns == pytest.approx(0.65 * 10)
    plain = Event(results=rows).score(events.MATCHPOINTS).board(2)
    assert plain.results[0].mp_ns == pytest.approx(events.neuberg(2, 2, 6))
    assert events.small_field_percentages([420, 420, 100]) == ((65.0, 55.0), (65.0, 55.0), (50.0, 70.0))
    with pytest.raises(EventError, match="not a small field"):
        events.small_field_percentages([420, 100, 50, 0])
