"""The Towie session sheet: one column per player, games and rubbers per player (section 6).

Every contract Towie plays is a game: a player's first game earns 500 and makes him
vulnerable, his second earns 1000 and ends his rubber (TO-f). By default the rubber
then ends for everyone: all games and vulnerability start afresh (TO-h, [REC]); with
``rubber_end="winner_only"`` only the winner starts afresh. Undertricks go to every
other player, active or waiting. The sheet follows the rotation (TO-d): who is active,
who deals and who waits, deal by deal; a session lasts ``rubbers`` rubbers (one by
default), and the highest total wins.

>>> sheet = TowieSheet(players=4).record("4SA", 10).record("3NTXB", 7)
>>> sheet.totals, sheet.games, sheet.dealer, sheet.active
((820, 0, 200, 200), (1, 0, 0, 0), 2, (2, 3, 0))
>>> sheet = sheet.record("5DA", 11)
>>> sheet.is_over, sheet.rubber_winners, sheet.totals, sheet.winner
(True, (0,), (1920, 0, 200, 200), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.honours_text import holder_honours
from trickcards.bridge.tables import ScoringTable
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.frozen import assembled
from trickcards.core.inputs import is_a, is_pair, quote, typed_fields
from trickcards.core.reprs import brief_repr, sheet_repr
from trickcards.protocol.column_sheet import ColumnSheet, first_dealer, render_pad
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet
from trickcards.towie.rotation import ROTATIONS, Rotation
from trickcards.towie.scoring import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYABLE,
    HonoursHolder,
    TowieScore,
    contract_text,
    parse_contract,
    player_name,
    score,
    to_player,
    towie_table,
)

if TYPE_CHECKING:
    import random

    from trickcards.protocol.game import Game
    from trickcards.towie.game import TowieState

__all__ = ["RUBBER_ENDS", "Recorded", "SheetEntry", "TowieSheet"]

RUBBER_ENDS: Final = ("everyone", "winner_only")
"""Option ``rubber_end`` (TO-h): a second game ends the rubber for everyone (default), or for its winner only."""


@frozen
class Recorded:
    """One deal as recorded: its contract, declarer and tricks, or a deal thrown in (``contract`` ``None``).

    >>> str(Recorded(Contract.parse("4SX"), 0, 10, (HonoursHolder.DEFENDERS, 100)))
    '4SXA 10 honours defenders 100'
    """

    __repr__ = brief_repr

    contract: Contract | None = field(validator=is_a(Contract | None, "a recorded contract", error=ScoringError))
    declarer: int | None = field(default=None, validator=is_a(int | None, "a declarer", error=ScoringError))
    tricks: int | None = field(default=None, validator=is_a(int | None, "a number of tricks", error=ScoringError))
    honours: tuple[HonoursHolder, int] | None = field(
        default=None, validator=is_pair(HonoursHolder, int, "honours", optional=True, error=ScoringError)
    )

    def __str__(self) -> str:
        if self.contract is None or self.declarer is None:
            return "pass"
        text = f"{contract_text(self.contract, self.declarer)} {self.tricks}"
        if self.honours is not None:
            text += f" honours {self.honours[0]} {self.honours[1]}"
        return text


@frozen(field_transformer=typed_fields)
class SheetEntry:
    """One number in one player's column."""

    player: int
    points: int
    below: bool
    item: str
    deal: int
    """The 1-based deal it came from."""


@frozen
class _Tally:
    entries: Ledger[SheetEntry]
    totals: tuple[int, ...]
    games: tuple[int, ...]
    rotation: Rotation
    rubber_winners: tuple[int, ...] = ()


def _to_recorded(deals: object) -> tuple[Recorded, ...]:
    if not isinstance(deals, tuple) or not all(isinstance(d, Recorded) for d in deals):
        raise ScoringError(f"{quote(deals)} is not a tuple of recorded deals (Recorded values)")
    return deals


