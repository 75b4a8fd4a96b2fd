"""Three-column scoring of three-handed bridge (``bridge-variants.md`` section 1).

The deal is scored with contract bridge's ``rubber_modern`` table (and section 0 for
Null contracts); the result is then written into three columns, one per player:

* contract made: the declarer alone scores trick points (below the line), overtricks,
  insult and slam (above);
* contract defeated: **each** defender scores the full undertrick penalty;
* honours held by declarer or the booby go to declarer; honours held by a defender are
  scored by both defenders [HOYLE-3]; Null contracts have no honours.

>>> s = score("4SXA", tricks=10, vulnerable=True)       # 3H-13
>>> s.player_below(0), s.player_above(0), s.entries
(240, 50, ((240, 50), (0, 0), (0, 0)))
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import TRICKS_PER_DEAL, HonoursHolder, Score, _check_honours_strain
from trickcards.bridge.scoring import score as bridge_score
from trickcards.bridge.tables import RUBBER_MODERN, ScoringTable
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat
from trickcards.protocol.column_sheet import column_result
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "PLAYERS",
    "HonoursHolder",
    "ThreeHandedScore",
    "contract_text",
    "parse_contract",
    "player_name",
    "score",
    "to_player",
]

PLAYERS: Final = 3
"""Three players, numbered 0, 1, 2 and named A, B, C clockwise."""
_LETTERS: Final = "ABC"


def player_name(player: int) -> str:
    """``A``, ``B`` or ``C`` for player 0, 1 or 2."""
    return _LETTERS[inputs.integer(player, "a three-handed player", low=0, high=PLAYERS - 1, error=ScoringError)]


def to_player(value: object, role: str = "a player") -> int:
    """A player number 0-2 from a number (an int, or its digit as text), or from a letter A-C (any case).

    The digits are read on purpose, as every game reads a player's number
    (:func:`trickcards.core.inputs.player`): ``"1"`` is player 1, B.

    >>> to_player("b"), to_player(2), to_player("1")
    (1, 2, 1)
    """
    expected = "three-handed bridge has players A, B, C (0-2)"
    return inputs.player(value, range(PLAYERS), role, expected=expected, error=ScoringError)


def parse_contract(text: str) -> Contract:
    """A contract with its declarer written as a player letter: ``4SXA``, ``2NullB``, ``3NT C``.

    >>> c = parse_contract("2nullxb")
    >>> c.level, str(c.strain), c.declarer, contract_text(c)
    (2, 'Null', <Seat.EAST: 1>, '2NullXB')
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a contract: expected text such as '4SXA'")
    body = text.strip()
    letter = body[-1:].upper()
    if letter not in ("A", "B", "C") or len(body) < 3:
        raise ParseError(f"{quote(text)} is not a three-handed contract: end it with the declarer A, B or C ('4SXA')")
    contract = Contract.parse(body[:-1])
    if contract.declarer is not None:
        raise ParseError(f"{quote(text)} names two declarers")
    return Contract(contract.level, contract.strain, contract.doubling, Seat(_LETTERS.index(letter)))


def contract_text(contract: Contract) -> str:
    """A contract's text with its declarer as a player letter (``4SXA``); :func:`parse_contract` reads it back."""
    contract = inputs.instance(contract, Contract, "a three-handed contract", error=ScoringError)
    if contract.declarer is not None and contract.declarer >= PLAYERS:
        raise ScoringError(f"{quote(contract)} is not a three-handed contract: its declarer is A, B or C (N, E, S)")
    text = f"{contract.level}{contract.strain}{contract.doubling}"
    return text if contract.declarer is None else text + _LETTERS[contract.declarer]


def _check_contract(instance: object, attribute: object, contract: Contract) -> None:
    if not isinstance(contract, Contract) or contract.declarer is None or not 0 <= contract.declarer < PLAYERS:
        raise ScoringError(
            f"{quote(contract)} is not a three-handed contract: give its declarer as A, B or C (N, E, S also read as 0-2)"
        )


def _check_honours(instance: ThreeHandedScore, attribute: object, honours: tuple[HonoursHolder, int] | None) -> None:
    if honours is None:
        return
    holder, points = honours
    if not isinstance(holder, HonoursHolder) or points not in (100, 150):
        raise ScoringError(f"{quote(honours)} is not honours: expected (HonoursHolder, 100 or 150)")
    if instance.contract.is_null:
        raise ScoringError(f"{quote(honours)}: a Null contract scores no honours (bridge variants §0)")
    _check_honours_strain(honours, points, instance.contract)


