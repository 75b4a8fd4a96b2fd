"""Per-player scoring of the cut-throat game (bridge variants §7, table ``cutthroat_four``).

The deal is scored with contract bridge's ``rubber_modern`` values at the
**declarer's** vulnerability, then written into four columns, one per player:

* contract made: the declarer scores trick points (below the line), overtricks, insult
  and slam (above); an accepting dummy scores 300 when the contract completes a game
  for the declarer and the dummy is not vulnerable, 500 if he is (CT-c), and nothing
  else;
* contract defeated: each defender scores the full penalty, and so does a refusing
  dummy; an accepting dummy scores nothing;
* honours go to whoever holds them;
* an opener who had neither 13 high-card points nor 3 quick tricks pays 300 to each
  other player (CT-f).

Players are named by the seat each held when the deal began.

>>> s = score("4SN", 10, dummy="S", accepted=True)                        # CT-6
>>> s.entries
((120, 0), (0, 0), (0, 300), (0, 0))
>>> score("4SXN", 8, vulnerable=True, dummy="S", accepted=False).entries  # CT-7
((0, 0), (0, 500), (0, 500), (0, 500))
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import TRICKS_PER_DEAL, Score, _check_honours_strain
from trickcards.bridge.scoring import score as bridge_score
from trickcards.bridge.tables import RUBBER_MODERN
from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat
from trickcards.protocol.column_sheet import column_result
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "DUMMY_GAME_BONUS",
    "GAME",
    "OPENER_PENALTY",
    "OPENER_PENALTY_PAYEES",
    "CutthroatScore",
    "score",
]

GAME: Final = 100
"""Trick points below the line that make a game."""
DUMMY_GAME_BONUS: Final = 300
"""An accepting dummy's bonus when the contract completes a game and he is not vulnerable."""
OPENER_PENALTY: Final = 300
"""What an opener without the requirement pays each player paid (bridge variants §7)."""
OPENER_PENALTY_PAYEES: Final = ("others", "opponents")
"""Who an opener without the requirement pays (CT-f): each other player (default), or only his opponents of the deal."""
_SEATS: Final = tuple(Seat)


def _seat(value: object) -> Seat:
    return inputs.seat(value, "a player", error=ScoringError)


def _optional_seat(value: object) -> Seat | None:
    return None if value is None else _seat(value)


def _check_contract(instance: object, attribute: object, contract: Contract) -> None:
    if not isinstance(contract, Contract) or contract.declarer is None or contract.is_null:
        raise ScoringError(
            f"{quote(contract)} is not a cut-throat contract: give a contract with its declarer ('4SXN')"
        )


