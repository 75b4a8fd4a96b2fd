"""What one player knows: :class:`Observation`, its information-state text, vector and sampler.

``state.observation(player)`` replays the deal from its start (or carries forward the
record of the last state of the same deal it observed) and records, in order,
everything ``player`` has seen: his cards and every public card each time they change,
every public action, his own private actions, and "a hidden action by X" for the
others' private ones (discards, contributions, reserves, a goulash's cut). The text of
that record is the information state with perfect recall: two states give equal text
exactly when the player cannot tell them apart.

:meth:`Observation.sample` deals a full state consistent with the observation,
uniformly over the complete histories (deal and hidden actions) that agree with it,
respecting what the rules force (a player who failed to follow suit holds none of
it). :meth:`Observation.vector` is a fixed-length 0/1 encoding of the same record
(:attr:`trickcards.protocol.game.Game.observation_size` long).

>>> import random
>>> from trickcards import find_game
>>> state = find_game("duplicate").new(seed=3, dealer="S")
>>> for action in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass", "C2"):
...     state = state.apply(action)
>>> seen = state.observation("E")
>>> print(seen)
game: duplicate, dealer S, vulnerability none
you are E
hand: A42.AK98.T5.9653
hidden: N 13, S 13, W 13
S: 1NT
W: Pass
N: 3NT
E: Pass
S: Pass
W: Pass
W: C2
dummy N: Q96.JT7642.96.Q4
hidden: S 13, W 12
>>> world = seen.sample(random.Random(1))
>>> world.observation("E") == seen, world.history == state.history
(True, True)
>>> len(seen.vector()) == find_game("duplicate").observation_size
True

Each game says what its players see through a :class:`Viewer` (``analysis/viewers/<game>.py``),
named in :data:`VIEWERS`; the sampler is :class:`~trickcards.analysis.hidden_deal.HiddenDeal`.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.cards import Card, cards_of
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import Frozen, FrozenMapping
from trickcards.core.inputs import _checked_mask, is_a, quote
from trickcards.core.inputs import seed as random_source
from trickcards.core.reprs import brief_repr
from trickcards.engine.sequenced_play import SequencedTrick

if TYPE_CHECKING:
    from trickcards.engine.trick_play import Trick, TrickRules
    from trickcards.protocol.game import DealState

__all__ = [
    "HIDDEN_COUNT_BITS",
    "KINDS",
    "ORDER_BITS",
    "PRIVATE_ZONES",
    "RECENT_WORDS",
    "SEEN_BITS",
    "VIEWERS",
    "Model",
    "Observation",
    "ObservationError",
    "Slice",
    "Viewer",
    "compact_vector",
    "forbidden_by_play",
    "layout",
    "observation_layout",
    "observation_size",
    "observe",
    "player_of",
    "replayed",
    "text_of",
    "vector_of",
    "viewer",
    "vulnerable_players",
]

HIDDEN_COUNT_BITS: Final = 16
"""Bits of the vector counting each player's hidden actions (unary, capped)."""
ORDER_BITS: Final = 6
"""Bits of the vector giving each card's place in the order of the plays (or of the other card actions), in binary."""
KINDS: Final = ("information_state", "observation")
"""The kinds of vector: the perfect-recall information state, and the compact observation of the position now."""
SEEN_BITS: Final = 8
"""Bits of the information-state vector giving when each card was first seen in a zone other than the trick, in binary."""
RECENT_WORDS: Final = 4
"""How many of the last words (calls and other actions that are not cards) the compact observation keeps, in order."""
PRIVATE_ZONES: Final = frozenset({"hand", "reserve"})
"""The zones that only their player sees (the others are public): the rest of a vector is public."""


class ObservationError(TrickcardsError):
    """An observation that cannot be made or sampled: an unknown player, or one built by hand."""


class Model(Protocol):
    """How an observation deals a consistent full state (built by the game's :class:`Viewer`)."""

    def sample(self, rng: random.Random) -> Any:
        """A full state consistent with the observation, uniformly over the consistent histories."""
        ...


def _lines(instance: object, attribute: object, value: object) -> None:
    is_a(tuple, "an observation's lines", of=str)(instance, attribute, value)


def _vector(instance: object, attribute: object, value: object) -> None:
    is_a(tuple, "an observation's vector", of=int)(instance, attribute, value)
    if any(bit not in (0, 1) for bit in value):  # type: ignore[attr-defined]  # checked to be a tuple
        raise ObservationError(f"{quote(value)} is not a vector of 0/1 ints")


