"""Bridge bidding: the auction of a duplicate board alone, scored by the double-dummy table.

:data:`BRIDGE_BIDDING` is the game ``bridge-bidding``, made for training a bidder: the
four seats call as in contract bridge, and the deal is over when the auction is; its
``points`` are the duplicate score (:func:`~trickcards.bridge.scoring.duplicate_score`)
of the final contract with the tricks the deal's double-dummy table gives declarer,
signed per side, North, East, South, West (a passed-out board: all zero). The actions
are the 38 calls (:data:`~trickcards.bridge.calls.CALLS`).

The board sets the dealer and the vulnerability: option ``board`` (default 1) by the
16-board cycle (section 7.3), unless ``dealer=`` or ``vulnerability=`` says otherwise.
The double-dummy table comes, in this order, from the option ``table`` (its
:attr:`DDTable.code <trickcards.bridge.dds.DDTable.code>`), from the tables this process
knows (:func:`remember_tables`, such as a file ``trickcards deal --dd`` wrote, read by
:func:`trickcards.records.dd_file.read_dd_tables`), or from DDS (the ``dds`` extra),
computed when the auction ends, once per deal, and kept.

With ``deals="known"`` a shuffled deal is one of the remembered boards, drawn
uniformly, with its board number, dealer, vulnerability and table; given hands must be
one of them. Training then never waits for DDS.

>>> from trickcards.bridge.bidding_game import BRIDGE_BIDDING
>>> table = "9393a3a3a2a29494a3a3"   # NT, S, H, D, C: tricks of N, E, S, W
>>> state = BRIDGE_BIDDING.new(seed=3, board=2, table=table)
>>> state.to_move, str(state.vulnerability)     # board 2: East deals, NS vulnerable
(<Seat.EAST: 1>, 'NS')
>>> for call in ("Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
...     state = state.apply(call)
>>> state.is_over, state.points                  # 3NT by South, 9 tricks, vulnerable
(True, (600, -600, 600, -600))
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterable
from typing import Any, ClassVar, Final

from trickcards.bridge.contract import Contract
from trickcards.bridge.dds import DDTable, dd_table
from trickcards.bridge.deal import Deal, Vulnerability, board_dealer, board_vulnerability
from trickcards.bridge.dealer import Board
from trickcards.bridge.game import BridgeState, _duplicate_sheet, read_vulnerability
from trickcards.bridge.results import contract_result, passed_out_result
from trickcards.bridge.scoring import duplicate_score, score
from trickcards.bridge.tables import DUPLICATE as DUPLICATE_TABLE
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.protocol.game import Game, Option, Start, read_hands
from trickcards.protocol.results import DealResult

__all__ = [
    "BRIDGE_BIDDING",
    "BiddingState",
    "clear_tables",
    "known_tables",
    "remember_tables",
]

_SEATS: Final = tuple(Seat)
_VULNERABILITY: Final = {
    "none": Vulnerability.NONE,
    "ns": Vulnerability.NS,
    "ew": Vulnerability.EW,
    "both": Vulnerability.BOTH,
}

# --- the tables this process knows ------------------------------------------------------

_TABLES: dict[Deal, DDTable] = {}
"""Every double-dummy table known so far, by deal: remembered or computed once."""
_BOARDS: list[tuple[Board, DDTable]] = []
"""The remembered boards, in order: what ``deals="known"`` draws from."""
_BY_DEAL: dict[Deal, int] = {}
"""The position of each remembered board's deal in :data:`_BOARDS`."""
_LOCK: Final = threading.Lock()


def remember_tables(boards: Iterable[tuple[Board | Deal, DDTable]]) -> int:
    """Keep the double-dummy tables of ``boards`` (pairs of a :class:`~trickcards.bridge.dealer.Board` or deal and its table).

    The bidding game then scores those deals without DDS, and ``deals="known"`` draws
    among the boards (a bare deal counts as board 1). Returns how many boards are known.
    """
    pairs = inputs.sequence(boards, _board_and_table, "boards with their double-dummy tables")
    with _LOCK:
        for board, table in pairs:
            _TABLES[board.deal] = table
            if board.deal in _BY_DEAL:
                _BOARDS[_BY_DEAL[board.deal]] = (board, table)
            else:
                _BY_DEAL[board.deal] = len(_BOARDS)
                _BOARDS.append((board, table))
        return len(_BOARDS)


