"""The three-column score sheet of three-handed bridge, to the end of the rubber (section 1).

One column per player; vulnerability, games and rubbers are per player. When any
player completes a game, a line is drawn across all three columns and every
part-score stops counting toward game [REC]. The rubber ends when a player wins his
second game: he scores 700 if neither other player is vulnerable, 500 if either is
[HOYLE-3]. Each pair of players then settles the difference of their totals.

>>> sheet = ThreeHandedSheet().record("4SA", 10).record("3NTB", 9).record("2HA", 8)
>>> sheet.games, sheet.is_over, sheet.totals
((0, 1), False, (180, 100, 0))
>>> sheet = sheet.record("2NullA", 5)
>>> sheet.is_over, sheet.rubber_winner, sheet.totals, sheet.winner
(True, 0, (740, 100, 0), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.honours_text import holder_honours
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.frozen import assembled
from trickcards.core.inputs import integer, is_a, is_pair, quote
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.protocol.column_sheet import ColumnEntry, ColumnSheet, first_dealer, render_pad
from trickcards.protocol.ledger import printed_html, printed_svg
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet
from trickcards.protocol.sheet_lines import parse_sheet_lines
from trickcards.three_handed.scoring import (
    PLAYERS,
    HonoursHolder,
    ThreeHandedScore,
    contract_text,
    parse_contract,
    player_name,
    score,
    to_player,
)

if TYPE_CHECKING:
    import random

    from trickcards.protocol.game import Game
    from trickcards.three_handed.game import ThreeHandedState

__all__ = ["Recorded", "SheetEntry", "ThreeHandedSheet"]

_GAME: Final = 100
_BONUS_NONE_VULNERABLE: Final = 700
_BONUS_ANY_VULNERABLE: Final = 500


@frozen
class Recorded:
    """One deal as recorded: its contract (declarer included) and declarer's tricks, or a pass-out.

    >>> str(Recorded(parse_contract("4SXA"), 10, (HonoursHolder.DEFENDERS, 100)))
    '4SXA 10 honours defenders 100'
    """

    __repr__ = brief_repr

    contract: Contract | None = field(validator=is_a(Contract | None, "a recorded contract", error=ScoringError))
    tricks: int | None = field(default=None, validator=is_a(int | None, "a number of tricks", error=ScoringError))
    honours: tuple[HonoursHolder, int] | None = field(
        default=None, validator=is_pair(HonoursHolder, int, "honours", optional=True, error=ScoringError)
    )

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        text = f"{contract_text(self.contract)} {self.tricks}"
        if self.honours is not None:
            text += f" honours {self.honours[0]} {self.honours[1]}"
        return text


SheetEntry = ColumnEntry
"""One number in one player's column (the shared :class:`~trickcards.protocol.column_sheet.ColumnEntry`)."""


@frozen
class _Tally:
    entries: tuple[SheetEntry, ...] = ()
    games: tuple[int, ...] = ()
    part_scores: tuple[int, int, int] = (0, 0, 0)
    lines: int = 0
    rubber_winner: int | None = None


def _first_dealer(value: object) -> int:
    # A letter is read as its player: kept as the number every count of deals adds to.
    return to_player(value, "a first dealer")


