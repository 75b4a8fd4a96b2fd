"""What the agents' environments keep between steps: the vectors, and a table game's auction and play stepped in place.

:class:`Vectors` keeps every player's :meth:`Observation.vector
<trickcards.analysis.observation.Observation.vector>` of one deal up to date action by action,
without the observation's text: the part that records the actions is written once for
all the players who have seen the same actions (everyone, until the first private
action), and each player's card zones are rewritten only where their cards changed.

:class:`TableSteps` plays the play of a table game (contract bridge and the variants
that play at a :class:`~trickcards.bridge.TablePlay`) through one
:class:`~trickcards.Playout`: no immutable state per card, the legal cards and the
winners from the engine kernel, a card written once in the part all the players share
and in the few zone bytes that show it, the library state built when asked for.

:class:`AuctionSteps` makes the calls of such a game's auction (where its rules are
the kernel's auction tables whole) on the kernel's auction state: the legal calls from
:func:`~trickcards.core._kernel.auction_legal`, a call written once in the shared part, the
library state built when asked for and as the play starts.

PettingZoo's environment (:mod:`trickcards.agents.pettingzoo`) steps through these; a test
checks at every step of random deals of every game that the vectors equal
``bytes(state.observation(player).vector())`` and the states those of ``apply``.

The compiled build compiles this module with mypyc, as it does the kernel (nothing here is
public): a copy starts from a blank made by the class itself (``Vectors()``), since
mypyc's classes refuse ``object.__new__``, and the slots are named once, in a constant.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Final

from trickcards.analysis.observation import (
    _ORDER_CODES,
    _SEEN_CAP,
    _SEEN_CODES,
    HIDDEN_COUNT_BITS,
    KINDS,
    ORDER_BITS,
    RECENT_WORDS,
    SEEN_BITS,
    Viewer,
    _word_numbers,
    layout,
    replayed,
    viewer,
)
from trickcards.analysis.table_observing import TableViewer
from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.game import AuctionPlayState
from trickcards.bridge.play import TablePlay
from trickcards.core import _kernel
from trickcards.core.cards import CARDS, Card
from trickcards.core.seats import Seat
from trickcards.engine.playout import Playout
from trickcards.protocol.actions import ActionTable
from trickcards.protocol.game import DealState, Game, _action_table, find_game

__all__: list[str] = []

_DIGITS_TO_BITS: Final = bytes.maketrans(b"01", b"\x00\x01")


def _bytes_of(mask: int, digits: str) -> bytes:
    """``mask``'s bits as 0/1 bytes, lowest first, as many as the format ``digits`` (``"052b"``) writes."""
    return format(mask, digits)[::-1].encode().translate(_DIGITS_TO_BITS)


_INFORMATION_STATE: Final = KINDS[0]
_NO_SEEN_CODE: Final = bytes(SEEN_BITS)  # a card not seen: its SEEN_BITS bytes


class _Seen:
    """The action part of the vectors of the players who have seen the same actions.

    ``bits`` is the information state's part from the played cards on; ``recent`` the
    compact observation's last words (who said each, and which), oldest first, and
    ``last`` their bits once written (``None`` until then: written when a compact vector
    is next asked for, and kept while no word is said).
    """

    __slots__ = ("bits", "handles", "hidden", "last", "players", "recent", "words")

    def __init__(
        self,
        players: tuple[Any, ...],
        bits: bytearray,
        hidden: list[int],
        words: int,
        handles: int,
        recent: list[tuple[int, int]],
    ) -> None:
        self.players = players
        self.bits = bits
        self.hidden = hidden  # the others' hidden actions seen, by player number
        self.words = words  # the words recorded in order so far
        self.handles = handles  # the card actions outside the play seen so far
        self.recent = recent  # the last words (player and word), oldest first
        self.last: bytes | None = None

    def alone(self, player: Any) -> _Seen:
        """A copy for ``player`` alone."""
        return self.copy((player,))

    def copy(self, players: tuple[Any, ...]) -> _Seen:
        """A copy seen by ``players``."""
        return _Seen(
            players,
            bytearray(self.bits),
            list(self.hidden),
            self.words,
            self.handles,
            list(self.recent),
        )


@functools.cache
def _facts_size(view: Viewer) -> int:
    """The length of the compact observation's facts: its runs after the last words."""
    parts = layout(view, KINDS[1])
    last = next(part for part in parts if part.name == "last words")
    return parts[-1].offset + parts[-1].size - last.offset - last.size


class _Shape:
    """Where the parts of a game's vectors lie (see :func:`~trickcards.analysis.observation.layout`): the same for all its deals."""

    __slots__ = (
        "digits",
        "facts_size",
        "fixed",
        "full",
        "length",
        "order",
        "other",
        "pack",
        "players",
        "runs",
        "sequence",
        "tally",
        "turns",
        "watched",
        "word",
        "words",
    )

    def __init__(self, view: Viewer) -> None:
        players, pack = self.players, self.pack = view.players, view.pack
        self.full, self.digits = (1 << pack) - 1, f"0{pack}b"  # a zone's cards, and its format as binary digits
        self.fixed = players + len(view.zones) * pack  # the player's number and zones
        self.length = view.size() - self.fixed - pack * SEEN_BITS  # the action part
        other = self.other = len(view.words)
        self.words = _word_numbers(view)
        played = (view.seats + players) * pack
        self.tally = played + players * HIDDEN_COUNT_BITS
        self.sequence = self.tally + players * (other + 1)
        self.order = self.sequence + view.max_words * (players + other + 1)
        self.word = players + other + 1  # one last word's bits: who said it, and which
        # The runs of the action part the compact observation keeps (start, end), merged where they touch.
        runs = [(0, view.seats * pack)]
        if view.card_actions:
            runs.append((view.seats * pack, played))
        if view.private_actions:
            runs.append((played, self.tally))
        runs.append((self.tally, self.sequence))
        merged = [runs[0]]
        for start, end in runs[1:]:
            if start == merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
            else:
                merged.append((start, end))
        self.runs = tuple(merged)
        # The compact observation's "to move" run, by the number of the player to move (the last: nobody).
        self.turns = (
            *(bytes(number) + b"\x01" + bytes(players - number - 1) for number in range(players)),
            bytes(players),
        )
        self.facts_size = _facts_size(view)
        # The zones whose cards count as seen (all but the trick), by number.
        self.watched = tuple(number for number, zone in enumerate(view.zones) if zone != "trick")


