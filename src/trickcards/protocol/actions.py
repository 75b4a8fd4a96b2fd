"""Action ids: every action a game can ever take, numbered in a fixed order (behind ``Game.actions``).

Each game declares its actions (``Game(numbered_actions=...)``, in its own ``game``
module): a few blocks laid end to end, in the order of the deal's phases, each block
listing its values in their own natural order. The tables cover every option
value and every number of players, so one numbering serves every deal of a game (an
agent's output layer, a mask, a policy table). Cards are always the last block, in
``Card.index`` order. docs/guide/agents.md lists the blocks of every game.
"""

from __future__ import annotations

from typing import Any

from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import quote

__all__: list[str] = []


class ActionTable:
    """The numbered actions of one game, with the lookups an agent's inner loop needs."""

    __slots__ = ("actions", "by_id", "by_text", "game", "index", "types")

    def __init__(self, game: str, actions: tuple[Any, ...]) -> None:
        self.game = game
        self.actions: tuple[Any, ...] = actions
        self.index: dict[Any, int] = {}
        self.by_text: dict[str, int] = {}
        for number, action in enumerate(actions):
            text = str(action)
            if action in self.index or text in self.by_text:
                raise TrickcardsError(f"{game}: the action {quote(text)} is listed twice")
            self.index[action] = number
            self.by_text[text] = number
            self.by_text.setdefault(_folded(text), number)
        self.types: tuple[type, ...] = tuple(dict.fromkeys(type(a) for a in actions))
        # Cards, calls and seats are interned: found by identity, they skip a Python __hash__
        # and __eq__ per lookup. The table keeps them alive, so no other object shares an id.
        self.by_id: dict[int, int] = {id(action): number for number, action in enumerate(actions)}

    def ids(self, actions: tuple[Any, ...]) -> list[int]:
        """The ids of ``actions`` (each one of this game's), in their order."""
        found: list[Any] = list(map(self.by_id.get, map(id, actions)))
        if None in found:  # an action built anew (not interned): found by value
            found = [self.index[action] for action in actions]
        return found

    def id_of(self, action: object) -> int:
        """The id of ``action`` (a value or its text), or raise naming the game."""
        try:
            found = self.index.get(action)
        except TypeError:  # an unhashable value cannot be an action
            found = None
        # The type must match too: an int is not the seat or number it equals.
        if found is not None and type(self.actions[found]) is type(action):
            return found
        if isinstance(action, str):
            return self._id_of_text(action)
        raise TrickcardsError(f"{quote(action)} is not an action of {self.game}: see the game's actions")

    def _id_of_text(self, text: str) -> int:
        found = self.by_text.get(text)
        if found is None:
            found = self.by_text.get(_folded(text))
        if found is not None:
            return found
        # Other spellings the action types read (♠A, "10S", "1 NT", "Trumps spades", ...).
        for kind in self.types:
            parse = getattr(kind, "parse", None)
            if parse is None:
                continue
            try:
                value = parse(text)
            except TrickcardsError:
                continue
            found = self.index.get(value)
            if found is not None:
                return found
        raise ParseError(f"{quote(text)} is not the text of an action of {self.game}: see the game's actions")


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


# --- the block every game ends with ---------------------------------------------------------


def cards_in_index_order(deck: str = "standard") -> tuple[Any, ...]:
    """The cards of the named pack in :attr:`Card.index <trickcards.Card.index>` order: every game's last block."""
    from trickcards.core.deck import PACKS  # noqa: PLC0415  # the tables are built on first use

    return tuple(sorted(PACKS[deck], key=lambda card: card.index))
