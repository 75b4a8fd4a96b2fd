"""Score sheets: the rubber-bridge pad and the Chicago (four-deal) pad.

A sheet is an immutable ledger: :meth:`~RubberScoreSheet.record` returns a new sheet
with one more deal, and refuses (raising, with the old sheet untouched) a deal that
cannot be written. Everything a scorer reads off the pad (games, vulnerability,
entries above and below the line, totals, the rubber's end) is derived from the
recorded deals, so two sheets with the same deals are equal. Each sheet keeps the
running state of its pad, so recording a deal costs the same on a sheet of any length.

>>> sheet = RubberScoreSheet().record(Contract.parse("4SN"), 10)
>>> sheet.games, sheet.is_vulnerable(Side.NORTH_SOUTH)
((<Side.NORTH_SOUTH: 'NS'>,), True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final, Self

from attrs import Attribute, evolve, field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Vulnerability
from trickcards.bridge.pad import Item, PadEntry, RecordedDeal, render_pad
from trickcards.bridge.scoring import HandsLike, Honours, Score, honours_held, score, settle
from trickcards.bridge.tables import (
    CHICAGO,
    RUBBER_MODERN,
    RUBBER_TABLE_OPTIONS,
    ScoringFormat,
    ScoringTable,
)
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.inputs import integer, member, quote
from trickcards.core.reprs import sheet_repr
from trickcards.core.seats import Seat, Side
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.bridge.game import BridgeState

__all__ = ["ChicagoScoreSheet", "RubberScoreSheet", "SheetClosedError"]

NS: Final = Side.NORTH_SOUTH
EW: Final = Side.EAST_WEST
_NOTHING_YET: Final[Ledger[PadEntry]] = Ledger()
_NO_GAMES: Final[Ledger[Side]] = Ledger()
_VULNERABILITY: Final = {
    (False, False): Vulnerability.NONE,
    (True, False): Vulnerability.NS,
    (False, True): Vulnerability.EW,
    (True, True): Vulnerability.BOTH,
}


class SheetClosedError(TrickcardsError):
    """A deal recorded after the rubber is over or was stopped.

    >>> issubclass(SheetClosedError, TrickcardsError)
    True
    """


def _deal_result(
    table: ScoringTable,
    contract: Contract | str | None,
    tricks: int | str | None,
    honours: Honours | HandsLike | str | None,
) -> RecordedDeal:
    """Check one deal's inputs and find honours in hands, without scoring it yet."""
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    if contract is not None and not isinstance(contract, Contract):
        raise ScoringError(
            f"{quote(contract)} is not a contract: record a Contract or its text ('4SN'), or None for a pass-out"
        )
    if contract is not None:  # tricks and honours as the command line writes them: '=', '+1', 'NS:100'
        tricks = inputs.tricks_won(tricks, contract)
    elif isinstance(tricks, str):
        raise ScoringError(f"a passed-out deal has no tricks, got {quote(tricks)}")
    if isinstance(honours, str):
        honours = Honours.parse(honours)
    if honours is None or isinstance(honours, Honours):
        return RecordedDeal(contract, tricks, honours)
    if contract is None:
        raise ScoringError(f"a passed-out deal has no tricks or honours, got {quote(tricks)} and {quote(honours)}")
    if not table.honours:
        # Refused whether or not the hands hold honours, as score() refuses them.
        raise ScoringError(f"the {quote(table.name)} table scores no honours, so record no hands (rules section 7.6)")
    return RecordedDeal(contract, tricks, honours_held(honours, contract, table))


def _entries(result: Score, side: Side, deal: int, segment: int) -> list[PadEntry]:
    """The pad entries of one scored deal for declarer's ``side``."""
    other = side.opponents
    items = (
        (side, result.trick_points, True, Item.TRICK_POINTS),
        (side, result.overtricks, False, Item.OVERTRICKS),
        (side, result.insult, False, Item.INSULT),
        (side, result.slam, False, Item.SLAM),
        (side, result.game_bonus, False, Item.GAME_BONUS),
        (side, result.part_score_bonus, False, Item.PART_SCORE_BONUS),
        (side if result.honours > 0 else other, abs(result.honours), False, Item.HONOURS),
        (other, result.undertricks, False, Item.UNDERTRICKS),
    )
    return [PadEntry(s, points, below, item, deal, segment) for s, points, below, item in items if points]