@functools.cache
def _shape(view: Viewer) -> _Shape:
    return _Shape(view)


_VECTORS_SLOTS: Final = (
    "_count",
    "_facts",
    "_facts_of",
    "_groups",
    "_heads",
    "_order",
    "_other",
    "_plays",
    "_runs",
    "_seen",
    "_sequence",
    "_shape",
    "_tails",
    "_tally",
    "_turns",
    "_view",
    "_viewed",
    "_zones",
)
"""The attributes of :class:`Vectors` (its slots; :meth:`Vectors.copy` copies them all)."""


class Vectors:
    """Every player's vectors of one deal, both kinds, kept up to date as its actions are taken.

    :meth:`follow` records an action taken in a state; :meth:`vector` gives a player's
    vector of either kind as a new ``bytearray``, equal to
    ``bytes(state.observation(player).vector(kind))``. The two kinds share the player's
    number, zones and the action counts; the information state adds the words and cards
    in order and when each card was first seen, the compact observation the player to
    move, the last words and the public facts (:func:`~trickcards.analysis.observation.layout`).
    """

    __slots__ = _VECTORS_SLOTS

    def __init__(self, state: DealState[Any, Any] | None = None) -> None:
        """The vectors of ``state``'s deal, up to ``state``; without a state, a blank that :meth:`copy` fills."""
        if state is None:
            return
        view = viewer(state.game_name)
        self._view = view
        shape = self._shape = _shape(view)
        # The shape's offsets read at every action or vector, kept here as well (one attribute read each).
        self._other, self._tally, self._sequence = shape.other, shape.tally, shape.sequence
        self._order, self._runs, self._turns = shape.order, shape.runs, shape.turns
        players, pack = view.players, view.pack
        # The compact observation's facts, written when first asked for after they change.
        self._facts: bytearray | None = None
        self._facts_of: Callable[[], list[int]] = functools.partial(view.facts, state)
        everyone = _Seen(tuple(state.players), bytearray(shape.length), [0] * players, 0, 0, [])
        self._groups = [everyone]
        self._seen = dict.fromkeys(state.players, everyone)
        self._plays = 0
        self._heads: dict[Any, bytearray] = {}
        for player in state.players:
            head = self._heads[player] = bytearray(shape.fixed)
            head[view.index(state, player)] = 1
        self._zones: dict[Any, tuple[int, ...]] = dict.fromkeys(state.players, (0,) * len(view.zones))
        # When each card was first seen in a zone other than the trick, by player (the vector's last part).
        self._count = 0  # the actions followed
        self._tails = {player: bytearray(pack * SEEN_BITS) for player in state.players}
        self._viewed = dict.fromkeys(state.players, 0)
        current: Any = type(state).first(state.start) if state.history else state
        self.show_all(current)
        for action in state.history:
            after = current._after(action)
            self.follow(current, action)
            self.show_all(after)
            current = after

    def copy(self) -> Vectors:
        """An independent copy: following actions in either leaves the other as it is."""
        made = Vectors()  # a blank, every attribute set below
        for name in _VECTORS_SLOTS:
            setattr(made, name, getattr(self, name))
        groups = {id(seen): seen.copy(seen.players) for seen in self._groups}
        made._groups = list(groups.values())
        made._seen = {player: groups[id(seen)] for player, seen in self._seen.items()}
        made._heads = {player: bytearray(head) for player, head in self._heads.items()}
        made._tails = {player: bytearray(tail) for player, tail in self._tails.items()}
        made._zones = dict(self._zones)
        made._viewed = dict(self._viewed)
        return made

    def facts_changed(self, facts: Callable[[], list[int]]) -> None:
        """The compact observation's public facts are now the bits ``facts()`` gives, asked for when a compact vector is.

        ``facts`` is a :meth:`Viewer.facts <trickcards.analysis.observation.Viewer.facts>` of the state reached, or its equal.
        """
        self._facts, self._facts_of = None, facts

    def _facts_now(self) -> bytearray:
        facts = self._facts
        if facts is None:
            facts = self._facts = bytearray(self._shape.facts_size)
            for index in self._facts_of():
                facts[index] = 1
        return facts

    def show_all(self, state: Any) -> None:
        """Show every player's zones in ``state`` (the state reached by the last action followed)."""
        players = tuple(self._heads)
        for player, zones in zip(players, self._view.all_masks(state, players), strict=True):
            self.show(player, zones)

    def follow(self, before: Any, action: Any) -> None:
        """Record ``action``, taken in ``before``, in every player's vector (:meth:`show_all` then shows the zones after it)."""
        view = self._view
        actor = view.actor(before, action)
        number = view.index(before, actor)
        card = action if isinstance(action, Card) else getattr(action, "card", None)
        private = view.is_private(before, action, actor)
        if private and len(self._groups) == 1 and len(self._seen) > 1:
            self._split()
        if isinstance(card, Card) and before.phase == "play":
            if private:
                self._hidden(actor, number)
                self.play(view.slot(before, card), card.index, [self._seen[actor]])
            else:
                self.play(view.slot(before, card), card.index)
            return
        self._count += 1  # (a card of the play is counted by play)
        other = self._other
        word = self._shape.words.get(str(action), other)
        pack = view.pack
        for seen in self._groups:
            if private and actor not in seen.players:
                self._hide(seen, number)
            elif isinstance(card, Card):
                bits, index = seen.bits, card.index
                seen.handles += 1
                if index < pack:
                    bits[(view.seats + number) * pack + index] = 1
                    at = self._order + pack * ORDER_BITS + index * ORDER_BITS
                    bits[at : at + ORDER_BITS] = _ORDER_CODES[seen.handles & ((1 << ORDER_BITS) - 1)]
            else:
                self._say(seen, number, word)

    def play(self, slot: int, index: int, groups: list[_Seen] | None = None) -> None:
        """Record the play of the card of index ``index`` from hand ``slot`` in every vector (or ``groups``'s): one more action taken."""
        self._count += 1
        plays = self._plays = self._plays + 1
        pack = self._shape.pack
        if index < pack:
            at = slot * pack + index
            order = self._order + index * ORDER_BITS
            code = _ORDER_CODES[plays & ((1 << ORDER_BITS) - 1)]
            for seen in groups or self._groups:
                bits = seen.bits
                bits[at] = 1
                bits[order : order + ORDER_BITS] = code

    def say(self, number: int, word: int) -> None:
        """Record word ``word`` said aloud by player ``number`` in every vector (a public call): one more action taken."""
        self._count += 1
        for seen in self._groups:
            self._say(seen, number, word)

    def vector(self, state: DealState[Any, Any], player: Any, kind: str = KINDS[0]) -> bytearray:
        """The vector of ``kind`` of ``player`` (one of the state's players) in ``state``, the last state followed."""
        view = self._view
        self.show(player, view.masks(state, player))
        if kind == KINDS[0]:
            return self.vector_now(player)
        self.facts_changed(functools.partial(view.facts, state))
        to_move = state.to_move
        turn = view.index(state, to_move) if to_move is not None and to_move in state.players else None
        return self.vector_now(player, kind, turn)

    def vector_now(self, player: Any, kind: str = KINDS[0], turn: int | None = None) -> bytearray:
        """The vector of ``kind`` of ``player`` with the zones and facts last written: a new array.

        ``turn`` is the number of the player to move (``None``: nobody), for the compact kind.
        """
        head, seen = self._heads[player], self._seen[player]
        if kind == _INFORMATION_STATE:
            return bytearray().join((head, seen.bits, self._tails[player]))  # one copy
        players = self._view.players
        last = seen.last
        if last is None:
            size = self._shape.word
            words = bytearray(RECENT_WORDS * size)
            for slot, (actor, spoken) in enumerate(seen.recent):
                words[slot * size + actor] = 1
                words[slot * size + players + spoken] = 1
            last = seen.last = bytes(words)
        bits = seen.bits
        return bytearray().join(
            (
                head[:players],
                self._turns[-1 if turn is None else turn],
                head[players:],
                *[bits[start:end] for start, end in self._runs],
                last,
                self._facts_now(),
            )
        )

    def show(self, player: Any, zones: tuple[int, ...]) -> None:
        """Write ``zones`` (the viewer's :meth:`~trickcards.analysis.observation.Viewer.masks`) in ``player``'s vector.

        Only the cards that changed since the zones last shown are written.
        """
        shown = self._zones[player]
        if zones == shown:
            return
        self._zones[player] = zones
        shape = self._shape
        viewed = 0
        for number in shape.watched:
            viewed |= zones[number]
        before = self._viewed[player]
        new = viewed & ~before
        if new:
            self._viewed[player] = before | viewed
            tail = self._tails[player]
            code = _SEEN_CODES[min(self._count + 1, _SEEN_CAP)]
            if new.bit_count() > 4:  # a hand or a dummy: every card's code in one write
                # The cards' digits, lowest card first, each made its 8 bytes: none, or the code.
                digits = format(new & shape.full, shape.digits)[::-1].encode()
                codes = digits.replace(b"0", _NO_SEEN_CODE).replace(b"1", code)
                if before:
                    merged = int.from_bytes(tail, "little") | int.from_bytes(codes, "little")
                    codes = merged.to_bytes(len(tail), "little")
                tail[:] = codes
            else:
                while new:
                    low = new & -new
                    index = low.bit_length() - 1
                    if index < shape.pack:
                        tail[index * SEEN_BITS : (index + 1) * SEEN_BITS] = code
                    new ^= low
        head = self._heads[player]
        full, at = shape.full, shape.players
        for was, now in zip(shown, zones, strict=False):  # as many zones in both: not checked at every step
            changed = (was ^ now) & full
            if changed:
                if changed.bit_count() > 4:  # a new hand: the whole zone in one write
                    head[at : at + shape.pack] = _bytes_of(now & full, shape.digits)
                else:
                    while changed:
                        low = changed & -changed
                        head[at + low.bit_length() - 1] = 1 if now & low else 0
                        changed ^= low
            at += shape.pack

    def head(self, player: Any) -> bytearray:
        """``player``'s number and zones, for a caller that writes the cards leaving or joining a zone itself.

        :meth:`show` then brings the zones up to date: it rewrites the cards that differ
        from those it last showed, so what was written here must be what it would write.
        """
        return self._heads[player]

    # --- the parts of an action --------------------------------------------------------

    def _split(self) -> None:
        """Give each player his own action part (a private action makes them differ from now on)."""
        (everyone,) = self._groups
        self._groups = [everyone.alone(player) for player in everyone.players]
        self._seen = {seen.players[0]: seen for seen in self._groups}

    def _hidden(self, actor: Any, number: int) -> None:
        for seen in self._groups:
            if actor not in seen.players:
                self._hide(seen, number)

    def _hide(self, seen: _Seen, number: int) -> None:
        """Record a hidden action by player ``number`` for ``seen``."""
        view = self._view
        hidden = seen.hidden
        if hidden[number] < HIDDEN_COUNT_BITS:
            seen.bits[(view.seats + view.players) * view.pack + number * HIDDEN_COUNT_BITS + hidden[number]] = 1
        hidden[number] += 1
        self._say(seen, number, self._other)

    def _say(self, seen: _Seen, number: int, word: int) -> None:
        """Record word ``word`` said by player ``number`` (the last word: a hidden action) for ``seen``."""
        view = self._view
        bits, other = seen.bits, self._other
        bits[self._tally + number * (other + 1) + word] = 1
        count = seen.words
        if count < view.max_words:
            at = self._sequence + count * (view.players + other + 1)
            bits[at + number] = 1
            bits[at + view.players + word] = 1
            seen.words = count + 1
        recent = seen.recent  # the compact observation's last words
        recent.append((number, word))
        if len(recent) > RECENT_WORDS:
            del recent[0]
        seen.last = None


