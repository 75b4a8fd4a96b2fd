"""Hands, deals and tables as SVG: the suit symbols in colour, every card its own ``<tspan class="card">``.

The pictures are plain SVG 1.1 text (no scripts, no external fonts or files), so they
show in a browser, in Jupyter (through ``_repr_svg_``) and in documentation alike.
Every card drawn face up is one element of class ``card`` and every card face down
one of class ``back``, so a picture's cards can be counted; ranks are set apart by a
small gap (``10 9 8``, never ``1098``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final
from xml.sax.saxutils import escape, quoteattr

from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.core.cards import Card, Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote, sequence_of
from trickcards.core.seats import Seat
from trickcards.engine.trick_play import Trick
from trickcards.pictures.style import FONT_FAMILY, Style, check_style
from trickcards.pictures.text import SUITS_DOWN, check_heading, colon_labels, heading, rank_labels, void_mark
from trickcards.pictures.view import Holder, Pile, TableView

__all__ = [
    "SUIT_COLOURS",
    "cards_svg",
    "compass_letter",
    "deal_svg",
    "deal_view",
    "hand_svg",
    "svg_document",
    "table_svg",
    "trick_svg",
]

SUIT_COLOURS: Final = FrozenMapping(
    {Suit.SPADES: "#1a1a1a", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#1a1a1a"}
)
"""The colour of each suit symbol in the classic style: red hearts and diamonds, black spades and clubs."""

FONT: Final = f"font-family:{FONT_FAMILY}"
_LINE: Final = 20  # the height of one line of text, at scale 1
_CHAR: Final = 9.5  # the width of one character, with room to spare, at 15px
_GAP: Final = 5  # the space between two ranks
_BACK: Final = 9  # the width taken by one card back
_MAX_LENGTH: Final = 10_000_000  # far beyond any picture's width or height, within what a viewer draws


def svg_document(width: float, height: float, body: Sequence[str], title: str = "", style: Style | None = None) -> str:
    """An SVG document of ``width`` by ``height`` (lengths at scale 1) around the ``body`` elements."""
    width, height = _length(width, "the width of a picture"), _length(height, "the height of a picture")
    body = sequence_of(body, str, "the elements of a picture")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    look = check_style(style)
    w, h = int(width + 0.999), int(height + 0.999)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{look.px(w):g}" height="{look.px(h):g}" '
        f'viewBox="0 0 {w} {h}" style="{FONT};font-size:15px" fill="{look.ink}">'
    )
    titled = [f"<title>{escape(title)}</title>"] if title else []
    return "\n".join([head, *titled, f'<rect width="{w}" height="{h}" fill="{look.paper}"/>', *body, "</svg>"])


def _length(value: object, what: str) -> float:
    """A length of a picture at scale 1: a number from 0 to :data:`_MAX_LENGTH` (NaN and infinity refused)."""
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= _MAX_LENGTH:
        return value
    raise TrickcardsError(f"{quote(value)} is not {what}: expected a number from 0 to {_MAX_LENGTH}")


def text(x: float, y: float, content: str, **attributes: str) -> str:
    """One ``<text>`` element; ``content`` is escaped, attribute names take ``-`` for ``_``."""
    extra = "".join(f" {name.replace('_', '-')}={quoteattr(value)}" for name, value in attributes.items())
    return f'<text x="{x:g}" y="{y:g}"{extra}>{escape(content)}</text>'


def _words_width(words: Sequence[str]) -> float:
    """The width of words set apart by gaps; suit symbols are wider than letters."""
    return sum(sum(13.5 if char in "♠♥♦♣" else _CHAR for char in word) + _GAP for word in words)


def _line_of_cards(x: float, y: float, label: str, colour: str, words: Sequence[str], void: str) -> str:
    spans = [f'<tspan class="suit" fill="{colour}">{escape(label)}</tspan>']
    spans += [f'<tspan class="card" dx="{_GAP}">{escape(word)}</tspan>' for word in words]
    if not words:
        spans.append(f'<tspan class="void" dx="{_GAP}">{escape(void)}</tspan>')
    return f'<text x="{x:g}" y="{y:g}">{"".join(spans)}</text>'


def _backs(x: float, y: float, count: int, look: Style) -> tuple[list[str], float]:
    """``count`` card backs in rows of 13; the elements and the height they take."""
    out = []
    for i in range(count):
        bx, by = x + (i % 13) * _BACK, y + (i // 13) * _LINE
        out.append(
            f'<rect class="back" x="{bx:g}" y="{by - 14:g}" width="{_BACK - 2}" height="16" rx="1.5" '
            f'fill="{look.accent}" stroke="{look.ink}" stroke-width="0.5"/>'
        )
    rows = max(1, (count + 12) // 13)
    return out, rows * _LINE


def _hand_lines(hand: Hand, x: float, y: float, look: Style) -> tuple[list[str], float, float]:
    """A hand, one line per suit and one for colons; the elements, their width and height."""
    out, width = [], 0.0
    for suit in SUITS_DOWN:
        words = rank_labels(hand, suit)
        out.append(_line_of_cards(x, y, look.suit_label(suit), look.suit_colour(suit), words, void_mark(look.symbols)))
        width = max(width, _CHAR + _words_width(words or ["—"]))
        y += _LINE
    colons = colon_labels(hand)
    if colons:
        out.append(_line_of_cards(x, y, "+", look.accent, colons, ""))
        width = max(width, _CHAR + _words_width(colons))
    return out, width, _LINE * (len(out))


def _pile_line(pile: Pile, x: float, y: float, look: Style) -> tuple[list[str], float, float]:
    """A pile: its name and face-up cards on one line, its face-down cards as backs on the lines below."""
    words = [_card_label(card, look) for card in pile.cards]
    label_width = (len(pile.name) + 1) * _CHAR * 0.9
    out = [text(x, y, pile.name + ":", font_size="13px")]
    spans = [_card_span(card, look, _GAP if i else 0) for i, card in enumerate(pile.cards)]
    if spans:
        out.append(f'<text x="{x + label_width + _GAP:g}" y="{y:g}">{"".join(spans)}</text>')
    width, height = label_width + _GAP + _words_width(words), float(_LINE)
    if pile.hidden:
        backs, extra = _backs(x + label_width + _GAP, y + _LINE, pile.hidden, look)
        out += backs
        width, height = max(width, label_width + _GAP + min(pile.hidden, 13) * _BACK), height + extra
    return out, width, height


def _card_label(card: Card, look: Style) -> str:
    if card.suit is None:
        return card.pretty().split()[0]
    return look.suit_label(card.suit) + ("10" if card.rank is not None and card.rank.letter == "T" else str(card)[1:])


def _card_span(card: Card, look: Style, dx: float = 0) -> str:
    """One card as a ``<tspan class="card">``: the suit in its colour, then the rank."""
    shift = f' dx="{dx:g}"' if dx else ""
    if card.suit is None:
        return f'<tspan class="card"{shift} fill="{look.accent}">{escape(_card_label(card, look))}</tspan>'
    label = _card_label(card, look)
    return f'<tspan class="card"{shift} fill="{look.suit_colour(card.suit)}">{escape(label)}</tspan>'


def _holder_block(holder: Holder, x: float, y: float, look: Style) -> tuple[list[str], float, float]:
    """A holder's name line, hand (or backs) and piles; the elements, width and height."""
    words = [holder.name, *(f"({mark})" for mark in holder.marks)]
    if look.hcp and holder.hand is not None:
        words.append(f"{holder.hand.hcp} HCP")
    title = " ".join(words)
    out = [text(x, y, title, font_weight="bold", font_size="14px")]
    width, height = len(title) * _CHAR * 0.95, float(_LINE)
    if holder.hand is not None:
        lines, w, h = _hand_lines(holder.hand, x, y + height, look)
    else:
        lines, h = _backs(x, y + height, holder.size, look)
        w = min(holder.size, 13) * _BACK
    out += lines
    width, height = max(width, w), height + h
    for pile in holder.piles:
        lines, w, h = _pile_line(pile, x, y + height, look)
        out += lines
        width, height = max(width, w), height + h
    return out, width, height