def _board_and_table(value: object) -> tuple[Board, DDTable]:
    if not isinstance(value, tuple) or len(value) != 2:
        raise TrickcardsError(f"{quote(value)} is not a board and its double-dummy table: expected a pair")
    board, table = value
    if isinstance(board, Deal):
        board = Board(1, board_dealer(1), board_vulnerability(1), board)
    board = inputs.instance(board, Board, "a board or a deal")
    return board, inputs.instance(table, DDTable, "a double-dummy table")


def known_tables() -> tuple[tuple[Board, DDTable], ...]:
    """The remembered boards and their tables, in the order they were remembered."""
    with _LOCK:
        return tuple(_BOARDS)


def clear_tables() -> None:
    """Forget every remembered and computed table."""
    with _LOCK:
        _TABLES.clear()
        _BOARDS.clear()
        _BY_DEAL.clear()


def _table_of(deal: Deal) -> DDTable:
    """The table of ``deal``: known, else computed through DDS once and kept."""
    table = _TABLES.get(deal)
    if table is None:
        table = dd_table(deal)  # DDSUnavailableError names the extra when it is absent
        with _LOCK:
            _TABLES[deal] = table
    return table


# --- the game ---------------------------------------------------------------------------


def _read_table(value: object) -> object:
    """A :class:`~trickcards.bridge.dds.DDTable` as its code; its code checked, in lower case; else ``value``.

    A start's value is the code, ``@`` and the fingerprint of the deal it belongs to
    (:func:`_fingerprint`), so the table of a deal is never used for another one (such as
    a deal an observation samples).
    """
    if isinstance(value, DDTable):
        return value.code
    if isinstance(value, str) and value.strip():
        code, at, deal = value.strip().partition("@")
        if at and not (len(deal) == 26 and all(d in "0123456789abcdef" for d in deal.lower())):
            raise TrickcardsError(
                f"{quote(value)} is not a double-dummy table's code: the deal after @ is not 26 hexadecimal digits"
            )
        return DDTable.parse(code).code + (at + deal.lower() if at else "")
    return value.strip() if isinstance(value, str) else value


def _fingerprint(deal: Deal) -> str:
    """The deal in 26 hexadecimal digits: two bits a card (its holder, North 0), card index order."""
    number = 0
    for seat, hand in zip(_SEATS, deal.hands, strict=True):
        for card in hand:
            number |= int(seat) << (2 * card.index)
    return f"{number:026x}"


def _read_vulnerability(value: object) -> object:
    return value.lower() if isinstance(value, str) and value.lower() == "board" else read_vulnerability(value)


_OPTIONS: Final = (
    Option("board", 1, "the board number: its dealer and vulnerability (section 7.3)", bounds=(1, 10**9)),
    Option(
        "vulnerability",
        "board",
        "which sides are vulnerable: board (by the board number), none, ns, ew or both, a Vulnerability or its text",
        choices=("board", *_VULNERABILITY),
        reader=_read_vulnerability,
    ),
    Option(
        "table",
        "",
        "the deal's double-dummy table as 20 hexadecimal digits (DDTable.code); empty: known, else computed by DDS",
        reader=_read_table,
    ),
    Option(
        "deals",
        "random",
        "random: any deal; known: one of the boards remember_tables() was given, with its number and table",
        choices=("random", "known"),
    ),
)