# --- the play of a table game, stepped in place -------------------------------------------

# The viewer's methods the table steps stand for: a viewer that overrides any of them
# sees its states in its own way, and its games step through the library states.
_TABLE_METHODS: Final = (
    "actor",
    "is_private",
    "masks",
    "hand_masks",
    "dealt_hands",
    "engine",
    "entry_of",
    "visible",
    "slot",
    "position_entries",
    "index",
)
# The states' members the table steps stand for in the play.
_STATE_MEMBERS: Final = ("_after", "phase", "to_move", "legal_actions")


def table_steps_apply(state: DealState[Any, Any]) -> bool:
    """True when the play of ``state``'s game can be stepped by :class:`TableSteps` (its class and viewer)."""
    view = viewer(state.game_name)
    if not isinstance(view, TableViewer) or not isinstance(state, AuctionPlayState):
        return False
    if any(getattr(type(view), name) is not getattr(TableViewer, name) for name in _TABLE_METHODS):
        return False
    if any(getattr(type(state), name) is not getattr(AuctionPlayState, name) for name in _STATE_MEMBERS):
        return False
    # The cards' ids: the last block of the actions, in card index order (one per card of the pack).
    actions = _action_table(state.game_name).actions
    first = len(actions) - view.pack
    return first >= 0 and all(actions[first + index] is CARDS[index] for index in range(view.pack))


