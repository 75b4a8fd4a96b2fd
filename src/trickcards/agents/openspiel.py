"""Every game of the library as an OpenSpiel game (``pip install "trickcards[openspiel]"``).

After :func:`register`, ``pyspiel.load_game("python_trickcards_<name>")`` loads any game of
the registry (its name with ``-`` written ``_``), its rule options as game parameters:

.. code-block:: python

    import pyspiel
    from trickcards.agents import openspiel

    openspiel.register()
    game = pyspiel.load_game("python_trickcards_blackout(players=5,cards=9)")
    state = game.new_initial_state()

Each is a sequential, imperfect-information game with terminal rewards, declared
zero-sum where every deal's points add up to zero (contract bridge, Trio, two-handed bridge,
two-player Null, Chinese bridge, Helm),
general-sum otherwise:

- **Chance is explicit** by default: the deal is one chance node per card, in the order of
  the deal's layout (the first player's hand, then the next player's, ..., then any stock,
  top card first); each node's outcomes are the cards not yet dealt, equally likely, as
  their :attr:`Card.index <trickcards.Card.index>`. A stock's order follows from that
  layout. A goulash (Towie, cut-throat) is chance too, when it comes: one node for its
  cut, outcomes ``0``-``50`` for cuts 1-51, then in Towie six nodes for the dummy cards
  it turns up, each among the new dummy's cards not yet turned up.
- **Or sampled**, with the game parameter ``chance=sampled``: one chance node whose only
  outcome (``0``, "deal") deals the whole deal at once as :meth:`Game.new
  <trickcards.protocol.game.Game.new>` does, from the game's own generator (seeded by the
  parameter ``rng_seed``; ``-1``, the default, seeds it afresh). Its states serialize
  as the deal (with its draws by lot, :attr:`Start.chance
  <trickcards.protocol.game.Start.chance>`) and the actions since. The game is declared
  ``EXPLICIT_STOCHASTIC`` even so, with that one outcome: OpenSpiel serialises a
  ``SAMPLED_STOCHASTIC`` game with its generator's state, which it cannot ask a Python
  game for, so ``pyspiel.serialize_game_and_state`` would fail. Algorithms that
  enumerate chance outcomes must use the explicit mode.
  Searches that enumerate chance outcomes need the explicit mode; samplers of whole
  episodes (reinforcement learning, ISMCTS) save the 52 chance steps of each deal.
- **Actions** are the game's action ids (:meth:`Game.action_id
  <trickcards.protocol.game.Game.action_id>`); ``num_distinct_actions`` is :attr:`Game.num_actions
  <trickcards.protocol.game.Game.num_actions>`.
- **Information states** are the text and the :meth:`~trickcards.analysis.observation.Observation.vector`
  of :meth:`state.observation(player) <trickcards.protocol.game.DealState.observation>`
  (:attr:`Game.observation_size <trickcards.protocol.game.Game.observation_size>` long).
  The **observation tensor** is the compact one, ``vector(kind="observation")``, whose
  slices :meth:`Game.observation_layout <trickcards.protocol.game.Game.observation_layout>`
  names (the observer's ``dict`` holds each slice by name, shaped). The observers honour
  the type asked for: perfect recall or not (the information state or the compact
  tensor), public information only (the player's number, hand and reserve left out, his
  own private actions shown as hidden) or private only (those alone). During the deal a
  player's tensor holds his number and the cards he has been dealt so far, and his text
  lists them.
- **Returns** are the deal's :attr:`~trickcards.protocol.game.GameState.points`, in the order of the
  library state's players (OpenSpiel's player ``i`` is ``state.players[i]``).
- Each OpenSpiel state keeps the library state as ``.trickcards_state`` (``None`` until the
  last card is dealt) and implements ``resample_from_infostate`` with
  the observation's :meth:`~trickcards.analysis.observation.Observation.sample`, so OpenSpiel's
  Python ISMCTS (``open_spiel.python.algorithms.ismcts``) searches every game. (The C++
  ``pyspiel.ISMCTSBot`` cannot call a Python game's resampler.)
- ``min_utility`` and ``max_utility`` are the least and greatest points a player can score
  in a deal under the game's options, found by scoring every contract and result with the
  game's own table (duplicate ±7,600; three-handed bridge 0 to 7,750; Blackout's default
  seven cards among four 0 to 17, and -7 to 17 with missed bids scored by method 2).
  A deal is bounded by 2,000 actions after the cards are dealt.
- Games and states pickle (a game as its name, parameters and generator; a state as its
  game and the text of its ``serialize()``), in both chance modes.
- The dealer is the first player; the options are the game parameters, by name and default.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.agents._bounds import utility_bounds, zero_sum
from trickcards.analysis.observation import KINDS, text_of, vector_of, viewer
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.protocol.game import DealState, Game, OptionValue, find_game, games

__all__ = ["CHANCE_MODES", "PREFIX", "register", "short_name"]

PREFIX: Final = "python_trickcards_"
"""The start of every OpenSpiel short name this module registers."""

_MAX_GAME_LENGTH: Final = 2000
"""A bound on the actions of one deal after the deal itself (the longest bridge auction is 319 calls)."""


CHANCE_MODES: Final = ("explicit", "sampled")
"""The values of the game parameter ``chance``: one chance node per card, or one for the whole deal."""
_DEAL: Final = 0
"""The one chance outcome of a sampled deal."""


def short_name(name: str) -> str:
    """The OpenSpiel short name of the game called ``name`` (any name :func:`~trickcards.find_game` reads).

    >>> short_name("Partnership Blackout")
    'python_trickcards_partnership_blackout'
    """
    return PREFIX + find_game(name).name.replace("-", "_")


def register() -> tuple[str, ...]:
    """Register every game with OpenSpiel, once; returns their short names, in registry order.

    Raises :class:`~trickcards.core.errors.TrickcardsError` naming the extra to install when
    OpenSpiel is not installed.
    """
    return _register()


@functools.cache
def _register() -> tuple[str, ...]:
    try:
        import pyspiel  # noqa: PLC0415  # an optional extra, imported on demand
    except ImportError:
        raise TrickcardsError(
            'OpenSpiel is not installed: pip install "trickcards[openspiel]" to load the games in pyspiel'
        ) from None
    names = []
    registered = set(pyspiel.registered_names())
    for game in games():
        name = PREFIX + game.name.replace("-", "_")
        if name not in registered:
            game_type = _game_type(pyspiel, game, name)
            pyspiel.register_game(game_type, _factory(game.name, game_type))
        names.append(name)
    return tuple(names)


def _game_type(pyspiel: Any, game: Game[Any], name: str) -> Any:
    kinds = pyspiel.GameType
    parameters: dict[str, OptionValue] = {o.name: _parameter(o.default, o.choices) for o in game.options}
    parameters.update({"chance": CHANCE_MODES[0], "rng_seed": -1})
    return kinds(
        short_name=name,
        long_name=f"trickcards {game.title}",
        dynamics=kinds.Dynamics.SEQUENTIAL,
        # Sampled chance too: OpenSpiel serialises a sampled-stochastic game with its
        # generator's state, which it cannot ask a Python game for (see the module).
        chance_mode=kinds.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kinds.Information.IMPERFECT_INFORMATION,
        utility=kinds.Utility.ZERO_SUM if zero_sum(game.name) else kinds.Utility.GENERAL_SUM,
        reward_model=kinds.RewardModel.TERMINAL,
        max_num_players=max(game.players),
        min_num_players=min(game.players),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


def _parameter(default: OptionValue, choices: tuple[str, ...]) -> OptionValue:
    """An option's default as an OpenSpiel parameter: choices that are all numbers are numbers there.

    (OpenSpiel reads ``name=500`` in a game string as a number whatever the parameter's type.)
    """
    if isinstance(default, str) and choices and all(c.isdigit() for c in choices):
        return int(default)
    return default


def _factory(name: str, game_type: Any) -> Any:
    """OpenSpiel's factory of the game ``name``: a class of its own, as OpenSpiel's own Python games register.

    (A function or partial held by OpenSpiel's registry is freed after Python has shut
    down, which aborts the interpreter at exit; a class lives to the end.)
    """
    base = _classes().game
    title = "".join(word.capitalize() for word in name.split("-"))
    return type(f"Trickcards{title}Game", (base,), {"trickcards_name": name, "trickcards_type": game_type})


# --- one game under one set of options ------------------------------------------------------


class _Spec:
    """What the OpenSpiel game and its states share: the library game, its options and the deal's layout.

    The layout is the start's packets (:attr:`Start.cards <trickcards.protocol.game.Start.cards>`):
    each a hand or a stock dealt from the pack, or (Towie's six exposed dummy cards) a
    choice among an earlier packet's cards. Read only, so a state's copy shares it
    (OpenSpiel clones states with ``copy.deepcopy``) and it pickles by name.
    """

    __slots__ = (
        "actions",
        "game",
        "game_pack",
        "goulashes",
        "index",
        "num_players",
        "options",
        "pack",
        "packets",
        "sizes",
        "sources",
        "stocks",
    )

    def __init__(self, name: str, options: tuple[tuple[str, Any], ...]) -> None:
        from trickcards.core.deck import Deck  # noqa: PLC0415  # kept out of the import of trickcards

        self.game = find_game(name)
        self.options = dict(options)
        template = self.game.new(seed=0, **self.options)
        packets = template.start.cards
        self.sizes = tuple(len(packet) for packet in packets)
        self.stocks = tuple(isinstance(packet, Deck) for packet in packets)
        self.sources = tuple(
            next((j for j in range(k) if set(packets[k]) <= set(packets[j])), None) for k in range(len(packets))
        )
        self.packets = tuple(k for k, size in enumerate(self.sizes) for _ in range(size))
        self.pack = tuple(sorted({card.index for packet in packets for card in packet}))
        self.num_players = len(template.players)
        self.actions = self.game.actions
        self.index = {action: number for number, action in enumerate(self.actions)}
        self.game_pack = viewer(self.game.name).pack
        self.goulashes = hasattr(template, "goulashes")  # whether a deal may be dealt again (Towie, cut-throat)

    def __deepcopy__(self, memo: object) -> _Spec:
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_spec, (self.game.name, tuple(self.options.items())))

    def outcomes(self, dealt: Sequence[int]) -> list[int]:
        """The cards the next chance node may deal, after ``dealt`` (card indexes in layout order)."""
        packet = self.packets[len(dealt)]
        source = self.sources[packet]
        if source is None:
            taken = set(dealt)
            return [card for card in self.pack if card not in taken]
        start = sum(self.sizes[:packet])
        chosen = set(dealt[start:])
        offer = sum(self.sizes[:source])
        return sorted(card for card in dealt[offer : offer + self.sizes[source]] if card not in chosen)

    def deal(self, dealt: list[int], chance: tuple[int, ...] | None = None) -> DealState[Any, Any]:
        """The first state of the deal whose cards, in layout order, are ``dealt`` (card indexes), drawing ``chance``."""
        from trickcards.core.cards import CARDS  # noqa: PLC0415
        from trickcards.core.deck import Deck  # noqa: PLC0415
        from trickcards.core.hand import Hand  # noqa: PLC0415

        packets: list[object] = []
        at = 0
        for size, stock in zip(self.sizes, self.stocks, strict=True):
            cards = [CARDS[i] for i in dealt[at : at + size]]
            packets.append(Deck(cards) if stock else Hand(cards))
            at += size
        state: DealState[Any, Any] = self.game.new(hands=packets, chance=chance or None, **self.options)
        return state


@functools.cache
def _spec(name: str, options: tuple[tuple[str, Any], ...]) -> _Spec:
    return _Spec(name, options)


def _options(game: Game[Any], params: dict[str, Any]) -> dict[str, Any]:
    """The game's options from OpenSpiel parameters, checked."""
    options = {}
    for option in game.options:
        if option.name in params:
            value = params[option.name]
            if isinstance(option.default, str) and isinstance(value, int):
                value = str(value)
            options[option.name] = option.parse(value) if isinstance(value, str) else option.check(value)
    return options


def _layout_of(state: DealState[Any, Any]) -> list[int]:
    """The card indexes of ``state``'s deal in layout order (the chance actions that deal it)."""
    return [card.index for packet in state.start.cards for card in packet]


# --- a goulash as explicit chance (Towie, cut-throat) ------------------------------------------


def _goulashes(state: DealState[Any, Any]) -> int:
    return int(getattr(state, "goulashes", 0))


def _goulash_nodes(state: DealState[Any, Any]) -> int:
    """The chance nodes of one goulash: its cut, and in Towie the six dummy cards it turns up."""
    from trickcards.towie.deal import EXPOSED  # noqa: PLC0415  # the games are loaded on use

    return 1 + (EXPOSED if state.game_name == "towie" else 0)


def _goulash_outcomes(state: DealState[Any, Any], chosen: list[int]) -> list[int]:
    """The outcomes of a goulash's next chance node: a cut (0-50 for 1-51), or a new dummy card not yet turned up."""
    if not chosen:
        return list(range(51))
    dummy: Any = getattr(state, "cards").dummy  # noqa: B009  # Towie's deal
    return [card.index for card in dummy if card.index not in chosen[1:]]


def _with_goulash(state: DealState[Any, Any], chosen: list[int]) -> DealState[Any, Any]:
    """``state`` replayed with its last goulash cut at ``chosen[0] + 1`` and turning up the cards ``chosen[1:]``."""
    from trickcards.bridge.deal import goulash_draw  # noqa: PLC0415
    from trickcards.core.cards import CARDS  # noqa: PLC0415
    from trickcards.core.hand import Hand  # noqa: PLC0415
    from trickcards.protocol.game import Start  # noqa: PLC0415
    from trickcards.towie.deal import exposed_rank  # noqa: PLC0415

    start, number = state.start, _goulashes(state)
    draw = chosen[0]
    if len(chosen) > 1:
        dummy: Any = getattr(state, "cards").dummy  # noqa: B009  # Towie's deal, cut as chosen
        draw += 51 * exposed_rank(dummy, Hand([CARDS[i] for i in chosen[1:]]))
    chance = (*(goulash_draw(start.chance, n) for n in range(1, number)), draw)
    again: Any = type(state).first(Start(start.cards, start.dealer, start.options, chance))
    for action in state.history:
        again = again._after(action)
    return again  # type: ignore[no-any-return]


def _goulash_of(state: DealState[Any, Any], number: int) -> list[int]:
    """The chance outcomes of ``state``'s goulash ``number``: its cut, and in Towie the cards it turned up."""
    from trickcards.bridge.deal import goulash_draw  # noqa: PLC0415

    outcomes = [goulash_draw(state.start.chance, number) % 51]
    if state.game_name == "towie":
        deals = [deal for deal, _ in getattr(state, "earlier")] + [getattr(state, "cards")]  # noqa: B009
        outcomes += [card.index for card in deals[number].exposed]
    return outcomes


@functools.lru_cache(maxsize=64)
def _observation(state: DealState[Any, Any], player: int) -> Any:
    """``state.observation`` of the ``player``-th player, kept a while: OpenSpiel asks for text and tensor apart."""
    return state.observation(state.players[player])


def _tensor(state: DealState[Any, Any], player: int, kind: str, public: bool, private: bool) -> bytes | bytearray:
    """The vector of ``kind`` of the ``player``-th player, its parts kept as asked, one byte an entry."""
    if kind == KINDS[0] and public and private:
        return bytes(_observation(state, player).vector())
    return vector_of(state, state.players[player], kind, public=public, private=private)


def _text(state: DealState[Any, Any], player: int, public: bool, private: bool) -> str:
    """The information-state text of the ``player``-th player, its lines kept as asked."""
    if public and private:
        return str(_observation(state, player))
    return text_of(state, state.players[player], public=public, private=private)


def _load_game(name: str, params: dict[str, Any], rng: object = None) -> Any:
    """The game a pickle names (registered first), its generator's state restored."""
    import pyspiel  # noqa: PLC0415  # an optional extra, imported on demand

    register()
    game = pyspiel.load_game(name, params)
    if rng is not None and game.shuffler is not None:
        game.shuffler.rng.setstate(rng)
    return game


def _load_state(game: Any, text: str) -> Any:
    """The state a pickle holds: ``game``'s state of the serialised ``text``."""
    return game.deserialize_state(text)


def _chance(params: dict[str, Any]) -> tuple[bool, random.Random]:
    """Whether the deal is one sampled chance node, and the generator that deals it (parameters checked)."""
    mode = params.get("chance", CHANCE_MODES[0])
    if mode not in CHANCE_MODES:
        raise TrickcardsError(f"chance={quote(mode)} is not a chance mode: expected explicit or sampled")
    seed = params.get("rng_seed", -1)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < -1:
        raise TrickcardsError(f"rng_seed={quote(seed)} is not a seed: expected a number from 0, or -1 for a fresh one")
    return mode == "sampled", random.Random() if seed == -1 else random.Random(seed)


class _Shuffler:
    """The generator of a sampled-chance game, shared by its states and their copies (never copied)."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __deepcopy__(self, memo: object) -> _Shuffler:
        return self


def _seed(sampler: Any) -> random.Random:
    """A generator seeded from OpenSpiel's probability sampler (a number in [0, 1))."""
    return random.Random(int(sampler() * 2**53))


# --- the OpenSpiel classes, made when OpenSpiel is first asked for ----------------------------


class _Classes:
    __slots__ = ("game",)

    def __init__(self, game: Any) -> None:
        self.game = game


@functools.cache
def _classes() -> _Classes:
    """OpenSpiel's game, state and observer classes for the library's games (pyspiel imported here)."""
    import numpy as np  # noqa: PLC0415  # optional extras, imported on demand
    import pyspiel  # noqa: PLC0415

    from trickcards.agents._env_steps import DealSteps  # noqa: PLC0415  # loads the table games
    from trickcards.core.cards import CARDS  # noqa: PLC0415

    terminal = int(pyspiel.PlayerId.TERMINAL)
    int8, float32 = np.dtype(np.int8), np.dtype(np.float32)  # dtypes, not types: no conversion at each tensor

    class TrickcardsGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no type information
        """A game of the library under one set of options."""

        trickcards_name: str
        trickcards_type: Any

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            game = find_game(self.trickcards_name)
            game_type = self.trickcards_type
            params = dict(params or {})
            sampled, rng = _chance(params)
            spec = _spec(game.name, tuple(_options(game, params).items()))
            low, high = utility_bounds(game.name, tuple(spec.options.items()))
            info = pyspiel.GameInfo(
                num_distinct_actions=len(spec.actions),
                max_chance_outcomes=1 if sampled else max(spec.pack) + 1,
                num_players=spec.num_players,
                min_utility=float(low),
                max_utility=float(high),
                utility_sum=0.0 if zero_sum(game.name) else None,
                max_game_length=(1 if sampled else len(spec.packets)) + _MAX_GAME_LENGTH,
            )
            super().__init__(game_type, info, params)
            self.spec = spec
            self.shuffler = _Shuffler(rng) if sampled else None

        def __reduce_ex__(self, protocol: object) -> tuple[object, tuple[object, ...]]:
            """Pickled as its name and parameters (and with sampled chance its generator's state)."""
            rng = None if self.shuffler is None else self.shuffler.rng.getstate()
            return (_load_game, (self.get_type().short_name, self.get_parameters(), rng))

        def new_initial_state(self) -> Any:
            return TrickcardsState(self, self.spec, self.shuffler)

        def deserialize_state(self, text: str) -> Any:
            """The state :meth:`TrickcardsState.serialize` wrote (its deal, then its actions, one a line)."""
            lines = text.splitlines()
            state = self.new_initial_state()
            if self.shuffler is None:
                for line in lines:
                    state.apply_action(int(line))
                return state
            if lines and lines[0].startswith("deal "):
                cards, _, drawn = lines[0][5:].partition(" chance ")
                dealt = [int(i) for packet in cards.split("/") for i in packet.split()]
                state.pending = self.spec.deal(dealt, tuple(int(n) for n in drawn.split()))
                state.apply_action(_DEAL)
                for line in lines[1:]:
                    state.apply_action(int(line))
            return state

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
            """The observer of ``iig_obs_type`` (OpenSpiel's default: the compact observation of one player)."""
            if iig_obs_type is None:
                return Observer(self.spec, KINDS[1], public=True, private=True)
            if iig_obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
                raise TrickcardsError(
                    "private_info=ALL_PLAYERS is not an observation type of these games: "
                    "expected NONE or SINGLE_PLAYER (every player's private cards would be the whole deal)"
                )
            kind = KINDS[0] if iig_obs_type.perfect_recall else KINDS[1]
            private = iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
            return Observer(self.spec, kind, public=bool(iig_obs_type.public_info), private=private)

    class TrickcardsState(pyspiel.State):  # type: ignore[misc]
        """An OpenSpiel state over a library deal (``trickcards_state``, ``None`` during the deal).

        After the deal its actions step through :class:`~trickcards.agents._env_steps.DealSteps`
        (``steps``): the players' vectors kept up to date, a table game's auction and play
        stepped in place, copied when OpenSpiel clones the state.
        """

        # Set on a state only once it changes them: OpenSpiel's clone deep-copies each entry
        # of a state's __dict__, so a state in play (most clones) has three entries, not six.
        dealt: tuple[int, ...] | list[int] = ()  # explicit chance: the cards dealt so far
        pending: DealState[Any, Any] | None = None  # the deal the sampled chance node deals next
        goulash: list[int] | None = None  # explicit chance: a goulash's cut and cards turned up so far

        def __init__(self, game: Any, spec: _Spec, shuffler: _Shuffler | None = None) -> None:
            super().__init__(game)
            self.spec = spec
            self.shuffler = shuffler
            self.steps: DealSteps | None = None  # the deal's steps, once dealt

        @property
        def trickcards_state(self) -> DealState[Any, Any] | None:
            """The library state of the deal now (``None`` until the last card is dealt)."""
            steps = self.steps
            return None if steps is None else steps.state

        @trickcards_state.setter
        def trickcards_state(self, state: DealState[Any, Any]) -> None:
            self.steps = DealSteps(state, vectors=False)  # the vectors are made when a tensor is first asked for

        def __reduce_ex__(self, protocol: object) -> tuple[object, tuple[object, ...]]:
            """Pickled as its game and :meth:`serialize`'s text."""
            return (_load_state, (self.get_game(), self.serialize()))

        def current_player(self) -> int:
            steps = self.steps
            if steps is None or self.goulash is not None:
                return int(pyspiel.PlayerId.CHANCE)
            turn = steps.turn
            return terminal if turn < 0 else turn

        def _legal_actions(self, player: int) -> list[int]:
            assert self.steps is not None
            return self.steps.legal_ids()

        def chance_outcomes(self) -> list[tuple[int, float]]:
            if self.goulash is not None:
                assert self.trickcards_state is not None
                choices = _goulash_outcomes(self.trickcards_state, self.goulash)
                return [(choice, 1.0 / len(choices)) for choice in choices]
            if self.shuffler is not None:
                return [(_DEAL, 1.0)]
            remaining = self.spec.outcomes(self.dealt)
            chance = 1.0 / len(remaining)
            return [(card, chance) for card in remaining]

        def _apply_action(self, action: int) -> None:
            steps = self.steps
            if steps is not None and self.goulash is None:
                if not self.spec.goulashes:
                    steps.take(action)
                    return
                before = _goulashes(steps.state)
                steps.take(action)
                if self.shuffler is None and _goulashes(steps.state) > before:
                    self.goulash = []
                return
            if steps is None and self.shuffler is not None:
                dealt, self.pending = self.pending, None
                if dealt is None:  # dealt by the game's generator, in turn
                    dealt = self.spec.game.new(seed=self.shuffler.rng, **self.spec.options)
                self.trickcards_state = dealt
                return
            if steps is None:
                cards = self.dealt
                if not isinstance(cards, list):  # the first card: the state's own list
                    cards = self.dealt = []
                cards.append(action)
                if len(cards) == len(self.spec.packets):
                    self.trickcards_state = self.spec.deal(cards)
                return
            state = steps.state
            if self.goulash is not None:
                self.goulash.append(action)
                if len(self.goulash) == _goulash_nodes(state):
                    self.trickcards_state = _with_goulash(state, self.goulash)
                    self.goulash = None
                elif len(self.goulash) == 1:  # the cut: the new dummy's cards are those to turn up
                    self.trickcards_state = _with_goulash(state, [action])

        def _action_to_string(self, player: int, action: int) -> str:
            if player == pyspiel.PlayerId.CHANCE and self.goulash is not None:
                return f"cut {action + 1}" if not self.goulash else f"turn up {CARDS[action]}"
            if player == pyspiel.PlayerId.CHANCE:
                return "deal" if self.shuffler is not None else f"deal {CARDS[action]}"
            return str(self.spec.actions[action])

        # What Python callers ask every step, answered here from the steps rather than
        # through OpenSpiel's C++ (which calls back into this state): the same answers,
        # without the round trip. C++ callers go through the overrides above.

        def is_chance_node(self) -> bool:
            return self.steps is None or self.goulash is not None

        def legal_actions(self, player: int | None = None) -> list[int]:
            steps = self.steps
            if steps is None or self.goulash is not None:
                return list(
                    pyspiel.State.legal_actions(self) if player is None else pyspiel.State.legal_actions(self, player)
                )
            turn = steps.turn
            if turn < 0 or (player is not None and player != turn):
                return []
            return list(steps.legal_ids())

        def legal_actions_mask(self, player: int | None = None) -> list[int]:
            steps = self.steps
            if steps is None or self.goulash is not None:
                return list(
                    pyspiel.State.legal_actions_mask(self)
                    if player is None
                    else pyspiel.State.legal_actions_mask(self, player)
                )
            turn = steps.turn
            if turn < 0 or (player is not None and player != turn):
                return [0] * len(self.spec.actions)
            return list(steps.mask())

        def observation_tensor(self, player: int | None = None) -> list[float]:
            return self._tensor(KINDS[1], player, pyspiel.State.observation_tensor)

        def information_state_tensor(self, player: int | None = None) -> list[float]:
            return self._tensor(KINDS[0], player, pyspiel.State.information_state_tensor)

        def _tensor(self, kind: str, player: int | None, through_openspiel: Any) -> list[float]:
            """The default observer's tensor of ``kind`` for ``player`` (the one to move by default), as floats."""
            steps = self.steps
            if player is None:
                player = self.current_player()
            if steps is None or self.goulash is not None or not 0 <= player < len(steps.players):
                # During the deal, or a player OpenSpiel refuses: its own answer (or error).
                return list(through_openspiel(self) if player < 0 else through_openspiel(self, player))
            vector = steps.vector(steps.players[player], kind)
            tensor: list[float] = np.frombuffer(vector, int8).astype(float32).tolist()
            return tensor

        def is_terminal(self) -> bool:
            steps = self.steps
            return steps is not None and self.goulash is None and steps.turn < 0

        def returns(self) -> list[float]:
            state = self.trickcards_state
            points = None if state is None else state.points
            if points is None:
                return [0.0] * self.spec.num_players
            return [float(p) for p in points]

        def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
            """A state the player cannot tell from this one, drawn by the sampler of his observation.

            (:meth:`~trickcards.analysis.observation.Observation.sample`: its model is built
            once per state and player.) With sampled chance, when the drawn deal's actions
            are this one's (no hidden action drawn otherwise), the history is the same, one
            deal then the same actions: the state is this one's clone over the drawn deal.
            Otherwise the state is dealt the drawn deal and takes its actions.
            """
            steps = self.steps
            if steps is None:
                return self.get_game().new_initial_state()
            sample = steps.model(steps.players[player_id]).sample(_seed(probability_sampler))
            if self.shuffler is not None and sample.history == steps.state.history:
                self.steps = None  # cloned without the steps, replaced at once
                try:
                    fresh = self.clone()
                finally:
                    self.steps = steps
                fresh.steps = DealSteps(sample, vectors=False)
                return fresh
            fresh = self.get_game().new_initial_state()
            if self.shuffler is not None:  # the drawn deal as the one chance node
                fresh.pending = type(sample).first(sample.start)
                fresh.apply_action(_DEAL)
            else:
                for card in _layout_of(sample):
                    fresh.apply_action(card)
            for action in sample.history:
                fresh.apply_action(self.spec.index[action])
                if fresh.goulash is not None:  # the sample's goulash, as chance
                    for outcome in _goulash_of(sample, _goulashes(fresh.trickcards_state)):
                        fresh.apply_action(outcome)
            return fresh

        def serialize(self) -> str:
            """The actions so far, one a line; with sampled chance, the deal first (``deal`` and its card indexes)."""
            actions = [str(a) for a in self.history()]
            state = self.trickcards_state
            if self.shuffler is None or state is None:
                return "".join(f"{a}\n" for a in actions)
            packets = "/".join(" ".join(str(c.index) for c in packet) for packet in state.start.cards)
            drawn = " ".join(str(n) for n in state.start.chance)
            return f"deal {packets}{' chance ' + drawn if drawn else ''}\n" + "".join(f"{a}\n" for a in actions[1:])

        def __str__(self) -> str:
            state = self.trickcards_state
            if state is None:
                return "dealing: " + " ".join(str(CARDS[card]) for card in self.dealt)
            hands = " / ".join(str(packet) for packet in state.start.cards)
            return f"{hands}; " + " ".join(str(a) for a in state.history)

    class Observer:
        """One player's view of the kind asked for: the library's vector and text, restricted as asked.

        ``kind`` is the information state (perfect recall) or the compact observation;
        ``public`` and ``private`` say which parts are kept (:func:`~trickcards.analysis.observation.vector_of`).
        During the deal the tensor shows the player's cards dealt so far (and his number).
        """

        def __init__(self, spec: _Spec, kind: str, *, public: bool, private: bool) -> None:
            self.spec, self.kind, self.public, self.private = spec, kind, public, private
            self.layout = spec.game.observation_layout(kind)
            last = self.layout[-1]
            self.tensor: Any = np.zeros(last.offset + last.size, np.float32)
            self.dict = {
                part.name: self.tensor[part.offset : part.offset + part.size].reshape(part.shape)
                for part in self.layout
            }
            self.hand = next(part.offset for part in self.layout if part.name == "hand cards")

        def set_from(self, state: Any, player: int) -> None:
            steps = state.steps
            tensor = self.tensor
            if steps is None:
                tensor.fill(0)
                if self.private:
                    tensor[player] = 1
                    packets = self.spec.packets
                    for slot, card in enumerate(state.dealt):
                        if packets[slot] == player and card < self.spec.game_pack:
                            tensor[self.hand + card] = 1
            elif self.public and self.private:  # kept up to date by the steps
                tensor[:] = np.frombuffer(steps.vector(steps.players[player], self.kind), int8)
            else:
                vector = _tensor(steps.state, player, self.kind, self.public, self.private)
                tensor[:] = np.frombuffer(vector, int8)

        def string_from(self, state: Any, player: int) -> str:
            game_state = state.trickcards_state
            if game_state is None:
                if not self.private:
                    return "dealing"
                spec = state.spec
                own = [CARDS[card] for slot, card in enumerate(state.dealt) if spec.packets[slot] == player]
                return "dealt: " + " ".join(str(card) for card in own)
            return _text(game_state, player, self.public, self.private)

    return _Classes(TrickcardsGame)