@frozen
class Observation:
    """What :attr:`player` knows of a deal of :attr:`game` now; compares by value.

    ``str(observation)`` is the information state (one line per thing seen, in order);
    :meth:`vector` its 0/1 encoding; :meth:`sample` a full state consistent with it.
    Made by ``state.observation(player)``.
    """

    __repr__ = brief_repr

    game: str = field(validator=is_a(str, "a game name"))
    """The registry name of the game."""
    player: Any = field(validator=is_a(object, "a player"))
    """The player who observes, as the game's player value."""
    lines: tuple[str, ...] = field(validator=_lines)
    """The information state, one line per thing seen, in order."""
    bits: tuple[int, ...] = field(default=(), eq=False, repr=False, validator=_vector)
    """The vector (equal lines give equal bits)."""
    model: Model | None = field(default=None, eq=False, repr=False)
    """How to deal a consistent state; ``None`` for an observation built by hand."""

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def vector(self, kind: str = "information_state") -> tuple[int, ...]:
        """The observation as a tuple of 0/1 ints, :meth:`~trickcards.protocol.game.Game.observation_layout`'s size.

        ``kind="information_state"`` (the default) encodes the whole information state
        (``game.observation_size`` long); ``kind="observation"`` is the compact tensor of the
        position as the player sees it now, whose size does not grow with the history
        (``game.observation_layout("observation")`` names its slices).
        """
        if kind == KINDS[0]:
            return self.bits
        _kind(kind)
        if not isinstance(self.model, _Lazy):
            raise ObservationError(
                "this observation was built by hand: only state.observation(player) has a compact vector"
            )
        lazy = self.model
        return compact_vector(lazy._view, lazy._state, self.player)

    def sample(self, rng: random.Random | int | str | bytes | None = None) -> Any:
        """A full state consistent with this observation, uniform over the consistent complete histories.

        ``rng`` is a :class:`random.Random` or any seed the library takes. The state has
        the same history of public actions and the same observation for :attr:`player`.
        """
        source = random_source(rng)
        if self.model is None:
            raise ObservationError("this observation was built by hand: only state.observation(player) can sample")
        return self.model.sample(source)

    @classmethod
    def _made(cls, game: str, player: Any, lines: tuple[str, ...], bits: tuple[int, ...], model: Model) -> Observation:
        """An observation built by :func:`observe`, whose fields are valid by construction.

        It skips the validators, which cost a quarter of an observation (one test per bit).
        """
        made = object.__new__(cls)
        for name, value in (("game", game), ("player", player), ("lines", lines), ("bits", bits), ("model", model)):
            object.__setattr__(made, name, value)
        return made


# --- what a game supplies ------------------------------------------------------------------