@functools.cache
def _suit_bytes() -> tuple[bytes, ...]:
    """By a suit's 13 bits, their 0/1 bytes, lowest first (a legal mask's suit, looked up rather than written out)."""
    return tuple(_bytes_of(bits, "013b") for bits in range(1 << 13))


# What the table steps read from a play's first states: the hand entry of each position,
# each player's own entry, who chooses each position's card, and the entries each player
# sees besides his own before and after the opening lead (see TableSteps._seated).
_Seated = tuple[
    tuple[int, ...],
    dict[Any, "int | None"],
    dict[int, Any],
    dict[Any, tuple[int, ...]],
    "dict[Any, tuple[int, ...]] | None",
]
# By the state's class, the play's seating and its declarer: what every play seated alike
# shares before its opening lead (the seating kept, so that its id is not reused).
_SEATED: dict[tuple[type, int, object], tuple[object, _Seated]] = {}

OVER: Final = object()
"""What :meth:`TableSteps.take` returns for the last card of the play."""


_TABLE_STEPS_SLOTS: Final = (
    "_blank",
    "_core",
    "_digits",
    "_first",
    "_full",
    "_hands",
    "_lead",
    "_left",
    "_mask",
    "_movers",
    "_others",
    "_own",
    "_pack",
    "_play",
    "_playout",
    "_reached",
    "_slots",
    "_start",
    "_suits",
    "_trick_at",
    "_tricks",
    "_vectors",
    "_view",
    "_wipes",
    "_writing",
)
"""The attributes of :class:`TableSteps` (its slots; :meth:`TableSteps.copy` copies them all)."""


