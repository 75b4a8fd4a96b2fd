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
from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.errors import ParseError, ScoringError, TrickcardsError
from trickcards.inputs import quote
from trickcards.ledger import printed_html, printed_svg
from trickcards.sheet_lines import parse_sheet_lines
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

    contract: Contract | None
    tricks: int | None = None
    honours: tuple[HonoursHolder, int] | None = None

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        text = f"{contract_text(self.contract)} {self.tricks}"
        if self.honours is not None:
            text += f" honours {self.honours[0]} {self.honours[1]}"
        return text


@frozen
class SheetEntry:
    """One number in one player's column."""

    player: int
    points: int
    below: bool
    item: str
    deal: int
    """The 1-based deal it came from (0 for the rubber bonus)."""
    segment: int
    """The stretch below the line between lines drawn across the columns."""


@frozen
class _Tally:
    entries: tuple[SheetEntry, ...] = ()
    games: tuple[int, ...] = ()
    part_scores: tuple[int, int, int] = (0, 0, 0)
    lines: int = 0
    rubber_winner: int | None = None


def _check_first_dealer(instance: ThreeHandedSheet, attribute: object, value: int) -> None:
    to_player(value, "a first dealer")


@frozen
class ThreeHandedSheet:
    """An immutable three-column sheet: :meth:`record` returns a new sheet with one more deal.

    ``first_dealer`` deals the first deal; the deal passes to the left after every
    deal, a thrown-in one included [REC]. A deal recorded after the rubber is over is
    refused with :class:`~trickcards.errors.ScoringError`, the sheet unchanged.
    """

    first_dealer: int = field(default=0, validator=_check_first_dealer)
    deals: tuple[Recorded, ...] = ()
    _tally: _Tally = field(init=False, factory=_Tally, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # Deals given to the constructor are recorded one by one, each checked.
        if self.deals:
            sheet = ThreeHandedSheet(self.first_dealer)
            for recorded in _to_recorded(self.deals):
                sheet = sheet._again(recorded)
            object.__setattr__(self, "_tally", sheet._tally)

    # --- recording -----------------------------------------------------------------------

    def record(
        self, contract: Contract | str, tricks: int, honours: tuple[HonoursHolder, int] | None = None
    ) -> ThreeHandedSheet:
        """A new sheet with one more played deal: ``contract`` (``"4SXA"``) and declarer's ``tricks``.

        ``honours`` is ``(HonoursHolder.DECLARER or DEFENDERS, 100 or 150)``.
        """
        if self.is_over:
            raise ScoringError(f"{quote(str(contract))}: the rubber is over; start a new sheet")
        if isinstance(contract, str):
            contract = parse_contract(contract)
        declarer = to_player(int(contract.declarer) if contract.declarer is not None else None, "a declarer")
        result = score(contract, tricks, self.is_vulnerable(declarer), honours)
        recorded = Recorded(contract, tricks, honours)
        return _sheet(self.first_dealer, (*self.deals, recorded), _add(self._tally, result, len(self.deals) + 1))

    def record_passed_out(self) -> ThreeHandedSheet:
        """A new sheet after a deal thrown in because all three passed (the next player deals)."""
        if self.is_over:
            raise ScoringError("a thrown-in deal after the rubber is over: start a new sheet")
        return _sheet(self.first_dealer, (*self.deals, Recorded(None)), self._tally)

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
    def leader(self) -> int | None:
        """The player with the highest total now (``None`` when two or more share it)."""
        totals = self.totals
        best = max(totals)
        return totals.index(best) if totals.count(best) == 1 else None

    @property
    def winner(self) -> int | None:
        """Once the rubber is over, the player with the highest total (``None`` before, or on a tie)."""
        return self.leader if self.is_over else None

    @property
    def dealer(self) -> int:
        """Who deals the next deal."""
        return (self.first_dealer + len(self.deals)) % PLAYERS

    def settlement(self) -> tuple[tuple[int, int, int], ...]:
        """Each pair settles the difference of its totals: ``(payer, payee, points)`` for every unequal pair.

        >>> ThreeHandedSheet().record("4SA", 10).settlement()
        ((1, 0, 120), (2, 0, 120))
        """
        totals = self.totals
        payments = []
        for a in range(PLAYERS):
            for b in range(a + 1, PLAYERS):
                difference = totals[a] - totals[b]
                if difference > 0:
                    payments.append((b, a, difference))
                elif difference < 0:
                    payments.append((a, b, -difference))
        return tuple(payments)

    def net(self) -> tuple[int, int, int]:
        """Each player's net result of the settlement (the three add up to zero)."""
        totals = self.totals
        whole = sum(totals)
        return (3 * totals[0] - whole, 3 * totals[1] - whole, 3 * totals[2] - whole)

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The sheet as a three-column pad: premiums above the line, trick points below, lines after games."""
        width = 8
        head = "       " + "".join(f"{player_name(p):>{width}}" for p in range(PLAYERS))
        rule = "       " + "-" * (width * PLAYERS)
        double = "       " + "=" * (width * PLAYERS)
        above = [[e.points for e in self.entries if not e.below and e.player == p] for p in range(PLAYERS)]
        height = max(len(c) for c in above)
        rows = [head, rule]
        columns = [[None] * (height - len(c)) + list(reversed(c)) for c in above]
        rows += ["       " + "".join(_cell(columns[p][i], width) for p in range(PLAYERS)) for i in range(height)]
        rows.append(double)
        below = [e for e in self.entries if e.below]
        for segment in range(max([e.segment for e in below] + [self._tally.lines - 1, -1]) + 1):
            cells = [[e.points for e in below if e.segment == segment and e.player == p] for p in range(PLAYERS)]
            depth = max(len(c) for c in cells)
            for i in range(depth):
                rows.append("       " + "".join(_cell(c[i] if i < len(c) else None, width) for c in cells))
            if segment < self._tally.lines:
                rows.append(rule)
        rows.append("total  " + "".join(f"{t:>{width}}" for t in self.totals))
        if self.is_over:
            rows.append(f"rubber won by {player_name(self.rubber_winner or 0)}")
            rows += [
                f"{player_name(payer)} pays {player_name(payee)} {points}" for payer, payee, points in self.settlement()
            ]
        else:
            rows.append(f"next dealer {player_name(self.dealer)}")
        return "\n".join(row.rstrip() for row in rows)

    def __str__(self) -> str:
        return self.render()

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


def _to_recorded(deals: object) -> tuple[Recorded, ...]:
    if not isinstance(deals, tuple) or not all(isinstance(d, Recorded) for d in deals):
        raise ScoringError(f"{quote(deals)} is not a tuple of recorded deals (Recorded values)")
    return deals


def _sheet(first_dealer: int, deals: tuple[Recorded, ...], tally: _Tally) -> ThreeHandedSheet:
    """A sheet with its deals and the tally they make (built by :meth:`ThreeHandedSheet.record`)."""
    sheet = object.__new__(ThreeHandedSheet)
    for name, value in (("first_dealer", first_dealer), ("deals", deals), ("_tally", tally)):
        object.__setattr__(sheet, name, value)
    return sheet


def _cell(points: int | None, width: int) -> str:
    return " " * width if points is None else f"{points:>{width}}"


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
    parts[declarer] += result.below(declarer)
    games, lines, winner = tally.games, tally.lines, None
    if parts[declarer] >= _GAME:
        games = (*games, declarer)
        parts = [0, 0, 0]
        lines += 1
        if games.count(declarer) == 2:
            winner = declarer
            others_vulnerable = any(games.count(p) for p in range(PLAYERS) if p != declarer)
            bonus = _BONUS_ANY_VULNERABLE if others_vulnerable else _BONUS_NONE_VULNERABLE
            entries.append(SheetEntry(declarer, bonus, False, "rubber bonus", 0, lines))
    return _Tally(tuple(entries), games, (parts[0], parts[1], parts[2]), lines, winner)