@frozen
class _Tally:
    """The state of a pad after some deals: what replaying them produces, kept as they are recorded."""

    entries: Ledger[PadEntry] = _NOTHING_YET
    lines: int = 0
    games: Ledger[Side] = _NO_GAMES
    wins: tuple[int, int] = (0, 0)
    """Games won by N-S and by E-W."""
    part_scores: tuple[int, int] = (0, 0)
    """Trick points of N-S and E-W below the line since the last line (or, in Chicago, chukker)."""
    totals: tuple[int, int] = (0, 0)
    played: int = 0
    open_segment: bool = False
    """Chicago: trick points were written below the line since it was last drawn."""
    rubbers: int = 0
    """Rubber: rubbers complete."""

    def write(self, new: list[PadEntry]) -> tuple[Ledger[PadEntry], tuple[int, int]]:
        """The entries and totals with ``new`` written on the pad."""
        entries, (ns, ew) = self.entries, self.totals
        for entry in new:
            entries = entries.append(entry)
            if entry.side is NS:
                ns += entry.points
            else:
                ew += entry.points
        return entries, (ns, ew)

    def won(self, side: Side) -> int:
        """Games won by ``side``."""
        return self.wins[0] if side is NS else self.wins[1]

    def with_game(self, side: Side) -> _Tally:
        """The state with a game won by ``side``."""
        wins = (self.wins[0] + 1, self.wins[1]) if side is NS else (self.wins[0], self.wins[1] + 1)
        return evolve(self, games=self.games.append(side), wins=wins)


def _picture_title(sheet: object) -> str:
    """``Rubber score sheet`` for a RubberScoreSheet: the heading of its pictures."""
    return type(sheet).__name__.removesuffix("ScoreSheet") + " score sheet"


def _added(below: tuple[int, int], side: Side, points: int) -> tuple[int, int]:
    return (below[0] + points, below[1]) if side is NS else (below[0], below[1] + points)


