"""Every game's ``score(...)`` returns a result of one shape (design.md, "Every game scored through one protocol").

For each of the fifteen registry games, finished deals are scored again through the
game's public ``score(...)`` from the result's fields (and, for the column games, the
honours holder, dummy and opener their state's ``scored()`` holds), and the value must:
offer ``contract``, ``declarer``, ``tricks``, ``parts``, ``points`` and a one-line
``str`` as :class:`~trickcards.protocol.results.DealResult` does; have parts adding up to its
points; and agree with ``state.result`` once its entries (declarer's side, then each
defender, where the score knows no seats) are spread over the players.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from trickcards import (
    blackout,
    brandeln,
    bridge,
    bridgette,
    cutthroat,
    helm,
    partnership_blackout,
    three_handed,
    towie,
    trio,
)
from trickcards.bridge import CHICAGO, DUPLICATE, RUBBER_MODERN, RUBBER_TABLE_OPTIONS, Contract, Honours
from trickcards.core.frozen import FrozenMapping
from trickcards.core.seats import Seat
from trickcards.protocol.game import games
from trickcards.protocol.results import DealResult, ScoredDeal
from trickcards.protocol.vulnerable_players import vulnerable_set

GAMES = games()
NAMES = [g.name for g in GAMES]

#: Per player: which entry of the score's tuples is his, and its factor (Trio settles East twice).
Spread = tuple[tuple[int, int], ...]
Rescore = Callable[[Any, Any], tuple[ScoredDeal[Any, Any], Spread]]


def _sided(players: int, ours: Callable[[int], bool]) -> Spread:
    """Declarer's side takes entry 0, each defender entry 1."""
    return tuple((0 if ours(p) else 1, 1) for p in range(players))


def _each(players: int) -> Spread:
    return tuple((p, 1) for p in range(players))


def _seat_vulnerable(state: Any, declarer: Seat) -> bool:
    return bridge.Vulnerability.parse(state.start.word("vulnerability")).is_vulnerable(declarer)


