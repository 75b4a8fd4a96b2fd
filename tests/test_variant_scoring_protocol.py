"""The eight bridge variants through the scoring protocol: results, sheets fed by record_deal, matches.

For every variant: a finished deal's ``result`` is a :class:`~trickcards.protocol.results.DealResult`
whose points are the state's; a match's sheet equals the sheet built by ``record_deal``
of the match's deals; a finished match's ``points`` are its sheet's ``settlement``; the
``vulnerability`` option takes the library's forms; ``record_deal`` refuses a deal the
sheet did not ask for.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Seat, find_game
from trickcards.bridge import Vulnerability
from trickcards.core.errors import ScoringError, TrickcardsError
from trickcards.protocol.game import random_actions
from trickcards.protocol.results import DealResult
from trickcards.trio import TrioSheet

VARIANTS = ("three-handed", "two-handed", "two-player-null", "helm", "chinese-bridge", "towie", "cut-throat", "trio")


def _action(state: Any, rng: random.Random) -> Any:
    """A biased random action: pass often once there is a bid, bid low, cards at random (so rubbers end)."""
    actions = state.legal_actions()
    if state.phase == "auction":
        passes = [a for a in actions if str(a) == "Pass"]
        bids = [a for a in actions if str(a)[:1].isdigit()][:3]
        if passes and (rng.random() < 0.75 or not bids):
            return passes[0]
        if bids:
            return rng.choice(bids)
    if state.phase == "doubling":
        return next((a for a in actions if str(a) == "Pass"), actions[0])
    return actions[rng.randrange(len(actions))]


def _play(match: Any, rng: random.Random, deals: int) -> Any:
    while not match.is_over and len(match.results) < deals:
        match = match.apply(_action(match, rng))
    return match


@pytest.mark.parametrize("name", VARIANTS)
@examples(2)
@given(seed=st.integers(0, 10**6))
def test_a_matchs_sheet_is_the_sheet_built_by_record_deal_of_its_deals(name: str, seed: int) -> None:
    game = find_game(name)
    match = _play(game.match(seed=seed), random.Random(seed), 4)
    start = game.match(seed=seed)
    sheet = game.sheet(dealer=start.deal.start.dealer)
    # Rebuild every finished deal of the match from its actions, dealt as the sheet says.
    history = list(match.history)
    number = 0
    while history and not sheet.is_over:
        number += 1
        deal = game.new(f"{seed}/deal {number}", **sheet.next_deal())
        while not deal.is_over and history:
            deal = deal.apply(history.pop(0))
        if not deal.is_over:
            break
        result = deal.result
        assert isinstance(result, DealResult)
        assert result == match.results[number - 1]
        assert result.points == deal.points
        sheet = sheet.record_deal(deal)
    assert sheet == match.sheet
    if match.is_over:
        assert match.points == sheet.settlement
    assert game.replay_match(match.history, seed=seed) == match
    assert pickle.loads(pickle.dumps(match)) == match


@pytest.mark.parametrize(
    "name", ["three-handed", "two-handed", "two-player-null", "helm", "chinese-bridge", "cut-throat"]
)
def test_a_finished_match_scores_its_settlement(name: str) -> None:
    game = find_game(name)
    match = _play(game.match(seed=5), random.Random(5), 400)
    assert match.is_over
    assert match.points == match.sheet.settlement
    assert sum(match.points) == 0
    assert match.sheet.winner in (None, *match.players) or isinstance(match.sheet.winner, int)
    assert match.deal.is_over  # once over, the match's deal is its last deal


@pytest.mark.parametrize("name", VARIANTS)
def test_record_deal_refuses_a_deal_the_sheet_did_not_ask_for(name: str) -> None:
    game = find_game(name)
    sheet = game.sheet()
    expected = sheet.next_deal()
    players = game.new(seed=1, **expected).players
    vulnerable = Vulnerability.NS if name == "trio" else {players[0]}
    wrong = random_actions(game.new(seed=1, **{**expected, "vulnerability": vulnerable}), random.Random(1))
    with pytest.raises(ScoringError, match="vulnerability"):
        sheet.record_deal(wrong)
    if name != "towie":  # Towie's active players follow the dealer
        other = players[1] if expected["dealer"] == players[0] else players[0]
        wrong = random_actions(game.new(seed=1, **{**expected, "dealer": other}), random.Random(1))
        with pytest.raises(ScoringError, match="deal"):
            sheet.record_deal(wrong)
    with pytest.raises(ScoringError, match="not over"):
        sheet.record_deal(game.new(seed=1, **expected))
    with pytest.raises(ScoringError):
        sheet.record_deal("4SA 10")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "forms", "stored"),
    [
        ("three-handed", ["AC", "ca", {0, 2}, {"a", "C"}, frozenset({2, "A"})], "ac"),
        ("towie", ["BD", {1, 3}, ("d", "b")], "bd"),
        ("cut-throat", ["NS", "sn", {Seat.NORTH, Seat.SOUTH}, {"n", 2}], "ns"),
        ("two-handed", ["B", "b", {1}], "b"),
        ("helm", ["AB", {0, 1}], "ab"),
        ("chinese-bridge", ["none", "NONE", set()], "none"),
        ("trio", [Vulnerability.NS, "NS", "ns", "N-S"], "ns"),
    ],
)
def test_the_vulnerability_option_takes_the_librarys_forms(name: str, forms: list[object], stored: str) -> None:
    game = find_game(name)
    for form in forms:
        assert game.new(seed=2, vulnerability=form).start.option("vulnerability") == stored


@pytest.mark.parametrize(("name", "junk"), [("three-handed", "ad"), ("two-handed", {0, 5}), ("cut-throat", "nn")])
def test_the_vulnerability_option_refuses_other_players(name: str, junk: object) -> None:
    with pytest.raises(TrickcardsError, match="vulnerability"):
        find_game(name).new(seed=2, vulnerability=junk)


def test_a_passed_two_player_null_deal_is_dealt_again_by_the_same_dealer_ni_b() -> None:
    game = find_game("two-player-null")
    sheet = game.sheet(dealer="B")
    state = game.new(seed=3, **sheet.next_deal())
    while state.phase == "exchange":
        state = state.apply(state.legal_actions()[0])
    state = state.apply("Pass").apply("Pass")
    assert str(state.result) == "passed out"
    assert sheet.record_deal(state).next_deal()["dealer"] == 1


def test_towie_next_deal_names_the_rotations_active_players() -> None:
    game = find_game("towie")
    sheet = game.sheet(players=5, dealer=0)
    state: Any = game.new(seed=4, **sheet.next_deal())
    assert state.callers == (0, 1, 2)
    for call in ("4S", "Pass", "Pass"):
        state = state.apply(call)
    state = random_actions(state, random.Random(4))
    after = sheet.record_deal(state).next_deal()
    assert after["active"] != "abc"  # the declarer stepped out (TO-d)
    assert after["dealer"] == 1


def test_trio_match_is_a_rotation_of_three_rubbers_by_default() -> None:
    sheet: Any = find_game("trio").sheet()
    assert type(sheet) is TrioSheet
    assert sheet.rubbers_to_play == 3
    one: Any = find_game("trio").sheet(rubbers=1)
    assert one.rubbers_to_play == 1


@pytest.mark.parametrize("name", ["rubber", "duplicate", "chicago", "three-handed", "towie", "cut-throat", "trio"])
def test_a_sheet_refuses_a_vulnerability_its_rules_set(name: str) -> None:
    game = find_game(name)
    with pytest.raises(ScoringError, match="the sheet sets each deal's vulnerability by the rules"):
        game.sheet(vulnerability="none")
    with pytest.raises(ScoringError, match="the sheet sets each deal's vulnerability by the rules"):
        game.match(seed=1, vulnerability="none")


def test_a_duplicate_sheet_refuses_a_dealer_the_boards_set() -> None:
    assert find_game("duplicate").sheet(dealer="n").next_deal()["dealer"] is Seat.NORTH
    with pytest.raises(ScoringError, match=r"each board's number sets its dealer and vulnerability \(contract bridge"):
        find_game("duplicate").sheet(dealer="E")


def test_a_brandeln_sheet_without_a_target_names_rule_r12() -> None:
    with pytest.raises(TrickcardsError, match=r"give target=N \(R12\)"):
        find_game("brandeln").sheet(dealer=1)
