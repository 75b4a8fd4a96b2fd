"""Pictures of every value: every game's state (cards counted), auctions, plays, boards, sheets, styles, commands."""

import importlib
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from trickcards import Deck, Hand, Seat, Trick
from trickcards.blackout.schedule import Schedule
from trickcards.bridge import Auction, Contract, Deal, Play, RubberScoreSheet, Vulnerability
from trickcards.bridge.tables import RUBBER_MODERN, TABLES
from trickcards.cli import main
from trickcards.core.errors import TrickcardsError
from trickcards.lin import read_lin
from trickcards.pbn import read_pbn
from trickcards.pictures import (
    DARK,
    FOUR_COLOUR,
    Style,
    auction_html,
    auction_svg,
    board_html,
    cards_svg,
    deal_diagram,
    deal_svg,
    hand_lines,
    hand_svg,
    pad_html,
    pad_svg,
    play_html,
    play_svg,
    report_html,
    sheet_html,
    sheet_svg,
    state_html,
    state_svg,
    state_view,
)
from trickcards.protocol.game import find_game, games, random_actions
from trickcards.towie import TowieSheet

RECORDS = Path(__file__).parent / "data" / "records"
DEAL = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
GAMES = [game.name for game in games()]
STEPS = (0, 7, 30, 1000)  # the start, the auction or exchange, the play, the end


def cards_drawn(svg: str) -> int:
    ET.fromstring(svg)  # well-formed
    return svg.count('class="card"')


def state_after(name: str, steps: int) -> Any:
    game = next(game for game in games() if game.name == name)
    return random_actions(game.new(seed=11), random.Random(steps), steps)


def test_a_bridgette_hand_of_13_is_drawn_with_13_cards_colons_included() -> None:
    hand = Hand.parse("AK75.Q9.J84.63+RL")
    assert len(hand) == 13
    assert cards_drawn(hand_svg(hand)) == 13
    assert cards_drawn(hand._repr_svg_()) == 13
    lines = hand_lines(hand)
    assert lines[-1] == "+ Royal Little"
    assert sum(len(line.split()) - 1 for line in lines) == 13


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("steps", STEPS)
def test_every_state_draws_every_card_it_shows(name: str, steps: int) -> None:
    state = state_after(name, steps)
    view = state_view(state)
    held = sum(len(h.hand) for h in view.holders if h.hand is not None)
    piles = sum(len(p.cards) for h in view.holders for p in h.piles) + sum(len(p.cards) for p in view.centre)
    assert cards_drawn(state_svg(state)) == held + piles + len(view.trick)
    assert cards_drawn(state._repr_svg_()) == held + piles + len(view.trick)
    assert state._repr_html_().startswith('<div class="trickcards-state" style="font-family:')
    assert len(repr(state)) < 100


@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("steps", STEPS)
def test_blackout_for_five_to_seven_draws_every_player_and_every_card(players: int, steps: int) -> None:
    game = next(game for game in games() if game.name == "blackout")
    state: Any = random_actions(game.new(seed=11, players=players), random.Random(steps), steps)
    view = state_view(state)
    assert [h.name for h in view.holders] == list("ABCDEFG"[:players])
    held = sum(len(h.hand) for h in view.holders if h.hand is not None)
    if state.play is None or state.is_over:  # every card dealt is in a hand, the turn-up beside them
        assert held == players * len(state.deal.hands[0])
    svg = state_svg(state)
    assert cards_drawn(svg) == held + 1 + len(view.trick)  # the hands, the turn-up, the trick
    assert all(f">{h.name}" in svg for h in view.holders)
    assert cards_drawn(state_svg(state, observer=0)) >= len(view.holders[0].hand or ())


def test_a_bridge_deal_drawn_at_the_start_holds_52_cards_and_a_finished_one_too() -> None:
    assert cards_drawn(state_svg(state_after("duplicate", 0))) == 52
    over = state_after("duplicate", 1000)
    assert over.is_over
    if over.play is not None:
        assert cards_drawn(state_svg(over)) == 52


