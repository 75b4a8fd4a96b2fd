"""The Brandeln score sheet: a game to a target score, the rotating deal, ties (section 10, R12).

Players are numbered 0-3 round the table. The deal passes one seat to the left after
every deal, a lottery included. The players agree a target T beforehand; no source
gives one, so it is a required parameter (R12). After the deal in which any player's
total reaches T, the highest total wins; while two or more share the highest total,
dealing goes on until exactly one leads: the game ends after the first deal at which one
player alone has the highest total, even if that total has since fallen below T
(section 10).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import field, frozen

from trickcards.brandeln.contracts import PLAYERS, BrandelnContract, Player
from trickcards.brandeln.deal import BrandelnDeal
from trickcards.brandeln.play import BrandelnPlay
from trickcards.brandeln.scoring import (
    BRANDELN,
    BRANDELN_CLASSIC,
    BrandelnTable,
    ContractScore,
    LotteryScore,
    lottery_score,
    score,
)
from trickcards.core.errors import IllegalStepError, ScoringError
from trickcards.core.hand import Hand
from trickcards.core.inputs import integer, quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.brandeln.game import BrandelnState

__all__ = ["BrandelnScoreSheet", "SheetEntry"]


def _player(value: object, what: str = "player") -> int:
    return integer(
        value,
        f"a {what}",
        low=0,
        high=PLAYERS - 1,
        rule="Brandeln players are numbered 0-3 (section 1)",
        error=ScoringError,
    )


def _dealt(play: BrandelnPlay) -> tuple[Hand, ...]:
    """The hands ``play`` started from: the cards each position played, and those still held."""
    masks = [hand.mask for hand in play.hands]
    for trick in play.tricks:
        for index, card in enumerate(trick.cards):
            masks[trick.player(index)] |= card.mask
    return tuple(Hand.from_mask(mask) for mask in masks)


@frozen(field_transformer=typed_fields)
class SheetEntry:
    """One line of the score sheet: a deal and what each player scored on it."""

    __repr__ = brief_repr

    number: int
    """The deal's number, 1 for the first."""
    dealer: int
    """Who dealt (0-3)."""
    result: ContractScore | LotteryScore
    """The score of the contract, or of the lottery when all passed."""
    declarer: int | None
    """Who declared (0-3), or ``None`` for a lottery."""
    points: tuple[int, int, int, int]
    """Points scored by players 0-3 on this deal."""

    @property
    def is_lottery(self) -> bool:
        """True for a lottery deal (all four passed)."""
        return isinstance(self.result, LotteryScore)


def _check_target(instance: BrandelnScoreSheet, attribute: object, target: int) -> None:
    if not isinstance(target, int) or isinstance(target, bool) or target < 1:
        raise ScoringError(
            f"{quote(target)} is not a target score: agree a whole number of points >= 1 (section 10, R12)"
        )


def _check_dealer(instance: BrandelnScoreSheet, attribute: object, dealer: int) -> None:
    _player(dealer, "dealer")


def _check_table(instance: BrandelnScoreSheet, attribute: object, table: BrandelnTable) -> None:
    if not isinstance(table, BrandelnTable):
        raise ScoringError(f"{quote(table)} is not a BrandelnTable: use BRANDELN or BRANDELN_CLASSIC")


def _to_entries(entries: Iterable[SheetEntry]) -> tuple[SheetEntry, ...]:
    result = tuple(entries) if isinstance(entries, Iterable) else (entries,)
    if not all(isinstance(e, SheetEntry) for e in result):
        raise ScoringError(f"{quote(result)} is not a sequence of SheetEntry values")
    return result


