"""The ``vulnerability`` option of the games where single players are vulnerable.

In three-handed bridge, Towie, the cut-throat game and the two-player games each
player is vulnerable or not on his own. Their ``vulnerability`` option takes the set
of vulnerable players in any of the library's forms: their letters as text in any case
(``"AC"``, ``"ac"``), ``"none"``, or a collection of players (their values, letters or
numbers). The option keeps the letters in player order (``"ac"``; ``"none"`` when
nobody is vulnerable), so every form of the same set is the same deal.

>>> read = players_reader("abc")
>>> read({2, "A"}), read("CA"), read(frozenset()), read("None")
('ac', 'ac', 'none', 'none')
>>> vulnerable_set("ac", "abc")
frozenset({0, 2})
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from itertools import combinations
from typing import Final

from attrs import field, frozen

from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import _checked_players, quote
from trickcards.protocol.game import Option

__all__ = ["NOBODY", "PlayersReader", "players_reader", "vulnerability_option", "vulnerable_set"]

NOBODY: Final = "none"
"""The option's value when nobody is vulnerable."""


def _index(player: object, letters: str) -> int | None:
    """The player's number from his value, number (an int or its digit) or letter (any case); ``None`` if none of them."""
    if isinstance(player, bool):
        return None
    if isinstance(player, int):
        return int(player) if 0 <= player < len(letters) else None
    if isinstance(player, str) and len(player.strip(" \t")) == 1:
        word = player.strip(" \t").lower()
        if word.isascii() and word.isdigit():  # his number as text, as every game reads a player
            return _index(int(word), letters)
        found = letters.find(word)
        return found if found >= 0 else None
    letter = getattr(player, "letter", None)  # a Seat
    return _index(letter, letters) if isinstance(letter, str) else None


def _letters(letters: object) -> str:
    """``letters`` if they can name a game's players: 2 to 7 distinct lower-case ASCII letters, in player order."""
    what = "the letters of a game's players"
    _checked_players(letters, what)
    if not (isinstance(letters, str) and letters.isascii() and letters.isalpha() and letters.islower()) or len(
        set(letters)
    ) != len(letters):
        raise TrickcardsError(f"{quote(letters)} is not {what}: expected distinct lower-case letters such as 'abc'")
    return letters


def _check_letters(instance: object, attribute: object, letters: str) -> None:
    _letters(letters)


@frozen
class PlayersReader:
    """The option's reader for players named by ``letters`` (lower case, in player order); picklable.

    A set of players in any form becomes their letters in player order; anything else is
    returned as it is, for the option's check to refuse.
    """

    letters: str = field(validator=_check_letters)

    def __call__(self, value: object) -> object:
        letters = self.letters
        if isinstance(value, str):
            word = value.strip().lower().replace(",", "").replace(" ", "")
            if word in ("", NOBODY):
                return NOBODY
            items: Collection[object] = list(word)
        elif isinstance(value, Collection):
            items = value
        else:
            return value
        found = [_index(item, letters) for item in items]
        if any(n is None for n in found) or len(set(found)) != len(found):
            return value
        chosen = sorted(n for n in found if n is not None)
        return "".join(letters[n] for n in chosen) or NOBODY


def players_reader(letters: str) -> Callable[[object], object]:
    """The option's reader for players named by ``letters`` (a :class:`PlayersReader`)."""
    return PlayersReader(letters)


def vulnerability_option(letters: str, doc: str) -> Option:
    """The ``vulnerability`` option of a game whose players are named ``letters``: every set of them, as letters.

    With more than four players (Towie) the sets are too many to list as choices: the
    game checks the letters against its number of players (:func:`vulnerable_set`).
    """
    letters = _letters(letters)
    choices = [NOBODY]
    for size in range(1, len(letters) + 1):
        choices += ["".join(group) for group in combinations(letters, size)]
    listed = tuple(choices) if len(letters) <= 4 else ()
    return Option("vulnerability", NOBODY, doc, listed, reader=players_reader(letters))


def vulnerable_set(word: str, letters: str) -> frozenset[int]:
    """The numbers of the players the option's value ``word`` names vulnerable."""
    letters = _letters(letters)
    if not isinstance(word, str):
        raise TrickcardsError(f"vulnerability={quote(word)}: expected letters of the players {letters}, or none")
    if word == NOBODY:
        return frozenset()
    if not all(letter in letters for letter in word):
        raise TrickcardsError(f"vulnerability={quote(word)}: expected letters of the players {letters}, or none")
    return frozenset(letters.index(letter) for letter in word)
