"""The four-column score sheet of the cut-throat game, to the end of the rubber (bridge variants §7).

One column per player; games, vulnerability and the rubber are per player. A player
is vulnerable once he has won a game as declarer (an accepting dummy earns none,
CT-e). When a player completes a game a line is drawn across all four columns and
every part-score stops counting toward game. The first player to win two games ends
the rubber: 700 if neither defender of that deal is vulnerable, otherwise 500 (CT-d;
a refusing dummy is no defender here, CT-g). Each pair of players then settles the
difference of their totals. The deal passes to the left after every deal played (a
deal all four pass is redealt as a goulash by the same dealer and not recorded).

>>> sheet = CutthroatSheet().record("4SN", 10, "S", True).record("3NTE", 9, "N", False)
>>> sheet.totals, sheet.games, sheet.is_vulnerable("N")
((120, 100, 300, 0), ('N', 'E'), True)
>>> sheet = sheet.record("4HN", 10, "E", False)
>>> sheet.is_over, sheet.rubber_winner, sheet.totals
(True, <Seat.NORTH: 0>, (940, 100, 300, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.honours_text import seat_honours
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.inputs import is_a, is_pair, quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.core.seats import Seat
from trickcards.cutthroat.scoring import GAME, OPENER_PENALTY_PAYEES, CutthroatScore, score
from trickcards.protocol.column_sheet import ColumnSheet, first_dealer, render_pad
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet
from trickcards.protocol.sheet_lines import parse_sheet_lines

if TYPE_CHECKING:
    import random

    from trickcards.cutthroat.game import CutthroatState
    from trickcards.protocol.game import Game

__all__ = ["DUMMY_GAMES", "CutthroatEntry", "CutthroatRecorded", "CutthroatSheet"]

_SEATS: Final = tuple(Seat)
_BONUS_NONE_VULNERABLE: Final = 700
_BONUS_VULNERABLE: Final = 500
DUMMY_GAMES: Final = ("none", "vulnerable")
"""What an accepting dummy earns when the contract completes a game (CT-e): nothing (default), or vulnerability."""


def _seat(value: object) -> Seat:
    return inputs.seat(value, "a player", error=ScoringError)


@frozen
class CutthroatRecorded:
    """One deal as recorded: the contract with its declarer, declarer's tricks, the dummy and his answer.

    ``honours`` is ``(holder, 100 or 150)``; ``penalised`` the opener who lacked the
    opening requirement.

    >>> str(CutthroatRecorded(Contract.parse("4SXN"), 10, Seat.SOUTH, True, (Seat.EAST, 100), Seat.WEST))
    '4SXN 10 S accepted honours E 100 penalty W'
    """

    __repr__ = brief_repr

    contract: Contract = field(validator=is_a(Contract, "a recorded contract", error=ScoringError))
    tricks: int = field(validator=is_a(int, "a number of tricks", error=ScoringError))
    dummy: Seat = field(validator=is_a(Seat, "a dummy", error=ScoringError))
    accepted: bool = field(validator=is_a(bool, "an answer (accepted or not)", error=ScoringError))
    honours: tuple[Seat, int] | None = field(
        default=None, validator=is_pair(Seat, int, "honours", optional=True, error=ScoringError)
    )
    penalised: Seat | None = field(default=None, validator=is_a(Seat | None, "a penalised opener", error=ScoringError))

    def __str__(self) -> str:
        text = f"{self.contract} {self.tricks} {self.dummy} {'accepted' if self.accepted else 'refused'}"
        if self.honours is not None:
            text += f" honours {self.honours[0]} {self.honours[1]}"
        if self.penalised is not None:
            text += f" penalty {self.penalised}"
        return text


@frozen(field_transformer=typed_fields)
class CutthroatEntry:
    """One number in one player's column."""

    __repr__ = brief_repr

    player: Seat
    points: int
    below: bool
    item: str
    deal: int
    """The 1-based deal it came from (its rubber bonus included)."""
    segment: int
    """The stretch below the line between lines drawn across the columns."""


@frozen
class _Tally:
    entries: Ledger[CutthroatEntry] = field(factory=Ledger)
    totals: tuple[int, ...] = (0, 0, 0, 0)
    part_scores: tuple[int, ...] = (0, 0, 0, 0)
    games: tuple[Seat, ...] = ()
    vulnerable: tuple[bool, ...] = (False, False, False, False)
    lines: int = 0
    rubber_winner: Seat | None = None


def _to_deals(value: object) -> tuple[CutthroatRecorded, ...]:
    if not isinstance(value, tuple) or not all(isinstance(d, CutthroatRecorded) for d in value):
        raise ScoringError(f"{quote(value)} is not a tuple of recorded deals (CutthroatRecorded values)")
    return value


