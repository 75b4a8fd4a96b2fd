"""The rubber sheet of Helm: players A and B, above and below the line (section 4).

Trick points go below the line; a player whose trick points below the line since the
last line reach 20 wins a game, and a line is drawn across both columns (HE-n: both
part-scores stop counting). A player with a game is vulnerable ("after game"). Two
games win the rubber, with a bonus of 150 (two games to none) or 100 (two to one);
the players then settle the difference of their totals. The deal alternates; after
an auction with no bid the same dealer deals again (HE-m).

Recording a deal costs the same on a sheet of any length (:class:`~trickcards.protocol.ledger.Ledger`).

>>> sheet = HelmSheet().record("2NTA", 7).record("2HB", 7)                 # HE-8: 2NT is game
>>> sheet.games, sheet.part_scores, sheet.is_vulnerable(0)
((0,), (0, 16), True)
>>> sheet = sheet.record("2NTA", 7)
>>> sheet.is_over, sheet.totals, sheet.winner                               # HE-22: 2-0 is 150
(True, (190, 16), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import evolve, field, fields, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.two_player_sheet import contract_text, to_player
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.frozen import FrozenMapping, assembled
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.helm.rules import BOOK, GAME, HELM, TRICKS, HelmRules
from trickcards.helm.scoring import HelmScore, player_honours, possible_honours, score, to_contract
from trickcards.protocol.column_sheet import ColumnSheet, first_dealer, render_pad
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet
from trickcards.protocol.sheet_lines import parse_sheet_lines

if TYPE_CHECKING:
    import random

    from trickcards.helm.game import HelmState
    from trickcards.protocol.game import Game

__all__ = ["RUBBER_BONUS", "HelmRecord", "HelmSheet", "HelmSheetEntry"]

RUBBER_BONUS: Final = FrozenMapping({0: 150, 1: 100})
"""The rubber bonus by the loser's games: 150 won two games to none, 100 two to one (HE-22)."""
_LETTERS: Final = "AB"
_GAMES_TO_WIN: Final = 2


def _declarer(contract: Contract) -> int:
    assert contract.declarer is not None
    return int(contract.declarer)


def _check_record(instance: HelmRecord) -> None:
    contract, tricks, honours = instance.contract, instance.tricks, instance.honours
    if contract is None:
        if tricks is not None or honours is not None:
            raise ScoringError(f"a deal with no bid has no tricks or honours, got {quote(tricks)} and {quote(honours)}")
        return
    if not isinstance(contract, Contract) or contract.declarer is None:
        raise ScoringError(f"{quote(contract)} is not a contract with its declarer A or B ('2NTXA')")
    to_contract(contract)
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 10:
        raise ScoringError(f"{quote(tricks)} is not a number of tricks: declarer wins 0 to 10 (§4)")
    if honours is not None and (
        not isinstance(honours, tuple)
        or len(honours) != 2
        or honours[0] not in (0, 1)
        or honours[1] not in possible_honours(contract.strain)
    ):
        figures = ", ".join(str(p) for p in sorted(possible_honours(contract.strain)))
        raise ScoringError(
            f"{quote(honours)} is not honours of {quote(contract_text(contract))}: (player 0 or 1, points {figures}) (§4)"
        )


@frozen
class HelmRecord:
    """One deal as recorded: the contract (declarer A as North, B as East), declarer's tricks, honours.

    ``contract`` is ``None`` for a deal with no bid (HE-m); ``honours`` is ``(player,
    points)`` or ``None``.

    >>> str(HelmRecord(to_contract("2SXA"), 8, (1, 15)))
    '2SXA 8 honours B 15'
    """

    __repr__ = brief_repr

    contract: Contract | None
    tricks: int | None = None
    honours: tuple[int, int] | None = field(
        default=None, validator=inputs.is_pair(int, int, "honours", optional=True, error=ScoringError)
    )

    def __attrs_post_init__(self) -> None:
        _check_record(self)

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        text = f"{contract_text(self.contract)} {self.tricks}"
        if self.honours is not None:
            text += f" honours {_LETTERS[self.honours[0]]} {self.honours[1]}"
        return text


@frozen(field_transformer=typed_fields)
class HelmSheetEntry:
    """One number in a player's column: ``item`` names it (``trick points``, ``small helm``, ``rubber bonus``...)."""

    player: int
    points: int
    below: bool
    item: str
    deal: int
    """The 1-based number of the recorded deal it came from."""
    segment: int
    """The stretch below the line it belongs to (a line is drawn after each game)."""


@frozen
class _Tally:
    entries: Ledger[HelmSheetEntry] = field(factory=Ledger)
    totals: tuple[int, int] = (0, 0)
    part_scores: tuple[int, int] = (0, 0)
    games: tuple[int, ...] = ()
    dealer: int = 0