@pytest.mark.parametrize("name", GAMES)
def test_an_observer_sees_their_own_hand_and_backs_for_the_others(name: str) -> None:
    state = state_after(name, 0)
    observer = state.players[0]
    view = state_view(state, observer=observer)
    assert view.holders[0].hand is not None
    svg = state_svg(state, observer=observer)
    hidden = sum(h.size for h in view.holders if h.hand is None)
    assert hidden > 0
    assert svg.count('class="back"') >= hidden


def test_an_observer_must_be_a_player() -> None:
    with pytest.raises(TrickcardsError, match="is not a player of duplicate"):
        state_view(state_after("duplicate", 0), observer="Z")
    assert state_view(state_after("duplicate", 0), observer="N").holders[0].hand is not None


def test_the_exposed_dummy_is_seen_by_everyone() -> None:
    state = state_after("duplicate", 30)
    assert state.phase == "play"
    dummy = int(state.play.dummy)
    others = [p for p in state.players if int(p) not in (dummy, int(state.play.declarer))]
    view = state_view(state, observer=others[0])
    assert view.holders[dummy].hand is not None


def test_the_auction_is_a_bidding_table_west_first() -> None:
    auction = Auction.parse("E: 1S P 4S P P P")
    root = ET.fromstring(auction_svg(auction))
    words = " ".join("".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert words.index("West") < words.index("North") < words.index("East") < words.index("South")
    assert "Contract 4♠ by E" in words
    assert "<table" in auction._repr_html_() == auction_html(auction)
    assert auction._repr_svg_() == auction_svg(auction)


def test_a_play_shows_the_trick_in_progress_and_every_trick_played() -> None:
    play = Play(deal=DEAL, contract=Contract.parse("3NTN"))
    for card in ("SJ", "S5", "S3", "SA", "HK"):
        play = play.play(card)
    assert cards_drawn(play_svg(play)) == 52 - 4
    html = play_html(play)
    assert html.count("<tr>") == 1 + 2  # the heads, the complete trick, the trick going on
    assert play._repr_svg_() == play_svg(play)


def test_a_board_shows_diagram_auction_play_result_scores_and_problems() -> None:
    game = read_pbn((RECORDS / "comments.pbn").read_text(encoding="utf-8"), strict=False)[0]
    html = game._repr_html_()
    assert html == board_html(game)
    assert "Problems found" in html
    assert html.count('class="card"') == 52
    assert "Score: recorded" in html
    assert len(repr(game)) < 120


def test_the_report_of_a_lin_file_has_every_board() -> None:
    boards = read_lin((RECORDS / "online-board.lin").read_text(encoding="utf-8"), strict=False)
    page = report_html(boards, title="online")
    assert page.count('<section class="trickcards-board"') == len(boards)
    assert page.count('class="card"') == 52 * len(boards)
    assert "<script" not in page
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # nothing fetched


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_the_turn_up_lies_once_in_the_middle_of_a_square_and_of_a_two_row_table(players: int) -> None:
    state = find_game("blackout").new(seed=1, players=players)
    (centre,) = state_view(state).centre
    svg = state_svg(state)
    piles = re.findall(
        r'<text x="([0-9.]+)" y="[0-9.]+" text-anchor="middle"><tspan font-size="12px">([^<]*)</tspan>', svg
    )
    assert [name for _, name in piles] == [centre.name]
    width = float(re.findall(r'viewBox="0 0 ([0-9.]+) ', svg)[0])
    assert 0.2 * width < float(piles[0][0]) < 0.8 * width  # in the middle, whichever table is drawn


def _ids_and_links(page: str) -> tuple[list[str], list[str]]:
    return re.findall(r'\bid="([^"]*)"', page), re.findall(r'href="#([^"]*)"', page)


_DEAL_TAG = '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'


@pytest.mark.parametrize(
    "text",
    [
        (RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"),  # both rooms of every board
        "\n".join(f'[Board "{n}"]\n{_DEAL_TAG}' for n in (3, 3, 3, 1)),  # no rooms
        "\n".join(f'[Board "5"]\n[Room "{room}"]\n{_DEAL_TAG}' for room in ("Open", "2", "Open", "", "Open")),
        "\n".join([_DEAL_TAG, _DEAL_TAG, '[Board "3"]\n' + _DEAL_TAG]),  # boards without a number, at lines 1 and 3
    ],
    ids=["two-rooms", "no-rooms", "rooms-clash", "unnumbered"],
)
def test_a_report_gives_every_board_its_own_anchor_and_every_link_one(text: str) -> None:
    boards = read_pbn(text, strict=False)
    page = report_html(boards)
    ids, links = _ids_and_links(page)
    assert len(ids) == len(set(ids)) == len(boards)
    assert links == ids  # the index links each board once, in order, and every link lands
    assert _ids_and_links(report_html(read_pbn(text, strict=False)))[0] == ids  # the same file, the same ids


def test_report_anchors_keep_the_board_number_and_name_the_room() -> None:
    boards = read_pbn((RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"), strict=False)[:4]
    page = report_html(boards)
    assert _ids_and_links(page)[0] == ["board-1", "board-1-closed", "board-2", "board-2-closed"]
    assert '<a href="#board-1-closed">1 Closed</a>' in page
    assert 'id="board-1"' in board_html(boards[1])  # a board drawn alone keeps its number's anchor
    alone = report_html(read_pbn(f'[Board "4"]\n{_DEAL_TAG}'))
    assert '<a href="#board-4">4</a>' in alone
    unnumbered = report_html(read_pbn("\n".join([_DEAL_TAG, _DEAL_TAG, '[Board "3"]\n' + _DEAL_TAG])))
    assert _ids_and_links(unnumbered)[0] == ["line-1", "line-3", "board-3"]


def test_the_html_command_and_diagram_of_a_board_of_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "report.html"
    assert main(["html", str(RECORDS / "online-board.lin"), "-o", str(report)]) == 0
    assert "boards" in capsys.readouterr().out
    assert report.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert main(["diagram", str(RECORDS / "online-board.lin"), "--board", "2", "--ascii"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Board 2")
    assert out.isascii()
    assert main(["diagram", str(RECORDS / "online-board.lin"), "--board", "99"]) == 2


def test_ascii_diagrams_are_ascii_even_with_a_void() -> None:
    deal = Deal.parse("N:AKQJT98765432... -.AKQJT98765432.. -..AKQJT98765432. -...AKQJT98765432")
    text = deal_diagram(deal, board=1, dealer=Seat.NORTH, vulnerability=Vulnerability.NONE, symbols=False)
    assert text.isascii()
    assert "—" in deal_diagram(deal)


def test_ranks_are_spaced_and_the_dealer_and_vulnerability_marked() -> None:
    svg = deal_svg(DEAL, dealer=Seat.SOUTH, vulnerability=Vulnerability.EW)
    assert ">10<" in svg
    assert "1098" not in svg
    assert "South (dealer)" in svg
    assert "East (vul)" in svg
    assert svg.count('class="vulnerable"') == 2
    assert "S*" not in svg


def test_styles_change_the_look_not_the_cards() -> None:
    plain = deal_svg(DEAL)
    for style in (DARK, FOUR_COLOUR, Style(symbols=False), Style(scale=2), Style(hcp=True)):
        assert cards_drawn(deal_svg(DEAL, style=style)) == 52
    assert DARK.paper in deal_svg(DEAL, style=DARK)
    assert FOUR_COLOUR.suit_colours[0] in deal_svg(DEAL, style=FOUR_COLOUR)
    assert "♠" not in deal_svg(DEAL, style=Style(symbols=False))
    assert 'width="' in plain
    assert "HCP" in deal_svg(DEAL, style=Style(hcp=True))
    with pytest.raises(TrickcardsError, match="is not a picture scale"):
        Style(scale=0)
    with pytest.raises(TrickcardsError, match="is not a picture Style"):
        deal_svg(DEAL, style="dark")  # type: ignore[arg-type]


def test_sheets_have_short_reprs_and_pictures() -> None:
    assert len(repr(RubberScoreSheet())) < 300
    assert all("\n" not in repr(table) and len(repr(table)) < 200 for table in TABLES)
    assert repr(RUBBER_MODERN).startswith("<ScoringTable rubber")
    sheet = RubberScoreSheet().record("4SN", 10)
    assert pad_svg(sheet) == sheet_svg(sheet)  # type: ignore[arg-type]
    assert pad_html(sheet) == sheet_html(sheet)  # type: ignore[arg-type]
    assert ">We<" in pad_svg(sheet.entries, 1)
    assert "d1" in pad_svg(sheet.entries, 1)


def test_every_ledger_sheet_draws_itself() -> None:
    sheet = TowieSheet()
    assert sheet_svg(sheet).startswith("<svg")
    assert sheet._repr_svg_() == sheet_svg(sheet)
    assert "<pre" in sheet._repr_html_()
    with pytest.raises(TrickcardsError, match="is not a score sheet that draws itself"):
        sheet_svg(3)


def test_the_sheet_commands_write_html(tmp_path: Path) -> None:
    deals = tmp_path / "rubber.txt"
    deals.write_text("4SN 10\n3NTE 9\n", encoding="utf-8")
    page = tmp_path / "pad.html"
    assert main(["rubber", str(deals), "--html", str(page)]) == 0
    assert "<table" in page.read_text(encoding="utf-8")


def test_state_html_has_the_bidding_table_once_bidding_began() -> None:
    state = state_after("duplicate", 7)
    assert "trickcards-auction" in state_html(state)


def test_decks_and_tricks_draw_every_card_and_decks_have_a_short_repr() -> None:
    deck = Deck.bridgette()
    assert cards_drawn(deck._repr_svg_()) == 55
    assert eval(repr(deck), {"Deck": Deck}) == deck
    assert len(repr(Deck.standard())) < 200
    trick = Trick.parse("N: S5 SK H2 SA")
    assert cards_drawn(trick._repr_svg_()) == 4
    assert cards_drawn(cards_svg(list(deck.cards[:5]))) == 5


SHEETS = (
    "trickcards.bridge:RubberScoreSheet",
    "trickcards.bridge:ChicagoScoreSheet",
    "trickcards.bridgette:BridgetteScoreSheet",
    "trickcards.brandeln:BrandelnScoreSheet",
    "trickcards.blackout:BlackoutScoreSheet",
    "trickcards.partnership_blackout:PartnershipBlackoutScoreSheet",
    "trickcards.cutthroat.sheet:CutthroatSheet",
    "trickcards.towie.sheet:TowieSheet",
    "trickcards.trio.sheet:TrioSheet",
    "trickcards.helm.sheet:HelmSheet",
    "trickcards.three_handed.sheet:ThreeHandedSheet",
    "trickcards.bridge.two_player_sheet:TwoPlayerSheet",
)


@pytest.mark.parametrize("where", SHEETS)
def test_every_game_sheet_draws_itself_with_a_short_repr(where: str) -> None:
    module, _, name = where.partition(":")
    kind = getattr(importlib.import_module(module), name)
    arguments = {"BrandelnScoreSheet": (10,), "BlackoutScoreSheet": (Schedule(players=4),)}
    sheet = kind(*arguments.get(name, ()))
    assert cards_drawn(sheet._repr_svg_()) == 0
    assert sheet_svg(sheet) == sheet._repr_svg_()
    assert sheet_html(sheet) == sheet._repr_html_()
    assert len(repr(sheet)) < 400


def test_before_the_play_an_observer_sees_only_what_is_face_up() -> None:
    view = state_view(state_after("two-handed", 0), observer=0)
    assert [h.name for h in view.holders] == ["A", "B", "Open dummy", "Closed dummy"]
    assert [h.hand is not None for h in view.holders] == [True, False, True, False]


@pytest.mark.parametrize("game", [g for g in games() if g.sheet_factory is not None], ids=lambda g: g.name)
def test_a_match_draws_its_current_deal_and_its_sheet(game: Any) -> None:
    match = game.match(seed=4, **({"target": 10} if game.name == "brandeln" else {}))
    rng = random.Random(4)
    for _ in range(40):
        if match.is_over:
            break
        match = match.apply(rng.choice(match.legal_actions()))
    svg = match._repr_svg_()
    assert svg == state_svg(match)
    assert f">Deal {match.deals_played + 1}" in svg  # the number of the deal, known in a match
    ET.fromstring(svg)  # well-formed
    html = match._repr_html_()
    assert state_html(match.deal) in html
    assert sheet_html(match.sheet) in html
    assert f"Deal {match.deals_played + 1} of the match" in html
