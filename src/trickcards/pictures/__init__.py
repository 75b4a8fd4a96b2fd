"""Pictures of every value a user looks at: hands, deals, auctions, plays, any game's state, sheets, boards.

:mod:`~trickcards.pictures.text` draws a deal as text around a compass;
:mod:`~trickcards.pictures.svg` draws hands, deals and tables as SVG, the suit symbols
in colour; :mod:`~trickcards.pictures.bridge` draws an auction as a bidding table and a
play trick by trick; :mod:`~trickcards.pictures.states` draws any game's state as that
game lays out its table; :mod:`~trickcards.pictures.pads` draws the score sheets;
:mod:`~trickcards.pictures.deals` draws the other games' deals;
:mod:`~trickcards.pictures.records` draws the boards of a record file and the static
HTML report of a whole file. :class:`Style` sets the size, the colours (four-colour
decks, a dark theme), symbols or letters and high-card points.

The values show themselves in Jupyter through ``_repr_svg_`` and ``_repr_html_``,
which load this package only when a picture is drawn: the core never imports it.
"""

from trickcards.pictures.bridge import auction_html, auction_svg, play_html, play_svg, tricks_html, tricks_svg
from trickcards.pictures.pads import bridgette_html, bridgette_svg, pad_html, pad_svg, sheet_html, sheet_svg
from trickcards.pictures.records import board_html, board_svg, report_html
from trickcards.pictures.states import state_html, state_svg, state_view
from trickcards.pictures.style import CLASSIC, DARK, FOUR_COLOUR, Style
from trickcards.pictures.svg import SUIT_COLOURS, cards_svg, deal_svg, hand_svg, table_svg, trick_svg
from trickcards.pictures.text import deal_diagram, hand_lines
from trickcards.pictures.view import Holder, Pile, TableView

__all__ = [
    "CLASSIC",
    "DARK",
    "FOUR_COLOUR",
    "SUIT_COLOURS",
    "Holder",
    "Pile",
    "Style",
    "TableView",
    "auction_html",
    "auction_svg",
    "board_html",
    "board_svg",
    "bridgette_html",
    "bridgette_svg",
    "cards_svg",
    "deal_diagram",
    "deal_svg",
    "hand_lines",
    "hand_svg",
    "pad_html",
    "pad_svg",
    "play_html",
    "play_svg",
    "report_html",
    "sheet_html",
    "sheet_svg",
    "state_html",
    "state_svg",
    "state_view",
    "table_svg",
    "trick_svg",
    "tricks_html",
    "tricks_svg",
]