class _Sheet(LedgerBacked, DealSheet["BridgeState"]):
    """Reading a pad: totals, margin, winner, settlement, rendering."""

    __slots__ = ()
    _tally: _Tally
    _ledger: Ledger[RecordedDeal]
    _LEDGER_FIELD: ClassVar[str] = "deals"

    def _with(self, tally: _Tally, ledger: Ledger[RecordedDeal], **changes: object) -> Self:
        """A copy of this sheet with the given running state (and settings), without a replay."""
        sheet = object.__new__(type(self))
        for name in self._SETTINGS:
            object.__setattr__(sheet, name, changes.get(name, getattr(self, name)))
        object.__setattr__(sheet, "_tally", tally)
        object.__setattr__(sheet, "_ledger", ledger)
        return sheet

    _SETTINGS: ClassVar[tuple[str, ...]]
    table: ScoringTable

    @property
    def entries(self) -> tuple[PadEntry, ...]:
        """Every number on the pad, in the order written."""
        return self._tally.entries.to_tuple()

    @property
    def part_scores(self) -> tuple[int, int]:
        """Trick points of N-S and E-W below the line since the last line was drawn."""
        return self._tally.part_scores

    def total(self, side: Side) -> int:
        """All of ``side``'s points, above and below the line."""
        return self._tally.totals[0] if side is NS else self._tally.totals[1] if side is EW else 0

    @property
    def totals(self) -> tuple[int, int]:
        """(We, They): the totals of N-S and E-W."""
        return self._tally.totals

    @property
    def margin(self) -> int:
        """N-S total minus E-W total."""
        we, they = self.totals
        return we - they

    @property
    def leader(self) -> Side | None:
        """The side with more points now, ``None`` when level."""
        margin = self.margin
        return None if margin == 0 else NS if margin > 0 else EW

    @property
    def is_over(self) -> bool:
        """Whether the game on this sheet is over; each sheet says when."""
        raise NotImplementedError

    @property
    def winner(self) -> Side | None:
        """The game's winner: the side with more points once the sheet is over (``None`` before, or when level)."""
        return self.leader if self._decided else None

    @property
    def _decided(self) -> bool:
        return self.is_over

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West: the order of :attr:`settlement`."""
        return tuple(Seat)

    @property
    def settlement(self) -> tuple[int, int, int, int] | None:
        """``None`` until the sheet is over, then the margin in points per player, North, East, South, West (zero-sum)."""
        if not self._decided:
            return None
        margin = self.margin
        return (margin, -margin, margin, -margin)

    def record(
        self,
        contract: Contract | str | None,
        tricks: int | str | None = None,
        honours: Honours | HandsLike | str | None = None,
    ) -> Self:
        """A new sheet with one more deal; each sheet says how."""
        raise NotImplementedError

    def _record_result(self, result: DealResult[Any, Any], state: BridgeState) -> Self:
        if result.contract is None or result.declarer is None:
            return self.record(None)
        hands = state.deal if self.table.honours else None
        return self.record(result.contract, result.tricks[int(result.declarer)], hands)

    def text(self) -> str:
        """The settings and deals as a deal file (``trickcards rubber FILE``): :meth:`parse` reads them back."""
        return "".join(f"{line}\n" for line in (*self._settings_lines(), *map(str, self._ledger)))

    def _settings_lines(self) -> list[str]:
        return [f"first dealer {self.first_dealer}", f"table {self.table.name}"]

    first_dealer: Seat

    def settle(self, unit: int = 100, half_up: bool = True) -> int:
        """The margin in whole units for N-S (negative: N-S pay), rounded as :func:`settle`."""
        return settle(self.margin, unit, half_up)

    def _footer(self) -> list[str]:
        return []

    def _repr_svg_(self) -> str:
        """The pad as SVG (Jupyter shows it): :func:`trickcards.pictures.pads.pad_svg`."""
        from trickcards.pictures.pads import deal_legend, pad_svg  # noqa: PLC0415  (pictures import the sheets)

        return pad_svg(self.entries, self._tally.lines, [*self._footer(), *deal_legend(self)], _picture_title(self))

    def _repr_html_(self) -> str:
        """The pad as an HTML table: :func:`trickcards.pictures.pads.pad_html`."""
        from trickcards.pictures.pads import deal_legend, pad_html  # noqa: PLC0415  (pictures import the sheets)

        return pad_html(self.entries, self._tally.lines, [*self._footer(), *deal_legend(self)], _picture_title(self))

    def _settlement(self) -> str:
        """The margin in units of 100 points, rounded to the nearest unit, a half up (:func:`settle`)."""
        units = self.settle()
        owed = "nothing to pay" if units == 0 else f"{'They' if units > 0 else 'We'} pay {abs(units)}"
        return f"settlement in units of 100 points (a half rounded up): {owed}"

    def _vulnerability(self, sides: Iterable[Side]) -> str:
        sides = frozenset(sides)  # a generator would be used up by the first test of membership
        names = [name for name, side in (("We", NS), ("They", EW)) if side in sides]
        return "both" if len(names) == 2 else names[0] if names else "neither side"

    def render(self) -> str:
        """The sheet as a classic We / They score pad."""
        return render_pad(self.entries, self._tally.lines, self._footer())

    def __str__(self) -> str:
        return self.render()


def _plural(count: int, noun: str) -> str:
    return noun if count == 1 else f"{noun}s"


def _rubber_table(instance: object, attribute: object, table: ScoringTable) -> None:
    if not isinstance(table, ScoringTable) or table.format is not ScoringFormat.RUBBER:
        raise ScoringError(
            f"{quote(table)} is not a rubber table: a rubber sheet needs RUBBER_MODERN or RUBBER_CLASSIC"
        )


def _seat(instance: object, attribute: object, seat: Seat) -> None:
    if not isinstance(seat, Seat):
        raise ScoringError(f"{quote(seat)} is not a seat: expected Seat.NORTH, EAST, SOUTH or WEST")


def _flag(instance: object, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise ScoringError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


def _count(instance: object, attribute: Attribute[int], value: int) -> None:
    inputs.integer(value, f"a number of {attribute.name}", low=1, error=ScoringError)


def _deals(instance: object, attribute: object, deals: tuple[RecordedDeal, ...]) -> None:
    if not isinstance(deals, tuple) or not all(isinstance(d, RecordedDeal) for d in deals):
        raise ScoringError(f"{quote(deals)} is not a tuple of RecordedDeal values")


@frozen
class RubberScoreSheet(_Sheet):
    """The rubber-bridge pad: We (N-S) and They (E-W), above and below the line.

    A side wins a game when its trick points below the line since the last line reach
    the table's game (100); a line is then drawn and earlier part-scores of both sides
    stop counting toward game. A side with a game is vulnerable. Two games end the
    rubber, with a bonus of 700 (two games to none) or 500 (two to one). :meth:`finish`
    stops an unfinished rubber under Law 80: 300 to the side with the only completed
    game, and the table's part-score bonus (100 modern, 50 classic) to the only side
    with a part-score in the unfinished game.

    >>> sheet = RubberScoreSheet()
    >>> for text, tricks in [("2SN", 8), ("1NTE", 7), ("2DS", 8)]:
    ...     sheet = sheet.record(Contract.parse(text), tricks)
    >>> sheet.games, sheet.part_scores
    ((<Side.NORTH_SOUTH: 'NS'>,), (0, 0))
    >>> sheet = sheet.record(Contract.parse("4HN"), 10)
    >>> sheet.is_over, sheet.totals, sheet.settle()
    (True, (920, 40), 9)
    """

    __repr__ = sheet_repr

    table: ScoringTable = field(default=RUBBER_MODERN, validator=_rubber_table)
    first_dealer: Seat = field(default=Seat.NORTH, validator=_seat)
    deals: tuple[RecordedDeal, ...] = field(default=(), validator=_deals)
    stopped: bool = field(default=False, kw_only=True, validator=_flag)
    """Play stopped before the rubber was complete; the Law 80 bonuses are on the pad."""
    rubbers: int = field(default=1, kw_only=True, validator=_count)
    """The rubbers the sheet is kept for: a new rubber starts on the same pad until they are complete."""
    _tally: _Tally = field(init=False, eq=False, repr=False)
    _ledger: Ledger[RecordedDeal] = field(init=False, eq=False, repr=False)
    _SETTINGS: ClassVar[tuple[str, ...]] = ("table", "first_dealer", "stopped", "rubbers")
    deal_rule: ClassVar[str] = "the deal passes to the left; a side with a game is vulnerable (Laws 2, 74)"

    def __attrs_post_init__(self) -> None:
        tally = _Tally()
        for number, deal in enumerate(self.deals, 1):
            tally = self._step(tally, deal, number)
        if self.stopped:
            tally = self._stop(tally)
        object.__setattr__(self, "_tally", tally)
        object.__setattr__(self, "_ledger", Ledger.of(self.deals))

    def _step(self, tally: _Tally, deal: RecordedDeal, number: int) -> _Tally:
        """The pad after deal ``number``."""
        table = self.table
        if tally.rubbers == self.rubbers:
            raise SheetClosedError(f"deal {number} ({deal}): the rubber is over, a side has won two games (Law 74)")
        if deal.contract is None or deal.contract.declarer is None or deal.tricks is None:
            return evolve(tally, played=number)  # passed out (RecordedDeal refuses a played deal without them)
        side = deal.contract.declarer.side
        result = score(deal.contract, deal.tricks, tally.won(side) > 0, table, deal.honours)
        entries, totals = tally.write(_entries(result, side, number, tally.lines))
        below = _added(tally.part_scores, side, result.trick_points)
        tally = evolve(tally, entries=entries, totals=totals, part_scores=below, played=number)
        if (below[0] if side is NS else below[1]) >= table.game:
            tally = evolve(tally.with_game(side), lines=tally.lines + 1, part_scores=(0, 0))
            if tally.won(side) == 2:
                bonus = table.rubber_bonus(tally.won(side.opponents))
                entries, totals = tally.write([PadEntry(side, bonus, False, Item.RUBBER_BONUS, number, tally.lines)])
                tally = evolve(tally, entries=entries, totals=totals, rubbers=tally.rubbers + 1)
                if tally.rubbers < self.rubbers:
                    tally = evolve(tally, wins=(0, 0))  # a new rubber: nobody vulnerable
        return tally

    def _stop(self, tally: _Tally) -> _Tally:
        """The pad with the bonuses of an unfinished rubber (Law 80) written on it."""
        table = self.table
        if tally.rubbers == self.rubbers:
            return tally
        bonuses: list[PadEntry] = []
        if sum(tally.wins) == 1:
            winner = tally.games.last
            bonuses.append(PadEntry(winner, table.unfinished_game_bonus, False, Item.UNFINISHED_GAME, None, 0))
        holders = [s for s, points in zip((NS, EW), tally.part_scores, strict=True) if points]
        if len(holders) == 1:
            bonuses.append(
                PadEntry(holders[0], table.unfinished_part_score_bonus, False, Item.UNFINISHED_PART_SCORE, None, 0)
            )
        entries, totals = tally.write(bonuses)
        return evolve(tally, entries=entries, totals=totals)

    # --- recording ------------------------------------------------------------------------

    def record(
        self,
        contract: Contract | str | None,
        tricks: int | str | None = None,
        honours: Honours | HandsLike | str | None = None,
    ) -> RubberScoreSheet:
        """A new sheet with one more deal; ``contract=None`` records a passed-out deal.

        The contract (a :class:`Contract` or its text, ``"4SN"``) must name its declarer. ``honours`` is an :class:`Honours` value
        or the four hands (a deal) to find them in.

        >>> RubberScoreSheet().record(Contract.parse("4SXN"), 8).totals
        (0, 300)
        >>> RubberScoreSheet().record("4SN", 10).totals
        (120, 0)
        """
        what = (
            "a passed-out deal"
            if contract is None
            else quote(str(contract) if isinstance(contract, Contract) else contract)
        )
        if self.is_over:
            winner = self.rubber_winner
            raise SheetClosedError(f"cannot record {what}: the rubber is over, {winner} won two games (Law 74)")
        if self.stopped:
            raise SheetClosedError(f"cannot record {what}: the rubber was stopped unfinished (Law 80)")
        deal = _deal_result(self.table, contract, tricks, honours)
        ledger = self._ledger.append(deal)
        return self._with(self._step(self._tally, deal, len(ledger)), ledger)

    def record_passed_out(self) -> RubberScoreSheet:
        """A new sheet with a passed-out deal: nothing is scored, the deal passes to the left.

        >>> RubberScoreSheet().record_passed_out().dealer
        <Seat.EAST: 1>
        """
        return self.record(None)

    def finish(self) -> RubberScoreSheet:
        """Stop the rubber here, adding the unfinished-rubber bonuses of Law 80.

        A complete (or already stopped) rubber is returned unchanged.

        >>> sheet = RubberScoreSheet().record(Contract.parse("4SN"), 10).record(Contract.parse("2HS"), 8)
        >>> sheet.finish().totals
        (580, 0)
        """
        if self.is_over or self.stopped:
            return self
        return self._with(self._stop(self._tally), self._ledger, stopped=True)

    # --- reading ----------------------------------------------------------------------

    @property
    def games(self) -> tuple[Side, ...]:
        """The winner of each game completed, in order."""
        return self._tally.games.to_tuple()

    def games_won(self, side: Side) -> int:
        """How many games ``side`` has won."""
        return self._tally.won(side) if isinstance(side, Side) else 0

    def is_vulnerable(self, side: Side) -> bool:
        """A side that has won a game is vulnerable."""
        return self.games_won(side) > 0

    @property
    def is_over(self) -> bool:
        """A side has won two games (in the last of :attr:`rubbers`)."""
        return self._tally.rubbers == self.rubbers

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("rubber").new`` for the next deal: dealer, vulnerability and table.

        >>> RubberScoreSheet().record("4SN", 10).next_deal()
        {'dealer': <Seat.EAST: 1>, 'vulnerability': <Vulnerability.NS: 'NS'>, 'table': 'modern'}
        """
        ns, ew = self.is_vulnerable(NS), self.is_vulnerable(EW)
        return {"dealer": self.dealer, "vulnerability": _VULNERABILITY[ns, ew], "table": self._table_option()}

    def _table_option(self) -> str:
        """The rubber game's ``table`` option that deals under this sheet's table."""
        for word, table in RUBBER_TABLE_OPTIONS.items():
            if table == self.table:
                return word
        raise ScoringError(
            f"the sheet's table {quote(self.table.name)} is none of the rubber game's tables "
            f"({', '.join(RUBBER_TABLE_OPTIONS)}): record its deals by hand with record()"
        )

    @classmethod
    def parse(cls, text: str, table: ScoringTable = RUBBER_MODERN, first_dealer: Seat = Seat.NORTH) -> RubberScoreSheet:
        """The sheet of a deal file's ``text`` (as :meth:`text` writes it).

        >>> sheet = RubberScoreSheet().record("4SN", 10).record(None)
        >>> RubberScoreSheet.parse(sheet.text()) == sheet
        True
        """
        from trickcards.bridge.sheet_text import read_deals  # noqa: PLC0415  # the reader imports the sheets

        body = inputs.instance(text, str, "a deal file", error=ParseError)
        lines = [line.removesuffix("\r") for line in body.removesuffix("\n").split("\n")]
        sheet = read_deals(lines, "the sheet", table, first_dealer)
        if not isinstance(sheet, RubberScoreSheet):
            raise ParseError(f"the sheet names the table {sheet.table.name}: a rubber sheet takes a rubber table")
        return sheet

    @property
    def is_finished(self) -> bool:
        """Over, or stopped with :meth:`finish`."""
        return self.is_over or self.stopped

    @property
    def _decided(self) -> bool:
        return self.is_finished

    @property
    def rubber_winner(self) -> Side | None:
        """The side that won two games, if any (the rubber's score may still go the other way)."""
        return next((s for s in (NS, EW) if self.games_won(s) == 2), None)

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal: the deal passes to the left after every deal."""
        return self.first_dealer.rotate(len(self._ledger))

    def _footer(self) -> list[str]:
        games = f"games: We {self.games_won(NS)}, They {self.games_won(EW)}"
        if self.is_over:
            state = "rubber complete"
        elif self.stopped:
            state = "rubber stopped (Law 80)"
        else:
            state = f"rubber in progress, next dealer {self.dealer}"
        margin = self.margin
        lead = "level" if margin == 0 else f"{'We' if margin > 0 else 'They'} +{abs(margin)}"
        vulnerable = self._vulnerability(s for s in (NS, EW) if self.is_vulnerable(s))
        return [f"{games}; {state}; {lead}", f"vulnerable: {vulnerable}", self._settlement()]


def _chicago_table(instance: object, attribute: object, table: ScoringTable) -> None:
    _chicago_checked(table)


def _chicago_checked(table: object) -> ScoringTable:
    if not isinstance(table, ScoringTable) or table.format is ScoringFormat.RUBBER:
        raise ScoringError(f"{quote(table)} is not a Chicago table: use CHICAGO or CHICAGO_DUPLICATE")
    return table


def _optional_count(instance: object, attribute: Attribute[int | None], value: int | None) -> None:
    if value is not None:
        inputs.integer(value, f"a number of {attribute.name} chukkers", low=1, error=ScoringError)


@frozen
class ChicagoScoreSheet(_Sheet):
    """Chicago (four-deal bridge): chukkers of four deals, each player dealing once.

    Vulnerability follows the deal number within the chukker: deal 1 neither side,
    deals 2 and 3 the dealer's side (the other side with
    ``dealer_vulnerable_on_2_3=False``), deal 4 both. A passed-out deal is re-dealt by
    the same dealer and does not count. Under :data:`CHICAGO`, part-scores carry over
    until a side makes or completes a game, which scores 300 (not vulnerable on that
    deal) or 500 (vulnerable) at once; a part-score on deal 4 that does not complete a
    game earns 100. Nothing carries into the next chukker. Under
    :data:`CHICAGO_DUPLICATE` each deal is scored as in duplicate.

    >>> sheet = ChicagoScoreSheet().record(Contract.parse("2SN"), 8).record(Contract.parse("1NTS"), 7)
    >>> sheet.totals, sheet.deal_number, sheet.dealer
    ((400, 0), 3, <Seat.SOUTH: 2>)
    """

    __repr__ = sheet_repr

    table: ScoringTable = field(default=CHICAGO, validator=_chicago_table)
    dealer_vulnerable_on_2_3: bool = field(default=True, kw_only=True, validator=_flag)
    first_dealer: Seat = field(default=Seat.NORTH, validator=_seat, kw_only=True)
    deals: tuple[RecordedDeal, ...] = field(default=(), validator=_deals, kw_only=True)
    planned: int | None = field(default=None, kw_only=True, validator=_optional_count)
    """The chukkers to play: the sheet is over once they are; ``None``: over after any complete chukker."""
    _tally: _Tally = field(init=False, eq=False, repr=False)
    _ledger: Ledger[RecordedDeal] = field(init=False, eq=False, repr=False)
    _SETTINGS: ClassVar[tuple[str, ...]] = ("table", "dealer_vulnerable_on_2_3", "first_dealer", "planned")
    deal_rule: ClassVar[str] = (
        "each player deals in turn, a passed-out deal again; vulnerability by the deal's number in the chukker"
    )

    def __attrs_post_init__(self) -> None:
        tally = _Tally()
        for number, deal in enumerate(self.deals, 1):
            tally = self._step(tally, deal, number)
        object.__setattr__(self, "_tally", tally)
        object.__setattr__(self, "_ledger", Ledger.of(self.deals))

    def vulnerable_on(self, side: Side, played: int) -> bool:
        """Whether ``side`` is vulnerable on the deal after ``played`` counted deals."""
        side = member(Side, side, "a side")
        played = integer(played, "a number of deals played", low=0)
        number = played % self.table.deals_per_chukker + 1
        if number == 1:
            return False
        if number == self.table.deals_per_chukker:
            return True
        dealer_side = self.first_dealer.rotate(played).side
        return (side is dealer_side) is self.dealer_vulnerable_on_2_3

    def _step(self, tally: _Tally, deal: RecordedDeal, number: int) -> _Tally:
        """The pad after deal ``number`` (a passed-out deal changes nothing: it is re-dealt)."""
        table = self.table
        if deal.contract is None or deal.contract.declarer is None or deal.tricks is None:
            return tally
        carry = table.format is ScoringFormat.CHICAGO
        lines, played = tally.lines, tally.played
        side = deal.contract.declarer.side
        vulnerable = self.vulnerable_on(side, played)
        last_deal = played % table.deals_per_chukker == table.deals_per_chukker - 1
        result = score(deal.contract, deal.tricks, vulnerable, table, deal.honours)
        new = _entries(result, side, number, lines)
        open_segment = tally.open_segment or result.trick_points > 0
        below = _added(tally.part_scores, side, result.trick_points)
        made_game = (below[0] if side is NS else below[1]) >= table.game
        if carry and result.trick_points:
            if made_game:
                tally = tally.with_game(side)
                bonus = table.chicago_game_bonus.of(vulnerable)
                new.append(PadEntry(side, bonus, False, Item.GAME_BONUS, number, lines))
            elif last_deal:
                bonus = table.chicago_last_deal_bonus
                new.append(PadEntry(side, bonus, False, Item.PART_SCORE_BONUS, number, lines))
        entries, totals = tally.write(new)
        # A line is drawn after a game, after every scored deal when nothing carries
        # over, and at the end of each chukker.
        if open_segment and (not carry or made_game or last_deal):
            lines += 1
            open_segment = False
            below = (0, 0)
        elif last_deal:
            below = (0, 0)
        return evolve(
            tally,
            entries=entries,
            totals=totals,
            lines=lines,
            part_scores=below,
            played=played + 1,
            open_segment=open_segment,
        )

    def record(
        self,
        contract: Contract | str | None,
        tricks: int | str | None = None,
        honours: Honours | HandsLike | str | None = None,
    ) -> ChicagoScoreSheet:
        """A new sheet with one more deal (a :class:`Contract` or its text); ``contract=None`` records a pass-out (re-dealt).

        >>> ChicagoScoreSheet().record(None).deal_number
        1
        """
        if self.planned is not None and self.is_over:
            raise SheetClosedError(f"cannot record {quote(contract)}: the {self.planned} chukkers are played")
        deal = _deal_result(self.table, contract, tricks, honours)
        ledger = self._ledger.append(deal)
        return self._with(self._step(self._tally, deal, len(ledger)), ledger)

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("chicago").new`` for the next deal: dealer and vulnerability.

        >>> ChicagoScoreSheet().record("2SN", 8).next_deal()
        {'dealer': <Seat.EAST: 1>, 'vulnerability': <Vulnerability.EW: 'EW'>}
        """
        ns, ew = self.is_vulnerable(NS), self.is_vulnerable(EW)
        return {"dealer": self.dealer, "vulnerability": _VULNERABILITY[ns, ew]}

    def _settings_lines(self) -> list[str]:
        lines = super()._settings_lines()
        if self.planned is not None:
            lines.append(f"chukkers {self.planned}")
        if not self.dealer_vulnerable_on_2_3:
            lines.append("other side vulnerable on deals 2 and 3")
        return lines

    @classmethod
    def parse(cls, text: str, table: ScoringTable = CHICAGO, first_dealer: Seat = Seat.NORTH) -> ChicagoScoreSheet:
        """The sheet of a deal file's ``text`` (as :meth:`text` writes it).

        >>> sheet = ChicagoScoreSheet().record("4SN", 10).record(None)
        >>> ChicagoScoreSheet.parse(sheet.text()) == sheet
        True
        """
        from trickcards.bridge.sheet_text import read_deals  # noqa: PLC0415  # the reader imports the sheets

        body = inputs.instance(text, str, "a deal file", error=ParseError)
        lines = [line.removesuffix("\r") for line in body.removesuffix("\n").split("\n")]
        sheet = read_deals(lines, "the sheet", _chicago_checked(table), first_dealer)
        if not isinstance(sheet, ChicagoScoreSheet):
            raise ParseError(f"the sheet names the table {sheet.table.name}: a Chicago sheet takes a Chicago table")
        return sheet

    def record_passed_out(self) -> ChicagoScoreSheet:
        """A new sheet with a passed-out deal, which the same dealer deals again."""
        return self.record(None)

    @property
    def played(self) -> int:
        """Deals played and scored (passed-out deals do not count)."""
        return self._tally.played

    @property
    def deal_number(self) -> int:
        """The number (1-4) within the chukker of the next deal."""
        return self._tally.played % self.table.deals_per_chukker + 1

    @property
    def chukkers(self) -> int:
        """Complete chukkers played."""
        return self._tally.played // self.table.deals_per_chukker

    @property
    def is_over(self) -> bool:
        """The :attr:`planned` chukkers played; without a plan, at least one chukker played and none in progress."""
        if self.planned is not None:
            return self.chukkers >= self.planned
        return self._tally.played > 0 and self.deal_number == 1

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal (a passed-out deal is re-dealt by the same player)."""
        return self.first_dealer.rotate(self._tally.played)

    def is_vulnerable(self, side: Side) -> bool:
        """Whether ``side`` is vulnerable on the next deal."""
        return self.vulnerable_on(side, self._tally.played)

    @property
    def games(self) -> tuple[Side, ...]:
        """The side that made or completed each game, in order (Chicago table only)."""
        return self._tally.games.to_tuple()

    def _footer(self) -> list[str]:
        vulnerable = self._vulnerability(s for s in (NS, EW) if self.is_vulnerable(s))
        state = (
            f"{self.chukkers} {_plural(self.chukkers, 'chukker')} complete"
            if self.is_over
            else f"next: deal {self.deal_number}, dealer {self.dealer}, vulnerable: {vulnerable}"
        )
        margin = self.margin
        lead = "level" if margin == 0 else f"{'We' if margin > 0 else 'They'} +{abs(margin)}"
        return [f"{self.played} {_plural(self.played, 'deal')} played; {state}; {lead}", self._settlement()]
