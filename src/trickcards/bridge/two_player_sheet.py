"""The rubber sheet of the two-player bridge games: each player (with his dummies) one side.

Two-handed bridge (section 2) and two-player Null (section 3) score as contract
bridge's ``rubber_modern`` between the two players, Null contracts by section 0.
:class:`TwoPlayerSheet` is contract bridge's :class:`~trickcards.bridge.RubberScoreSheet`
with the players A and B in the We and They columns: A's contracts are recorded as
North's, B's as East's.

>>> sheet = TwoPlayerSheet().record("4SA", 10).record("4NullB", 3)
>>> sheet.games, sheet.totals, sheet.is_over
((0, 1), (120, 120), False)
>>> sheet.record("3NTA", 9).winner
0
>>> TwoPlayerSheet().record("4SA", 10, "A:100").totals          # honours held by A
(220, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, Self

from attrs import evolve, field, frozen

from trickcards.bridge.contract import Contract, TwoPlayerContract
from trickcards.bridge.scoring import Honours
from trickcards.bridge.sheets import RubberScoreSheet
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.inputs import integer, is_a, is_one_of, quote
from trickcards.core.reprs import sheet_repr
from trickcards.core.seats import Seat, Side
from trickcards.protocol.column_sheet import first_dealer
from trickcards.protocol.ledger import printed_html, printed_svg
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    import random

    from trickcards.protocol.game import DealState, Game
    from trickcards.protocol.match import SheetFactory

__all__ = [
    "PASSED_DEALS",
    "TwoPlayerSheet",
    "contract_text",
    "contract_words",
    "honours_text",
    "parse_contract",
    "parse_honours",
    "to_player",
    "two_player_sheets",
]

_LETTERS: Final = "AB"
_SEAT_OF: Final = (Seat.NORTH, Seat.EAST)


def to_player(value: object, role: str = "a player") -> int:
    """Player 0 or 1 from a number, or from a letter A or B (any case).

    >>> to_player("b"), to_player(0)
    (1, 0)
    """
    expected = "the two players are A and B (0 and 1)"
    return inputs.player(value, range(2), role, expected=expected, error=ScoringError)


def parse_contract(text: str) -> TwoPlayerContract:
    """A contract whose declarer is a player letter: ``4SXA``, ``2NullB`` (a :class:`~trickcards.bridge.TwoPlayerContract`).

    >>> c = parse_contract("2nullxb")
    >>> str(c), contract_text(c), c.declarer
    ('2NullXB', '2NullXB', <Seat.EAST: 1>)
    """
    if not isinstance(text, str) or len(text.strip()) < 3 or text.strip()[-1].upper() not in _LETTERS:
        raise ParseError(f"{quote(text)} is not a two-player contract: end it with the declarer A or B ('4SXA')")
    body = text.strip()
    contract = Contract.parse(body[:-1])
    if contract.declarer is not None:
        raise ParseError(f"{quote(text)} names two declarers")
    return TwoPlayerContract.parse(body)


def _two_player(contract: Contract) -> TwoPlayerContract:
    """``contract`` as a two-player contract; a declarer other than A or B (N or E) is refused."""
    contract = inputs.instance(contract, Contract, "a two-player contract", error=ScoringError)
    if contract.declarer is not None and contract.declarer not in _SEAT_OF:
        raise ScoringError(f"{quote(contract)} is not a two-player contract: its declarer is A or B (N or E)")
    return TwoPlayerContract.of(contract)


def contract_text(contract: Contract) -> str:
    """A contract's text with its declarer as a player letter (``4SXA``), whether stored under seat N/E or not.

    >>> contract_text(Contract.parse("4SXN"))
    '4SXA'
    """
    return str(_two_player(contract))


def contract_words(contract: Contract) -> str:
    """A contract for display, suit symbols shown and its declarer named as a player: ``4♠X by A``.

    Contract bridge's :meth:`~trickcards.bridge.Contract.pretty` names a seat (``by N``);
    the two-player games name players A and B, as
    :meth:`TwoPlayerContract.pretty <trickcards.bridge.TwoPlayerContract.pretty>` does.

    >>> contract_words(Contract.parse("2NullXE")), contract_words(Contract.parse("3NT"))
    ('2NullX by B', '3NT')
    """
    return _two_player(contract).pretty()


def parse_honours(text: str) -> Honours:
    """Honours scored by a player: ``A:100``, ``b:150`` (the player's letter, then the points).

    >>> str(parse_honours("b:150")), honours_text(parse_honours("A:100"))
    ('EW:150', 'A:100')
    """
    player, colon, points = text.partition(":") if isinstance(text, str) else ("", "", "")
    if not colon or player.strip().upper() not in _LETTERS:
        raise ParseError(f"{quote(text)} is not an honours score: expected a player and points, e.g. 'A:100'")
    side = "NS" if player.strip().upper() == "A" else "EW"
    try:
        return Honours.parse(f"{side}:{points}")
    except ParseError:
        raise ParseError(f"{quote(text)} is not an honours score: expected a player and points, e.g. 'A:100'") from None


def honours_text(honours: Honours) -> str:
    """The text of honours on the two-player sheet: ``A:100``."""
    honours = inputs.instance(honours, Honours, "honours", error=ScoringError)
    return f"{'A' if honours.side is Side.NORTH_SOUTH else 'B'}:{honours.points}"


def _check_rubber(instance: TwoPlayerSheet, attribute: object, rubber: RubberScoreSheet) -> None:
    if not isinstance(rubber, RubberScoreSheet):
        raise ScoringError(f"{quote(rubber)} is not a RubberScoreSheet")


def _side(player: int) -> Side:
    return Side.NORTH_SOUTH if player == 0 else Side.EAST_WEST


def _player(side: Side | None) -> int | None:
    return None if side is None else (0 if side is Side.NORTH_SOUTH else 1)


PASSED_DEALS: Final = ("next_dealer", "same_dealer")
"""Who deals after a deal both players passed: the other player (two-handed bridge), or the same dealer (two-player Null, NI-b)."""


@frozen
class TwoPlayerSheet(DealSheet[Any]):
    """An immutable rubber sheet between players A (We) and B (They); :meth:`record` returns a new one.

    The deal alternates between the players. After a deal both passed the other player
    deals (``passed_deal="next_dealer"``, the default, as in two-handed bridge) or the
    same dealer deals again (``"same_dealer"``, two-player Null's NI-b).

    >>> TwoPlayerSheet().record(None).dealer, TwoPlayerSheet(passed_deal="same_dealer").record(None).dealer
    (1, 0)
    """

    __repr__ = sheet_repr

    rubber: RubberScoreSheet = field(factory=RubberScoreSheet, validator=_check_rubber)
    """The contract-bridge sheet underneath (A is North-South, B East-West)."""
    passed_deal: str = field(
        default="next_dealer", validator=is_one_of(PASSED_DEALS, "who deals after a passed deal", error=ScoringError)
    )
    """Who deals after a deal both passed: ``"next_dealer"`` or ``"same_dealer"`` (NI-b)."""
    redeals: int = field(default=0, validator=is_a(int, "a number of passed deals dealt again"))
    """How many passed deals the same dealer dealt again (with ``"same_dealer"``)."""

    deal_rule: ClassVar[str] = "the deal alternates; a player with a game is vulnerable (bridge variants §2, §3, §5)"

    def __attrs_post_init__(self) -> None:
        integer(
            self.redeals, "a number of passed deals dealt again", low=0, high=len(self.rubber.deals), error=ScoringError
        )

    def record(
        self, contract: Contract | str | None, tricks: int | str | None = None, honours: Honours | str | None = None
    ) -> Self:
        """A new sheet with one more deal: ``"4SA"`` and declarer's tricks; ``None`` for a deal both passed.

        ``honours`` are the honours of the deal, if any: ``"A:100"`` (the player who
        scores them and the points) or an :class:`~trickcards.bridge.Honours` value
        (A is North-South).
        """
        if isinstance(contract, str):
            contract = parse_contract(contract)
        if contract is not None and not isinstance(contract, Contract):
            raise ScoringError(f"{quote(contract)} is not a two-player contract: expected text such as '4SXA', or None")
        if contract is not None and contract.declarer not in _SEAT_OF:
            raise ScoringError(f"{quote(str(contract))}: the declarer is A or B")
        if isinstance(honours, str):
            honours = parse_honours(honours)
        if honours is not None and not isinstance(honours, Honours):
            raise ScoringError(f"{quote(honours)} is not an honours score: expected text such as 'A:100'")
        redealt = contract is None and self.passed_deal == "same_dealer"
        return evolve(self, rubber=self.rubber.record(contract, tricks, honours), redeals=self.redeals + redealt)

    def finish(self) -> Self:
        """Stop the rubber here, adding the unfinished-rubber bonuses of Law 80 (a finished rubber is unchanged).

        >>> TwoPlayerSheet().record("4SA", 10).finish().totals
        (420, 0)
        """
        return evolve(self, rubber=self.rubber.finish())

    @property
    def is_finished(self) -> bool:
        """Over, or stopped with :meth:`finish`."""
        return self.rubber.is_finished

    @property
    def games(self) -> tuple[int, ...]:
        """The player who won each game, in order."""
        return tuple(0 if side is Side.NORTH_SOUTH else 1 for side in self.rubber.games)

    def is_vulnerable(self, player: int) -> bool:
        """Whether ``player`` has won a game in this rubber."""
        return self.rubber.is_vulnerable(_side(to_player(player)))

    @property
    def players(self) -> tuple[int, int]:
        """A and B: 0 and 1 (the order of :attr:`totals` and :attr:`settlement`)."""
        return (0, 1)

    @property
    def totals(self) -> tuple[int, int]:
        """The totals of A and B."""
        return self.rubber.totals

    @property
    def is_over(self) -> bool:
        """True once a player has won two games."""
        return self.rubber.is_over

    @property
    def winner(self) -> int | None:
        """The player with more points once the rubber is over (``None`` before, or level)."""
        return _player(self.rubber.winner)

    @property
    def leader(self) -> int | None:
        """The player with more points now (``None`` when level)."""
        return _player(self.rubber.leader)

    @property
    def dealer(self) -> int:
        """Who deals next: the deal alternates; a passed deal counts unless the same dealer deals again."""
        first = 0 if self.rubber.first_dealer is Seat.NORTH else 1
        return (first + len(self.rubber.deals) - self.redeals) % 2

    @property
    def settlement(self) -> tuple[int, int] | None:
        """``None`` until the rubber is finished, then the margin per player, A first (zero-sum).

        >>> TwoPlayerSheet().record("4SA", 10).finish().settlement
        (420, -420)
        """
        settled = self.rubber.settlement
        return None if settled is None else (settled[0], settled[1])

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of the game's ``new`` for the next deal: dealer and vulnerability.

        >>> TwoPlayerSheet().record("4SA", 10).next_deal()
        {'dealer': 1, 'vulnerability': 'a'}
        """
        vulnerable = "".join("ab"[p] for p in (0, 1) if self.is_vulnerable(p))
        return {"dealer": self.dealer, "vulnerability": vulnerable or "none"}

    def _record_result(self, result: DealResult[Any, Any], state: DealState[Any, int]) -> Self:
        """The result's fields recorded by hand: contract, declarer's tricks and the honours held."""
        contract = result.contract
        if contract is None or result.declarer is None:
            return self.record(None)
        declarer = int(result.declarer)
        held = result.parts.get("honours", (0, 0))
        holder = 0 if held[0] > 0 else 1 if held[1] > 0 else None
        honours = None if holder is None else f"{_LETTERS[holder]}:{held[holder]}"
        seated = Contract(contract.level, contract.strain, contract.doubling, _SEAT_OF[declarer])
        return self.record(seated, result.tricks[declarer], honours)

    def render(self) -> str:
        """The pad with A in the We column and B in the They column."""
        lines = self.rubber.render().split("\n")
        lines[0] = lines[0].replace("We |", " A |").replace("They", "   B", 1)
        # The lines under the pad name the sides as players; the deal alternates between them.
        first = next(i for i, line in enumerate(lines) if line.startswith("total"))
        for index in range(first + 1, len(lines)):
            line = lines[index].replace("We", "A").replace("They", "B")
            for seat in "NESW":
                line = line.replace(f"next dealer {seat}", f"next dealer {_LETTERS[self.dealer]}")
            lines[index] = line
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()

    def _repr_svg_(self) -> str:
        """The sheet as SVG (Jupyter shows it): :func:`trickcards.pictures.pads.sheet_svg`."""
        return printed_svg(self)

    def _repr_html_(self) -> str:
        """The sheet as HTML: :func:`trickcards.pictures.pads.sheet_html`."""
        return printed_html(self)

    def text(self) -> str:
        r"""The sheet as a file :meth:`parse` reads back; it starts with its header (the first dealer), so even an empty sheet shows one.

        >>> TwoPlayerSheet().text()
        'first dealer A\n'
        """
        lines = [f"first dealer {'A' if self.rubber.first_dealer is Seat.NORTH else 'B'}"]
        for deal in self.rubber.deals:
            if deal.contract is None:
                lines.append("pass")
            elif deal.honours is not None:
                lines.append(f"{contract_text(deal.contract)} {deal.tricks} {honours_text(deal.honours)}")
            else:
                lines.append(f"{contract_text(deal.contract)} {deal.tricks}")
        return "".join(line + "\n" for line in lines)

    @classmethod
    def parse(cls, text: str, passed_deal: str | None = None) -> Self:
        r"""Read one deal per line: ``CONTRACT TRICKS [HONOURS]`` (``4SA 10``, ``4SA 10 A:100``) or ``pass``.

        ``#`` starts a comment; ``passed_deal`` says who deals after a ``pass`` line:
        ``"next_dealer"`` or ``"same_dealer"`` (see :class:`TwoPlayerSheet`), or ``None``
        (the default), accepted on purpose, for the class's own default, which a subclass
        may change (two-player Null redeals by the same dealer).

        >>> sheet = TwoPlayerSheet.parse("4SA 10\n# a comment\n2NullB 3\n")
        >>> sheet.totals, TwoPlayerSheet.parse(sheet.text()) == sheet
        ((120, 120), True)
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not a sheet: expected text")
        sheet = cls() if passed_deal is None else cls(passed_deal=passed_deal)
        for number, raw in enumerate(text.split("\n"), start=1):
            words = inputs.line_words(raw, number)
            if not words:
                continue
            try:
                if [w.lower() for w in words[:2]] == ["first", "dealer"] and len(words) == 3:
                    if sheet.rubber.deals:
                        raise ParseError(f"{quote(raw.strip())}: 'first dealer A|B' comes before the first deal")
                    first = _SEAT_OF[to_player(words[2], "a first dealer")]
                    sheet = evolve(sheet, rubber=RubberScoreSheet(first_dealer=first))
                    continue
                if len(words) == 1 and words[0].lower() == "pass":
                    sheet = sheet.record(None)
                    continue
                tricks = words[1] if len(words) in (2, 3) else ""
                if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
                    raise ParseError(
                        f"{quote(raw.strip())} is not a deal: expected CONTRACT TRICKS [HONOURS] or 'pass'"
                    )
                honours = parse_honours(words[2]) if len(words) == 3 else None
                sheet = sheet.record(words[0], int(tricks), honours)
            except TrickcardsError as error:
                raise ParseError(f"line {number}: {error}") from None
        return sheet


@frozen
class _TwoPlayerSheets:
    """A two-player game's ``sheet_factory`` (a picklable callable, as the game that holds it is)."""

    kind: type[TwoPlayerSheet]

    def __call__(self, game: Game[Any], options: dict[str, object], draw: random.Random | None) -> TwoPlayerSheet:
        _, own, dealer = sheet_settings(game, options, {"rubbers": 1})
        first = first_dealer(dealer, draw, (0, 1), _first_dealer)
        return self.kind(RubberScoreSheet(first_dealer=_SEAT_OF[first], rubbers=own["rubbers"]))


def _first_dealer(given: object) -> int:
    return to_player(given, "a first dealer")


def two_player_sheets(kind: type[TwoPlayerSheet]) -> SheetFactory:
    """The ``sheet_factory`` of a two-player game whose sheet is ``kind``: ``rubbers`` rubbers (default 1).

    The first dealer is the one given, else drawn by lot in a match (else A).
    """
    return _TwoPlayerSheets(kind)
