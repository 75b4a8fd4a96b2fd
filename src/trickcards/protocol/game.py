"""One way to play every game: the :class:`GameState` protocol, :class:`Game` and :func:`find_game`.

Every implemented game offers the same immutable states, in the spirit of OpenSpiel's:
a state knows its :attr:`~GameState.phase`, who is :attr:`~GameState.to_move`, its
:meth:`~GameState.legal_actions`, and :meth:`~GameState.apply` returns a new state with
one more action (given as a value or as its text). Every decision of a deal is an
action: draws, discards, calls, trump declarations, bid changes and cards.

>>> from trickcards import find_game
>>> game = find_game("Duplicate")
>>> state = game.new(seed=7, dealer="E")
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()[:4]]
('auction', <Seat.EAST: 1>, ['Pass', '1C', '1D', '1H'])
>>> state = state.apply("1NT")
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[0])
>>> state.points, game.replay(state.history, seed=7, dealer="E") == state
((-150, 150, -150, 150), True)

A game's adapter lives in its own package (``trickcards/<package>/game.py``) and is
named in the registry (:data:`trickcards.protocol.registry.VARIANTS`); :class:`DealState` is
the base its states build on.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen, FrozenMapping
from trickcards.core.inputs import is_a, quote
from trickcards.core.inputs import seed as random_source
from trickcards.core.reprs import brief_repr, summary_repr
from trickcards.protocol.ledger import Ledger
from trickcards.protocol.registry import VARIANTS, UnknownVariantError, find_variant

if TYPE_CHECKING:
    from trickcards.analysis.observation import Observation, Slice
    from trickcards.core.cards import Card
    from trickcards.core.deck import Deck
    from trickcards.core.hand import Hand
    from trickcards.protocol.actions import ActionTable
    from trickcards.protocol.match import MatchState, SheetFactory
    from trickcards.protocol.results import DealResult, ScoreSheet

__all__ = [
    "DRAW",
    "MATCH_DEALS",
    "ActionT",
    "DealState",
    "Draw",
    "Game",
    "GameState",
    "GameStateT",
    "Option",
    "OptionValue",
    "PlayerT",
    "PlayerT_co",
    "Start",
    "StateT",
    "StateT_co",
    "UnknownGameError",
    "find_game",
    "games",
    "random_actions",
    "random_playout",
    "read_hands",
]

_NO_ACTIONS: Final[Ledger[Any]] = Ledger()
"""The history of a first state. A state's history is a :class:`~trickcards.protocol.ledger.Ledger`
shared with the state before, so an action costs the same however long the deal runs."""

ActionT = TypeVar("ActionT")
"""The type of a game's actions."""
PlayerT = TypeVar("PlayerT")
"""The type of a game's players."""
PlayerT_co = TypeVar("PlayerT_co", covariant=True)
"""The type of a game's players, where only read."""

OptionValue = bool | int | str
"""The value of a rule option: a flag, a number or a named choice."""


class UnknownGameError(UnknownVariantError):
    """A game name that is unknown, or known but not built yet; the message lists the games that are."""


