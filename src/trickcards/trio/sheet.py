"""Trio's score sheet: rubbers between N–S and East, settled per person, seats rotating (``bridge-variants.md`` §8).

Each rubber is contract bridge's :class:`~trickcards.bridge.RubberScoreSheet`, North–South
in the We column and East (with the dummy West) in the They column. When a rubber ends
its margin *D* is settled: East's player wins or loses 2D, North's and South's D each
(:class:`~trickcards.trio.Settlement`). Then the three people change seats: North's
player moves to South, South's to East and East's to North (TR-11), and the next deal
starts the next rubber.

The text of a sheet (:meth:`TrioSheet.parse`) has one deal per line: the contract
with its declarer N, E or S and the declarer's side's tricks (``4HS 10``), optionally
the honours (``4HS 10 NS:100``), or ``pass`` for a deal all three passed. Blank lines
and text after ``#`` are ignored. ``players ANN BOB CY`` as a first line names the
people sitting North, East and South in the first rubber; ``dealer E`` the first dealer;
``dealing south`` and ``redeal same`` set the options TR-a and TR-c.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Vulnerability
from trickcards.bridge.scoring import HandsLike, Honours
from trickcards.bridge.sheets import RubberScoreSheet
from trickcards.bridge.tables import RUBBER_MODERN, ScoringFormat, ScoringTable
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.inputs import integer, parse_integer, quote, word
from trickcards.core.reprs import sheet_repr
from trickcards.core.seats import Seat
from trickcards.protocol.column_sheet import first_dealer
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet
from trickcards.trio.deal import DEALINGS, PLAYERS, REDEALS, next_dealer, to_player
from trickcards.trio.scoring import Settlement, parse_contract

if TYPE_CHECKING:
    import random

    from trickcards.protocol.game import Game
    from trickcards.trio.game import TrioState

__all__ = ["DEFAULT_PEOPLE", "TrioSheet", "rotate_seats"]

DEFAULT_PEOPLE: Final = ("A", "B", "C")
"""The people at North, East and South in the first rubber, unless named."""


def rotate_seats(people: tuple[str, str, str]) -> tuple[str, str, str]:
    """The people at North, East, South after a rubber: old North → South, old South → East, old East → North.

    >>> rotate_seats(("Ann", "Bob", "Cy"))                                       # TR-11
    ('Bob', 'Cy', 'Ann')
    """
    names = inputs.sequence(people, lambda v: inputs.text(v, "a person", error=ScoringError), "three people")
    if len(names) != 3:
        raise ScoringError(f"{quote(people)} is not three people: name who sits North, East and South")
    north, east, south = names
    return (east, south, north)


def _people(value: object) -> tuple[str, str, str]:
    if not isinstance(value, tuple | list) or len(value) != 3:
        raise ScoringError(f"{quote(value)} is not three people: name who sits North, East and South")
    names = tuple(word(v, "a person's name", error=ScoringError) for v in value)
    if len({n.casefold() for n in names}) != 3:
        raise ScoringError(f"{quote(value)}: the three people need three different names")
    return (names[0], names[1], names[2])


def _rubbers(value: object) -> tuple[RubberScoreSheet, ...]:
    if not isinstance(value, Iterable) or isinstance(value, str | bytes):
        raise ScoringError(f"{quote(value)} is not a sequence of rubbers (RubberScoreSheet values)")
    rubbers = tuple(value)
    if not all(isinstance(r, RubberScoreSheet) for r in rubbers):
        raise ScoringError(f"{quote(rubbers)} is not a sequence of rubbers (RubberScoreSheet values)")
    return rubbers


def _first_dealer(value: object) -> Seat:
    return to_player(value, "a dealer")


def _choice(choices: tuple[str, ...], rule: str) -> Callable[[object, object, str], None]:
    def check(instance: object, attribute: object, value: str) -> None:
        if value not in choices:
            raise ScoringError(f"{quote(value)} is not one of {', '.join(choices)} ({rule})")

    return check


def _rubber_count(instance: object, attribute: object, value: int | None) -> None:
    if value is not None:
        integer(value, "a number of rubbers to play", low=1, error=ScoringError)


def _rubber_table(instance: object, attribute: object, table: object) -> None:
    if not isinstance(table, ScoringTable) or table.format is not ScoringFormat.RUBBER:
        raise ScoringError(f"{quote(table)} is not a rubber table: Trio scores rubber_modern (bridge variants §8)")


@frozen
class TrioSheet(LedgerBacked, DealSheet["TrioState"]):
    """An immutable Trio sheet over any number of rubbers; :meth:`record` returns a new sheet.

    * ``people``: who sits North, East and South in the first rubber (A, B, C).
    * ``first_dealer``: North, East or South, who deals the first deal.
    * ``dealing`` (TR-a): ``"rotate"`` [REC], the deal passing N → E → S → N after every
      deal, across rubbers too; or ``"south"``, South always dealing.
    * ``redeal`` (TR-c): a deal all three passed is dealt again by the ``"next"``
      dealer [REC], or by the ``"same"`` one.
    * ``table``: ``RUBBER_MODERN`` (§8); ``rubbers``: each rubber's bridge sheet.
    * ``rubbers_to_play``: how many rubbers the sheet is kept for (a match: 3 by
      default, a whole rotation, each person East once); ``None``, any number.

    ``is_over`` is true once ``rubbers_to_play`` rubbers are finished (with ``None``:
    between rubbers, every recorded deal belonging to a finished rubber); recording
    again starts the next rubber with the seats rotated.

    >>> sheet = TrioSheet(("Ann", "Bob", "Cy"))
    >>> for contract, tricks in [("4HS", 10), ("3NTE", 8), ("4SN", 11)]:
    ...     sheet = sheet.record(contract, tricks)
    >>> sheet.is_over, sheet.totals, sheet.winning_person          # N-S 700+120+150+50, partners level
    (True, (1020, -2040, 1020), None)
    >>> sheet.seats                                                               # Bob North, Cy East, Ann South
    ('Bob', 'Cy', 'Ann')
    """

    __repr__ = sheet_repr

    people: tuple[str, str, str] = field(default=DEFAULT_PEOPLE, converter=_people)
    first_dealer: Seat = field(default=Seat.NORTH, converter=_first_dealer)
    dealing: str = field(default="rotate", validator=_choice(DEALINGS, "who deals, TR-a"))
    redeal: str = field(default="next", validator=_choice(REDEALS, "who redeals a passed deal, TR-c"))
    table: ScoringTable = field(default=RUBBER_MODERN, validator=_rubber_table)
    rubbers: tuple[RubberScoreSheet, ...] = field(default=(), converter=_rubbers)
    rubbers_to_play: int | None = field(default=None, kw_only=True, validator=_rubber_count)
    # Running state, so recording a deal costs the same on a sheet of any length: the
    # finished rubbers, the one in play, each person's settled total, the next dealer.
    _done: Ledger[RubberScoreSheet] = field(init=False, eq=False, repr=False)
    _current: RubberScoreSheet | None = field(init=False, eq=False, repr=False)
    _ledger: Ledger[RubberScoreSheet] = field(init=False, eq=False, repr=False)
    _settled: tuple[int, int, int] = field(init=False, eq=False, repr=False)
    _dealer: Seat = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "rubbers"
    _SETTINGS: ClassVar[tuple[str, ...]] = ("people", "first_dealer", "dealing", "redeal", "table", "rubbers_to_play")
    deal_rule: ClassVar[str] = (
        "the deal rotates N, E, S (TR-a, TR-c); a side with a game is vulnerable (bridge variants §8)"
    )

    def __attrs_post_init__(self) -> None:
        done: Ledger[RubberScoreSheet] = Ledger()
        settled = (0, 0, 0)
        dealer = self.first_dealer
        for number, rubber in enumerate(self.rubbers, 1):
            if rubber.table != self.table:
                raise ScoringError(
                    f"rubber {number} is scored with {rubber.table.name!r}, the sheet with {self.table.name!r}"
                )
            if not rubber.is_finished and number < len(self.rubbers):
                raise ScoringError(f"rubber {number} is not finished, yet another follows it")
            for deal in rubber.deals:
                if deal.contract is not None:
                    parse_contract(deal.contract)
                dealer = self._dealer_after(dealer, deal.contract is None)
            if rubber.is_finished:
                settled = _add(settled, self.people, self._people_of(number - 1), Settlement(rubber.margin))
                done = done.append(rubber)
        object.__setattr__(self, "_done", done)
        current = self.rubbers[-1] if self.rubbers and not self.rubbers[-1].is_finished else None
        object.__setattr__(self, "_current", current)
        object.__setattr__(self, "_ledger", done if current is None else done.append(current))
        object.__setattr__(self, "_settled", settled)
        object.__setattr__(self, "_dealer", dealer)

    def _dealer_after(self, dealer: Seat, passed: bool) -> Seat:
        if passed and self.redeal == "same":
            return dealer
        return next_dealer(dealer, self.dealing)

    def _people_of(self, index: int) -> tuple[str, str, str]:
        people = self.people
        for _ in range(index % 3):
            people = rotate_seats(people)
        return people

    def _with(
        self,
        done: Ledger[RubberScoreSheet],
        current: RubberScoreSheet | None,
        settled: tuple[int, int, int],
        dealer: Seat,
    ) -> TrioSheet:
        """A sheet with this one's settings and the given running state, without a replay."""
        sheet = object.__new__(TrioSheet)
        for name in self._SETTINGS:
            object.__setattr__(sheet, name, getattr(self, name))
        object.__setattr__(sheet, "_done", done)
        object.__setattr__(sheet, "_current", current)
        object.__setattr__(sheet, "_ledger", done if current is None else done.append(current))
        object.__setattr__(sheet, "_settled", settled)
        object.__setattr__(sheet, "_dealer", dealer)
        return sheet

    def _update(self, rubber: RubberScoreSheet, passed: bool) -> TrioSheet:
        dealer = self._dealer_after(self._dealer, passed)
        if not rubber.is_finished:
            return self._with(self._done, rubber, self._settled, dealer)
        settled = _add(self._settled, self.people, self.seats, Settlement(rubber.margin))
        return self._with(self._done.append(rubber), None, settled, dealer)

    # --- recording -----------------------------------------------------------------------

    def record(
        self,
        contract: Contract | str | None,
        tricks: int | str | None = None,
        honours: Honours | HandsLike | str | None = None,
    ) -> TrioSheet:
        """A new sheet with one more deal: a contract by N, E or S (``"4HS"``) and declarer's side's tricks.

        ``None`` records a deal all three passed (thrown in, TR-c). ``honours`` is an
        :class:`~trickcards.bridge.Honours` value or the four hands. After a finished
        rubber the deal starts the next one, the people in their new seats.

        >>> TrioSheet().record("2HE", 9).record(None).dealer          # N dealt, E's deal passed in: S deals
        <Seat.SOUTH: 2>
        """
        if contract is not None:
            contract = parse_contract(contract)
        rubber = self._current
        if rubber is None:
            rubber = RubberScoreSheet(self.table, first_dealer=self._dealer)
        return self._update(rubber.record(contract, tricks, honours), contract is None)

    def finish(self) -> TrioSheet:
        """Stop the rubber in play (the unfinished-rubber bonuses of Law 80) and settle it.

        >>> sheet = TrioSheet().record("4HS", 10).finish()
        >>> sheet.is_over, sheet.totals                                         # 120 + 300 for N-S's game
        (True, (420, -840, 420))
        """
        if self._current is None:
            return self
        return self._update(self._current.finish(), False)._with_dealer(self._dealer)

    def _with_dealer(self, dealer: Seat) -> TrioSheet:
        return self._with(self._done, self._current, self._settled, dealer)

    # --- reading -------------------------------------------------------------------------

    @property
    def rubber(self) -> RubberScoreSheet | None:
        """The rubber in play, or ``None`` between rubbers."""
        return self._current

    @property
    def finished_rubbers(self) -> int:
        """How many rubbers are finished and settled."""
        return len(self._done)

    @property
    def seats(self) -> tuple[str, str, str]:
        """The people at North, East and South in the rubber in play (or the next one, between rubbers)."""
        return self._people_of(len(self._done))

    def seat_of(self, person: str) -> Seat:
        """Where ``person`` sits now (or in the next rubber, between rubbers)."""
        return PLAYERS[self.seats.index(self._person(person))]

    def _person(self, person: object) -> str:
        name = word(person, "a person's name", error=ScoringError)
        for known in self.people:
            if known.casefold() == name.casefold():
                return known
        raise ScoringError(f"{quote(person)} is not at this table: the people are {', '.join(self.people)}")

    @property
    def dealer(self) -> Seat:
        """The seat that deals next: N, E and S in turn (TR-a), the next after a passed deal (TR-c)."""
        return self._dealer

    @property
    def settlements(self) -> tuple[Settlement, ...]:
        """The settlement of each finished rubber, in order."""
        return tuple(Settlement(r.margin) for r in self._done)

    def settlement_of(self, index: int) -> tuple[tuple[str, int], ...]:
        """``(person, amount)`` for rubber ``index`` (0 is the first), North, East, South.

        >>> TrioSheet(("Ann", "Bob", "Cy")).record("7NTE", 13).record("7NTE", 13).settlement_of(0)
        (('Ann', -3640), ('Bob', 7280), ('Cy', -3640))
        """
        done = self._done.to_tuple()
        if not done:
            raise ScoringError(f"{quote(index)}: no rubber is finished yet")
        number = integer(index, "a rubber number", low=0, high=len(done) - 1, error=ScoringError)
        amounts = Settlement(done[number].margin).amounts
        return tuple(zip(self._people_of(number), amounts, strict=True))

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East and South: the seats of ``people`` in the first rubber (the order of :attr:`settlement`)."""
        return PLAYERS

    @property
    def totals(self) -> tuple[int, int, int]:
        """Each person's settled total over the finished rubbers, in the order of ``people``; they add up to zero."""
        return self._settled

    def total_of(self, person: str) -> int:
        """``person``'s settled total."""
        return self._settled[self.people.index(self._person(person))]

    @property
    def standings(self) -> tuple[int, int, int]:
        """The totals with the rubber in play settled as it stands now."""
        if self._current is None:
            return self._settled
        return _add(self._settled, self.people, self.seats, Settlement(self._current.margin))

    @property
    def is_over(self) -> bool:
        """True once ``rubbers_to_play`` rubbers are finished (``None``: between rubbers, at least one finished)."""
        if self.rubbers_to_play is not None:
            return len(self._done) >= self.rubbers_to_play
        return self._current is None and len(self._done) > 0

    @property
    def settlement(self) -> tuple[int, int, int] | None:
        """``None`` until over; then each person's settled total, in the order of ``people`` (zero-sum).

        ``people`` sit North, East and South in the first rubber, so in a match of one
        rubber the settlement is in the deal's player order.

        >>> TrioSheet(rubbers_to_play=1).record("7NTE", 13).record("7NTE", 13).settlement
        (-3640, 7280, -3640)
        """
        return self._settled if self.is_over else None

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("trio").new`` for the next deal: dealer and vulnerability.

        >>> TrioSheet().record("4HS", 10).next_deal()
        {'dealer': <Seat.EAST: 1>, 'vulnerability': <Vulnerability.NS: 'NS'>}
        """
        rubber = self._current
        vulnerability = rubber.next_deal()["vulnerability"] if rubber is not None else Vulnerability.NONE
        return {"dealer": self._dealer, "vulnerability": vulnerability}

    def _record_result(self, result: DealResult[Any, Any], state: TrioState) -> TrioSheet:
        """The result's fields recorded by hand: the contract, declarer's side's tricks, the hands for honours."""
        contract = result.contract
        if contract is None or result.declarer is None:
            return self.record(None)
        return self.record(contract, result.tricks[PLAYERS.index(result.declarer)], state.deal)

    @property
    def leading_person(self) -> str | None:
        """The person ahead on :attr:`standings` now, ``None`` when the best are level."""
        return _best(self.people, self.standings)

    @property
    def winning_person(self) -> str | None:
        """The person with the best settled total once the sheet is over (``None`` before, or when level)."""
        return _best(self.people, self._settled) if self.is_over else None

    @property
    def leader(self) -> Seat | None:
        """:attr:`leading_person` as one of :attr:`players`: the seat he held in the first rubber."""
        return self._player_of(self.leading_person)

    @property
    def winner(self) -> Seat | None:
        """:attr:`winning_person` as one of :attr:`players`: the seat he held in the first rubber.

        Every sheet's winner is one of its players (or a side); the person's name is
        :attr:`winning_person`.
        """
        return self._player_of(self.winning_person)

    def _player_of(self, person: str | None) -> Seat | None:
        return None if person is None else PLAYERS[self.people.index(person)]

    # --- text ----------------------------------------------------------------------------

    def render(self) -> str:
        """Each rubber's pad (N–S against E+W), its settlement per person, then the totals."""
        blocks = []
        rubbers = self._ledger.to_tuple()
        for index, rubber in enumerate(rubbers):
            north, east, south = self._people_of(index)
            head = f"Rubber {index + 1}: {north} (N) and {south} (S) against {east} (E, playing W)"
            pad = [line for line in rubber.render().split("\n") if not line.startswith("settlement")]
            pad[0] = pad[0].replace("  We |", " N-S |").replace("They", " E+W", 1)
            pad = [line.replace("We", "N-S").replace("They", "E+W") for line in pad]
            if rubber is self._current:  # the bridge pad passes the deal round four seats; Trio round three
                pad = [
                    line.replace(f"next dealer {rubber.dealer.letter}", f"next dealer {self._dealer.letter}")
                    for line in pad
                ]
            lines = [head, *pad]
            if rubber.is_finished:
                amounts = Settlement(rubber.margin).amounts
                people = (north, east, south)
                lines.append("settlement: " + ", ".join(f"{p} {a:+d}" for p, a in zip(people, amounts, strict=True)))
            blocks.append("\n".join(lines))
        totals = ", ".join(f"{p} {t:+d}" for p, t in zip(self.people, self._settled, strict=True))
        blocks.append(f"totals after {len(self._done)} rubber{'' if len(self._done) == 1 else 's'}: {totals}")
        return "\n\n".join(blocks)

    def __str__(self) -> str:
        return self.render()

    def text(self) -> str:
        """The sheet as a file :meth:`parse` reads back."""
        lines = [f"players {' '.join(self.people)}", f"dealer {self.first_dealer.letter}"]
        if self.dealing != "rotate":
            lines.append(f"dealing {self.dealing}")
        if self.redeal != "next":
            lines.append(f"redeal {self.redeal}")
        if self.rubbers_to_play is not None:
            lines.append(f"rubbers {self.rubbers_to_play}")
        for rubber in self._ledger.to_tuple():
            for deal in rubber.deals:
                if deal.contract is None:
                    lines.append("pass")
                    continue
                line = f"{deal.contract} {deal.tricks}"
                if deal.honours is not None:
                    line += f" {deal.honours}"
                lines.append(line)
            if rubber.stopped:
                lines.append("finish")
        return "".join(line + "\n" for line in lines)

    @classmethod
    def parse(cls, text: str, dealing: str = "rotate", redeal: str = "next") -> TrioSheet:
        r"""Read a sheet (see the module docstring); ``finish`` on a line stops the rubber in play.

        Before the first deal, ``dealing south`` and ``redeal same`` lines set those
        options (TR-a, TR-c) over the arguments. Errors name the line: ``line 2: ...``.

        >>> sheet = TrioSheet.parse("players Ann Bob Cy\n4HS 10 # game\npass\n3NTE 8\n")
        >>> sheet.dealer, sheet.rubber.totals, TrioSheet.parse(sheet.text()) == sheet
        (<Seat.NORTH: 0>, (170, 0), True)
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not the text of a sheet")
        people: tuple[str, str, str] = DEFAULT_PEOPLE
        dealer = Seat.NORTH
        count: int | None = None
        sheet: TrioSheet | None = None
        for number, raw in enumerate(text.split("\n"), start=1):
            words = inputs.line_words(raw, number)
            if not words:
                continue
            try:
                head = words[0].lower()
                if sheet is None and head in ("players", "dealer", "dealing", "redeal", "rubbers"):
                    if head == "players":
                        people = _people(words[1:])
                    elif len(words) != 2:
                        raise ParseError(f"{quote(raw.strip())}: expected '{head}' and one word")
                    elif head == "dealer":
                        dealer = to_player(words[1], "a dealer")
                    elif head == "rubbers":
                        count = parse_integer(words[1], "a number of rubbers to play", low=1, error=ParseError)
                    elif head == "dealing":
                        dealing = _header(words[1], DEALINGS, "who deals, TR-a")
                    else:
                        redeal = _header(words[1], REDEALS, "who redeals a passed deal, TR-c")
                    continue
                if sheet is None:
                    sheet = cls(people, dealer, dealing, redeal, rubbers_to_play=count)
                if len(words) == 1 and head in ("pass", "finish"):
                    sheet = sheet.record(None) if head == "pass" else sheet.finish()
                elif len(words) in (2, 3):
                    tricks = parse_integer(words[1], "a number of tricks", low=0, high=13, error=ParseError)
                    honours = Honours.parse(words[2]) if len(words) == 3 else None
                    sheet = sheet.record(words[0], tricks, honours)
                else:
                    raise ParseError(
                        f"{quote(raw.strip())} is not a deal: expected 'CONTRACT TRICKS [HONOURS]', 'pass' or 'finish'"
                    )
            except TrickcardsError as error:
                raise ParseError(f"line {number}: {error}") from None
        return sheet if sheet is not None else cls(people, dealer, dealing, redeal, rubbers_to_play=count)


def _header(word: str, choices: tuple[str, ...], rule: str) -> str:
    value = word.lower()
    if value not in choices:
        raise ParseError(f"{quote(word)} is not one of {', '.join(choices)} ({rule})")
    return value


def _add(
    totals: tuple[int, int, int], people: tuple[str, str, str], seats: tuple[str, str, str], settlement: Settlement
) -> tuple[int, int, int]:
    """``totals`` (in the order of ``people``) plus a rubber's settlement for the people at ``seats`` (N, E, S)."""
    amounts = dict(zip(seats, settlement.amounts, strict=True))
    a, b, c = (total + amounts[person] for total, person in zip(totals, people, strict=True))
    return (a, b, c)


def _best(people: tuple[str, str, str], totals: tuple[int, int, int]) -> str | None:
    top = max(totals)
    leaders = [p for p, t in zip(people, totals, strict=True) if t == top]
    return leaders[0] if len(leaders) == 1 else None


def trio_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> TrioSheet:
    """The sheet of ``find_game("trio").sheet(**options)``: ``rubbers`` rubbers (default 3, a whole rotation).

    The first dealer is the one given, else drawn by lot in a match (else North).
    """
    _, own, dealer = sheet_settings(game, options, {"rubbers": 3})
    first = first_dealer(dealer, draw, PLAYERS, lambda given: to_player(given, "a first dealer"))
    return TrioSheet(first_dealer=first, rubbers_to_play=own["rubbers"])