class BiddingState(BridgeState):
    """A bridge-bidding deal: contract bridge's auction, over when the auction ends (see the module)."""

    __slots__ = ()
    game_name: ClassVar[str] = "bridge-bidding"
    hidden_options: ClassVar[tuple[str, ...]] = ("table",)
    """Options no player sees (the observations leave them out): the double-dummy table."""

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal as contract bridge, dealer by the board; with ``deals="known"`` a remembered board."""
        if options.word("deals") == "known":
            board, table = _known_board(rng, hands)
            if dealer is not None and inputs.seat(dealer, "a dealer") is not board.dealer:
                raise TrickcardsError(
                    f"dealer={quote(dealer)}: board {board.number} of the known deals is dealt by {board.dealer.name.title()}"
                )
            settings = dict(options.options)
            settings.update(
                board=board.number,
                vulnerability=board.vulnerability.name.lower(),
                table=f"{table.code}@{_fingerprint(board.deal)}",
            )
            chosen = Start((), None, tuple((name, settings[name]) for name, _ in options.options))
            return cls._four_hands_start(None, board.deal, board.dealer, chosen)
        seat = board_dealer(options.number("board")) if dealer is None else inputs.seat(dealer, "a dealer")
        start = cls._four_hands_start(rng, hands, seat, options)
        settings = dict(start.options)
        if settings["vulnerability"] == "board":
            settings["vulnerability"] = board_vulnerability(options.number("board")).name.lower()
        code = settings["table"]
        if isinstance(code, str) and code and "@" not in code:
            hands_dealt = tuple(h for h in start.cards if isinstance(h, Hand))
            settings["table"] = f"{code}@{_fingerprint(Deal(hands_dealt))}"
        return Start(start.cards, start.dealer, tuple((name, settings[name]) for name, _ in start.options))

    @property
    def vulnerability(self) -> Vulnerability:
        """The board's vulnerability: the option's, else by the board number."""
        return self._vulnerability()

    def _vulnerability(self) -> Vulnerability:
        word = self._start.word("vulnerability")
        return board_vulnerability(self._start.number("board")) if word == "board" else _VULNERABILITY[word]

    @property
    def dd_table(self) -> DDTable:
        """The deal's double-dummy table: the ``table`` option's, a known one, else computed through DDS (and kept)."""
        code, _, deal = self._start.word("table").partition("@")
        if code and (not deal or deal == _fingerprint(self._deal)):
            return DDTable.parse(code)
        return _table_of(self._deal)

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction has ended with a bid; ``None`` before and when passed out."""
        return self._auction.contract if self._auction.is_complete else None

    def _after_auction(self, action: Any, auction: Any) -> BiddingState:
        return self._next(action, _auction=auction)  # no play: the deal ends with the auction

    def _declarer_score(self) -> tuple[Contract, int, bool] | None:
        contract = self.contract
        if contract is None or contract.declarer is None:
            return None
        tricks = self.dd_table[contract.strain, contract.declarer]  # type: ignore[index]  # a bridge strain
        return contract, tricks, self._vulnerability().is_vulnerable(contract.declarer)

    def _points(self) -> tuple[int, ...]:
        scored = self._declarer_score()
        if scored is None:
            return (0, 0, 0, 0)
        contract, tricks, vulnerable = scored
        side = duplicate_score(contract, tricks, vulnerable)
        declarers = contract.declarer.side  # type: ignore[union-attr]  # checked above
        return tuple(side if seat.side is declarers else -side for seat in _SEATS)

    def _result(self) -> DealResult[Contract, Seat]:
        scored = self._declarer_score()
        if scored is None:
            return passed_out_result(4)  # type: ignore[return-value]  # no contract, no declarer
        contract, tricks, vulnerable = scored
        declarer = contract.declarer
        assert declarer is not None
        side = declarer.side
        return contract_result(
            score(contract, tricks, vulnerable, DUPLICATE_TABLE),
            _SEATS,
            declarer,
            lambda seat: seat.side is side,
            declarer.name.title(),
            side.value,
            duplicate_score(contract, tricks, vulnerable),
        )


def _known_board(rng: random.Random | None, hands: object) -> tuple[Board, DDTable]:
    with _LOCK:
        boards = tuple(_BOARDS)
        by_deal = dict(_BY_DEAL)
    if not boards:
        raise TrickcardsError(
            'deals="known" draws among remembered boards, and none are: call remember_tables() first '
            "(with read_dd_tables() of a file trickcards deal --dd wrote)"
        )
    if rng is not None:
        return boards[rng.randrange(len(boards))]
    deal = (
        hands
        if isinstance(hands, Deal)
        else Deal(tuple(h for h in read_hands(hands, 4, BiddingState.game_name) if isinstance(h, Hand)))
    )
    if deal not in by_deal:
        raise TrickcardsError(f'{quote(str(deal))} is not one of the remembered boards that deals="known" plays')
    return boards[by_deal[deal]]


def _calls() -> tuple[Any, ...]:
    from trickcards.bridge.calls import CALLS  # noqa: PLC0415  # the tables are built on first use

    return tuple(CALLS)


BRIDGE_BIDDING: Final = Game(
    "bridge-bidding",
    "Bridge bidding (scored double-dummy)",
    (4,),
    BiddingState,
    _OPTIONS,
    sheet_factory=_duplicate_sheet,
    numbered_actions=_calls,
)
"""The auction of one duplicate board, scored by the double-dummy tricks of its final contract."""
