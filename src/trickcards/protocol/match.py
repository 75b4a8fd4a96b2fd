"""A whole match as one game: every action of every deal of one score sheet.

:meth:`trickcards.protocol.game.Game.match` starts a :class:`MatchState`: the first deal of a
sheet, dealt as the sheet's ``next_deal()`` says. Each action goes to the current
deal; when a deal ends its state is recorded on the sheet (``record_deal``) and, unless
the sheet is over, the next deal is dealt from the match's seed. Once the sheet is
over, :attr:`MatchState.points` is its settlement and :attr:`MatchState.deal` its
last deal. Recording a deal and dealing the next cost the same at any point of a match.

>>> from trickcards import find_game
>>> match = find_game("rubber").match(seed=7)
>>> match.phase, match.to_move, match.deal.start.dealer
('auction', <Seat.EAST: 1>, <Seat.EAST: 1>)
>>> for call in ("Pass", "Pass", "Pass", "Pass"):
...     match = match.apply(call)
>>> [str(r) for r in match.results], match.deal.start.dealer
(['passed out'], <Seat.SOUTH: 2>)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final, Self

from trickcards.core import inputs
from trickcards.core.errors import IllegalPlayError, ScoringError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.inputs import quote
from trickcards.protocol.game import DealState, Game
from trickcards.protocol.ledger import Ledger
from trickcards.protocol.results import DealResult, ScoreSheet

__all__ = ["MatchState", "SheetFactory", "sheet_settings"]

SheetFactory = Callable[[Game[Any], dict[str, object], random.Random | None], ScoreSheet[Any]]
"""How a game makes its sheet: ``(game, options, draw)``; ``draw`` draws what the rules draw by lot (a match's)."""

_NO_ACTIONS: Final[Ledger[Any]] = Ledger()
_NO_RESULTS: Final[Ledger[Any]] = Ledger()


def sheet_settings(
    game: Game[Any], options: Mapping[str, object], defaults: Mapping[str, int]
) -> tuple[dict[str, object], dict[str, int], object]:
    """``options`` split into the game's deal options (checked), the sheet's own (``defaults`` names them) and the first dealer.

    Each sheet option is a whole number of at least 1 (``target``, ``rubbers``, ``boards``);
    ``dealer`` (``None`` when not given) is the first deal's dealer, for the sheet to read.

    >>> from trickcards import find_game
    >>> sheet_settings(find_game("rubber"), {"table": "classic", "rubbers": 2}, {"rubbers": 1})
    ({'table': 'classic'}, {'rubbers': 2}, None)
    """
    if not isinstance(game, Game):
        raise TrickcardsError(f"{quote(game)} is not a game: expected one of trickcards.games()")
    if not isinstance(options, Mapping):
        raise TrickcardsError(f"{quote(options)} is not a set of options")
    if not isinstance(defaults, Mapping) or not all(isinstance(name, str) for name in defaults):
        raise TrickcardsError(f"{quote(defaults)} is not a mapping of the sheet's option names to their defaults")
    if "vulnerability" in options:
        # Every sheet rotates vulnerability by its rules; a value given here would be ignored.
        raise ScoringError(
            f"vulnerability={quote(options['vulnerability'])} is not an option of {game.name}'s sheet: "
            "the sheet sets each deal's vulnerability by the rules (see next_deal())"
        )
    deal = {name: value for name, value in options.items() if name not in defaults and name != "dealer"}
    game.check_options(deal)
    own = {
        name: inputs.integer(options.get(name, default), f"the sheet option {name}", low=1)
        for name, default in defaults.items()
    }
    return deal, own, options.get("dealer")


class MatchState(Frozen):
    """The state of a match: the current deal, the sheet so far and every action of every deal.

    A :class:`~trickcards.protocol.game.GameState` whose :attr:`phase`, :attr:`to_move` and
    :meth:`legal_actions` are the current deal's, whose :attr:`history` is every action
    of the match, and whose :attr:`points` are the sheet's settlement once it is over.
    Two matches are equal when they are of the same game, seed and options and took the
    same actions; a match pickles as those.
    """

    __slots__ = ("_deal", "_game", "_history", "_options", "_results", "_seed", "_sheet")

    _game: Game[Any]
    _seed: int | str
    _options: tuple[tuple[str, object], ...]
    _sheet: ScoreSheet[Any]
    _deal: DealState[Any, Any]
    _results: Ledger[DealResult[Any, Any]]
    _history: Ledger[Any]

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TrickcardsError("matches are made by the game's match(), then apply()")

    @classmethod
    def start(cls, game: Game[Any], seed: object = None, options: Mapping[str, object] | None = None) -> MatchState:
        """The first state of a match of ``game`` from ``seed`` (``None``: a fresh random seed, kept)."""
        if seed is None:
            seed = random.SystemRandom().getrandbits(64)
        if isinstance(seed, bool) or not isinstance(seed, int | str):
            raise TrickcardsError(f"{quote(seed)} is not a match's seed: expected an int or text")
        options = dict(options or {})
        factory = game.sheet_factory
        if factory is None:
            raise TrickcardsError(f"{game.name} has no score sheet yet, so no match")
        sheet = factory(game, options, random.Random(f"{seed}/sheet"))
        new = object.__new__(cls)
        values = {
            "_game": game,
            "_seed": seed,
            "_options": tuple(sorted(options.items())),
            "_sheet": sheet,
            "_results": _NO_RESULTS,
            "_history": _NO_ACTIONS,
        }
        for name, value in values.items():
            object.__setattr__(new, name, value)
        object.__setattr__(new, "_deal", new._dealt(sheet, 1))
        return new

    def _dealt(self, sheet: ScoreSheet[Any], number: int) -> DealState[Any, Any]:
        """Deal ``number`` of the match, dealt as ``sheet`` says from the match's seed."""
        deal_options = {n: v for n, v in self._options if n in {o.name for o in self._game.options}}
        deal: DealState[Any, Any] = self._game.new(
            f"{self._seed}/deal {number}", **{**deal_options, **sheet.next_deal()}
        )
        return deal

    def _with(self, **changes: object) -> Self:
        new = object.__new__(type(self))
        for name in self.__slots__:
            object.__setattr__(new, name, changes.get(name, getattr(self, name)))
        return new

    def _after_deal(self, deal: DealState[Any, Any], actions: Iterable[object]) -> Self:
        """The match after the current deal became ``deal`` by ``actions``: recorded and redealt once over."""
        history = self._history
        for action in actions:
            history = history.append(action)
        if not deal.is_over:
            return self._with(_deal=deal, _history=history)
        sheet = self._sheet.record_deal(deal)
        result = deal.result
        assert result is not None
        results = self._results.append(result)
        next_deal = deal if sheet.is_over else self._dealt(sheet, len(results) + 1)
        return self._with(_deal=next_deal, _sheet=sheet, _results=results, _history=history)

    # --- the protocol --------------------------------------------------------------------

    @property
    def game(self) -> Game[Any]:
        """The game whose deals these are."""
        return self._game

    @property
    def seed(self) -> int | str:
        """The seed every deal of the match is dealt from."""
        return self._seed

    @property
    def options(self) -> dict[str, object]:
        """The options the match was started with (the deal options and the sheet's own)."""
        return dict(self._options)

    @property
    def deal(self) -> DealState[Any, Any]:
        """The current deal; once the match is over, its last deal."""
        return self._deal

    @property
    def sheet(self) -> ScoreSheet[Any]:
        """The sheet so far, every finished deal recorded."""
        return self._sheet

    @property
    def results(self) -> tuple[DealResult[Any, Any], ...]:
        """The result of every finished deal, in order (passed-out and thrown-in deals too)."""
        return self._results.to_tuple()

    @property
    def deals_played(self) -> int:
        """How many deals are finished."""
        return len(self._results)

    @property
    def is_over(self) -> bool:
        """True once the sheet is over."""
        return self._sheet.is_over

    @property
    def phase(self) -> str:
        """The current deal's phase; ``"over"`` once the match is over."""
        return "over" if self.is_over else self._deal.phase

    @property
    def players(self) -> tuple[Any, ...]:
        """The sheet's players, in the order of :attr:`points` (in most games the deal's players too)."""
        return self._sheet.players

    @property
    def to_move(self) -> Any:
        """Who decides the next action of the current deal; ``None`` once the match is over."""
        return None if self.is_over else self._deal.to_move

    @property
    def history(self) -> tuple[Any, ...]:
        """Every action of every deal, in order."""
        return self._history.to_tuple()

    @property
    def points(self) -> tuple[int, ...] | None:
        """The sheet's settlement once the match is over, else ``None``."""
        return self._sheet.settlement if self.is_over else None

    def legal_actions(self) -> tuple[Any, ...]:
        """The current deal's legal actions (none once the match is over)."""
        return () if self.is_over else self._deal.legal_actions()

    def parse_action(self, text: str) -> Any:
        """The action ``text`` names in the current deal."""
        return self._deal.parse_action(text)

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids (:meth:`~trickcards.protocol.game.Game.action_id`) of :meth:`legal_actions`, ascending."""
        return () if self.is_over else self._deal.legal_action_ids()

    def legal_action_mask(self) -> tuple[bool, ...]:
        """One flag per action id of the game: ``True`` where legal now (none once the match is over)."""
        if self.is_over:
            return (False,) * self._game.num_actions
        return self._deal.legal_action_mask()

    def verify(self, action: object) -> None:
        """Raise naming the rule unless the current deal allows ``action``."""
        if self.is_over:
            raise IllegalPlayError(f"{quote(str(action))} comes after the end of the match", "play-over")
        self._deal.verify(action)

    def can_apply(self, action: object) -> bool:
        """True when :meth:`apply` would accept ``action``."""
        try:
            self.verify(action)
        except TrickcardsError:
            return False
        return True

    def apply(self, action: object) -> Self:
        """The match with ``action`` (a value or its text) taken in the current deal."""
        if self.is_over:
            raise IllegalPlayError(f"{quote(str(action))} comes after the end of the match", "play-over")
        value = self._deal._action(action)
        return self._after_deal(self._deal.apply(value), (value,))

    def _random_play(self, rng: random.Random) -> Self | None:
        """The match after the current deal's play, played out by ``rng`` in one step (see the deals')."""
        if self.is_over:
            return None
        done = self._deal._random_play(rng)
        if done is None:
            return None
        return self._after_deal(done, done.history[len(self._deal.history) :])

    # --- values --------------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self._game.name, self._seed, self._options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MatchState):
            return NotImplemented
        return self._key() == other._key() and self._history == other._history

    def __hash__(self) -> int:
        return hash((self._key(), len(self._history)))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_rebuild, (self._game.name, self._seed, self._options, self.history))

    def __repr__(self) -> str:
        return f"<MatchState {self._game.name}: {self.phase}, {len(self._results)} deals, {len(self._history)} actions>"

    def _repr_svg_(self) -> str:
        """The current deal's table as SVG (Jupyter shows it): :func:`trickcards.pictures.states.state_svg`."""
        from trickcards.pictures.states import state_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return state_svg(self)

    def _repr_html_(self) -> str:
        """The current deal and the score sheet so far as HTML: :func:`trickcards.pictures.states.match_html`."""
        from trickcards.pictures.states import match_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return match_html(self)


def replay(game: Game[Any], actions: Iterable[object], seed: object, options: Mapping[str, object]) -> MatchState:
    """The match of ``game`` from ``seed`` and ``options`` after ``actions`` (values or text)."""
    match = MatchState.start(game, seed, options)
    for action in actions:
        match = match.apply(action)
    return match


def _rebuild(
    name: str, seed: int | str, options: tuple[tuple[str, object], ...], history: tuple[object, ...]
) -> MatchState:
    """A match rebuilt from its game, seed, options and actions (how matches unpickle)."""
    from trickcards.protocol.game import find_game  # noqa: PLC0415  # the registry imports this module's users

    return replay(find_game(name), history, seed, dict(options))
