"""Double-dummy tables from a PBN file: what ``trickcards deal --dd`` and ``trickcards analyse --dd`` write.

:func:`read_dd_tables` reads each board's deal, number, dealer and vulnerability and its
``[OptimumResultTable]`` (PBN 5.7: declarer, denomination and tricks, one line each), so
a training run loads tables computed once, in advance, instead of waiting for DDS:

.. code-block:: python

    # trickcards deal --n 10000 --dd --jobs 8 > boards.pbn
    from trickcards.bridge.bidding_game import remember_tables
    from trickcards.records.dd_file import read_dd_tables

    with open("boards.pbn") as file:
        remember_tables(read_dd_tables(file))
"""

from __future__ import annotations

from trickcards.bridge.contract import Strain
from trickcards.bridge.dds import DDTable
from trickcards.bridge.deal import board_dealer, board_vulnerability
from trickcards.bridge.dealer import Board
from trickcards.core.errors import ParseError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.records.pbn import Game, iter_pbn
from trickcards.records.source import Source

__all__ = ["dd_table_of", "read_dd_tables"]

_STRAINS = ("NT", "S", "H", "D", "C")


def dd_table_of(game: Game) -> DDTable | None:
    """The double-dummy table ``game``'s ``[OptimumResultTable]`` gives; ``None`` without one.

    Raises :class:`~trickcards.core.errors.ParseError` when the table does not give
    every declarer's tricks in every strain, once each (PBN 5.7).
    """
    tag = next((tag for tag in game.written if tag.name == "OptimumResultTable"), None)
    if tag is None:
        return None
    words = [word for line in tag.section for word in line if not word.startswith(("{", ";", "%"))]
    where = f"board {game.tags.get('Board', '?')}: [OptimumResultTable]"
    if len(words) != 60:
        raise ParseError(f"{where} has {len(words)} words: expected declarer, strain and tricks 20 times (PBN 5.7)")
    rows = [[-1] * 4 for _ in _STRAINS]
    for at in range(0, 60, 3):
        seat_text, strain_text, tricks_text = words[at : at + 3]
        try:
            seat = Seat.parse(seat_text)
            strain = Strain.parse(strain_text)
        except ValueError:
            raise ParseError(f"{where}: {quote(' '.join(words[at : at + 3]))} is not a declarer and a strain") from None
        tricks = int(tricks_text) if tricks_text.isascii() and tricks_text.isdigit() else -1
        if not 0 <= tricks <= 13:
            raise ParseError(f"{where}: {quote(tricks_text)} is not a number of tricks from 0 to 13")
        row = _STRAINS.index("NT" if strain is Strain.NOTRUMP else str(strain))
        if rows[row][seat] != -1:
            raise ParseError(f"{where}: {seat.letter} {strain_text} is given twice (PBN 5.7)")
        rows[row][seat] = tricks
    return DDTable(rows)


def read_dd_tables(source: Source, *, encoding: str | None = None) -> list[tuple[Board, DDTable]]:
    """Every board of the PBN ``source`` with its double-dummy table, in order.

    ``source`` is what :func:`~trickcards.records.pbn.iter_pbn` reads. A board's number
    is its ``[Board]`` (else its place in the file), its dealer and vulnerability its
    tags' (else the board number's). A board without a deal or a table raises
    :class:`~trickcards.core.errors.ParseError` naming it.
    """
    boards = []
    for place, game in enumerate(iter_pbn(source, encoding=encoding), start=1):
        number_text = game.tags.get("Board", "")
        number = int(number_text) if number_text.isascii() and number_text.isdigit() and int(number_text) else place
        table = dd_table_of(game)
        if game.deal is None or table is None:
            missing = "deal" if game.deal is None else "[OptimumResultTable]"
            raise ParseError(
                f"board {number} (game {place} of the file) has no {missing}: write it with trickcards deal --dd"
            )
        dealer = game.dealer or board_dealer(number)
        vulnerability = game.vulnerability or board_vulnerability(number)
        boards.append((Board(number, dealer, vulnerability, game.deal), table))
    return boards
