"""The least and greatest points one player can score in one deal of a game, from its scoring tables.

:func:`utility_bounds` gives OpenSpiel's ``min_utility``/``max_utility`` and the
environments' normalised rewards. Each game's bounds come from scoring, with the game's
own scoring function and table, everything one deal can end in under the game's rule
options. A deal's points are :attr:`~trickcards.protocol.game.GameState.points`, what
the deal itself scores: a rubber bonus that the sheet adds after it is not among them
(three-handed and cut-throat bridge), while Towie's 500 or 1000 for a game is. The
vulnerability, which a sheet sets deal by deal, does not narrow a bound: both are
scored, so a game keeps one scale through a rubber.

* The games scored by one contract score, signed per side (contract bridge, Trio,
  two-handed bridge, two-player Null, Chinese bridge, Helm): every contract the game can
  reach (every level, strain and doubling), every number of tricks, both
  vulnerabilities, the most honours the table scores added on either side.
* The games written into one column per player (three-handed and cut-throat bridge,
  Towie): every contract the game plays, every number of tricks and vulnerability,
  written into the columns. What is written beside the result whatever it is (honours,
  cut-throat's opener penalty) is scored once per strain and added to every result, as
  it can go with any result. These columns only gain: the least is 0.
* Bridgette: every contract from 0NT to 7NT, each doubling, every number of tricks,
  under the table the options choose.
* Brandeln: every contract the table and the options allow, made and failed, and every
  lottery (each way the seven tricks can fall among the four).
* Blackout: every bid and number of tricks of one player, each in a deal of the options'
  players and cards whose bids keep off the number of tricks, as the rules require.
* Partnership Blackout: every team contract (a number, Board, Nil), every number of
  tricks of the team and of its Nil bidder, under the table the options choose.

So the bounds of these seven games are exact: each is the score of a deal the game can
have (a defender's column against 7NT redoubled down 13, with his four aces;
Bridgette's best redoubled contract made; a Blackout player who bids and takes every
trick, or bids them all and takes none), as the tests check game by game.

:func:`zero_sum` says whether every deal's points add up to zero: true of the games
whose points are a side's score and its negation (Trio's East takes twice what North and
South each lose or win).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final

from trickcards.bridge.contract import NULL, Contract, Doubling, Strain
from trickcards.bridge.scoring import duplicate_score, score
from trickcards.bridge.tables import CHICAGO, RUBBER_MODERN, RUBBER_TABLE_OPTIONS, ScoringTable
from trickcards.core.errors import TrickcardsError
from trickcards.core.seats import Seat
from trickcards.protocol.game import Start, find_game

if TYPE_CHECKING:
    from trickcards.bridgette.scoring import BridgetteTable
    from trickcards.partnership_blackout.scoring import ScoringTable as TeamTable

__all__ = ["ZERO_SUM", "utility_bounds", "zero_sum"]

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

_Columns = Sequence[Sequence[int]]
"""Several ways a deal can be scored, each as every player's points."""


def zero_sum(name: str) -> bool:
    """True when every deal of the game called ``name`` scores points adding up to zero."""
    return find_game(name).name in ZERO_SUM


def utility_bounds(name: str, options: tuple[tuple[str, Any], ...] = ()) -> tuple[int, int]:
    """The least and greatest points a player can score in a deal of ``name`` under ``options``."""
    game = find_game(name)
    return _bounds(game.name, tuple(sorted(options)))


@functools.cache
def _bounds(name: str, options: tuple[tuple[str, Any], ...]) -> tuple[int, int]:
    by_players = _PLAYER_GAMES.get(name)
    if by_players is not None:
        return by_players(find_game(name).check_options(dict(options)))
    if name == "helm":
        low, high = _helm(options)
    else:
        low, high = _side_bounds(name, options)
    if name == "trio":  # East scores twice the side's score, with the other sign
        return -2 * max(high, -low), 2 * max(high, -low)
    # Two sides (or players) with opposite points: either may have the best or the worst.
    most = max(high, -low)
    return -most, most


def _contracts(null: bool, declarer: str = "N") -> Iterator[Contract]:
    strains = ("C", "D", "H", "S", "NT", *(("Null",) if null else ()))
    for level in range(1, 8):
        for strain in strains:
            for doubling in ("", "X", "XX"):
                yield Contract.parse(f"{level}{strain}{doubling}{declarer}")


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