class Viewer(Frozen):
    """How one game shows its states to a player; each game's module of :mod:`trickcards.analysis.viewers` has one.

    A viewer says who took an action, whether the others see it, what cards a player
    sees now (:meth:`seen`, :meth:`zones`) and builds the sampler (:meth:`model`). The
    class attributes size the vector. A viewer holds nothing else: two of one class are
    equal.
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self).__qualname__)

    def __reduce__(self) -> tuple[type[Viewer], tuple[()]]:
        return (type(self), ())

    pack: int = 52
    """Cards in the vector's card fields (55 with Bridgette's colons)."""
    players: int = 4
    """The most players the game has."""
    seats: int = 4
    """The most hands that play cards (dummies included), for the vector's played-card fields."""
    zones: tuple[str, ...] = ("hand",)
    """The card zones the vector shows, each a card field: the player's hand first."""
    words: tuple[str, ...] = ()
    """Every text of an action that is not a card, for the vector's action fields."""
    max_words: int = 64
    """How many words (non-card actions, hidden actions of others included) the vector records in order.

    Each game whose deals are bounded sets it from its rules, so that no legal deal has
    more (bridge: :func:`~trickcards.analysis.viewers.bridge.longest_auction`, 319); the default
    64 is a cap kept by the games with unbounded deals (Blackout, Towie, cut-throat),
    whose later words are only in the tally.
    """

    card_actions: bool = True
    """Whether a deal can have card actions outside the play (cards drawn, discarded, given, reserved).

    A game whose deals have none (contract bridge, the Blackouts: calls and cards played)
    leaves its "other card actions by player" run out of the compact observation.
    """
    private_actions: bool = True
    """Whether a deal can have actions the others do not see; a game whose deals have none
    leaves its "hidden actions by player" run out of the compact observation."""

    def name(self, player: Any) -> str:
        """The player's name in the text."""
        return str(player)

    def index(self, state: Any, player: Any) -> int:
        """The player's number in the vector."""
        return int(state.players.index(player))

    def actor(self, state: Any, action: Any) -> Any:
        """Who takes ``action`` in ``state``."""
        return state.to_move

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        """True when only ``actor`` sees ``action`` (a face-down discard, a reserve, a cut)."""
        return False

    def header(self, state: Any, who: Any) -> list[str]:
        """The public facts of the deal's start: the game, the dealer and the options."""
        hidden = getattr(type(state), "hidden_options", ())  # such as bridge bidding's double-dummy table
        options = ", ".join(f"{name} {str(value).lower()}" for name, value in state.start.options if name not in hidden)
        first = f"game: {state.game_name}, dealer {self.name(state.start.dealer)}"
        return [f"{first}, {options}" if options else first, f"you are {self.name(who)}"]

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        """What ``who`` sees now, as labelled values (shown by :meth:`~trickcards.analysis.observation.Viewer.text` when they change)."""
        raise NotImplementedError

    def text(self, state: Any, label: str, value: object) -> str:
        """The text of one value :meth:`seen` gives."""
        return str(value)

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        """The card mask of each of :attr:`zones` as ``who`` sees it now."""
        raise NotImplementedError

    def all_masks(self, state: Any, players: Sequence[Any]) -> list[tuple[int, ...]]:
        """:meth:`masks` of each of ``players``, in order (a viewer may share the work between them).

        After the opening lead of a bridge deal every player sees his hand and the trick,
        and all but the dummy (North) see the dummy too; cards in ``hand, dummy, trick``:

        >>> from trickcards import find_game
        >>> from trickcards.core.cards import Card
        >>> state = find_game("duplicate").new(seed=3, dealer="S")
        >>> for action in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass", "C2"):
        ...     state = state.apply(action)
        >>> view = viewer("duplicate")
        >>> masks = view.all_masks(state, state.players)
        >>> [tuple(bin(mask).count("1") for mask in zones) for zones in masks]
        [(13, 0, 1), (13, 13, 1), (13, 13, 1), (12, 13, 1)]
        >>> masks[1][2] == Card.parse("C2").mask
        True
        >>> masks == [view.masks(state, who) for who in state.players]
        True
        """
        return [self.masks(state, who) for who in players]

    def viewed(self, state: Any, who: Any) -> int:
        """The mask of the cards ``who`` sees now in the zones other than the trick (:meth:`masks`)."""
        mask = 0
        for zone, cards in zip(self.zones, self.masks(state, who), strict=True):
            if zone != "trick":
                mask |= cards
        return mask

    def slot(self, state: Any, action: Card) -> int:
        """The hand (number, below :attr:`~trickcards.analysis.observation.Viewer.seats`) whose card ``action`` is, for the vector's played-card fields."""
        return self.index(state, self.actor(state, action))

    def model(self, states: Sequence[Any], who: Any) -> Model:
        """The sampler of what ``who`` sees in the last of ``states`` (the deal replayed from its start)."""
        raise NotImplementedError

    def facts_layout(self) -> tuple[tuple[str, int], ...]:
        """The public facts the compact observation shows after the words, each a named run of bits.

        Every game shows who is vulnerable (one bit per player); the table games add
        the contract so far (:class:`~trickcards.analysis.table_observing.TableViewer`).
        """
        return (("vulnerable players", self.players),)

    def facts(self, state: Any) -> list[int]:
        """The bits set in :meth:`facts_layout`'s runs in ``state``, counted from the first run's start."""
        return [self.index(state, player) for player in vulnerable_players(state)]

    # --- sizes ---------------------------------------------------------------------------

    def size(self) -> int:
        """The length of the vector."""
        word = self.players + len(self.words) + 1
        return (
            self.players
            + len(self.zones) * self.pack
            + (self.seats + self.players) * self.pack
            + self.players * HIDDEN_COUNT_BITS
            + self.players * (len(self.words) + 1)
            + self.max_words * word
            + 2 * self.pack * ORDER_BITS
            + self.pack * SEEN_BITS
        )


VIEWERS: Final[FrozenMapping[str, str]] = FrozenMapping(
    {
        "rubber": "trickcards.analysis.viewers.bridge:VIEWER",
        "duplicate": "trickcards.analysis.viewers.bridge:VIEWER",
        "chicago": "trickcards.analysis.viewers.bridge:VIEWER",
        "bridge-bidding": "trickcards.analysis.viewers.bridge:VIEWER",
        "trio": "trickcards.analysis.viewers.trio:VIEWER",
        "two-handed": "trickcards.analysis.viewers.two_handed:VIEWER",
        "partnership-blackout": "trickcards.analysis.viewers.partnership_blackout:VIEWER",
        "blackout": "trickcards.analysis.viewers.blackout:VIEWER",
        "brandeln": "trickcards.analysis.viewers.brandeln:VIEWER",
        "bridgette": "trickcards.analysis.viewers.bridgette:VIEWER",
        "two-player-null": "trickcards.analysis.viewers.two_player_null:VIEWER",
        "three-handed": "trickcards.analysis.viewers.three_handed:VIEWER",
        "cut-throat": "trickcards.analysis.viewers.cutthroat:VIEWER",
        "towie": "trickcards.analysis.viewers.towie:VIEWER",
        "chinese-bridge": "trickcards.analysis.viewers.chinese_bridge:VIEWER",
        "helm": "trickcards.analysis.viewers.helm:VIEWER",
    }
)
"""Where each game's :class:`Viewer` lives, by game name."""