class GameState(Protocol[ActionT, PlayerT_co]):
    """The state of one deal of any game: immutable, hashable and picklable.

    ``ActionT`` is the game's action type and ``PlayerT_co`` its player type. :attr:`points` is
    ``None`` until the deal is over, then one number per player in player order.
    """

    @property
    def phase(self) -> str:
        """The phase: ``"draw"``, ``"exchange"``, ``"auction"``, ``"partner"``, ``"doubling"``, ``"declare"``, ``"reserve"``, ``"bidding"``, ``"play"`` or ``"over"``."""

    @property
    def players(self) -> tuple[PlayerT_co, ...]:
        """The players of the deal, in player order (the order of :attr:`points`)."""

    @property
    def to_move(self) -> PlayerT_co | None:
        """The player who decides the next action, ``None`` once the deal is over."""

    def legal_actions(self) -> tuple[ActionT, ...]:
        """Every action allowed now (empty once the deal is over)."""

    def can_apply(self, action: ActionT | str) -> bool:
        """True when :meth:`apply` would accept ``action`` (a value or its text)."""

    def verify(self, action: ActionT | str) -> None:
        """Raise the game's :class:`~trickcards.core.errors.TrickcardsError` naming the rule unless ``action`` is allowed now."""

    def apply(self, action: ActionT | str) -> Self:
        """A new state with ``action`` (a value or its text) taken; raises naming the rule if it is not allowed."""

    @property
    def is_over(self) -> bool:
        """True once the deal is over and :attr:`points` is known."""

    @property
    def history(self) -> tuple[ActionT, ...]:
        """The actions taken so far, in order."""

    @property
    def points(self) -> tuple[int, ...] | None:
        """The deal's result per player in player order once over (partners equal), else ``None``."""

    def parse_action(self, text: str) -> ActionT:
        """The action ``text`` names in this phase; ``str(action)`` parses back equal."""

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids (:meth:`Game.action_id`) of :meth:`legal_actions`, ascending."""

    def legal_action_mask(self) -> tuple[bool, ...]:
        """One flag per action id of the game (:attr:`Game.num_actions`): ``True`` where legal now."""


# --- options ---------------------------------------------------------------------------

_TRUE_WORDS = frozenset({"true", "yes", "on", "1"})
_FALSE_WORDS = frozenset({"false", "no", "off", "0"})


def _check_bounds(instance: object, attribute: object, bounds: Any) -> None:
    if bounds is not None:
        is_a(tuple, "an option's bounds", of=int)(instance, attribute, bounds)
        if len(bounds) != 2:
            raise TrickcardsError(f"bounds={quote(bounds)} is not an option's bounds: expected (lowest, highest)")


@frozen
class Option:
    """A documented rule option of a game: its name, default, meaning and allowed values.

    The type of the default is the option's type: a flag (``bool``), a number
    (``int``, within ``bounds``) or a named choice (``str``, one of ``choices``).

    >>> opt = Option("table", "modern", "the scoring table", choices=("modern", "classic"))
    >>> opt.check("classic"), opt.parse("CLASSIC")
    ('classic', 'classic')
    >>> Option("must_trump", True, "L3").parse("no")
    False
    """

    __repr__ = brief_repr

    name: str = field(validator=is_a(str, "an option name"))
    """The keyword of :meth:`Game.new` and of ``--option NAME=VALUE``."""
    default: OptionValue = field(validator=is_a(bool | int | str, "an option's default"))
    """The recommended reading, used when the option is not given."""
    doc: str = field(validator=is_a(str, "an option's description"))
    """What the option means, naming the rule it reads."""
    choices: tuple[str, ...] = field(default=(), validator=is_a(tuple, "an option's choices", of=str))
    """The allowed values of a choice option."""
    bounds: tuple[int, int] | None = field(default=None, validator=_check_bounds)
    """The smallest and largest values of a number option."""
    reader: Callable[[object], object] | None = field(default=None, eq=False, repr=False, kw_only=True)
    """Reads the other forms a value may be given in (a library value, its name, any case) before the check."""

    def check(self, value: object) -> OptionValue:
        """``value`` if it is a value of this option, else raise :class:`~trickcards.core.errors.TrickcardsError`."""
        if self.reader is not None:
            value = self.reader(value)
        kind = type(self.default)
        ok = type(value) is kind if kind is bool or kind is int else isinstance(value, str)
        if ok and isinstance(value, str) and self.choices:
            ok = value in self.choices
        if ok and isinstance(value, int) and not isinstance(value, bool) and self.bounds is not None:
            ok = self.bounds[0] <= value <= self.bounds[1]
        if not ok:
            raise TrickcardsError(
                f"{quote(value)} is not a value of the option {quote(self.name)}: expected {self.expected}"
            )
        assert isinstance(value, bool | int | str)
        return value

    def parse(self, text: str) -> OptionValue:
        """The value ``text`` names (``true``/``false``, a number or a choice), checked."""
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not the text of a value of the option {quote(self.name)}")
        word = text.strip().lower()
        value: object = word
        if isinstance(self.default, bool):
            value = True if word in _TRUE_WORDS else False if word in _FALSE_WORDS else text
        elif isinstance(self.default, int):
            digits = word.removeprefix("-")
            if digits.isascii() and digits.isdigit() and len(digits) < 10:
                value = -int(digits) if word.startswith("-") else int(digits)
        try:
            return self.check(value)
        except TrickcardsError:
            raise ParseError(
                f"{quote(text)} is not a value of the option {quote(self.name)}: expected {self.expected}"
            ) from None

    @property
    def expected(self) -> str:
        """The allowed values, in words."""
        if isinstance(self.default, bool):
            return "true or false"
        if isinstance(self.default, int):
            if self.bounds is None:
                return "a whole number"
            return f"a whole number from {self.bounds[0]} to {self.bounds[1]}"
        return "one of " + ", ".join(self.choices) if self.choices else "text"


# --- the start of a deal and the base of the states --------------------------------------


@frozen
class Start:
    """Everything that fixes a deal: the cards, the dealer, the options and what is drawn by lot later.

    ``cards`` holds the hands in player order, followed, for games that draw from a
    stock or turn up a card, by that rest of the pack (a :class:`~trickcards.Deck`,
    top card first). ``options`` lists every option with its value, by name.
    """

    __repr__ = brief_repr

    cards: tuple[Hand | Deck, ...]
    """The hands in player order, then any stock."""
    dealer: Any
    """The dealer, as the game's player value (or table number)."""
    options: tuple[tuple[str, OptionValue], ...]
    """Every option of the game with its value, in the game's order."""
    chance: tuple[int, ...] = ()
    """What the deal draws by lot after its cards are dealt, in order (each goulash of Towie and
    the cut-throat game draws one number: :func:`~trickcards.bridge.deal.goulash_draw`); empty
    for the games that draw nothing after the deal."""

    def option(self, name: str) -> OptionValue:
        """The value of option ``name``."""
        return dict(self.options)[name]

    def flag(self, name: str) -> bool:
        """The value of the flag option ``name``."""
        value = self.option(name)
        assert isinstance(value, bool)
        return value

    def number(self, name: str) -> int:
        """The value of the number option ``name``."""
        value = self.option(name)
        assert isinstance(value, int)
        return value

    def word(self, name: str) -> str:
        """The value of the choice option ``name``."""
        value = self.option(name)
        assert isinstance(value, str)
        return value


