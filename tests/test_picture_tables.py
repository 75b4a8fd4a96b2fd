"""What a state's picture says of its table: the title as players write it, dealer, vulnerability, deal number, dummy, letters."""

import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Seat
from trickcards.bridge import Contract, Deal, Play, Vulnerability
from trickcards.pictures import CLASSIC, deal_svg, play_html, state_html, state_svg, state_view, tricks_html, tricks_svg
from trickcards.pictures.bridge import _rules, _tricks, trick_marks, trick_rows
from trickcards.pictures.seating import name_of
from trickcards.pictures.svg import _card_label, compass_letter
from trickcards.protocol.game import find_game, games, random_actions
from trickcards.protocol.registry import find_variant

GAMES = [game.name for game in games()]
DEAL = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")


def played(name: str, steps: int, seed: int = 5, **options: Any) -> Any:
    return random_actions(find_game(name).new(seed=seed, **options), random.Random(steps), steps)


def compass_texts(svg: str) -> list[str]:
    """The letters drawn on the sides of the table (the dealer's small ``D`` after his letter)."""
    return [re.sub(r"<[^>]+>", "", m) for m in re.findall(r'<text class="compass"[^>]*>(.*?)</text>', svg)]


@pytest.mark.parametrize("name", GAMES)
def test_a_state_is_titled_with_the_games_registered_title(name: str) -> None:
    state = played(name, 30)
    title = find_variant(name).title
    assert state_view(state).title == f"{title} · {state.phase}"
    assert f"<title>{title} · {state.phase}</title>" in state_svg(state)


def test_bridgette_is_written_with_a_capital() -> None:
    state = played("bridgette", 30)
    assert state_view(state).title == "Bridgette · play"
    assert "bridgette ·" not in state_html(state)


@pytest.mark.parametrize("name", GAMES)
@examples(50)
@given(seed=st.integers(0, 500), steps=st.sampled_from([0, 10, 30, 1000]))
def test_the_dealer_is_marked_and_named_in_every_state(name: str, seed: int, steps: int) -> None:
    state = played(name, steps, seed)
    view = state_view(state)
    dealer = next(p for p in state.players if p == state.start.dealer)
    marked = [holder for holder in view.holders if "dealer" in holder.marks]
    assert [holder.name.split(" (")[0] for holder in marked] == [name_of(dealer)]
    assert f"Dealer {name_of(dealer)}" in view.notes[0]
    assert view.dealer == view.holders.index(marked[0])


@pytest.mark.parametrize(
    ("name", "options", "vulnerable"),
    [
        ("rubber", {"vulnerability": "ns"}, ["North", "South"]),
        ("duplicate", {"vulnerability": "both"}, ["North", "East", "South", "West"]),
        ("towie", {"vulnerability": "b"}, ["B"]),
        ("chinese-bridge", {"vulnerability": "a"}, ["A"]),
        ("rubber", {"vulnerability": "none"}, []),
    ],
)
def test_the_vulnerable_players_are_marked_on_their_sides_and_named(
    name: str, options: dict[str, Any], vulnerable: list[str]
) -> None:
    state = find_game(name).new(seed=2, **options)
    view = state_view(state)
    marked = [holder.name for holder in view.holders if "vul" in holder.marks]
    assert marked == vulnerable
    assert [view.holders[i].name for i in view.vulnerable] == vulnerable
    assert view.notes[0].endswith("Vulnerable: " + (", ".join(vulnerable) or "none"))
    assert state_svg(state).count('class="vulnerable"') == len([i for i in view.vulnerable if i < 4])


def test_a_game_without_vulnerability_says_nothing_of_it() -> None:
    for name in ("bridgette", "blackout", "brandeln", "partnership-blackout"):
        assert "Vulnerable" not in state_view(played(name, 0)).notes[0]


def test_a_match_numbers_the_deal_being_played() -> None:
    match = find_game("rubber").match(seed=1)
    first = match.deal.start.dealer
    for action in ("1NT", "Pass", "Pass", "Pass"):
        match = match.apply(action)
    while match.deals_played == 0:
        match = match.apply(match.legal_actions()[0])
    assert match.deal.start.dealer == first.lho  # the deal passes to the left
    assert state_view(match).notes[0].startswith(f"Deal 2 · Dealer {name_of(first.lho)}")
    assert state_view(match.deal).notes[0].startswith("Dealer ")  # a deal alone does not know its number