_LOADED: dict[str, Viewer] = {}


def viewer(name: str) -> Viewer:
    """The viewer of the game called ``name``."""
    found = _LOADED.get(name) if isinstance(name, str) else None
    if found is None:
        where = VIEWERS.get(name) if isinstance(name, str) else None
        if where is None:
            raise ObservationError(f"{quote(name)} has no observations yet")
        module, _, attribute = where.partition(":")
        found = getattr(importlib.import_module(module), attribute)
        assert isinstance(found, Viewer)
        _LOADED[name] = found
    return found


@frozen(field_transformer=inputs.typed_fields)
class Slice:
    """One named part of a vector: its ``name``, first index ``offset`` and ``shape`` (rows, columns)."""

    name: str
    """What the part encodes (see each game's guide)."""
    offset: int
    """The index of its first entry in the vector."""
    shape: tuple[int, ...]
    """Its shape, row-major: ``(players, pack)`` is one row of cards per player."""
    public: bool = True
    """False for what only the observing player sees (his number, his hand, his reserve)."""

    @property
    def size(self) -> int:
        """How many entries the part has."""
        size = 1
        for length in self.shape:
            size *= length
        return size


def _kind(kind: object) -> str:
    if kind not in KINDS:
        raise ObservationError(f"kind={quote(kind)} is not a kind of vector: expected information_state or observation")
    return str(kind)


def _checked_state(state: object) -> Any:
    """``state`` when it is a deal state (the protocol's), through the shared check."""
    from trickcards.protocol.game import DealState  # noqa: PLC0415  # the protocol loads this module

    return inputs.instance(state, DealState, "a deal state", error=ObservationError)


def layout(view: Viewer, kind: str = "information_state") -> tuple[Slice, ...]:
    """The slices of ``view``'s vectors of ``kind``, in order, adding up to the vector's size."""
    inputs.instance(view, Viewer, "a game's viewer", error=ObservationError)
    _kind(kind)
    found = _LAYOUTS.get((type(view), kind))
    if found is not None:
        return found
    players, pack, words = view.players, view.pack, len(view.words) + 1
    parts: list[tuple[str, tuple[int, ...], bool]] = [("player", (players,), False)]
    if kind == KINDS[1]:
        parts.append(("to move", (players,), True))
    parts += [(f"{zone} cards", (pack,), zone not in PRIVATE_ZONES) for zone in view.zones]
    parts.append(("played cards by hand", (view.seats, pack), True))
    # The compact observation leaves out the runs a game's deals can never fill.
    if kind == KINDS[0] or view.card_actions:
        parts.append(("other card actions by player", (players, pack), True))
    if kind == KINDS[0] or view.private_actions:
        parts.append(("hidden actions by player", (players, HIDDEN_COUNT_BITS), True))
    parts.append(("words said by player", (players, words), True))
    if kind == KINDS[0]:
        parts += [
            ("words in order", (view.max_words, players + words), True),
            ("place of each card played", (pack, ORDER_BITS), True),
            ("place of each other card action", (pack, ORDER_BITS), True),
            ("when each card was first seen", (pack, SEEN_BITS), False),
        ]
    else:
        parts.append(("last words", (RECENT_WORDS, players + words), True))
        parts += [(name, (size,), True) for name, size in view.facts_layout()]
    slices: list[Slice] = []
    at = 0
    for name, shape, public in parts:
        made = Slice(name, at, shape, public)
        slices.append(made)
        at += made.size
    result = _LAYOUTS[(type(view), kind)] = tuple(slices)
    return result


_LAYOUTS: dict[tuple[type, str], tuple[Slice, ...]] = {}


def observation_layout(game: object, kind: str = "information_state") -> tuple[Slice, ...]:
    """The named slices of every vector of ``kind`` of ``game`` (a :class:`trickcards.protocol.game.Game`)."""
    name = getattr(game, "name", None)
    if not isinstance(name, str):
        raise ObservationError(f"{quote(game)} is not a game: expected a Game of the registry")
    return layout(viewer(name), kind)


def observation_size(game: object) -> int:
    """The length of every observation vector of ``game`` (a :class:`trickcards.protocol.game.Game`)."""
    name = getattr(game, "name", None)
    if not isinstance(name, str):
        raise ObservationError(f"{quote(game)} is not a game: expected a Game of the registry")
    return viewer(name).size()


def _state(state: object) -> DealState[Any, Any]:
    """``state`` if it is a state of a game's deal."""
    from trickcards.protocol.game import DealState  # noqa: PLC0415  # the game module imports this one lazily

    if not isinstance(state, DealState):
        raise ObservationError(f"{quote(state)} is not a game state: expected a state of a registered game")
    return state


