"""The game sheet over the whole schedule: bids, tricks and points per deal, totals, winners, settlement.

A game is the deals of its :class:`~trickcards.blackout.Schedule` (13 for four players,
deal k with k cards each). Each deal records every player's bid and tricks; the sheet
scores them with its :class:`~trickcards.blackout.ScoringTable` and keeps running
totals. After the last deal the highest total wins and the totals are settled
(pairwise or winner-takes, :mod:`~trickcards.blackout.settlement`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from string import ascii_uppercase
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import Factory, field, frozen

from trickcards.blackout.bidding import BlackoutBidding
from trickcards.blackout.calls import Bid
from trickcards.blackout.schedule import Schedule
from trickcards.blackout.scoring import HOYLE, PRESETS, DealScore, MadeZero, ScoringTable, score, scoring_table
from trickcards.blackout.settlement import Payment, Settlement, net, settle
from trickcards.blackout.settlement import winners as _winners
from trickcards.core.errors import IllegalStepError, ScoringError
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.blackout.game import BlackoutState

__all__ = ["BlackoutScoreSheet", "SheetEntry"]


@frozen
class SheetEntry:
    """One line of the sheet: a deal, its scores and the running totals after it.

    >>> e = BlackoutScoreSheet(Schedule(3)).record((1, 0, 1), (0, 0, 1)).entries[0]
    >>> e.number, e.dealer, e.bids, e.tricks_won, e.points, e.totals
    (1, 0, (Bid(tricks=1), Bid(tricks=0), Bid(tricks=1)), (0, 0, 1), (0, 10, 11), (0, 10, 11))
    """

    __repr__ = brief_repr

    number: int = field(validator=is_a(int, "number"))
    """The deal's number, which is also k, the cards each player held."""
    dealer: int = field(validator=is_a(int, "dealer"))
    """Who dealt."""
    score: DealScore = field(validator=is_a(DealScore, "score"))
    """The scored deal."""
    totals: tuple[int, ...] = field(validator=is_a(tuple, "totals", of=int))
    """Each player's running total after this deal."""

    @property
    def bids(self) -> tuple[Bid, ...]:
        """Each player's bid."""
        return tuple(Bid(b) for b in self.score.bids)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Each player's tricks."""
        return self.score.tricks_won

    @property
    def points(self) -> tuple[int, ...]:
        """What each player scored on this deal."""
        return self.score.points


def _default_names(instance: BlackoutScoreSheet) -> tuple[str, ...]:
    return tuple(ascii_uppercase[: instance.schedule.players]) if isinstance(instance.schedule, Schedule) else ()


def _to_names(names: Iterable[str]) -> tuple[str, ...]:
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise ScoringError(f"{quote(names)} is not a sequence of player names such as ('Ann', 'Bob', 'Cy')")
    return tuple(names)


def _to_entries(entries: Iterable[SheetEntry]) -> tuple[SheetEntry, ...]:
    result = tuple(entries) if isinstance(entries, Iterable) else None
    if result is None or not all(isinstance(e, SheetEntry) for e in result):
        raise ScoringError(f"{quote(entries)} is not a sequence of SheetEntry values")
    return result


def _check_schedule(instance: BlackoutScoreSheet, attribute: object, schedule: Schedule) -> None:
    if not isinstance(schedule, Schedule):
        raise ScoringError(f"{quote(schedule)} is not a Schedule: e.g. Schedule(4) for four players")


def _check_table(instance: BlackoutScoreSheet, attribute: object, table: ScoringTable) -> None:
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable: use HOYLE, SEED5, SEED10 or scoring_table(...)")


def _check_names(instance: BlackoutScoreSheet, attribute: object, names: tuple[str, ...]) -> None:
    players = instance.schedule.players
    if len(names) != players or not all(isinstance(n, str) and n.strip() and n == n.strip() for n in names):
        raise ScoringError(f"{quote(names)} are not the names of {players} players: one non-blank name each")
    if len(set(names)) != players:
        raise ScoringError(f"{quote(names)}: each player needs a different name")


def _describe(table: ScoringTable) -> str:
    zero = table.bonus + (table.per_trick if table.made_zero is MadeZero.AS_ONE_TRICK else 0)
    missed = (
        "missed bids 0 (method 1)"
        if table.missed.method == 1
        else f"missed bids: over 0, short -{table.penalty_per_trick} a trick (method 2)"
    )
    return f"{table.bonus} + {table.per_trick} a trick, made zero {zero}, {missed}"