class TableSteps:
    """The play of a table game stepped in place through one :class:`~trickcards.Playout`.

    Made by :meth:`start` from a library state in the play (the first one, as the
    auction ends). Who chooses each hand's card (the state's ``to_move``) and which
    hands each player sees, before the opening lead and after it (:attr:`TablePlay.exposed
    <trickcards.bridge.TablePlay.exposed>`: the dummies go face up with the opening lead
    and stay so), are read from the library's states once, at the start. :meth:`take`
    plays a card by its action id (and says who chooses the next) and writes it in the :class:`Vectors`: the card once in
    the action part shared by all, and in each player's zones that show it (its hand, a
    dummy he sees, the trick). :meth:`state` builds the library state reached, as
    :func:`~trickcards.protocol.game.random_playout` does.
    """

    __slots__ = _TABLE_STEPS_SLOTS

    def __init__(self, state: Any = None, vectors: Vectors | None = None) -> None:
        """The steps of ``state``'s play, writing in ``vectors``; without them, a blank that :meth:`copy` fills."""
        if state is None or vectors is None:
            return
        view = viewer(state.game_name)
        assert isinstance(view, TableViewer)
        play = state._play
        self._start = self._reached = state
        self._play = play
        self._playout = Playout(play.trick_play)
        core = self._core = self._playout._core
        self._vectors = vectors
        self._view = view
        pack = self._pack = view.pack
        self._first = len(_action_table(state.game_name).actions) - pack
        self._mask = bytearray(self._first)  # the ids before the cards': never legal in the play
        self._full, self._digits = (1 << pack) - 1, f"0{pack}b"
        self._suits = _suit_bytes() if pack == 52 else ()  # four blocks of 13 cards, looked up
        self._left = core.left
        self._hands = list(view.hand_masks(state))
        self._lead: dict[Any, tuple[int, ...]] | None  # the hands seen after the opening lead, until it
        engine = play.trick_play
        if engine.history or engine._cards:  # a play under way: read from its states
            self._slots, self._own, self._movers, self._others, self._lead = self._seated(state)
        else:  # the opening lead to come: the same for every play seated alike
            key = (type(state), id(play.seating), play.contract.declarer)
            known = _SEATED.get(key)
            if known is None or known[0] is not play.seating:
                if len(_SEATED) >= 64:
                    _SEATED.clear()
                known = _SEATED[key] = (play.seating, self._seated(state))
            self._slots, self._own, self._movers, self._others, self._lead = known[1]
        self._trick_at = view.players + 2 * pack  # the trick's zone, after the hand's and the dummies'
        self._blank = bytes(pack)
        self._bind(vectors)
        if self._writing:
            self.release()
            vectors.facts_changed(functools.partial(view.facts, state))  # the contract, fixed through the play

    def _bind(self, vectors: Vectors) -> None:
        """Write the cards in ``vectors``: where each card leaving a hand is cleared, the trick's zones."""
        self._vectors = vectors
        self._writing = type(vectors) is not _Unwritten  # none are written until the vectors are made
        if self._writing:
            self._tricks = tuple(vectors.head(player) for player in self._own)
            self._wipes = self._wipes_of(self._others)
        else:
            self._tricks, self._wipes = (), ((),) * len(self._hands)

    def copy(self, vectors: Vectors) -> TableSteps:
        """An independent copy writing in ``vectors`` (a copy of this one's)."""
        made = TableSteps()  # a blank, every attribute set below
        for name in _TABLE_STEPS_SLOTS:
            setattr(made, name, getattr(self, name))
        made._playout = self._playout.copy()
        made._core = made._playout._core
        made._bind(vectors)
        return made

    def _seated(self, state: Any) -> _Seated:
        """Where each position's cards were dealt, each player's own entry, who chooses each hand's card, what each sees.

        Who chooses and what is seen once a card is down are asked of the library's
        states of the play played on with the lowest legal cards.
        """
        view, core = self._view, self._core
        entries = view.position_entries(state)
        slots = tuple(entries[position] for position in range(core.players))
        self._own = own = {player: view.entry_of(state, player) for player in state.players}
        movers: dict[int, Any] = {}
        others = self._seen_by_others(state)
        lead = None
        now = state._play
        while len(movers) < core.players and not now.is_complete:
            engine = now.trick_play
            movers.setdefault(int(engine.next_player), state._mover(now))
            card = CARDS[(engine._legal & -engine._legal).bit_length() - 1]
            later = now.play(card)
            if not engine.history and not engine._cards:  # that card was the opening lead
                lead = self._seen_by_others(state._next(card, _play=later))
            now = later
        return slots, own, movers, others, lead

    def _seen_by_others(self, state: Any) -> dict[Any, tuple[int, ...]]:
        """The entries each player sees in ``state`` besides his own."""
        view, own = self._view, self._own
        exposed = view.exposed(state)
        return {player: tuple([e for e in exposed if e != own[player]]) for player in state.players}

    def _wipes_of(self, others: dict[Any, tuple[int, ...]]) -> tuple[tuple[tuple[bytearray, int], ...], ...]:
        """For each hand entry, where a card leaving it is cleared: (a vector's head, the zone's first byte)."""
        vectors, view, pack = self._vectors, self._view, self._pack
        players = view.players
        wipes: list[list[tuple[bytearray, int]]] = [[] for _ in self._hands]
        for player, mine in self._own.items():
            if mine is not None:
                wipes[mine].append((vectors.head(player), players))
            for number, entry in enumerate(others[player]):
                wipes[entry].append((vectors.head(player), players + view.other_zone(number) * pack))
        return tuple(tuple(places) for places in wipes)

    def _zones(self) -> dict[Any, tuple[int, ...]]:
        """Every player's zones now (the viewer's :meth:`~trickcards.analysis.table_observing.TableViewer.zone_masks`)."""
        core = self._core
        trick = 0
        for index in core.trick:
            trick |= 1 << index
        gone = self._left ^ core.left  # the cards played since the start
        hands = [mask & ~gone for mask in self._hands]
        zone_masks, others = self._view.zone_masks, self._others
        return {player: zone_masks(hands, own, others[player], trick) for player, own in self._own.items()}

    @classmethod
    def start(cls, state: Any, vectors: Vectors) -> TableSteps | None:
        """The steps of ``state``'s play (a state of a game :func:`table_steps_apply` accepts); ``None`` outside the play."""
        if not isinstance(state._play, TablePlay) or state.phase != "play":
            return None
        return cls(state, vectors)

    def take(self, number: int) -> Any:
        """Play the card whose action id is ``number`` and record it; the player to choose the next card.

        :data:`OVER` once the play is over; ``None`` (nothing done) unless the card is legal now.
        """
        index = number - self._first
        core = self._core
        slot = self._slots[(core.leader + len(core.trick)) % core.players]
        if index < 0 or not core.play(index):
            return None
        self._vectors.play(slot, index)
        for head, at in self._wipes[slot]:
            head[at + index] = 0
        at = self._trick_at
        if core.trick:
            for head in self._tricks:
                head[at + index] = 1
        else:  # the trick is complete: the zone is empty again
            blank = self._blank
            for head in self._tricks:
                head[at : at + len(blank)] = blank
        if self._lead is not None:  # the opening lead: the dummies go face up
            self._others, self._lead = self._lead, None
            if self._writing:
                self._wipes = self._wipes_of(self._others)
                self.release()
        return self._movers[(core.leader + len(core.trick)) % core.players] if core.left else OVER

    def release(self) -> None:
        """Hand the vectors back to :meth:`Vectors.vector`: their zones written as they are now."""
        show = self._vectors.show
        for player, zones in self._zones().items():
            show(player, zones)

    def legal(self) -> tuple[int, int]:
        """The legal cards now, a bit per card index, and the action id of the card of index 0."""
        return self._core.legal & self._full, self._first

    def mask(self) -> bytearray:
        """The legal action mask now, one 0/1 byte per action id (a new array).

        A pack of 52: each suit's 13 bytes looked up by its 13 bits; another pack: the
        legal cards' mask written in binary, lowest card first, its digits made bytes.
        """
        legal, suits = self._core.legal, self._suits
        if suits:
            return (
                self._mask
                + suits[legal & 8191]
                + suits[legal >> 13 & 8191]
                + suits[legal >> 26 & 8191]
                + suits[legal >> 39 & 8191]
            )
        return self._mask + _bytes_of(legal & self._full, self._digits)

    def state(self) -> Any:
        """The library state reached: the state the steps started from, with the cards played since."""
        played = self._core.played
        reached = self._reached
        if len(reached.history) - len(self._start.history) < len(played):
            cards = tuple(map(CARDS.__getitem__, played))
            reached = self._reached = self._start._next_many(cards, _play=self._play._with(self._playout.state))
        return reached


# --- the auction of a table game, stepped in place --------------------------------------

# The states' members the auction steps stand for: how a call is taken, what is legal,
# and how the play starts from the final auction.
_AUCTION_MEMBERS: Final = (*_STATE_MEMBERS, "_calls", "_auction_call", "_after_auction", "_verify")
_SEATS: Final = tuple(Seat)
# By the kernel's auction tables: their calls as masks (built once per rules and dealer).
_CALL_MASKS: dict[int, tuple[_kernel.AuctionTables, _kernel.AuctionCalls]] = {}


def auction_steps_apply(state: DealState[Any, Any]) -> bool:
    """True when the auction of ``state``'s game can be stepped by :class:`AuctionSteps`.

    A game whose play :class:`TableSteps` steps, whose state takes its calls as
    :class:`~trickcards.bridge.game.AuctionPlayState` does, under auction rules the
    kernel's tables hold whole (no bid choices, no opening jump), its calls' action ids
    their :attr:`Call.index <trickcards.bridge.Call.index>`.
    """
    if not table_steps_apply(state):
        return False
    if any(getattr(type(state), name) is not getattr(AuctionPlayState, name) for name in _AUCTION_MEMBERS):
        return False
    setup = state._auction._setup  # type: ignore[attr-defined]  # an AuctionPlayState
    if setup.choices or setup.jump is not None:
        return False
    actions = _action_table(state.game_name).actions
    count = _calls_counted(actions)
    return count > 0 and all(rank < 0 for rank in setup.rank[count:])


def _calls_counted(actions: tuple[Any, ...]) -> int:
    """How many of the first action ids are calls whose index is their id."""
    count = 0
    while count < len(actions) and isinstance(actions[count], Call) and actions[count].index == count:
        count += 1
    return count


