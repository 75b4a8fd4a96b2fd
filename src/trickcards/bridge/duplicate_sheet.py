"""The duplicate score sheet: one table's boards, each with its board dealer and vulnerability.

Board ``n`` is dealt by :func:`~trickcards.bridge.board_dealer` and played at
:func:`~trickcards.bridge.board_vulnerability` (section 7.3); each board scores its
duplicate score (Law 77), signed for North-South. The totals are the boards' signed
scores by side, and the sheet is over once its :attr:`~DuplicateScoreSheet.boards`
are played. Recording a board costs the same on a sheet of any length.

>>> sheet = DuplicateScoreSheet(boards=2).record("4SN", 10).record("3NTE", 8)
>>> sheet.scores, sheet.totals, sheet.is_over, sheet.settlement
((420, 50), (470, -470), True, (470, -470, 470, -470))
>>> sheet.next_deal()
Traceback (most recent call last):
...
trickcards.bridge.sheets.SheetClosedError: the 2 boards are played: there is no next deal
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import Attribute, field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import board_dealer, board_vulnerability
from trickcards.bridge.pad import RecordedDeal
from trickcards.bridge.scoring import duplicate_score
from trickcards.bridge.sheets import SheetClosedError
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError, TrickcardsError
from trickcards.core.frozen import assembled
from trickcards.core.inputs import quote
from trickcards.core.reprs import sheet_repr
from trickcards.core.seats import Seat, Side
from trickcards.protocol.ledger import Ledger, LedgerBacked
from trickcards.protocol.results import DealResult, DealSheet

if TYPE_CHECKING:
    from trickcards.bridge.game import BridgeState

__all__ = ["DuplicateScoreSheet"]

_NO_SCORES: Final[Ledger[int]] = Ledger()


def _boards(instance: object, attribute: Attribute[int], value: int) -> None:
    inputs.integer(value, "a number of boards", low=1, error=ScoringError)


def _deals(instance: object, attribute: object, deals: tuple[RecordedDeal, ...]) -> None:
    if not isinstance(deals, tuple) or not all(isinstance(d, RecordedDeal) for d in deals):
        raise ScoringError(f"{quote(deals)} is not a tuple of RecordedDeal values")
    if len(deals) > getattr(instance, "boards", 16):
        raise SheetClosedError(f"{len(deals)} boards recorded on a sheet of {instance.boards} boards")  # type: ignore[attr-defined]


def _board_score(deal: RecordedDeal, board: int) -> int:
    """Board ``board``'s duplicate score for North-South."""
    contract = deal.contract
    if contract is None or contract.declarer is None or deal.tricks is None:
        return 0
    side = contract.declarer.side
    points = duplicate_score(contract, deal.tricks, board_vulnerability(board).is_vulnerable(side))
    return points if side is Side.NORTH_SOUTH else -points


