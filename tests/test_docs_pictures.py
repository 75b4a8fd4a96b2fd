"""Every picture in the guide is drawn by the library while the docs build: each game's state, every picture type."""

import re
from pathlib import Path

import pytest

from trickcards.protocol.game import games

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "guide"
_BLOCK = re.compile(r"^```\{trickcards-picture\}\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def pictures(page: Path) -> list[str]:
    """The bodies of the ``trickcards-picture`` blocks of a guide page."""
    return _BLOCK.findall(page.read_text(encoding="utf-8"))


ALL = {page.name: pictures(page) for page in sorted(GUIDE.glob("*.md"))}


@pytest.mark.parametrize("name", [game.name for game in games()])
def test_every_game_has_its_state_drawn_on_a_guide_page(name: str) -> None:
    drawn = [page for page, bodies in ALL.items() if page != "pictures.md" for body in bodies if f'"{name}"' in body]
    assert drawn, f"no guide page draws a {name} state with a trickcards-picture block"


# Each kind of picture, and what a gallery block that draws it names.
KINDS = {
    "a hand (with colons)": "hand_svg(",
    "cards in a row": "cards_svg(",
    "a trick": "trick_svg(",
    "a deal": "deal_svg(",
    "a deal in a style": "Style(",
    "another game's deal": "game_deal_svg(",
    "an auction": "Auction.parse(",
    "every other game's auction": "auction_svg(",
    "a bridge play": "bridge.Play(",
    "every other game's play": "play_svg(",
    "every game's state": "state_svg(random_actions",
    "a state seen by one player": "observer=",
    "a rubber pad": "RubberScoreSheet(",
    "a Chicago pad": "ChicagoScoreSheet(",
    "a Bridgette sheet": "BridgetteScoreSheet(",
    "another game's sheet": "HelmSheet",
    "a board of a record file": "read_pbn(",
    "a whole record file as a report": "report_html(",
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_gallery_draws_every_kind_of_picture(kind: str) -> None:
    assert any(KINDS[kind] in body for body in ALL["pictures.md"]), kind


def test_no_guide_page_shows_a_picture_file() -> None:
    # A picture kept as a file goes stale; the directive draws it at each build.
    stale = [page.name for page in GUIDE.glob("*.md") if re.search(r"!\[[^]]*\]\([^)]*\.svg\)", page.read_text())]
    assert stale == []


def test_the_gallery_frames_a_report_of_a_shipped_record() -> None:
    framed = [body for body in ALL["pictures.md"] if ":frame:" in body and "report_html(" in body]
    assert framed, "the gallery shows report_html in a frame"
    records = Path(__file__).resolve().parent / "data" / "records"
    assert all(any(p.name in body for p in records.iterdir()) for body in framed)
