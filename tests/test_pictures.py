"""Pictures: text diagrams, SVG hands, deals and score pads (valid XML, suits coloured), HTML sheets, commands."""

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand, Seat, Suit
from trickcards.bridge import ChicagoScoreSheet, Deal, RubberScoreSheet, Vulnerability
from trickcards.bridgette import BridgetteScoreSheet
from trickcards.cli import main
from trickcards.core.errors import TrickcardsError
from trickcards.pictures import (
    SUIT_COLOURS,
    deal_diagram,
    deal_svg,
    hand_lines,
    hand_svg,
    pad_html,
    pad_svg,
    sheet_html,
    sheet_svg,
)

SVG = "{http://www.w3.org/2000/svg}"
DEAL = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")


def rubber() -> RubberScoreSheet:
    return RubberScoreSheet().record("4SN", 10).record("3NTE", 8).record("2HN", 9).record("4HN", 11)


def chicago() -> ChicagoScoreSheet:
    return ChicagoScoreSheet().record("1NTN", 7).record("4SE", 11).record("3NTN", 9)


def bridgette() -> BridgetteScoreSheet:
    return BridgetteScoreSheet().record("A", "0NT", 6).record_cancelled().record("B", "3NTX", 9)


def svg_root(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert float(root.attrib["width"]) > 0
    assert float(root.attrib["height"]) > 0
    return root


def texts(root: ET.Element) -> str:
    return " ".join("".join(node.itertext()) for node in root.iter(f"{SVG}text"))


def test_deal_svg_is_valid_with_coloured_suits_and_every_card() -> None:
    root = svg_root(deal_svg(DEAL, board=4, dealer=Seat.WEST, vulnerability=Vulnerability.BOTH))
    symbols = [t for t in root.iter(f"{SVG}tspan") if t.text in {s.symbol for s in Suit}]
    assert len(symbols) == 16
    for tspan in symbols:
        assert tspan.attrib["fill"] == SUIT_COLOURS[Suit.parse(tspan.text or "")]
    assert SUIT_COLOURS[Suit.HEARTS] != SUIT_COLOURS[Suit.SPADES]
    words = texts(root)
    assert "Board 4 · Dealer West · Vulnerable Both" in words
    assert "West (dealer) (vul)" in words
    assert "*" not in words


def test_hand_svg_is_valid() -> None:
    root = svg_root(hand_svg(Hand.parse("AKQ2.K52..A76"), title="North"))
    assert "—" in texts(root)
    assert "North" in texts(root)


@pytest.mark.parametrize("sheet", [rubber(), chicago(), RubberScoreSheet()], ids=["rubber", "chicago", "empty"])
def test_bridge_pads_as_svg_and_html(sheet: RubberScoreSheet | ChicagoScoreSheet) -> None:
    root = svg_root(sheet._repr_svg_())
    words = texts(root).split()
    assert {"We", "They", "total"} <= set(words)
    we, they = sheet.totals
    assert str(we) in words
    assert str(they) in words
    html = sheet._repr_html_()
    table = ET.fromstring(f"<div>{html}</div>")
    assert table.find(".//table") is not None
    assert sheet_svg(sheet) == sheet._repr_svg_()
    assert sheet_html(sheet) == html


def test_the_pad_svg_shows_every_entry() -> None:
    sheet = rubber()
    words = texts(svg_root(pad_svg(sheet.entries, 2))).split()
    for entry in sheet.entries:
        assert str(entry.points) in words
    assert "<td" in pad_html(sheet.entries, 2)


def test_bridgette_sheet_as_svg_and_html() -> None:
    sheet = bridgette()
    words = texts(svg_root(sheet._repr_svg_()))
    assert "3NTX by B" in words
    assert "2800" in words
    ET.fromstring(f"<div>{sheet._repr_html_()}</div>")


def test_deal_and_hand_show_themselves() -> None:
    svg_root(DEAL._repr_svg_())
    svg_root(DEAL._repr_html_())
    svg_root(DEAL[Seat.SOUTH]._repr_svg_())
    svg_root(DEAL[Seat.SOUTH]._repr_html_())


def test_pictures_refuse_what_they_cannot_draw() -> None:
    with pytest.raises(TrickcardsError):
        deal_svg("N:AKQ2")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        hand_lines("AKQ2...")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        sheet_svg(DEAL[Seat.NORTH].mask)


@given(st.integers(min_value=0))
def test_the_text_diagram_shows_every_card_once(seed: int) -> None:
    deal = Deal.random(seed)
    diagram = deal_diagram(deal, symbols=False)
    ranks = re.findall(r"\b(10|[2-9AKQJ])\b", diagram)
    assert len(ranks) == 52
    for seat in Seat:
        for line in hand_lines(deal[seat], symbols=False):
            assert line in diagram


def test_the_diagram_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    picture = tmp_path / "deal.svg"
    assert main(["diagram", str(DEAL), "--board", "1", "--dealer", "N", "--svg", str(picture)]) == 0
    out = capsys.readouterr().out
    assert "Board 1 · Dealer North" in out
    assert "♠ A K Q 2" in out
    svg_root(picture.read_text(encoding="utf-8"))
    assert main(["diagram", "N:AKQ2"]) == 2


def test_sheet_commands_write_svg(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = tmp_path / "rubber.txt"
    deals.write_text("4SN 10\n3NTE 8\n", encoding="utf-8")
    picture = tmp_path / "rubber.svg"
    assert main(["rubber", str(deals), "--svg", str(picture)]) == 0
    svg_root(picture.read_text(encoding="utf-8"))
    sheet = tmp_path / "bridgette.txt"
    sheet.write_text("A 0NT 6\ncancelled\n", encoding="utf-8")
    picture = tmp_path / "bridgette.svg"
    assert main(["bridgette", "sheet", str(sheet), "--svg", str(picture)]) == 0
    svg_root(picture.read_text(encoding="utf-8"))
    assert f"wrote {picture}" in capsys.readouterr().out


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="no headless Chromium installed to render SVG")
def test_chromium_renders_the_pictures_to_png(tmp_path: Path) -> None:
    assert CHROMIUM is not None
    for name, svg in (("deal", deal_svg(DEAL, board=1)), ("pad", rubber()._repr_svg_())):
        source, png = tmp_path / f"{name}.svg", tmp_path / f"{name}.png"
        source.write_text(svg, encoding="utf-8")
        command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={png}", source.as_uri()]
        subprocess.run(command, check=True, capture_output=True, timeout=300)
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
