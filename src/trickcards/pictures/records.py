"""Boards of a record file as pictures, and the static HTML report of a whole file.

A board (a :class:`trickcards.pbn.Game`, read from PBN or LIN) is drawn as a hand
viewer shows it: the diagram with the dealer and vulnerability, the bidding table,
the play trick by trick, the result, the recorded and the computed score, and the
problems the lenient reader found. :func:`report_html` puts every board of a file on
one self-contained page (inline SVG and styles, no scripts, no files beside it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from attrs import evolve

from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.pictures.bridge import auction_html, tricks_html
from trickcards.pictures.style import Style, check_style, root_style
from trickcards.pictures.svg import deal_view, table_svg
from trickcards.pictures.view import TableView

if TYPE_CHECKING:
    import trickcards.pbn

__all__ = ["board_html", "board_svg", "board_view", "report_html"]


def _check_game(game: object) -> trickcards.pbn.Game:
    from trickcards.pbn import Game  # noqa: PLC0415  (the record readers load only when a board is drawn)

    if not isinstance(game, Game):
        raise TrickcardsError(f"{quote(game)} is not a board of a record file (a trickcards.pbn.Game)")
    return game


def _shown(points: int | None) -> str:
    return "not given" if points is None else f"NS {points:+d}"


def _result_lines(game: trickcards.pbn.Game) -> list[str]:
    lines = []
    if game.passed_out:
        lines.append("Passed out")
    elif game.contract is not None:
        made = "" if game.result is None else f", {game.result} tricks"
        lines.append(f"Contract {game.contract.pretty()}{made}")
    recorded, computed = game.recorded_score, game.computed_score
    if recorded is not None or computed is not None:
        agree = {True: " (they agree)", False: " (they differ)"}.get(game.score_agrees, "")  # type: ignore[arg-type]
        lines.append(f"Score: recorded {_shown(recorded)}, computed {_shown(computed)}{agree}")
    return lines


def board_view(game: trickcards.pbn.Game) -> TableView:
    """A board's diagram as a :class:`TableView`, its result in the notes."""
    game = _check_game(game)
    if game.deal is None:
        raise TrickcardsError(f"board {game.board} has no deal to draw")
    view = deal_view(game.deal, board=game.board, dealer=game.dealer, vulnerability=game.vulnerability)
    return TableView(
        view.title,
        view.holders,
        notes=tuple(_result_lines(game)),
        vulnerable=view.vulnerable,
        dealer=view.dealer,
    )


def board_svg(game: trickcards.pbn.Game, *, style: Style | None = None) -> str:
    """A board's diagram as SVG: the hands as dealt, the dealer, the vulnerability, the contract and score."""
    return table_svg(board_view(game), check_style(style))


def board_html(game: trickcards.pbn.Game, *, style: Style | None = None) -> str:
    r"""A board as HTML: diagram, bidding table, the play trick by trick, the result, the scores, the problems.

    The record's alerts and notes (PBN ``[Note]`` with ``=1=``, LIN ``an``) are drawn in
    the bidding table: a mark after each annotated call, the notes under the auction.

    >>> from trickcards.pbn import read_pbn
    >>> text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> text += '[Contract "7NT"]\n[Declarer "N"]\n[Result "13"]\n[Score "NS 1520"]\n[Auction "N"]\n7NT AP\n'
    >>> html = board_html(read_pbn(text)[0])
    >>> "Board 1" in html, "recorded NS +1520, computed NS +1520 (they agree)" in html
    (True, True)
    """
    game = _check_game(game)
    return _board_section(game, check_style(style), _base_anchor(game))


def _base_anchor(game: trickcards.pbn.Game) -> str:
    """A board's anchor on its own: ``board-7``, or ``line-12`` for a board without a number."""
    return f"board-{game.board}" if game.board is not None else f"line-{game.line}"


def _label(game: trickcards.pbn.Game) -> str:
    return str(game.board) if game.board is not None else f"line {game.line}"


def _slug(text: str) -> str:
    """Text as a piece of an HTML id: lower-case ASCII letters and digits, runs of anything else one hyphen."""
    return "-".join("".join(c if c.isascii() and c.isalnum() else " " for c in text.lower()).split())


