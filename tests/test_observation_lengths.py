"""Observation vectors of the games with bounded auctions hold every word of the longest history.

For each game whose vector is sized from its rules (``Viewer.max_words``), the longest
legal auction built here (pass as long as the auction stays open, double, redouble,
then the lowest bid) encodes without truncation: every call is in the vector's
"words in order" field, the PettingZoo vectors kept action by action agree, and two
histories that differ only in their last word give different vectors to every player.
"""

from __future__ import annotations

from typing import Any

import pytest

from trickcards.agents._env_steps import Vectors
from trickcards.analysis.observation import HIDDEN_COUNT_BITS, ObservationError, viewer
from trickcards.analysis.viewers.bridge import longest_auction
from trickcards.bridge.auction import CONTRACT_BRIDGE, AuctionRules
from trickcards.protocol.game import find_game

# Each game sized from its rules, with the options that make its auction longest.
BOUNDED: dict[str, dict[str, Any]] = {
    "rubber": {},
    "duplicate": {},
    "chicago": {},
    "trio": {"ending_passes": 3},
    "two-handed": {},
    "three-handed": {"ending_passes": 3},
    "chinese-bridge": {"opponent_overcalls": True},
    "two-player-null": {},
    "partnership-blackout": {},
    "brandeln": {"open_any_contract": False},
    "helm": {},
    "bridgette": {},
}
_NOT_BIDS = frozenset({"Pass", "X", "XX"})


def _words(state: Any) -> list[str]:
    """The texts of the non-card actions of ``state``'s history."""
    return [str(a) for a in state.history if str(a) in viewer(state.game_name).words]


def _choice(state: Any, legal: dict[str, Any]) -> str:
    """The call that makes the auction longest: pass while it stays open, X, XX, Hold, the lowest bid."""
    rules = getattr(getattr(state, "_auction", None), "rules", None)
    if isinstance(rules, AuctionRules):
        words = _words(state)
        passes = len(words) - max((i + 1 for i, w in enumerate(words) if w != "Pass"), default=0)
        opened = any(w not in _NOT_BIDS for w in words)
        limit = rules.ending_passes - 1 if opened else rules.passout_passes - 1
        if "Pass" in legal and passes < limit:
            return "Pass"
    for call in ("X", "XX", "Hold"):
        if call in legal:
            return call
    return next((text for text in legal if text != "Pass"), "Pass")


def longest_history(name: str) -> list[Any]:
    """Every state of the longest history before the play this policy builds (:func:`_choice`)."""
    state = find_game(name).new(seed=7, **BOUNDED[name])
    states = [state]
    while state.phase != "play" and not state.is_over:
        legal = {str(a): a for a in state.legal_actions()}
        if any(text in viewer(name).words for text in legal):
            action = legal[_choice(state, legal)]
        else:  # discards, contributions, a reserve: as many cards as allowed before drawing
            action = next((a for text, a in legal.items() if text.lower() != "draw"), next(iter(legal.values())))
        state = state.apply(action)
        states.append(state)
    return states


def _sequence_ones(name: str, vector: tuple[int, ...]) -> int:
    """How many bits are set in the vector's "words in order" field."""
    view = viewer(name)
    start = (
        view.players
        + len(view.zones) * view.pack
        + (view.seats + view.players) * view.pack
        + view.players * HIDDEN_COUNT_BITS
        + view.players * (len(view.words) + 1)
    )
    return sum(vector[start : start + view.max_words * (view.players + len(view.words) + 1)])


def test_bridge_s_longest_auction_has_319_calls() -> None:
    states = longest_history("duplicate")
    assert len(_words(states[-1])) == longest_auction(CONTRACT_BRIDGE) == viewer("duplicate").max_words == 319
    assert " ".join(_words(states[-1])[:14]) == "Pass Pass Pass 1C Pass Pass X Pass Pass XX Pass Pass 1D Pass"


@pytest.mark.parametrize("name", BOUNDED)
def test_the_longest_history_encodes_without_truncation(name: str) -> None:
    states = longest_history(name)
    final = states[-1]
    said = len(_words(final))
    assert 0 < said <= viewer(name).max_words
    vectors = Vectors(final)
    for player in final.players:
        seen = final.observation(player)
        vector = seen.vector()
        hidden = str(seen).count("a hidden action by")  # the others' contributions, each a word too
        assert said + hidden <= viewer(name).max_words
        assert len(vector) == find_game(name).observation_size
        assert _sequence_ones(name, vector) == 2 * (said + hidden)  # each word: its actor and the word
        assert vectors.vector(final, player) == bytes(vector)


@pytest.mark.parametrize("name", BOUNDED)
def test_histories_differing_only_in_the_last_word_have_different_vectors(name: str) -> None:
    states = longest_history(name)
    pairs = 0
    for before, after in zip(reversed(states[:-1]), reversed(states[1:]), strict=True):
        taken, words = after.history[-1], viewer(name).words
        others = [a for a in before.legal_actions() if str(a) != str(taken) and str(a) in words]
        if str(taken) not in words or not others:
            continue  # only words (public actions that are not cards) are compared
        other = before.apply(others[0])
        for player in before.players:
            assert other.observation(player).vector() != after.observation(player).vector()
        pairs += 1
        if pairs == 3:
            break
    assert pairs == 3


def test_longest_auction_refuses_what_is_not_auction_rules() -> None:
    with pytest.raises(ObservationError, match="not the rules of an auction"):
        longest_auction("bridge")  # type: ignore[arg-type]  # the wrong type on purpose
