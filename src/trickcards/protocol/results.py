"""One way to score every game: a deal's :class:`DealResult` and the :class:`ScoreSheet` protocol.

A finished deal of any game has a :attr:`~trickcards.protocol.game.DealState.result`: its
contract and declarer (``None`` where the game has none), the tricks each player won,
the named parts of its score per player and its points per player. A score sheet takes
finished deals with ``record_deal(state)`` and says with ``next_deal()`` how the next
deal is dealt (the keyword arguments of :meth:`trickcards.protocol.game.Game.new`).

>>> result = DealResult("4SN", "N", (10, 3, 10, 3), {"trick points": (120, -120, 120, -120)},
...                     (120, -120, 120, -120), "4S by North, 10 tricks: NS +120")
>>> str(result), result.parts["trick points"][0]
('4S by North, 10 tricks: NS +120', 120)
>>> DealResult(None, None, (0, 0), {"slam": (5, 5)}, (0, 0), "passed out")
Traceback (most recent call last):
...
trickcards.core.errors.ScoringError: the parts of a deal result add up to (5, 5), not to its points (0, 0)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.errors import ScoringError, TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import _checked_count, quote
from trickcards.core.reprs import brief_repr

if TYPE_CHECKING:
    from trickcards.protocol.game import DealState

__all__ = ["DealResult", "DealSheet", "ScoreSheet", "ScoredDeal", "check_next_deal", "parts_of", "sided_result"]

ContractT = TypeVar("ContractT")
"""The type of a game's contract."""
PlayerT = TypeVar("PlayerT")
"""The type of a game's players."""


def _numbers(value: object, what: str) -> tuple[int, ...]:
    numbers = inputs.sequence(value, lambda n: inputs.integer(n, what, error=ScoringError), what, error=ScoringError)
    return tuple(numbers)


def _tricks(value: object) -> tuple[int, ...]:
    return _numbers(value, "a number of tricks")


def _points(value: object) -> tuple[int, ...]:
    return _numbers(value, "a number of points")


def parts_of(parts: object) -> FrozenMapping[str, tuple[int, ...]]:
    """``parts`` (a mapping of a part's name to its points per player) as an immutable mapping, checked.

    >>> dict(parts_of({"slam": [500, -500]}))
    {'slam': (500, -500)}
    """
    if isinstance(parts, FrozenMapping) and all(
        isinstance(k, str) and isinstance(v, tuple) and all(type(n) is int for n in v) for k, v in parts.items()
    ):
        return parts
    if not isinstance(parts, Mapping):
        raise ScoringError(f"{quote(parts)} is not the parts of a result: expected a mapping of name to points")
    read: dict[str, tuple[int, ...]] = {}
    for name, points in parts.items():
        read[inputs.text(name, "a part's name", error=ScoringError)] = _points(points)
    return FrozenMapping(read)


def _summary(value: object) -> str:
    return inputs.instance(value, str, "a one-line summary of a result", error=ScoringError)


def _nothing_scored(players: object, summary: str) -> DealResult[Any, Any]:
    """The result of a deal of ``players`` players that scored nothing (passed out, thrown in): no contract, no tricks."""
    zeros = (0,) * _checked_count(players, error=ScoringError)
    return DealResult(None, None, zeros, {}, zeros, summary)