class DealState(Frozen, Generic[ActionT, PlayerT]):
    """A base for game states: history, equality, hashing, pickling and the apply/verify/can trio.

    A game's state class sets :attr:`game_name` and implements :meth:`start_from` and
    :meth:`first` (class methods that build the first state), and :attr:`phase`,
    :attr:`players`, :attr:`to_move`, :meth:`legal_actions`, ``_parse``, ``_verify``,
    ``_after`` and ``_points``. Its own slots hold the game's objects
    (auction, play, ...); ``_next`` copies them into the following state.
    Two states are equal when they come from the same start by the same actions.
    """

    __slots__ = ("_history", "_start")

    _start: Start
    _history: Ledger[ActionT]

    game_name: ClassVar[str]
    """The registry name of the game whose states these are."""
    action_types: ClassVar[tuple[type, ...]]
    """The types an action value may have (anything else is refused before the rules are asked)."""
    _phase_kept: ClassVar[bool] = False
    """True for a game whose phase takes a walk through its objects: ``_find_phase`` finds it
    once per state, into a ``_phase`` slot the game declares, which its :attr:`phase` reads.
    The protocol reads the phase several times per action (``is_over``, the parse, the
    check); the slot is no part of equality, hashing or pickling (start and history are)."""

    # --- what each game supplies -------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """The start of a deal: shuffled with ``rng``, or from the given ``hands``; ``options`` holds the options."""
        raise NotImplementedError

    @classmethod
    def first(cls, start: Start) -> Self:
        """The first state of the deal ``start`` describes."""
        raise NotImplementedError

    @classmethod
    def _first_new(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Self:
        """``first(start_from(rng, hands, dealer, options))``: the first state :meth:`Game.new` deals.

        A game whose deal is a value, checked as :meth:`start_from` reads the given hands or
        made right by construction when shuffled, overrides this to hand that value to its
        first state as it is, where :meth:`first` checks the cards of any start (one built
        by hand, a pickle's) again.
        """
        return cls.first(cls.start_from(rng, hands, dealer, options))

    @property
    def phase(self) -> str:
        """The phase of the deal (see :class:`GameState`)."""
        raise NotImplementedError

    @property
    def players(self) -> tuple[PlayerT, ...]:
        """The players of the deal, in player order (the order of :attr:`points`)."""
        raise NotImplementedError

    @property
    def to_move(self) -> PlayerT | None:
        """The player who decides the next action, ``None`` once over."""
        raise NotImplementedError

    def legal_actions(self) -> tuple[ActionT, ...]:
        """Every action allowed now."""
        raise NotImplementedError

    def _find_phase(self) -> str:
        """The phase from the game's own slots (never the history), for a game that keeps it (``_phase_kept``)."""
        raise NotImplementedError

    def _parse(self, text: str, phase: str) -> ActionT:
        """The action ``text`` names in ``phase`` (this state's, never ``"over"``); raises :class:`~trickcards.core.errors.ParseError`.

        The phase comes read once by :meth:`parse_action`; the small action sets are
        read by table lookup first (the parsers' exact-text tables), the rest by the
        full parser.
        """
        raise NotImplementedError

    def _verify(self, action: ActionT) -> None:
        """Raise naming the rule unless ``action`` (of an action type) is allowed now."""
        raise NotImplementedError

    def _after(self, action: ActionT) -> Self:
        """The state after the allowed ``action``, built with :meth:`_next`."""
        raise NotImplementedError

    def _points(self) -> tuple[int, ...]:
        """The deal's points once over."""
        raise NotImplementedError

    def _result(self) -> DealResult[Any, Any]:
        """The deal's :class:`~trickcards.protocol.results.DealResult` once over (its points are :meth:`_points`)."""
        raise NotImplementedError

    # --- built here once ---------------------------------------------------------------

    def __init__(self, *args: object, **kwargs: object) -> None:
        # States come from Game.new() and apply(); a bare one would have no start or history.
        raise TrickcardsError(f"{type(self).__name__} states are made by the game's new(), then apply()")

    @classmethod
    def _begin(cls, start: Start, **slots: object) -> Self:
        """A first state of ``start`` with the game's own ``slots`` set."""
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "_start", start)
        setter(new, "_history", _NO_ACTIONS)
        for name, value in slots.items():
            setter(new, name, value)
        if cls._phase_kept:
            setter(new, "_phase", new._find_phase())
        return new

    def _next(self, action: ActionT, **changes: object) -> Self:
        """A copy of this state with ``action`` added to the history and the game's slots in ``changes`` replaced."""
        kind = type(self)
        new = object.__new__(kind)
        setter = object.__setattr__
        for name in _slots_of(kind):
            setter(new, name, changes[name] if name in changes else getattr(self, name))
        setter(new, "_history", self._history.append(action))  # O(1): the history is shared, not copied
        if kind._phase_kept:
            setter(new, "_phase", new._find_phase())
        return new

    def _next_many(self, actions: tuple[ActionT, ...], **changes: object) -> Self:
        """Like :meth:`_next`, with several ``actions`` added to the history at once."""
        new = self._next(actions[-1], **changes)
        object.__setattr__(new, "_history", self._history.extend(tuple(actions)))
        return new

    def observation(self, player: object) -> Observation:
        """What ``player`` (in any form the game accepts) knows now: see :class:`~trickcards.analysis.observation.Observation`."""
        from trickcards.analysis.observation import observe  # noqa: PLC0415  # loaded only by those who observe

        return observe(self, player)

    def _random_play(self, rng: random.Random) -> Self | None:
        """The state after its play phase, played out by ``rng`` in one step; ``None`` to go card by card.

        A game whose play runs on the trick engine returns the state after
        :func:`trickcards.engine.trick_play.random_playout`: the same cards as choosing each one with
        ``legal_actions()[rng.randrange(count)]``, but with no state built per card.
        """
        return None

    @property
    def start(self) -> Start:
        """The start of the deal: its cards, dealer and options."""
        return self._start

    @property
    def history(self) -> tuple[ActionT, ...]:
        """The actions taken so far, in order."""
        return self._history.to_tuple()

    @property
    def is_over(self) -> bool:
        """True once the deal is over."""
        return self.phase == "over"

    @property
    def points(self) -> tuple[int, ...] | None:
        """The deal's result per player in player order once over, else ``None``."""
        return self._points() if self.is_over else None

    @property
    def result(self) -> DealResult[Any, Any] | None:
        """The deal's :class:`~trickcards.protocol.results.DealResult` once over (``points`` equal to :attr:`points`), else ``None``."""
        return self._result() if self.is_over else None

    def parse_action(self, text: str) -> ActionT:
        """The action ``text`` names in this phase (``str(action)`` parses back equal).

        Raises :class:`~trickcards.core.errors.ParseError` for text that names no action here.
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not the text of an action")
        phase = self.phase  # read once: some games' phases take a walk through their objects
        if phase == "over":
            raise ParseError(f"{quote(text)} names no action: the deal is over")
        return self._parse(text, phase)

    def _action(self, action: ActionT | str) -> ActionT:
        if isinstance(action, str):
            return self.parse_action(action)
        if not isinstance(action, self.action_types):
            names = " or ".join(t.__name__ for t in self.action_types)
            raise TrickcardsError(
                f"{quote(action)} is not an action of {self.game_name}: expected {names}, or its text"
            )
        return action

    def verify(self, action: ActionT | str) -> None:
        """Raise the game's :class:`~trickcards.core.errors.TrickcardsError` naming the rule unless ``action`` is allowed now."""
        if action.__class__ is str:  # read by parse_action, which refuses every text once over
            self._verify(self.parse_action(action))
        else:
            self._verify_now(self._action(action))

    def _verify_now(self, action: ActionT) -> None:
        """Refuse every action once the deal is over, in one wording for every game; else ask the game."""
        if self.is_over:
            raise self._after_the_end(action)
        self._verify(action)

    @staticmethod
    def _after_the_end(action: object) -> IllegalPlayError:
        """The error for any action once the deal is over, worded alike in every game."""
        return IllegalPlayError(f"{quote(str(action))} comes after the end of the deal", "play-over")

    def can_apply(self, action: ActionT | str) -> bool:
        """True when :meth:`apply` would accept ``action``."""
        try:
            self.verify(action)
        except TrickcardsError:
            return False
        return True

    def apply(self, action: ActionT | str) -> Self:
        """A new state with ``action`` (a value or its text) taken; raises naming the rule if it is not allowed."""
        if action.__class__ is str:  # read by parse_action, which refuses every text once over
            value = self.parse_action(action)
            self._verify(value)
        else:
            value = self._action(action)
            self._verify_now(value)
        return self._after(value)

    # --- action ids (the tables live in trickcards.protocol.actions) ---------------------------

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids (:meth:`Game.action_id`) of :meth:`legal_actions`, ascending."""
        ids = _action_table(self.game_name).ids(self.legal_actions())
        ids.sort()
        return tuple(ids)

    def legal_action_mask(self) -> tuple[bool, ...]:
        """One flag per action id of the game (:attr:`Game.num_actions`): ``True`` where legal now."""
        table = _action_table(self.game_name)
        mask = [False] * len(table.actions)
        for number in table.ids(self.legal_actions()):
            mask[number] = True
        return tuple(mask)

    # --- values ------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealState):
            return NotImplemented
        return type(self) is type(other) and self._history == other._history and self._start == other._start

    def __hash__(self) -> int:
        return hash((self.game_name, self._history.to_tuple()))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_rebuild, (self.game_name, self._start, self._history.to_tuple()))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game_name}: {self.phase}, {len(self._history)} actions>"

    def _repr_svg_(self) -> str:
        """The table as SVG (Jupyter shows it): :func:`trickcards.pictures.states.state_svg`."""
        from trickcards.pictures.states import state_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return state_svg(self)

    def _repr_html_(self) -> str:
        """The table and the auction as HTML: :func:`trickcards.pictures.states.state_html`."""
        from trickcards.pictures.states import state_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return state_html(self)


_SLOTS: dict[type, tuple[str, ...]] = {}


def _slots_of(kind: type) -> tuple[str, ...]:
    """Every slot a state class and its bases declare (what ``DealState._next`` copies), found once per class."""
    slots = _SLOTS.get(kind)
    if slots is None:
        slots = tuple(
            name for klass in kind.__mro__ for name in getattr(klass, "__slots__", ()) if name != "__weakref__"
        )
        _SLOTS[kind] = slots
    return slots


def _rebuild(name: str, start: Start, history: tuple[object, ...]) -> GameState[Any, Any]:
    """A state rebuilt from its start and history (how states unpickle)."""
    state: Any = find_game(name).state.first(start)
    for action in history:
        state = state.apply(action)
    result: GameState[Any, Any] = state
    return result


# --- the games -------------------------------------------------------------------------------


StateT_co = TypeVar("StateT_co", bound=DealState[Any, Any], covariant=True)
"""The type of a game's states."""
StateT = TypeVar("StateT", bound=DealState[Any, Any])
"""A game's state type, kept through a function."""
GameStateT = TypeVar("GameStateT", bound=GameState[Any, Any])
"""A deal's or a match's state type, kept through a function."""


