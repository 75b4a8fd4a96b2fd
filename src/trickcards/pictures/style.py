"""How a picture looks: its size, its colours, suit symbols or letters, high-card points shown.

One frozen :class:`Style` is passed to every drawing function as ``style=``; there are
no global display settings. :data:`CLASSIC` is the default (two colours on white),
:data:`FOUR_COLOUR` gives each suit its own colour as four-colour decks do, and
:data:`DARK` draws light ink on a dark background.
"""

from __future__ import annotations

from typing import Final

from attrs import evolve, field, frozen

from trickcards.core.cards import Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, word
from trickcards.core.reprs import brief_repr

__all__ = ["CLASSIC", "DARK", "FONT_FAMILY", "FOUR_COLOUR", "Style", "check_style", "html_fragment", "root_style"]


def _positive(instance: object, attribute: object, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.25 <= value <= 8:
        raise TrickcardsError(f"scale={quote(value)} is not a picture scale: expected a number from 0.25 to 8")


def _flag(instance: object, attribute: object, value: object) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(f"{quote(value)} is not a picture setting: expected True or False")


def _colour(instance: object, attribute: object, value: object) -> None:
    if not isinstance(value, str) or not value.startswith("#") or len(value) != 7:
        raise TrickcardsError(f"{quote(value)} is not a colour: expected '#rrggbb'")
    try:
        int(value[1:], 16)
    except ValueError:
        raise TrickcardsError(f"{quote(value)} is not a colour: expected '#rrggbb'") from None


def _suit_colours(instance: object, attribute: object, value: object) -> None:
    if not isinstance(value, tuple) or len(value) != 4:
        raise TrickcardsError(f"{quote(value)} is not four suit colours: expected (clubs, diamonds, hearts, spades)")
    for colour in value:
        _colour(instance, attribute, colour)


@frozen
class Style:
    """The look of a picture: every drawing function takes one as ``style=``.

    >>> Style(symbols=False).suit_label(Suit.HEARTS), DARK.paper
    ('H', '#1e1e1e')
    >>> FOUR_COLOUR.suit_colour(Suit.CLUBS) != FOUR_COLOUR.suit_colour(Suit.SPADES)
    True
    """

    __repr__ = brief_repr

    scale: float = field(default=1.0, validator=_positive)
    """The size: 1 draws text at 15 pixels; 2 doubles every length."""
    symbols: bool = field(default=True, validator=_flag)
    """Suit symbols ♠ ♥ ♦ ♣ (``True``) or letters S H D C (``False``)."""
    hcp: bool = field(default=False, validator=_flag)
    """Show each hand's high-card points beside it."""
    suit_colours: tuple[str, str, str, str] = field(
        default=("#1a1a1a", "#c8102e", "#c8102e", "#1a1a1a"), validator=_suit_colours
    )
    """The colours of clubs, diamonds, hearts and spades, in :class:`~trickcards.core.cards.Suit` order."""
    ink: str = field(default="#1a1a1a", validator=_colour)
    """The colour of text and lines."""
    paper: str = field(default="#ffffff", validator=_colour)
    """The background colour."""
    muted: str = field(default="#f2f2f2", validator=_colour)
    """The colour of the table in the middle and of shaded rows."""
    vulnerable: str = field(default="#d9534f", validator=_colour)
    """The colour that marks a vulnerable side."""
    accent: str = field(default="#1f4e9c", validator=_colour)
    """The colour of the line on a pad and of marks such as the dealer's."""

    def suit_colour(self, suit: Suit) -> str:
        """The colour of ``suit``'s symbol or letter."""
        return self.suit_colours[suit]

    def suit_label(self, suit: Suit) -> str:
        """``♠`` or ``S``, as :attr:`symbols` says."""
        return suit.symbol if self.symbols else suit.letter

    def px(self, length: float) -> float:
        """A length of the picture at scale 1, scaled."""
        return length * self.scale


CLASSIC: Final = Style()
"""Black spades and clubs, red hearts and diamonds, on white."""
FOUR_COLOUR: Final = Style(suit_colours=("#1b7a1b", "#e07000", "#c8102e", "#1a1a1a"))
"""A four-colour deck: green clubs, orange diamonds, red hearts, black spades."""
DARK: Final = evolve(
    CLASSIC,
    suit_colours=("#e8e8e8", "#ff6b6b", "#ff6b6b", "#e8e8e8"),
    ink="#e8e8e8",
    paper="#1e1e1e",
    muted="#2e2e2e",
    vulnerable="#ff6b6b",
    accent="#7fb2ff",
)
"""Light ink on a dark background (for a dark notebook or page theme)."""


FONT_FAMILY: Final = "'DejaVu Sans',Arial,Helvetica,sans-serif"
"""The one font family of every picture, SVG and HTML alike: never a serif fallback."""


def check_style(style: object) -> Style:
    """``style`` if it is a :class:`Style`, :data:`CLASSIC` for ``None``; else a one-line error."""
    if style is None:
        return CLASSIC
    if not isinstance(style, Style):
        raise TrickcardsError(f"style={quote(style)} is not a picture Style: expected trickcards.pictures.Style")
    return style


def root_style(style: Style | None = None) -> str:
    """The inline style of the root of every HTML fragment: the library's font, its size, ink and paper.

    Every line inside a fragment inherits it, so a caption, a contract line or a note
    never falls back to the page's (often serif) font.

    >>> root_style().startswith("font-family:'DejaVu Sans'")
    True
    """
    look = check_style(style)
    return f"font-family:{FONT_FAMILY};font-size:15px;color:{look.ink};background:{look.paper}"


def html_fragment(css_class: str, body: str, style: Style | None = None, *, tag: str = "div") -> str:
    """``body`` inside one root element of class ``css_class`` carrying :func:`root_style`.

    >>> html_fragment("trickcards-x", "<p>1NT</p>").startswith('<div class="trickcards-x" style="font-family:')
    True
    """
    css_class = word(css_class, "a CSS class", error=TrickcardsError)
    if tag not in {"div", "section"}:
        raise TrickcardsError(f"tag={quote(tag)} is not the root of a fragment: expected 'div' or 'section'")
    if not isinstance(body, str):
        raise TrickcardsError(f"{quote(body)} is not the HTML of a fragment: expected a str")
    return f'<{tag} class="{css_class}" style="{root_style(style)}">{body}</{tag}>'