@frozen
class BlackoutScoreSheet(LedgerBacked, DealSheet["BlackoutState"]):
    """An immutable game sheet; :meth:`record` returns a new sheet.

    >>> sheet = BlackoutScoreSheet(Schedule(3, deals=2), names=("Ann", "Bob", "Cy"))
    >>> sheet = sheet.record((1, 0, 1), (0, 0, 1)).record((0, 0, 1), (1, 0, 1))
    >>> sheet.totals, sheet.is_over, sheet.winners
    ((0, 20, 22), True, (2,))
    >>> [p.explain(sheet.names) for p in sheet.payments()]
    ['Ann pays Bob 20', 'Ann pays Cy 22', 'Bob pays Cy 2']
    """

    __repr__ = sheet_repr

    schedule: Schedule = field(validator=_check_schedule)
    """The players, the number of deals and the first dealer."""
    table: ScoringTable = field(default=HOYLE, validator=_check_table)
    """The scoring table."""
    names: tuple[str, ...] = field(
        default=Factory(_default_names, takes_self=True), converter=_to_names, validator=_check_names
    )
    """The players' names, by player number (by default A, B, C ...)."""
    entries: tuple[SheetEntry, ...] = field(default=(), converter=_to_entries)
    """Every deal recorded so far."""
    # The entries shared with the sheet before, so that recording a deal costs the same
    # on a sheet of any length (each entry carries the running totals).
    _ledger: Ledger[SheetEntry] = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "entries"
    deal_rule: ClassVar[str] = "deal k gives k cards; the deal passes one player clockwise (section 9, Deals)"

    def __attrs_post_init__(self) -> None:
        """Refuse entries that this schedule could not have produced (numbering, dealers, tricks, totals)."""
        object.__setattr__(self, "_ledger", Ledger.of(self.entries))
        if len(self.entries) > self.schedule.deals:
            raise ScoringError(
                f"{len(self.entries)} entries: the schedule has only {self.schedule.deals} deals (section 9, Deals)"
            )
        totals = (0,) * self.player_count
        for index, entry in enumerate(self.entries):
            deal = index + 1
            dealer = self.schedule.dealer(deal)
            score = entry.score
            if (
                entry.number != deal
                or entry.dealer != dealer
                or not isinstance(score, DealScore)
                or len(score.scores) != self.player_count
                or score.trick_count != deal
            ):
                raise ScoringError(
                    f"{quote(entry)} is not deal {deal} of this sheet: expected deal number {deal}, dealer {dealer} "
                    f"and one score per player for {self.player_count} players, with {deal} tricks in all"
                )
            totals = tuple(t + p for t, p in zip(totals, score.points, strict=True))
            if entry.totals != totals:
                raise ScoringError(
                    f"{quote(entry)} does not add up: the totals after deal {deal} are {totals}, not {quote(entry.totals)}"
                )

    # --- where the game stands ---------------------------------------------------------

    @property
    def player_count(self) -> int:
        """The number of players."""
        return self.schedule.players

    @property
    def players(self) -> tuple[int, ...]:
        """The player numbers, 0 to :attr:`player_count` - 1: the order of :attr:`totals` and :attr:`settlement`."""
        return tuple(range(self.schedule.players))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's running total (it may be negative under method 2)."""
        return self._ledger.last.totals if self._ledger else (0,) * self.player_count

    @property
    def deal_number(self) -> int | None:
        """The number (k) of the next deal, or ``None`` once every deal is recorded."""
        return None if self.is_over else len(self._ledger) + 1

    @property
    def next_dealer(self) -> int | None:
        """Who deals next, or ``None`` once the game is over."""
        deal = self.deal_number
        return None if deal is None else self.schedule.dealer(deal)

    @property
    def is_over(self) -> bool:
        """True once every deal of the schedule is recorded."""
        return len(self._ledger) >= self.schedule.deals

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players with the highest total so far."""
        return _winners(self.totals)

    @property
    def leader(self) -> int | None:
        """The player with the highest total now, ``None`` when two or more share it."""
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else None

    @property
    def winners(self) -> tuple[int, ...]:
        """The winner (several on a tie) once the game is over, else ``()``."""
        return self.leaders if self.is_over else ()

    @property
    def winner(self) -> int | None:
        """The game's winner once it is over, ``None`` before or when the highest total is shared (see :attr:`winners`)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    def payments(self, method: Settlement = Settlement.PAIRWISE) -> tuple[Payment, ...]:
        """The payments that settle the final totals (see :func:`~trickcards.blackout.settle`)."""
        if not self.is_over:
            raise IllegalStepError(
                f"the game is not over: {len(self._ledger)} of {self.schedule.deals} deals are recorded, "
                "and the totals are settled at the end"
            )
        return settle(self.totals, method)

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """``None`` until the game is over, then each player's net of the pairwise payments (zero-sum, BO-14).

        >>> BlackoutScoreSheet(Schedule(3, deals=1)).record((1, 0, 1), (0, 0, 1)).settlement
        (-21, 9, 12)
        """
        if not self.is_over:
            return None
        return net(self.payments(), self.player_count)

    # --- the game protocol -------------------------------------------------------------

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("blackout").new`` for the next deal: dealer, players, cards and table.

        Deal k gives each player k cards; the preset and method are named when the
        sheet's table is one of the presets.

        >>> BlackoutScoreSheet(Schedule(4)).record((1, 0, 1, 1), (0, 0, 1, 0)).next_deal()
        {'dealer': 1, 'players': 4, 'cards': 2, 'scoring': 'hoyle', 'method': 1}
        """
        deal = self.deal_number
        if deal is None:
            raise IllegalStepError(f"all {self.schedule.deals} deals are recorded: there is no next deal")
        arguments: dict[str, Any] = {
            "dealer": self.schedule.dealer(deal),
            "players": self.player_count,
            "cards": self.schedule.hand_size(deal),
        }
        method = self.table.missed.method
        for name in PRESETS:
            if scoring_table(name, method) == self.table:
                arguments.update(scoring=name, method=method)
                break
        return arguments

    def _record_result(self, result: DealResult[Any, Any], state: BlackoutState) -> BlackoutScoreSheet:
        assert result.contract is not None  # every player bids in every deal
        return self.record(result.contract, result.tricks)

    def text(self) -> str:
        r"""The sheet as :meth:`parse` reads it (see :mod:`~trickcards.blackout.sheet_text`).

        >>> print(BlackoutScoreSheet(Schedule(3, deals=2)).record((1, 0, 1), (0, 0, 1)).text(), end="")
        players 3
        deals 2
        first dealer 0
        1 0 1 / 0 0 1
        """
        from trickcards.blackout.sheet_text import sheet_text  # noqa: PLC0415  # sheet_text imports this module

        return sheet_text(self)

    # --- recording ---------------------------------------------------------------------

    def record(self, bids: Sequence[Bid | int] | BlackoutBidding, won: Sequence[int]) -> BlackoutScoreSheet:
        """A new sheet with the next deal: each player's bid and tricks, by player number.

        A bid is a :class:`~trickcards.blackout.Bid` or its number; ``bids`` may also be
        this deal's :class:`~trickcards.blackout.BlackoutBidding` with
        every bid made (closed or not). The tricks must add up to the deal's k and the bids must not (section 9).

        >>> BlackoutScoreSheet(Schedule(4)).record((1, 0, 0, 1), (1, 0, 0, 1))
        Traceback (most recent call last):
        ...
        trickcards.core.errors.ScoringError: deal 1: tricks (1, 0, 0, 1) add up to 2, but deal 1 has 1 trick (k = 1)
        """
        deal = self.deal_number
        if deal is None:
            raise IllegalStepError(f"cannot record another deal: all {self.schedule.deals} deals are recorded")
        dealer = self.schedule.dealer(deal)
        if isinstance(bids, BlackoutBidding):
            if (bids.players, bids.dealer, bids.tricks) != (self.player_count, dealer, deal) or not bids.all_bid:
                raise ScoringError(
                    f"{quote(str(bids))} is not the complete bidding of deal {deal} (k={deal}, dealer {dealer}, "
                    f"{self.player_count} players)"
                )
            bids = tuple(b for b in bids.by_player if b is not None)
        counts = tuple(won) if isinstance(won, Iterable) else ()
        if len(counts) == self.player_count and all(isinstance(c, int) for c in counts) and sum(counts) != deal:
            raise ScoringError(
                f"deal {deal}: tricks {quote(counts)} add up to {sum(counts)}, but deal {deal} has {deal} "
                f"trick{'s' if deal > 1 else ''} (k = {deal})"
            )
        if isinstance(bids, Sequence) and len(bids) != self.player_count:
            raise ScoringError(f"deal {deal}: {quote(bids)} is not one bid for each of the {self.player_count} players")
        result = score(bids, counts or won, self.table)
        if len(result.scores) != self.player_count:
            raise ScoringError(
                f"deal {deal}: give one bid and one trick count for each of the {self.player_count} players"
            )
        if sum(result.tricks_won) != deal:
            raise ScoringError(f"deal {deal}: the tricks add up to {sum(result.tricks_won)}, not {deal}")
        totals = tuple(t + p for t, p in zip(self.totals, result.points, strict=True))
        entry = SheetEntry(deal, dealer, result, totals)
        sheet = object.__new__(BlackoutScoreSheet)  # the new entry is checked by construction: no replay
        for name in ("schedule", "table", "names"):
            object.__setattr__(sheet, name, getattr(self, name))
        object.__setattr__(sheet, "_ledger", self._ledger.append(entry))
        return sheet

    # --- text --------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, preset: str | None = None, method: int | None = None) -> BlackoutScoreSheet:
        r"""The sheet written in ``text`` (see :mod:`~trickcards.blackout.sheet_text`).

        ``preset`` and ``method`` override the text's lines. Errors name the line.

        >>> sheet = BlackoutScoreSheet.parse("players 3\ndeals 2\n1 0 1 / 0 0 1\n0 0 1 / 1 0 1\n")
        >>> sheet.totals, sheet.is_over
        ((0, 20, 22), True)
        """
        from trickcards.blackout.sheet_text import read_sheet  # noqa: PLC0415  # sheet_text imports this module

        return read_sheet(text, preset, method).sheet

    def render(self, method: Settlement = Settlement.PAIRWISE) -> str:
        """The sheet as kept at the table: per deal each player's bid/won, points and total; then the result.

        >>> sheet = BlackoutScoreSheet(Schedule(3, deals=2)).record((1, 0, 1), (0, 0, 1))
        >>> print(sheet.record((0, 1, 0), (1, 1, 0)).render())
        Blackout: 3 players, 2 deals; 10 + 1 a trick, made zero 10, missed bids 0 (method 1)
                             A                   B                   C
        Deal Dealer   bid/won  pts total  bid/won  pts total  bid/won  pts total
           1 A          1/0     +0     0    0/0    +10    10    1/1    +11    11
           2 B          0/1     +0     0    1/1    +11    21    0/0    +10    21
        Totals: A 0, B 21, C 21
        Winners, tied on 21: B, C
        Settlement (pairwise): A pays B 21; A pays C 21
        """
        if not isinstance(method, Settlement):
            raise ScoringError(f"{quote(method)} is not a way of settling: expected a Settlement member")
        width = max(6, *(len(n) for n in self.names))
        head = " " * (6 + width) + "".join(f"{name:^20}" for name in self.names)
        sub = f"Deal {'Dealer':<{width}} " + f"  {'bid/won':^7} {'pts':>4} {'total':>5}" * self.player_count
        lines = [
            f"Blackout: {self.player_count} players, {self.schedule.deals} deals; {_describe(self.table)}",
            head.rstrip(),
            sub.rstrip(),
        ]
        for entry in self.entries:
            cells = "".join(
                f"  {f'{b}/{w}':^7} {p:>+4} {t:>5}"
                for b, w, p, t in zip(entry.bids, entry.tricks_won, entry.points, entry.totals, strict=True)
            )
            lines.append(f"{entry.number:>4} {self.names[entry.dealer]:<{width}} {cells}".rstrip())
        lines.append("Totals: " + ", ".join(f"{n} {t}" for n, t in zip(self.names, self.totals, strict=True)))
        if self.is_over:
            top = self.winners
            best = self.totals[top[0]]
            if len(top) == 1:
                lines.append(f"Winner: {self.names[top[0]]} with {best}")
            else:
                lines.append(f"Winners, tied on {best}: " + ", ".join(self.names[p] for p in top))
            payments = self.payments(method)
            shown = "; ".join(p.explain(self.names) for p in payments) or "nothing to pay"
            lines.append(f"Settlement ({method.value}): {shown}")
        else:
            deal, dealer = self.deal_number, self.next_dealer
            assert deal is not None
            assert dealer is not None
            lines.append(
                f"Next: deal {deal} of {self.schedule.deals}, {deal} card{'s' if deal > 1 else ''} each, "
                f"dealer {self.names[dealer]}; the bids must not total {deal}"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()
