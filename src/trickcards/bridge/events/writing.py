"""Writing a scored event as text (the ranking, then each traveller) and as JSON.

The JSON keeps numbers unrounded (``null`` where a field does not apply); the text rounds
half away from zero as the scoring programs print: matchpoints to 0.1, board percentages
to whole numbers, totals to 0.1 and percentages to 0.01, IMPs to 0.1, VPs to 0.01.
"""

from __future__ import annotations

import json
from typing import Any

from trickcards.bridge.events.ranking import printed
from trickcards.bridge.events.scored import ScoredEvent, ScoredResult, Standing

__all__ = ["event_json", "event_text", "side_json"]


def side_json(ids: tuple[str, ...]) -> str | list[str] | None:
    """A side as the JSON writes it: a pair's or team's id, two players' ids, or ``null``."""
    if not ids:
        return None
    return ids[0] if len(ids) == 1 else list(ids)


def _contract(scored: ScoredResult) -> str | None:
    c = scored.result.contract
    return None if c is None else str(c)


def _result_json(scored: ScoredResult) -> dict[str, Any]:
    r = scored.result
    return {
        "ns": side_json(r.ns),
        "ew": side_json(r.ew),
        "contract": _contract(scored),
        "score_ns": r.score_ns,
        "artificial": r.artificial,
        "mp_ns": scored.mp_ns,
        "mp_ew": scored.mp_ew,
        "percent_ns": scored.percent_ns,
        "percent_ew": scored.percent_ew,
        "imp_ns": scored.imp_ns,
        "imp_ew": scored.imp_ew,
        "datum": scored.datum,
    }


def _standing_json(s: Standing) -> dict[str, Any]:
    return {
        "rank": s.rank,
        "tie": s.tie,
        "id": s.id,
        "names": s.names,
        "total": s.total,
        "percent": s.percent,
        "boards": s.boards,
    }


def event_json(scored: ScoredEvent) -> str:
    """The scored event as JSON: ``{"method", "boards": [...], "ranking": [...]}`` (see the events guide)."""
    document = {
        "method": scored.method_name,
        "boards": [
            {"board": t.board, "section": t.section, "results": [_result_json(r) for r in t.results]}
            for t in scored.travellers
        ],
        "ranking": [_standing_json(s) for s in scored.ranking],
    }
    return json.dumps(document, ensure_ascii=False, indent=1)


def _side(ids: tuple[str, ...]) -> str:
    return "-".join(ids) or "-"


def _is_mp(scored: ScoredEvent) -> bool:
    return any(s.percent is not None for s in scored.ranking)


def _ranking_lines(scored: ScoredEvent) -> list[str]:
    mp = _is_mp(scored)
    digits = 2 if scored.method_name in {"teams", "cross-imps-average"} else 1
    lines = [f"{'Rank':>7} {'Id':>6} {'Total':>9} {'%':>6} {'Boards':>6}  Names"]
    for s in scored.ranking:
        percent = printed(s.percent, 2) if mp else ""
        lines.append(
            f"{s.rank_text:>7} {s.id:>6} {printed(s.total, digits):>9} {percent:>6} {s.boards:>6}  {s.names}".rstrip()
        )
    return lines


def _result_cells(scored: ScoredResult) -> str:
    r = scored.result
    contract = (
        "-"
        if r.contract is None
        else f"{str(r.contract)[:-1]} {r.contract.declarer.name[0] if r.contract.declarer else ''}"
    )
    score = r.artificial if r.artificial is not None else str(r.score_ns)
    tricks = "" if r.tricks is None else str(r.tricks)
    cells = f"{_side(r.ns):>7} {_side(r.ew):>7} {contract:<6} {tricks:>2} {score:>6}"
    if scored.mp_ns is not None or scored.mp_ew is not None:
        cells += f" {printed(scored.mp_ns, 1):>6} {printed(scored.mp_ew, 1):>6} {printed(scored.percent_ns):>4} {printed(scored.percent_ew):>4}"
    elif scored.imp_ns is not None or scored.imp_ew is not None:
        cells += f" {printed(scored.imp_ns, 1):>6} {printed(scored.imp_ew, 1):>6}"
    return cells


def event_text(scored: ScoredEvent) -> str:
    """The ranking, then each board's traveller (and the matches of a teams event), as plain text."""
    title = scored.event.name or "Event"
    lines = [f"{title}: {scored.method_name}", "", *_ranking_lines(scored)]
    if scored.matches:
        lines += ["", "Matches"]
        for m in scored.matches:
            lines.append(
                f"  round {m.match.round}: {m.match.home} v {m.match.away}  {m.match.imps_home}-{m.match.imps_away} IMPs"
                f"  {printed(m.vp_home, 2)}-{printed(m.vp_away, 2)} VP"
            )
    for t in scored.travellers:
        head = f"Board {t.board}" + (f", section {t.section}" if t.section else "")
        if t.top is not None:
            head += f" (top {printed(t.top, 1)})"
        if t.datum is not None:
            head += f" (datum {printed(t.datum)})"
        lines += ["", head]
        lines += ["  " + _result_cells(r) for r in t.results]
    return "\n".join(lines) + "\n"