def _check_options(instance: Game[DealState[Any, Any]], attribute: object, options: tuple[Option, ...]) -> None:
    is_a(tuple, "the game's options", of=Option)(instance, attribute, options)
    names = [o.name for o in options]
    if len(set(names)) != len(names):
        raise TrickcardsError(f"{instance.name}: an option name is repeated in {quote(names)}")
    for o in options:
        o.check(o.default)


def _check_state_class(instance: object, attribute: object, state: Any) -> None:
    if not (isinstance(state, type) and issubclass(state, DealState)):
        raise TrickcardsError(f"{quote(state)} is not a game's state class: expected a DealState subclass")


@frozen
class Game(Generic[StateT_co]):
    """One game of the registry that can be played: its options and how a deal starts.

    :meth:`new` deals one deal and returns its first state; :meth:`replay` rebuilds a
    state from its history. Options are checked by name and type.

    >>> from trickcards import find_game
    >>> bridge = find_game("duplicate")
    >>> bridge.name, bridge.players, [o.name for o in bridge.options]
    ('duplicate', (4,), ['vulnerability'])
    >>> bridge.new(seed=1, vulnerable=True)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 'vulnerable' is not an option of duplicate: its options are vulnerability
    """

    def __repr__(self) -> str:
        # A registered game is found by its name, find_game(name); another is summed up in one line.
        try:
            registered = find_game(self.name) == self
        except TrickcardsError:
            registered = False
        if registered:
            return f"find_game({self.name!r})"
        return summary_repr(self, f"{self.name}: {self.title}, {'/'.join(map(str, self.players))} players")

    name: str = field(validator=is_a(str, "a game name"))
    """The registry name."""
    title: str = field(validator=is_a(str, "a game title"))
    """The display name."""
    players: tuple[int, ...] = field(validator=is_a(tuple, "the numbers of players", of=int))
    """The numbers of players the game is played by."""
    state: type[StateT_co] = field(repr=False, validator=_check_state_class)
    """The class of the game's states."""
    options: tuple[Option, ...] = field(default=(), validator=_check_options)
    """The documented rule options, each with its default."""
    sheet_factory: SheetFactory | None = field(default=None, eq=False, repr=False, kw_only=True)
    """How the game makes its score sheet (:meth:`sheet`); ``None`` for a game without one yet."""
    numbered_actions: Callable[[], tuple[Any, ...]] | None = field(default=None, eq=False, repr=False, kw_only=True)
    """Every action the game can ever take, in action-id order (:attr:`actions`), made on first use;
    ``None`` for a game without action ids. Each game declares its own (:mod:`trickcards.protocol.actions`)."""

    def option(self, name: str) -> Option:
        """The option called ``name``."""
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise TrickcardsError(f"{quote(name)} is not an option of {self.name}: its options are {known}")

    def check_options(self, options: Mapping[str, object]) -> Start:
        """Every option with its value (the given one, checked, or the default), as a :class:`Start` without cards."""
        for name in options:
            self.option(name)
        values = tuple((o.name, o.check(options[o.name]) if o.name in options else o.default) for o in self.options)
        return Start((), None, values)

    def parse_options(self, pairs: Iterable[str]) -> FrozenMapping[str, OptionValue]:
        """Options given as ``NAME=VALUE`` text (as on the command line), each read and checked.

        >>> from trickcards import find_game
        >>> dict(find_game("rubber").parse_options(["vulnerability=NS", "table=classic"]))
        {'vulnerability': 'ns', 'table': 'classic'}
        """
        values: dict[str, OptionValue] = {}
        for pair in pairs:
            name, equals, text = pair.partition("=") if isinstance(pair, str) else ("", "", "")
            if not equals or not name.strip():
                raise ParseError(f"{quote(pair)} is not an option: expected NAME=VALUE")
            name = name.strip()
            if name in values:
                raise ParseError(f"{quote(pair)}: the option {quote(name)} is given twice")
            values[name] = self.option(name).parse(text)
        return FrozenMapping(values)

    def new(
        self,
        seed: random.Random | int | str | bytes | None = None,
        *,
        hands: Iterable[object] | None = None,
        dealer: object = None,
        chance: object = None,
        **options: object,
    ) -> StateT_co:
        """The first state of one deal, dealt from ``seed`` or from the given ``hands``.

        ``seed`` is any seed the library takes (``None``: fresh randomness); ``hands``
        gives the cards instead (text or :class:`~trickcards.Hand` values, in player
        order; see the game's guide for any stock). ``dealer`` is the game's player
        value, letter or number (by default the first player). ``chance`` gives what the
        deal draws by lot after the cards (:attr:`Start.chance`: a goulash's draws in
        Towie and the cut-throat game), drawn by default from the seed, or for given
        hands from a generator seeded with them. ``options`` are the game's rule
        options by name.
        """
        if seed is not None and hands is not None:
            raise TrickcardsError("give a seed or the hands, not both: the hands fix the deal")
        settings = self.check_options(options)
        rng = None if hands is not None else random_source(seed)
        if chance is None:
            return self.state._first_new(rng, hands, dealer, settings)
        start = self.state.start_from(rng, hands, dealer, settings)
        draws = inputs.sequence(chance, lambda n: inputs.integer(n, "a draw by lot", low=0), "chance")
        if draws and not start.chance:
            raise TrickcardsError(f"chance={quote(chance)}: {self.name} draws nothing by lot after the deal")
        return self.state.first(Start(start.cards, start.dealer, start.options, draws))

    def replay(
        self,
        actions: Iterable[object],
        *,
        seed: random.Random | int | str | bytes | None = None,
        hands: Iterable[object] | None = None,
        dealer: object = None,
        chance: object = None,
        **options: object,
    ) -> StateT_co:
        """The state after ``actions`` (values or text) from the deal :meth:`new` makes of the same arguments."""
        state = self.new(seed, hands=hands, dealer=dealer, chance=chance, **options)
        for action in actions:
            state = state.apply(action)
        return state

    # --- action ids ----------------------------------------------------------------------

    @property
    def actions(self) -> tuple[Any, ...]:
        """Every action the game can ever take, under any option and number of players, in id order.

        The order is fixed and documented per game (:doc:`/guide/agents`): the phases'
        actions in the order of a deal, the cards last.

        >>> from trickcards import find_game
        >>> bridge = find_game("duplicate")
        >>> bridge.num_actions, [str(a) for a in bridge.actions[:4]], str(bridge.actions[-1])
        (90, ['Pass', 'X', 'XX', '1C'], 'SA')
        """
        return _action_table(self.name).actions

    @property
    def num_actions(self) -> int:
        """The number of action ids: ``len(game.actions)``."""
        return len(_action_table(self.name).actions)

    def action_id(self, action: object) -> int:
        """The id of ``action`` (a value or its text, in any spelling the game reads): its place in :attr:`actions`.

        >>> from trickcards import find_game
        >>> bridge = find_game("duplicate")
        >>> bridge.action_id("1NT"), bridge.action_id("♠A"), bridge.action_of(8)
        (7, 89, Call.parse('2C'))
        """
        return _action_table(self.name).id_of(action)

    def action_of(self, index: int) -> Any:
        """The action whose id is ``index`` (``0 <= index < num_actions``)."""
        actions = _action_table(self.name).actions
        return actions[inputs.integer(index, "an action id", low=0, high=len(actions) - 1)]

    @property
    def observation_size(self) -> int:
        """The length of every :meth:`~trickcards.analysis.observation.Observation.vector` of this game."""
        from trickcards.analysis.observation import observation_size  # noqa: PLC0415  # loaded only by those who observe

        return observation_size(self)

    def observation_layout(self, kind: str = "information_state") -> tuple[Slice, ...]:
        """The named slices (name, offset, shape) of every vector of ``kind`` of this game, adding up to its size.

        ``kind`` is ``"information_state"`` (:attr:`observation_size` long) or
        ``"observation"``, the compact tensor of :meth:`Observation.vector
        <trickcards.analysis.observation.Observation.vector>`.
        """
        from trickcards.analysis.observation import observation_layout  # noqa: PLC0415  # loaded only by those who observe

        return observation_layout(self, kind)

    def sheet(self, **options: object) -> ScoreSheet[StateT_co]:
        """The game's score sheet for one match: the deal options and the sheet's own (``target``, ``rubbers``, ``boards``).

        >>> from trickcards import find_game
        >>> find_game("rubber").sheet().next_deal()
        {'dealer': <Seat.NORTH: 0>, 'vulnerability': <Vulnerability.NONE: 'None'>, 'table': 'modern'}
        """
        if self.sheet_factory is None:
            raise TrickcardsError(f"{self.name} has no score sheet yet")
        return self.sheet_factory(self, options, None)

    def match(self, seed: int | str | None = None, **options: object) -> MatchState:
        """A whole match of the game as one state: every action of every deal of one sheet.

        ``seed`` deals every deal and draws what the rules draw by lot (``None``: a
        fresh seed, kept as :attr:`~trickcards.protocol.match.MatchState.seed`); ``options`` are
        those of :meth:`sheet`.
        """
        from trickcards.protocol.match import MatchState  # noqa: PLC0415  # matches load when first asked for

        return MatchState.start(self, seed, options)

    def replay_match(self, actions: Iterable[object], *, seed: int | str, **options: object) -> MatchState:
        """The match :meth:`match` starts from ``seed`` and ``options``, after ``actions`` (values or text)."""
        from trickcards.protocol.match import replay  # noqa: PLC0415  # matches load when first asked for

        if isinstance(actions, str) or not isinstance(actions, Iterable):
            raise TrickcardsError(f"{quote(actions)} is not a sequence of actions")
        return replay(self, actions, seed, options)

    def __str__(self) -> str:
        return self.name


