r"""Writing an event back as PBN: a ``[ScoreTable]`` per board and a ``[TotalScoreTable]``.

The tables use the columns and the column formats the scoring programs write
(``Score_NS\6R``), scores and percentages rounded as they print them; reading the text
with :func:`~trickcards.bridge.events.read_event` gives an event equal to the one written.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from trickcards.bridge.events.model import Event, Result
from trickcards.bridge.events.ranking import printed
from trickcards.bridge.events.score_table import Column, format_columns, write_table
from trickcards.bridge.events.scored import ScoredEvent, ScoredResult

__all__ = ["event_pbn"]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _cell(value: object) -> str:
    if value is None:
        return "-"
    return str(value)


def _widths(names: Sequence[str], rows: list[list[str]], left: set[str]) -> tuple[Column, ...]:
    columns = []
    for i, name in enumerate(names):
        width = max(
            [len(r[i]) + (2 if not r[i].replace(".", "").lstrip("-").isdigit() and r[i] != "-" else 0) for r in rows]
            or [1]
        )
        columns.append(Column(name, width, "L" if name in left else "R"))
    return tuple(columns)


def _result_row(result: Result, scored: ScoredResult | None, individual: bool, sections: bool, kind: str) -> list[str]:
    r = result
    row = [r.section] if sections else []
    row += [_cell(r.table), _cell(r.round)]
    if individual:
        ns = (*r.ns, None, None)[:2]
        ew = (*r.ew, None, None)[:2]
        row += [_cell(ns[0]), _cell(ns[1]), _cell(ew[0]), _cell(ew[1])]
    else:
        row += [_cell(r.ns[0] if r.ns else None), _cell(r.ew[0] if r.ew else None)]
    if r.contract is not None and r.contract.declarer is not None:
        row += [str(r.contract)[:-1], r.contract.declarer.name[0], _cell(r.tricks)]
    else:
        row += ["-", "-", "-"]
    row.append(_cell(r.lead))
    if r.artificial is not None:
        ns_a, _, ew_a = r.artificial.partition("/")
        row += [ns_a, ew_a or ns_a]
    elif r.score_ns is not None and r.score_ns < 0:
        row += ["-", str(-r.score_ns)]
    else:
        row += [_cell(r.score_ns), "-"]
    if scored is not None and kind == "mp":
        row += [
            printed(scored.mp_ns, 1),
            printed(scored.mp_ew, 1),
            printed(scored.percent_ns),
            printed(scored.percent_ew),
        ]
    elif scored is not None and kind == "imp":
        row += [printed(scored.imp_ns, 1), printed(scored.imp_ew, 1)]
    return row


def _board_tables(scored: ScoredEvent) -> dict[int, str]:
    event = scored.event
    individual = event.kind == "individual"
    sections = any(r.section for r in event.results)
    kind = "mp" if any(s.percent is not None for s in scored.ranking) else "imp"
    if scored.method_name == "teams":
        kind = "imp"
    butler = scored.method_name == "butler"
    found = {id(s.result): s for t in scored.travellers for s in t.results}
    names = (["Section"] if sections else []) + ["Table", "Round"]
    names += (
        ["PlayerId_North", "PlayerId_South", "PlayerId_East", "PlayerId_West"]
        if individual
        else ["PairId_NS", "PairId_EW"]
    )
    names += ["Contract", "Declarer", "Result", "Lead", "Score_NS", "Score_EW"]
    names += ["MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW"] if kind == "mp" else ["IMP_NS", "IMP_EW"]
    if butler:
        names.append("ButlerDatum")
    by_board: dict[int, list[Result]] = defaultdict(list)
    for r in event.results:
        by_board[r.board].append(r)
    out = {}
    for board, results in by_board.items():
        rows = []
        for r in results:
            s = found.get(id(r))
            row = _result_row(r, s, individual, sections, kind)
            if butler:
                row.append(printed(s.datum) if s is not None and s.datum is not None else "-")
            rows.append(row)
        columns = _widths(names, rows, {"Contract", "Lead"})
        out[board] = f'[ScoreTable "{format_columns(columns)}"]\n{write_table(columns, rows)}\n'
    return out


def _total_table(scored: ScoredEvent) -> str:
    event = scored.event
    mp = any(s.percent is not None for s in scored.ranking)
    id_name = {"individual": "PlayerId", "teams": "TeamId"}.get(event.kind, "PairId")
    total = "TotalScoreVP" if scored.method_name == "teams" else ("TotalScoreMP" if mp else "TotalScoreIMP")
    digits = 2 if scored.method_name in {"teams", "cross-imps-average"} else 1
    names = ["Rank", "RankTie", id_name, total] + (["TotalPercentage"] if mp else []) + ["Names", "NrBoards", "Club"]
    rows = []
    for s in scored.ranking:
        participant = event.participants.get(s.id)
        row = [str(s.rank), _cell(s.tie), s.id, printed(s.total, digits)]
        if mp:
            row.append(printed(s.percent, 2))
        row += [_escape(s.names), str(s.boards), _escape(participant.club if participant else "")]
        rows.append(row)
    columns = _widths(names, rows, {"Names", "Club"})
    return f'[TotalScoreTable "{format_columns(columns)}"]\n{write_table(columns, rows)}\n'


def _matches_table(scored: ScoredEvent) -> str:
    names = ["Round", "Table", "TeamId_Home", "TeamId_Away", "MatchDetails", "VP_Home", "VP_Away"]
    rows = []
    for m in scored.matches:
        if m.match not in scored.event.matches:
            continue
        details = "|".join(f"{n},{h},{a}" for n, h, a in m.match.segments)
        details = (
            f"{details}|200,{m.match.imps_home},{m.match.imps_away}"
            if details
            else f"200,{m.match.imps_home},{m.match.imps_away}"
        )
        rows.append(
            [
                str(m.match.round),
                _cell(m.match.table),
                m.match.home,
                m.match.away,
                details,
                printed(m.vp_home, 2),
                printed(m.vp_away, 2),
            ]
        )
    columns = _widths(names, rows, {"MatchDetails"})
    return f'[ScoreTable "{format_columns(columns)}"]\n{write_table(columns, rows)}\n'


def event_pbn(scored: ScoredEvent) -> str:
    """The event as PBN: a game per board with its ``[ScoreTable]``, the ``[TotalScoreTable]`` in the first."""
    event: Event = scored.event
    head = f'[Event "{_escape(event.name)}"]\n' if event.name else ""
    scoring = f'[Scoring "{_escape(event.scoring)}"]\n' if event.scoring else ""
    tables = _board_tables(scored)
    games = []
    total = _total_table(scored)
    if event.matches:
        games.append(f"{head}{scoring}{total}{_matches_table(scored)}")
        total = ""
    for board in event.boards:
        deal = f'[Deal "{board.deal}"]\n' if board.deal is not None else ""
        games.append(
            f'{head}[Board "{board.number}"]\n[Dealer "{board.dealer.name[0]}"]\n'
            f'[Vulnerable "{board.vulnerability.value}"]\n{deal}{scoring}{total}{tables.get(board.number, "")}'
        )
        total = ""
    if total:
        games.append(f"{head}{scoring}{total}")
    return "% PBN 2.1\n% EXPORT\n" + "\n".join(games)