_COMPASS: Final = frozenset({"North", "East", "South", "West"})


def compass_letter(name: str) -> str:
    """The letter a table shows on a holder's side: ``N`` for North, the game's own letter (``A``); ``""`` for a named hand.

    >>> compass_letter("North"), compass_letter("North (dummy)"), compass_letter("B"), compass_letter("Booby")
    ('N', 'N', 'B', '')
    """
    if not isinstance(name, str):
        raise TrickcardsError(f"{quote(name)} is not a holder's name: expected text")
    first = name.split(" ", 1)[0]
    if first in _COMPASS:
        return first[0]
    return first if len(first) == 1 and first.isascii() and first.isupper() else ""


def _side_label(view: TableView, index: int, x: float, y: float, look: Style, anchor: str | None) -> list[str]:
    """A holder's letter on his side of the table (``N``, ``A``), a small ``D`` after the dealer's."""
    letter = compass_letter(view.holders[index].name)
    dealer = index == view.dealer
    if not letter and not dealer:
        return []
    mark = f'<tspan font-size="11px" fill="{look.accent}" dx="2">D</tspan>' if dealer else ""
    place = f' text-anchor="{anchor}"' if anchor else ""
    colour = look.accent if dealer else look.ink
    return [
        f'<text class="compass" x="{x:g}" y="{y:g}"{place} font-weight="bold" font-size="13px" fill="{colour}">'
        f"{escape(letter)}{mark}</text>"
    ]


