"""The Bridgette score sheet: six counted deals, the alternating deal, tie-breaks (section 8).

A cancelled deal (both players passed at once, E2) is written on the sheet but not
counted, and the same dealer redeals (R7). After six counted deals the higher total
wins; on a tie single deals follow until the totals differ (R14).

The text of a sheet (:meth:`BridgetteScoreSheet.parse`) has one deal per line: the
declarer (``A`` or ``B``), the contract and the declarer's tricks (``A 3NTX 9``), or
``cancelled`` for a deal both players passed. Blank lines and text after ``#`` are
ignored. ``first dealer B`` as the first line names the first dealer (A by default).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.player import Player, to_player
from trickcards.bridgette.scoring import BRIDGETTE, BridgetteScore, BridgetteTable, score
from trickcards.core import inputs
from trickcards.core.errors import IllegalStepError, ParseError, ScoringError, TrickcardsError
from trickcards.core.inputs import parse_integer, quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.bridgette.game import BridgetteState

__all__ = ["DEALS_IN_GAME", "BridgetteScoreSheet", "SheetEntry"]

DEALS_IN_GAME: Final = 6
"""Counted deals in a game of Bridgette (section 8)."""


@frozen(field_transformer=typed_fields)
class SheetEntry:
    """One line of the score sheet: a deal and what each player scored on it."""

    __repr__ = brief_repr

    number: int
    """The deal's number in the order dealt, cancelled deals included (1 is the first)."""
    dealer: Player
    """Who dealt."""
    result: BridgetteScore | None
    """The score of the deal, or ``None`` for a cancelled deal (E2)."""
    points: tuple[int, int] = (0, 0)
    """Points scored by A and by B on this deal."""

    @property
    def is_cancelled(self) -> bool:
        """True for a deal cancelled because both players passed at once (E2)."""
        return self.result is None


def _to_entries(entries: Iterable[SheetEntry]) -> tuple[SheetEntry, ...]:
    if not isinstance(entries, Iterable):
        raise ScoringError(f"{quote(entries)} is not a sequence of SheetEntry values")
    result = tuple(entries)
    if not all(isinstance(e, SheetEntry) for e in result):
        raise ScoringError(f"{quote(result)} is not a sequence of SheetEntry values")
    return result


def _check_table(instance: object, attribute: object, table: BridgetteTable) -> None:
    if not isinstance(table, BridgetteTable):
        raise ScoringError(f"{quote(table)} is not a BridgetteTable: use BRIDGETTE or attrs.evolve(BRIDGETTE, ...)")


