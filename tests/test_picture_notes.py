"""Alerts and notes of a record drawn in the auction: a mark after each annotated call, the notes under it."""

import re
from pathlib import Path

import pytest
from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import Auction
from trickcards.core.errors import TrickcardsError
from trickcards.pbn import Game, read_pbn
from trickcards.pictures.bridge import auction_html, auction_svg, note_lines, note_mark
from trickcards.pictures.records import board_html
from trickcards.records.lin import read_lin

GOLDEN = Path(__file__).parent / "golden" / "pictures"
DEAL = '[Deal "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"]\n'
NOTED_PBN = (
    f'[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n{DEAL}'
    '[Auction "N"]\n1C =1= 1S 4NT =2= Pass\n5D Pass 6NT AP\n[Note "1:16+ points"]\n[Note "2:blackwood"]\n'
)
NOTED_LIN = (
    "pn|Sam,Wes,Nat,Eve|md|3SAKQJHAKQDAKQCAKQ,S5432H5432D5432C2,S9876H9876D9876C3,STHJTDJTCJT987654|"
    "sv|o|ah|Board 1|mb|p|mb|7N!|an|a joke|mb|p|mb|p|mb|p|"
)
PLAIN_PBN = (
    f'[Board "7"]\n[Dealer "S"]\n[Vulnerable "Both"]\n{DEAL}'
    '[Declarer "S"]\n[Contract "3NT"]\n[Result "10"]\n[Score "NS 630"]\n[Auction "S"]\nPass Pass 1C 1S 2NT Pass 3NT AP\n'
)
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def _html_cells(html: str) -> list[str]:
    """The text of every cell of the auction table of an HTML picture, tags removed."""
    table = html[html.index('class="trickcards-auction"') :]
    table = table[: table.index("</table>")]
    return [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", table)]


def _svg_texts(svg: str) -> list[str]:
    """The text of every ``text`` element of an SVG picture, tags removed."""
    return [re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)]


def _marked(texts: list[str]) -> list[str]:
    return [t for t in texts if any(c in SUPERSCRIPTS for c in t)]


def test_a_pbn_board_marks_its_noted_calls_and_lists_its_notes_in_svg_and_html() -> None:
    game = read_pbn(NOTED_PBN)[0]
    html = board_html(game)
    assert _marked(_html_cells(html)) == ["1♣¹", "4NT²"]
    assert ">1. 16+ points</p>" in html
    assert ">2. blackwood</p>" in html
    svg_texts = _svg_texts(auction_svg(game.auction, notes=game.call_notes))
    assert _marked(svg_texts) == ["1♣¹", "4NT²"]
    assert svg_texts[-2:] == ["1. 16+ points", "2. blackwood"]


def test_a_lin_board_marks_its_alerted_call_and_lists_the_explanation_in_svg_and_html() -> None:
    game = read_lin(NOTED_LIN)[0]
    html = board_html(game)
    assert _marked(_html_cells(html)) == ["7NT¹"]
    assert ">1. a joke</p>" in html
    svg_texts = _svg_texts(auction_svg(game.auction, notes=game.call_notes))
    assert _marked(svg_texts) == ["7NT¹"]
    assert svg_texts[-1] == "1. a joke"


def test_the_mark_and_the_note_are_the_same_in_svg_and_html() -> None:
    auction = Auction.parse("N: 1NT P 2C P 2H P 4H P P P")
    notes = {3: ["Stayman"], 5: ["4 hearts", "not 4 spades"]}
    cells = [c for c in _html_cells(auction_html(auction, notes=notes)) if c]
    texts = _svg_texts(auction_svg(auction, notes=notes))
    assert _marked(cells) == _marked(texts) == ["2♣¹", "2♥²"]
    lines = note_lines(auction, notes)
    assert lines == ["1. Stayman", "2. 4 hearts; not 4 spades"]
    assert texts[-2:] == lines


def test_a_board_without_notes_draws_exactly_as_before() -> None:
    game = read_pbn(PLAIN_PBN)[0]
    assert not game.call_notes
    assert board_html(game) + "\n" == (GOLDEN / "board-without-notes.html").read_text(encoding="utf-8")
    assert auction_svg(game.auction) + "\n" == (GOLDEN / "board-without-notes.svg").read_text(encoding="utf-8")


@given(st.lists(st.sampled_from(["1C", "1S", "2NT", "3NT", "X", "P"]), max_size=12))
def test_no_notes_draw_the_auction_as_without_them(words: list[str]) -> None:
    try:
        auction = Auction.parse("W: " + " ".join(words))
    except TrickcardsError:
        return
    assert auction_svg(auction, notes={}) == auction_svg(auction)
    assert auction_html(auction, notes={}) == auction_html(auction)
    assert not _marked(_svg_texts(auction_svg(auction)))


@given(st.integers(min_value=1, max_value=10**6))
def test_a_note_mark_is_its_number_in_superscript_digits(number: int) -> None:
    mark = note_mark(number)
    assert all(c in SUPERSCRIPTS for c in mark)
    assert int("".join(str(SUPERSCRIPTS.index(c)) for c in mark)) == number


@pytest.mark.parametrize("notes", [{0: ["x"]}, {5: ["x"]}, {1: "x"}, {"1": ["x"]}, [("1", "x")]])
def test_notes_on_no_call_of_the_auction_are_refused_by_name(notes: object) -> None:
    with pytest.raises(TrickcardsError, match="notes="):
        auction_svg(Auction.parse("N: 1C P"), notes=notes)  # type: ignore[arg-type]


def test_a_lenient_boards_notes_on_calls_its_auction_lost_are_left_out() -> None:
    game = read_pbn(NOTED_PBN)[0]
    assert isinstance(game, Game)
    short = Auction.parse("N: 1C 1S")
    html = board_html(evolve(game, auction=short))
    assert _marked(_html_cells(html)) == ["1♣¹"]
    assert "blackwood" not in html