def _centre(view: TableView, x: float, y: float, w: float, h: float, look: Style) -> list[str]:
    """The table in the middle: the holders' sides (vulnerable ones in colour), the trick, the centre piles."""
    out = [f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{look.muted}" stroke="{look.ink}"/>']
    band = 5
    bands = {
        "north": (x, y, w, band),
        "south": (x, y + h - band, w, band),
        "west": (x, y, band, h),
        "east": (x + w - band, y, band, h),
    }
    spots = {
        "north": (x + w / 2, y + 22),
        "south": (x + w / 2, y + h - 10),
        "west": (x + 20, y + h / 2 + 5),
        "east": (x + w - 20, y + h / 2 + 5),
    }
    for index, position in enumerate(view.positions):
        if index in view.vulnerable:
            bx, by, bw, bh = bands[position]
            out.append(
                f'<rect class="vulnerable" x="{bx:g}" y="{by:g}" width="{bw:g}" height="{bh:g}" fill="{look.vulnerable}"/>'
            )
    played: dict[int, list[Card]] = {}
    for index, card in view.trick:  # a holder may play twice to one trick (Helm, Chinese bridge)
        played.setdefault(index, []).append(card)
    for index, position in enumerate(view.positions):
        sx, sy = spots[position]
        cards = played.get(index)
        if cards:
            spans = "".join(_card_span(card, look, _GAP if i else 0) for i, card in enumerate(cards))
            out.append(f'<text class="played" x="{sx:g}" y="{sy:g}" text-anchor="middle">{spans}</text>')
        else:
            if view.centre and position in ("west", "east"):
                sy = y + 22  # the centre piles run across the middle: the letter goes to its side's top corner
            out += _side_label(view, index, sx, sy, look, "middle")
    return out + _centre_piles(view, x + w / 2, y + h / 2, look)


def _centre_piles(view: TableView, mid_x: float, mid_y: float, look: Style) -> list[str]:
    """The piles in the middle of the table (a stock, a trump card), one line each, centred on ``(mid_x, mid_y)``."""
    out = []
    cy = mid_y - 8 * (len(view.centre) - 1)
    for pile in view.centre:
        faces = [_card_span(card, look, _GAP if i else 0) for i, card in enumerate(pile.cards)]
        words = escape(pile.name) + (f" ({pile.hidden} face down)" if pile.hidden else "")
        label = f'<tspan font-size="12px">{words}</tspan>'
        line = "".join([label, *(f' <tspan dx="{_GAP}"></tspan>' + face for face in faces)])
        out.append(f'<text x="{mid_x:g}" y="{cy + 5:g}" text-anchor="middle">{line}</text>')
        cy += 16
    return out


def table_svg(view: TableView, style: Style | None = None) -> str:
    """A table as SVG: the holders around the table in the middle, the trick on it, the notes below.

    >>> view = deal_view(Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"))
    >>> table_svg(view).count('class="card"')
    52
    """
    if not isinstance(view, TableView):
        raise TrickcardsError(f"{quote(view)} is not a TableView")
    look = check_style(style)
    if not view.positions:
        return _round_table_svg(view, look)
    blocks: dict[str, tuple[int, float, float]] = {}
    for index, position in enumerate(view.positions):
        _, w, h = _holder_block(view.holders[index], 0, 0, look)
        blocks[position] = (index, w, h)

    def size(position: str) -> tuple[float, float]:
        return (blocks[position][1], blocks[position][2]) if position in blocks else (0.0, 0.0)

    widest_pile = max(
        [
            0.0,
            *(
                _words_width([_card_label(c, look) for c in p.cards]) + (len(p.name) + 16 * bool(p.hidden)) * 7.5 + 30
                for p in view.centre
            ),
        ]
    )
    trick_room = max(150.0, widest_pile + 20)
    side_w = max(size("west")[0], 0) + (12 if "west" in blocks else 0)
    mid_w = max(size("north")[0], size("south")[0], trick_room)
    east_w = size("east")[0]
    mid_h = max(size("west")[1], size("east")[1], 110)
    top = 12 + (_LINE + 6 if view.title else 0)
    north_h = size("north")[1] + (12 if "north" in blocks else 0)
    x0, mid_x = 12, 12 + side_w
    body = [text(12, 22, view.title, font_weight="bold")] if view.title else []
    row_y = top + north_h
    table_w = min(mid_w, trick_room)
    table_x = mid_x + (mid_w - table_w) / 2
    places = {
        "north": (mid_x, top + 15),
        "south": (mid_x, row_y + mid_h + 12 + 15),
        "west": (x0, row_y + (mid_h - size("west")[1]) / 2 + 15),
        "east": (mid_x + mid_w + 12, row_y + (mid_h - size("east")[1]) / 2 + 15),
    }
    for place, (index, _, _) in blocks.items():
        px, py = places[place]
        body += _holder_block(view.holders[index], px, py, look)[0]
    body += _centre(view, table_x, row_y, table_w, mid_h, look)
    y = row_y + mid_h + (12 + size("south")[1] if "south" in blocks else 0) + 10
    width = max(mid_x + mid_w + (12 + east_w if "east" in blocks else 0) + 12, 24 + len(view.title) * _CHAR)
    for note in view.notes:
        y += _LINE
        body.append(text(12, y, note, font_size="14px"))
        width = max(width, 24 + len(note) * _CHAR * 0.9)
    return svg_document(width, y + 12, body, view.title or "table", look)


def _round_table_svg(view: TableView, look: Style) -> str:
    """Five to seven holders: the first half left to right above the table, the rest right to left below it.

    Player order so runs clockwise round the table; each holder's card of the trick lies
    on the table's edge nearest him, the centre piles in its middle.
    """
    count = len(view.holders)
    columns = (count + 1) // 2
    # Each holder's row (0 above, 1 below) and column: clockwise, the lower row runs right to left.
    place = [(0, i) if i < columns else (1, count - 1 - i) for i in range(count)]
    sizes = [_holder_block(holder, 0, 0, look)[1:] for holder in view.holders]
    widths = [0.0] * columns
    heights = [0.0, 0.0]
    for (row, column), (w, h) in zip(place, sizes, strict=True):
        widths[column] = max(widths[column], w + 16)
        heights[row] = max(heights[row], h)
    xs = [12 + sum(widths[:column]) for column in range(columns)]
    top = 12 + (_LINE + 6 if view.title else 0)
    table_h = 56.0 + 16 * len(view.centre)
    table_y = top + heights[0] + 12
    rows_y = (top + 15, table_y + table_h + 12 + 15)
    table_w = max(sum(widths) - 16, 150.0)
    body = [text(12, 22, view.title, font_weight="bold")] if view.title else []
    body.append(
        f'<rect x="12" y="{table_y:g}" width="{table_w:g}" height="{table_h:g}" rx="6" fill="{look.muted}" stroke="{look.ink}"/>'
    )
    played: dict[int, list[Card]] = {}
    for index, card in view.trick:
        played.setdefault(index, []).append(card)
    for index, ((row, column), holder) in enumerate(zip(place, view.holders, strict=True)):
        body += _holder_block(holder, xs[column], rows_y[row], look)[0]
        spot_x, spot_y = xs[column] + 4, table_y + (20 if row == 0 else table_h - 10)
        if index in played:
            spans = "".join(_card_span(card, look, _GAP if i else 0) for i, card in enumerate(played[index]))
            body.append(f'<text class="played" x="{spot_x:g}" y="{spot_y:g}">{spans}</text>')
        else:
            body += _side_label(view, index, spot_x, spot_y, look, None)
    body += _centre_piles(view, 12 + table_w / 2, table_y + table_h / 2, look)
    y = rows_y[1] - 15 + heights[1] + 10
    width = max(12 + table_w + 12, 24 + len(view.title) * _CHAR)
    for note in view.notes:
        y += _LINE
        body.append(text(12, y, note, font_size="14px"))
        width = max(width, 24 + len(note) * _CHAR * 0.9)
    return svg_document(width, y + 12, body, view.title or "table", look)


def cards_svg(cards: Sequence[Card], title: str = "", *, style: Style | None = None) -> str:
    """Cards in a row, thirteen a line, in the order given (a deck, a stock, a trick's cards).

    >>> from trickcards import Deck
    >>> cards_svg(Deck.bridgette().cards, "Bridgette's pack").count('class="card"')
    55
    """
    if not isinstance(cards, Sequence) or not all(isinstance(card, Card) for card in cards):
        raise TrickcardsError(f"{quote(cards)} is not a sequence of cards")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    look = check_style(style)
    top = 8 + (_LINE + 4 if title else 0)
    body = [text(8, 22, title, font_weight="bold")] if title else []
    width = len(title) * _CHAR
    for row in range(0, max(len(cards), 1), 13):
        line = cards[row : row + 13]
        spans = "".join(_card_span(card, look, _GAP if i else 0) for i, card in enumerate(line))
        body.append(f'<text x="8" y="{top + 15 + (row // 13) * _LINE:g}">{spans}</text>')
        width = max(width, _words_width([_card_label(card, look) for card in line]))
    rows = max(1, (len(cards) + 12) // 13)
    return svg_document(width + 24, top + rows * _LINE + 10, body, title or "cards", look)


def trick_svg(trick: Trick, *, style: Style | None = None) -> str:
    """A trick: who led, and each card after the letter of the player who played it.

    >>> from trickcards import Trick
    >>> svg = trick_svg(Trick.parse("N: S5 SK H2 SA"))
    >>> svg.count('class="card"'), "led by N" in svg
    (4, True)
    """
    if not isinstance(trick, Trick):
        raise TrickcardsError(f"{quote(trick)} is not a Trick")
    look = check_style(style)

    def who(player: int) -> str:
        return player.letter if isinstance(player, Seat) else str(player)

    title = f"Trick led by {who(trick.leader)}"
    spans = "".join(
        f'<tspan dx="{_GAP * 2 if i else 0}" font-weight="bold">{escape(who(trick.player(i)))}</tspan>'
        + _card_span(card, look, _GAP)
        for i, card in enumerate(trick.cards)
    )
    body = [text(8, 22, title, font_weight="bold"), f'<text x="8" y="{22 + _LINE + 4:g}">{spans}</text>']
    width = max(
        len(title) * _CHAR,
        sum(_words_width([who(trick.player(i)), _card_label(c, look)]) + 10 for i, c in enumerate(trick.cards)),
    )
    return svg_document(width + 24, 22 + _LINE + 16, body, title, look)


def deal_view(
    deal: Deal,
    *,
    board: int | None = None,
    dealer: Seat | None = None,
    vulnerability: Vulnerability | None = None,
    hidden: Sequence[Seat] = (),
    symbols: bool = True,
) -> TableView:
    """A bridge deal as a :class:`TableView`: North at the top, the dealer and the vulnerable sides marked."""
    if not isinstance(deal, Deal):
        raise TrickcardsError(f"{quote(deal)} is not a Deal")
    if not isinstance(hidden, Sequence) or not all(isinstance(seat, Seat) for seat in hidden):
        raise TrickcardsError(f"hidden={quote(hidden)} is not a sequence of seats")
    check_heading(board, dealer, vulnerability)
    holders = []
    for seat in Seat:
        marks = ["dealer"] if seat is dealer else []
        if vulnerability is not None and vulnerability.is_vulnerable(seat):
            marks.append("vul")
        hand = None if seat in hidden else deal[seat]
        holders.append(Holder(seat.name.title(), hand, len(deal[seat]), tuple(marks)))
    vulnerable = () if vulnerability is None else tuple(s for s in Seat if vulnerability.is_vulnerable(s))
    return TableView(
        heading(board, dealer, vulnerability, symbols),
        tuple(holders),
        vulnerable=tuple(int(s) for s in vulnerable),
        dealer=None if dealer is None else int(dealer),
    )


def hand_svg(hand: Hand, title: str = "", *, style: Style | None = None) -> str:
    """A hand as SVG: one line per suit, spades first, the suit symbols in colour, colons on a fifth line.

    >>> svg = hand_svg(Hand.parse("AK75.Q9.J84.63+RL"))
    >>> svg.startswith("<svg"), "#c8102e" in svg, svg.count('class="card"')
    (True, True, 13)
    """
    if not isinstance(hand, Hand):
        raise TrickcardsError(f"{quote(hand)} is not a Hand")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    look = check_style(style)
    top = 8 + (_LINE if title else 0)
    body = [text(8, 20, title, font_weight="bold")] if title else []
    if look.hcp:
        body.append(text(8, top + 15 + _LINE * (4 + bool(hand.colons)), f"{hand.hcp} HCP", font_size="13px"))
    lines, width, height = _hand_lines(hand, 8, top + 15, look)
    body += lines
    extra = _LINE if look.hcp else 0
    return svg_document(max(width, len(title) * _CHAR) + 24, top + height + extra + 8, body, title or str(hand), look)


def deal_svg(
    deal: Deal,
    *,
    board: int | None = None,
    dealer: Seat | None = None,
    vulnerability: Vulnerability | None = None,
    style: Style | None = None,
    hidden: Sequence[Seat] = (),
) -> str:
    """A deal as SVG: North at the top, West and East beside the table, South below.

    The table in the middle shows the vulnerable sides in red and a ``D`` on the dealer's
    side; the names say ``(dealer)`` and ``(vul)`` too. ``hidden`` seats are drawn face down.

    >>> import xml.etree.ElementTree as ET
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> root = ET.fromstring(deal_svg(deal, board=1, dealer=Seat.NORTH, vulnerability=Vulnerability.NS))
    >>> root.tag, len(root.findall(".//{http://www.w3.org/2000/svg}tspan[@class='card']"))
    ('{http://www.w3.org/2000/svg}svg', 52)
    """
    look = check_style(style)
    view = deal_view(deal, board=board, dealer=dealer, vulnerability=vulnerability, hidden=hidden, symbols=look.symbols)
    return table_svg(view, look)
