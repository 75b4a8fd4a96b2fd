"""Pictures: hand diagrams as text and SVG, score pads as SVG and HTML.

:mod:`~trickcards.pictures.text` draws a deal as text around a compass,
:mod:`~trickcards.pictures.svg` draws hands and deals as SVG with the suit symbols in
colour, and :mod:`~trickcards.pictures.pads` draws the rubber, Chicago and Bridgette
score sheets as SVG and HTML. :class:`~trickcards.Hand`, :class:`~trickcards.bridge.Deal`
and the score sheets show themselves in Jupyter through ``_repr_svg_`` and
``_repr_html_``.
"""

from trickcards.pictures.pads import bridgette_html, bridgette_svg, pad_html, pad_svg, sheet_html, sheet_svg
from trickcards.pictures.svg import SUIT_COLOURS, deal_svg, hand_svg
from trickcards.pictures.text import deal_diagram, hand_lines

__all__ = [
    "SUIT_COLOURS",
    "bridgette_html",
    "bridgette_svg",
    "deal_diagram",
    "deal_svg",
    "hand_lines",
    "hand_svg",
    "pad_html",
    "pad_svg",
    "sheet_html",
    "sheet_svg",
]
