"""Every HTML fragment the pictures draw carries the library's style on its one root element.

A fragment (``state_html``, ``board_html``, the Bridgette ``sheet_html`` ...) is put into
someone else's page: a notebook, a report, a web page. Each has exactly one root, and
that root names the library's font, so no line inside (a caption, "Contract 7NT by A",
a footnote) falls back to the page's serif font.
"""

import importlib
import inspect
import pkgutil
import random
from collections.abc import Callable
from html.parser import HTMLParser
from typing import Any

import pytest

import trickcards.pictures
from trickcards import Hand
from trickcards.bridge import Auction, Deal, RubberScoreSheet
from trickcards.bridgette import BridgetteScoreSheet
from trickcards.pbn import read_pbn
from trickcards.pictures import (
    DARK,
    auction_html,
    board_html,
    bridgette_html,
    pad_html,
    play_html,
    report_html,
    sheet_html,
    state_html,
    tricks_html,
)
from trickcards.pictures.grid import grid_html
from trickcards.pictures.pads import printed_sheet_html
from trickcards.pictures.states import match_html
from trickcards.pictures.style import FONT_FAMILY
from trickcards.protocol.game import find_game, games, random_actions

BOARD = (
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    '[Contract "7NT"]\n[Declarer "N"]\n[Result "13"]\n[Auction "N"]\n7NT AP\n'
)


class Roots(HTMLParser):
    """The top-level elements of a fragment, with their attributes, and any text outside them."""

    VOID = frozenset({"br", "img", "hr", "meta", "input", "col", "wbr"})

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.roots: list[tuple[str, dict[str, str | None]]] = []
        self.loose: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            self.roots.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.depth += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            self.roots.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth == 0 and data.strip():
            self.loose.append(data.strip())


def root_of(fragment: str) -> tuple[str, str]:
    """The one root element of ``fragment`` and its style; fails when there are several or loose text."""
    parser = Roots()
    parser.feed(fragment)
    parser.close()
    assert parser.loose == [], f"text outside the root: {parser.loose}"
    assert len(parser.roots) == 1, f"{len(parser.roots)} roots: {[tag for tag, _ in parser.roots]}"
    tag, attributes = parser.roots[0]
    return tag, attributes.get("style") or ""


def played(name: str, steps: int = 30) -> Any:
    return random_actions(find_game(name).new(seed=5), random.Random(steps), steps)


# One example of every public *_html function of the pictures package, by name.
EXAMPLES: dict[str, Callable[[], str]] = {
    "auction_html": lambda: auction_html(Auction.parse("N: 1NT P 3NT P P P")),
    "board_html": lambda: board_html(read_pbn(BOARD)[0]),
    "bridgette_html": lambda: bridgette_html(BridgetteScoreSheet().record("A", "0NT", 6)),
    "grid_html": lambda: grid_html("Auction", ["W", "N"], [["", "Pass"]], footer=["Contract 7NT by A"]),
    "match_html": lambda: match_html(find_game("rubber").match(seed=1).apply("1NT")),
    "pad_html": lambda: pad_html(RubberScoreSheet().record("4SN", 10).entries, 1, ["They win"]),
    "play_html": lambda: play_html(played("rubber").play),
    "printed_sheet_html": lambda: printed_sheet_html(find_game("towie").match(seed=1).sheet),
    "sheet_html": lambda: sheet_html(BridgetteScoreSheet().record("A", "0NT", 6)),
    "state_html": lambda: state_html(played("bridgette")),
    "tricks_html": lambda: tricks_html(played("rubber").play),
}
PAGES = {"report_html"}  # a whole page: its body carries the style
INLINE = {"rich_html"}  # the text of one cell, put inside a fragment's root


def html_functions() -> set[str]:
    """The public functions named ``*_html`` defined in any module of the pictures package."""
    found = set()
    for module_info in pkgutil.iter_modules(trickcards.pictures.__path__):
        module = importlib.import_module(f"trickcards.pictures.{module_info.name}")
        for name, value in vars(module).items():
            public = name.endswith("_html") and not name.startswith("_") and inspect.isfunction(value)
            if public and value.__module__ == module.__name__:
                found.add(name)
    return found


def test_every_html_fragment_function_has_an_example_here() -> None:
    assert html_functions() == set(EXAMPLES) | PAGES | INLINE


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_html_fragment_has_one_root_carrying_the_library_font(name: str) -> None:
    tag, style = root_of(EXAMPLES[name]())
    assert tag in {"div", "section"}
    assert f"font-family:{FONT_FAMILY}" in style


def test_the_report_page_sets_the_library_font_on_its_body() -> None:
    page = report_html(read_pbn(BOARD))
    assert "body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif;" in page
    assert f'style="font-family:{FONT_FAMILY}' in page  # and each board's section


@pytest.mark.parametrize("name", [game.name for game in games()])
@pytest.mark.parametrize("steps", [0, 30, 1000])
def test_every_values_html_in_every_game_has_a_styled_root(name: str, steps: int) -> None:
    state = played(name, steps)
    match = find_game(name).match(seed=3, **({"target": 10} if name == "brandeln" else {}))
    values = [state, match, match.sheet]
    values += [v for v in (getattr(state, "auction", None), getattr(state, "bidding", None)) if v is not None]
    values += [getattr(state, "play", None)] if getattr(state, "play", None) is not None else []
    for value in values:
        tag, style = root_of(value._repr_html_())
        assert FONT_FAMILY in style, (value, tag)


def test_hands_and_deals_show_as_svg_whose_root_carries_the_font() -> None:
    for value in (
        Hand.parse("AKQ2.K52.J43.A76"),
        Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"),
    ):
        tag, style = root_of(value._repr_html_())
        assert tag == "svg"
        assert FONT_FAMILY in style


def test_a_dark_fragment_sets_its_ink_and_paper_on_the_root() -> None:
    _, style = root_of(state_html(played("rubber"), style=DARK))
    assert f"color:{DARK.ink}" in style
    assert f"background:{DARK.paper}" in style
