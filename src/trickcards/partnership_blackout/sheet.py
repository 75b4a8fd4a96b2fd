"""The game sheet: totals after each deal, the target, the end of the game (section 7, R8).

Play runs to a target, 100 by default (150, 200 or more by agreement). Totals are
checked after each complete deal: a team at or above the target wins; if both teams
are, the higher total wins; on an exact tie further deals are played until the totals
differ (R8). Totals may go below zero. The deal passes one seat clockwise each deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.core.errors import IllegalStepError, ScoringError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, DealScore, ScoringTable, score
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.partnership_blackout.game import PartnershipBlackoutState

__all__ = ["DEFAULT_TARGET", "PartnershipBlackoutScoreSheet", "SheetEntry"]

DEFAULT_TARGET: Final = 100
"""The usual target (section 7)."""


@frozen(field_transformer=typed_fields)
class SheetEntry:
    """One line of the sheet: a deal, what each team scored on it and the totals after it.

    >>> entry = PartnershipBlackoutScoreSheet(first_dealer=Seat.SOUTH).record("Board", "3", (13, 0)).entries[0]
    >>> entry.number, entry.dealer, entry.points, entry.totals
    (1, <Seat.SOUTH: 2>, (40, -10), (40, -10))
    """

    __repr__ = brief_repr

    number: int
    """The deal's number, 1 for the first."""
    dealer: Seat
    """Who dealt."""
    result: DealScore | None
    """The scored deal, or ``None`` for a deal entered by its points alone."""
    points: tuple[int, int]
    """Points scored by North-South and East-West on this deal."""
    totals: tuple[int, int]
    """The running totals after this deal, North-South first."""


def _tricks_text(result: DealScore) -> tuple[int, ...]:
    """Tricks to write for a scored deal: by team, or by seat where a Nil needs its bidder's (P5).

    A team without a Nil has its tricks written at its first seat, which scores the same.
    """
    teams = (result.ns, result.ew)
    if all(team.bidder_tricks is None for team in teams):
        return (result.ns.tricks, result.ew.tricks)
    by_seat = [0, 0, 0, 0]
    for side, team in zip((Side.NORTH_SOUTH, Side.EAST_WEST), teams, strict=True):
        first = side.seats[0]
        bidder = team.contract.nil_bidder
        if bidder is None or team.bidder_tricks is None:
            by_seat[first] = team.tricks
        else:
            by_seat[bidder] = team.bidder_tricks
            by_seat[bidder.partner] = team.tricks - team.bidder_tricks
    return tuple(by_seat)


def _check_seat(instance: PartnershipBlackoutScoreSheet, attribute: object, seat: Seat) -> None:
    if not isinstance(seat, Seat):
        raise ScoringError(f"{quote(seat)} is not a seat: the first dealer is a Seat (chosen by lot, section 1)")


def _check_target(instance: PartnershipBlackoutScoreSheet, attribute: object, target: int) -> None:
    if not isinstance(target, int) or isinstance(target, bool) or target < 1:
        raise ScoringError(f"{quote(target)} is not a target: expected a whole number of points above 0 (section 7)")


def _check_table(instance: PartnershipBlackoutScoreSheet, attribute: object, table: ScoringTable) -> None:
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable: use PARTNERSHIP_BLACKOUT or attrs.evolve(...)")


def _to_entries(entries: Iterable[SheetEntry]) -> tuple[SheetEntry, ...]:
    result = tuple(entries) if isinstance(entries, Iterable) else None
    if result is None or not all(isinstance(e, SheetEntry) for e in result):
        raise ScoringError(f"{quote(entries)} is not a sequence of SheetEntry values")
    return result