def _board_anchors(games: Sequence[trickcards.pbn.Game]) -> list[tuple[str, str]]:
    r"""Each board's ``(id, link text)`` in a report: ids unique in the page, and the same for the same file.

    A board keeps its own anchor (``board-7``) when it is the first of that number. A
    later board of the same number (the other room of a match) adds its ``Room`` tag,
    else its count: ``board-7-closed``, ``board-7-2``. Boards sharing a number show their
    room in the link text.

    >>> from trickcards.pbn import read_pbn
    >>> deal = '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> rooms = [f'[Board "7"]\n[Room "{room}"]\n{deal}' for room in ("Open", "Closed", "Closed")]
    >>> _board_anchors(read_pbn("\n".join(rooms)))
    [('board-7', '7 Open'), ('board-7-closed', '7 Closed'), ('board-7-3', '7 Closed')]
    """
    shared = Counter(_base_anchor(game) for game in games)
    seen: Counter[str] = Counter()
    used: set[str] = set()
    anchors = []
    for game in games:
        base = _base_anchor(game)
        seen[base] += 1
        room = game.tags.get("Room", "").strip()
        candidates = [base] + ([f"{base}-{_slug(room)}"] if _slug(room) else [])
        anchor = next((a for a in candidates if a not in used), "")
        count = seen[base]
        while not anchor or anchor in used:  # the board's count in its number, or past it where a room took that
            anchor, count = f"{base}-{count}", count + 1
        used.add(anchor)
        anchors.append((anchor, f"{_label(game)} {room}" if room and shared[base] > 1 else _label(game)))
    return anchors


def _board_section(game: trickcards.pbn.Game, look: Style, anchor: str) -> str:
    """A board as an HTML ``section`` whose id is ``anchor``."""
    title = f"Board {game.board}" if game.board is not None else f"Board at line {game.line}"
    parts = [
        f'<section class="trickcards-board" id="{escape(anchor)}" style="{root_style(look)}">',
        f"<h2>{escape(title)}</h2>",
    ]
    for name in ("Event", "Site", "Date", "West", "North", "East", "South"):
        value = game.tags.get(name)
        if value and value != "?":
            parts.append(f'<span class="tag"><b>{name}</b> {escape(value)}</span> ')
    parts.append('<div class="row">')
    if game.deal is not None:
        diagram = evolve(board_view(game), notes=())  # the result is written under the play
        parts.append(f'<div class="cell">{table_svg(diagram, look)}</div>')
    if game.auction is not None:
        calls = len(game.auction.calls)  # a lenient board's notes on calls its auction lost are not drawn
        notes = {call: texts for call, texts in game.call_notes.items() if 1 <= call <= calls}
        parts.append(f'<div class="cell">{auction_html(game.auction, style=look, notes=notes)}</div>')
    parts.append("</div>")
    if game.play is not None and (game.play.tricks or game.play.current_trick.cards):
        parts.append(tricks_html(game.play, style=look, title="Play"))
    parts += [f'<p class="result">{escape(line)}</p>' for line in _result_lines(game)]
    if game.errors:
        parts.append('<div class="problems"><b>Problems found</b><ul>')
        parts += [f"<li>{escape(str(problem))}</li>" for problem in game.errors]
        parts.append("</ul></div>")
    parts.append("</section>")
    return "\n".join(parts)


_PAGE_STYLE = """
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; margin: 1.5em; color: INK; background: PAPER; }
h1 { font-size: 1.5em; }
h2 { font-size: 1.2em; margin: 0 0 0.4em 0; }
nav a { margin-right: 0.6em; white-space: nowrap; }
.trickcards-board { border-top: 1px solid INK; padding: 1em 0; }
.row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
.tag { margin-right: 1em; white-space: nowrap; }
.problems { color: #b00020; }
table caption { white-space: nowrap; }
"""


def report_html(games: Sequence[Any], *, title: str = "Boards", style: Style | None = None) -> str:
    r"""A whole record file as one static, self-contained HTML page: an index, then every board.

    >>> from trickcards.pbn import read_pbn
    >>> page = report_html(read_pbn('[Board "3"]\n[Dealer "S"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'))
    >>> page.startswith("<!DOCTYPE html>"), 'href="#board-3"' in page, "<script" in page
    (True, True, False)
    """
    if not isinstance(games, Sequence) or isinstance(games, str):
        raise TrickcardsError(f"{quote(games)} is not a sequence of boards")
    boards = [_check_game(game) for game in games]
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    look = check_style(style)
    css = _PAGE_STYLE.replace("INK", look.ink).replace("PAPER", look.paper)
    anchors = _board_anchors(boards)
    links = " ".join(f'<a href="#{escape(anchor)}">{escape(text)}</a>' for anchor, text in anchors)
    problems = sum(len(g.errors) for g in boards)
    summary = f"{len(boards)} boards, {problems} problems found"
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            f"<title>{escape(title)}</title>",
            f"<style>{css}</style></head><body>",
            f"<h1>{escape(title)}</h1>",
            f"<p>{summary}</p>",
            f"<nav>{links}</nav>",
            *(_board_section(game, look, anchor) for game, (anchor, _) in zip(boards, anchors, strict=True)),
            "</body></html>",
        ]
    )
