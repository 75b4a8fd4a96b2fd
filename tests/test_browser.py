"""The pictures as a person sees them: rendered in headless Chromium, every card there, nothing clipped, readable.

Needs the ``browser`` extra (Playwright) and a Chromium binary (Debian's ``chromium``
package; ``.ci/run`` installs it). Playwright's own browser download is never used:
the system Chromium is launched by path. Without either, the tests skip saying why.

Golden screenshots live in ``tests/golden/pictures``; a new screenshot matches when
fewer than 1% of its pixels differ visibly from the golden one (font hinting varies a
little between machines). To redraw them after a deliberate change:
``TRICKCARDS_REDRAW_GOLDEN=1 python -m pytest tests/test_browser.py``.
"""

import base64
import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from trickcards import Hand, Seat
from trickcards.bridge import ChicagoScoreSheet, Deal, RubberScoreSheet, Vulnerability
from trickcards.bridgette import BridgetteScoreSheet
from trickcards.lin import read_lin
from trickcards.pbn import read_pbn
from trickcards.pictures import (
    DARK,
    deal_svg,
    hand_svg,
    play_html,
    play_svg,
    report_html,
    state_html,
    state_svg,
    state_view,
)
from trickcards.pictures.bridge import play_view
from trickcards.protocol.game import games, random_actions

sync_api = pytest.importorskip("playwright.sync_api", reason="the browser extra (Playwright) is not installed")

CHROMIUM = os.environ.get("TRICKCARDS_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("no Chromium binary (install Debian's chromium package)", allow_module_level=True)

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
GOLDEN = Path(__file__).parent / "golden" / "pictures"
RECORDS = Path(__file__).parent / "data" / "records"
DEAL = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")

# What the page shows: per SVG, the cards drawn, the elements sticking out of it, the smallest font.
LOOK = """() => Array.from(document.querySelectorAll('svg')).map(svg => {
    const box = svg.getBoundingClientRect();
    const outside = [];
    let smallest = 1000;
    for (const el of svg.querySelectorAll('text, rect.back')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
            outside.push(el.textContent.slice(0, 40));
        if (el.tagName === 'text') smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize) * box.width / svg.viewBox.baseVal.width);
    }
    const texts = Array.from(svg.querySelectorAll('text')).map(t => t.getBoundingClientRect()).filter(r => r.width > 0);
    let overlaps = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i], b = texts[j];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 4) overlaps++;
    }
    return {cards: svg.querySelectorAll('.card').length, backs: svg.querySelectorAll('.back').length,
            outside: outside, smallest: smallest, overlaps: overlaps};
})"""

# The share of pixels of two PNG images (data URLs) that differ visibly; 1 when the sizes differ.
DIFFERENCE = """async ([a, b]) => {
    const load = src => new Promise(done => { const i = new Image(); i.onload = () => done(i); i.src = src; });
    const [x, y] = [await load(a), await load(b)];
    if (x.width !== y.width || x.height !== y.height) return 1;
    const pixels = img => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
        const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
    const [p, q] = [pixels(x), pixels(y)];
    let differ = 0;
    for (let i = 0; i < p.length; i += 4)
        if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 96) differ++;
    return differ / (p.length / 4);
}"""


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 800})
        yield page
        browser.close()


