"""The pictures shown in docs/guide/records.md are what the library draws today."""

from pathlib import Path

import pytest

from trickcards import Seat
from trickcards.bridge import Deal, RubberScoreSheet, Vulnerability
from trickcards.bridgette import BridgetteScoreSheet
from trickcards.pictures import deal_svg

PICTURES = Path(__file__).parent.parent / "docs" / "guide" / "pictures"
DEAL = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")


def drawn() -> dict[str, str]:
    rubber = RubberScoreSheet().record("4SN", 10).record("3NTE", 8).record("2HN", 9).record("4HN", 11)
    bridgette = BridgetteScoreSheet().record("A", "0NT", 6).record_cancelled().record("B", "3NTX", 9)
    return {
        "deal.svg": deal_svg(DEAL, board=1, dealer=Seat.NORTH, vulnerability=Vulnerability.NS),
        "rubber.svg": rubber._repr_svg_(),
        "bridgette.svg": bridgette._repr_svg_(),
    }


@pytest.mark.parametrize("name", sorted(drawn()))
def test_the_docs_show_the_current_pictures(name: str) -> None:
    # To redraw: python -c "import tests.test_docs_pictures as t; t.redraw()" from the repository root.
    assert (PICTURES / name).read_text(encoding="utf-8") == drawn()[name] + "\n"


def redraw() -> None:
    PICTURES.mkdir(exist_ok=True)
    for name, svg in drawn().items():
        (PICTURES / name).write_text(svg + "\n", encoding="utf-8")