@frozen
class DealResult(Generic[ContractT, PlayerT]):
    """The result of one finished deal of any game: what was played and what it scored.

    ``contract`` and ``declarer`` are ``None`` where the game has none (a passed-out
    deal, a lottery, Blackout); where several players bid, ``contract`` is the tuple of
    their bids. ``tricks`` and ``points`` are per player in player order; ``parts``
    maps each named part of the score (trick points, overtricks, slam, undertricks,
    honours, ...) to its points per player, and the parts add up to ``points``.
    ``summary`` is the one line :func:`str` gives, written by the game.
    """

    __repr__ = brief_repr

    contract: ContractT | None
    """The contract played, the tuple of bids where several players bid, or ``None``."""
    declarer: PlayerT | None
    """The declarer, or ``None`` where the game has none."""
    tricks: tuple[int, ...] = field(converter=_tricks)
    """The tricks each player won, in player order."""
    parts: FrozenMapping[str, tuple[int, ...]] = field(converter=parts_of)
    """The named parts of the score, each per player; they add up to :attr:`points`."""
    points: tuple[int, ...] = field(converter=_points)
    """The deal's points per player (the state's ``points``)."""
    summary: str = field(converter=_summary)
    """The result in one line, e.g. ``4S by North, 10 tricks: NS +620``."""

    def __attrs_post_init__(self) -> None:
        count = len(self.points)
        if len(self.tricks) != count or any(len(p) != count for p in self.parts.values()):
            raise ScoringError(
                f"a deal result gives tricks {quote(self.tricks)} and parts {quote(dict(self.parts))} "
                f"for {count} players: expected one number per player"
            )
        total = tuple(sum(column) for column in zip(*self.parts.values(), strict=True)) or (0,) * count
        if total != self.points:
            raise ScoringError(f"the parts of a deal result add up to {total}, not to its points {self.points}")
        if "\n" in self.summary:
            raise ScoringError(f"{quote(self.summary)} is not a one-line summary of a result")

    def __str__(self) -> str:
        return self.summary

    def for_players(self, entries: object) -> DealResult[ContractT, PlayerT]:
        """The result with player ``p``'s numbers taken from entry ``entries[p]`` of this one's.

        A score that knows no seats gives declarer's entry, then each defender's; this
        spreads it over a game's players in player order.

        >>> sided = DealResult("4S", None, (10, 3), {"trick points": (120, -120)}, (120, -120), "4S: +120")
        >>> sided.for_players((1, 0, 1, 0)).points
        (-120, 120, -120, 120)
        """
        count = len(self.points)
        picks = inputs.sequence(
            entries,
            lambda n: inputs.integer(n, "an entry of a result", low=0, high=count - 1, error=ScoringError),
            "the entries of a result's players",
            error=ScoringError,
        )

        def pick(numbers: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(numbers[i] for i in picks)

        parts = {name: pick(numbers) for name, numbers in self.parts.items()}
        return DealResult(self.contract, self.declarer, pick(self.tricks), parts, pick(self.points), self.summary)


class ScoredDeal(Generic[ContractT, PlayerT]):
    """The shape of what every game's ``score(...)`` returns: a :class:`DealResult`'s fields and the game's own.

    A game's score class keeps its named components (``trick_points``, ``undertricks``,
    ``declarer_points`` ...) and implements :meth:`as_result`; this base offers from it
    ``contract``, ``declarer``, ``tricks``, ``parts``, ``points``, ``summary`` and
    :func:`str`, with :class:`DealResult`'s meaning. Their entries follow the players
    the score knows: every player in player order where ``score(...)`` is given the
    seats (three-handed, Towie, the cut-throat game, Blackout, a Brandeln lottery);
    where it knows no seats, declarer (with his partner) first, then each defender
    (every defender scores alike), as a two-entry tuple; Partnership Blackout's by
    side, North-South first. ``declarer`` is the declarer the contract names, else
    ``None``.

    >>> from trickcards.bridge import score
    >>> s = score("4SN", 10)
    >>> s.tricks, s.points, dict(s.parts), str(s)
    ((10, 3), (420, -420), {'trick points': (120, -120), 'game bonus': (300, -300)}, '4S by North, 10 tricks: NS +420')
    >>> s.as_result() == score("4SN", 10).as_result()
    True
    """

    __slots__ = ()

    def __new__(cls, *args: object, **kwargs: object) -> Self:
        if cls is ScoredDeal:
            raise TrickcardsError(
                "ScoredDeal is the base of the games' scores: score a deal with its game's score(...)"
            )
        return super().__new__(cls)

    def as_result(self) -> DealResult[ContractT, PlayerT]:
        """The score as a :class:`DealResult` (its ``parts`` add up to its ``points``)."""
        raise NotImplementedError

    @property
    def contract(self) -> ContractT | None:
        """The contract scored (the tuple of bids where several players bid), or ``None``."""
        return self.as_result().contract

    @property
    def declarer(self) -> PlayerT | None:
        """The declarer the score names, or ``None``."""
        return self.as_result().declarer

    @property
    def tricks(self) -> tuple[int, ...]:
        """The tricks each player (or declarer's side, then the defenders) won."""
        return self.as_result().tricks

    @property
    def parts(self) -> FrozenMapping[str, tuple[int, ...]]:
        """The named parts of the score, each per player as :attr:`points`; they add up to :attr:`points`."""
        return self.as_result().parts

    @property
    def points(self) -> tuple[int, ...]:
        """The points per player (or declarer, then each defender)."""
        return self.as_result().points

    @property
    def summary(self) -> str:
        """The score in one line."""
        return self.as_result().summary

    def __str__(self) -> str:
        return self.summary


def sided_result(
    contract: ContractT,
    declarer: PlayerT | None,
    bid: str,
    won: int,
    tricks: int,
    components: tuple[tuple[str, int], ...],
    names: tuple[str, str] | None = None,
) -> DealResult[ContractT, PlayerT]:
    """The :class:`DealResult` of a score that knows no seats: declarer first, then each defender.

    ``bid`` is the contract's text in the one-line summary; ``won`` of the deal's
    ``tricks`` went to declarer; ``components`` are signed for declarer, each defender
    scoring its negative. ``names`` name declarer and his side in the summary
    (``("North", "NS")``); by default ``declarer``.

    >>> r = sided_result("4S", None, "4S", 10, 13, (("trick points", 120), ("game bonus", 300)))
    >>> r.points, r.tricks, str(r)
    ((420, -420), (10, 3), '4S, 10 tricks: declarer +420')
    """
    bid = inputs.text(bid, "a contract's text", error=ScoringError)
    total_tricks = inputs.integer(tricks, "the tricks of a deal", low=0, error=ScoringError)
    won = inputs.integer(won, "declarer's tricks", low=0, high=total_tricks, error=ScoringError)
    named = inputs.sequence(
        components,
        lambda c: inputs.pair(
            c,
            lambda n: inputs.text(n, "a part's name", error=ScoringError),
            lambda n: inputs.integer(n, "a number of points", error=ScoringError),
            "a named part of a score",
            error=ScoringError,
        ),
        "the named parts of a score",
        error=ScoringError,
    )
    if names is not None:
        names = inputs.pair(
            names,
            lambda n: inputs.text(n, "declarer's name", error=ScoringError),
            lambda n: inputs.text(n, "declarer's side's name", error=ScoringError),
            "the names of declarer and his side",
            error=ScoringError,
        )
    parts = {name: (n, -n) for name, n in named}
    total = sum(n for _, n in named)
    by = "" if names is None else f" by {names[0]}"
    gainer = "declarer" if names is None else names[1]
    summary = f"{bid}{by}, {won} tricks: {gainer} {total:+d}"
    return DealResult(contract, declarer, (won, total_tricks - won), parts, (total, -total), summary)


StateT_contra = TypeVar("StateT_contra", contravariant=True)


class ScoreSheet(Protocol[StateT_contra]):
    """What every game's score sheet offers: take finished deals, say what comes next, settle.

    A sheet is an immutable value: :meth:`record_deal` returns a new sheet. Recording a
    deal costs the same on a sheet of any length.
    """

    def record_deal(self, state: StateT_contra) -> Self:
        """A new sheet with the finished deal ``state`` recorded (as recording its result's fields by hand)."""

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of the game's ``new`` for the next deal: dealer, vulnerability, players ..."""

    @property
    def players(self) -> tuple[Any, ...]:
        """The players the sheet settles, in the order of :attr:`settlement` (a match's players)."""

    @property
    def is_over(self) -> bool:
        """True once the match this sheet keeps is over."""

    @property
    def winner(self) -> object:
        """The winner once over (a player or a side), ``None`` before or when level."""

    @property
    def leader(self) -> object:
        """Who leads now (a player or a side), ``None`` when level."""

    @property
    def totals(self) -> tuple[int, ...]:
        """The running totals, per player or per side as the game keeps them."""

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """``None`` until the sheet is over, then one number per player, in points, as the rules settle."""

    def text(self) -> str:
        """The sheet as the text its ``parse`` reads back."""


def check_next_deal(state: DealState[Any, Any], expected: Mapping[str, object], rule: str) -> None:
    """Refuse ``state`` unless it is over and was dealt as ``expected`` (a sheet's :meth:`~ScoreSheet.next_deal`).

    The dealer and every option in ``expected`` are compared after the game reads them,
    so a :class:`~trickcards.bridge.Vulnerability` value and its text are the same.
    ``rule`` names the rule that fixes the next deal, for the message.
    """
    from trickcards.protocol.game import DealState, find_game  # noqa: PLC0415  # the protocol needs the games only here

    if not isinstance(state, DealState):
        raise ScoringError(f"{quote(state)} is not a deal state: record a finished deal of the game protocol")
    if not state.is_over:
        raise ScoringError(f"{quote(state)} is not over: record a deal once it is over ({state.to_move} to move)")
    game = find_game(state.game_name)
    wanted = dict(expected)
    dealer = wanted.pop("dealer", None)
    if dealer is not None and dealer != state.start.dealer:
        raise ScoringError(
            f"the deal is dealt by {state.start.dealer}, but the next deal is {dealer}'s to deal ({rule})"
        )
    given = dict(state.start.options)
    for name, value in game.check_options(_options_only(wanted)).options:
        if name in wanted and given[name] != value:
            raise ScoringError(f"the deal has {name}={given[name]}, but the next deal has {name}={value} ({rule})")


def _options_only(arguments: Mapping[str, object]) -> dict[str, object]:
    return {name: value for name, value in arguments.items() if name not in ("dealer", "hands", "seed")}


SheetT = TypeVar("SheetT", bound="DealSheet[Any]")
StateT = TypeVar("StateT")


class DealSheet(Generic[StateT]):
    """A base for sheets that take finished deals: :meth:`record_deal` from :meth:`next_deal` and ``_record_result``.

    A sheet sets :attr:`deal_rule` (the rule its rotation follows) and implements
    :meth:`next_deal` and ``_record_result`` (the by-hand ``record`` of a result's fields).
    """

    __slots__ = ()

    deal_rule: ClassVar[str] = "the sheet's rotation"
    """The rule that fixes the next deal, named when a deal contradicts it."""

    def next_deal(self) -> dict[str, Any]:
        """The keyword arguments of the game's ``new`` for the next deal."""
        raise NotImplementedError

    def _record_result(self, result: DealResult[Any, Any], state: StateT) -> Self:
        """The sheet with ``result`` (of the finished ``state``) recorded by hand."""
        raise NotImplementedError

    def record_deal(self, state: StateT) -> Self:
        """A new sheet with the finished deal ``state``, dealt as :meth:`next_deal` says, recorded.

        Refuses (with :class:`~trickcards.core.errors.ScoringError` naming the rule) a state
        that is not over, or whose dealer, vulnerability or players contradict :meth:`next_deal`.
        """
        if getattr(self, "is_over", False):
            raise ScoringError(f"cannot record {quote(state)}: the sheet is over")
        check_next_deal(state, self.next_deal(), self.deal_rule)  # type: ignore[arg-type]  # any deal state
        result = state.result  # type: ignore[attr-defined]  # a finished deal state has its result
        if not isinstance(result, DealResult):
            raise TrickcardsError(f"{quote(state)} has no result to record")
        return self._record_result(result, state)