_ACTION_TABLES: dict[str, ActionTable] = {}


def _action_table(name: str) -> ActionTable:
    """The action table of the game ``name`` (built on first use from what the game declares)."""
    found = _ACTION_TABLES.get(name)
    if found is None:
        from trickcards.protocol.actions import ActionTable  # noqa: PLC0415  # kept out of the import of trickcards

        declared = find_game(name).numbered_actions
        if declared is None:
            raise TrickcardsError(f"{quote(name)} has no action ids: its actions are not numbered yet")
        found = _ACTION_TABLES[name] = ActionTable(name, declared())
    return found


def _built() -> tuple[str, ...]:
    return tuple(v.name for v in VARIANTS if v.game is not None)


def games() -> tuple[Game[DealState[Any, Any]], ...]:
    """Every game that can be played through the protocol, in registry order (imports each adapter)."""
    return tuple(find_game(name) for name in _built())


def find_game(name: str) -> Game[DealState[Any, Any]]:
    """The game called ``name`` (its name, title or an alias, in any case).

    An unknown name, or a game specified but not built yet, raises
    :class:`UnknownGameError` listing the games that are built.

    >>> find_game("Contract Bridge").name, find_game("OH HELL").name
    ('rubber', 'blackout')
    >>> find_game("poker")
    Traceback (most recent call last):
    ...
    trickcards.protocol.game.UnknownGameError: 'poker' is not a known game: the games built are rubber, duplicate, chicago, ...
    """
    built = ", ".join(_built())
    try:
        variant = find_variant(name)
    except UnknownVariantError:
        raise UnknownGameError(f"{quote(name)} is not a known game: the games built are {built}") from None
    if variant.game is None:
        raise UnknownGameError(f"{quote(name)} is specified but not built yet: the games built are {built}")
    module, _, attribute = variant.game.partition(":")
    game = getattr(importlib.import_module(module), attribute)
    assert isinstance(game, Game)
    return game


