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

from trickcards.bridge.pad import PadEntry, closed_lines
from trickcards.bridgette.sheet import DEALS_IN_GAME, BridgetteScoreSheet
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Side
from trickcards.pictures.grid import HTML_STYLE
from trickcards.pictures.style import html_fragment
from trickcards.pictures.svg import svg_document, text

__all__ = ["bridgette_html", "bridgette_svg", "pad_html", "pad_svg", "sheet_html", "sheet_svg"]

_SIDES: Final = (Side.NORTH_SOUTH, Side.EAST_WEST)
MONO: Final = "font-family:'DejaVu Sans Mono',monospace"
"""The font of a printed sheet, whose columns line up character by character."""
_ROW: Final = 20
_COLUMN: Final = 90


Cell = PadEntry | None


def _pad_rows(entries: Sequence[PadEntry], lines: int) -> tuple[list[tuple[Cell, Cell]], list[str]]:
    """The rows of the pad, top to bottom, and what is drawn under each: ``""``, ``"line"`` or ``"game"``."""
    above = [[e for e in entries if not e.below and e.side is s] for s in _SIDES]
    height = max(len(column) for column in above)
    padded: list[list[Cell]] = [[None] * (height - len(column)) + list(reversed(column)) for column in above]
    rows: list[tuple[Cell, Cell]] = list(zip(padded[0], padded[1], strict=True))
    marks = [""] * len(rows)
    if marks:
        marks[-1] = "line"
    else:
        rows.append((None, None))
        marks.append("line")
    below = [e for e in entries if e.below]
    last = max([e.segment for e in below] + [lines - 1, -1])
    for segment in range(last + 1):
        columns: list[list[Cell]] = [[e for e in below if e.segment == segment and e.side is s] for s in _SIDES]
        depth = max(1, *(len(column) for column in columns))
        for cells in columns:
            cells.extend([None] * (depth - len(cells)))
        rows += list(zip(columns[0], columns[1], strict=True))
        marks += [""] * depth
        if segment < lines:
            marks[-1] = "game"
    return rows, marks


def deal_legend(sheet: Any) -> list[str]:
    """For a Chicago sheet, which deal each ``dN`` on the pad was: its place in the chukker, dealer, vulnerability.

    >>> from trickcards.bridge import ChicagoScoreSheet
    >>> deal_legend(ChicagoScoreSheet().record("1NTN", 7).record(None).record("4SE", 11))
    ['d1: deal 1, dealer N, vulnerable: neither', 'd2: passed out, dealt again', 'd3: deal 2, dealer E, vulnerable: They']
    """
    from trickcards.bridge.sheets import ChicagoScoreSheet  # noqa: PLC0415  (only a Chicago sheet has a legend)

    if not isinstance(sheet, ChicagoScoreSheet):
        return []
    lines, played = [], 0
    per_chukker = sheet.table.deals_per_chukker
    for number, deal in enumerate(sheet.deals, 1):
        if deal.contract is None:
            lines.append(f"d{number}: passed out, dealt again")
            continue
        names = [name for name, side in (("We", _SIDES[0]), ("They", _SIDES[1])) if sheet.vulnerable_on(side, played)]
        vulnerable = "both" if len(names) == 2 else names[0] if names else "neither"
        dealer = sheet.first_dealer.rotate(played)
        lines.append(f"d{number}: deal {played % per_chukker + 1}, dealer {dealer}, vulnerable: {vulnerable}")
        played += 1
    return lines


def _number(entry: Cell) -> str:
    return "" if entry is None else str(entry.points)


def _deal_mark(entry: Cell) -> str:
    """The deal an entry came from, as a small note beside it: ``d3``."""
    return "" if entry is None or entry.deal is None else f"d{entry.deal}"


def _check_entries(entries: object, lines: object, footer: object, title: object) -> Sequence[PadEntry]:
    """The entries, once the pad's parts are checked: the lines drawn are at most one per entry."""
    if not isinstance(entries, Sequence) or not all(isinstance(e, PadEntry) for e in entries):
        raise TrickcardsError(f"{quote(entries)} is not a sequence of PadEntry values")
    closed_lines(lines, [entry.segment for entry in entries])
    if not isinstance(footer, Sequence) or isinstance(footer, str) or not all(isinstance(f, str) for f in footer):
        raise TrickcardsError(f"footer={quote(footer)} is not a sequence of lines of text")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    return entries


