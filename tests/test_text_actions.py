"""Actions given as text read as their values: the exact-text tables change no state and no error.

The small action sets (calls, bid changes, trump declarations, exchanges, ...) are read
by table lookup before the full parsers; these properties check, for every game, that a
text gives the same state as its value and, table or not, the same state or the same
error (class and message) as the full parsers alone.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterator
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import DealState, Game, games
from trickcards.strategies import game_states

GAMES = games()
NAMES = [g.name for g in GAMES]

TABLES: tuple[dict[str, Any], ...] = tuple(
    getattr(importlib.import_module(f"trickcards.{module}"), name)
    for module, name in (
        ("blackout.calls", "_TEXTS"),
        ("blackout.game", "_CHANGE_TEXTS"),
        ("brandeln.calls", "_TEXTS"),
        ("brandeln.game", "_TRUMPS_TEXTS"),
        ("bridgette.calls", "_TEXTS"),
        ("cutthroat.game", "_PARTNER_TEXTS"),
        ("helm.auction", "_CALL_TEXTS"),
        ("helm.game", "_ANNOUNCE_TEXTS"),
        ("helm.game", "_SET_ASIDE_TEXTS"),
        ("partnership_blackout.calls", "_TEXTS"),
        ("two_handed.game", "_DUMMY_BID_TEXTS"),
        ("two_player_null.game", "_EXCHANGE_TEXTS"),
    )
)
"""Every exact-text table of an action set read before its full parser, each holding the canonical texts."""

CALL_TEXTS: dict[str, Any] = importlib.import_module("trickcards.bridge.calls")._CALL_TEXTS
"""The bridge calls' table, older, with more spellings than ``str(call)``: emptied with the others."""


@contextlib.contextmanager
def full_parsers() -> Iterator[None]:
    """Every exact-text table emptied for the duration: each text goes through its full parser."""
    with contextlib.ExitStack() as stack:
        for table in (*TABLES, CALL_TEXTS):
            stack.enter_context(mock.patch.dict(table, clear=True))
        yield


def outcome(state: DealState[Any, Any], action: object) -> object:
    """The state after ``action``, or the class and message of the error refusing it."""
    try:
        return state.apply(action)
    except TrickcardsError as error:
        return (type(error), str(error))


def _variants(text: str) -> list[str]:
    return [text, text.lower(), text.upper(), f" {text} ", text.replace(" ", "  ")]


def junk(game: Game[DealState[Any, Any]]) -> st.SearchStrategy[str]:
    """Texts of any action of the game in several spellings, legal now or not, and arbitrary text."""
    texts = sorted({v for a in game.actions for v in _variants(str(a))})
    keys = sorted({key for table in TABLES for key in table})
    return st.one_of(
        st.sampled_from(keys),
        st.sampled_from(texts),
        st.text(max_size=12),
        st.sampled_from(["", " ", "Change", "trump", "1"]),
    )


@pytest.mark.parametrize("game", GAMES, ids=NAMES)
@examples(15)
@given(data=st.data())
def test_text_gives_the_state_of_its_value(game: Game[DealState[Any, Any]], data: st.DataObject) -> None:
    """Every legal action's text (``str(action)``) gives the state its value gives."""
    state = data.draw(game_states(game, over=False))
    action = data.draw(st.sampled_from(state.legal_actions()))
    after = state.apply(action)
    assert state.apply(str(action)) == after
    assert state.can_apply(str(action))
    state.verify(str(action))


@pytest.mark.parametrize("game", GAMES, ids=NAMES)
@examples(20)
@given(data=st.data())
def test_tables_change_no_state_and_no_error(game: Game[DealState[Any, Any]], data: st.DataObject) -> None:
    """Any text, junk or an action's in any spelling, gives the same state or error with the tables as without."""
    state = data.draw(game_states(game))
    text = data.draw(junk(game))
    fast = outcome(state, text)
    with full_parsers():
        assert outcome(state, text) == fast
        assert state.can_apply(text) == (not isinstance(fast, tuple))


@pytest.mark.parametrize("table", TABLES, ids=lambda table: type(next(iter(table.values()))).__name__)
def test_every_table_key_is_the_canonical_text_of_its_value(table: dict[str, Any]) -> None:
    """A table holds each value under ``str(value)`` alone, so it adds no spelling the parsers refuse."""
    assert all(key == str(value) for key, value in table.items())
