"""An event as one HTML page: each board once, with its diagram and its traveller, then the ranking."""

from __future__ import annotations

from html import escape

from trickcards.bridge.events.ranking import printed
from trickcards.bridge.events.scored import ScoredEvent, ScoredResult, Traveller
from trickcards.pictures.style import check_style
from trickcards.pictures.svg import deal_view, table_svg

__all__ = ["event_html"]

_STYLE = """
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; margin: 1.5em; }
section { border-top: 1px solid #000; padding: 1em 0; }
.row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
table { border-collapse: collapse; } td, th { padding: 0.1em 0.6em; text-align: right; }
"""


def _cells(scored: ScoredResult) -> list[str]:
    r = scored.result
    contract = "-" if r.contract is None else str(r.contract)
    score = r.artificial if r.artificial is not None else str(r.score_ns)
    cells = ["-".join(r.ns) or "-", "-".join(r.ew) or "-", contract, "" if r.tricks is None else str(r.tricks), score]
    if scored.mp_ns is not None or scored.mp_ew is not None:
        cells += [
            printed(scored.mp_ns, 1),
            printed(scored.mp_ew, 1),
            printed(scored.percent_ns),
            printed(scored.percent_ew),
        ]
    else:
        cells += [printed(scored.imp_ns, 1), printed(scored.imp_ew, 1)]
    return cells


def _traveller(t: Traveller) -> str:
    mp = any(s.mp_ns is not None or s.mp_ew is not None for s in t.results)
    head = ["NS", "EW", "Contract", "Tricks", "Score"] + (
        ["MP NS", "MP EW", "% NS", "% EW"] if mp else ["IMP NS", "IMP EW"]
    )
    rows = ["<tr>" + "".join(f"<td>{escape(c)}</td>" for c in _cells(s)) + "</tr>" for s in t.results]
    caption = f"Traveller{f', datum {printed(t.datum)}' if t.datum is not None else ''}"
    return (
        f'<table class="traveller"><caption>{escape(caption)}</caption><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )


def event_html(scored: ScoredEvent) -> str:
    """A static page: each board once (its diagram where the deal is known, its traveller), then the ranking."""
    event = scored.event
    look = check_style(None)
    title = event.name or "Event"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f"<p>{len(event.boards)} boards, {len(event.results)} results, scored by {escape(scored.method_name)}</p>",
    ]
    travellers: dict[int, list[Traveller]] = {}
    for t in scored.travellers:
        travellers.setdefault(t.board, []).append(t)
    for board in event.boards:
        parts.append(f'<section id="board-{board.number}"><h2>Board {board.number}</h2><div class="row">')
        if board.deal is not None:
            view = deal_view(board.deal, board=board.number, dealer=board.dealer, vulnerability=board.vulnerability)
            parts.append(f'<div class="cell">{table_svg(view, look)}</div>')
        parts += [f'<div class="cell">{_traveller(t)}</div>' for t in travellers.get(board.number, [])]
        parts.append("</div></section>")
    mp = any(s.percent is not None for s in scored.ranking)
    parts.append(
        '<section id="ranking"><h2>Ranking</h2><table><tr><th>Rank</th><th>Id</th><th>Names</th><th>Total</th>'
    )
    parts.append(("<th>%</th>" if mp else "") + "<th>Boards</th></tr>")
    for s in scored.ranking:
        percent = f"<td>{printed(s.percent, 2)}</td>" if mp else ""
        parts.append(
            f'<tr><td>{escape(s.rank_text)}</td><td>{escape(s.id)}</td><td style="text-align:left">{escape(s.names)}</td>'
            f"<td>{printed(s.total, 2)}</td>{percent}<td>{s.boards}</td></tr>"
        )
    parts += ["</table></section>", "</body></html>"]
    return "\n".join(parts) + "\n"