def pad_svg(entries: Sequence[PadEntry], lines: int = 0, footer: Sequence[str] = (), title: str = "Score pad") -> str:
    """A We / They pad as SVG, from the entries and closed segments that :func:`~trickcards.bridge.pad.render_pad` draws.

    >>> from trickcards.bridge import RubberScoreSheet
    >>> sheet = RubberScoreSheet().record("4SN", 10)
    >>> svg = pad_svg(sheet.entries, 1)
    >>> svg.startswith("<svg"), ">120<" in svg, ">We<" in svg
    (True, True, True)
    """
    given: object = entries  # a sheet may come here, whatever the annotation says
    if not isinstance(given, Sequence) and hasattr(given, "_repr_svg_"):
        return sheet_svg(given)  # a sheet itself: the call users reach for first
    rows, marks = _pad_rows(_check_entries(entries, lines, footer, title), lines)
    width = 40 + 2 * _COLUMN + 40
    middle = 40 + _COLUMN
    top = 34 + _ROW
    body = [text(20, 22, title, font_weight="bold")]
    body += [
        text(middle - _COLUMN / 2, top - 6, "We", text_anchor="middle", font_weight="bold"),
        text(middle + _COLUMN / 2, top - 6, "They", text_anchor="middle", font_weight="bold"),
    ]
    y = top
    body.append(f'<line x1="20" y1="{y}" x2="{width - 20}" y2="{y}" stroke="#333333"/>')
    for (we, they), mark in zip(rows, marks, strict=True):
        for cell, right in ((we, middle - 12), (they, middle + _COLUMN - 12)):
            if cell is not None:
                body.append(text(right, y + 15, _number(cell), text_anchor="end"))
                note = _deal_mark(cell)
                if note:
                    body.append(text(right - _COLUMN + 24, y + 14, note, font_size="10px", fill="#888888"))
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