class _AuctionGame:
    """What the auction steps of every deal of one game share: its calls' ids and words, the callers, the masks."""

    __slots__ = ("calls", "masks", "movers", "numbers", "tail", "view", "width", "words")

    def __init__(self, state: Any, callers: int) -> None:
        view = viewer(state.game_name)
        assert isinstance(view, TableViewer)
        self.view = view
        actions = _action_table(state.game_name).actions
        width = self.width = _calls_counted(actions)
        self.calls = actions[:width]  # by action id, the calls
        self.tail = bytes(len(actions) - width)  # the cards' ids: never legal in the auction
        self.masks: dict[int, bytes] = {}  # by the kernel's mask of legal calls, the action mask's bytes
        # By the auction's seat number: the player who calls from it, and his number in the vectors.
        self.movers = tuple(state._player_of(_SEATS[turn]) for turn in range(callers))
        self.numbers = tuple(view.index(state, player) for player in self.movers)
        words, other = _word_numbers(view), len(view.words)
        self.words = tuple(words.get(str(call), other) for call in self.calls)  # by action id


_GAMES: dict[tuple[type, str], _AuctionGame] = {}  # by the state's class and game
_CALL_IDS: dict[int, list[int]] = {}  # by a mask of legal calls, their ids


_AUCTION_STEPS_SLOTS: Final = (
    "_game",
    "_ids",
    "_kernel",
    "_made",
    "_plain",
    "_reached",
    "_start",
    "_tables",
    "_vectors",
    "_which",
)
"""The attributes of :class:`AuctionSteps` (its slots; :meth:`AuctionSteps.copy` copies them all)."""


class AuctionSteps:
    """The auction of a table game stepped in place, on the kernel's auction state.

    Made by :meth:`start` from a library state in the auction. :meth:`take` makes a call
    by its action id with :func:`~trickcards.core._kernel.auction_step` (and says who calls
    next) and writes it once in the part of the :class:`Vectors` all the players share;
    :meth:`mask` is :func:`~trickcards.core._kernel.auction_legal`'s mask as bytes; the
    players' zones are the hands dealt, written once at the start. :meth:`state` builds
    the library state reached: the auction of the calls made
    (:meth:`Auction.from_ids <trickcards.bridge.Auction.from_ids>`), its last call taken
    by the state's own step from the auction to the play.
    """

    __slots__ = _AUCTION_STEPS_SLOTS

    def __init__(self, state: Any = None, vectors: Vectors | None = None) -> None:
        """The steps of ``state``'s auction, writing in ``vectors``; without them, a blank that :meth:`copy` fills."""
        if state is None or vectors is None:
            return
        auction = state._auction
        tables = auction._setup.kernel
        known = _CALL_MASKS.get(id(tables))
        if known is None or known[0] is not tables:
            known = _CALL_MASKS[id(tables)] = (tables, _kernel.AuctionCalls(tables))
        self._tables, self._which = tables, known[1]
        key = (type(state), state.game_name)
        game = _GAMES.get(key)
        if game is None:
            game = _GAMES[key] = _AuctionGame(state, tables.players)
        self._game = game
        self._start = self._reached = state
        self._vectors = vectors
        self._ids = [call.index for call in auction.calls]
        self._made = len(self._ids)  # the calls made before the start
        kernel = self._kernel = [-1, -1, 0, 0, 0, 0]
        for call in self._ids:  # the auction's own calls, each legal
            _kernel.auction_step(tables, kernel, call)
        # The vectors show the zones of ``state`` (made from it): until the play they stay so.
        self._plain: list[int] | None = None  # the facts besides the contract (who is vulnerable), when asked

    def _facts(self, bid: int, doubling: int, bidder: int) -> list[int]:
        """The compact observation's facts with the highest bid ``bid`` (a call's id), doubled ``doubling``, by ``bidder``'s seat."""
        game, plain = self._game, self._plain
        if plain is None:
            plain = self._plain = Viewer.facts(game.view, self._start)
        return game.view.contract_facts(plain, game.calls[bid], doubling, game.numbers[bidder])

    def copy(self, vectors: Vectors) -> AuctionSteps:
        """An independent copy writing in ``vectors`` (a copy of this one's)."""
        made = AuctionSteps()  # a blank, every attribute set below
        for name in _AUCTION_STEPS_SLOTS:
            setattr(made, name, getattr(self, name))
        made._ids, made._kernel, made._vectors = list(self._ids), list(self._kernel), vectors
        return made

    @classmethod
    def start(cls, state: Any, vectors: Vectors) -> AuctionSteps | None:
        """The steps of ``state``'s auction (a state of a game :func:`auction_steps_apply` accepts); ``None`` outside it."""
        if state._auction.is_complete:
            return None
        return cls(state, vectors)

    def to_move(self) -> Any:
        """The player to call now."""
        tables = self._tables
        return self._game.movers[(tables.first + self._kernel[5]) % tables.players]

    def take(self, number: int) -> Any:
        """Make the call whose action id is ``number`` and record it; the player to call next.

        :data:`OVER` once the auction is over; ``None`` (nothing done) unless the call is legal now.
        """
        tables, kernel, game = self._tables, self._kernel, self._game
        turn = (tables.first + kernel[5]) % tables.players
        if number >= game.width or not _kernel.auction_step(tables, kernel, number):
            return None
        self._ids.append(number)
        vectors = self._vectors
        vectors.say(game.numbers[turn], game.words[number])
        if kernel[3] == 0:  # a bid, double or redouble: the contract so far has changed
            vectors.facts_changed(functools.partial(self._facts, kernel[0], kernel[2], kernel[1]))
        if kernel[3] >= (tables.end if kernel[0] >= 0 else tables.passout):
            return OVER
        return game.movers[(turn + 1) % tables.players]

    def legal_ids(self) -> list[int]:
        """The ids of the legal calls now, in increasing order (shared by the auctions: not to be changed)."""
        legal = _kernel.auction_legal(self._tables, self._which, self._kernel)
        ids = _CALL_IDS.get(legal)
        if ids is None:
            ids = []
            rest = legal
            while rest:
                low = rest & -rest
                ids.append(low.bit_length() - 1)
                rest ^= low
            if len(_CALL_IDS) >= 4096:
                _CALL_IDS.clear()
            _CALL_IDS[legal] = ids
        return ids

    def mask(self) -> bytearray:
        """The legal action mask now, one 0/1 byte per action id (a new array)."""
        legal = _kernel.auction_legal(self._tables, self._which, self._kernel)
        game = self._game
        known = game.masks.get(legal)
        if known is None:
            calls = _bytes_of(legal, f"0{game.width}b")
            known = game.masks[legal] = calls + game.tail
        return bytearray(known)

    def state(self) -> Any:
        """The library state reached: the state the steps started from, with the calls made since."""
        ids, reached = self._ids, self._reached
        made = len(ids) - self._made
        if len(reached.history) - len(self._start.history) < made:
            start = self._start
            auction = Auction._made(self._tables, self._kernel, ids)  # the calls the kernel made, each legal
            calls = tuple([self._game.calls[i] for i in ids[self._made :]])
            reached = self._reached = start._after_calls(calls, auction)
        return reached


