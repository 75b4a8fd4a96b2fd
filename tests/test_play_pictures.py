"""Every game's deal, auction and play draw themselves: every hand and pile, every call, every trick, cards counted."""

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from trickcards import find_game
from trickcards.blackout import BlackoutBidding
from trickcards.bridge.two_player_sheet import contract_text
from trickcards.core.errors import TrickcardsError
from trickcards.pictures import auction_html, auction_svg, play_html, play_svg, state_html, state_svg, state_view
from trickcards.pictures.bridge import _tricks, auction_rows, play_view, trick_rows
from trickcards.pictures.deals import deal_parts, game_deal_svg
from trickcards.protocol.game import games, random_actions

GAMES = [game.name for game in games()]


def play_after(name: str, steps: int) -> Any:
    """The play of a deal after ``steps`` random actions (``None`` before the play has begun)."""
    game = next(game for game in games() if game.name == name)
    return getattr(random_actions(game.new(seed=11), random.Random(steps), steps), "play", None)


def cards_drawn(svg: str) -> int:
    ET.fromstring(svg)  # well-formed
    return svg.count('class="card"')


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("steps", [30, 1000])
def test_every_play_draws_every_card_it_holds(name: str, steps: int) -> None:
    play = play_after(name, steps)
    if play is None:
        pytest.skip("this deal was passed out")
    view = play_view(play)
    held = sum(len(holder.hand) for holder in view.holders if holder.hand is not None)
    piles = sum(len(pile.cards) for holder in view.holders for pile in holder.piles)
    assert cards_drawn(play_svg(play)) == held + piles + len(view.trick)
    assert play._repr_svg_() == play_svg(play)
    assert play._repr_html_() == play_html(play)
    assert len(repr(play)) < 100
    head, rows = trick_rows(play)
    assert len(head) == len(view.holders) + 3
    assert sum(len(cell.split()) for row in rows for cell in row[2:-1]) == sum(len(t.cards) for t in _tricks(play))
    assert play_html(play).count("<tr") == len(rows) + 1


def test_a_bridgette_play_names_its_players_and_counts_the_colons() -> None:
    play = play_after("bridgette", 30)
    view = play_view(play)
    assert [holder.name for holder in view.holders] == ["A", "B"]
    assert view.notes[-1].startswith("Tricks won: A ")
    over = play_after("bridgette", 1000)
    assert [holder.name for holder in play_view(over).holders] == ["A", "B"]  # named after the play, too


def test_a_play_of_thirteen_tricks_lists_each_trick_with_its_winner() -> None:
    play = play_after("partnership-blackout", 1000)
    head, rows = trick_rows(play)
    assert head == ["#", "Lead", "West", "North", "East", "South", "Won by"]
    assert len(rows) == 13
    assert all(row[-1] in head[2:-1] for row in rows)


def test_a_helm_play_draws_the_reserves_beside_the_hands() -> None:
    view = play_view(play_after("helm", 30))
    assert [pile.name for holder in view.holders for pile in holder.piles] == ["Reserve", "Reserve"]


def test_only_a_play_is_drawn_as_one() -> None:
    with pytest.raises(TrickcardsError, match="is not a play"):
        play_svg("4S by N")  # type: ignore[arg-type]


# Where each game keeps its auction or bidding round, for the games whose auction is not bridge's.
AUCTIONS = {
    "bridgette": "auction",
    "brandeln": "auction",
    "helm": "auction",
    "blackout": "bidding",
    "partnership-blackout": "bidding",
    "cut-throat": "doubling",
}