# --- the games scored per player -------------------------------------------------------------


def _extremes_with_extras(bases: _Columns, extras: _Columns) -> tuple[int, int]:
    """The least and greatest ``base[p] + extra[p]`` of any player ``p``, any base with any extra.

    ``bases`` are every player's points for each result of a group of contracts (with
    nothing written beside it), ``extras`` what is written beside the result whatever it
    is (honours, an opener's penalty), one column per way it can fall, the empty one
    first. The scorers add those entries to the columns as they are, and every one of
    them can go with every result of the group (the four aces can lie in a defender's
    hand whether declarer takes no trick or all thirteen), so a player's extremes are
    his least and greatest base plus his least and greatest extra.
    """
    players = range(len(bases[0]))
    low = min(min(b[p] for b in bases) + min(e[p] for e in extras) for p in players)
    high = max(max(b[p] for b in bases) + max(e[p] for e in extras) for p in players)
    return low, high


def _honours_held(table: ScoringTable) -> tuple[int, ...]:
    """Every figure the table scores for honours in one hand (the scorers refuse those a strain cannot have)."""
    return tuple(sorted({table.four_trump_honours, table.five_trump_honours, table.four_aces}))


def _by_strain(null: bool, declarer: str = "N") -> Iterator[list[Contract]]:
    """Every contract of :func:`_contracts`, grouped by strain."""
    contracts = list(_contracts(null, declarer))
    for strain in (*Strain, *((NULL,) if null else ())):
        yield [c for c in contracts if c.strain is strain]


def _widen(bounds: tuple[int, int], more: tuple[int, int]) -> tuple[int, int]:
    return min(bounds[0], more[0]), max(bounds[1], more[1])


def _difference(points: Sequence[int], plain: Sequence[int]) -> tuple[int, ...]:
    return tuple(a - b for a, b in zip(points, plain, strict=True))


def _three_handed(start: Start) -> tuple[int, int]:
    return _three_handed_bounds()


@functools.cache
def _three_handed_bounds() -> tuple[int, int]:
    """Three-handed bridge: every contract of declarer A (Null ones too), result and vulnerability, in the three columns.

    Honours are added per strain, each holding the table scores given to declarer or
    to the defenders. The rubber bonus is the sheet's, not the deal's.
    """
    from trickcards.three_handed.scoring import HonoursHolder  # noqa: PLC0415  # the games load on use
    from trickcards.three_handed.scoring import score as three_handed_score  # noqa: PLC0415

    def points(contract: Contract, tricks: int, vulnerable: bool, honours: Any = None) -> tuple[int, ...]:
        entries = three_handed_score(contract, tricks, vulnerable, honours).entries
        return tuple(below + above for below, above in entries)

    holdings = [(holder, figure) for holder in HonoursHolder for figure in _honours_held(RUBBER_MODERN)]
    bounds = (0, 0)  # a deal thrown in
    for contracts in _by_strain(null=True):
        bases = [points(c, t, v) for c in contracts for t in range(14) for v in (False, True)]
        bounds = _widen(bounds, _extremes_with_extras(bases, _extras(contracts[0], points, holdings)))
    return bounds


def _extras(
    contract: Contract, points: Callable[[Contract, int, bool, Any], tuple[int, ...]], holdings: Sequence[Any]
) -> list[tuple[int, ...]]:
    """The columns of each of ``holdings`` the scorer takes at ``contract``'s strain, beside no entry at all."""
    plain = points(contract, 0, False, None)
    extras = [tuple(0 for _ in plain)]
    for held in holdings:
        try:
            extras.append(_difference(points(contract, 0, False, held), plain))
        except TrickcardsError:  # a holding this strain cannot have
            continue
    return extras


def _towie(start: Start) -> tuple[int, int]:
    return _towie_bounds(start.number("vulnerable_doubled_later"), start.flag("honours"), start.word("playable"))