@frozen(field_transformer=inputs.typed_fields)
class ThreeHandedScore(ScoredDeal[Contract, int]):
    """One deal written into the three columns, with every component named.

    ``result`` is contract bridge's score of the deal for declarer's side (without
    honours); ``honours`` is who holds them and their points, or ``None``.

    >>> s = score("4SA", 8, vulnerable=True, honours=(HonoursHolder.DEFENDERS, 100))
    >>> s.entries                                                             # 3H-14
    ((0, 0), (0, 300), (0, 300))
    >>> s.components(2)
    (('undertricks', 200), ('honours', 100))
    """

    __repr__ = brief_repr

    contract: Contract = field(validator=_check_contract)
    declarer_tricks: int
    """The tricks declarer won."""
    vulnerable: bool
    result: Score
    honours: tuple[HonoursHolder, int] | None = field(default=None, validator=_check_honours)

    @property
    def declarer(self) -> int:
        """The declarer's player number."""
        return int(self.contract.declarer)  # type: ignore[arg-type]  # checked

    @property
    def defenders(self) -> tuple[int, int]:
        """The two defenders, declarer's left first."""
        d = self.declarer
        return ((d + 1) % PLAYERS, (d + 2) % PLAYERS)

    @property
    def made(self) -> bool:
        """Whether the contract was made."""
        return self.result.made

    def components(self, player: int) -> tuple[tuple[str, int], ...]:
        """The non-zero entries of ``player``'s column for this deal, as ``(name, points)``."""
        player = to_player(player)
        r = self.result
        if player == self.declarer:
            named = [
                ("trick points", r.trick_points),
                ("overtricks", r.overtricks),
                ("insult", r.insult),
                ("slam", r.slam),
            ]
            if self.honours is not None and self.honours[0] is HonoursHolder.DECLARER:
                named.append(("honours", self.honours[1]))
        else:
            named = [("undertricks", r.undertricks)]
            if self.honours is not None and self.honours[0] is HonoursHolder.DEFENDERS:
                named.append(("honours", self.honours[1]))
        return tuple((name, points) for name, points in named if points)

    def player_below(self, player: int) -> int:
        """``player``'s points below the line: declarer's trick points when made."""
        return self.result.trick_points if to_player(player) == self.declarer else 0

    def player_above(self, player: int) -> int:
        """``player``'s points above the line from this deal."""
        return sum(points for name, points in self.components(player) if name != "trick points")

    @property
    def entries(self) -> tuple[tuple[int, int], ...]:
        """``(below, above)`` for players A, B, C."""
        return tuple((self.player_below(p), self.player_above(p)) for p in range(PLAYERS))

    def as_result(self) -> DealResult[Contract, int]:
        """The deal as a :class:`~trickcards.protocol.results.DealResult`: A, B and C's column entries as its parts.

        ``tricks`` are declarer's, then each defender's side's (the two defenders together).
        """
        won = self.declarer_tricks
        tricks = tuple(won if p == self.declarer else TRICKS_PER_DEAL - won for p in range(PLAYERS))
        return column_result(self.contract, self.declarer, tricks, [self.components(p) for p in range(PLAYERS)], "ABC")


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    honours: tuple[HonoursHolder, int] | None = None,
    table: ScoringTable = RUBBER_MODERN,
) -> ThreeHandedScore:
    """Score one deal into the three columns; ``vulnerable`` is the declarer's vulnerability.

    ``tricks`` are those won by declarer with the booby. A double by either defender
    doubles the contract as a whole, so both defenders collect doubled penalties.

    >>> score("4NullXA", 4).entries                                       # 3H-8
    ((0, 0), (0, 100), (0, 100))
    >>> score("7NullA", 0, vulnerable=True).entries                       # 3H-10
    ((210, 1500), (0, 0), (0, 0))
    """
    if isinstance(contract, str):
        contract = parse_contract(contract)
    if not isinstance(contract, Contract):
        raise ScoringError(f"{quote(contract)} is not a contract")
    if contract.declarer is None:
        raise ScoringError(f"{quote(str(contract))} names no declarer: three-handed scoring needs one (A, B or C)")
    result = bridge_score(contract, tricks, vulnerable, table)
    return ThreeHandedScore(contract, tricks, result.vulnerable, result, honours)
