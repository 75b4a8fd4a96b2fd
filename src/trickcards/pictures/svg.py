"""Hand diagrams as SVG: a hand, and a deal's four hands around a compass, suit symbols in colour.

The pictures are plain SVG 1.1 text (no scripts, no external fonts or files), so they
show in a browser, in Jupyter (through ``Deal._repr_svg_``) and in documentation alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final
from xml.sax.saxutils import escape, quoteattr

from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.cards import Suit
from trickcards.errors import TrickcardsError
from trickcards.frozen import FrozenMapping
from trickcards.hand import Hand
from trickcards.inputs import quote
from trickcards.pictures.text import SUITS_DOWN, heading, holding_text
from trickcards.seats import Seat

__all__ = ["SUIT_COLOURS", "deal_svg", "hand_svg", "svg_document"]

SUIT_COLOURS: Final = FrozenMapping(
    {Suit.SPADES: "#1a1a1a", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#1a1a1a"}
)
"""The colour of each suit symbol: red hearts and diamonds, black spades and clubs."""

FONT: Final = "font-family:'DejaVu Sans',Arial,Helvetica,sans-serif"
_LINE: Final = 20  # the height of one line of text
_CHAR: Final = 9  # the width of one character, near enough, at 15px
_VULNERABLE: Final = "#e8a0a0"
_SAFE: Final = "#ffffff"


def svg_document(width: int, height: int, body: Sequence[str], title: str = "") -> str:
    """An SVG document of ``width`` by ``height`` pixels around the ``body`` elements."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" style="{FONT};font-size:15px">'
    )
    titled = [f"<title>{escape(title)}</title>"] if title else []
    return "\n".join([head, *titled, f'<rect width="{width}" height="{height}" fill="#ffffff"/>', *body, "</svg>"])


def text(x: float, y: float, content: str, **attributes: str) -> str:
    """One ``<text>`` element; ``content`` is escaped, attribute names take ``-`` for ``_``."""
    extra = "".join(f" {name.replace('_', '-')}={quoteattr(value)}" for name, value in attributes.items())
    return f'<text x="{x:g}" y="{y:g}"{extra}>{escape(content)}</text>'


def _hand_rows(hand: Hand, x: float, y: float) -> list[str]:
    rows = []
    for row, suit in enumerate(SUITS_DOWN):
        line_y = y + row * _LINE
        rows.append(
            f'<text x="{x:g}" y="{line_y:g}"><tspan fill="{SUIT_COLOURS[suit]}">{suit.symbol}</tspan>'
            f'<tspan dx="4">{escape(holding_text(hand, suit).replace(" ", ""))}</tspan></text>'
        )
    return rows


def _width(hand: Hand) -> int:
    return max(len(holding_text(hand, suit).replace(" ", "")) for suit in SUITS_DOWN) * _CHAR + 24


def hand_svg(hand: Hand, title: str = "") -> str:
    """A hand as SVG: one line per suit, spades first, the suit symbols in colour.

    >>> svg = hand_svg(Hand.parse("AKQ2.K52.J43.A76"))
    >>> svg.startswith("<svg"), "#c8102e" in svg, svg.count("<text")
    (True, True, 4)
    """
    if not isinstance(hand, Hand):
        raise TrickcardsError(f"{quote(hand)} is not a Hand")
    width, top = _width(hand) + 16, 8 + (_LINE if title else 0)
    body = [text(8, 20, title, font_weight="bold")] if title else []
    body += _hand_rows(hand, 8, top + 15)
    return svg_document(width, top + 4 * _LINE + 8, body, title or str(hand))


def _compass(x: float, y: float, size: float, dealer: Seat | None, vulnerability: Vulnerability | None) -> list[str]:
    """The table in the middle: a square with the seat letters, vulnerable sides shaded, the dealer marked."""
    out = [f'<rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" fill="#f4f4f4" stroke="#888888"/>']
    half, band = size / 2, 22
    bands = {
        Seat.NORTH: (x, y, size, band),
        Seat.SOUTH: (x, y + size - band, size, band),
        Seat.WEST: (x, y, band, size),
        Seat.EAST: (x + size - band, y, band, size),
    }
    if vulnerability is not None:
        for seat, (bx, by, bw, bh) in bands.items():
            fill = _VULNERABLE if vulnerability.is_vulnerable(seat) else _SAFE
            out.append(f'<rect x="{bx:g}" y="{by:g}" width="{bw:g}" height="{bh:g}" fill="{fill}" stroke="#888888"/>')
    spots = {
        Seat.NORTH: (x + half, y + 16),
        Seat.SOUTH: (x + half, y + size - 6),
        Seat.WEST: (x + 11, y + half + 5),
        Seat.EAST: (x + size - 11, y + half + 5),
    }
    for seat, (sx, sy) in spots.items():
        weight = "bold" if seat is dealer else "normal"
        label = seat.letter + ("*" if seat is dealer else "")
        out.append(text(sx, sy, label, text_anchor="middle", font_weight=weight))
    return out


def deal_svg(
    deal: Deal, *, board: int | None = None, dealer: Seat | None = None, vulnerability: Vulnerability | None = None
) -> str:
    """A deal as SVG: North at the top, West and East beside the table, South below.

    The table in the middle shades the vulnerable sides and marks the dealer with ``*``.

    >>> import xml.etree.ElementTree as ET
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> root = ET.fromstring(deal_svg(deal, board=1, dealer=Seat.NORTH, vulnerability=Vulnerability.NS))
    >>> root.tag, len(root.findall(".//{http://www.w3.org/2000/svg}tspan"))
    ('{http://www.w3.org/2000/svg}svg', 32)
    """
    if not isinstance(deal, Deal):
        raise TrickcardsError(f"{quote(deal)} is not a Deal")
    north, east, south, west = (deal[seat] for seat in Seat)
    side = max(_width(west), 100)
    middle = max(_width(north), _width(south), 100)
    block = 4 * _LINE
    title = heading(board, dealer, vulnerability)
    top = 12 + (_LINE + 4 if title else 0)
    width = max(12 + side + 12 + middle + 12 + max(_width(east), 100), 24 + len(title) * _CHAR)
    height = top + 3 * block + 24
    body = [text(12, 22, title, font_weight="bold")] if title else []
    mid_x = 12 + side + 12
    body += _hand_rows(north, mid_x, top + 15)
    body += _hand_rows(west, 12, top + block + 12 + 15)
    body += _hand_rows(east, mid_x + middle + 12, top + block + 12 + 15)
    body += _hand_rows(south, mid_x, top + 2 * block + 24 + 15)
    size = min(middle, block)
    body += _compass(mid_x + (middle - size) / 2, top + block + 12, size, dealer, vulnerability)
    return svg_document(int(width), int(height), body, title or str(deal))