def player_of(state: DealState[Any, Any], player: object) -> Any:
    """``player`` as one of the state's players, read by :func:`trickcards.core.inputs.player`: the value, its number or digits, its name or letter."""
    players = _state(state).players
    expected = f"expected one of {', '.join(str(p) for p in players)}"
    return inputs.player(
        player,
        players,
        f"a player of this {state.game_name} deal",
        expected=expected,
        error=ObservationError,
    )


def replayed(state: DealState[Any, Any]) -> list[Any]:
    """Every state of the deal so far, from its first to ``state``."""
    current: Any = type(_state(state)).first(state.start)
    states = [current]
    for action in state.history:
        current = current._after(action)
        states.append(current)
    return states


def observe(state: DealState[Any, Any], player: object) -> Observation:
    """What ``player`` (in any form the game accepts) knows of ``state``: see :class:`Observation`."""
    view = viewer(_state(state).game_name)
    who = player_of(state, player)
    me = view.index(state, who)
    record = _record_of(view, state, who, me)
    bits = _bits(view, me, view.masks(state, who), record)
    return Observation._made(state.game_name, who, tuple(record.lines), bits, _Lazy(view, state, who))


class _Record:
    """What one player has seen of a deal replayed up to :attr:`current`, ready to be carried forward.

    The replay is the costly part of an observation; the last record of each deal and
    player is kept (:data:`_RECORDS`) so that observing the next state of the same deal
    replays only the new actions. A record is copied before it is extended.
    """

    __slots__ = (
        "current",
        "detail",
        "handled",
        "handles",
        "hidden",
        "history",
        "lines",
        "played",
        "plays",
        "public",
        "recent",
        "seen",
        "sequence",
        "shown",
        "start",
        "steps",
        "tally",
        "viewed",
    )

    def __init__(self, view: Viewer, state: Any, who: Any, public: bool = False, detail: int = 2) -> None:
        players = view.players
        self.start: object = state.start
        self.history: tuple[Any, ...] = ()
        self.current: Any = type(state).first(state.start)
        self.lines: list[str] = view.header(state, who)
        self.shown: dict[str, object] = {}
        self.played = [0] * view.seats
        self.handled = [0] * players
        self.hidden = [0] * players
        self.tally = [0] * (players * (len(view.words) + 1))
        self.sequence: list[int] = []
        self.plays: list[int] = []  # the index of each card played, in order
        self.handles: list[int] = []  # the index of each other card action seen, in order
        self.recent: list[int] = []  # the last RECENT_WORDS words' codes, in order
        self.public = public  # the record of what everyone sees: the player's own private actions hidden too
        self.steps = 0  # the actions recorded so far
        self.viewed = 0  # the mask of the cards seen so far in the zones other than the trick
        self.seen: dict[int, int] = {}  # by card index, the step after which it was first seen there, from 1
        # What is kept besides the actions: 2 the text and when each card was first seen (an
        # observation), 1 only the latter (an information-state vector), 0 neither (a compact one).
        self.detail = detail
        self.see(view, who)

    def copy(self) -> _Record:
        """A record equal to this one that can be extended without changing it."""
        made = object.__new__(_Record)
        made.start, made.history, made.current = self.start, self.history, self.current
        made.lines, made.shown = list(self.lines), dict(self.shown)
        made.played, made.handled, made.hidden = list(self.played), list(self.handled), list(self.hidden)
        made.tally, made.sequence = list(self.tally), list(self.sequence)
        made.plays, made.handles = list(self.plays), list(self.handles)
        made.recent, made.public = list(self.recent), self.public
        made.steps, made.viewed, made.seen = self.steps, self.viewed, dict(self.seen)
        made.detail = self.detail
        return made

    def see(self, view: Viewer, who: Any) -> None:
        """Record what ``who`` sees in :attr:`current` that has changed."""
        if not self.detail:
            return
        current, shown = self.current, self.shown
        viewed = view.viewed(current, who)
        new = viewed & ~self.viewed
        if new:
            self.viewed |= viewed
            code = self.steps + 1
            while new:
                low = new & -new
                self.seen[low.bit_length() - 1] = code
                new ^= low
        if self.detail < 2:
            return
        for label, text in view.seen(current, who):
            if label not in shown or shown[label] != text:
                shown[label] = text
                self.lines.append(f"{label}: {view.text(current, label, text)}")

    def extend(self, view: Viewer, who: Any, actions: tuple[Any, ...]) -> None:
        """Record ``actions``, taken one after the other from :attr:`current`."""
        other = len(view.words)
        words = _word_numbers(view)
        for action in actions:
            current = self.current
            actor = view.actor(current, action)
            number = view.index(current, actor)
            word = None
            if (self.public or actor != who) and view.is_private(current, action, actor):
                self.lines.append(f"a hidden action by {view.name(actor)}")
                self.hidden[number] += 1
                word = other
            else:
                self.lines.append(f"{view.name(actor)}: {action}")
                card = action if isinstance(action, Card) else getattr(action, "card", None)
                if isinstance(card, Card):
                    if current.phase == "play":
                        self.played[view.slot(current, card)] |= card.mask
                        self.plays.append(card.index)
                    else:
                        self.handled[number] |= card.mask
                        self.handles.append(card.index)
                else:
                    word = words.get(str(action), other)
            if word is not None:
                self.tally[number * (other + 1) + word] = 1
                code = number * (other + 1) + word
                if len(self.sequence) < view.max_words:
                    self.sequence.append(code)
                self.recent.append(code)
                if len(self.recent) > RECENT_WORDS:
                    del self.recent[0]
            self.current = current._after(action)
            self.steps += 1
            self.see(view, who)
        self.history = (*self.history, *actions)


