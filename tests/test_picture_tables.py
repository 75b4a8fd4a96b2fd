"""What a state's picture says of its table: the title as players write it, dealer, vulnerability, deal number, dummy, letters."""

import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Seat
from trickcards.bridge import Deal, Vulnerability
from trickcards.pictures import deal_svg, state_html, state_svg, state_view
from trickcards.pictures.seating import name_of
from trickcards.pictures.svg import compass_letter
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
