"""Score pads as SVG and HTML: the rubber and Chicago We / They pad, and the Bridgette sheet.

The bridge pad is drawn as players keep it: premiums above the line, stacked upward,
trick points below it with a line across after each game; the totals and the sheet's
last words (who won, what is owed) at the foot. The Bridgette sheet is its table of
deals with the running totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape as html_escape
from typing import Any, Final

from trickcards.bridge.pad import PadEntry
from trickcards.bridgette.sheet import DEALS_IN_GAME, BridgetteScoreSheet
from trickcards.errors import TrickcardsError
from trickcards.inputs import quote
from trickcards.pictures.svg import svg_document, text
from trickcards.seats import Side

__all__ = ["bridgette_html", "bridgette_svg", "pad_html", "pad_svg", "sheet_html", "sheet_svg"]

_SIDES: Final = (Side.NORTH_SOUTH, Side.EAST_WEST)
_ROW: Final = 20
_COLUMN: Final = 90


def _pad_rows(entries: Sequence[PadEntry], lines: int) -> tuple[list[tuple[int | None, int | None]], list[str]]:
    """The rows of the pad, top to bottom, and what is drawn under each: ``""``, ``"line"`` or ``"game"``."""
    above = [[e.points for e in entries if not e.below and e.side is s] for s in _SIDES]
    height = max(len(column) for column in above)
    padded = [[None] * (height - len(column)) + list(reversed(column)) for column in above]
    rows: list[tuple[int | None, int | None]] = list(zip(padded[0], padded[1], strict=True))
    marks = [""] * len(rows)
    if marks:
        marks[-1] = "line"
    else:
        rows.append((None, None))
        marks.append("line")
    below = [e for e in entries if e.below]
    last = max([e.segment for e in below] + [lines - 1, -1])
    for segment in range(last + 1):
        columns: list[list[int | None]] = [
            [e.points for e in below if e.segment == segment and e.side is s] for s in _SIDES
        ]
        depth = max(1, *(len(column) for column in columns))
        for cells in columns:
            cells.extend([None] * (depth - len(cells)))
        rows += list(zip(columns[0], columns[1], strict=True))
        marks += [""] * depth
        if segment < lines:
            marks[-1] = "game"
    return rows, marks


def _check_entries(entries: object) -> Sequence[PadEntry]:
    if not isinstance(entries, Sequence) or not all(isinstance(e, PadEntry) for e in entries):
        raise TrickcardsError(f"{quote(entries)} is not a sequence of PadEntry values")
    return entries


def pad_svg(entries: Sequence[PadEntry], lines: int, footer: Sequence[str] = (), title: str = "Score pad") -> str:
    """A We / They pad as SVG, from the entries and closed segments that :func:`~trickcards.bridge.pad.render_pad` draws.

    >>> from trickcards.bridge import RubberScoreSheet
    >>> sheet = RubberScoreSheet().record("4SN", 10)
    >>> svg = pad_svg(sheet.entries, 1)
    >>> svg.startswith("<svg"), ">120<" in svg, ">We<" in svg
    (True, True, True)
    """
    rows, marks = _pad_rows(_check_entries(entries), lines)
    width = 40 + 2 * _COLUMN + 40
    middle = 40 + _COLUMN
    top = 34 + _ROW
    body = [text(20, 22, title, font_weight="bold")]
    body += [text(middle - 12, top - 6, "We", text_anchor="end"), text(middle + 12, top - 6, "They")]
    y = top
    body.append(f'<line x1="20" y1="{y}" x2="{width - 20}" y2="{y}" stroke="#333333"/>')
    for (we, they), mark in zip(rows, marks, strict=True):
        if we is not None:
            body.append(text(middle - 12, y + 15, str(we), text_anchor="end"))
        if they is not None:
            body.append(text(middle + _COLUMN - 12, y + 15, str(they), text_anchor="end"))
        y += _ROW
        if mark == "line":
            body.append(f'<line x1="20" y1="{y}" x2="{width - 20}" y2="{y}" stroke="#1f4e9c" stroke-width="3"/>')
        elif mark == "game":
            body.append(f'<line x1="20" y1="{y}" x2="{width - 20}" y2="{y}" stroke="#333333"/>')
    body.append(f'<line x1="{middle}" y1="{top - _ROW}" x2="{middle}" y2="{y}" stroke="#333333"/>')
    totals = [sum(e.points for e in entries if e.side is s) for s in _SIDES]
    y += 4
    body.append(f'<line x1="20" y1="{y}" x2="{width - 20}" y2="{y}" stroke="#333333"/>')
    body.append(text(20, y + 17, "total"))
    body.append(text(middle - 12, y + 17, str(totals[0]), text_anchor="end", font_weight="bold"))
    body.append(text(middle + _COLUMN - 12, y + 17, str(totals[1]), text_anchor="end", font_weight="bold"))
    y += _ROW + 4
    for line in footer:
        body.append(text(20, y + 15, line, font_size="13px"))
        y += _ROW
    return svg_document(width + 10 * max([0, *(len(line) - 30 for line in footer)]), y + 8, body, title)


def pad_html(entries: Sequence[PadEntry], lines: int, footer: Sequence[str] = (), title: str = "Score pad") -> str:
    """A We / They pad as an HTML table (premiums above the thick line, trick points below it).

    >>> from trickcards.bridge import RubberScoreSheet
    >>> ">120</td>" in pad_html(RubberScoreSheet().record("4SN", 10).entries, 1)
    True
    """
    rows, marks = _pad_rows(_check_entries(entries), lines)
    out = [
        '<table class="trickcards-pad" style="border-collapse:collapse;text-align:right">',
        f"<caption>{html_escape(title)}</caption>",
        '<tr><th style="padding:0 1em;border-right:1px solid">We</th><th style="padding:0 1em">They</th></tr>',
    ]
    for (we, they), mark in zip(rows, marks, strict=True):
        border = {"line": "border-bottom:3px solid #1f4e9c", "game": "border-bottom:1px solid"}.get(mark, "")
        cells = ["" if we is None else str(we), "" if they is None else str(they)]
        out.append(
            f'<tr style="{border}"><td style="padding:0 1em;border-right:1px solid">{cells[0]}</td>'
            f'<td style="padding:0 1em">{cells[1]}</td></tr>'
        )
    totals = [sum(e.points for e in entries if e.side is s) for s in _SIDES]
    out.append(f'<tr style="border-top:2px solid"><th>{totals[0]}</th><th>{totals[1]}</th></tr>')
    out.append("</table>")
    out += [f"<p>{html_escape(line)}</p>" for line in footer]
    return "\n".join(out)


def _bridgette_rows(sheet: BridgetteScoreSheet) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    counted = 0
    for entry in sheet.entries:
        if entry.result is None:
            rows.append((str(entry.number), str(entry.dealer), "passed out, not counted", "", "", "", ""))
            continue
        counted += 1
        contract = entry.result.contract
        tie = " (tie-break)" if counted > DEALS_IN_GAME else ""
        rows.append(
            (
                str(entry.number),
                str(entry.dealer),
                f"{contract.level}{contract.strain}{contract.doubling} by {contract.declarer}{tie}",
                str(entry.result.tricks),
                str(entry.result.outcome),
                str(entry.points[0]),
                str(entry.points[1]),
            )
        )
    return rows


_BRIDGETTE_HEAD: Final = ("Deal", "Dealer", "Contract", "Tricks", "Result", "A", "B")
_BRIDGETTE_X: Final = (56, 76, 140, 310, 330, 500, 570)
_BRIDGETTE_ANCHOR: Final = ("end", "start", "start", "end", "start", "end", "end")


def _check_bridgette(sheet: object) -> BridgetteScoreSheet:
    if not isinstance(sheet, BridgetteScoreSheet):
        raise TrickcardsError(f"{quote(sheet)} is not a BridgetteScoreSheet")
    return sheet


def _bridgette_last_line(sheet: BridgetteScoreSheet) -> str:
    return sheet.render().splitlines()[-1]


def bridgette_svg(sheet: BridgetteScoreSheet) -> str:
    """A Bridgette score sheet as SVG: one row per deal, the totals, who won or who deals next.

    >>> svg = bridgette_svg(BridgetteScoreSheet().record("A", "0NT", 6))
    >>> ">400<" in svg, ">made exactly<" in svg
    (True, True)
    """
    sheet = _check_bridgette(sheet)
    body = [text(20, 22, "Bridgette", font_weight="bold")]
    y = 50
    for x, head, anchor in zip(_BRIDGETTE_X, _BRIDGETTE_HEAD, _BRIDGETTE_ANCHOR, strict=True):
        body.append(text(x, y, head, text_anchor=anchor, font_weight="bold"))
    body.append(f'<line x1="20" y1="{y + 6}" x2="590" y2="{y + 6}" stroke="#333333"/>')
    for row in _bridgette_rows(sheet):
        y += _ROW
        for x, cell, anchor in zip(_BRIDGETTE_X, row, _BRIDGETTE_ANCHOR, strict=True):
            if cell:
                body.append(text(x, y, cell, text_anchor=anchor))
    a, b = sheet.totals
    body.append(f'<line x1="20" y1="{y + 8}" x2="590" y2="{y + 8}" stroke="#333333"/>')
    y += _ROW + 6
    body += [text(330, y, "Total", font_weight="bold")]
    body += [text(500, y, str(a), text_anchor="end", font_weight="bold")]
    body += [text(570, y, str(b), text_anchor="end", font_weight="bold")]
    y += _ROW + 4
    body.append(text(20, y, _bridgette_last_line(sheet), font_size="13px"))
    return svg_document(610, y + 14, body, "Bridgette score sheet")


def bridgette_html(sheet: BridgetteScoreSheet) -> str:
    """A Bridgette score sheet as an HTML table.

    >>> "<td>400</td>" in bridgette_html(BridgetteScoreSheet().record("A", "0NT", 6))
    True
    """
    sheet = _check_bridgette(sheet)
    out = ['<table class="trickcards-sheet">', "<caption>Bridgette</caption>"]
    out.append("<tr>" + "".join(f"<th>{head}</th>" for head in _BRIDGETTE_HEAD) + "</tr>")
    for row in _bridgette_rows(sheet):
        out.append("<tr>" + "".join(f"<td>{html_escape(cell)}</td>" for cell in row) + "</tr>")
    a, b = sheet.totals
    out.append(f'<tr><th colspan="5">Total</th><th>{a}</th><th>{b}</th></tr>')
    out.append("</table>")
    out.append(f"<p>{html_escape(_bridgette_last_line(sheet))}</p>")
    return "\n".join(out)


def sheet_svg(sheet: Any) -> str:
    """Any score sheet of the library that draws itself (rubber, Chicago, Bridgette) as SVG."""
    method = getattr(sheet, "_repr_svg_", None)
    if method is None:
        raise TrickcardsError(f"{quote(sheet)} is not a score sheet that draws itself")
    return str(method())


def sheet_html(sheet: Any) -> str:
    """Any score sheet of the library that draws itself (rubber, Chicago, Bridgette) as HTML."""
    method = getattr(sheet, "_repr_html_", None)
    if method is None:
        raise TrickcardsError(f"{quote(sheet)} is not a score sheet that draws itself")
    return str(method())