# The last record of each deal (by its start), player and whether it is the public one, to carry forward (bounded).
_RECORDS: dict[tuple[int, int, bool, int], _Record] = {}
_WORDS: dict[type[Viewer], dict[str, int]] = {}


def _word_numbers(view: Viewer) -> dict[str, int]:
    found = _WORDS.get(type(view))
    if found is None:
        found = _WORDS[type(view)] = {word: number for number, word in enumerate(view.words)}
    return found


def _record_of(view: Viewer, state: Any, who: Any, me: int, public: bool = False, detail: int = 2) -> _Record:
    """The record of ``state`` for ``who``, carried forward from the last one of the deal when it can be.

    With ``public``, the record of what everyone sees (``who``'s private actions hidden too);
    ``detail`` says what it keeps besides the actions (see :class:`_Record`).
    """
    key = (id(state.start), me, public, detail)
    history = state.history
    known = _RECORDS.get(key)
    if (
        known is not None
        and known.start is state.start
        and len(known.history) <= len(history)
        and history[: len(known.history)] == known.history
    ):
        record = known.copy()
    else:
        record = _Record(view, state, who, public, detail)
    record.extend(view, who, history[len(record.history) :])
    if key not in _RECORDS and len(_RECORDS) >= 256:
        _RECORDS.clear()
    _RECORDS[key] = record
    return record


class _Lazy:
    """The model of an observation, built from the observed state at the first :meth:`sample`."""

    __slots__ = ("_built", "_state", "_view", "_who")

    def __init__(self, view: Viewer, state: Any, who: Any) -> None:
        self._view, self._state, self._who = view, state, who
        self._built: Model | None = None

    def __reduce__(self) -> tuple[type[_Lazy], tuple[Viewer, Any, Any]]:
        return (_Lazy, (self._view, self._state, self._who))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Lazy):
            return NotImplemented
        return (self._view, self._state, self._who) == (other._view, other._state, other._who)

    def __hash__(self) -> int:
        return hash((self._state, self._who))

    def built(self) -> Model:
        """The model, built once."""
        built = self._built
        if built is None:
            built = self._built = self._view.model(replayed(self._state), self._who)
        return built

    def sample(self, rng: random.Random) -> Any:
        return self.built().sample(rng)


def _bits(view: Viewer, me: int, zones: tuple[int, ...], record: _Record) -> tuple[int, ...]:
    played, handled, hidden, tally, sequence = (
        record.played,
        record.handled,
        record.hidden,
        record.tally,
        record.sequence,
    )
    players, pack = view.players, view.pack
    bits = [0] * view.size()
    bits[me] = 1
    at = players

    def cards(mask: int) -> None:
        for card in cards_of(mask):
            if card.index < pack:
                bits[at + card.index] = 1

    for mask in (*zones, *played, *handled):
        cards(mask)
        at += pack
    for count in hidden:
        for unit in range(min(count, HIDDEN_COUNT_BITS)):
            bits[at + unit] = 1
        at += HIDDEN_COUNT_BITS
    for position, bit in enumerate(tally):
        bits[at + position] = bit
    at += len(tally)
    word = players + len(view.words) + 1
    for slot, code in enumerate(sequence):
        actor, spoken = divmod(code, len(view.words) + 1)
        bits[at + slot * word + actor] = 1
        bits[at + slot * word + players + spoken] = 1
    at += view.max_words * word
    for order in (record.plays, record.handles):
        for number, index in enumerate(order, 1):
            if index < pack:
                _write_order(bits, at + index * ORDER_BITS, number)
        at += pack * ORDER_BITS
    for index, code in record.seen.items():
        if index < pack:
            bits[at + index * SEEN_BITS : at + (index + 1) * SEEN_BITS] = _SEEN_CODES[min(code, _SEEN_CAP)]
    return tuple(bits)


