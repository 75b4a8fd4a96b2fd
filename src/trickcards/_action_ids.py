"""Action ids: every action a game can ever take, numbered in a fixed order (behind ``Game.actions``).

Each game's actions are a few blocks laid end to end, in the order of the deal's phases;
each block lists its values in their own natural order. The tables cover every option
value and every number of players, so one numbering serves every deal of a game (an
agent's output layer, a mask, a policy table). Cards are always the last block, in
``Card.index`` order. docs/guide/agents.md lists the blocks of every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote

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


# --- the blocks -----------------------------------------------------------------------------


def _cards(deck: str = "standard") -> tuple[Any, ...]:
    from trickcards.deck import PACKS  # noqa: PLC0415  # the tables are built on first use

    return tuple(sorted(PACKS[deck], key=lambda card: card.index))


def _bridge_calls() -> tuple[Any, ...]:
    from trickcards.bridge.calls import CALLS  # noqa: PLC0415

    return CALLS


def _null_bids() -> tuple[Any, ...]:
    from trickcards.bridge.calls import NULL_BIDS  # noqa: PLC0415

    return NULL_BIDS


def _bridge() -> tuple[Any, ...]:
    return (*_bridge_calls(), *_cards())


def _three_handed() -> tuple[Any, ...]:
    return (*_bridge_calls(), *_null_bids(), *_cards())


def _two_player_null() -> tuple[Any, ...]:
    from trickcards.two_player_null.game import Exchange  # noqa: PLC0415

    cards = _cards()
    return (*(Exchange(c) for c in cards), Exchange(), *_bridge_calls(), *_null_bids(), *cards)


def _two_handed() -> tuple[Any, ...]:
    from trickcards.two_handed.game import DUMMIES, DummyBid  # noqa: PLC0415

    calls = _bridge_calls()
    others = tuple(DummyBid(c) for c in calls if not c.is_bid)
    bids = tuple(DummyBid(c, d) for c in calls if c.is_bid for d in DUMMIES)
    return (*others, *bids, *_cards())


def _cutthroat() -> tuple[Any, ...]:
    from trickcards.cutthroat.deal import Answer  # noqa: PLC0415
    from trickcards.seats import Seat  # noqa: PLC0415

    return (*_bridge_calls(), *Seat, *Answer, *_cards())


def _helm() -> tuple[Any, ...]:
    from trickcards.bridge.calls import DOUBLE, PASS, REDOUBLE  # noqa: PLC0415
    from trickcards.helm.game import Announce, SetAside  # noqa: PLC0415
    from trickcards.helm.rules import DENOMINATIONS, HELM_BIDS  # noqa: PLC0415

    cards = _cards("piquet")
    return (
        PASS,
        DOUBLE,
        REDOUBLE,
        *HELM_BIDS,
        *(Announce(d) for d in DENOMINATIONS),
        *(SetAside(c) for c in cards),
        *cards,
    )


def _bridgette() -> tuple[Any, ...]:
    from trickcards.bridgette.calls import BIDS, DOUBLE, PASS, REDOUBLE  # noqa: PLC0415
    from trickcards.game import DRAW  # noqa: PLC0415

    return (DRAW, PASS, DOUBLE, REDOUBLE, *BIDS, *_cards("bridgette"))


def _brandeln() -> tuple[Any, ...]:
    from trickcards.brandeln.calls import BIDS, HOLD, PASS  # noqa: PLC0415
    from trickcards.brandeln.game import Trumps  # noqa: PLC0415
    from trickcards.cards import Suit  # noqa: PLC0415

    return (PASS, HOLD, *BIDS, *(Trumps(s) for s in Suit), *_cards("brandeln"))


def _blackout() -> tuple[Any, ...]:
    from trickcards.blackout.calls import BIDS  # noqa: PLC0415
    from trickcards.blackout.game import Change  # noqa: PLC0415

    return (*BIDS, *(Change(b) for b in BIDS), *_cards())


def _partnership_blackout() -> tuple[Any, ...]:
    from trickcards.partnership_blackout.calls import CALLS  # noqa: PLC0415

    return (*CALLS, *_cards())


_BUILDERS: Final[dict[str, Callable[[], tuple[Any, ...]]]] = {
    "rubber": _bridge,
    "duplicate": _bridge,
    "chicago": _bridge,
    "trio": _bridge,
    "towie": _bridge,
    "chinese-bridge": _bridge,
    "three-handed": _three_handed,
    "two-player-null": _two_player_null,
    "two-handed": _two_handed,
    "cut-throat": _cutthroat,
    "helm": _helm,
    "bridgette": _bridgette,
    "brandeln": _brandeln,
    "blackout": _blackout,
    "partnership-blackout": _partnership_blackout,
}

_TABLES: dict[str, ActionTable] = {}


def table(game: str) -> ActionTable:
    """The action table of the game called ``game`` (its registry name), built once."""
    found = _TABLES.get(game)
    if found is None:
        builder = _BUILDERS.get(game)
        if builder is None:
            raise TrickcardsError(f"{quote(game)} has no action ids: its actions are not numbered yet")
        found = _TABLES[game] = ActionTable(game, builder())
    return found