def _point(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScoringError(f"{quote(value)} is not a number of points: expected a whole number")
    return value


@frozen
class PartnershipBlackoutScoreSheet(LedgerBacked, DealSheet["PartnershipBlackoutState"]):
    """An immutable game sheet; :meth:`record` returns a new sheet.

    Vector G2: both teams pass 100 in the same deal, and the higher total wins.

    >>> sheet = PartnershipBlackoutScoreSheet(first_dealer=Seat.WEST).record_points(92, 97)
    >>> sheet = sheet.record(TeamContract.parse("NS 6"), TeamContract.parse("EW 7"), (6, 7))
    >>> sheet.totals, sheet.is_over, sheet.winner
    ((102, 107), True, <Side.EAST_WEST: 'EW'>)
    >>> PartnershipBlackoutScoreSheet(target=150).record_points(100, 90).is_over
    False
    """

    __repr__ = sheet_repr

    first_dealer: Seat = field(default=Seat.NORTH, validator=_check_seat)
    """The dealer of the first deal (chosen by lot: :func:`~trickcards.partnership_blackout.dealer_by_lot`)."""
    target: int = field(default=DEFAULT_TARGET, validator=_check_target)
    """The points a team needs to win (section 7)."""
    table: ScoringTable = field(default=PARTNERSHIP_BLACKOUT, validator=_check_table)
    """The scoring table."""
    entries: tuple[SheetEntry, ...] = field(default=(), converter=_to_entries)
    """Every deal recorded so far."""
    # The entries shared with the sheet before, so that recording a deal costs the same
    # on a sheet of any length (each entry carries the running totals).
    _ledger: Ledger[SheetEntry] = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "entries"

    def __attrs_post_init__(self) -> None:
        """Refuse entries that no game could have produced (numbering, dealers, totals, a deal after the end)."""
        object.__setattr__(self, "_ledger", Ledger.of(self.entries))
        totals = (0, 0)
        for index, entry in enumerate(self.entries):
            if max(totals) >= self.target and totals[0] != totals[1]:
                raise ScoringError(
                    f"entry {index + 1} comes after the end of the game: the totals {totals} had reached "
                    f"the target {self.target} (section 7)"
                )
            dealer = self.first_dealer.rotate(index)
            points = entry.points
            if (
                entry.number != index + 1
                or entry.dealer is not dealer
                or not isinstance(points, tuple)
                or len(points) != 2
                or not all(isinstance(p, int) and not isinstance(p, bool) for p in points)
                or (
                    entry.result is not None
                    and (not isinstance(entry.result, DealScore) or entry.result.points != points)
                )
            ):
                raise ScoringError(
                    f"{quote(entry)} is not deal {index + 1} of this sheet: expected deal number {index + 1}, "
                    f"dealer {dealer} and two whole numbers of points matching its scored deal"
                )
            totals = (totals[0] + points[0], totals[1] + points[1])
            if entry.totals != totals:
                raise ScoringError(
                    f"{quote(entry)} does not add up: the totals after deal {index + 1} are {totals}, not {quote(entry.totals)}"
                )

    # --- where the game stands ---------------------------------------------------------

    @property
    def totals(self) -> tuple[int, int]:
        """The running totals of North-South and East-West (they may be negative)."""
        return self._ledger.last.totals if self._ledger else (0, 0)

    def total(self, side: Side) -> int:
        """The running total of ``side``."""
        ns, ew = self.totals
        if side is Side.NORTH_SOUTH:
            return ns
        if side is Side.EAST_WEST:
            return ew
        raise ScoringError(f"{quote(side)} is not a partnership")

    @property
    def next_dealer(self) -> Seat:
        """Who deals next: the deal passes one seat clockwise after each deal."""
        return self.first_dealer.rotate(len(self._ledger))

    @property
    def is_over(self) -> bool:
        """True once a team has reached the target and the totals differ (R8)."""
        ns, ew = self.totals
        return max(ns, ew) >= self.target and ns != ew

    @property
    def is_tie(self) -> bool:
        """True when both teams reached the target with equal totals: another deal is played (R8)."""
        ns, ew = self.totals
        return ns == ew >= self.target

    @property
    def leader(self) -> Side | None:
        """The team with the higher total now, ``None`` when level."""
        ns, ew = self.totals
        return None if ns == ew else Side.NORTH_SOUTH if ns > ew else Side.EAST_WEST

    @property
    def winner(self) -> Side | None:
        """The winning team once the game is over, else ``None``."""
        if not self.is_over:
            return None
        ns, ew = self.totals
        return Side.NORTH_SOUTH if ns > ew else Side.EAST_WEST

    # --- recording ---------------------------------------------------------------------

    def _add(self, result: DealScore | None, points: tuple[int, int]) -> PartnershipBlackoutScoreSheet:
        if self.is_over:
            ns, ew = self.totals
            raise IllegalStepError(
                f"cannot record deal {len(self._ledger) + 1}: the game is over, {self.winner} won "
                f"{max(ns, ew)} to {min(ns, ew)} (section 7)"
            )
        ns, ew = self.totals
        totals = (ns + points[0], ew + points[1])
        entry = SheetEntry(len(self._ledger) + 1, self.next_dealer, result, points, totals)
        sheet = object.__new__(PartnershipBlackoutScoreSheet)  # the new entry is checked by construction: no replay
        for name in ("first_dealer", "target", "table"):
            object.__setattr__(sheet, name, getattr(self, name))
        object.__setattr__(sheet, "_ledger", self._ledger.append(entry))
        return sheet

    def record(
        self, ns: TeamContract | str, ew: TeamContract | str, tricks: Sequence[int]
    ) -> PartnershipBlackoutScoreSheet:
        """A new sheet with a deal scored from both contracts and the tricks (see :func:`score`).

        Contracts may be given as text: ``"8"``, ``"Board"``, ``"Nil E"`` (or with the side).
        """
        ns_contract = TeamContract.parse(ns, Side.NORTH_SOUTH) if isinstance(ns, str) else ns
        ew_contract = TeamContract.parse(ew, Side.EAST_WEST) if isinstance(ew, str) else ew
        result = score(ns_contract, ew_contract, tricks, self.table)
        return self._add(result, result.points)

    def record_points(self, ns: int, ew: int) -> PartnershipBlackoutScoreSheet:
        """A new sheet with a deal entered by its two scores alone, as a paper sheet gives them."""
        return self._add(None, (_point(ns), _point(ew)))

    # --- the game protocol -------------------------------------------------------------

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West: the order of :attr:`settlement`."""
        return tuple(Seat)

    @property
    def settlement(self) -> tuple[int, int, int, int] | None:
        """``None`` until the game is over, then the difference of the team totals per seat, North first (zero-sum)."""
        if not self.is_over:
            return None
        ns, ew = self.totals
        return (ns - ew, ew - ns, ns - ew, ew - ns)

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("partnership-blackout").new`` for the next deal: dealer and table.

        >>> PartnershipBlackoutScoreSheet().next_deal()
        {'dealer': <Seat.NORTH: 0>, 'extras': 'over-contract', 'number_failed': -10}
        """
        return {
            "dealer": self.next_dealer,
            "extras": self.table.extras.value,
            "number_failed": self.table.number_failed,
        }

    def _record_result(
        self, result: DealResult[Any, Any], state: PartnershipBlackoutState
    ) -> PartnershipBlackoutScoreSheet:
        assert result.contract is not None  # both teams contract in every deal
        ns, ew = result.contract
        return self.record(ns, ew, result.tricks)

    def text(self) -> str:
        r"""The sheet as :meth:`parse` reads it: the first dealer, the target, then one deal a line.

        >>> print(PartnershipBlackoutScoreSheet().record("Board", "3", (13, 0, 0, 0)).text(), end="")
        first dealer N
        target 100
        Board 3 13 0
        """
        lines = [f"first dealer {self.first_dealer}", f"target {self.target}"]
        for entry in self._ledger:
            result = entry.result
            if result is None:
                lines.append(f"points {entry.points[0]} {entry.points[1]}")
            else:
                short = [team.contract.short.replace(" ", "") for team in (result.ns, result.ew)]
                lines.append(" ".join([*short, *(str(t) for t in _tricks_text(result))]))
        return "\n".join(lines) + "\n"

    # --- text --------------------------------------------------------------------------

    @classmethod
    def parse(
        cls, text: str, table: ScoringTable = PARTNERSHIP_BLACKOUT, target: int | None = None
    ) -> PartnershipBlackoutScoreSheet:
        r"""The sheet written in ``text`` (see :mod:`~trickcards.partnership_blackout.sheet_text`).

        ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '...' ...``.

        >>> sheet = PartnershipBlackoutScoreSheet.parse("first dealer W\ntarget 150\npoints 95 60\n5 NilW 3 7 3 0\n")
        >>> sheet.totals, sheet.target, sheet.next_dealer
        ((106, 100), 150, <Seat.EAST: 1>)
        """
        from trickcards.partnership_blackout.sheet_text import read_sheet  # noqa: PLC0415  # sheet_text imports this module

        return read_sheet(text, table, target)

    def render(self) -> str:
        """The sheet as kept at the table: one line per deal with the running totals, then the result.

        >>> sheet = PartnershipBlackoutScoreSheet(first_dealer=Seat.WEST).record("5", "Nil W", (3, 7, 3, 0))
        >>> print(sheet.record("Board", "4", (13, 0)).render())
        Deal  Dealer  NS contract  EW contract  Tricks NS-EW      NS     EW    Total NS  Total EW
           1  W       5            Nil W               6-7      +11    +40         11        40
           2  N       Board        4                  13-0      +40    -10         51        30
        Next dealer E; target 100
        """
        lines = [
            f"{'Deal':>4}  {'Dealer':<6}  {'NS contract':<11}  {'EW contract':<11}  {'Tricks NS-EW':>12}  "
            f"{'NS':>6} {'EW':>6}  {'Total NS':>8}  {'Total EW':>8}"
        ]
        for entry in self.entries:
            result = entry.result
            if result is None:
                ns_text, ew_text, tricks = "(points)", "", ""
            else:
                ns_text, ew_text = result.ns.contract.short, result.ew.contract.short
                tricks = f"{result.ns.tricks}-{result.ew.tricks}"
            lines.append(
                f"{entry.number:>4}  {entry.dealer!s:<6}  {ns_text:<11}  {ew_text:<11}  {tricks:>12}  "
                f"{entry.points[0]:>+6} {entry.points[1]:>+6}  {entry.totals[0]:>8}  {entry.totals[1]:>8}"
            )
        ns, ew = self.totals
        winner = self.winner
        if winner is not None:
            lines.append(f"{winner} wins {max(ns, ew)} to {min(ns, ew)} after {len(self.entries)} deals")
        elif self.is_tie:
            lines.append(f"Tied at {ns}: another deal is played (R8); next dealer {self.next_dealer}")
        else:
            lines.append(f"Next dealer {self.next_dealer}; target {self.target}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()