def show(page: Any, body: str) -> list[dict[str, Any]]:
    page.set_content(f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{body}</body></html>')
    return list(page.evaluate(LOOK))


def test_a_bridgette_hand_shows_13_cards_colons_included(page: Any) -> None:
    (seen,) = show(page, hand_svg(Hand.parse("AK75.Q9.J84.63+RL"), "B"))
    assert seen["cards"] == 13
    assert seen["outside"] == []
    assert seen["overlaps"] == 0


def test_deals_in_every_style_show_52_cards_unclipped_and_readable(page: Any) -> None:
    pictures = [
        deal_svg(DEAL, board=1, dealer=Seat.WEST, vulnerability=Vulnerability.BOTH),
        deal_svg(DEAL, style=DARK),
        deal_svg(Deal.parse("N:AKQJT98765432... -.AKQJT98765432.. -..AKQJT98765432. -...AKQJT98765432")),
    ]
    for seen in show(page, "".join(pictures)):
        assert seen["cards"] == 52
        assert seen["outside"] == []
        assert seen["overlaps"] == 0
        assert seen["smallest"] >= 10


def test_every_game_state_is_drawn_unclipped(page: Any) -> None:
    states = []
    for game in games():
        for steps in (0, 30, 1000):
            states.append(random_actions(game.new(seed=5), random.Random(steps), steps))
    seen = show(page, "".join(state_svg(state) for state in states))
    for state, picture in zip(states, seen, strict=True):
        assert picture["outside"] == [], state
        assert picture["overlaps"] == 0, state
        assert picture["smallest"] >= 10, state
    observed = show(page, state_svg(states[0], observer=states[0].players[0]))[0]
    assert observed["cards"] == 13
    assert observed["backs"] == 39


def test_a_state_of_every_game_renders_without_console_errors_and_in_the_librarys_font(page: Any) -> None:
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    for game in games():
        state = random_actions(game.new(seed=5), random.Random(30), 30)
        page.set_content(
            f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{state_html(state)}</body></html>'
        )
        assert errors == [], (game.name, errors)
        serif = page.evaluate(
            """() => Array.from(document.querySelectorAll('.trickcards-state *'))
                .filter(e => e.childElementCount === 0 && e.textContent.trim())
                .filter(e => !getComputedStyle(e).fontFamily.includes('sans-serif')).map(e => e.textContent.slice(0, 40))"""
        )
        assert serif == [], (game.name, serif)


def face_up(view: Any) -> int:
    """The cards a view draws face up: hands, piles (the centre's too) and the trick."""
    held = sum(len(holder.hand) for holder in view.holders if holder.hand is not None)
    piles = sum(len(pile.cards) for holder in view.holders for pile in holder.piles)
    return held + piles + sum(len(pile.cards) for pile in getattr(view, "centre", ())) + len(view.trick)


def test_every_games_play_shows_every_card_unclipped(page: Any) -> None:
    after = [getattr(random_actions(game.new(seed=5), random.Random(30), 30), "play", None) for game in games()]
    plays: list[Any] = [play for play in after if play is not None]
    seen = show(page, "".join(play_svg(play) for play in plays))
    for play, picture in zip(plays, seen, strict=True):
        assert picture["cards"] == face_up(play_view(play)), play
        assert picture["outside"] == [], play
        assert picture["overlaps"] == 0, play
        assert picture["smallest"] >= 10, play
    page.set_content("".join(play_html(play) for play in plays))
    tables = page.evaluate("() => document.querySelectorAll('.trickcards-tricks').length")
    assert tables == len(plays)


def test_every_game_seen_by_one_player_shows_only_his_cards_unclipped(page: Any) -> None:
    states = [random_actions(game.new(seed=5), random.Random(30), 30) for game in games()]
    seen = show(page, "".join(state_svg(state, observer=state.players[0]) for state in states))
    for state, picture in zip(states, seen, strict=True):
        assert picture["cards"] == face_up(state_view(state, observer=state.players[0])), state
        assert picture["backs"] > 0, state
        assert picture["outside"] == [], state
        assert picture["overlaps"] == 0, state


def test_the_report_shows_every_board(page: Any) -> None:
    boards = read_lin((RECORDS / "online-board.lin").read_text(encoding="utf-8"), strict=False)
    seen = show(page, report_html(boards))
    assert [picture["cards"] for picture in seen] == [52] * len(boards)
    assert all(picture["outside"] == [] for picture in seen)
    one_line = page.evaluate(
        "() => Array.from(document.querySelectorAll('caption')).every(c => c.getBoundingClientRect().height < 30)"
    )
    assert one_line


def test_every_link_of_a_report_of_both_rooms_lands_on_its_own_board(page: Any) -> None:
    boards = read_pbn((RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"), strict=False)[:6]
    page.set_content(report_html(boards))
    ids = page.evaluate("() => Array.from(document.querySelectorAll('[id]')).map(e => e.id)")
    assert len(ids) == len(set(ids)) == len(boards)
    landed = page.evaluate(
        """() => Array.from(document.querySelectorAll('nav a')).map(a => {
            const board = document.getElementById(a.getAttribute('href').slice(1));
            return board === null ? null : [a.textContent, board.querySelector('h2').textContent];
        })"""
    )
    assert landed == [[f"{n} {room}", f"Board {n}"] for n in (1, 2, 3) for room in ("Open", "Closed")]


def test_the_html_pads_are_aligned_and_captions_do_not_wrap(page: Any) -> None:
    bridgette = BridgetteScoreSheet().record("A", "0NT", 6).record("B", "3NTX", 9)
    chicago = ChicagoScoreSheet().record("1NTN", 7).record("4SE", 11)
    page.set_content(f'<div style="width:120px">{chicago._repr_html_()}</div>{bridgette._repr_html_()}')
    captions = page.evaluate(
        "() => Array.from(document.querySelectorAll('caption')).map(c => c.getBoundingClientRect().height)"
    )
    assert all(height < 30 for height in captions)
    aligns = page.evaluate(
        "() => Array.from(document.querySelectorAll('.trickcards-sheet tr td:last-child')).map(td => getComputedStyle(td).textAlign)"
    )
    assert aligns
    assert set(aligns) == {"right"}


def screenshot(page: Any, body: str) -> bytes:
    page.set_content(f'<!DOCTYPE html><html><body style="margin:0">{body}</body></html>')
    return bytes(page.locator("svg").first.screenshot())


@pytest.mark.parametrize(
    ("name", "picture"),
    [
        ("deal", lambda: deal_svg(DEAL, board=1, dealer=Seat.NORTH, vulnerability=Vulnerability.NS)),
        ("bridgette-hand", lambda: hand_svg(Hand.parse("AK75.Q9.J84.63+RL"), "B")),
        ("rubber-pad", lambda: RubberScoreSheet().record("4SN", 10).record("3NTE", 8)._repr_svg_()),
        # A state of every game, 30 actions into a deal: the table, the trick, the notes.
        *(
            (f"state-{game.name}", lambda game=game: state_svg(random_actions(game.new(seed=5), random.Random(30), 30)))
            for game in games()
        ),
    ],
)
def test_golden_screenshots(page: Any, name: str, picture: Any) -> None:
    shot = screenshot(page, picture())
    golden = GOLDEN / f"{name}.png"
    if os.environ.get("TRICKCARDS_REDRAW_GOLDEN") == "1":
        GOLDEN.mkdir(parents=True, exist_ok=True)
        golden.write_bytes(shot)
    assert golden.exists(), f"no golden screenshot {golden.name}: redraw with TRICKCARDS_REDRAW_GOLDEN=1"
    urls = [f"data:image/png;base64,{base64.b64encode(data).decode()}" for data in (shot, golden.read_bytes())]
    assert page.evaluate(DIFFERENCE, urls) < 0.01