@pytest.mark.parametrize("name", sorted(AUCTIONS))
@pytest.mark.parametrize("steps", [6, 1000])
def test_every_games_auction_is_a_bidding_table_with_every_call(name: str, steps: int) -> None:
    game = next(game for game in games() if game.name == name)
    rng = random.Random(steps)
    state = random_actions(game.new(seed=11), rng, steps)
    while getattr(state, AUCTIONS[name], None) is None and not state.is_over:  # a doubling round comes later
        state = random_actions(state, rng, 1)
    auction = getattr(state, AUCTIONS[name])
    assert auction is not None
    head, rows, last = auction_rows(auction)
    calls = tuple(getattr(auction, "calls", None) or getattr(auction, "bids", None) or ())
    assert sum(1 for row in rows for cell in row if cell) == len(calls)
    assert all(len(row) == len(head) for row in rows)
    assert auction._repr_svg_() == auction_svg(auction)
    assert auction._repr_html_() == auction_html(auction)
    assert last in auction_svg(auction)
    assert len(repr(auction)) < 200


def test_a_blackout_bidding_starts_at_the_dealers_left() -> None:
    bidding = BlackoutBidding(players=4, dealer=2, tricks=7).add(1).add(0)
    assert auction_rows(bidding) == (
        ["D", "A", "B", "C"],
        [["1", "0", "", ""]],
        "The auction goes on",
    )


# Where each game keeps its deal value, for the games whose deal is not bridge's.
DEALS = {
    "bridgette": "exchange",
    "chinese-bridge": "deal",
    "blackout": "deal",
    "helm": "deal",
    "three-handed": "cards",
    "towie": "cards",
}


@pytest.mark.parametrize("name", sorted(DEALS))
def test_every_games_deal_draws_every_card_face_up(name: str) -> None:
    game = next(game for game in games() if game.name == name)
    deal = getattr(game.new(seed=11), DEALS[name])
    hands, piles, centre = deal_parts(deal)
    face_up = sum(len(hand) for hand in hands[:4]) + sum(len(pile.cards) for row in piles[:4] for pile in row)
    face_up += sum(len(pile.cards) for pile in centre)
    assert cards_drawn(deal._repr_svg_()) == face_up
    assert deal._repr_svg_() == game_deal_svg(deal)
    assert len(repr(deal)) < 200
    assert "\n" not in repr(deal)


def test_only_a_games_deal_is_drawn_as_one() -> None:
    with pytest.raises(TrickcardsError, match="is not a game's deal"):
        game_deal_svg("N:AKQ")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["towie", "trio", "three-handed", "cut-throat", "two-handed", "duplicate"])
def test_a_state_marks_the_hand_that_plays_next(name: str) -> None:
    # Where the play seats hands apart from players, the mark goes to the seat that plays, not the player's number.
    game = next(game for game in games() if game.name == name)
    state: Any = random_actions(game.new(seed=11), random.Random(30), 30)
    assert state.phase == "play"
    marked = [index for index, holder in enumerate(state_view(state).holders) if "to move" in holder.marks]
    assert marked == [int(state.play.next_player)]


@pytest.mark.parametrize("name", ["helm", "chinese-bridge"])
def test_two_player_contracts_name_the_declarer_a_or_b_not_a_seat(name: str) -> None:
    """Helm and Chinese bridge store A's contract under North, B's under East: every picture says A or B."""
    for seed in range(6):
        state: Any = find_game(name).new(seed=seed, dealer=seed % 2)
        rng = random.Random(seed)
        while not state.is_over:
            state = state.apply(rng.choice(list(state.legal_actions())))
        declarer = state.result.declarer
        if declarer is None:
            continue
        letter = "AB"[declarer]
        # Helm's play knows no contract; Chinese bridge's auction is contract bridge's, drawn in the state.
        pictures = [state_svg(state), state_html(state)]
        pictures += [auction_svg(state.auction)] if name == "helm" else [play_svg(state.play), play_html(state.play)]
        for picture in pictures:
            assert f" by {letter}" in picture
            assert re.search(r" by [NESW]\b", picture) is None
        assert f" by {letter}," in str(state.result)
        assert f"{contract_text(state.result.contract)} " in repr(state.play) or name == "helm"