@frozen(field_transformer=inputs.typed_fields)
class CutthroatScore(ScoredDeal[Contract, Seat]):
    """One deal written into the four players' columns, with every component named.

    ``result`` is contract bridge's score of the deal at declarer's vulnerability;
    ``completes_game`` whether the made contract completed a game for declarer;
    ``honours`` is ``(holder, 100 or 150)``; ``penalised`` the opener who lacked the
    opening requirement, or ``None``.

    >>> s = score("3NTN", 9, dummy="E", accepted=True, honours=("W", 150), penalised="N")
    >>> s.components(Seat.EAST)
    (('dummy game bonus', 300), ('opener penalty', 300))
    >>> s.points
    (100, 600, 300, 450)
    """

    __repr__ = brief_repr

    contract: Contract = field(validator=_check_contract)
    declarer_tricks: int = field(validator=inputs.is_a(int, "declarer_tricks"))
    """The tricks declarer won with the dummy."""
    dummy: Seat = field(converter=_seat)
    accepted: bool = field(validator=inputs.is_a(bool, "accepted"))
    result: Score = field(validator=inputs.is_a(Score, "result"))
    dummy_vulnerable: bool = field(default=False, validator=inputs.is_a(bool, "dummy_vulnerable"))
    completes_game: bool = field(default=False, validator=inputs.is_a(bool, "completes_game"))
    honours: tuple[Seat, int] | None = field(
        default=None,
        validator=inputs.is_pair(Seat, int, "honours", optional=True, second_in=(100, 150), error=ScoringError),
    )
    penalised: Seat | None = field(default=None, converter=_optional_seat)
    vulnerable_dummy_bonus: int = field(
        default=500,
        validator=inputs.is_one_of((500, 300), "a vulnerable dummy's game bonus", rule="CT-c", error=ScoringError),
    )
    opener_pays: str = field(
        default="others",
        validator=inputs.is_one_of(OPENER_PENALTY_PAYEES, "whom an opener pays", rule="CT-f", error=ScoringError),
    )

    def __attrs_post_init__(self) -> None:
        if self.dummy is self.declarer:
            raise ScoringError(f"{quote(str(self.dummy))} is the declarer: the dummy is one of the other three")
        if self.honours is not None:
            _check_honours_strain(self.honours, self.honours[1], self.contract)

    @property
    def declarer(self) -> Seat:
        """The declarer."""
        return self.contract.declarer  # type: ignore[return-value]  # checked

    @property
    def defenders(self) -> tuple[Seat, Seat]:
        """The two players who defended (neither declarer nor dummy), in seat order."""
        a, b = (s for s in _SEATS if s not in (self.declarer, self.dummy))
        return (a, b)

    @property
    def made(self) -> bool:
        """Whether the contract was made."""
        return self.result.made

    @property
    def vulnerable(self) -> bool:
        """The declarer's vulnerability, which sets the deal's values."""
        return self.result.vulnerable

    def _paid_by_opener(self) -> tuple[Seat, ...]:
        opener = self.penalised
        if opener is None:
            return ()
        if self.opener_pays == "opponents":
            # The deal's two sides: declarer with an accepting dummy, and everyone else.
            declaring = {self.declarer, self.dummy} if self.accepted else {self.declarer}
            mine = declaring if opener in declaring else set(_SEATS) - declaring
            return tuple(s for s in _SEATS if s not in mine)
        return tuple(s for s in _SEATS if s is not opener)

    def components(self, player: Seat | str) -> tuple[tuple[str, int], ...]:
        """The non-zero entries of ``player``'s column for this deal, as ``(name, points)``."""
        player = _seat(player)
        r = self.result
        named: list[tuple[str, int]] = []
        if player is self.declarer:
            named += [
                ("trick points", r.trick_points),
                ("overtricks", r.overtricks),
                ("insult", r.insult),
                ("slam", r.slam),
            ]
        elif player is self.dummy and self.accepted:
            if self.made and self.completes_game:
                bonus = self.vulnerable_dummy_bonus if self.dummy_vulnerable else DUMMY_GAME_BONUS
                named.append(("dummy game bonus", bonus))
        else:
            named.append(("undertricks", r.undertricks))
        if self.honours is not None and self.honours[0] is player:
            named.append(("honours", self.honours[1]))
        if player in self._paid_by_opener():
            named.append(("opener penalty", OPENER_PENALTY))
        return tuple((name, points) for name, points in named if points)

    def player_below(self, player: Seat | str) -> int:
        """``player``'s points below the line: the declarer's trick points when made."""
        return self.result.trick_points if _seat(player) is self.declarer else 0

    def player_above(self, player: Seat | str) -> int:
        """``player``'s points above the line from this deal."""
        return sum(points for name, points in self.components(player) if name != "trick points")

    @property
    def entries(self) -> tuple[tuple[int, int], ...]:
        """``(below, above)`` for North, East, South and West."""
        return tuple((self.player_below(s), self.player_above(s)) for s in _SEATS)

    def as_result(self) -> DealResult[Contract, Seat]:
        """The deal as a :class:`~trickcards.protocol.results.DealResult`: each player's column entries as its parts.

        ``tricks`` are the tricks of each player's side (declarer with the dummy, the
        defenders together), North first.
        """
        declaring = (self.declarer, self.dummy)
        won = self.declarer_tricks
        tricks = tuple(won if p in declaring else TRICKS_PER_DEAL - won for p in _SEATS)
        return column_result(self.contract, self.declarer, tricks, [self.components(p) for p in _SEATS], "NESW")


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    *,
    dummy: Seat | str,
    accepted: bool,
    dummy_vulnerable: bool = False,
    part_score: int = 0,
    honours: tuple[Seat | str, int] | None = None,
    penalised: Seat | str | None = None,
    vulnerable_dummy_bonus: int = 500,
    opener_pays: str = "others",
) -> CutthroatScore:
    """Score one deal into the four columns; ``vulnerable`` is the declarer's vulnerability.

    ``part_score`` is the declarer's trick points toward the current game before this
    deal (a made contract completes a game when they reach 100 with its own);
    ``honours`` is ``(holder, 100 or 150)``; ``penalised`` the opener who had neither
    13 high-card points nor 3 quick tricks. ``vulnerable_dummy_bonus`` is a vulnerable
    accepting dummy's bonus (CT-c: 500, the recommendation, or 300);
    ``opener_pays`` whom the opener pays (CT-f: ``"others"``, each other player, the
    recommendation, or ``"opponents"``, only the players not on his side in the deal).
    The flags (``vulnerable``, ``accepted``, ``dummy_vulnerable``) are ``True`` or
    ``False``; a player (``dummy``, the holder, ``penalised``) is a
    :class:`~trickcards.Seat`, its letter or name, or, on purpose as everywhere
    (:func:`trickcards.core.inputs.seat`), its index 0-3.

    >>> score("4SXN", 8, vulnerable=True, dummy="S", accepted=True).entries       # CT-8
    ((0, 0), (0, 500), (0, 0), (0, 500))
    >>> score("1CE", 7, dummy="W", accepted=True, penalised="E").points           # CT-9
    (300, 20, 300, 300)
    """
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    if not isinstance(contract, Contract):
        raise ScoringError(f"{quote(contract)} is not a contract")
    if contract.declarer is None:
        raise ScoringError(f"{quote(str(contract))} names no declarer: end it with N, E, S or W ('4SXN')")
    part = inputs.integer(part_score, "a part-score", low=0, high=GAME - 1, error=ScoringError)
    result = bridge_score(contract, tricks, inputs.flag(vulnerable, "vulnerable", error=ScoringError), RUBBER_MODERN)
    held = None if honours is None else _honours(honours)
    return CutthroatScore(
        contract,
        result.declarer_tricks,
        _seat(dummy),
        inputs.flag(accepted, "accepted", error=ScoringError),
        result,
        inputs.flag(dummy_vulnerable, "dummy_vulnerable", error=ScoringError),
        result.made and part + result.trick_points >= GAME,
        held,
        _optional_seat(penalised),
        vulnerable_dummy_bonus,
        opener_pays,
    )


def _honours(honours: object) -> tuple[Seat, int]:
    if not isinstance(honours, tuple | list) or len(honours) != 2:
        raise ScoringError(f"{quote(honours)} is not honours: expected (holder, 100 or 150)")
    return (_seat(honours[0]), inputs.integer(honours[1], "honours", error=ScoringError))
