"""Players are named the same way in every game (the table in the guide "Playing any game").

A player is given as itself, as its number (an int or its digits), as its text or name in
any case, and, where the game's players are plain numbers, as its letter A, B, C ... in
any case. Checked for the dealer of ``game.new`` and ``game.sheet`` and for
``state.observation`` in all fifteen games.
"""

from __future__ import annotations

from typing import Any

import pytest

from trickcards import Seat
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import games

GAMES = games()
NAMES = [g.name for g in GAMES]
SHEET_OPTIONS: dict[str, dict[str, object]] = {"brandeln": {"target": 3}}

#: The player type of each game's family, as the guide's table documents it.
FAMILY_TYPES: dict[str, type] = {
    "rubber": Seat,
    "duplicate": Seat,
    "chicago": Seat,
    "partnership-blackout": Seat,
    "cut-throat": Seat,
    "trio": Seat,
    "two-handed": int,
    "two-player-null": int,
    "chinese-bridge": int,
    "helm": int,
    "three-handed": int,
    "towie": int,
    "blackout": int,
    "brandeln": int,
}


def _forms(player: Any, number: int) -> list[object]:
    """Every way of naming ``player`` (the ``number``-th): value, number, digits, text and name in any case, letter."""
    texts = {str(player), str(getattr(player, "name", player))}
    forms: list[object] = [player, number, str(number), f" {number} "]
    forms += [t for text in texts for t in (text, text.lower(), text.upper())]
    if type(player) is int:
        letter = "ABCDEFG"[number]
        forms += [letter, letter.lower()]
    return forms


@pytest.mark.parametrize("name", NAMES)
def test_the_dealer_is_named_the_same_way_in_every_game(name: str) -> None:
    game = next(g for g in GAMES if g.name == name)
    sheet = game.sheet(**SHEET_OPTIONS.get(name, {}))
    for number, player in enumerate(sheet.players):
        for form in _forms(player, number):
            assert game.new(seed=1, dealer=form).start.dealer == player, form
            if name not in ("duplicate", "bridge-bidding"):  # the board's number fixes a duplicate board's dealer
                assert game.sheet(dealer=form, **SHEET_OPTIONS.get(name, {})).next_deal()["dealer"] == player, form


@pytest.mark.parametrize("name", NAMES)
def test_players_are_named_the_same_way_when_observed(name: str) -> None:
    state = next(g for g in GAMES if g.name == name).new(seed=2)
    for number, player in enumerate(state.players):
        seen = state.observation(player)
        for form in _forms(player, number):
            assert state.observation(form) == seen, form


@pytest.mark.parametrize("name", NAMES)
def test_each_family_has_its_documented_player_type(name: str) -> None:
    game = next(g for g in GAMES if g.name == name)
    sheet = game.sheet(**SHEET_OPTIONS.get(name, {}))
    kind = FAMILY_TYPES.get(name)
    if kind is None:  # Bridgette's players are A and B, an IntEnum numbered like the others
        assert all(isinstance(p, int) for p in sheet.players)
        return
    assert all(type(p) is kind for p in sheet.players)


@pytest.mark.parametrize("junk", ["E", "7", 7, -1, True, None, "north-east", ""])
def test_a_name_of_no_player_is_refused_in_one_line(junk: object) -> None:
    with pytest.raises(TrickcardsError, match=r"^[^\n]+$"):
        inputs.player(junk, range(3))


#: The games where single players are vulnerable, and the letters their option keeps.
VULNERABLE_LETTERS = {
    "three-handed": "abc",
    "towie": "abcd",
    "cut-throat": "nesw",
    "two-handed": "ab",
    "two-player-null": "ab",
    "helm": "ab",
    "chinese-bridge": "ab",
}


@pytest.mark.parametrize("name", sorted(VULNERABLE_LETTERS))
def test_a_vulnerable_player_is_named_the_same_way(name: str) -> None:
    game = next(g for g in GAMES if g.name == name)
    state = game.new(seed=3)
    letters = VULNERABLE_LETTERS[name]
    for number, player in enumerate(state.players):
        forms: list[object] = [player, number, str(number), letters[number], letters[number].upper()]
        for form in forms:
            assert game.new(seed=3, vulnerability={form}).start.word("vulnerability") == letters[number], form
