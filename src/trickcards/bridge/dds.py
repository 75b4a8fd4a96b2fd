"""Double-dummy analysis and par through DDS: an optional extra, ``pip install "trickcards[dds]"``.

Bo Haglund's double-dummy solver DDS is reached through endplay's binding; nothing
else in trickcards needs it, and every function here raises
:class:`DDSUnavailableError` (one line, saying how to install it) when it is absent.
Results are trickcards' own frozen values:

* :func:`dd_table`: the tricks each declarer takes in each strain (a :class:`DDTable`);
* :func:`dd_tricks`: from any point of a :class:`~trickcards.bridge.Play`, the tricks
  the side to play takes with best play, and the value of every legal card (:class:`DDTricks`);
* :func:`par`: the par contracts and score (:class:`Par`), from a deal or a table;
* :func:`dd_tables`: many deals at once, in ``jobs`` processes.

.. code-block:: python

    from trickcards.bridge import Deal, Vulnerability
    from trickcards.bridge.dds import dd_table, par

    deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    print(dd_table(deal))   # a grid: declarers down, strains across
    print(par(deal, Vulnerability.NONE, "N"))   # NS 430: 3NTN+1, 3NTS+1
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract, Doubling, Strain
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.bridge.scoring import duplicate_score
from trickcards.core import inputs
from trickcards.core.cards import Card, Rank, Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat, Side

__all__ = [
    "DDSUnavailableError",
    "DDTable",
    "DDTricks",
    "Par",
    "ParContract",
    "dd_table",
    "dd_tables",
    "dd_tricks",
    "dds_available",
    "par",
    "par_of_table",
]

_STRAINS: Final = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
"""The order of a table's columns, as in PBN's OptimumResultTable and most printed tables."""
_SEATS: Final = tuple(Seat)


class DDSUnavailableError(TrickcardsError):
    """Double-dummy analysis needs DDS, through endplay: ``pip install "trickcards[dds]"``."""


def _endplay() -> Any:
    try:
        from endplay import dds, types  # noqa: PLC0415  # the optional extra, loaded on first use
    except ImportError:
        raise DDSUnavailableError(
            'double-dummy analysis needs DDS: install the extra with pip install "trickcards[dds]" (endplay)'
        ) from None
    return dds, types


def dds_available() -> bool:
    """True when DDS (through endplay) can be loaded."""
    try:
        _endplay()
    except DDSUnavailableError:
        return False
    return True


def _denom(strain: Strain) -> int:
    """The Denom of endplay: spades 0, hearts 1, diamonds 2, clubs 3, no trump 4."""
    return 4 if strain is Strain.NOTRUMP else 3 - int(strain)


def _their_deal(deal: Deal) -> Any:
    return _endplay()[1].Deal(str(deal))


def _deal(deal: object) -> Deal:
    if isinstance(deal, str):
        return Deal.parse(deal)
    return inputs.instance(deal, Deal, "a deal")


# --- tables ------------------------------------------------------------------------


def _tricks_field(value: object) -> tuple[tuple[int, ...], ...]:
    rows = inputs.sequence(value, lambda row: tuple(inputs.sequence(row, _trick_count, "a row of tricks")), "a table")
    if len(rows) != 5 or any(len(row) != 4 for row in rows):
        raise TrickcardsError(f"{quote(value)} is not a double-dummy table: five strains of four declarers")
    return tuple(rows)


def _trick_count(value: object) -> int:
    return inputs.integer(value, "a number of tricks", low=0, high=13)


@frozen(field_transformer=typed_fields)
class DDTable:
    """Double-dummy tricks for each declarer in each strain.

    ``table[strain, seat]`` is the tricks ``seat`` takes as declarer in ``strain``;
    ``str(table)`` is a grid, declarers down and strains across.

    >>> rows = [[9, 3, 9, 3], [10, 3, 10, 3], [10, 2, 10, 2], [9, 4, 9, 4], [10, 3, 10, 3]]
    >>> table = DDTable(rows)
    >>> table[Strain.NOTRUMP, Seat.SOUTH], table["S", "N"]
    (9, 10)
    >>> print(table)
         NT  S  H  D  C
    N     9 10 10  9 10
    E     3  3  2  4  3
    S     9 10 10  9 10
    W     3  3  2  4  3
    """

    tricks: tuple[tuple[int, ...], ...] = field(converter=_tricks_field)
    """Rows by strain (no trump, spades, hearts, diamonds, clubs), columns by declarer (North first)."""

    def __getitem__(self, key: tuple[Strain | str, Seat | str]) -> int:
        if not isinstance(key, tuple) or len(key) != 2:
            raise TrickcardsError(f"{quote(key)} is not a strain and declarer: index as table[strain, seat]")
        strain = inputs.member(Strain, key[0], "a strain", error=TrickcardsError)
        seat = inputs.seat(key[1], "a declarer", error=TrickcardsError)
        return self.tricks[_STRAINS.index(strain)][seat]

    @property
    def code(self) -> str:
        """The table in 20 hexadecimal digits, strain by strain (no trump, spades, hearts, diamonds, clubs), North first in each.

        >>> DDTable([[9, 3, 9, 3], [10, 3, 10, 3], [10, 2, 10, 2], [9, 4, 9, 4], [10, 3, 10, 3]]).code
        '9393a3a3a2a29494a3a3'
        """
        return "".join(f"{tricks:x}" for row in self.tricks for tricks in row)

    @classmethod
    def parse(cls, text: str) -> DDTable:
        """The table whose :attr:`code` is ``text`` (any case, spaces ignored).

        >>> DDTable.parse("9393 A3A3 A2A2 9494 A3A3")[Strain.SPADES, Seat.NORTH]
        10
        """
        if not isinstance(text, str):
            raise TrickcardsError(f"{quote(text)} is not the code of a double-dummy table: expected text")
        digits = "".join(text.split()).lower()
        if len(digits) != 20 or any(d not in "0123456789abcd" for d in digits):
            raise TrickcardsError(
                f"{quote(text)} is not the code of a double-dummy table: "
                "expected 20 hexadecimal digits from 0 to d (tricks of N, E, S, W in NT, S, H, D, C)"
            )
        return cls([[int(d, 16) for d in digits[i : i + 4]] for i in range(0, 20, 4)])

    def makes(self, contract: Contract | str) -> bool:
        """Whether ``contract`` (with its declarer) makes double-dummy."""
        contract = _contract(contract)
        return self[contract.strain, contract.declarer] >= contract.tricks_needed  # type: ignore[index]

    def __str__(self) -> str:
        lines = ["    " + "".join(f"{s!s:>3}" for s in _STRAINS)]
        for seat in _SEATS:
            lines.append(f"{seat.letter}   " + "".join(f"{self.tricks[i][seat]:>3}" for i in range(5)))
        return "\n".join(lines)


def _contract(value: object) -> Contract:
    contract = Contract.parse(value) if isinstance(value, str) else inputs.instance(value, Contract, "a contract")
    if contract.declarer is None or not isinstance(contract.strain, Strain):
        raise TrickcardsError(f"{quote(str(contract))} needs a declarer and a bridge strain for double-dummy analysis")
    return contract


def _table_of(their: Any) -> DDTable:
    _, types = _endplay()
    return DDTable([[their[types.Denom(_denom(strain)), types.Player(seat)] for seat in _SEATS] for strain in _STRAINS])


def dd_table(deal: Deal | str) -> DDTable:
    """The double-dummy table of ``deal`` (a :class:`~trickcards.bridge.Deal` or its PBN text)."""
    dds, _ = _endplay()
    return _table_of(dds.calc_dd_table(_their_deal(_deal(deal))))


def _tables_in_worker(texts: Sequence[str]) -> list[tuple[tuple[int, ...], ...]]:
    return [dd_table(text).tricks for text in texts]


def dd_tables(deals: Iterable[Deal], *, jobs: int = 1) -> Iterator[DDTable]:
    """The double-dummy tables of ``deals``, in order; ``jobs`` processes share the work."""
    jobs = inputs.integer(jobs, "a number of jobs", low=1, high=256)
    _endplay()
    texts = [str(_deal(deal)) for deal in inputs.sequence(deals, _deal, "a list of deals")]
    if jobs == 1:
        yield from (dd_table(text) for text in texts)
        return
    size = max(1, math.ceil(len(texts) / (4 * jobs)))
    batches = [texts[i : i + size] for i in range(0, len(texts), size)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for batch in pool.map(_tables_in_worker, batches):
            yield from (DDTable(rows) for rows in batch)


# --- par --------------------------------------------------------------------------


@frozen(field_transformer=typed_fields)
class ParContract:
    """A par contract and the tricks it takes double-dummy: ``str`` is ``3NTN+1``, ``4SXE-3``."""

    __repr__ = brief_repr

    contract: Contract = field(validator=inputs.is_a(Contract, "a contract"))
    tricks: int = field(converter=_trick_count)

    def __str__(self) -> str:
        over = self.tricks - self.contract.tricks_needed
        return f"{self.contract}{'=' if over == 0 else f'{over:+d}'}"


def _par_contracts(value: Iterable[ParContract]) -> tuple[ParContract, ...]:
    return tuple(inputs.sequence(value, lambda c: inputs.instance(c, ParContract, "a par contract"), "par contracts"))


# No duplicate score is larger: thirteen down redoubled and vulnerable is 7,600 (law 77).
_PAR_SCORE_LIMIT: Final = 7600


def _par_score(value: object) -> int:
    return inputs.integer(
        value,
        "a par score",
        low=-_PAR_SCORE_LIMIT,
        high=_PAR_SCORE_LIMIT,
        rule=f"expected an int from -{_PAR_SCORE_LIMIT} to {_PAR_SCORE_LIMIT}, the largest duplicate score (law 77)",
    )


@frozen(field_transformer=typed_fields)
class Par:
    """The par result of a deal: the score, signed for North-South, and the par contracts.

    ``str`` reads ``NS 430: 3NTN+1, 3NTS+1``; :attr:`pbn_score` and
    :attr:`pbn_contract` are the values of PBN's ``[OptimumScore]`` and ``[ParContract]``.
    """

    __repr__ = brief_repr

    score: int = field(converter=_par_score)
    contracts: tuple[ParContract, ...] = field(
        converter=_par_contracts, validator=inputs.is_a(tuple, "contracts", of=ParContract)
    )

    @property
    def side(self) -> Side | None:
        """The side that scores at par, or ``None`` when par is a pass-out."""
        if self.score > 0:
            return Side.NORTH_SOUTH
        return Side.EAST_WEST if self.score < 0 else None

    @property
    def pbn_score(self) -> str:
        """``[OptimumScore]``: the side and its points, ``NS 430``; ``NS 0`` when par is to pass."""
        side = self.side or Side.NORTH_SOUTH
        return f"{side} {abs(self.score)}"

    @property
    def pbn_contract(self) -> str:
        """``[ParContract]``: the side that declares and the par contracts, ``NS 3NT``; ``NS Pass`` when passed out."""
        if not self.contracts:
            return "NS Pass"
        declaring = self.contracts[0].contract.declarer.side  # type: ignore[union-attr]  # par contracts have declarers
        seen: list[str] = []
        for item in self.contracts:
            contract = item.contract
            text = f"{contract.level}{contract.strain}{contract.doubling}"
            if text not in seen:
                seen.append(text)
        return f"{declaring} {','.join(seen)}"

    def __str__(self) -> str:
        contracts = ", ".join(str(c) for c in self.contracts) or "Pass"
        return f"{self.pbn_score}: {contracts}"


_PENALTIES: Final = {1: Doubling.UNDOUBLED, 2: Doubling.DOUBLED, 3: Doubling.REDOUBLED}


def par_of_table(table: DDTable, vulnerability: Vulnerability | str, dealer: Seat | str) -> Par:
    """The par result of a deal whose double-dummy table is ``table`` (DDS's DealerPar)."""
    dds, types = _endplay()
    table = inputs.instance(table, DDTable, "a double-dummy table")
    if isinstance(vulnerability, str):
        vulnerability = Vulnerability.parse(vulnerability)
    vulnerability = inputs.instance(vulnerability, Vulnerability, "a vulnerability")
    dealer = inputs.seat(dealer, "a dealer", error=TrickcardsError)
    their = dds.ddtable.DDTable(_endplay_results(table, types))
    their_vul = {
        Vulnerability.NONE: types.Vul.none,
        Vulnerability.BOTH: types.Vul.both,
        Vulnerability.NS: types.Vul.ns,
        Vulnerability.EW: types.Vul.ew,
    }[vulnerability]
    result = dds.par(their, their_vul, types.Player(int(dealer)))
    contracts: list[ParContract] = []
    for c in result:
        strain = Strain.NOTRUMP if int(c.denom) == 4 else Strain(3 - int(c.denom))
        contract = Contract(c.level, strain, _PENALTIES.get(int(c.penalty), Doubling.UNDOUBLED), Seat(int(c.declarer)))
        contracts.append(ParContract(contract, contract.tricks_needed + int(c.result)))
    return Par(int(result.score), contracts)


def _endplay_results(table: DDTable, types: Any) -> Any:
    import endplay._dds as raw  # noqa: PLC0415  # the optional extra's raw structures

    data = raw.ddTableResults()
    for i, strain in enumerate(_STRAINS):
        for seat in _SEATS:
            data.resTable[_denom(strain)][seat] = table.tricks[i][seat]
    return data


def par(deal: Deal | str | DDTable, vulnerability: Vulnerability | str, dealer: Seat | str) -> Par:
    """The par contracts and score of ``deal`` (or of its :class:`DDTable`) with this vulnerability and dealer."""
    table = deal if isinstance(deal, DDTable) else dd_table(deal)
    return par_of_table(table, vulnerability, dealer)


def check_score(par_result: Par, vulnerability: Vulnerability) -> bool:
    """Whether every par contract scores the par score (a consistency check of :func:`par`)."""
    for item in par_result.contracts:
        declarer = item.contract.declarer
        assert declarer is not None
        points = duplicate_score(item.contract, item.tricks, vulnerability.is_vulnerable(declarer))
        if (points if declarer.side is Side.NORTH_SOUTH else -points) != par_result.score:
            return False
    return True


# --- from any point of the play ------------------------------------------------------


def _card_values(value: object) -> Mapping[Card, int]:
    return inputs.mapping(value, inputs.card, _trick_count, "the double-dummy values of the legal cards")


@frozen(field_transformer=typed_fields)
class DDTricks:
    """Double-dummy values at one point of the play: for the side to play, the tricks still to come.

    :attr:`best` is what the side of :attr:`player` takes from here on (the current trick
    included) with best play by all; :attr:`cards` maps each legal card to the same
    count after playing it. :attr:`declarer_total` adds the tricks declarer's side has won.
    """

    __repr__ = brief_repr

    player: Seat = field(validator=inputs.is_a(Seat, "a seat"))
    """The seat to play."""
    best: int = field(converter=_trick_count)
    """The tricks still to come that the side to play takes with best play by all."""
    cards: Mapping[Card, int] = field(converter=_card_values, hash=False)
    """Each legal card, with the tricks the side to play then takes."""
    declarer_total: int = field(converter=_trick_count)
    """Declarer's side's tricks at the end with best play from here: those won so far and those to come."""

    def __str__(self) -> str:
        cards = " ".join(f"{card}:{tricks}" for card, tricks in sorted(self.cards.items(), key=lambda i: -i[0].index))
        return f"{self.player.letter} to play takes {self.best}: {cards}"


def dd_tricks(play: Play) -> DDTricks:
    """Best play from this point: the tricks for the side to play and the value of each legal card."""
    dds, types = _endplay()
    play = inputs.instance(play, Play, "a bridge play")
    player = play.next_player
    strain = play.contract.strain
    if player is None or not isinstance(strain, Strain):
        raise TrickcardsError(f"{quote(play)} has no card to play: the play is over")
    trick = play.current_trick
    hands = [hand.mask for hand in play.hands]
    for offset, card in enumerate(trick.cards):
        hands[(trick.leader + offset) % 4] |= card.mask
    start = Deal._from_masks((hands[0], hands[1], hands[2], hands[3]))
    text = "N:" + " ".join(_hand_text(m) for m in start._masks)
    their = types.Deal(text)
    their.first = types.Player(trick.leader)
    their.trump = types.Denom(_denom(strain))
    for card in trick.cards:
        their.play(str(card))
    values: dict[Card, int] = {}
    for their_card, tricks in dds.solve_board(their):
        suit = Suit(3 - int(their_card.suit))
        rank = Rank(int(their_card.rank).bit_length() - 1)
        values[Card(suit, rank)] = int(tricks)
    best = max(values.values())
    declarer_side = play.declarer.side
    won = play.declarer_tricks
    remaining = 13 - len(play.tricks)
    declarer_total = won + (best if player.side is declarer_side else remaining - best)
    return DDTricks(player, best, values, declarer_total)


def _hand_text(mask: int) -> str:
    from trickcards.core.hand import Hand  # noqa: PLC0415

    return str(Hand.from_mask(mask))