def pad_html(entries: Sequence[PadEntry], lines: int = 0, footer: Sequence[str] = (), title: str = "Score pad") -> str:
    """A We / They pad as an HTML table (premiums above the thick line, trick points below it).

    >>> from trickcards.bridge import RubberScoreSheet
    >>> ">120</td>" in pad_html(RubberScoreSheet().record("4SN", 10).entries, 1)
    True
    """
    given: object = entries  # a sheet may come here, whatever the annotation says
    if not isinstance(given, Sequence) and hasattr(given, "_repr_html_"):
        return sheet_html(given)  # a sheet itself: the call users reach for first
    rows, marks = _pad_rows(_check_entries(entries, lines, footer, title), lines)
    cell = "padding:0.1em 1em;text-align:right;min-width:4em"
    out = [
        f'<table class="trickcards-pad" style="{HTML_STYLE}">',
        f'<caption style="white-space:nowrap;font-weight:bold;padding:0.2em 0">{html_escape(title)}</caption>',
        f'<tr><th style="{cell};text-align:center;border-right:1px solid">We</th>'
        f'<th style="{cell};text-align:center">They</th></tr>',
    ]

    def shown(entry: Cell) -> str:
        note = _deal_mark(entry)
        small = f'<small style="color:#888888;margin-right:0.6em">{note}</small>' if note else ""
        return small + _number(entry)

    for (we, they), mark in zip(rows, marks, strict=True):
        border = {"line": "border-bottom:3px solid #1f4e9c", "game": "border-bottom:1px solid"}.get(mark, "")
        out.append(
            f'<tr style="{border}"><td style="{cell};border-right:1px solid">{shown(we)}</td>'
            f'<td style="{cell}">{shown(they)}</td></tr>'
        )
    totals = [sum(e.points for e in entries if e.side is s) for s in _SIDES]
    out.append(
        f'<tr style="border-top:2px solid"><th style="{cell};border-right:1px solid">{totals[0]}</th>'
        f'<th style="{cell}">{totals[1]}</th></tr>'
    )
    out.append("</table>")
    out += [f"<p>{html_escape(line)}</p>" for line in footer]
    return html_fragment("trickcards-pad-sheet", "\n".join(out))


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
                str(entry.result.declarer_tricks),
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

    >>> ">400</td>" in bridgette_html(BridgetteScoreSheet().record("A", "0NT", 6))
    True
    """
    sheet = _check_bridgette(sheet)
    out = [
        f'<table class="trickcards-sheet" style="{HTML_STYLE}">',
        '<caption style="white-space:nowrap;font-weight:bold;padding:0.2em 0;text-align:left">Bridgette</caption>',
    ]

    def style(i: int) -> str:
        align = "right" if _BRIDGETTE_ANCHOR[i] == "end" else "left"
        return f"padding:0.15em 0.8em;text-align:{align}"

    out.append("<tr>" + "".join(f'<th style="{style(i)}">{h}</th>' for i, h in enumerate(_BRIDGETTE_HEAD)) + "</tr>")
    for row in _bridgette_rows(sheet):
        out.append(
            "<tr>" + "".join(f'<td style="{style(i)}">{html_escape(c)}</td>' for i, c in enumerate(row)) + "</tr>"
        )
    a, b = sheet.totals
    out.append(
        f'<tr style="border-top:1px solid"><th colspan="5" style="{style(4)}">Total</th>'
        f'<th style="{style(5)}">{a}</th><th style="{style(6)}">{b}</th></tr>'
    )
    out.append("</table>")
    out.append(f"<p>{html_escape(_bridgette_last_line(sheet))}</p>")
    return html_fragment("trickcards-bridgette", "\n".join(out))


def _sheet_text(sheet: Any) -> list[str]:
    """The lines a sheet prints (``render()``, else ``text()``): the picture of a sheet without a pad of its own."""
    for name in ("render", "text"):
        method = getattr(sheet, name, None)
        if callable(method):
            try:
                written = method()
            except TypeError:
                continue
            if isinstance(written, str):
                return written.splitlines()
    raise TrickcardsError(f"{quote(sheet)} is not a score sheet that draws itself")


def printed_sheet_svg(sheet: Any) -> str:
    """A sheet's printed lines (``render()``, else ``text()``) as SVG, in a fixed-width font.

    >>> from trickcards.towie import TowieSheet
    >>> printed_sheet_svg(TowieSheet()).startswith("<svg")
    True
    """
    lines = _sheet_text(sheet)
    body = [
        f'<text x="12" y="{24 + i * _ROW}" xml:space="preserve" style="{MONO};font-size:14px">'
        f"{html_escape(line)}</text>"
        for i, line in enumerate(lines)
    ]
    width = 24 + 8.6 * max([1, *(len(line) for line in lines)])
    return svg_document(width, 16 + _ROW * len(lines) + 8, body, type(sheet).__name__)


def printed_sheet_html(sheet: Any) -> str:
    """A sheet's printed lines as an HTML ``<pre>``."""
    lines = _sheet_text(sheet)
    pre = f'<pre class="trickcards-sheet" style="{MONO};font-size:14px">{html_escape(chr(10).join(lines))}</pre>'
    return html_fragment("trickcards-printed", pre)


def sheet_svg(sheet: Any) -> str:
    """Any score sheet of the library as SVG: the pad of rubber, Chicago and Bridgette, the printed sheet of the others.

    >>> from trickcards.bridge import RubberScoreSheet
    >>> sheet_svg(RubberScoreSheet()).startswith("<svg")
    True
    """
    method = getattr(sheet, "_repr_svg_", None)
    if not callable(method) or not hasattr(sheet, "totals"):
        raise TrickcardsError(f"{quote(sheet)} is not a score sheet that draws itself")
    return str(method())


def sheet_html(sheet: Any) -> str:
    """Any score sheet of the library as HTML: the pad's table, or the printed sheet."""
    method = getattr(sheet, "_repr_html_", None)
    if not callable(method) or not hasattr(sheet, "totals"):
        raise TrickcardsError(f"{quote(sheet)} is not a score sheet that draws itself")
    return str(method())