def _compact(view: Viewer, state: Any, me: int, zones: tuple[int, ...], record: _Record) -> bytearray:
    """The compact observation (:func:`layout` of kind ``observation``), one 0/1 byte an entry."""
    players, pack = view.players, view.pack
    slices = layout(view, KINDS[1])
    bits = bytearray(slices[-1].offset + slices[-1].size)
    bits[me] = 1
    to_move = state.to_move
    if to_move is not None and to_move in state.players:
        bits[players + view.index(state, to_move)] = 1
    at = 2 * players
    handled = record.handled if view.card_actions else ()
    for cards in (*zones, *record.played, *handled):
        rest = cards
        while rest:
            low = rest & -rest
            index = low.bit_length() - 1
            if index < pack:
                bits[at + index] = 1
            rest ^= low
        at += pack
    for count in record.hidden if view.private_actions else ():
        for unit in range(min(count, HIDDEN_COUNT_BITS)):
            bits[at + unit] = 1
        at += HIDDEN_COUNT_BITS
    tally = record.tally
    bits[at : at + len(tally)] = tally
    at += len(tally)
    other = len(view.words) + 1
    word = players + other
    for slot, code in enumerate(record.recent):
        actor, spoken = divmod(code, other)
        bits[at + slot * word + actor] = 1
        bits[at + slot * word + players + spoken] = 1
    at += RECENT_WORDS * word
    for index in view.facts(state):
        bits[at + index] = 1
    return bits


def compact_vector(view: Viewer, state: Any, who: Any) -> tuple[int, ...]:
    """``who``'s compact observation of ``state``: see :meth:`Observation.vector`."""
    inputs.instance(view, Viewer, "a game's viewer", error=ObservationError)
    _checked_state(state)
    me = view.index(state, who)
    record = _record_of(view, state, who, me, detail=0)
    return tuple(_compact(view, state, me, view.masks(state, who), record))


def vector_of(
    state: Any, player: Any, kind: str = "information_state", *, public: bool = True, private: bool = True
) -> bytearray:
    """The vector of ``kind`` of ``player`` (one of the state's players) in ``state``, restricted as asked.

    ``public=False`` leaves out what everyone sees, ``private=False`` what only the
    player sees (his number, hand and reserve zones, and his private actions, which the
    public record shows as hidden, as everyone else sees them). OpenSpiel's observers
    read it (:mod:`trickcards.agents.openspiel`).
    """
    view = viewer(_checked_state(state).game_name)
    _kind(kind)
    me = view.index(state, player)
    record = _record_of(view, state, player, me, public=not private, detail=int(kind == KINDS[0]))
    zones = view.masks(state, player)
    bits = bytearray(_bits(view, me, zones, record)) if kind == KINDS[0] else _compact(view, state, me, zones, record)
    if not (public and private):
        for part in layout(view, kind):
            if part.public != public:
                bits[part.offset : part.offset + part.size] = bytes(part.size)
    return bits


def text_of(state: Any, player: Any, *, public: bool = True, private: bool = True) -> str:
    """The information-state text of ``player`` in ``state``, restricted as :func:`vector_of` restricts the vector.

    Public only: what everyone sees (the player's private actions shown as hidden, his
    hand and reserve left out). Private only: who he is and his own cards.
    """
    view = viewer(_checked_state(state).game_name)
    me = view.index(state, player)
    record = _record_of(view, state, player, me, public=not private)
    kept = []
    for line in record.lines:
        label = line.partition(":")[0]
        own = label in PRIVATE_ZONES or line.startswith("you are ")
        if (own and private) or (not own and public):
            kept.append(line)
    return "\n".join(kept)


def vulnerable_players(state: Any) -> tuple[Any, ...]:
    """The players of ``state`` who are vulnerable in its deal (none in a game without vulnerability)."""
    word = dict(_checked_state(state).start.options).get("vulnerability")
    if not isinstance(word, str):
        return ()
    players = state.players
    from trickcards.core.seats import Seat  # noqa: PLC0415  # kept out of this module's import cost

    if all(isinstance(player, Seat) for player in players):
        from trickcards.bridge.deal import Vulnerability  # noqa: PLC0415

        vulnerability = Vulnerability.parse(word)
        return tuple(player for player in players if vulnerability.is_vulnerable(player))
    from trickcards.protocol.vulnerable_players import vulnerable_set  # noqa: PLC0415

    letters = "abcdefgh"[: len(players)]
    chosen = vulnerable_set(word, letters)
    return tuple(player for number, player in enumerate(players) if number in chosen)


_ORDER_CODES: Final = tuple(
    bytes((number >> bit) & 1 for bit in range(ORDER_BITS)) for number in range(1 << ORDER_BITS)
)
"""Every number's ``ORDER_BITS`` bits, lowest first: one slice assignment writes a place."""