def _first_dealer(value: object) -> int:
    # A letter is read as its player: kept as the number every count of deals adds to.
    return to_player(value, "a first dealer")


def _rules(instance: object, attribute: object, value: object) -> None:
    if not isinstance(value, HelmRules):
        raise ScoringError(f"{quote(value)} is not a HelmRules value")


def _records(instance: object, attribute: object, value: object) -> None:
    if not isinstance(value, tuple) or not all(isinstance(d, HelmRecord) for d in value):
        raise ScoringError(f"{quote(value)} is not a tuple of HelmRecord values")


def _pair(values: tuple[int, int], player: int, points: int) -> tuple[int, int]:
    return (values[0] + points, values[1]) if player == 0 else (values[0], values[1] + points)


@frozen
class HelmSheet(LedgerBacked, DealSheet["HelmState"], ColumnSheet[int]):
    """An immutable Helm rubber sheet; :meth:`record` returns a new sheet with one more deal.

    ``first_dealer`` deals the first deal; ``rules`` holds the options (HE-d to HE-n).
    A deal recorded after the rubber is over is refused with
    :class:`~trickcards.core.errors.ScoringError`, the sheet unchanged.
    """

    __repr__ = sheet_repr

    first_dealer: int = field(default=0, converter=_first_dealer)
    rules: HelmRules = field(default=HELM, validator=_rules)
    deals: tuple[HelmRecord, ...] = field(default=(), validator=_records)
    _tally: _Tally = field(init=False, eq=False, repr=False)
    _ledger: Ledger[HelmRecord] = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "deals"
    _column_players: ClassVar[tuple[int, ...]] = (0, 1)
    deal_rule: ClassVar[str] = "the deal alternates, after no bid the same dealer deals (HE-m); a game makes vulnerable"

    def __attrs_post_init__(self) -> None:
        sheet = HelmSheet.__new__(HelmSheet)
        for name, value in (
            ("first_dealer", self.first_dealer),
            ("rules", self.rules),
            ("_tally", _Tally(dealer=self.first_dealer)),
            ("_ledger", Ledger[HelmRecord]()),
        ):
            object.__setattr__(sheet, name, value)
        for record in self.deals:
            sheet = sheet._add(record)
        object.__setattr__(self, "_tally", sheet._tally)
        object.__setattr__(self, "_ledger", Ledger.of(self.deals))

    # --- recording ------------------------------------------------------------------------

    def record(
        self,
        contract: Contract | str | None,
        tricks: int | str | None = None,
        honours: tuple[int | str, int] | str | None = None,
    ) -> HelmSheet:
        """A new sheet with one more deal: ``contract`` (``"2NTXA"``), declarer's ``tricks`` of 10, honours.

        ``honours`` is ``(player, points)``, e.g. ``(0, 40)`` for A's four aces at NT;
        ``contract=None`` records a deal with no bid (:meth:`record_passed_out`).

        >>> HelmSheet().record("2NTXB", 6, honours=(1, 30)).totals                # HE-12, not vulnerable
        (100, 30)

        ``tricks`` may be written as players write them: ``"7"``, or from the contract,
        ``"="``, ``"+1"``, ``"-2"`` (a suit or NT contract undertakes book, 5, and its level).

        >>> HelmSheet().record("2NTXB", "-1", honours="B:30").totals == HelmSheet().record("2NTXB", 6, honours=(1, 30)).totals
        True
        """
        if contract is not None:
            contract = to_contract(contract)
            if contract.declarer is None:
                raise ScoringError(f"{quote(str(contract))} names no declarer: end it with A or B ('2NTXA')")
        if isinstance(tricks, str):  # '=', '+1', '-2' or '7', as the command line writes them
            if contract is None:
                raise ScoringError(f"tricks={quote(tricks)}: a deal with no bid records no tricks")
            tricks = _tricks_won(tricks, contract)
        held: tuple[int, int] | None = None
        if isinstance(honours, str):
            honours = player_honours(honours)  # 'A:40' as the command line writes it
        if honours is not None:
            if not isinstance(honours, tuple) or len(honours) != 2:
                raise ScoringError(f"{quote(honours)} is not honours: (player A or B, points), e.g. ('A', 40)")
            held = (to_player(honours[0], "an honours holder"), honours[1])
        return self._add(HelmRecord(contract, tricks, held))

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("helm").new`` for the next deal: dealer and vulnerability.

        >>> HelmSheet().record("2NTA", 7).next_deal()
        {'dealer': 1, 'vulnerability': 'a'}
        """
        vulnerable = "".join("ab"[p] for p in (0, 1) if self.is_vulnerable(p))
        return {"dealer": self.dealer, "vulnerability": vulnerable or "none"}

    def _record_result(self, result: DealResult[Any, Any], state: HelmState) -> HelmSheet:
        """The result's fields recorded by hand: the contract, declarer's tricks and the honours held (net)."""
        contract = result.contract
        if contract is None or result.declarer is None:
            return self.record_passed_out()
        declarer = int(result.declarer)
        held = result.parts.get("honours", (0, 0))
        holder = 0 if held[0] > 0 else 1 if held[1] > 0 else None
        honours = None if holder is None else (holder, held[holder])
        text = f"{contract.level}{contract.strain}{contract.doubling}{'AB'[declarer]}"
        return self.record(text, result.tricks[declarer], honours)

    def record_passed_out(self) -> HelmSheet:
        """A new sheet after a deal with no bid: nothing scored, the same dealer deals again (HE-m).

        >>> HelmSheet().record_passed_out().dealer
        0
        """
        return self._add(HelmRecord(None))

    def _add(self, record: HelmRecord) -> HelmSheet:
        tally = self._tally
        number = len(self._ledger) + 1
        if len(tally.games) and max(tally.games.count(0), tally.games.count(1)) >= _GAMES_TO_WIN:
            raise ScoringError(f"{quote(str(record))}: the rubber is over; start a new sheet")
        if record.contract is None:
            dealer = tally.dealer if self.rules.same_dealer_redeals else 1 - tally.dealer
            return self._with(evolve(tally, dealer=dealer), record)
        declarer = _declarer(record.contract)
        honours = 0
        if record.honours is not None:
            honours = record.honours[1] if record.honours[0] == declarer else -record.honours[1]
        assert record.tricks is not None
        result = score(record.contract, record.tricks, declarer in tally.games, honours, self.rules)
        return self._with(_written(tally, result, declarer, number, self.rules), record)

    def _with(self, tally: _Tally, record: HelmRecord) -> HelmSheet:
        return assembled(
            HelmSheet,
            first_dealer=self.first_dealer,
            rules=self.rules,
            _tally=tally,
            _ledger=self._ledger.append(record),
        )

    def score_of(self, number: int) -> HelmScore | None:
        """The score of deal ``number`` (1-based) as it was written; ``None`` for a deal with no bid."""
        deals = self.deals
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= len(deals):
            raise TrickcardsError(f"{quote(number)} is not a deal of this sheet: 1-{len(deals)}")
        before = HelmSheet(self.first_dealer, self.rules, deals[: number - 1])
        record = deals[number - 1]
        if record.contract is None or record.tricks is None:
            return None
        declarer = _declarer(record.contract)
        honours = 0
        if record.honours is not None:
            honours = record.honours[1] if record.honours[0] == declarer else -record.honours[1]
        return score(record.contract, record.tricks, before.is_vulnerable(declarer), honours, self.rules)

    # --- reading -------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[HelmSheetEntry, ...]:
        """Every number on the sheet, in the order written."""
        return self._tally.entries.to_tuple()

    @property
    def games(self) -> tuple[int, ...]:
        """The player who won each game, in order."""
        return self._tally.games

    def games_won(self, player: int | str) -> int:
        """How many games ``player`` (0/1 or A/B) has won."""
        return self._tally.games.count(to_player(player))

    def is_vulnerable(self, player: int | str) -> bool:
        """Whether ``player`` has won a game ("after game")."""
        return self.games_won(player) > 0

    @property
    def part_scores(self) -> tuple[int, int]:
        """Each player's trick points below the line since the last line."""
        return self._tally.part_scores

    @property
    def totals(self) -> tuple[int, int]:
        """A's and B's totals, above and below the line."""
        return self._tally.totals

    @property
    def is_over(self) -> bool:
        """True once a player has won two games."""
        return max(self.games_won(0), self.games_won(1)) >= _GAMES_TO_WIN

    @property
    def rubber_winner(self) -> int | None:
        """The player who won two games, once the rubber is over."""
        return next((p for p in (0, 1) if self.games_won(p) >= _GAMES_TO_WIN), None)

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """``None`` until the rubber is over, then each player's difference of the two totals (HE: settlement).

        >>> HelmSheet().record("2NTA", 7).record("2NTA", 7).settlement
        (190, -190)
        """
        a, b = self.totals
        return (a - b, b - a) if self.is_over else None

    @property
    def dealer(self) -> int:
        """Who deals next: the deal alternates, except after a deal with no bid (HE-m)."""
        return self._tally.dealer

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The pad: premiums above the line, trick points below, a line after each game, the totals."""
        rows = [render_pad(_LETTERS, self._tally.entries, self.totals, len(self.games))]
        if self.is_over:
            difference = self.totals[0] - self.totals[1]
            rows.append(f"rubber won by {_LETTERS[self.rubber_winner or 0]}")
            if difference:
                payer, payee = ("B", "A") if difference > 0 else ("A", "B")
                rows.append(f"{payer} pays {payee} {abs(difference)}")
        else:
            rows.append(f"next dealer {_LETTERS[self.dealer]}")
        return "\n".join(row.rstrip() for row in rows)

    def text(self) -> str:
        """The sheet as a file :meth:`parse` reads back."""
        lines = [f"first dealer {_LETTERS[self.first_dealer]}"]
        lines += [str(d) for d in self.deals]
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str, rules: HelmRules = HELM) -> HelmSheet:
        r"""Read a sheet file: an optional ``first dealer A|B`` line, then one deal per line.

        A deal is ``CONTRACT TRICKS`` (``2NTXA 7``, the declarer's letter ending the
        contract), optionally followed by ``honours A|B POINTS``, or ``pass`` for a
        deal with no bid. Blank lines and text after ``#`` are ignored.

        >>> sheet = HelmSheet.parse("first dealer B\n2NTA 7 honours A 40  # four aces\npass\n")
        >>> sheet.totals, sheet.dealer, HelmSheet.parse(sheet.text()) == sheet
        ((60, 0), 0, True)
        """
        return parse_sheet_lines(text, to_player, 0, lambda dealer: cls(dealer, rules), _parse_deal, "A|B")


def _parse_deal(sheet: HelmSheet, words: Sequence[str]) -> HelmSheet:
    if len(words) == 1 and words[0].lower() in ("pass", "passed", "p"):
        return sheet.record_passed_out()
    if len(words) not in (2, 5):
        raise ParseError(
            f"{quote(' '.join(words))} is not a deal: expected CONTRACT TRICKS [honours A|B POINTS] or 'pass'"
        )
    tricks = words[1]
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-10")
    honours = None
    if len(words) == 5:
        points = words[4]
        if words[2].lower() != "honours" or not (points.isascii() and points.isdigit() and len(points) <= 2):
            raise ParseError(f"{quote(' '.join(words[2:]))} is not honours: expected 'honours A|B POINTS'")
        honours = (to_player(words[3], "an honours holder"), int(points))
    return sheet.record(words[0], int(tricks), honours)


def _written(tally: _Tally, result: HelmScore, declarer: int, deal: int, rules: HelmRules) -> _Tally:
    """The tally after one scored deal: its entries, a line after a game, the rubber bonus."""
    opponent = 1 - declarer
    segment = len(tally.games)
    entries, totals = tally.entries, tally.totals
    written = [(declarer, points, name == "trick points", name) for name, points in result.components()]
    for mine, signed, below, name in written:
        player = opponent if name == "shortfall" or signed < 0 else mine
        points = abs(signed)  # the opponent's honours are negative in the score
        entries = entries.append(HelmSheetEntry(player, points, below, name, deal, segment))
        totals = _pair(totals, player, points)
    parts = _pair(tally.part_scores, declarer, result.below)
    games = tally.games
    if parts[declarer] >= GAME:
        games = (*games, declarer)
        parts = (0, 0) if rules.game_draws_line else _pair((0, 0), opponent, parts[opponent])
        if games.count(declarer) == _GAMES_TO_WIN:
            bonus = RUBBER_BONUS[games.count(opponent)]
            entries = entries.append(HelmSheetEntry(declarer, bonus, False, "rubber bonus", deal, len(games)))
            totals = _pair(totals, declarer, bonus)
    return _Tally(entries, totals, parts, games, 1 - tally.dealer)


def helm_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> HelmSheet:
    """The sheet of ``find_game("helm").sheet(**options)``: one rubber under the deal options' rules (HE-d to HE-n).

    The first dealer is the one given, else drawn by lot in a match (else A).
    """
    deal, _, dealer = sheet_settings(game, options, {})
    settings = game.check_options(deal)
    values: dict[str, Any] = {f.name: settings.option(f.name) for f in fields(HelmRules)}
    rules = HelmRules(**values)
    return HelmSheet(first_dealer(dealer, draw, (0, 1), lambda given: to_player(given, "a first dealer")), rules)


class _Undertaken:
    """A Helm contract as :func:`~trickcards.core.inputs.tricks_won` reads it: the tricks it undertakes."""

    __slots__ = ("text", "tricks_needed")

    def __init__(self, contract: Contract) -> None:
        self.text = str(contract)
        self.tricks_needed = BOOK + contract.level

    def __str__(self) -> str:
        return self.text


def _tricks_won(text: str, contract: Contract) -> int:
    """Declarer's tricks of 10 from their text: a number, or ``=``/``+1``/``-2`` from a suit or NT contract."""
    if contract.is_null and not (text.strip().isascii() and text.strip().isdigit()):
        raise ParseError(f"{quote(text)}: a Null contract's tricks are written as a number, 0 to {TRICKS}")
    tricks = inputs.tricks_won(text, _Undertaken(contract), high=TRICKS, error=ParseError)
    assert isinstance(tricks, int)  # text is always read
    return tricks