@frozen
class DuplicateScoreSheet(LedgerBacked, DealSheet["BridgeState"]):
    """One table's boards of duplicate bridge: contract, tricks and score of each, totals by side."""

    __repr__ = sheet_repr

    boards: int = field(default=16, validator=_boards)
    """The boards to play (board 1 first)."""
    deals: tuple[RecordedDeal, ...] = field(default=(), validator=_deals, kw_only=True)
    """The boards recorded, in order."""
    _ledger: Ledger[RecordedDeal] = field(init=False, eq=False, repr=False)
    _scores: Ledger[int] = field(init=False, eq=False, repr=False)
    _total: int = field(init=False, eq=False, repr=False)
    _LEDGER_FIELD: ClassVar[str] = "deals"
    deal_rule: ClassVar[str] = "each board's dealer and vulnerability are fixed (section 7.3)"

    def __attrs_post_init__(self) -> None:
        scores = _NO_SCORES
        for board, deal in enumerate(self.deals, 1):
            scores = scores.append(_board_score(deal, board))
        object.__setattr__(self, "_ledger", Ledger.of(self.deals))
        object.__setattr__(self, "_scores", scores)
        object.__setattr__(self, "_total", sum(scores))

    # --- recording ------------------------------------------------------------------------

    def record(self, contract: Contract | str | None, tricks: int | str | None = None) -> DuplicateScoreSheet:
        """A new sheet with the next board's contract (with declarer, or its text) and tricks; ``None`` when passed out.

        >>> DuplicateScoreSheet().record("4SXE", 8).totals
        (300, -300)
        """
        if self.is_over:
            raise SheetClosedError(f"cannot record {quote(contract)}: the {self.boards} boards are played")
        if isinstance(contract, str):
            contract = Contract.parse(contract)
        if contract is not None and not isinstance(contract, Contract):
            raise ScoringError(f"{quote(contract)} is not a contract: record a Contract, its text ('4SN') or None")
        if contract is not None:  # '=', '+1', '-2' as the command line writes them
            tricks = inputs.tricks_won(tricks, contract)
        elif isinstance(tricks, str):
            raise ScoringError(f"a passed-out board has no tricks, got {quote(tricks)}")
        deal = RecordedDeal(contract, tricks)
        ledger = self._ledger.append(deal)
        points = _board_score(deal, len(ledger))
        return assembled(
            DuplicateScoreSheet,
            boards=self.boards,
            _ledger=ledger,
            _scores=self._scores.append(points),
            _total=self._total + points,
        )

    def _record_result(self, result: DealResult[Any, Any], state: BridgeState) -> DuplicateScoreSheet:
        if result.contract is None or result.declarer is None:
            return self.record(None)
        return self.record(result.contract, result.tricks[int(result.declarer)])

    # --- reading ------------------------------------------------------------------------

    @property
    def board(self) -> int:
        """The number of the next board."""
        return len(self._ledger) + 1

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of ``find_game("duplicate").new`` for the next board: its dealer and vulnerability.

        >>> DuplicateScoreSheet().record(None).next_deal()
        {'dealer': <Seat.EAST: 1>, 'vulnerability': <Vulnerability.NS: 'NS'>}
        """
        if self.is_over:
            raise SheetClosedError(f"the {self.boards} boards are played: there is no next deal")
        return {"dealer": board_dealer(self.board), "vulnerability": board_vulnerability(self.board)}

    @property
    def scores(self) -> tuple[int, ...]:
        """Each board's duplicate score for North-South, in order."""
        return self._scores.to_tuple()

    @property
    def totals(self) -> tuple[int, int]:
        """The boards' scores summed by side: North-South's, East-West's (its negative)."""
        return (self._total, -self._total)

    @property
    def is_over(self) -> bool:
        """Every board is played."""
        return len(self._ledger) >= self.boards

    @property
    def leader(self) -> Side | None:
        """The side ahead on the boards so far, ``None`` when level."""
        total = self._total
        return None if total == 0 else Side.NORTH_SOUTH if total > 0 else Side.EAST_WEST

    @property
    def winner(self) -> Side | None:
        """The side ahead once every board is played (``None`` before, or when level)."""
        return self.leader if self.is_over else None

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West: the order of :attr:`settlement`."""
        return tuple(Seat)

    @property
    def settlement(self) -> tuple[int, int, int, int] | None:
        """``None`` until over, then the total per player, North, East, South, West (zero-sum)."""
        if not self.is_over:
            return None
        total = self._total
        return (total, -total, total, -total)

    def text(self) -> str:
        """One board a line (``4SN 10``, ``pass``), as :meth:`parse` reads; the first line gives the boards."""
        return f"boards {self.boards}\n" + "".join(f"{deal}\n" for deal in self._ledger)

    @classmethod
    def parse(cls, text: str) -> DuplicateScoreSheet:
        r"""The sheet :meth:`text` wrote: ``boards N``, then one board a line; ``#`` starts a comment.

        >>> DuplicateScoreSheet.parse("boards 2\n4SN =\npass\n").totals
        (420, -420)
        """
        from trickcards.bridge.sheet_text import parse_tricks  # noqa: PLC0415  # the reader imports the sheets

        body = inputs.instance(text, str, "a duplicate sheet", error=ParseError)
        sheet: DuplicateScoreSheet | None = None
        for number, raw in enumerate(body.removesuffix("\n").split("\n"), 1):
            try:
                words = inputs.text(raw.removesuffix("\r").split("#", 1)[0], "a board line", error=ParseError).split()
                if not words:
                    continue
                if sheet is None:
                    if len(words) != 2 or words[0].lower() != "boards":
                        raise ParseError(f"{quote(raw)}: the first line is 'boards N'")
                    sheet = cls(inputs.parse_integer(words[1], "a number of boards", low=1))
                elif words == ["pass"] or [w.lower() for w in words] == ["pass"]:
                    sheet = sheet.record(None)
                elif len(words) == 2:
                    contract = Contract.parse(words[0])
                    sheet = sheet.record(contract, parse_tricks(words[1], contract))
                else:
                    raise ParseError(f"{quote(raw)} is not a board: expected a contract and tricks, or 'pass'")
            except TrickcardsError as error:
                raise ParseError(f"line {number}: {error}") from None
        if sheet is None:
            raise ParseError("an empty duplicate sheet: the first line is 'boards N'")
        return sheet

    def __str__(self) -> str:
        lines = ["Board  Dealer  Vul    Result        N-S score"]
        for board, (deal, points) in enumerate(zip(self._ledger, self._scores, strict=True), 1):
            dealer: Seat = board_dealer(board)
            lines.append(
                f"{board:>5}  {dealer.letter:<6}  {board_vulnerability(board)!s:<5}  {deal!s:<12}  {points:>+9}"
            )
        we, they = self.totals
        lines.append(f"totals: NS {we:+d}, EW {they:+d}; {len(self._ledger)} of {self.boards} boards played")
        return "\n".join(lines)