MATCH_DEALS: Final = 100
"""How many deals :func:`random_actions` and :func:`random_playout` play of a match at most, by default.

Uniformly random bidding reaches absurd contracts that go down for ever, so a rubber
played at random rarely ends; ``trickcards play GAME --match`` stops at the same count.
"""


def _random_stop(state: object, max_deals: object) -> Callable[[Any], bool]:
    """When random play of ``state`` stops: a deal at its end; a match at its end or after ``max_deals`` more deals."""
    if isinstance(state, DealState):
        return lambda now: now.is_over
    from trickcards.protocol.match import MatchState  # noqa: PLC0415  # matches import this module

    if not isinstance(state, MatchState):
        raise TrickcardsError(f"{quote(state)} is not a game state: expected a deal or a match of a registered game")
    deals = MATCH_DEALS if max_deals is None else inputs.integer(max_deals, "a number of deals", low=1)
    last = state.deals_played + deals
    return lambda now: now.is_over or now.deals_played >= last


def random_actions(
    state: GameStateT, rng: random.Random, limit: int | None = None, *, max_deals: int | None = None
) -> GameStateT:
    """``state`` after up to ``limit`` random legal actions chosen with ``rng`` (to the end when ``None``).

    ``state`` is a deal, played to its end, or a match (:meth:`Game.match`), played to
    its end or until ``max_deals`` more deals are finished (:data:`MATCH_DEALS` when
    ``None``), whichever comes first; ``max_deals`` concerns matches only.

    >>> import random
    >>> over = random_actions(find_game("brandeln").new(seed=3), random.Random(3))
    >>> over.is_over, len(over.points)
    (True, 4)
    >>> match = random_actions(find_game("rubber").match(seed=3), random.Random(3), max_deals=2)
    >>> match.deals_played
    2
    """
    stop = _random_stop(state, max_deals)
    rng = random_source(rng)
    if limit is not None:
        limit = inputs.integer(limit, "a number of actions", low=0)
    taken = 0
    while not stop(state) and (limit is None or taken < limit):
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
        taken += 1
    return state


