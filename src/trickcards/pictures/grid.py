"""Tables of text as SVG and HTML: a bidding table, the tricks of a play, a score sheet.

Cells are plain text; a suit symbol in a cell (``1♠``, ``♥Q``) is drawn in its suit's
colour, so calls and cards read as they do in a bridge column.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape as html_escape
from typing import Final
from xml.sax.saxutils import escape

from trickcards.core.cards import Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import quote, sequence_of, word
from trickcards.pictures.style import FONT_FAMILY, Style, check_style, root_style
from trickcards.pictures.svg import svg_document, text

__all__ = ["HTML_STYLE", "MARKS", "Marks", "grid_html", "grid_svg", "rich_html", "rich_svg"]

_SYMBOLS: Final = {suit.symbol: suit for suit in Suit}
_ROW: Final = 20
_CHAR: Final = 9.0

HTML_STYLE: Final = (
    f"border-collapse:collapse;font-family:{FONT_FAMILY};font-size:15px;font-variant-numeric:tabular-nums"
)
"""The inline style of every HTML table the pictures draw."""


Marks = Mapping[tuple[int, int], Mapping[int, str]]
"""Words of cells drawn apart: by ``(row, column)``, each marked word's place in its cell and its marks (``"lead win"``)."""

MARKS: Final = FrozenMapping({"lead": ("text-decoration", "underline"), "win": ("font-weight", "bold")})
"""How a marked word is drawn, SVG and HTML alike: the card led underlined, the winning card bold."""


def _check_marks(marks: object) -> Marks:
    if not isinstance(marks, Mapping) or not all(
        isinstance(at, tuple)
        and len(at) == 2
        and all(type(i) is int for i in at)
        and isinstance(words, Mapping)
        and all(type(w) is int and isinstance(m, str) and set(m.split()) <= set(MARKS) for w, m in words.items())
        for at, words in marks.items()
    ):
        raise TrickcardsError(
            f"marks={quote(marks)} is not marks of cells: expected {{(row, column): {{word: 'lead' or 'win'}}}}"
        )
    return marks


def _marked(content: str, words: Mapping[int, str] | None, look: Style, svg: bool) -> str:
    """A cell's text, rich, its marked words wrapped in a ``tspan`` (SVG) or ``span`` (HTML) of their marks."""
    rich = rich_svg if svg else rich_html
    if not words:
        return rich(content, look)
    out = []
    for index, part in enumerate(content.split(" ")):
        kinds = words.get(index, "").split()
        if not kinds:
            out.append(rich(part, look))
        elif svg:
            attributes = "".join(f' {MARKS[k][0]}="{MARKS[k][1]}"' for k in kinds)
            out.append(f'<tspan class="{" ".join(kinds)}"{attributes}>{rich(part, look)}</tspan>')
        else:
            css = ";".join(f"{MARKS[k][0]}:{MARKS[k][1]}" for k in kinds)
            out.append(f'<span class="{" ".join(kinds)}" style="{css}">{rich(part, look)}</span>')
    return " ".join(out)


def rich_svg(content: str, look: Style) -> str:
    """``content`` escaped for SVG, each suit symbol in a ``<tspan>`` of its colour (or its letter)."""
    return _rich(content, look, escape, lambda colour, label: f'<tspan fill="{colour}">{label}</tspan>')


def rich_html(content: str, look: Style) -> str:
    """``content`` escaped for HTML, each suit symbol in a ``<span>`` of its colour (or its letter)."""
    return _rich(content, look, html_escape, lambda colour, label: f'<span style="color:{colour}">{label}</span>')


def _rich(content: str, look: Style, escaped: Callable[[str], str], coloured: Callable[[str, str], str]) -> str:
    """``content`` escaped, each suit symbol replaced by ``coloured(colour, escaped label)``."""
    if not isinstance(content, str):
        raise TrickcardsError(f"{quote(content)} is not the text of a cell: expected a str")
    look = check_style(look)
    out = []
    for char in content:
        suit = _SYMBOLS.get(char)
        out.append(escaped(char) if suit is None else coloured(look.suit_colour(suit), escaped(look.suit_label(suit))))
    return "".join(out)


def _check(title: object, header: object, rows: object, right: object, footer: object) -> None:
    sequence_of(right, int, "the right-aligned columns")
    sequence_of(footer, str, "the lines under a table")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    if not isinstance(header, Sequence) or not all(isinstance(h, str) for h in header):
        raise TrickcardsError(f"{quote(header)} is not a row of column heads")
    if not isinstance(rows, Sequence) or not all(
        isinstance(row, Sequence) and all(isinstance(c, str) for c in row) for row in rows
    ):
        raise TrickcardsError(f"{quote(rows)} is not a sequence of rows of text")
    if any(len(row) > len(header) for row in rows):
        raise TrickcardsError(f"{quote(rows)} is not rows of this table: a row has more cells than the header")