@pytest.mark.parametrize("name", ["rubber", "duplicate", "chicago", "two-handed", "three-handed", "trio"])
def test_the_dummy_is_marked_once_the_play_begins(name: str) -> None:
    for seed in range(40):
        state = played(name, 30, seed)
        play = getattr(state, "play", None)
        if play is not None and play.seating.dummies:
            break
    else:
        pytest.skip(f"no play of {name} in 40 seeds")
    view = state_view(state)
    for index in play.seating.dummies:
        holder = view.holders[int(index)]
        assert "dummy" in holder.marks or "dummy" in holder.name.lower()
    assert "(dummy)" in state_svg(state) or "dummy" in state_svg(state).lower()


def test_no_dummy_is_marked_during_the_auction() -> None:
    assert all("dummy" not in h.marks for h in state_view(find_game("rubber").new(seed=1)).holders)


def test_the_deals_table_shows_the_compass_letters_and_the_dealer() -> None:
    svg = deal_svg(DEAL, board=1, dealer=Seat.EAST, vulnerability=Vulnerability.NS)
    assert sorted(compass_texts(svg)) == ["ED", "N", "S", "W"]


@pytest.mark.parametrize("name", GAMES)
def test_every_games_table_letters_its_players(name: str) -> None:
    state = played(name, 0)
    view = state_view(state)
    letters = compass_texts(state_svg(state))
    expected = [compass_letter(h.name) + ("D" if i == view.dealer else "") for i, h in enumerate(view.holders)]
    assert sorted(letters) == sorted(label for label in expected if label)


def test_a_named_hand_has_no_letter() -> None:
    assert [compass_letter(n) for n in ("West", "West (East plays)", "C", "Booby", "open dummy", "Hand 4")] == [
        "W",
        "W",
        "C",
        "",
        "",
        "",
    ]


def marked_cells(picture: str, kind: str) -> list[str]:
    """The text of every word marked ``kind`` (``lead``, ``win``) in an SVG or HTML trick table."""
    found = re.findall(rf'<t?span class="[^"]*\b{kind}\b[^"]*"[^>]*>(.*?)</t?span>(?=\s|<)', picture)
    return [re.sub(r"<[^>]+>", "", text) for text in found]


@pytest.mark.parametrize("name", GAMES)
@examples(50)
@given(seed=st.integers(0, 300), steps=st.sampled_from([20, 45, 1000]))
def test_each_trick_marks_its_lead_and_once_complete_its_winner_in_svg_and_html(
    name: str, seed: int, steps: int
) -> None:

    state = played(name, steps, seed)
    play = getattr(state, "play", None)
    if play is None or not _tricks(play):
        return
    tricks = _tricks(play)
    head, rows = trick_rows(play)
    marks = trick_marks(play)
    rules = _rules(play)
    for row, trick in enumerate(tricks):
        leads = [(at, w) for at, words in marks.items() if at[0] == row for w, m in words.items() if "lead" in m]
        wins = [(at, w) for at, words in marks.items() if at[0] == row for w, m in words.items() if "win" in m]
        assert len(leads) == 1
        (column, word) = leads[0][0][1], leads[0][1]
        assert head[column] == rows[row][1]  # the lead sits under the player the row says led
        assert rows[row][column].split(" ")[word] == _card_label(trick.cards[0], CLASSIC)
        if trick.is_complete:
            assert len(wins) == 1
            assert head[wins[0][0][1]] == rows[row][-1]  # the winning card sits under the player who won
            winner = trick.cards[rules.winner_position(trick.cards)]
            assert rows[row][wins[0][0][1]].split(" ")[wins[0][1]] == _card_label(winner, CLASSIC)
        else:
            assert wins == []
    complete = sum(trick.is_complete for trick in tricks)
    for picture in (tricks_svg(play), tricks_html(play)):
        assert len(marked_cells(picture, "lead")) == len(tricks)
        assert len(marked_cells(picture, "win")) == complete


def test_the_lead_is_underlined_and_the_winner_bold_alike_in_svg_and_html() -> None:

    play = Play(deal=DEAL, contract=Contract.parse("3NTN"))
    for card in ("SJ", "S5", "S3", "SA", "HK"):
        play = play.play(card)
    svg, html = tricks_svg(play), tricks_html(play)
    assert '<tspan class="lead" text-decoration="underline">' in svg
    assert '<tspan class="win" font-weight="bold">' in svg
    assert '<span class="lead" style="text-decoration:underline">' in html
    assert '<span class="win" style="font-weight:bold">' in html
    assert marked_cells(svg, "lead") == marked_cells(html, "lead") == ["♠J", "♥K"]
    assert marked_cells(svg, "win") == marked_cells(html, "win") == ["♠A"]
    assert tricks_html(play) in play_html(play)