# --- one deal stepped by action ids -----------------------------------------------------


class _Unwritten(Vectors):
    """Stands for a deal's vectors until one is asked for: what the steps write goes nowhere."""

    __slots__ = ("_scratch",)

    def __init__(self, view: Viewer) -> None:  # the vectors' state is never made
        self._scratch = bytearray(view.players + len(view.zones) * view.pack)  # a head the steps write in

    def copy(self) -> Vectors:
        return self

    def show_all(self, state: Any) -> None:
        pass

    def follow(self, before: Any, action: Any) -> None:
        pass

    def play(self, slot: int, index: int, groups: list[_Seen] | None = None) -> None:
        pass

    def say(self, number: int, word: int) -> None:
        pass

    def show(self, player: Any, zones: tuple[int, ...]) -> None:
        pass

    def head(self, player: Any) -> bytearray:
        return self._scratch

    def facts_changed(self, facts: Callable[[], list[int]]) -> None:
        pass


# By game: the masks of the legal action lists met, by the list and by its id (see DealSteps._mask_of).
_MASKS: dict[str, tuple[dict[tuple[Any, ...], bytes], dict[int, tuple[tuple[Any, ...], bytes]]]] = {}
# By the state's class and game: whether its play and its auction step in place, its viewer, game and actions.
_HOW: dict[tuple[type, str], tuple[bool, bool, Viewer, Game[Any], ActionTable]] = {}
# By the same and the deal's players: each player's place among them and number in the vectors.
_SEATINGS: dict[tuple[tuple[type, str], tuple[Any, ...]], tuple[dict[Any, int], dict[Any, int]]] = {}


_DEAL_STEPS_SLOTS: Final = (
    "_actions",
    "_auctions",
    "_calls",
    "_game",
    "_ids",
    "_legal",
    "_masks",
    "_models",
    "_mover",
    "_numbers",
    "_same",
    "_state",
    "_steps",
    "_table",
    "_taken",
    "_turns",
    "_vectors",
    "_view",
    "_waiting",
    "players",
    "turn",
)
"""The attributes of :class:`DealSteps` (its slots; :meth:`DealSteps.copy` copies them all)."""