@functools.cache
def _towie_bounds(later: int, honours: bool, playable: str) -> tuple[int, int]:
    """Towie: every contract Towie plays (``playable``), result and vulnerability, with four players.

    Declarer, the two active defenders and the player sitting out are each a column
    (more players add more columns like the last). The 500 or 1000 for a game is part of
    the deal's score; honours, when scored, are added per strain as for three-handed.
    """
    from trickcards.towie.scoring import HonoursHolder, towie_table  # noqa: PLC0415  # the games load on use
    from trickcards.towie.scoring import score as towie_score  # noqa: PLC0415

    table = towie_table(later)

    def points(contract: Contract, tricks: int, vulnerable: bool, held: Any = None) -> tuple[int, ...]:
        scored = towie_score(contract, tricks, vulnerable, held, declarer=0, players=4, table=table, playable=playable)
        return tuple(scored.player_total(p) for p in range(scored.players))

    holdings = [(holder, figure) for holder in HonoursHolder for figure in _honours_held(table)] if honours else []
    bounds = (0, 0)  # a deal thrown in after the goulashes
    for contracts in _by_strain(null=False, declarer=""):
        bases = []
        played = []
        for contract in contracts:
            try:
                bases += [points(contract, t, v) for t in range(14) for v in (False, True)]
            except TrickcardsError:  # below game: a goulash replaces the deal
                continue
            played.append(contract)
        bounds = _widen(bounds, _extremes_with_extras(bases, _extras(played[0], points, holdings)))
    return bounds


def _cutthroat(start: Start) -> tuple[int, int]:
    return _cutthroat_bounds(int(start.word("vulnerable_dummy_bonus")), start.word("opener_pays"))


@functools.cache
def _cutthroat_bounds(dummy_bonus: int, opener_pays: str) -> tuple[int, int]:
    """Cut-throat: every contract of North with South as dummy, accepting or refusing, every result and vulnerability.

    The four players are declarer, dummy and two defenders whichever seats they hold.
    Written beside the result are honours, to whoever holds them, and the 300 an opener
    without the requirement pays; both are added per strain and per answer of the dummy
    (who is paid depends on the sides). The rubber bonus is the sheet's, not the deal's.
    """
    from trickcards.cutthroat.scoring import score as cutthroat_score  # noqa: PLC0415  # the games load on use

    def points(
        contract: Contract, tricks: int, vulnerable: bool, accepted: bool, dummy_vulnerable: bool, extra: Any = None
    ) -> tuple[int, ...]:
        honours, penalised = extra or (None, None)
        scored = cutthroat_score(
            contract,
            tricks,
            vulnerable,
            dummy=Seat.SOUTH,
            accepted=accepted,
            dummy_vulnerable=dummy_vulnerable,
            honours=honours,
            penalised=penalised,
            vulnerable_dummy_bonus=dummy_bonus,
            opener_pays=opener_pays,
        )
        return tuple(sum(n for _, n in scored.components(seat)) for seat in Seat)  # the game's points

    held = [None, *((seat, figure) for seat in Seat for figure in _honours_held(RUBBER_MODERN))]
    extras = [(h, p) for h in held for p in (None, *Seat) if h is not None or p is not None]
    bounds = (0, 0)  # a deal thrown in after the goulashes
    for contracts in _by_strain(null=False):
        for accepted in (False, True):
            bases = [
                points(c, t, v, accepted, d)
                for c in contracts
                for t in range(14)
                for v in (False, True)
                for d in ((False, True) if accepted else (False,))  # only an accepting dummy scores a bonus
            ]

            def beside(
                contract: Contract, tricks: int, vulnerable: bool, extra: Any, accepted: bool = accepted
            ) -> tuple[int, ...]:
                return points(contract, tricks, vulnerable, accepted, False, extra)

            bounds = _widen(bounds, _extremes_with_extras(bases, _extras(contracts[0], beside, extras)))
    return bounds


def _bridgette(start: Start) -> tuple[int, int]:
    from trickcards.bridgette.game import _table  # noqa: PLC0415  # the games load on use; the game's options to table

    return _bridgette_bounds(_table(start))


@functools.cache
def _bridgette_bounds(table: BridgetteTable) -> tuple[int, int]:
    """Bridgette: every contract from 0NT to 7NT, each doubling, every number of tricks (declarer's, the defender's points)."""
    from trickcards.bridgette.contract import BridgetteContract  # noqa: PLC0415  # the games load on use
    from trickcards.bridgette.scoring import score as bridgette_score  # noqa: PLC0415

    contracts = [
        BridgetteContract(level, strain, doubling)
        for level in range(8)
        for strain in Strain
        if level or strain is Strain.NOTRUMP
        for doubling in Doubling
    ]
    columns = [bridgette_score(c, t, table).as_result().points for c in contracts for t in range(14)]
    return min(min(c) for c in columns), max(max(c) for c in columns)