def random_playout(
    state: GameStateT, rng: random.Random | int | None = None, *, max_deals: int | None = None
) -> GameStateT:
    """``state`` played to the end with uniformly random legal actions, for simulations.

    The same actions, and so the same final state, as :func:`random_actions` with the
    same generator; but where a game's play phase runs on the trick engine that phase is
    played in one step (see :func:`trickcards.engine.trick_play.random_playout`), building only the
    final state. ``rng`` is a :class:`random.Random` or a seed. A match is played deal
    by deal so, to its end or until ``max_deals`` more deals are finished
    (:data:`MATCH_DEALS` when ``None``), as :func:`random_actions` plays it.

    >>> import random
    >>> start = find_game("duplicate").new(seed=3)
    >>> over = random_playout(start, random.Random(5))
    >>> over.is_over, over == random_actions(start, random.Random(5))
    (True, True)
    >>> match = find_game("chicago").match(seed=3)
    >>> random_playout(match, 5) == random_actions(match, random.Random(5))
    True
    """
    stop = _random_stop(state, max_deals)
    source = random_source(rng)
    now: Any = state
    while not stop(now):
        if now.phase == "play":
            played = now._random_play(source)
            if played is not None:
                now = played
                continue
        actions = now.legal_actions()
        now = now.apply(actions[source.randrange(len(actions))])
    result: GameStateT = now
    return result