def _bridge(table: Callable[[Any], bridge.ScoringTable], honours: bool) -> Rescore:
    def rescore(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
        won = r.tricks[int(r.declarer)]
        scored = bridge.score(r.contract, won, _seat_vulnerable(s, r.declarer), table(s), s.deal if honours else None)
        return scored, _sided(4, lambda p: Seat(p).side is r.declarer.side)

    return rescore


def _two_player(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    c, declarer = r.contract, r.declarer
    held = r.parts.get("honours", (0, 0))[declarer]
    honours = None if not held else Honours.parse(f"{'NS' if held > 0 else 'EW'}:{abs(held)}")
    seated = Contract(c.level, c.strain, c.doubling, Seat.NORTH)  # the two-player sheets seat declarer North
    vulnerable = declarer in vulnerable_set(s.start.word("vulnerability"), "ab")
    scored = bridge.score(seated, r.tricks[declarer], vulnerable, RUBBER_MODERN, honours)
    return scored, _sided(2, lambda p: p == declarer)


def _trio(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    declarer = r.declarer
    scored = trio.score(r.contract, r.tricks[declarer.value], _seat_vulnerable(s, declarer), s.deal)
    ours = 1 if declarer in (Seat.NORTH, Seat.SOUTH) else -1
    return scored, ((0, ours), (0, -2 * ours), (0, ours))


def _helm(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    c, declarer = r.contract, r.declarer
    vulnerable = declarer in vulnerable_set(s.start.word("vulnerability"), "ab")
    honours = r.parts.get("honours", (0, 0))[declarer]
    scored = helm.score(Contract(c.level, c.strain, c.doubling), r.tricks[declarer], vulnerable, honours)
    return scored, _sided(2, lambda p: p == declarer)


def _three_handed(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    vulnerable = r.declarer in vulnerable_set(s.start.word("vulnerability"), "abc")
    scored = three_handed.score(r.contract, r.tricks[r.declarer], vulnerable, s.scored().honours)
    return scored, _each(3)


def _towie(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    players = s.start.number("players")
    kept = s.scored()
    scored = towie.score(
        r.contract,
        r.tricks[r.declarer],
        kept.vulnerable,
        kept.honours,
        declarer=r.declarer,
        players=players,
        defenders=kept.defenders,
    )
    return scored, _each(players)


def _cutthroat(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    kept = s.scored()
    scored = cutthroat.score(
        r.contract,
        r.tricks[r.declarer.value],
        kept.vulnerable,
        dummy=kept.dummy,
        accepted=kept.accepted,
        dummy_vulnerable=kept.dummy_vulnerable,
        honours=kept.honours,
        penalised=kept.penalised,
    )
    return scored, _each(4)


def _bridgette(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    scored = bridgette.score(r.contract, r.tricks[r.declarer])
    return scored, _sided(2, lambda p: p == r.declarer)


def _brandeln(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    table = brandeln.BRANDELN_CLASSIC if s.start.word("table") == "classic" else brandeln.BRANDELN
    if r.contract is None:
        return brandeln.lottery_score(r.tricks, table), _each(4)
    return brandeln.score(r.contract, r.tricks[r.declarer], table), _sided(4, lambda p: p == r.declarer)


def _blackout(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    table = blackout.scoring_table(s.start.word("scoring"), s.start.number("method"))
    return blackout.score(r.contract, r.tricks, table), _each(s.start.number("players"))


def _partnership_blackout(r: Any, s: Any) -> tuple[ScoredDeal[Any, Any], Spread]:
    ns, ew = r.contract
    return partnership_blackout.score(ns, ew, r.tricks), ((0, 1), (1, 1), (0, 1), (1, 1))


RESCORE: dict[str, Rescore] = {
    "rubber": _bridge(lambda s: RUBBER_TABLE_OPTIONS[s.start.word("table")], honours=True),
    "chicago": _bridge(lambda s: CHICAGO, honours=True),
    "duplicate": _bridge(lambda s: DUPLICATE, honours=False),
    "bridge-bidding": _bridge(lambda s: DUPLICATE, honours=False),  # the tricks are the double-dummy table's
    "two-handed": _two_player,
    "two-player-null": _two_player,
    "chinese-bridge": _two_player,
    "trio": _trio,
    "helm": _helm,
    "three-handed": _three_handed,
    "towie": _towie,
    "cut-throat": _cutthroat,
    "bridgette": _bridgette,
    "brandeln": _brandeln,
    "blackout": _blackout,
    "partnership-blackout": _partnership_blackout,
}

#: Options the biased player needs: the goulash repeats as often as needed, so a search bounds it.
DEAL_OPTIONS: dict[str, dict[str, object]] = {"towie": {"goulash_limit": 2}, "cut-throat": {"goulash_limit": 4}}


def _biased(state: Any, rng: random.Random) -> Any:
    """A random action that passes half the time, so that some contracts are made and some fail."""
    actions = state.legal_actions()
    if state.phase == "play":
        return actions[rng.randrange(len(actions))]
    return actions[0] if rng.random() < 0.5 else actions[rng.randrange(len(actions))]


def _finished(game: Any, seed: int) -> Any:
    state = game.new(seed=seed, **DEAL_OPTIONS.get(game.name, {}))
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(_biased(state, rng))
    return state


def test_every_game_has_a_rescoring() -> None:
    assert sorted(RESCORE) == sorted(NAMES)


def _check_shape(scored: ScoredDeal[Any, Any]) -> None:
    assert isinstance(scored.tricks, tuple)
    assert all(type(n) is int for n in scored.tricks)
    assert isinstance(scored.points, tuple)
    assert all(type(n) is int for n in scored.points)
    assert isinstance(scored.parts, FrozenMapping)
    for name, numbers in scored.parts.items():
        assert isinstance(name, str)
        assert len(numbers) == len(scored.points)
    assert len(scored.tricks) == len(scored.points)
    columns = zip(*scored.parts.values(), strict=True)
    assert (tuple(sum(column) for column in columns) or (0,) * len(scored.points)) == scored.points
    assert str(scored) == scored.summary
    assert "\n" not in str(scored)
    assert str(scored)
    as_result = scored.as_result()
    same = DealResult(scored.contract, scored.declarer, scored.tricks, scored.parts, scored.points, scored.summary)
    assert as_result == same
    hash(scored)


@pytest.mark.parametrize("name", NAMES)
def test_score_returns_the_deal_result_shape_and_agrees_with_state_result(name: str) -> None:
    game = next(g for g in GAMES if g.name == name)
    rescored = 0
    for seed in range(24):
        state = _finished(game, seed)
        result = state.result
        assert result is not None
        if result.contract is None and name not in ("brandeln",):
            assert result.points == (0,) * len(result.points)  # passed out or thrown in: nothing to score
            continue
        scored, spread = RESCORE[name](result, state)
        assert isinstance(scored, ScoredDeal)
        _check_shape(scored)
        points = tuple(factor * scored.points[entry] for entry, factor in spread)
        assert points == result.points
        for part, numbers in scored.parts.items():
            spread_part = tuple(factor * numbers[entry] for entry, factor in spread)
            if any(spread_part):
                assert result.parts[part] == spread_part, part
        if scored.declarer is not None and spread == _each(len(spread)):
            assert scored.declarer == result.declarer
        rescored += 1
    assert rescored, "no deal of 24 was played out to a score"


@pytest.mark.parametrize(
    ("scored", "tricks", "points"),
    [
        (bridge.score("4SN", 10), (10, 3), (420, -420)),
        (three_handed.score("4SA", 8, vulnerable=True), (8, 5, 5), (0, 200, 200)),
        (towie.score("4HA", 10, players=5), (10, 3, 3, 0, 0), (620, 0, 0, 0, 0)),
        (cutthroat.score("3NTN", 9, dummy="E", accepted=True), (9, 9, 4, 4), (100, 300, 0, 0)),
        (helm.score("2NT", 6), (6, 4), (-30, 30)),
        (trio.score("3NTE", 8), (8, 5), (-50, 50)),
        (bridgette.score("4H", 9), (9, 4), (0, 100)),
        (brandeln.score("Six", 7), (7, 0), (5, 0)),
        (brandeln.lottery_score((3, 2, 2, 0)), (3, 2, 2, 0), (0, 0, 0, 1)),
        (blackout.score((2, 1, 0, 4), (2, 0, 1, 2)), (2, 0, 1, 2), (12, 0, 0, 0)),
    ],
)
def test_score_values_read_as_results(
    scored: ScoredDeal[Any, Any], tricks: tuple[int, ...], points: tuple[int, ...]
) -> None:
    _check_shape(scored)
    assert (scored.tricks, scored.points) == (tricks, points)
