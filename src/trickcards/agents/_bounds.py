"""The least and greatest points one player can score in one deal of a game, from its scoring tables.

:func:`utility_bounds` gives OpenSpiel's ``min_utility``/``max_utility`` and the
environments' normalised rewards. For the games scored by one contract score, signed
per side (contract bridge, Trio, two-handed bridge, two-player Null, Chinese bridge,
Helm), it is found by scoring every contract the game can reach (every level, strain and
doubling), every number of tricks and both vulnerabilities with the game's own scoring
function and table, the most honours the table scores added on either side. The games
whose points are several columns or bid-by-bid settlements (three-handed and cut-throat
bridge, Towie, Bridgette, Brandeln, the Blackouts) keep coarser bounds, each a
multiple of its largest table entry that no deal can reach beyond (see :data:`COARSE`).

:func:`zero_sum` says whether every deal's points add up to zero: true of the games
whose points are a side's score and its negation (Trio's East takes twice what North and
South each lose or win).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Final

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import duplicate_score, score
from trickcards.bridge.tables import CHICAGO, RUBBER_MODERN, RUBBER_TABLE_OPTIONS, ScoringTable
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.seats import Seat
from trickcards.protocol.game import find_game

__all__ = ["COARSE", "ZERO_SUM", "utility_bounds", "zero_sum"]

ZERO_SUM: Final = frozenset(
    {
        "rubber",
        "duplicate",
        "bridge-bidding",
        "chicago",
        "trio",
        "two-handed",
        "two-player-null",
        "chinese-bridge",
        "helm",
    }
)
"""The games whose deal points always add up to zero."""

COARSE: Final[Mapping[str, int]] = FrozenMapping(
    {
        # A side's score is bounded as contract bridge's (7NT redoubled vulnerable, made or
        # down 13, with honours); each game's columns share out at most that many times it.
        "three-handed": 3 * 7_750,
        "towie": 7 * 7_750,
        "cut-throat": 4 * 7_750,
        "bridgette": 2 * 7_750,
        "brandeln": 500,
        "blackout": 2_000,
        "partnership-blackout": 2_000,
    }
)
"""Bounds (either sign) of the games not scored by one contract score per side: loose, but never exceeded."""


def zero_sum(name: str) -> bool:
    """True when every deal of the game called ``name`` scores points adding up to zero."""
    return find_game(name).name in ZERO_SUM


def utility_bounds(name: str, options: tuple[tuple[str, Any], ...] = ()) -> tuple[int, int]:
    """The least and greatest points a player can score in a deal of ``name`` under ``options``."""
    game = find_game(name)
    return _bounds(game.name, tuple(sorted(options)))


@functools.cache
def _bounds(name: str, options: tuple[tuple[str, Any], ...]) -> tuple[int, int]:
    if name in COARSE:
        return -COARSE[name], COARSE[name]
    if name == "helm":
        low, high = _helm(options)
    else:
        low, high = _side_bounds(name, options)
    if name == "trio":  # East scores twice the side's score, with the other sign
        return -2 * max(high, -low), 2 * max(high, -low)
    # Two sides (or players) with opposite points: either may have the best or the worst.
    most = max(high, -low)
    return -most, most


def _contracts(null: bool) -> Iterator[Contract]:
    strains = ("C", "D", "H", "S", "NT", *(("Null",) if null else ()))
    for level in range(1, 8):
        for strain in strains:
            for doubling in ("", "X", "XX"):
                yield Contract.parse(f"{level}{strain}{doubling}N")


def _extremes(scorer: Callable[[Contract, int, bool], int], tricks: int, null: bool) -> tuple[int, int]:
    """The least and greatest ``scorer(contract, tricks, vulnerable)`` over every contract and result."""
    low = high = 0
    for contract in _contracts(null):
        for taken in range(tricks + 1):
            for vulnerable in (False, True):
                try:
                    points = scorer(contract, taken, vulnerable)
                except TrickcardsError:  # a result the game cannot have (more tricks than it deals)
                    continue
                low, high = min(low, points), max(high, points)
    return low, high


def _honours(table: ScoringTable) -> int:
    return max(table.four_trump_honours, table.five_trump_honours, table.four_aces) if table.honours else 0


def _table_total(table: ScoringTable, contract: Contract, tricks: int, vulnerable: bool) -> int:
    return score(contract, tricks, vulnerable, table).total


def _side_bounds(name: str, options: tuple[tuple[str, Any], ...]) -> tuple[int, int]:
    """Bounds of one side's score in the bridge games scored by a table (honours added either way)."""
    if name in {"duplicate", "bridge-bidding"}:
        return _extremes(duplicate_score, 13, False)
    tables: tuple[ScoringTable, ...]
    if name == "rubber":
        chosen = dict(options).get("table")
        tables = (RUBBER_TABLE_OPTIONS[chosen],) if chosen else tuple(RUBBER_TABLE_OPTIONS.values())
    elif name == "chicago":
        tables = (CHICAGO,)
    else:  # Trio, two-handed bridge, two-player Null, Chinese bridge: the modern rubber entry
        tables = (RUBBER_MODERN,)
    null = name == "two-player-null"
    low = high = 0
    for table in tables:
        least, most = _extremes(functools.partial(_table_total, table), 13, null)
        low, high = min(low, least - _honours(table)), max(high, most + _honours(table))
    return low, high


def _helm(options: tuple[tuple[str, Any], ...]) -> tuple[int, int]:
    """Bounds of declarer's Helm score under the options' rules, every honours figure either way."""
    from trickcards.helm.scoring import possible_honours  # noqa: PLC0415  # the games load on use
    from trickcards.helm.scoring import score as helm_score  # noqa: PLC0415

    rules = find_game("helm").new(seed=0, **dict(options))._rules  # type: ignore[attr-defined]  # a HelmState
    low = high = 0
    for contract in _contracts(True):
        plain = Contract(contract.level, contract.strain, contract.doubling, Seat.NORTH)
        figures = (0, *possible_honours(contract.strain), *(-p for p in possible_honours(contract.strain)))
        for taken in range(11):
            for vulnerable in (False, True):
                for honours in figures:
                    try:
                        points = helm_score(plain, taken, vulnerable, honours, rules).total
                    except TrickcardsError:
                        continue
                    low, high = min(low, points), max(high, points)
    return low, high