def _added(totals: tuple[int, int, int, int], points: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    return (totals[0] + points[0], totals[1] + points[1], totals[2] + points[2], totals[3] + points[3])


@frozen
class BrandelnScoreSheet(LedgerBacked, DealSheet["BrandelnState"]):
    """An immutable Brandeln score sheet for a game to ``target`` points; :meth:`record` returns a new sheet.

    >>> sheet = BrandelnScoreSheet(target=5, first_dealer=0)
    >>> sheet = sheet.record(1, "Four", 4)             # player 1 makes Four: +2
    >>> sheet = sheet.record_lottery((3, 2, 2, 0))      # all passed: player 3 wins the lottery
    >>> sheet = sheet.record(1, "Five", 5)             # +3: player 1 reaches 5
    >>> sheet.totals, sheet.is_over, sheet.winner, sheet.next_dealer
    ((0, 5, 0, 1), True, 1, 3)
    """

    __repr__ = sheet_repr

    target: int = field(validator=_check_target)
    """The agreed target score T (R12)."""
    first_dealer: int = field(default=0, validator=_check_dealer)
    """Who deals the first deal (chosen by lot, section 1)."""
    table: BrandelnTable = field(default=BRANDELN, validator=_check_table)
    """The scoring table."""
    entries: tuple[SheetEntry, ...] = field(default=(), converter=_to_entries)
    """Every deal recorded so far."""
    # Running state, so that recording a deal costs the same on a sheet of any length.
    _ledger: Ledger[SheetEntry] = field(init=False, eq=False, repr=False)
    _totals: tuple[int, int, int, int] = field(init=False, eq=False, repr=False)
    _reached: bool = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "entries"
    deal_rule: ClassVar[str] = "the deal passes one seat to the left after every deal (section 1)"

    def __attrs_post_init__(self) -> None:
        totals, reached = [0] * PLAYERS, False
        for entry in self.entries:
            for player, points in enumerate(entry.points):
                totals[player] += points
            reached = reached or max(totals) >= self.target
        object.__setattr__(self, "_ledger", Ledger.of(self.entries))
        object.__setattr__(self, "_totals", (totals[0], totals[1], totals[2], totals[3]))
        object.__setattr__(self, "_reached", reached)

    def _extended(self, entry: SheetEntry) -> BrandelnScoreSheet:
        """The sheet with ``entry`` added, from the running state alone (no replay)."""
        sheet = object.__new__(BrandelnScoreSheet)
        for name in ("target", "first_dealer", "table"):
            object.__setattr__(sheet, name, getattr(self, name))
        totals = _added(self._totals, entry.points)
        object.__setattr__(sheet, "_ledger", self._ledger.append(entry))
        object.__setattr__(sheet, "_totals", totals)
        object.__setattr__(sheet, "_reached", self._reached or max(totals) >= self.target)
        return sheet

    # --- where the game stands -----------------------------------------------------------

    @property
    def totals(self) -> tuple[int, int, int, int]:
        """The running totals of players 0-3."""
        return self._totals

    @property
    def next_dealer(self) -> int:
        """Who deals next: the deal moves one seat to the left after every deal (section 1)."""
        return (self.first_dealer + len(self._ledger)) % PLAYERS

    @property
    def target_reached(self) -> bool:
        """True once any player's total has reached the target at the end of a deal."""
        return self._reached

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players who share the highest total."""
        totals = self.totals
        top = max(totals)
        return tuple(p for p in range(PLAYERS) if totals[p] == top)

    @property
    def leader(self) -> int | None:
        """The player with the highest total now, ``None`` when two or more share it."""
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else None

    @property
    def is_tie_break(self) -> bool:
        """True when the target has been reached but two or more share the highest total (R12)."""
        return self.target_reached and len(self.leaders) > 1

    @property
    def is_over(self) -> bool:
        """True once the target has been reached and exactly one player leads (section 10)."""
        return self.target_reached and len(self.leaders) == 1

    @property
    def winner(self) -> int | None:
        """The player with the highest total once the game is over, else ``None``."""
        return self.leaders[0] if self.is_over else None

    # --- recording -----------------------------------------------------------------------

    def _add(
        self, result: ContractScore | LotteryScore, declarer: int | None, points: tuple[int, ...]
    ) -> BrandelnScoreSheet:
        if self.is_over:
            raise IllegalStepError(
                f"cannot record deal {len(self._ledger) + 1}: the game is over, player {self.winner} won "
                f"with {max(self.totals)} (section 10)"
            )
        four = (points[0], points[1], points[2], points[3])
        entry = SheetEntry(len(self._ledger) + 1, self.next_dealer, result, declarer, four)
        return self._extended(entry)

    def record(self, declarer: int, contract: BrandelnContract | str, tricks: int) -> BrandelnScoreSheet:
        """A new sheet with a contract deal: player ``declarer`` (0-3) played ``contract`` and took ``tricks``."""
        player = _player(declarer, "declarer")
        result = score(contract, tricks, self.table)
        return self._add(result, player, result.spread(player))

    def record_lottery(self, tricks: Sequence[int]) -> BrandelnScoreSheet:
        """A new sheet with a lottery deal: ``tricks`` taken by players 0-3 (section 9)."""
        result = lottery_score(tricks, self.table)
        return self._add(result, None, result.points)

    def record_play(self, deal: BrandelnDeal, play: BrandelnPlay) -> BrandelnScoreSheet:
        """A new sheet with a deal played to the end: ``deal`` names the dealer, ``play`` the tricks.

        The deal's dealer must be :attr:`next_dealer`.
        """
        if not isinstance(deal, BrandelnDeal) or not isinstance(play, BrandelnPlay):
            raise ScoringError(f"{quote(deal)}, {quote(play)}: expected a BrandelnDeal and a BrandelnPlay")
        if deal.dealer != self.next_dealer:
            raise IllegalStepError(
                f"deal {len(self._ledger) + 1} is dealt by player {self.next_dealer}, not {deal.dealer} (section 1)"
            )
        if not play.is_complete:
            raise ScoringError(f"{quote(play)} is not over: score a deal after all 7 tricks (section 7)")
        if _dealt(play) != deal.hands:
            raise ScoringError(
                f"{quote(play)} was not played with the hands of {quote(str(deal))}: record a deal with its own play"
            )
        declarer, contract = play.declarer, play.contract
        if declarer is None or contract is None:
            by_player = [0] * PLAYERS
            for position in Player:
                by_player[deal.at_table(position)] = play.tricks_won[position]
            return self.record_lottery(by_player)
        return self.record(deal.at_table(declarer), contract, play.tricks_won[declarer])

    # --- the game protocol -------------------------------------------------------------

    @property
    def players(self) -> tuple[int, int, int, int]:
        """The players by table number, 0-3: the order of :attr:`totals` and :attr:`settlement`."""
        return (0, 1, 2, 3)

    @property
    def settlement(self) -> tuple[int, int, int, int] | None:
        """``None`` until the game is over, then the totals of players 0-3.

        Under the seed table only declarers score, so the totals are not zero-sum; the
        classic table's payments are.
        """
        return self.totals if self.is_over else None

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("brandeln").new`` for the next deal: the dealer (a table number) and the table.

        >>> BrandelnScoreSheet(target=10).record(1, "Four", 4).next_deal()
        {'dealer': 1, 'table': 'seed'}
        """
        return {"dealer": self.next_dealer, "table": "classic" if self.table is BRANDELN_CLASSIC else "seed"}

    def _record_result(self, result: DealResult[Any, Any], state: BrandelnState) -> BrandelnScoreSheet:
        dealer: int = state.start.dealer
        if result.declarer is None:
            by_table = [0] * PLAYERS
            for position, tricks in zip(Player, result.tricks, strict=True):
                by_table[position.at_table(dealer)] = tricks
            return self.record_lottery(by_table)
        declarer: Player = result.declarer
        assert result.contract is not None  # a declarer plays a contract
        return self.record(declarer.at_table(dealer), result.contract, result.tricks[declarer])

    def text(self) -> str:
        r"""The sheet as :meth:`parse` reads it: the target, the first dealer, then one deal a line.

        >>> print(BrandelnScoreSheet(target=5).record(1, "Four", 4).record_lottery((3, 2, 2, 0)).text(), end="")
        target 5
        first dealer 0
        1 Four 4
        lottery 3 2 2 0
        """
        lines = [f"target {self.target}", f"first dealer {self.first_dealer}"]
        for entry in self._ledger:
            result = entry.result
            if isinstance(result, LotteryScore):
                lines.append("lottery " + " ".join(str(t) for t in result.tricks))
            else:
                lines.append(f"{entry.declarer} {result.contract} {result.declarer_tricks}")
        return "\n".join(lines) + "\n"

    # --- text ----------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, table: BrandelnTable = BRANDELN, target: int | None = None) -> BrandelnScoreSheet:
        r"""The sheet written in ``text`` (see :mod:`~trickcards.brandeln.sheet_text`), scored with ``table``.

        ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '5 Six 6' ...``.

        >>> BrandelnScoreSheet.parse("target 10\nfirst dealer 1\n0 Six 6\nlottery 3 2 2 0\n").totals
        (5, 0, 0, 1)
        """
        from trickcards.brandeln.sheet_text import read_sheet  # noqa: PLC0415  # sheet_text imports this module

        return read_sheet(text, table, target)

    def render(self) -> str:
        """The sheet as a person keeps it: one line per deal, the totals and where the game stands.

        >>> print(BrandelnScoreSheet(target=10).record(2, "Null", 1).record_lottery((2, 2, 2, 1)).render())
        Deal  Dealer  Contract                  Tricks  Result      P0    P1    P2    P3
           1  P0      Null by P2                     1  failed       0     0    -5     0
           2  P1      lottery                  2 2 2 1  P3 wins      0     0     0     1
        --------------------------------------------------------------------------------
                                                        Total        0     0    -5     1
        Target 10: next dealer P2
        """
        names = [f"P{p}" for p in range(PLAYERS)]
        # The widest contract column is "All-without-trump by P3", 23 characters.
        head = f"{'Deal':>4}  {'Dealer':<6}  {'Contract':<23}  {'Tricks':>7}  {'Result':<8}"
        lines = [head + "".join(f"  {n:>4}" for n in names)]
        for entry in self.entries:
            result = entry.result
            if isinstance(result, LotteryScore):
                what, tricks = "lottery", " ".join(str(t) for t in result.tricks)
                if result.all_tricks is not None:
                    outcome = f"P{result.all_tricks} all 7"
                elif result.winner is not None:
                    outcome = f"P{result.winner} wins"
                else:
                    outcome = "no score"
            else:
                what, tricks, outcome = (
                    f"{result.contract} by P{entry.declarer}",
                    str(result.declarer_tricks),
                    result.outcome,
                )
            line = f"{entry.number:>4}  {'P' + str(entry.dealer):<6}  {what:<23}  {tricks:>7}  {outcome:<8}"
            lines.append(line + "".join(f"  {p:>4}" for p in entry.points))
        lines.append("-" * len(lines[0]))
        lines.append(f"{'':>46}  {'Total':<8}" + "".join(f"  {t:>4}" for t in self.totals))
        if self.is_over:
            lines.append(f"Target {self.target}: P{self.winner} wins with {max(self.totals)}")
        elif self.is_tie_break:
            tied = ", ".join(f"P{p}" for p in self.leaders)
            lines.append(
                f"Target {self.target} reached; {tied} tie for the lead: dealing goes on, next dealer P{self.next_dealer}"
            )
        else:
            lines.append(f"Target {self.target}: next dealer P{self.next_dealer}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()