def _widths(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[float]:
    columns = len(header)
    return [max([len(header[i]), *(len(row[i]) for row in rows if i < len(row))]) * _CHAR + 18 for i in range(columns)]


def grid_svg(
    title: str,
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    style: Style | None = None,
    *,
    right: Sequence[int] = (),
    footer: Sequence[str] = (),
    marks: Marks | None = None,
) -> str:
    """A table as SVG: a bold title and header, one line per row, columns in ``right`` right-aligned.

    ``marks`` draws words of cells apart (:data:`MARKS`): a trick's lead underlined, its winner bold.

    >>> svg = grid_svg("Auction", ["W", "N"], [["", "1♠"]])
    >>> 'fill="#1a1a1a">♠</tspan>' in svg, ">W<" in svg
    (True, True)
    """
    _check(title, header, rows, right, footer)
    marked = _check_marks({} if marks is None else marks)
    look = check_style(style)
    widths = _widths(header, rows)
    lefts = [12 + sum(widths[:i]) for i in range(len(widths))]
    total = sum(widths)
    body = [text(12, 22, title, font_weight="bold")] if title else []
    y = 22 + (_ROW + 4 if title else 0)

    def cell(i: int, y: float, content: str, bold: bool = False, words: Mapping[int, str] | None = None) -> str:
        anchor = ("end", lefts[i] + widths[i] - 12) if i in right else ("start", lefts[i])
        weight = ' font-weight="bold"' if bold else ""
        shown = _marked(content, words, look, svg=True)
        return f'<text x="{anchor[1]:g}" y="{y:g}" text-anchor="{anchor[0]}"{weight}>{shown}</text>'

    body += [cell(i, y, head, True) for i, head in enumerate(header) if head]
    body.append(f'<line x1="12" y1="{y + 6:g}" x2="{12 + total:g}" y2="{y + 6:g}" stroke="{look.ink}"/>')
    for index, row in enumerate(rows):
        y += _ROW
        if index % 2:
            body.append(f'<rect x="12" y="{y - 15:g}" width="{total:g}" height="{_ROW}" fill="{look.muted}"/>')
        body += [cell(i, y, content, words=marked.get((index, i))) for i, content in enumerate(row) if content]
    y += 8
    width = 24 + total
    for line in footer:
        y += _ROW
        body.append(text(12, y, line, font_size="14px"))
        width = max(width, 24 + len(line) * _CHAR * 0.9)
    return svg_document(max(width, 24 + len(title) * _CHAR), y + 10, body, title, look)


def grid_html(
    title: str,
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    style: Style | None = None,
    *,
    right: Sequence[int] = (),
    footer: Sequence[str] = (),
    css_class: str = "trickcards-table",
    marks: Marks | None = None,
) -> str:
    """A table as HTML with inline styles: a caption that never wraps, padded cells, ``right`` columns right-aligned.

    The table and the lines under it share one root, a ``div`` carrying the library's
    font (:func:`~trickcards.pictures.style.root_style`).

    >>> print(grid_html("Auction", ["W", "N"], [["", "Pass"]]).splitlines()[1])
    <caption style="white-space:nowrap;text-align:left;font-weight:bold;padding:0.2em 0">Auction</caption>
    """
    _check(title, header, rows, right, footer)
    css_class = word(css_class, "a CSS class", error=TrickcardsError)
    marked = _check_marks({} if marks is None else marks)
    look = check_style(style)
    pad = "padding:0.15em 0.8em"

    def align(i: int) -> str:
        return "text-align:right" if i in right else "text-align:left"

    out = [
        f'<div class="trickcards-grid" style="{root_style(look)}">'
        f'<table class="{css_class}" style="{HTML_STYLE};color:{look.ink};background:{look.paper}">',
        f'<caption style="white-space:nowrap;text-align:left;font-weight:bold;padding:0.2em 0">{html_escape(title)}</caption>',
        "<tr>"
        + "".join(
            f'<th style="{pad};{align(i)};border-bottom:1px solid {look.ink}">{rich_html(h, look)}</th>'
            for i, h in enumerate(header)
        )
        + "</tr>",
    ]
    for index, row in enumerate(rows):
        shade = f";background:{look.muted}" if index % 2 else ""
        cells = "".join(
            f'<td style="{pad};{align(i)}{shade}">{_marked(c, marked.get((index, i)), look, svg=False)}</td>'
            for i, c in enumerate(row)
        )
        out.append(f"<tr>{cells}</tr>")
    out.append("</table>")
    out += [f'<p style="margin:0.3em 0;color:{look.ink}">{html_escape(line)}</p>' for line in footer]
    return "\n".join(out) + "</div>"