class _CardPlay(Protocol):
    """A game's immutable play: its legal cards, and the play after one of them."""

    @property
    def is_complete(self) -> bool: ...

    def legal_cards(self) -> Iterable[Card]: ...

    def play(self, card: Card, /) -> Self: ...


_PlayT = TypeVar("_PlayT", bound=_CardPlay)


def play_at_random(play: _PlayT, rng: random.Random) -> tuple[_PlayT, tuple[Any, ...]]:
    """``play`` played to the end card by card, each card drawn as :func:`random_playout` draws an action.

    For a game whose play is not on the trick engine (the sequenced tricks of Helm and
    Chinese bridge), whose legal actions in the play are ``tuple(play.legal_cards())``:
    the same cards as going through the protocol, without its checks and states per card.
    Returns the last play and the cards played.
    """
    cards: list[Card] = []
    while not play.is_complete:
        legal = tuple(play.legal_cards())
        card = legal[rng.randrange(len(legal))]
        play = play.play(card)
        cards.append(card)
    return play, tuple(cards)


# --- helpers for the adapters -------------------------------------------------------------


def read_hands(hands: object, players: int, game: str, stock: bool = False) -> tuple[Hand | Deck, ...]:
    """The ``hands`` argument of :meth:`Game.new` read: ``players`` hands (values or text), then any stock.

    With ``stock=True`` one more entry may follow the hands: the rest of the pack, top
    card first, as a :class:`~trickcards.Deck` or its text. Anything else raises
    :class:`~trickcards.core.errors.TrickcardsError`.

    >>> [str(h) for h in read_hands(["AKQ.J.T9.8", "..."], 2, "a game")]
    ['AKQ.J.T9.8', '...']
    """
    from trickcards.core import inputs  # noqa: PLC0415  # kept out of the import of trickcards
    from trickcards.core.deck import Deck  # noqa: PLC0415

    players = inputs.integer(players, "a number of players", low=1, high=52)
    game = inputs.text(game, "a game's name", error=TrickcardsError)
    stock = inputs.flag(stock, "stock")
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        raise TrickcardsError(f"{quote(hands)} is not a sequence of hands: give one hand per player to {game}")
    entries = tuple(hands)
    if not players <= len(entries) <= players + stock:
        more = " and then the stock, top card first" if stock else ""
        raise TrickcardsError(f"{len(entries)} hands given: {game} takes {players} hands{more}")
    read: list[Hand | Deck] = []
    for index, entry in enumerate(entries):
        if index < players:
            read.append(inputs.hand(entry))
        else:
            read.append(Deck.parse(entry) if isinstance(entry, str) else _instance(entry, Deck, "a stock (a Deck)"))
    return tuple(read)


def _instance(value: object, kind: type[Any], what: str) -> Any:
    if not isinstance(value, kind):
        raise TrickcardsError(f"{quote(value)} is not {what}")
    return value


# --- actions shared by several games ------------------------------------------------------


class Draw(Frozen):
    """The action of taking one's due cards from the stock (no choice: the stock's order decides)."""

    __slots__ = ()

    def __new__(cls) -> Draw:
        return DRAW

    def __eq__(self, other: object) -> bool:
        return other is self

    def __hash__(self) -> int:
        return hash("Draw")

    def __str__(self) -> str:
        return "Draw"

    def __repr__(self) -> str:
        return "DRAW"

    def __reduce__(self) -> str:
        return "DRAW"

    @staticmethod
    def parse(text: str) -> Draw:
        """Read ``Draw`` in any case."""
        if isinstance(text, str) and text.strip().lower() == "draw":
            return DRAW
        raise ParseError(f"{quote(text)} is not an action here: expected Draw")


DRAW: Draw = object.__new__(Draw)
"""The one :class:`Draw` action."""
