"""The scoring table as data, and the score of one deal (rules section 6).

Each team is scored on its own contract, independently of the other team:

=========  ==========================================  ==========================
contract   made when                                   score
=========  ==========================================  ==========================
Number(k)  the team wins t >= k tricks                 +10 + (t - k), else -10
Board      the team wins all 13 tricks                 +40, else -10
Nil        the Nil bidder personally wins no trick     +40, else -10
=========  ==========================================  ==========================

:data:`PARTNERSHIP_BLACKOUT` holds the recommended readings: the extra point is paid
per trick over the contract (R4) and a failed Number costs 10 (R5). The alternatives are
fields of :class:`ScoringTable` (``extras``, ``number_failed``); build a variant with
:func:`attrs.evolve`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Final

from attrs import Attribute, field, frozen

from trickcards.core.errors import ScoringError
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.calls import Number
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = ["PARTNERSHIP_BLACKOUT", "DealScore", "Extras", "ScoringTable", "TeamScore", "score", "score_team"]

TRICKS: Final = 13


class Extras(enum.Enum):
    """Which tricks earn the extra point of a made Number contract (R4).

    >>> Extras("all-taken") is Extras.ALL_TAKEN, PARTNERSHIP_BLACKOUT.extras
    (True, <Extras.OVER_CONTRACT: 'over-contract'>)
    """

    OVER_CONTRACT = "over-contract"
    """Recommended: one point per trick over the contract, ``t - k``."""
    ALL_TAKEN = "all-taken"
    """Alternative reading of the seed: one point per trick taken, ``t``."""


def _check_points(instance: ScoringTable, attribute: Attribute[int], value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScoringError(f"{quote(value)} is not a number of points for {attribute.name}: expected a whole number")


def _check_extras(instance: ScoringTable, attribute: object, value: Extras) -> None:
    if not isinstance(value, Extras):
        raise ScoringError(f"{quote(value)} is not a reading of the extra points: expected an Extras member (R4)")


@frozen
class ScoringTable:
    """Every number of section 6, and the two options (the recommended reading is the default).

    * ``extras`` -- R4. ``Extras.OVER_CONTRACT``: a made Number(k) scores
      ``number_made + extra_point * (t - k)``. ``Extras.ALL_TAKEN``: ``... * t``.
    * ``number_failed`` -- R5. ``-10`` (recommended, like the other failures); ``0`` is
      the Oh Hell reading, where a missed bid scores nothing.

    >>> import attrs
    >>> oh_hell = attrs.evolve(PARTNERSHIP_BLACKOUT, number_failed=0)
    >>> oh_hell.number_failed, PARTNERSHIP_BLACKOUT.board_made
    (0, 40)
    """

    __repr__ = brief_repr

    number_made: int = field(default=10, validator=_check_points)
    """Points for a made Number contract, before the extras."""
    extra_point: int = field(default=1, validator=_check_points)
    """Points per extra trick of a made Number contract (R4)."""
    extras: Extras = field(default=Extras.OVER_CONTRACT, validator=_check_extras)
    """Which tricks are extra (R4)."""
    number_failed: int = field(default=-10, validator=_check_points)
    """Points for a failed Number contract (R5)."""
    board_made: int = field(default=40, validator=_check_points)
    """Points for a made Board contract."""
    board_failed: int = field(default=-10, validator=_check_points)
    """Points for a failed Board contract."""
    nil_made: int = field(default=40, validator=_check_points)
    """Points for a made Nil contract."""
    nil_failed: int = field(default=-10, validator=_check_points)
    """Points for a failed Nil contract."""


PARTNERSHIP_BLACKOUT: Final = ScoringTable()
"""The table with the recommended readings of R4 (extras over the contract) and R5 (-10)."""


@frozen
class TeamScore:
    """One team's score on one deal, with its named components.

    ``points == contract_points + extra_points``: ``contract_points`` is what the
    contract is worth made (10 or 40) or failed (-10, or 0 under R5's alternative), and
    ``extra_points`` the R4 extras of a made Number contract.

    >>> s = score_team(TeamContract.parse("NS 5"), (4, 3, 3, 3))      # D2: NS 7 tricks
    >>> s.made, s.tricks, s.contract_points, s.extra_points, s.points
    (True, 7, 10, 2, 12)
    """

    __repr__ = brief_repr

    contract: TeamContract = field(validator=is_a(TeamContract, "contract"))
    """The contract scored."""
    tricks: int = field(validator=is_a(int, "tricks"))
    """Tricks won by the team."""
    bidder_tricks: int | None
    """For a Nil contract, the tricks won by the Nil bidder (the only ones that count); else ``None``."""
    made: bool = field(validator=is_a(bool, "made"))
    """Whether the contract was made."""
    contract_points: int = field(validator=is_a(int, "contract_points"))
    """The contract's value, made or failed."""
    extra_points: int = field(default=0, validator=is_a(int, "extra_points"))
    """The extra points of a made Number contract (R4); 0 otherwise."""

    @property
    def points(self) -> int:
        """What the team scores on the deal."""
        return self.contract_points + self.extra_points

    @property
    def outcome(self) -> str:
        """In words: ``made exactly``, ``made, 2 over``, ``short by 2``, ``Board made``, ``Nil failed``.

        >>> score_team(TeamContract.parse("EW Nil E"), (3, 1, 6, 3)).outcome
        'Nil failed: E won 1'
        """
        contract = self.contract
        if isinstance(contract.call, Number):
            over = self.tricks - contract.call.tricks
            if over < 0:
                return f"short by {-over}"
            return "made exactly" if over == 0 else f"made, {over} over"
        if contract.is_board:
            return "Board made" if self.made else f"Board failed: {TRICKS - self.tricks} lost"
        return "Nil made" if self.made else f"Nil failed: {contract.nil_bidder} won {self.bidder_tricks}"


@frozen
class DealScore(ScoredDeal[tuple[TeamContract, TeamContract], Seat]):
    """Both teams' scores on one deal, scored independently (section 6).

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are per side, North-South first; ``contract`` is both
    teams' contracts and ``declarer`` ``None``.

    >>> s = score(TeamContract.parse("NS 8"), TeamContract.parse("EW Nil E"), (5, 0, 4, 4))
    >>> s.points, s.tricks, dict(s.parts)
    ((11, 40), (9, 4), {'contract': (10, 40), 'extras': (1, 0)})
    >>> str(s)
    'NS 8, EW Nil E; tricks 9 4: NS +11, EW +40'
    >>> print(s.explain())
    NS 8, 9 tricks: made, 1 over   10 + 1 = +11
    EW Nil E, E won 0: Nil made    40 + 0 = +40
    """

    __repr__ = brief_repr

    ns: TeamScore = field(validator=is_a(TeamScore, "ns"))
    """North-South's score."""
    ew: TeamScore = field(validator=is_a(TeamScore, "ew"))
    """East-West's score."""

    @property
    def points(self) -> tuple[int, int]:
        """The points of North-South and East-West."""
        return (self.ns.points, self.ew.points)

    def as_result(self) -> DealResult[tuple[TeamContract, TeamContract], Seat]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: North-South's, then East-West's."""
        ns, ew = self.ns, self.ew
        parts = {
            "contract": (ns.contract_points, ew.contract_points),
            "extras": (ns.extra_points, ew.extra_points),
        }
        summary = f"{ns.contract}, {ew.contract}; tricks {ns.tricks} {ew.tricks}: NS {ns.points:+d}, EW {ew.points:+d}"
        return DealResult((ns.contract, ew.contract), None, (ns.tricks, ew.tricks), parts, self.points, summary)

    def of(self, side: Side) -> TeamScore:
        """The score of ``side``."""
        if side is Side.NORTH_SOUTH:
            return self.ns
        if side is Side.EAST_WEST:
            return self.ew
        raise ScoringError(f"{quote(side)} is not a partnership: expected Side.NORTH_SOUTH or Side.EAST_WEST")

    def explain(self) -> str:
        """One line per team: contract, tricks, outcome and the components."""
        heads = []
        for team in (self.ns, self.ew):
            if team.bidder_tricks is not None:
                heads.append(f"{team.contract}, {team.contract.nil_bidder} won {team.bidder_tricks}: {team.outcome}")
            else:
                heads.append(f"{team.contract}, {team.tricks} tricks: {team.outcome}")
        width = max(len(h) for h in heads)
        return "\n".join(
            f"{head:<{width}}  {team.contract_points:>3} + {team.extra_points} = {team.points:+d}"
            for head, team in zip(heads, (self.ns, self.ew), strict=True)
        )


def _count(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= TRICKS:
        raise ScoringError(f"{quote(value)} is not a number of tricks: expected 0 to 13")
    return value


def _by_seat(tricks: object) -> tuple[int, ...]:
    """Check ``tricks``: four per-player counts (N, E, S, W) or two team counts (NS, EW), 13 in all."""
    if isinstance(tricks, str) or not isinstance(tricks, Sequence) or len(tricks) not in (2, 4):
        raise ScoringError(
            f"{quote(tricks)} is not a trick count: expected four counts by player (N, E, S, W) or two by team (NS, EW)"
        )
    counts = tuple(_count(t) for t in tricks)
    if sum(counts) != TRICKS:
        raise ScoringError(f"{quote(tricks)} is not a deal's tricks: the counts add up to {sum(counts)}, not 13")
    return counts


def _team_tricks(counts: tuple[int, ...], side: Side) -> int:
    if len(counts) == 2:
        return counts[0] if side is Side.NORTH_SOUTH else counts[1]
    a, b = side.seats
    return counts[a] + counts[b]


def _score(contract: TeamContract, counts: tuple[int, ...], table: ScoringTable) -> TeamScore:
    tricks = _team_tricks(counts, contract.side)
    call = contract.call
    if isinstance(call, Number):
        if tricks < call.tricks:
            return TeamScore(contract, tricks, None, False, table.number_failed)
        extra = tricks - call.tricks if table.extras is Extras.OVER_CONTRACT else tricks
        return TeamScore(contract, tricks, None, True, table.number_made, table.extra_point * extra)
    if contract.is_board:
        made = tricks == TRICKS
        return TeamScore(contract, tricks, None, made, table.board_made if made else table.board_failed)
    bidder = contract.nil_bidder
    assert bidder is not None
    if len(counts) == 2:
        raise ScoringError(
            f"{quote(str(contract))} is judged on {bidder}'s own tricks: give the tricks of each player (N, E, S, W), "
            "not of each team (P5)"
        )
    own = counts[bidder]
    return TeamScore(contract, tricks, own, own == 0, table.nil_made if own == 0 else table.nil_failed)


def _check(contract: object, side: Side | None, table: object) -> TeamContract:
    if not isinstance(contract, TeamContract):
        raise ScoringError(f"{quote(contract)} is not a TeamContract: e.g. TeamContract.parse('NS 8')")
    if side is not None and contract.side is not side:
        raise ScoringError(f"{quote(str(contract))} is not a contract of {side}")
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable: use PARTNERSHIP_BLACKOUT or attrs.evolve(...)")
    return contract


def score_team(contract: TeamContract, tricks: Sequence[int], table: ScoringTable = PARTNERSHIP_BLACKOUT) -> TeamScore:
    """Score one team's contract given the deal's ``tricks``.

    ``tricks`` is four counts by player, North first (the P5 record), or two by team,
    North-South first; a Nil contract needs the counts by player. They add up to 13.

    >>> score_team(TeamContract.parse("NS Board"), (12, 1)).points     # D7: the Board fails
    -10
    >>> import attrs
    >>> score_team(TeamContract.parse("EW 5"), (4, 9), attrs.evolve(PARTNERSHIP_BLACKOUT, extras=Extras.ALL_TAKEN)).points
    19
    """
    return _score(_check(contract, None, table), _by_seat(tricks), table)


def score(
    ns: TeamContract, ew: TeamContract, tricks: Sequence[int], table: ScoringTable = PARTNERSHIP_BLACKOUT
) -> DealScore:
    """Score both teams of one deal; ``tricks`` as for :func:`score_team`.

    >>> score(TeamContract.parse("NS 6"), TeamContract.parse("EW 5"), (4, 9)).points   # D3
    (-10, 14)
    """
    counts = _by_seat(tricks)
    ns_contract = _check(ns, Side.NORTH_SOUTH, table)
    ew_contract = _check(ew, Side.EAST_WEST, table)
    return DealScore(_score(ns_contract, counts, table), _score(ew_contract, counts, table))