@frozen
class ThreeHandedSheet(DealSheet[Any], ColumnSheet[int]):
    """An immutable three-column sheet: :meth:`record` returns a new sheet with one more deal.

    ``first_dealer`` deals the first deal; the deal passes to the left after every
    deal, a thrown-in one included [REC]. A deal recorded after the rubber is over is
    refused with :class:`~trickcards.core.errors.ScoringError`, the sheet unchanged.
    """

    __repr__ = sheet_repr

    first_dealer: int = field(default=0, converter=_first_dealer)
    deals: tuple[Recorded, ...] = ()
    _tally: _Tally = field(init=False, factory=_Tally, eq=False, repr=False)
    _column_players: ClassVar[tuple[int, ...]] = (0, 1, 2)
    deal_rule: ClassVar[str] = "the deal passes to the left; a player with a game is vulnerable (bridge variants §1)"

    def __attrs_post_init__(self) -> None:
        # Deals given to the constructor are recorded one by one, each checked.
        if self.deals != ():  # anything else, 0 and None included, is checked
            sheet = ThreeHandedSheet(self.first_dealer)
            for recorded in _to_recorded(self.deals):
                sheet = sheet._again(recorded)
            object.__setattr__(self, "_tally", sheet._tally)

    # --- recording -----------------------------------------------------------------------

    def record(
        self, contract: Contract | str, tricks: int | str, honours: tuple[HonoursHolder, int] | str | None = None
    ) -> ThreeHandedSheet:
        """A new sheet with one more played deal: ``contract`` (``"4SXA"``) and declarer's ``tricks``.

        ``honours`` is ``(HonoursHolder.DECLARER or DEFENDERS, 100 or 150)``.
        """
        if self.is_over:
            raise ScoringError(f"{quote(str(contract))}: the rubber is over; start a new sheet")
        if isinstance(contract, str):
            contract = parse_contract(contract)
        if not isinstance(contract, Contract) or contract.declarer is None:
            raise ScoringError(
                f"{quote(contract)} is not a three-handed contract: expected text such as '4SXA' (bridge variants §1)"
            )
        declarer = to_player(int(contract.declarer), "a declarer")
        tricks = integer(inputs.tricks_won(tricks, contract), "a number of tricks", low=0, high=13, error=ScoringError)
        honours = _honours(holder_honours(honours) if isinstance(honours, str) else honours)  # 'declarer:100' too
        result = score(contract, tricks, self.is_vulnerable(declarer), honours)
        recorded = Recorded(contract, tricks, honours)
        return _sheet(self.first_dealer, (*self.deals, recorded), _add(self._tally, result, len(self.deals) + 1))

    def record_passed_out(self) -> ThreeHandedSheet:
        """A new sheet after a deal thrown in because all three passed (the next player deals)."""
        if self.is_over:
            raise ScoringError("a thrown-in deal after the rubber is over: start a new sheet")
        return _sheet(self.first_dealer, (*self.deals, Recorded(None)), self._tally)

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("three-handed").new`` for the next deal: dealer and vulnerability.

        >>> ThreeHandedSheet().record("4SA", 10).next_deal()
        {'dealer': 1, 'vulnerability': 'a'}
        """
        vulnerable = "".join("abc"[p] for p in range(PLAYERS) if self.is_vulnerable(p))
        return {"dealer": self.dealer, "vulnerability": vulnerable or "none"}

    def _record_result(self, result: DealResult[Any, Any], state: ThreeHandedState) -> ThreeHandedSheet:
        scored = state.scored()
        if scored is None:
            return self.record_passed_out()
        return self.record(scored.contract, scored.declarer_tricks, scored.honours)

    def score_of(self, number: int) -> ThreeHandedScore | None:
        """The score of deal ``number`` (1-based) as it was written, ``None`` for a thrown-in deal."""
        if not isinstance(number, int) or not 1 <= number <= len(self.deals):
            raise TrickcardsError(f"{quote(number)} is not a deal of this sheet: 1-{len(self.deals)}")
        sheet = ThreeHandedSheet(self.first_dealer)
        for recorded in self.deals[: number - 1]:
            sheet = sheet._again(recorded)
        recorded = self.deals[number - 1]
        if recorded.contract is None:
            return None
        declarer = int(recorded.contract.declarer)  # type: ignore[arg-type]  # recorded with one
        return score(recorded.contract, recorded.tricks or 0, sheet.is_vulnerable(declarer), recorded.honours)

    def _again(self, recorded: Recorded) -> ThreeHandedSheet:
        if recorded.contract is None:
            return self.record_passed_out()
        return self.record(recorded.contract, recorded.tricks or 0, recorded.honours)

    # --- reading -------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[SheetEntry, ...]:
        """Every number on the sheet, in the order written."""
        return self._tally.entries

    @property
    def games(self) -> tuple[int, ...]:
        """The players who won each game, in order."""
        return self._tally.games

    def games_won(self, player: int) -> int:
        """How many games ``player`` has won in this rubber."""
        return self._tally.games.count(to_player(player))

    def is_vulnerable(self, player: int) -> bool:
        """Whether ``player`` has won a game (vulnerability is per player)."""
        return self.games_won(player) >= 1

    @property
    def part_scores(self) -> tuple[int, int, int]:
        """Each player's trick points below the line since the last line."""
        return self._tally.part_scores

    @property
    def totals(self) -> tuple[int, int, int]:
        """Each player's total, above and below the line."""
        sums = [0, 0, 0]
        for entry in self._tally.entries:
            sums[entry.player] += entry.points
        return (sums[0], sums[1], sums[2])

    @property
    def is_over(self) -> bool:
        """True once a player has won his second game."""
        return self._tally.rubber_winner is not None

    @property
    def rubber_winner(self) -> int | None:
        """The player who won two games, once the rubber is over."""
        return self._tally.rubber_winner

    @property
    def dealer(self) -> int:
        """Who deals the next deal."""
        return (self.first_dealer + len(self.deals)) % PLAYERS

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The sheet as a three-column pad: premiums above the line, trick points below, lines after games."""
        rows = [render_pad([player_name(p) for p in range(PLAYERS)], self.entries, self.totals, self._tally.lines)]
        if self.is_over:
            rows.append(f"rubber won by {player_name(self.rubber_winner or 0)}")
            rows += [
                f"{player_name(payer)} pays {player_name(payee)} {points}" for payer, payee, points in self.payments()
            ]
        else:
            rows.append(f"next dealer {player_name(self.dealer)}")
        return "\n".join(row.rstrip() for row in rows)

    def _repr_svg_(self) -> str:
        """The sheet as SVG (Jupyter shows it): :func:`trickcards.pictures.pads.sheet_svg`."""
        return printed_svg(self)

    def _repr_html_(self) -> str:
        """The sheet as HTML: :func:`trickcards.pictures.pads.sheet_html`."""
        return printed_html(self)

    def text(self) -> str:
        """The sheet as a file :meth:`parse` reads back."""
        lines = [f"first dealer {player_name(self.first_dealer)}"]
        lines += [str(d) for d in self.deals]
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> ThreeHandedSheet:
        r"""Read a sheet file: an optional ``first dealer X`` line, then one deal per line.

        A deal is ``CONTRACT TRICKS`` (``4SXA 10``, the declarer's letter ending the
        contract), optionally followed by ``honours declarer|defenders 100|150``, or
        ``pass`` for a deal thrown in. Blank lines and text after ``#`` are ignored.

        >>> sheet = ThreeHandedSheet.parse("first dealer B\n4SA 10\npass  # all passed\n")
        >>> sheet.first_dealer, sheet.dealer, sheet.totals
        (1, 0, (120, 0, 0))
        >>> ThreeHandedSheet.parse(sheet.text()) == sheet
        True
        """
        return parse_sheet_lines(text, to_player, 0, cls, _parse_deal)


def _honours(honours: object) -> tuple[HonoursHolder, int] | None:
    """``honours`` checked: ``None`` or ``(HonoursHolder, 100 or 150)``."""
    if honours is None:
        return None
    if (
        not isinstance(honours, tuple)
        or len(honours) != 2
        or not isinstance(honours[0], HonoursHolder)
        or honours[1] not in (100, 150)
        or isinstance(honours[1], bool)
    ):
        raise ScoringError(
            f"{quote(honours)} is not honours: expected (HonoursHolder.DECLARER or DEFENDERS, 100 or 150) "
            "(bridge variants §1)"
        )
    return (honours[0], int(honours[1]))


def _to_recorded(deals: object) -> tuple[Recorded, ...]:
    if not isinstance(deals, tuple) or not all(isinstance(d, Recorded) for d in deals):
        raise ScoringError(f"{quote(deals)} is not a tuple of recorded deals (Recorded values)")
    return deals


def _sheet(first_dealer: int, deals: tuple[Recorded, ...], tally: _Tally) -> ThreeHandedSheet:
    """A sheet with its deals and the tally they make (built by :meth:`ThreeHandedSheet.record`)."""
    return assembled(ThreeHandedSheet, first_dealer=first_dealer, deals=deals, _tally=tally)


def _parse_deal(sheet: ThreeHandedSheet, words: Sequence[str]) -> ThreeHandedSheet:
    if len(words) == 1 and words[0].lower() in ("pass", "passed", "p"):
        return sheet.record_passed_out()
    if len(words) not in (2, 5):
        raise ParseError(
            f"{quote(' '.join(words))} is not a deal: expected CONTRACT TRICKS [honours declarer|defenders POINTS] "
            "or 'pass'"
        )
    tricks = words[1]
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-13")
    honours = None
    if len(words) == 5:
        holder, points = words[3].lower(), words[4]
        if words[2].lower() != "honours" or holder not in ("declarer", "defenders") or points not in ("100", "150"):
            raise ParseError(
                f"{quote(' '.join(words[2:]))} is not honours: expected 'honours declarer|defenders 100|150'"
            )
        honours = (HonoursHolder(holder), int(points))
    return sheet.record(words[0], int(tricks), honours)


def _add(tally: _Tally, result: ThreeHandedScore, deal: int) -> _Tally:
    """The tally after one scored deal: its entries, a line after a game, the rubber bonus."""
    segment = tally.lines
    entries = list(tally.entries)
    for player in range(PLAYERS):
        for name, points in result.components(player):
            entries.append(SheetEntry(player, points, name == "trick points", name, deal, segment))
    parts = list(tally.part_scores)
    declarer = result.declarer
    parts[declarer] += result.player_below(declarer)
    games, lines, winner = tally.games, tally.lines, None
    if parts[declarer] >= _GAME:
        games = (*games, declarer)
        parts = [0, 0, 0]
        lines += 1
        if games.count(declarer) == 2:
            winner = declarer
            others_vulnerable = any(games.count(p) for p in range(PLAYERS) if p != declarer)
            bonus = _BONUS_ANY_VULNERABLE if others_vulnerable else _BONUS_NONE_VULNERABLE
            entries.append(SheetEntry(declarer, bonus, False, "rubber bonus", deal, lines))
    return _Tally(tuple(entries), games, (parts[0], parts[1], parts[2]), lines, winner)


def three_handed_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> ThreeHandedSheet:
    """The sheet of ``find_game("three-handed").sheet(**options)``: one rubber; the first dealer given, or drawn by lot."""
    _, _, dealer = sheet_settings(game, options, {})
    return ThreeHandedSheet(first_dealer(dealer, draw, (0, 1, 2), lambda given: to_player(given, "a first dealer")))