@frozen
class BridgetteScoreSheet(LedgerBacked, DealSheet["BridgetteState"]):
    """An immutable Bridgette score sheet; :meth:`record` returns a new sheet.

    ``first_dealer`` deals the first deal; after every counted deal the deal passes to
    the other player, while a cancelled deal is redealt by the same dealer (R7).

    >>> sheet = BridgetteScoreSheet(first_dealer=Player.A)
    >>> sheet = sheet.record_cancelled()             # both passed: A deals again
    >>> sheet = sheet.record(Player.B, "3NTX", 9)    # B makes 3NT doubled
    >>> sheet.totals, sheet.next_dealer, sheet.counted_deals
    ((0, 2800), <Player.B: 1>, 1)
    >>> for _ in range(5):
    ...     sheet = sheet.record(Player.A, "4H", 9)  # A goes down one: B scores 100
    >>> sheet.is_over, sheet.winner, sheet.totals
    (True, <Player.B: 1>, (0, 3300))
    """

    __repr__ = sheet_repr

    first_dealer: Player = field(default=Player.A, converter=to_player)
    """The dealer of the first deal (chosen by :func:`~trickcards.bridgette.draw_for_dealer` or agreed)."""
    table: BridgetteTable = field(default=BRIDGETTE, validator=_check_table)
    """The scoring table."""
    entries: tuple[SheetEntry, ...] = field(default=(), converter=_to_entries)
    """Every deal recorded so far, cancelled deals included."""
    # Running state, so that recording a deal costs the same on a sheet of any length.
    _ledger: Ledger[SheetEntry] = field(init=False, eq=False, repr=False)
    _counted: int = field(init=False, eq=False, repr=False)
    _totals: tuple[int, int] = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "entries"
    deal_rule: ClassVar[str] = "the deal alternates after each counted deal; a cancelled deal is redealt (R7)"

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_ledger", Ledger.of(self.entries))
        object.__setattr__(self, "_counted", sum(1 for e in self.entries if not e.is_cancelled))
        a = sum(e.points[0] for e in self.entries)
        object.__setattr__(self, "_totals", (a, sum(e.points[1] for e in self.entries)))

    def _extended(self, entry: SheetEntry) -> BridgetteScoreSheet:
        """The sheet with ``entry`` added, from the running state alone (no replay)."""
        sheet = object.__new__(BridgetteScoreSheet)
        object.__setattr__(sheet, "first_dealer", self.first_dealer)
        object.__setattr__(sheet, "table", self.table)
        object.__setattr__(sheet, "_ledger", self._ledger.append(entry))
        object.__setattr__(sheet, "_counted", self._counted + (not entry.is_cancelled))
        a, b = self._totals
        object.__setattr__(sheet, "_totals", (a + entry.points[0], b + entry.points[1]))
        return sheet

    # --- where the game stands ---------------------------------------------------------

    @property
    def counted_deals(self) -> int:
        """How many deals count toward the game (cancelled deals do not)."""
        return self._counted

    @property
    def totals(self) -> tuple[int, int]:
        """The running totals of A and B."""
        return self._totals

    @property
    def next_dealer(self) -> Player:
        """Who deals next: alternating after each counted deal, the same after a cancelled one."""
        return self.first_dealer if self.counted_deals % 2 == 0 else self.first_dealer.other

    @property
    def is_tie_break(self) -> bool:
        """True when six deals are done, the totals are level and another deal is due (R14)."""
        a, b = self.totals
        return self.counted_deals >= DEALS_IN_GAME and a == b

    @property
    def is_over(self) -> bool:
        """True once six or more deals are counted and the totals differ."""
        a, b = self.totals
        return self.counted_deals >= DEALS_IN_GAME and a != b

    @property
    def leader(self) -> Player | None:
        """The player with the higher total now, ``None`` when level."""
        a, b = self.totals
        return None if a == b else Player.A if a > b else Player.B

    @property
    def winner(self) -> Player | None:
        """The player with the higher total once the game is over, else ``None``."""
        if not self.is_over:
            return None
        a, b = self.totals
        return Player.A if a > b else Player.B

    @property
    def players(self) -> tuple[Player, Player]:
        """A and B: the order of :attr:`totals` and :attr:`settlement`."""
        return (Player.A, Player.B)

    @property
    def settlement(self) -> tuple[int, int] | None:
        """``None`` until the game is over, then the difference of the totals per player, A first (zero-sum)."""
        if not self.is_over:
            return None
        a, b = self.totals
        return (a - b, b - a)

    # --- the game protocol -------------------------------------------------------------

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("bridgette").new`` for the next deal: the dealer and the table's options.

        >>> BridgetteScoreSheet().record("A", "2S", 8).next_deal()
        {'dealer': <Player.B: 1>, 'value_by_tricks': False, 'three_over': True, 'multiply_double_bonus': True}
        """
        table = self.table
        return {
            "dealer": self.next_dealer,
            "value_by_tricks": table.value_by_tricks,
            "three_over": table.three_over,
            "multiply_double_bonus": table.multiply_double_bonus,
        }

    def _record_result(self, result: DealResult[Any, Any], state: BridgetteState) -> BridgetteScoreSheet:
        if result.declarer is None or result.contract is None:
            return self.record_cancelled()
        return self.record(result.declarer, result.contract, result.tricks[result.declarer])

    def text(self) -> str:
        r"""The sheet as :meth:`parse` reads it: ``first dealer X``, then one deal a line.

        >>> print(BridgetteScoreSheet().record("B", "3NTX", 9).record_cancelled().text(), end="")
        first dealer A
        B 3NTX 9
        cancelled
        """
        lines = [f"first dealer {self.first_dealer}"]
        for entry in self._ledger:
            result = entry.result
            if result is None:
                lines.append("cancelled")
            else:
                contract = result.contract
                lines.append(f"{contract.declarer} {contract.bid}{contract.doubling} {result.declarer_tricks}")
        return "\n".join(lines) + "\n"

    # --- text ----------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, table: BridgetteTable = BRIDGETTE) -> BridgetteScoreSheet:
        r"""The sheet written in ``text`` (see the module docstring), scored with ``table``.

        Errors name the line: ``line 3: 'A 9NT 9' ...``.

        >>> print(BridgetteScoreSheet.parse("first dealer B\nA 3NTX 9\ncancelled\n").totals)
        (2800, 0)
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not the text of a sheet")
        sheet: BridgetteScoreSheet | None = None
        first = Player.A
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            try:
                words = line.split()
                if sheet is None and [w.lower() for w in words[:2]] == ["first", "dealer"] and len(words) == 3:
                    first = Player.parse(words[2])
                    sheet = cls(first, table)
                    continue
                if sheet is None:
                    sheet = cls(first, table)
                if line.lower() in ("cancelled", "canceled", "passed out"):
                    sheet = sheet.record_cancelled()
                elif len(words) == 3:
                    tricks = parse_integer(words[2], "a number of tricks", low=0)
                    sheet = sheet.record(Player.parse(words[0]), words[1], tricks)
                else:
                    raise ParseError(f"{quote(line)} is not a deal: expected 'declarer contract tricks' or 'cancelled'")
            except TrickcardsError as error:
                raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
        return sheet if sheet is not None else cls(first, table)

    # --- recording ---------------------------------------------------------------------

    def _check_open(self, what: str) -> None:
        if self.is_over:
            a, b = self.totals
            raise IllegalStepError(
                f"cannot record {what}: the game is over, {self.winner} won {max(a, b)} to {min(a, b)} (section 8)"
            )

    def record(
        self, declarer: Player | str, contract: BridgetteContract | str, tricks: int | str
    ) -> BridgetteScoreSheet:
        """A new sheet with a played deal: ``declarer`` (A or B) played ``contract`` and took ``tricks``.

        ``contract`` may carry the declarer too (``"3NTXB"``); it must then agree.
        """
        player = to_player(declarer)
        if isinstance(contract, str):
            contract = BridgetteContract.parse(contract)
        if not isinstance(contract, BridgetteContract):
            raise ScoringError(f"{quote(contract)} is not a Bridgette contract")
        if contract.declarer is not None and contract.declarer is not player:
            raise ScoringError(f"{quote(str(contract))} names declarer {contract.declarer}, but {player} was given")
        self._check_open(f"{contract.bid}{contract.doubling} by {player}")
        tricks = inputs.tricks_won(tricks, contract)
        result = score(
            BridgetteContract(contract.level, contract.strain, contract.doubling, player), tricks, self.table
        )
        points = [0, 0]
        points[player] = result.declarer_points
        points[player.other] = result.defender_points
        entry = SheetEntry(len(self._ledger) + 1, self.next_dealer, result, (points[0], points[1]))
        return self._extended(entry)

    def record_cancelled(self) -> BridgetteScoreSheet:
        """A new sheet with a cancelled deal: both players passed at once (E2); it does not count."""
        self._check_open("a cancelled deal")
        entry = SheetEntry(len(self._ledger) + 1, self.next_dealer, None)
        return self._extended(entry)

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The sheet as a person keeps it: one line per deal, running totals and the result.

        >>> print(BridgetteScoreSheet().record("A", "0NT", 6).record_cancelled().render())
        Deal  Dealer  Contract    Tricks  Result              A       B
           1  A       0NT by A         6  made exactly      400       0
           2  B       passed out, not counted; B deals again
        --------------------------------------------------------------------
                                          Total             400       0
        After 1 of 6 deals: next dealer B
        """
        lines = [f"{'Deal':>4}  {'Dealer':<6}  {'Contract':<10}  {'Tricks':>6}  {'Result':<13}  {'A':>6}  {'B':>6}"]
        counted = 0
        for entry in self.entries:
            head = f"{entry.number:>4}  {entry.dealer!s:<6}  "
            if entry.result is None:
                lines.append(head + f"passed out, not counted; {entry.dealer} deals again")
                continue
            counted += 1
            contract = entry.result.contract
            text = f"{contract.level}{contract.strain}{contract.doubling} by {contract.declarer}"
            tie = "  (tie-break)" if counted > DEALS_IN_GAME else ""
            lines.append(
                head + f"{text:<10}  {entry.result.declarer_tricks:>6}  {entry.result.outcome:<13}  "
                f"{entry.points[0]:>6}  {entry.points[1]:>6}{tie}"
            )
        a, b = self.totals
        lines.append("-" * 68)
        lines.append(f"{'':>32}  {'Total':<13}  {a:>6}  {b:>6}")
        winner = self.winner
        if winner is not None:
            lines.append(f"{winner} wins by {abs(a - b)} after {self.counted_deals} deals")
        elif self.is_tie_break:
            lines.append(f"Tied after {self.counted_deals} deals: a tie-break deal follows, dealer {self.next_dealer}")
        else:
            lines.append(f"After {self.counted_deals} of {DEALS_IN_GAME} deals: next dealer {self.next_dealer}")
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        """The sheet as SVG (Jupyter shows it): :func:`trickcards.pictures.pads.bridgette_svg`."""
        from trickcards.pictures.pads import bridgette_svg  # noqa: PLC0415  (pictures import the sheet)

        return bridgette_svg(self)

    def _repr_html_(self) -> str:
        """The sheet as an HTML table: :func:`trickcards.pictures.pads.bridgette_html`."""
        from trickcards.pictures.pads import bridgette_html  # noqa: PLC0415  (pictures import the sheet)

        return bridgette_html(self)

    def __str__(self) -> str:
        return self.render()