@frozen
class TowieSheet(LedgerBacked, DealSheet["TowieState"], ColumnSheet[int]):
    """An immutable Towie session sheet: :meth:`record` returns a new sheet with one more deal.

    ``players`` take part (3-7), named A, B, C ...; ``first_dealer`` deals first;
    ``rotation`` (TO-d), ``rubber_end`` (TO-h), ``playable`` (TO-a) and
    ``vulnerable_doubled_later`` (TO-b) are the section's options; the session ends
    after ``rubbers`` rubbers. A deal recorded after the end, by a player who is not
    active, or below game is refused with :class:`~trickcards.core.errors.ScoringError`.
    """

    __repr__ = sheet_repr

    count: int = field(default=4, alias="players")
    """How many take part (3-7); given as ``players=`` (:attr:`players` are their numbers)."""
    first_dealer: int = field(default=0)
    rotation: str = field(
        default="declarer_steps_out",
        validator=inputs.is_one_of(ROTATIONS, "a rotation", rule="TO-d", error=ScoringError),
    )
    rubber_end: str = field(
        default="everyone", validator=inputs.is_one_of(RUBBER_ENDS, "a rubber end", rule="TO-h", error=ScoringError)
    )
    rubbers: int = field(default=1)
    playable: str = field(
        default="undoubled", validator=inputs.is_one_of(PLAYABLE, "a playability test", rule="TO-a", error=ScoringError)
    )
    vulnerable_doubled_later: int = field(default=400)
    deals: tuple[Recorded, ...] = field(default=(), converter=_to_recorded)
    _ledger: Ledger[Recorded] = field(init=False, eq=False, repr=False)
    _tally: _Tally = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "deals"
    deal_rule: ClassVar[str] = "the rotation of the active players and the dealer (bridge variants §6, TO-d)"

    @property
    def players(self) -> tuple[int, ...]:
        """The players, 0 .. count-1 (A, B, C ...)."""
        return tuple(range(self.count))

    def __attrs_post_init__(self) -> None:
        inputs.integer(self.count, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError)
        inputs.integer(self.rubbers, "a number of rubbers", low=1, high=1000, error=ScoringError)
        towie_table(self.vulnerable_doubled_later)
        rotation = Rotation.start(self.count, self.rotation, self.first_dealer)
        object.__setattr__(self, "first_dealer", rotation.dealer)
        zeros = (0,) * self.count
        object.__setattr__(self, "_ledger", Ledger[Recorded]())
        object.__setattr__(self, "_tally", _Tally(Ledger[SheetEntry](), zeros, zeros, rotation))
        deals = self.deals
        if deals:
            # Deals given to the constructor are recorded one by one, each checked.
            sheet = self
            for recorded in deals:
                sheet = sheet._again(recorded)
            object.__setattr__(self, "_ledger", sheet._ledger)
            object.__setattr__(self, "_tally", sheet._tally)

    @property
    def table(self) -> ScoringTable:
        """The scoring table (:data:`~trickcards.towie.TOWIE`, or with ``vulnerable_doubled_later``)."""
        return towie_table(self.vulnerable_doubled_later)

    # --- recording -----------------------------------------------------------------------

    def _check_open(self, what: object) -> None:
        """Refuse ``what`` (a contract, its text, or anything a caller gave) once the session is over."""
        if self.is_over:
            shown = str(what) if isinstance(what, Contract) else what  # quote() cuts what is no contract
            raise ScoringError(f"{quote(shown)}: the session is over after {self.rubbers} rubber(s); start a new sheet")

    def record(
        self,
        contract: Contract | str,
        tricks: int | str,
        honours: tuple[HonoursHolder, int] | str | None = None,
        declarer: int | str | None = None,
    ) -> TowieSheet:
        """A new sheet with one more played deal: ``contract`` (``"4SXA"``, declarer's letter last) and his ``tricks``.

        ``honours`` is ``(HonoursHolder.DECLARER or DEFENDERS, 100 or 150)``.
        """
        self._check_open(contract)
        if isinstance(contract, str):
            contract, who = parse_contract(contract)
            if declarer is not None and to_player(declarer, self.count, "a declarer") != who:
                raise ScoringError(f"declarer={quote(declarer)} differs from the contract's {player_name(who)}")
        else:
            who = to_player(declarer, self.count, "a declarer")
        if isinstance(contract, Contract):  # '=', '+1', '-2' and 'declarer:100' as the command line writes them
            tricks = inputs.tricks_won(tricks, contract)
        if isinstance(honours, str):
            honours = holder_honours(honours)
        tally = self._tally
        table = tally.rotation
        who = to_player(who, self.count, "a declarer")
        if not table.is_active(who):
            raise ScoringError(
                f"{quote(contract_text(contract, who) if isinstance(contract, Contract) else contract)}: player "
                f"{player_name(who)} is not active in deal {len(self._ledger) + 1}; the active players are "
                f"{', '.join(player_name(p) for p in table.callers)} (bridge variants §6, TO-d)"
            )
        others = tuple(p for p in table.callers if p != who)
        result = score(
            contract,
            tricks,
            tally.games[who] >= 1,
            honours,
            declarer=who,
            players=self.count,
            defenders=(others[0], others[1]),
            table=self.table,
            playable=self.playable,
        )
        recorded = Recorded(result.contract, who, result.declarer_tricks, honours)
        return self._extended(recorded, self._add(result))

    def record_thrown_in(self) -> TowieSheet:
        """A new sheet after a deal thrown in (its goulashes never reached game): the deal passes on, nobody moves."""
        self._check_open("pass")
        tally = self._tally
        after = _Tally(tally.entries, tally.totals, tally.games, tally.rotation.after(None), tally.rubber_winners)
        return self._extended(Recorded(None), after)

    def next_deal(self) -> dict[str, Any]:
        """The arguments of ``find_game("towie").new`` for the next deal: the dealer and the options the sheet fixes.

        >>> from trickcards import find_game
        >>> sheet = TowieSheet(players=5).record("4SA", 10)
        >>> sheet.next_deal()
        {'dealer': 1, 'players': 5, 'rotation': 'declarer_steps_out', 'active': 'bcd', 'vulnerability': 'a', 'playable': 'undoubled', 'vulnerable_doubled_later': 400}
        >>> find_game("towie").new(seed=3, **sheet.next_deal()).callers
        (1, 2, 3)
        """
        letters = "abcdefg"
        return {
            "dealer": self.dealer,
            "players": self.count,
            "rotation": self.rotation,
            "active": "".join(letters[p] for p in self.active),
            "vulnerability": "".join(letters[p] for p in range(self.count) if self.is_vulnerable(p)) or "none",
            "playable": self.playable,
            "vulnerable_doubled_later": self.vulnerable_doubled_later,
        }

    def _record_result(self, result: DealResult[Any, Any], state: TowieState) -> TowieSheet:
        """The finished ``state`` recorded by hand: its contract, tricks and honours, or thrown in.

        >>> import random
        >>> from trickcards import find_game
        >>> from trickcards.protocol.game import random_actions
        >>> sheet = TowieSheet(players=4)
        >>> state = random_actions(find_game("towie").new(seed=5, **sheet.next_deal()), random.Random(5))
        >>> sheet.record_deal(state).totals == state.points
        True
        """
        scored = state.scored()
        if scored is None:
            return self.record_thrown_in()
        return self.record(scored.contract, scored.declarer_tricks, scored.honours, declarer=scored.declarer)

    def _again(self, recorded: Recorded) -> TowieSheet:
        if recorded.contract is None:
            return self.record_thrown_in()
        return self.record(recorded.contract, recorded.tricks or 0, recorded.honours, recorded.declarer)

    def _extended(self, recorded: Recorded, tally: _Tally) -> TowieSheet:
        kept = ("count", "first_dealer", "rotation", "rubber_end", "rubbers", "playable", "vulnerable_doubled_later")
        return assembled(
            TowieSheet,
            **{name: getattr(self, name) for name in kept},
            _ledger=self._ledger.append(recorded),
            _tally=tally,
        )

    def _add(self, result: TowieScore) -> _Tally:
        """The tally after one scored deal: its entries, games, the end of a rubber and the next table."""
        tally = self._tally
        number = len(self._ledger) + 1
        entries = tally.entries
        totals = list(tally.totals)
        for player in range(self.count):
            for name, points in result.components(player):
                entries = entries.append(SheetEntry(player, points, name == "trick points", name, number))
                totals[player] += points
        games = list(tally.games)
        winners = tally.rubber_winners
        declarer = result.declarer
        if result.made:
            games[declarer] += 1
            if games[declarer] >= 2:
                winners = (*winners, declarer)
                if self.rubber_end == "everyone":
                    games = [0] * self.count
                else:
                    games[declarer] = 0
        rotation = tally.rotation.after(declarer, defeated=not result.made)
        return _Tally(entries, tuple(totals), tuple(games), rotation, winners)

    def score_of(self, number: int) -> TowieScore | None:
        """The score of deal ``number`` (1-based) as it was written, ``None`` for a deal thrown in."""
        count = len(self._ledger)
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= count:
            raise TrickcardsError(f"{quote(number)} is not a deal of this sheet: 1-{count}")
        sheet = TowieSheet(
            self.count,
            self.first_dealer,
            self.rotation,
            self.rubber_end,
            self.rubbers,
            self.playable,
            self.vulnerable_doubled_later,
            self.deals[: number - 1],
        )
        recorded = self.deals[number - 1]
        if recorded.contract is None:
            return None
        return sheet._score(recorded)

    def _score(self, recorded: Recorded) -> TowieScore:
        table = self._tally.rotation
        who = recorded.declarer
        assert recorded.contract is not None
        assert who is not None
        others = tuple(p for p in table.callers if p != who)
        return score(
            recorded.contract,
            recorded.tricks or 0,
            self._tally.games[who] >= 1,
            recorded.honours,
            declarer=who,
            players=self.count,
            defenders=(others[0], others[1]),
            table=self.table,
            playable=self.playable,
        )

    # --- reading -------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[SheetEntry, ...]:
        """Every number on the sheet, in the order written."""
        return self._tally.entries.to_tuple()

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total, above and below the line."""
        return self._tally.totals

    @property
    def games(self) -> tuple[int, ...]:
        """Each player's games in his current rubber (0 or 1)."""
        return self._tally.games

    def is_vulnerable(self, player: int) -> bool:
        """Whether ``player`` has won a game in his current rubber (vulnerability is per player)."""
        return self._tally.games[to_player(player, self.count)] >= 1

    @property
    def table_now(self) -> Rotation:
        """The table of the next deal: active players, dealer, waiting queue, barred player."""
        return self._tally.rotation

    @property
    def dealer(self) -> int:
        """Who deals the next deal."""
        return self._tally.rotation.dealer

    @property
    def active(self) -> tuple[int, int, int]:
        """The active players of the next deal, in calling order."""
        return self._tally.rotation.callers

    @property
    def waiting(self) -> tuple[int, ...]:
        """The players who sit out the next deal, longest-waiting first."""
        return self._tally.rotation.waiting

    @property
    def rubber_winners(self) -> tuple[int, ...]:
        """The player who won each finished rubber, in order."""
        return self._tally.rubber_winners

    @property
    def is_over(self) -> bool:
        """True once ``rubbers`` rubbers are finished."""
        return len(self._tally.rubber_winners) >= self.rubbers

    # --- text --------------------------------------------------------------------------

    def render(self) -> str:
        """The sheet as a pad: one column per player, premiums above the line, trick points below."""
        players = range(self.count)
        rows = [render_pad([player_name(p) for p in players], self._tally.entries, self.totals)]
        for number, winner in enumerate(self.rubber_winners, start=1):
            rows.append(f"rubber {number} won by {player_name(winner)}")
        if self.is_over:
            best = self.winner
            rows.append("session over: " + ("a tie" if best is None else f"{player_name(best)} wins"))
        else:
            vulnerable = "".join(player_name(p) for p in players if self.is_vulnerable(p)) or "none"
            rows.append(
                f"next dealer {player_name(self.dealer)}, active "
                f"{' '.join(player_name(p) for p in self.active)}, vulnerable {vulnerable}"
            )
        return "\n".join(row.rstrip() for row in rows)

    def text(self) -> str:
        """The sheet as a file :meth:`parse` reads back."""
        lines = [f"players {self.count}", f"first dealer {player_name(self.first_dealer)}"]
        for name, default in (("rotation", ROTATIONS[0]), ("rubber_end", RUBBER_ENDS[0]), ("playable", PLAYABLE[0])):
            if getattr(self, name) != default:
                lines.append(f"{name} {getattr(self, name)}")
        if self.rubbers != 1:
            lines.append(f"rubbers {self.rubbers}")
        if self.vulnerable_doubled_later != 400:
            lines.append(f"vulnerable_doubled_later {self.vulnerable_doubled_later}")
        lines += [str(d) for d in self.deals]
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> TowieSheet:
        r"""Read a sheet file: settings first (each optional), then one deal per line.

        Settings: ``players N`` (4), ``first dealer X`` (A), ``rotation R``,
        ``rubber_end E``, ``rubbers N``, ``playable P``, ``vulnerable_doubled_later N``.
        A deal is ``CONTRACT TRICKS`` (``4SXA 10``, the declarer's letter ending the
        contract), optionally followed by ``honours declarer|defenders 100|150``, or
        ``pass`` for a deal thrown in. Blank lines and text after ``#`` are ignored.

        >>> sheet = TowieSheet.parse("players 5\nfirst dealer B\n4SB 10\n3NTC 8  # C down one\n")
        >>> sheet.totals, sheet.active
        ((50, 670, 0, 50, 50), (3, 4, 0))
        >>> TowieSheet.parse(sheet.text()) == sheet
        True
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not a sheet: expected text")
        settings: dict[str, object] = {}
        sheet: TowieSheet | None = None
        # Lines end at "\n" alone: other line breaks and Unicode spaces are refused, as in every parser.
        for number, raw in enumerate(text.split("\n"), start=1):
            try:
                words = inputs.words(raw.removesuffix("\r").split("#", 1)[0], "a line of a Towie sheet")
                if not words:
                    continue
                setting = _setting(words)
                if setting is not None:
                    if sheet is not None or setting[0] in settings:
                        raise ParseError(f"{quote(raw)}: each setting comes once, before the first deal")
                    settings[setting[0]] = setting[1]
                    continue
                if sheet is None:
                    sheet = _new_sheet(settings)
                sheet = _parse_deal(sheet, words)
            except TrickcardsError as error:
                raise ParseError(f"line {number}: {error}") from None
        if sheet is not None:
            return sheet
        try:
            return _new_sheet(settings)
        except TrickcardsError as error:
            raise ParseError(f"settings: {error}") from None


_NUMBER_SETTINGS: Final = ("players", "rubbers", "vulnerable_doubled_later")
_WORD_SETTINGS: Final = ("rotation", "rubber_end", "playable")


def _setting(words: Sequence[str]) -> tuple[str, object] | None:
    """A ``(name, value)`` setting line, or ``None`` for a deal line."""
    key = words[0].lower()
    if [w.lower() for w in words[:2]] == ["first", "dealer"]:
        if len(words) != 3:
            raise ParseError(f"{quote(' '.join(words))}: expected 'first dealer X'")
        return ("first_dealer", to_player(words[2], MAX_PLAYERS, "a first dealer"))
    if key in _NUMBER_SETTINGS or key in _WORD_SETTINGS:
        if len(words) != 2:
            raise ParseError(f"{quote(' '.join(words))}: expected '{key} VALUE'")
        if key in _NUMBER_SETTINGS:
            return (key, inputs.parse_integer(words[1], f"a value of {key}", low=0))
        return (key, words[1].lower())
    return None


def _new_sheet(settings: dict[str, object]) -> TowieSheet:
    return TowieSheet(**settings)  # type: ignore[arg-type]  # each value checked by the sheet


def _parse_deal(sheet: TowieSheet, words: Sequence[str]) -> TowieSheet:
    if len(words) == 1 and words[0].lower() in ("pass", "passed", "p"):
        return sheet.record_thrown_in()
    if len(words) not in (2, 5):
        raise ParseError(
            f"{quote(' '.join(words))} is not a deal: expected CONTRACT TRICKS [honours declarer|defenders POINTS] "
            "or 'pass'"
        )
    tricks = inputs.parse_integer(words[1], "a number of tricks", low=0, high=13)
    honours = None
    if len(words) == 5:
        holder, points = words[3].lower(), words[4]
        if words[2].lower() != "honours" or holder not in ("declarer", "defenders") or points not in ("100", "150"):
            raise ParseError(
                f"{quote(' '.join(words[2:]))} is not honours: expected 'honours declarer|defenders 100|150'"
            )
        honours = (HonoursHolder(holder), int(points))
    return sheet.record(words[0], tricks, honours)


def towie_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> TowieSheet:
    """The sheet of ``find_game("towie").sheet(**options)``: a session of ``rubbers`` rubbers (default 1).

    The deal options ``players``, ``rotation``, ``playable`` and ``vulnerable_doubled_later``
    are the session's; the first dealer is the one given, else drawn by lot in a match.
    """
    deal, own, dealer = sheet_settings(game, options, {"rubbers": 1})
    settings = game.check_options(deal)
    players = settings.number("players")
    first = first_dealer(dealer, draw, range(players), lambda given: to_player(given, players, "a first dealer"))
    return TowieSheet(
        players,
        first,
        settings.word("rotation"),
        rubbers=own["rubbers"],
        playable=settings.word("playable"),
        vulnerable_doubled_later=settings.number("vulnerable_doubled_later"),
    )