class DealSteps:
    """One deal stepped by action ids, every player's vectors of both kinds kept up to date.

    What the agents' environments share: PettingZoo's environment and OpenSpiel's states
    step through one. A table game's auction steps on the kernel's auction state
    (:class:`AuctionSteps`) and its play through one playout (:class:`TableSteps`) where
    its rules allow; every other action is taken by the library state. :attr:`state` is
    the library state reached, built when read. :meth:`copy` makes an independent copy
    (OpenSpiel clones states).
    """

    __slots__ = _DEAL_STEPS_SLOTS

    def __init__(self, state: DealState[Any, Any] | None = None, *, vectors: bool = True) -> None:
        """The steps of ``state``'s deal from ``state`` on; ``vectors=False`` writes no vector until one is asked for.

        (The vectors are then made from the library state reached, replaying its history once.)
        Without a state: a blank that :meth:`copy` fills.
        """
        if state is None:
            return
        name = state.game_name
        key = (type(state), name)
        found = _HOW.get(key)
        if found is None:
            found = _HOW[key] = (
                table_steps_apply(state),
                auction_steps_apply(state),
                viewer(name),
                find_game(name),
                _action_table(name),
            )
        # Whether the play steps through TableSteps, and the auction through AuctionSteps.
        self._table, self._auctions, self._view = found[0], found[1], found[2]
        self._game: Game[Any] = found[3]
        self._actions: ActionTable = found[4]
        players = self.players = tuple(state.players)  # the deal's players, in the state's order
        seated = _SEATINGS.get((key, players))
        if seated is None:
            # By player (None: nobody), his place in ``players`` (-1: nobody), kept as ``turn``;
            # and his number in the vectors.
            turns: dict[Any, int] = {player: number for number, player in enumerate(players)}
            turns[None] = -1
            seated = _SEATINGS[(key, players)] = (turns, {p: self._view.index(state, p) for p in players})
        self._turns, self._numbers = seated
        self._taken = 0  # the actions taken through these steps
        self._ids: tuple[int, list[int]] = (-1, [])  # the legal ids, and after how many actions
        self._masks, self._same = _MASKS.setdefault(state.game_name, ({}, {}))
        self._legal: bytes | None = None  # the mask last offered on the library state, by action id
        self._vectors = Vectors(state) if vectors else _Unwritten(self._view)
        self._models: dict[Any, tuple[int, Any]] = {}  # by player, a sampler's model and the actions it saw
        self._state = state
        self._calls: AuctionSteps | None = None
        self._steps: TableSteps | None = None
        # Without the vectors, the auction or play steps are made at the first action or mask.
        self._waiting = not vectors
        if vectors:
            self._start_steps()
        self._mover: Any = state.to_move
        self.turn = self._turns[self._mover]  # the place of the player to act in ``players``; -1 once over

    def copy(self) -> DealSteps:
        """An independent copy: stepping either leaves the other as it is."""
        made = DealSteps()  # a blank, every attribute set below
        for name in _DEAL_STEPS_SLOTS:
            setattr(made, name, getattr(self, name))
        vectors = made._vectors = self._vectors.copy()
        made._calls = None if self._calls is None else self._calls.copy(vectors)
        made._steps = None if self._steps is None else self._steps.copy(vectors)
        made._models = {}
        return made

    def __deepcopy__(self, memo: object) -> DealSteps:
        return self.copy()

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        """Pickled as the library state reached (the steps made anew from it when loaded)."""
        return (DealSteps, (self.state,))

    @property
    def state(self) -> DealState[Any, Any]:
        """The library state of the deal now (built from the auction or play steps when they step it)."""
        calls = self._calls
        if calls is not None:
            reached: DealState[Any, Any] = calls.state()
            return reached
        steps = self._steps
        return self._state if steps is None else steps.state()

    @property
    def to_move(self) -> Any:
        """The player to act now; ``None`` once the deal is over."""
        return self._mover

    def model(self, player: Any) -> Any:
        """The sampler's model of what ``player`` knows now, kept until the next action.

        (:meth:`Viewer.model <trickcards.analysis.observation.Viewer.model>` of the state reached.)
        """
        known = self._models.get(player)
        if known is not None and known[0] == self._taken:
            return known[1]
        model = self._view.model(replayed(self.state), player)
        self._models[player] = (self._taken, model)
        return model

    def vector(self, player: Any, kind: str = KINDS[0]) -> bytearray:
        """The vector of ``kind`` of ``player`` (one of the deal's players) now: a new array."""
        vectors = self._vectors
        if type(vectors) is _Unwritten:
            self._write_vectors()
            vectors = self._vectors
        if self._steps is None and self._calls is None:
            return vectors.vector(self._state, player, kind)
        if kind == _INFORMATION_STATE:  # kept up to date by the steps
            return vectors.vector_now(player)
        mover = self._mover
        return vectors.vector_now(player, kind, None if mover is None else self._numbers[mover])

    def _start_steps(self) -> None:
        """Step the auction or the play of the library state in place, where the game allows."""
        state, vectors = self._state, self._vectors
        self._waiting = False
        self._calls = AuctionSteps.start(state, vectors) if self._auctions else None
        self._steps = TableSteps.start(state, vectors) if self._table else None

    def _write_vectors(self) -> None:
        """Make the vectors from the library state reached, and step on writing them."""
        state = self._state = self.state
        self._vectors = Vectors(state)
        self._start_steps()

    def mask(self) -> bytearray:
        """The legal action mask of the player to act, one 0/1 byte per action id (a new array)."""
        if self._waiting:
            self._start_steps()
        calls, steps = self._calls, self._steps
        if calls is not None:
            return calls.mask()
        if steps is not None:
            return steps.mask()
        if self._mover is None:
            return bytearray(len(self._actions.actions))
        return bytearray(self._mask_of(self._state.legal_actions()))

    def legal_ids(self) -> list[int]:
        """The ids of the actions legal now, in increasing order (kept until the next action: not to be changed)."""
        known = self._ids
        if known[0] == self._taken:
            return known[1]
        if self._waiting:
            self._start_steps()
        calls, steps = self._calls, self._steps
        if calls is not None:
            ids = calls.legal_ids()
        elif steps is not None:
            legal, first = steps.legal()
            ids = []
            while legal:
                low = legal & -legal
                ids.append(first + low.bit_length() - 1)
                legal ^= low
        else:
            ids = [] if self._mover is None else list(self._state.legal_action_ids())
        self._ids = (self._taken, ids)
        return ids

    def take(self, number: int) -> Any:
        """Take the action of id ``number``: the player to act next, or :data:`OVER` once the deal is over.

        Raises the library's error (:class:`~trickcards.core.errors.TrickcardsError`)
        when the action is not legal now, nothing changed.
        """
        if self._waiting:
            self._start_steps()
        steps = self._steps
        mover = None if steps is None else steps.take(number)  # the play in place: most steps
        if mover is None:
            mover = self._take(number)
        else:
            self._mover = None if mover is OVER else mover
        self._taken += 1
        self.turn = self._turns[self._mover]
        return mover

    def _take(self, number: int) -> Any:
        """Take action ``number`` when the table steps have not: a call, or through the library state."""
        calls = self._calls
        if calls is not None:
            mover = calls.take(number)
            if mover is None:  # not a legal call for the kernel: the library state says why
                state = calls.state()
                state.apply(self._game.action_of(number))
                self._calls = None  # taken by the library after all: the deal goes on through its states
                self._state = state
                return self._step_state(number)
            if mover is OVER:
                self._calls = None
                return self._enter(calls.state())
            self._mover = mover
            return mover
        steps = self._steps
        if steps is not None:  # not a legal card now: the library state takes it, and says why
            self._state = steps.state()
            steps.release()
            self._steps = None
        return self._step_state(number)

    def _step_state(self, number: int) -> Any:
        """Take action ``number`` on the library state (the table steps then take the play, if they can)."""
        before = self._state
        # An action the mask just offered is legal: taken without checking it again.
        legal = self._legal
        if legal is not None and 0 <= number < len(legal) and legal[number]:
            taken = self._actions.actions[number]
            state = before._after(taken)
        else:
            taken = self._game.action_of(number)
            state = before.apply(taken)
        self._vectors.follow(before, taken)
        self._vectors.show_all(state)
        self._legal = None
        return self._enter(state)

    def _enter(self, state: DealState[Any, Any]) -> Any:
        """An action has reached ``state``: the next player to act (the table steps take the play), or :data:`OVER`."""
        self._state = state
        mover = self._mover = state.to_move
        if mover is None:
            return OVER
        if self._table:
            self._steps = TableSteps.start(state, self._vectors)
        return mover

    def _mask_of(self, actions: tuple[Any, ...]) -> bytes:
        """The mask of the legal ``actions`` (kept as ``_legal``): one 0/1 byte per action id.

        Kept by the actions: a game's auctions offer the same few lists over and over,
        most of them the very same tuples (found by identity, the tuple kept alive with
        its mask), the others equal ones (interned values, compared by identity).
        """
        same = self._same.get(id(actions))
        if same is not None and same[0] is actions:
            known = same[1]
        else:
            found = self._masks.get(actions)
            if found is not None:
                known = found
            else:
                legal = bytearray(len(self._actions.actions))
                for number in self._actions.ids(actions):
                    legal[number] = 1
                if len(self._masks) >= 4096:
                    self._masks.clear()
                known = self._masks[actions] = bytes(legal)
            if len(self._same) >= 4096:
                self._same.clear()
            self._same[id(actions)] = (actions, known)
        self._legal = known
        return known