def _brandeln(start: Start) -> tuple[int, int]:
    return _brandeln_bounds(start.word("table"), start.flag("all_without_trump"))


@functools.cache
def _brandeln_bounds(table_name: str, all_without_trump: bool) -> tuple[int, int]:
    """Brandeln: every contract the table has, made and failed by each player, and every lottery.

    All-without-trump is bid only where the table values it and the option allows it
    (R7, 8.2); an all-pass deal is the lottery, scored for each way the seven tricks fall
    among the four players.
    """
    from trickcards.brandeln.contracts import TRICKS, BrandelnContract  # noqa: PLC0415  # load on use
    from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC, lottery_score  # noqa: PLC0415
    from trickcards.brandeln.scoring import score as brandeln_score  # noqa: PLC0415

    table = BRANDELN_CLASSIC if table_name == "classic" else BRANDELN
    columns: list[Sequence[int]] = []
    for contract in BrandelnContract:
        if table.values[contract - 1] is None or (
            contract is BrandelnContract.ALL_WITHOUT_TRUMP and not all_without_trump
        ):
            continue
        columns += [brandeln_score(contract, t, table).spread(0) for t in range(TRICKS + 1)]
    counts = [
        (a, b, c, TRICKS - a - b - c)
        for a in range(TRICKS + 1)
        for b in range(TRICKS + 1 - a)
        for c in range(TRICKS + 1 - a - b)
    ]
    columns += [lottery_score(c, table).points for c in counts]
    return min(min(c) for c in columns), max(max(c) for c in columns)


def _blackout(start: Start) -> tuple[int, int]:
    return _blackout_bounds(
        start.number("players"), start.number("cards"), start.word("scoring"), start.number("method")
    )


@functools.cache
def _blackout_bounds(players: int, cards: int, preset: str, method: int) -> tuple[int, int]:
    """Blackout: each bid and number of tricks of player 0 in a deal of ``cards`` tricks among ``players``.

    Every pair is a deal the rules allow: player 1 takes the other tricks and bids 0, or
    1 when player 0 has bid them all, so the bids never total the number of tricks;
    everyone else bids and takes none.
    """
    from trickcards.blackout.scoring import score as blackout_score  # noqa: PLC0415  # the games load on use
    from trickcards.blackout.scoring import scoring_table  # noqa: PLC0415

    table = scoring_table(preset, method)
    rest = (0,) * (players - 2)
    columns = [
        blackout_score((bid, 1 if bid == cards else 0, *rest), (won, cards - won, *rest), table).points
        for bid in range(cards + 1)
        for won in range(cards + 1)
    ]
    return min(c[0] for c in columns), max(c[0] for c in columns)


def _partnership_blackout(start: Start) -> tuple[int, int]:
    from trickcards.partnership_blackout.game import _table  # noqa: PLC0415  # the game's options to table

    return _partnership_blackout_bounds(_table(start))


@functools.cache
def _partnership_blackout_bounds(table: TeamTable) -> tuple[int, int]:
    """Partnership Blackout: every contract of North-South, every number of tricks of the team and of North.

    North takes ``own`` tricks, South ``more``, East-West the rest; a Nil contract is
    North's or South's. Both teams are scored alike, and each player scores his team's
    points.
    """
    from trickcards.partnership_blackout.contract import TeamContract  # noqa: PLC0415  # the games load on use
    from trickcards.partnership_blackout.scoring import TRICKS, score_team  # noqa: PLC0415

    side = Seat.NORTH.side
    contracts = [
        *(TeamContract.number(side, k) for k in range(1, TRICKS)),
        TeamContract.board(side),
        *(TeamContract.nil(seat) for seat in (Seat.NORTH, Seat.SOUTH)),
    ]
    points = [
        score_team(contract, (own, 0, more, TRICKS - own - more), table).points
        for contract in contracts
        for own in range(TRICKS + 1)
        for more in range(TRICKS + 1 - own)
    ]
    return min(points), max(points)


_PLAYER_GAMES: Final[dict[str, Callable[[Start], tuple[int, int]]]] = {
    "three-handed": _three_handed,
    "towie": _towie,
    "cut-throat": _cutthroat,
    "bridgette": _bridgette,
    "brandeln": _brandeln,
    "blackout": _blackout,
    "partnership-blackout": _partnership_blackout,
}
"""The games not scored by one contract score per side, each with its bounds under the options given in full."""