_SEEN_CAP: Final = (1 << SEEN_BITS) - 1
_SEEN_CODES: Final = tuple(bytes((number >> bit) & 1 for bit in range(SEEN_BITS)) for number in range(1 << SEEN_BITS))
"""Every step's ``SEEN_BITS`` bits, lowest first (steps past the cap share its code)."""


def _write_order(bits: list[int] | bytearray, at: int, number: int) -> None:
    """Write ``number`` (a card's place in an order, from 1) in binary, lowest bit first, at ``at``."""
    bits[at : at + ORDER_BITS] = _ORDER_CODES[number & ((1 << ORDER_BITS) - 1)]


# --- inferences shared by the trick games --------------------------------------------------


def cards_mask(cards: Iterable[Card]) -> int:
    """The bit mask of ``cards`` (a hand, a trick's cards, discards), for the games' viewers.

    >>> cards_mask([Card.parse("C2"), Card.parse("SA")]) == Card.parse("C2").mask | Card.parse("SA").mask
    True
    """
    mask = 0
    for card in cards:
        mask |= card.mask
    return mask


def forbidden_by_play(
    rules: TrickRules,
    tricks: Sequence[Trick] | Sequence[SequencedTrick],
    hidden: Callable[[int], bool],
    pool: int,
    source: Callable[[int, int], int] | None = None,
) -> dict[int, int]:
    """The cards each hidden hand cannot hold now, shown by the cards it played legally.

    For every card played by a position for which ``hidden(position)`` is true, any card
    ``x`` of ``pool`` (the cards the observer has not seen) whose presence in that hand
    would have made the card played illegal is forbidden (a player who did not follow
    suit holds none of it; one who did not head a Null trick holds no card that would).
    The hand then was the cards it played from that trick on plus cards it still holds,
    so one such ``x`` is enough to forbid it: the rules of this library make a card
    illegal by single cards held (follow, trump, head, lead restrictions, colons).

    ``tricks`` are tricks of the trick engine or of :class:`~trickcards.engine.sequenced_play.SequencedPlay`
    (several cards a player). Where a player plays from more than one holding (Helm's
    hand in tricks 1-7, reserve in 8-10), ``source(trick_index, position)`` names the
    holding each card came from; the result and ``hidden`` are then by holding.
    """
    _check_inference(rules, tricks, hidden, source)
    later: dict[int, int] = {}
    forbidden: dict[int, int] = {}
    candidates = cards_of(_checked_mask(pool, "the unseen cards (a card mask)", error=ObservationError))
    for number in range(len(tricks) - 1, -1, -1):
        trick = tricks[number]
        history = cast("Sequence[Trick]", tricks[:number])  # lead rules read only each trick's cards
        order = trick.order if isinstance(trick, SequencedTrick) else None
        for place in range(len(trick.cards) - 1, -1, -1):
            card = trick.cards[place]
            position = order[place] if order is not None else int(trick.player(place))  # type: ignore[union-attr]  # a Trick
            if source is not None:
                position = source(number, position)
            known = later.get(position, 0) | card.mask
            later[position] = known
            if not hidden(position):
                continue
            before = trick.cards[:place]
            if not _legal(rules, history, before, known) & card.mask:
                continue  # not a hand this inference understands; leave it unconstrained
            blocked = forbidden.get(position, 0)
            for x in candidates:
                if not blocked & x.mask and not _legal(rules, history, before, known | x.mask) & card.mask:
                    blocked |= x.mask
            forbidden[position] = blocked
    return forbidden


def _check_inference(rules: object, tricks: object, hidden: object, source: object) -> None:
    """Refuse what :func:`forbidden_by_play` cannot read; cheap, as the viewers call it on every model they build."""
    from trickcards.engine.trick import Trick  # noqa: PLC0415  # kept out of this module's import cost
    from trickcards.engine.trick_rules import TrickRules  # noqa: PLC0415  # likewise

    inputs.instance(rules, TrickRules, "the rules of a deal's tricks", error=ObservationError)
    if isinstance(tricks, str | bytes) or not isinstance(tricks, Sequence):
        raise ObservationError(f"{quote(tricks)} is not the tricks played: expected a sequence of tricks")
    for trick in tricks:
        if not isinstance(trick, Trick | SequencedTrick):
            raise ObservationError(f"{quote(trick)} is not a trick played: expected a Trick or a SequencedTrick")
    inputs.function(hidden, "who is hidden", error=ObservationError)
    inputs.optional(source, lambda f: inputs.function(f, "where each card came from", error=ObservationError))


def _legal(rules: TrickRules, history: Sequence[Trick], before: tuple[Card, ...], hand: int) -> int:
    """The cards of ``hand`` that may be played to the trick begun by ``before`` (a lead when empty)."""
    return rules.legal_follows(hand, before) if before else rules.legal_leads(hand, history)