@frozen
class CutthroatSheet(LedgerBacked, DealSheet["CutthroatState"], ColumnSheet[Seat]):
    """An immutable four-column sheet: :meth:`record` returns a new sheet with one more deal.

    ``first_dealer`` deals the first deal. The options are the ambiguities of §7, each
    at its recommendation: ``vulnerable_dummy_bonus`` (CT-c: 500, or 300),
    ``one_vulnerable_bonus`` (CT-d: the rubber bonus when one defender is vulnerable,
    500, or 700), ``dummy_game`` (CT-e: ``"none"``, or ``"vulnerable"``: an accepting
    dummy becomes vulnerable when the contract completes a game),
    ``opener_pays`` (CT-f: ``"others"``, or ``"opponents"``) and
    ``refusing_dummy_defends`` (CT-g: False; True counts a refusing dummy among the
    defenders for the rubber bonus). A deal recorded after the rubber is over is refused
    with :class:`~trickcards.core.errors.ScoringError`, the sheet unchanged. Recording a
    deal costs the same on a sheet of any length.
    """

    __repr__ = sheet_repr

    first_dealer: Seat = field(default=Seat.NORTH, converter=_seat)
    vulnerable_dummy_bonus: int = field(
        default=500, validator=inputs.is_one_of((500, 300), "a dummy's bonus", rule="CT-c", error=ScoringError)
    )
    one_vulnerable_bonus: int = field(
        default=500, validator=inputs.is_one_of((500, 700), "a rubber bonus", rule="CT-d", error=ScoringError)
    )
    dummy_game: str = field(
        default="none", validator=inputs.is_one_of(DUMMY_GAMES, "a dummy's game", rule="CT-e", error=ScoringError)
    )
    opener_pays: str = field(
        default="others",
        validator=inputs.is_one_of(OPENER_PENALTY_PAYEES, "whom an opener pays", rule="CT-f", error=ScoringError),
    )
    refusing_dummy_defends: bool = field(default=False, validator=inputs.is_a(bool, "refusing_dummy_defends"))
    deals: tuple[CutthroatRecorded, ...] = field(default=(), converter=_to_deals)
    _ledger: Ledger[CutthroatRecorded] = field(init=False, eq=False, repr=False)
    _tally: _Tally = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "deals"
    _column_players: ClassVar[tuple[Seat, ...]] = _SEATS
    deal_rule: ClassVar[str] = "the deal passes to the left; a player with a game is vulnerable (bridge variants §7)"

    def __attrs_post_init__(self) -> None:
        # Deals given to the constructor are recorded one by one, each checked.
        given = self.deals
        object.__setattr__(self, "_ledger", Ledger[CutthroatRecorded]())
        object.__setattr__(self, "_tally", _Tally())
        sheet = self
        for recorded in given:
            sheet = sheet._record(recorded)
        object.__setattr__(self, "_ledger", sheet._ledger)
        object.__setattr__(self, "_tally", sheet._tally)

    # --- recording -----------------------------------------------------------------------

    def record(
        self,
        contract: Contract | str,
        tricks: int | str,
        dummy: Seat | str,
        accepted: bool,
        honours: tuple[Seat | str, int] | str | None = None,
        penalised: Seat | str | None = None,
    ) -> CutthroatSheet:
        """A new sheet with one more deal: ``contract`` with its declarer (``"4SXN"``) and his ``tricks``.

        ``dummy`` is the partner named and ``accepted`` his answer (``True`` or
        ``False``); ``honours`` is ``(holder, 100 or 150)``; ``penalised`` the opener who
        lacked the requirement. A player (``dummy``, the holder, ``penalised``) is a
        :class:`~trickcards.Seat`, its letter or name, or, on purpose as everywhere
        (:func:`trickcards.core.inputs.seat`), its index 0-3.
        """
        result = self.score_next(contract, tricks, dummy, accepted, honours, penalised)
        recorded = CutthroatRecorded(
            result.contract, result.declarer_tricks, result.dummy, result.accepted, result.honours, result.penalised
        )
        return self._extended(recorded, result)

    def score_next(
        self,
        contract: Contract | str,
        tricks: int | str,
        dummy: Seat | str,
        accepted: bool,
        honours: tuple[Seat | str, int] | str | None = None,
        penalised: Seat | str | None = None,
    ) -> CutthroatScore:
        """The score the next deal would have on this sheet (vulnerabilities and part-score as they stand)."""
        if self.is_over:
            raise ScoringError(f"{quote(str(contract))}: the rubber is over; start a new sheet")
        if isinstance(contract, str):
            contract = Contract.parse(contract)
        if not isinstance(contract, Contract) or contract.declarer is None:
            raise ScoringError(f"{quote(contract)} is not a contract with its declarer ('4SXN')")
        declarer = contract.declarer
        tricks = inputs.tricks_won(tricks, contract)
        if isinstance(honours, str):
            honours = seat_honours(honours)  # 'E:100' as the command line writes it
        dummy_seat = _seat(dummy)
        return score(
            contract,
            tricks,
            self.is_vulnerable(declarer),
            dummy=dummy_seat,
            accepted=accepted,
            dummy_vulnerable=self.is_vulnerable(dummy_seat),
            part_score=self._tally.part_scores[declarer],
            honours=honours,
            penalised=penalised,
            vulnerable_dummy_bonus=self.vulnerable_dummy_bonus,
            opener_pays=self.opener_pays,
        )

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("cut-throat").new`` for the next deal: dealer and vulnerability.

        >>> CutthroatSheet().record("4SN", 10, "S", True).next_deal()
        {'dealer': <Seat.EAST: 1>, 'vulnerability': 'n', 'vulnerable_dummy_bonus': '500', 'opener_pays': 'others'}
        """
        vulnerable = "".join(s.letter.lower() for s in _SEATS if self.is_vulnerable(s))
        return {
            "dealer": self.dealer,
            "vulnerability": vulnerable or "none",
            "vulnerable_dummy_bonus": str(self.vulnerable_dummy_bonus),
            "opener_pays": self.opener_pays,
        }

    def _record_result(self, result: DealResult[Any, Any], state: CutthroatState) -> CutthroatSheet:
        scored = state.scored()
        if scored is None:
            return self  # thrown in after goulash_limit goulashes: the same dealer deals again (CT-4)
        return self.record(
            scored.contract, scored.declarer_tricks, scored.dummy, scored.accepted, scored.honours, scored.penalised
        )

    def _record(self, recorded: CutthroatRecorded) -> CutthroatSheet:
        return self.record(
            recorded.contract, recorded.tricks, recorded.dummy, recorded.accepted, recorded.honours, recorded.penalised
        )

    def _extended(self, recorded: CutthroatRecorded, result: CutthroatScore) -> CutthroatSheet:
        sheet = object.__new__(CutthroatSheet)
        for name in (
            "first_dealer",
            "vulnerable_dummy_bonus",
            "one_vulnerable_bonus",
            "dummy_game",
            "opener_pays",
            "refusing_dummy_defends",
        ):
            object.__setattr__(sheet, name, getattr(self, name))
        object.__setattr__(sheet, "_ledger", self._ledger.append(recorded))
        object.__setattr__(sheet, "_tally", self._add(result, len(self._ledger) + 1))
        return sheet

    def _add(self, result: CutthroatScore, deal: int) -> _Tally:
        """The tally after one scored deal: its entries, a line after a game, the rubber bonus."""
        tally = self._tally
        entries, totals = tally.entries, list(tally.totals)
        segment = tally.lines
        for player in _SEATS:
            for name, points in result.components(player):
                entries = entries.append(CutthroatEntry(player, points, name == "trick points", name, deal, segment))
                totals[player] += points
        declarer = result.declarer
        parts = list(tally.part_scores)
        parts[declarer] += result.player_below(declarer)
        games, vulnerable, lines, winner = tally.games, list(tally.vulnerable), tally.lines, None
        if parts[declarer] >= GAME:
            games = (*games, declarer)
            parts = [0, 0, 0, 0]
            lines += 1
            vulnerable[declarer] = True
            if result.accepted and self.dummy_game == "vulnerable":
                vulnerable[result.dummy] = True
            if games.count(declarer) == 2:
                winner = declarer
                defenders = list(result.defenders)
                if self.refusing_dummy_defends and not result.accepted:
                    defenders.append(result.dummy)
                # The defenders' vulnerability before this deal (CT-d).
                count = sum(tally.vulnerable[d] for d in defenders)
                bonus = _BONUS_NONE_VULNERABLE if count == 0 else self.one_vulnerable_bonus
                if count >= 2:
                    bonus = _BONUS_VULNERABLE
                entries = entries.append(CutthroatEntry(declarer, bonus, False, "rubber bonus", deal, lines))
                totals[declarer] += bonus
        return _Tally(entries, tuple(totals), tuple(parts), games, tuple(vulnerable), lines, winner)

    # --- reading -------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[CutthroatEntry, ...]:
        """Every number on the sheet, in the order written."""
        return self._tally.entries.to_tuple()

    @property
    def games(self) -> tuple[str, ...]:
        """The letters of the players who won each game, in order."""
        return tuple(s.letter for s in self._tally.games)

    def games_won(self, player: Seat | str) -> int:
        """How many games ``player`` has won as declarer in this rubber."""
        return self._tally.games.count(_seat(player))

    def is_vulnerable(self, player: Seat | str) -> bool:
        """Whether ``player`` is vulnerable: he has won a game as declarer (or, under CT-e's option, as dummy)."""
        return self._tally.vulnerable[_seat(player)]

    @property
    def part_scores(self) -> tuple[int, ...]:
        """Each player's trick points below the line since the last line."""
        return self._tally.part_scores

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total, above and below the line, North first."""
        return self._tally.totals

    @property
    def is_over(self) -> bool:
        """True once a player has won his second game."""
        return self._tally.rubber_winner is not None

    @property
    def rubber_winner(self) -> Seat | None:
        """The player who won two games, once the rubber is over."""
        return self._tally.rubber_winner

    @property
    def dealer(self) -> Seat:
        """Who deals the next deal: the deal passes to the left after every deal played."""
        return _SEATS[(self.first_dealer + len(self._ledger)) % 4]

    def payments(self) -> tuple[tuple[Seat, Seat, int], ...]:
        """Each pair settles the difference of its totals: ``(payer, payee, points)`` for every unequal pair.

        >>> [(str(a), str(b), p) for a, b, p in CutthroatSheet().record("4SN", 10, "S", True).payments()]
        [('E', 'N', 120), ('N', 'S', 180), ('W', 'N', 120), ('E', 'S', 300), ('W', 'S', 300)]
        """
        return super().payments()

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The sheet as a four-column pad: premiums above the line, trick points below, lines after games."""
        rows = [render_pad([s.letter for s in _SEATS], self._tally.entries, self.totals, self._tally.lines)]
        if self.is_over:
            rows.append(f"rubber won by {self.rubber_winner}")
            rows += [f"{payer} pays {payee} {points}" for payer, payee, points in self.payments()]
        else:
            rows.append(f"next dealer {self.dealer}")
        return "\n".join(row.rstrip() for row in rows)

    def text(self) -> str:
        """The sheet as a file :meth:`parse` reads back."""
        return "\n".join([f"first dealer {self.first_dealer}", *(str(d) for d in self.deals)]) + "\n"

    @classmethod
    def parse(cls, text: str) -> CutthroatSheet:
        r"""Read a sheet file: an optional ``first dealer X`` line, then one deal per line.

        A deal is ``CONTRACT TRICKS DUMMY accepted|refused`` (``4SXN 10 S accepted``,
        the declarer's seat ending the contract), optionally followed by ``honours
        HOLDER 100|150`` and ``penalty OPENER``. Blank lines and text after ``#`` are
        ignored.

        >>> sheet = CutthroatSheet.parse("first dealer E\n4SN 10 S accepted  # game\n")
        >>> sheet.dealer, sheet.totals
        (<Seat.SOUTH: 2>, (120, 0, 300, 0))
        >>> CutthroatSheet.parse(sheet.text()) == sheet
        True
        """
        return parse_sheet_lines(text, inputs.seat, Seat.NORTH, cls, _parse_deal)


def _parse_deal(sheet: CutthroatSheet, words: Sequence[str]) -> CutthroatSheet:
    usage = "CONTRACT TRICKS DUMMY accepted|refused [honours HOLDER 100|150] [penalty OPENER]"
    if len(words) < 4:
        raise ParseError(f"{quote(' '.join(words))} is not a deal: expected {usage}")
    contract, tricks, dummy, answer = words[:4]
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-13")
    if answer.lower() not in ("accepted", "refused"):
        raise ParseError(f"{quote(answer)} is not the dummy's answer: expected accepted or refused")
    rest = [w.lower() for w in words[4:]]
    honours: tuple[Seat, int] | None = None
    penalised: Seat | None = None
    while rest:
        if rest[0] == "honours" and len(rest) >= 3 and rest[2] in ("100", "150") and honours is None:
            honours = (inputs.seat(rest[1], "an honours holder"), int(rest[2]))
            rest = rest[3:]
        elif rest[0] == "penalty" and len(rest) >= 2 and penalised is None:
            penalised = inputs.seat(rest[1], "a penalised opener")
            rest = rest[2:]
        else:
            raise ParseError(f"{quote(' '.join(words[4:]))} is not honours or a penalty: expected {usage}")
    return sheet.record(contract, int(tricks), dummy, answer.lower() == "accepted", honours, penalised)


def cutthroat_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> CutthroatSheet:
    """The sheet of ``find_game("cut-throat").sheet(**options)``: one rubber, with the deal options it shares.

    ``vulnerable_dummy_bonus`` and ``opener_pays`` are the deal's and the sheet's; the
    first dealer is the one given, else drawn by lot in a match (else North).
    """
    deal, _, dealer = sheet_settings(game, options, {})
    settings = game.check_options(deal)
    first = first_dealer(dealer, draw, _SEATS, _seat)
    return CutthroatSheet(
        first,
        vulnerable_dummy_bonus=int(settings.word("vulnerable_dummy_bonus")),
        opener_pays=settings.word("opener_pays"),
    )
