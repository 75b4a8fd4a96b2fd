"""The engine's kernel: plain functions on ints, tuples and lists, and nothing else.

The public classes (:class:`~trickcards.TrickPlay`, :class:`~trickcards.bridge.Auction`
and the game states) check their inputs, build immutable values and raise the
library's errors; the loops that run once per card or per call in bulk paths live
here. This module imports nothing from the package and uses only what mypyc compiles
to native code (ints, bools, tuples and lists, a dict of texts, the generator's
``getrandbits``; the package's interned values only as opaque objects, found by
identity and handed back as they are), so the compiled
build compiles this module alone and every public class stays plain Python in both
builds. A function here never raises for input the callers have checked.

Cards are their indexes (0-51 suit-major from clubs, two to ace within a suit; the
three colons 52-54) and sets of cards are int bit masks, as everywhere in the package.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

T = TypeVar("T")

# --- tables -------------------------------------------------------------------------

SUITED: Final = (1 << 52) - 1
"""The 52 suited cards."""
COLONS: Final = 0b111 << 52
"""The three colons."""
_SUIT_OF: Final[tuple[int, ...]] = tuple([i // 13 for i in range(52)] + [-1, -1, -1])
_SUIT_MASK: Final[tuple[int, ...]] = (0x1FFF, 0x1FFF << 13, 0x1FFF << 26, 0x1FFF << 39)
# By the index of a card led: the cards that follow suit to it (every card after a colon).
FOLLOW_MASKS: Final[tuple[int, ...]] = tuple(
    [_SUIT_MASK[i // 13] for i in range(52)] + [SUITED | COLONS, SUITED | COLONS, SUITED | COLONS]
)

# By 13-bit holding: its number of cards (int.bit_count is no native operation for mypyc).
# Filled on the first playout rather than at import (8,192 entries: a millisecond or two).
_POP: Final[list[int]] = []


def _fill_pop() -> None:
    if not _POP:
        _POP.extend([i.bit_count() for i in range(1 << 13)])


# Follow rules the kernel knows (anything else stays with the rule objects).
FOLLOW_SUIT: Final = 0
FOLLOW_SUIT_OR_TRUMP: Final = 1
COLON_FOLLOW_SUIT: Final = 2  # Bridgette's colon rules over FollowSuit
HEAD_FOLLOW_SUIT: Final = 3  # HeadTheTrick over FollowSuit (Brandeln's Null)
HEAD_FOLLOW_SUIT_OR_TRUMP: Final = 4  # HeadTheTrick over FollowSuitOrTrump
# Lead rules the kernel knows.
ANY_LEAD: Final = 0
NO_TRUMP_LEAD: Final = 1
NO_TRUMP_LEAD_UNTIL_BROKEN: Final = 2
COLON_LEAD_BAR: Final = 3
COLON_LEAD_BAR_WITH_COLONS: Final = 4
OTHER: Final = -1

# Call kinds, as trickcards.bridge.CallKind numbers them.
PASS: Final = 0
BID: Final = 1
DOUBLE: Final = 2
REDOUBLE: Final = 3


# --- tricks ---------------------------------------------------------------------------


class TrickTables:
    """One deal's trick rules as numbers: built once per rules value, read by every card."""

    follow: int
    lead: int
    trump_mask: int
    standard: bool
    trump_key: tuple[int, ...]
    plain_key: tuple[int, ...]
    group: tuple[int, ...]
    group_colon: tuple[int, ...]

    def __init__(
        self,
        follow: int,
        lead: int,
        trump_mask: int,
        standard: bool,
        trump_key: tuple[int, ...],
        plain_key: tuple[int, ...],
        group: tuple[int, ...],
        group_colon: tuple[int, ...],
    ) -> None:
        self.follow = follow  # FOLLOW_SUIT ... or OTHER
        self.lead = lead  # ANY_LEAD ... or OTHER
        self.trump_mask = trump_mask  # 0 without trumps
        self.standard = standard  # both rank orders A-K-Q ... 2, so ranks run up the bits
        self.trump_key = trump_key  # by card index: 100 + strength for a trump, else 0
        self.plain_key = plain_key  # by card index: strength in its plain suit (0 for colons)
        self.group = group  # by card index: its Bridgette rank group, as a number
        self.group_colon = group_colon  # by card index: the mask of its group's colon


def follow_legal(tables: TrickTables, hand: int, trick: list[int], played: int) -> int:
    """The cards of ``hand`` that may follow to the cards ``trick`` (their mask ``played``) under a kernel follow rule."""
    kind = tables.follow
    lead = trick[0]
    if kind in (FOLLOW_SUIT, HEAD_FOLLOW_SUIT):
        allowed = hand & FOLLOW_MASKS[lead] or hand
    elif lead >= 52:  # a colon lead has no suit: anything may follow
        return hand
    elif kind in (FOLLOW_SUIT_OR_TRUMP, HEAD_FOLLOW_SUIT_OR_TRUMP):
        allowed = hand & FOLLOW_MASKS[lead] or hand & tables.trump_mask or hand
    else:  # COLON_FOLLOW_SUIT
        suited = hand & SUITED
        allowed = (suited & FOLLOW_MASKS[lead] or suited) if suited else 0
        allowed |= hand & tables.group_colon[lead]
        return allowed or hand & COLONS
    if kind not in (HEAD_FOLLOW_SUIT, HEAD_FOLLOW_SUIT_OR_TRUMP):
        return allowed
    # Head the trick: of the allowed cards, those that would win the trick so far, if any.
    position = len(trick)
    winning = 0
    rest = allowed
    while rest:
        low = rest & -rest
        trick.append(low.bit_length() - 1)
        if winner_position(tables, trick, played | low) == position:
            winning |= low
        trick.pop()
        rest ^= low
    return winning or allowed


def lead_legal(tables: TrickTables, hand: int, played: int, last: list[int]) -> int:
    """The cards of ``hand`` that may be led (a kernel lead rule).

    ``played`` is every card played to earlier tricks and ``last`` the cards of the
    trick just completed (empty before the first).
    """
    kind = tables.lead
    if kind == ANY_LEAD:
        return hand
    if kind in (NO_TRUMP_LEAD, NO_TRUMP_LEAD_UNTIL_BROKEN):
        trumps = tables.trump_mask
        if not trumps or (kind == NO_TRUMP_LEAD_UNTIL_BROKEN and played & trumps):
            return hand
        return hand & ~trumps or hand
    if not last or last[0] >= 52:
        return hand
    for position in range(1, len(last)):
        if last[position] >= 52:  # a colon followed a suited lead: that suit is barred
            bar = _SUIT_MASK[_SUIT_OF[last[0]]] | (COLONS if kind == COLON_LEAD_BAR_WITH_COLONS else 0)
            return hand & ~bar or hand
    return hand


def winner_position(tables: TrickTables, cards: list[int], played: int) -> int:
    """The position (0 = the lead) of the card winning the trick ``cards``; ``played`` is their mask."""
    lead = cards[0]
    if lead < 52 and tables.standard:
        # Ranks run up the bits of a suit: the top trump played, else the top card of the suit led.
        top = played & tables.trump_mask or played & FOLLOW_MASKS[lead]
        return cards.index(top.bit_length() - 1)
    trump_key = tables.trump_key
    best = 0
    if lead >= 52:
        best_key = 0
        for position in range(len(cards)):
            key = trump_key[cards[position]]
            if key > best_key:
                best, best_key = position, key
        if best_key:
            return best
        group = tables.group[lead]
        for position in range(1, len(cards)):
            card = cards[position]
            if card < 52 and tables.group[card] == group:
                return position
        return 0
    led = _SUIT_OF[lead]
    plain_key = tables.plain_key
    best_key = trump_key[lead] or plain_key[lead]
    for position in range(1, len(cards)):
        card = cards[position]
        key = trump_key[card] or (plain_key[card] if _SUIT_OF[card] == led else 0)
        if key > best_key:
            best, best_key = position, key
    return best


def nth_card(mask: int, n: int) -> int:
    """The index of the ``n``-th card (from 0, in index order) of ``mask``."""
    _fill_pop()
    base = 0
    block = mask & 0x1FFF
    count = _POP[block]
    while n >= count:  # skip whole suits first: at most four steps
        n -= count
        base += 13
        block = mask >> base & 0x1FFF
        count = _POP[block]
    while n:
        block &= block - 1
        n -= 1
    return base + (block & -block).bit_length() - 1


def playout(
    tables: TrickTables,
    getrandbits: Callable[[int], int],
    dealt: tuple[int, ...],
    leader: int,
    left: int,
    left_at_lead: int,
    trick: list[int],
    legal: int,
    last: list[int],
    cards_out: list[int],
    winners_out: list[int],
) -> None:
    """Play to the end with uniformly random legal cards, as ``TrickPlay.play`` would card by card.

    From a state whose trick in progress is ``trick`` (led by ``leader``), whose cards
    not yet played are ``left`` (``left_at_lead`` at the lead) and whose next player may
    play ``legal``: each card is the n-th legal card in index order, n drawn from
    ``getrandbits`` exactly as ``random.Random._randbelow`` draws it, so exactly as
    ``rng.choice(list(legal_cards()))`` picks it. The cards of every trick
    completed from here on, the one in progress first, are appended to ``cards_out``
    and each winner (a player number) to ``winners_out``; ``last`` is the trick before
    (for lead rules).
    """
    _fill_pop()
    players = len(dealt)
    everything = 0
    for hand in dealt:
        everything |= hand
    follow_suit = tables.follow == FOLLOW_SUIT
    any_lead = tables.lead == ANY_LEAD
    while left:
        # Random._randbelow(count) and nth_card, inlined (this loop is also the pure build's hot path).
        count = legal.bit_count()
        bits = count.bit_length()
        n = getrandbits(bits)
        while n >= count:
            n = getrandbits(bits)
        base = 0
        block = legal & 0x1FFF
        count = _POP[block]
        while n >= count:
            n -= count
            base += 13
            block = legal >> base & 0x1FFF
            count = _POP[block]
        while n:
            block &= block - 1
            n -= 1
        card = base + (block & -block).bit_length() - 1
        left ^= 1 << card
        trick.append(card)
        if len(trick) < players:
            hand = dealt[(leader + len(trick)) % players] & left
            legal = (
                (hand & FOLLOW_MASKS[trick[0]] or hand)
                if follow_suit
                else follow_legal(tables, hand, trick, left_at_lead ^ left)
            )
            continue
        winner = (leader + winner_position(tables, trick, left_at_lead ^ left)) % players
        cards_out.extend(trick)
        winners_out.append(winner)
        last = trick
        trick = []
        leader, left_at_lead = winner, left
        hand = dealt[winner] & left
        legal = hand if any_lead else lead_legal(tables, hand, everything ^ left, last)


def shuffle(items: list[T], getrandbits: Callable[[int], int]) -> None:
    """Shuffle ``items`` in place exactly as ``random.Random.shuffle`` does, drawing with ``getrandbits``.

    ``Random.shuffle`` swaps each item from the last down with one drawn by
    ``_randbelow(i + 1)``, which draws ``getrandbits(k)`` (``k`` the bit length of
    ``i + 1``) until it is below ``i + 1``: the same draws give the same order.
    """
    length = len(items)
    steps = _SHUFFLE_STEPS[length] if length < len(_SHUFFLE_STEPS) else _shuffle_steps(length)
    for i, k in steps:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _shuffle_steps(length: int) -> tuple[tuple[int, int], ...]:
    """The swaps of a shuffle of ``length`` items: each position from the last down to 1, and the bits drawn for it."""
    return tuple((i, (i + 1).bit_length()) for i in range(length - 1, 0, -1))


# By the number of items, up to a whole pack with jokers: the shuffle's positions and bits.
_SHUFFLE_STEPS: Final = tuple(_shuffle_steps(length) for length in range(57))


def groups(items: list[int], size: int, values: tuple[T, ...]) -> list[tuple[T, ...]]:
    """The values of ``items`` (indexes into ``values``) in tuples of ``size``, in order: a playout's tricks."""
    found = iter([values[i] for i in items])
    return list(zip(*[found] * size, strict=True))  # each tuple takes the next ``size`` values


def cards_in(
    holdings: tuple[list[tuple[object, ...] | None], ...],
    fill: Callable[[int, int], tuple[object, ...]],
    mask: int,
) -> tuple[object, ...]:
    """The cards of ``mask`` in index order, joined from per-block tuples (``cards.cards_of``'s tables).

    ``holdings[block][bits]`` is the tuple of the cards of the 13-bit ``bits`` of block
    ``block`` (four suits, then the colons), or None until ``fill(block, bits)`` builds it.
    Unrolled over the blocks, as ``cards_of`` is: the pure build runs this too.
    """
    cards: tuple[object, ...] = ()
    bits = mask & 0x1FFF
    if bits:
        cards = holdings[0][bits] or fill(0, bits)
    bits = mask >> 13 & 0x1FFF
    if bits:
        cards += holdings[1][bits] or fill(1, bits)
    bits = mask >> 26 & 0x1FFF
    if bits:
        cards += holdings[2][bits] or fill(2, bits)
    bits = mask >> 39 & 0x1FFF
    if bits:
        cards += holdings[3][bits] or fill(3, bits)
    bits = mask >> 52
    if bits:
        cards += holdings[4][bits] or fill(4, bits)
    return cards


# --- tricks of several cards a player ------------------------------------------------------


class SequencedHoldings:
    """Where the cards of a play of tricks of several cards a player lie, as numbers.

    The state :class:`~trickcards.engine.sequenced_play.SequencedPlay` keeps in a game's holdings
    value, for :func:`sequenced_playout`: a player chooses from his *pool* of the trick's
    stage (Helm: the hand in tricks 1-7, the reserve after) and his face-up pile tops;
    when none of those is left, from the tops turned up during this trick (Chinese
    bridge's CH-11). Playing a top turns up the card beneath it, playable from the next
    trick (``immediate``: at once). Every mask is read against the cards not yet played,
    so a card played needs no removing. Mutated by the playout.
    """

    pools: tuple[tuple[int, ...], ...]
    stage: tuple[int, ...]
    tops: list[int]
    fresh: list[int]
    beneath: list[int]
    immediate: bool
    hand_only: bool

    def __init__(
        self,
        pools: tuple[tuple[int, ...], ...],
        stage: tuple[int, ...],
        tops: list[int],
        fresh: list[int],
        beneath: list[int],
        immediate: bool,
        hand_only: bool,
    ) -> None:
        self.pools = pools  # [stage][player]: the cards he plays from besides his tops
        self.stage = stage  # by trick number (from 1; index 0 unused): its stage
        self.tops = tops  # [player]: face-up tops playable in the trick in progress
        self.fresh = fresh  # [player]: tops turned up during it, playable from the next
        self.beneath = beneath  # by card index: the card under it (a face-up top), else -1
        self.immediate = immediate  # a card turned up is playable at once
        self.hand_only = hand_only  # the duty to follow suit is judged on the pool alone (CH-d)


def draw(legal: int, getrandbits: Callable[[int], int]) -> int:
    """A card of ``legal`` drawn as ``rng.choice`` draws from its cards in index order (see :func:`playout`)."""
    count = legal.bit_count()
    bits = count.bit_length()
    n = getrandbits(bits)
    while n >= count:
        n = getrandbits(bits)
    return nth_card(legal, n)


def sequenced_playout(
    tables: TrickTables,
    getrandbits: Callable[[int], int],
    holdings: SequencedHoldings,
    patterns: tuple[tuple[int, ...], ...],
    players: int,
    number: int,
    leader: int,
    left: int,
    played: int,
    trick: list[int],
    legal: int,
    last: list[int],
    cards_out: list[int],
    winners_out: list[int],
) -> None:
    """:func:`playout` for tricks of several cards a player: ``SequencedPlay.play`` card by card, in one call.

    Trick ``number`` (from 1) is in progress, led by ``leader``; its cards so far are
    ``trick``; ``patterns`` gives each trick's positions of play relative to its leader;
    ``left`` is every card not yet played, ``played`` those of the earlier tricks and
    ``last`` the cards of the trick before; the next player may play ``legal``. Each
    card is drawn by :func:`draw`; the cards of every trick completed from here on (the
    one in progress first, whole) are appended to ``cards_out`` and each winner to
    ``winners_out``. The rules are the kernel's (neither of ``tables``' rules ``OTHER``).
    """
    follow_suit = tables.follow == FOLLOW_SUIT
    any_lead = tables.lead == ANY_LEAD
    beneath, tops, fresh = holdings.beneath, holdings.tops, holdings.fresh
    immediate, hand_only = holdings.immediate, holdings.hand_only
    total = len(patterns)
    pattern = patterns[number - 1]
    pool = holdings.pools[holdings.stage[number]]  # [player]: what he plays from in this trick, besides tops
    size = len(pattern)
    in_trick = 0
    for card in trick:
        in_trick |= 1 << card
    while True:
        card = draw(legal, getrandbits)
        bit = 1 << card
        left ^= bit
        in_trick |= bit
        under = beneath[card]
        if under >= 0:  # a top played turns up the card beneath
            player = (leader + pattern[len(trick)]) % players
            if immediate:
                tops[player] |= 1 << under
            else:
                fresh[player] |= 1 << under
        trick.append(card)
        if len(trick) < size:
            player = (leader + pattern[len(trick)]) % players
            # What he may choose from: his pool and tops, else the tops just turned up (CH-11).
            available = (pool[player] | tops[player]) & left or fresh[player] & left
            if follow_suit:
                legal = available & FOLLOW_MASKS[trick[0]] or available
            else:
                legal = follow_legal(tables, available, trick, in_trick)
            if hand_only and legal != available and not legal & pool[player]:
                legal = available  # none of the cards that follow is in the hand: the duty lapses (CH-d)
            continue
        winner = (leader + pattern[winner_position(tables, trick, in_trick)]) % players
        cards_out.extend(trick)
        winners_out.append(winner)
        number += 1
        if number > total:
            return
        played |= in_trick
        last, trick, in_trick = trick, [], 0
        for player in range(players):
            tops[player] |= fresh[player]
            fresh[player] = 0
        leader = winner
        pattern = patterns[number - 1]
        size = len(pattern)
        pool = holdings.pools[holdings.stage[number]]
        available = (pool[leader] | tops[leader]) & left or fresh[leader] & left
        legal = available if any_lead else lead_legal(tables, available, played, last)


class PlayCore:
    """One deal's play, mutated card by card: the state of :class:`~trickcards.Playout`.

    The same numbers as :func:`playout` keeps in local variables, kept between calls:
    ``play(card)`` makes one legal card (an index) and computes the next player's legal
    cards, as ``TrickPlay.play`` does. Rules the kernel does not implement (``OTHER``)
    are asked through ``follow_other(hand, trick)`` and ``lead_other(hand, played,
    winners)``, callables the caller builds over the rule objects. ``played`` and
    ``winners`` record the cards and trick winners from the state the core started from.
    """

    tables: TrickTables
    dealt: tuple[int, ...]
    players: int
    leader: int
    left: int
    left_at_lead: int
    trick: list[int]
    legal: int
    won: list[int]
    played: list[int]
    winners: list[int]
    everything: int
    follow_other: Callable[[int, list[int]], int]
    lead_other: Callable[[int, list[int], list[int]], int]

    def __init__(
        self,
        tables: TrickTables,
        dealt: tuple[int, ...],
        leader: int,
        left: int,
        left_at_lead: int,
        trick: list[int],
        legal: int,
        won: list[int],
        follow_other: Callable[[int, list[int]], int],
        lead_other: Callable[[int, list[int], list[int]], int],
    ) -> None:
        self.tables = tables
        self.dealt = dealt
        self.players = len(dealt)
        self.leader = leader  # a player number
        self.left = left  # the cards not yet played
        self.left_at_lead = left_at_lead  # ... when the trick in progress was led
        self.trick = trick  # the cards of the trick in progress
        self.legal = legal  # the next player's legal cards
        self.won = won  # tricks won by each player
        self.played = []
        self.winners = []
        everything = 0
        for hand in dealt:
            everything |= hand
        self.everything = everything
        self.follow_other = follow_other
        self.lead_other = lead_other

    def play(self, card: int) -> bool:
        """Play card ``card`` (an index) if it is legal now and return True; else False, the state untouched."""
        if card < 0 or card > 54 or not (self.legal >> card) & 1:
            return False
        left = self.left ^ (1 << card)
        self.left = left
        trick = self.trick
        trick.append(card)
        self.played.append(card)
        players = self.players
        tables = self.tables
        if len(trick) < players:
            hand = self.dealt[(self.leader + len(trick)) % players] & left
            follow = tables.follow
            if follow == FOLLOW_SUIT:
                self.legal = hand & FOLLOW_MASKS[trick[0]] or hand
            elif follow == OTHER:
                self.legal = self.follow_other(hand, trick)
            else:
                self.legal = follow_legal(tables, hand, trick, self.left_at_lead ^ left)
            return True
        winner = (self.leader + winner_position(tables, trick, self.left_at_lead ^ left)) % players
        self.won[winner] += 1
        self.winners.append(winner)
        self.trick = []
        self.leader = winner
        self.left_at_lead = left
        hand = self.dealt[winner] & left
        lead = tables.lead
        if not left or lead == ANY_LEAD:
            self.legal = hand
        elif lead == OTHER:
            self.legal = self.lead_other(hand, self.played, self.winners)
        else:
            self.legal = lead_legal(tables, hand, self.everything ^ left, trick)
        return True

    def copy(self) -> PlayCore:
        """An independent core in the same state (its ``played`` and ``winners`` copied too)."""
        core = PlayCore(
            self.tables,
            self.dealt,
            self.leader,
            self.left,
            self.left_at_lead,
            list(self.trick),
            self.legal,
            list(self.won),
            self.follow_other,
            self.lead_other,
        )
        core.played = list(self.played)
        core.winners = list(self.winners)
        return core


# --- interned values found by identity ------------------------------------------------

_NO_VALUE: Final = object()  # the empty slots of an IdentityIndex: no caller's object
_NO_SLOTS: Final[tuple[object, ...]] = ()
_NO_INDEXES: Final[tuple[int, ...]] = ()


class IdentityIndex:
    """A family of interned values (the calls, the cards) found by identity: value -> its index.

    Their Python ``__hash__`` would cost a Python call per lookup; instead each value's
    ``id`` modulo ``modulus`` is its own slot (the modulus is searched for once), so a
    lookup is a remainder and an identity test. The table keeps the values alive, so no
    other object can share one's ``id``.
    """

    values: tuple[object, ...]
    modulus: int
    slots: tuple[object, ...]
    indexes: tuple[int, ...]

    def __init__(self, values: tuple[object, ...]) -> None:
        self.values = values  # by index
        modulus = max(1, len(values))
        while len({id(v) % modulus for v in values}) < len(values):  # distinct ids: ends by max(id) + 1
            modulus += 1
        slots: list[object] = [_NO_VALUE] * modulus
        indexes = [-1] * modulus
        for i, value in enumerate(values):
            slots[id(value) % modulus] = value
            indexes[id(value) % modulus] = i
        self.modulus = modulus
        self.slots = tuple(slots)  # by slot: the value whose slot it is, or a private placeholder
        self.indexes = tuple(indexes)  # by slot: that value's index, or -1


# --- the auction ---------------------------------------------------------------------


class AuctionTables:
    """One auction rules set and dealer as numbers: built once, read by every call."""

    kinds: tuple[int, ...]
    rank: tuple[int, ...]
    shifts: tuple[tuple[int, ...], ...]
    opposed: tuple[tuple[bool, ...], ...]
    may_bid: tuple[bool, ...]
    first: int
    players: int
    end: int
    passout: int
    must_open: bool
    calls: IdentityIndex
    spellings: IdentityIndex | None
    texts: dict[object, int]
    owner: object

    def __init__(
        self,
        kinds: tuple[int, ...],
        rank: tuple[int, ...],
        shifts: tuple[tuple[int, ...], ...],
        opposed: tuple[tuple[bool, ...], ...],
        may_bid: tuple[bool, ...],
        first: int,
        players: int,
        end: int,
        passout: int,
        must_open: bool,
        calls: IdentityIndex,
        spellings: IdentityIndex | None,
        texts: dict[object, int],
        owner: object,
    ) -> None:
        self.calls = calls  # the call values by index, found by identity
        self.spellings = spellings  # the calls' own texts (interned) by index, found by identity; None: by dict only
        self.texts = texts  # the common spellings of the calls ("1S", "Pass", "p"): their indexes
        self.owner = owner  # what the whole-auction check hands back with the state (the caller's set-up)
        self.kinds = kinds  # by call index: PASS, BID, DOUBLE or REDOUBLE
        self.rank = rank  # by call index: the rank among this game's bids, -1 if none
        self.shifts = shifts  # [caller][call index]: the bit offset of (caller's side, strain) in the firsts
        self.opposed = opposed  # [bidder][caller]: whether caller may double bidder's bid
        self.may_bid = may_bid  # [player]: whether the player may bid at all
        self.first = first  # the first caller
        self.players = players
        self.end = end  # passes after a call that end the auction
        self.passout = passout  # passes with no bid that end it
        self.must_open = must_open  # the first call must be a bid


def auction_step(tables: AuctionTables, state: list[int], call: int) -> bool:
    """Make call ``call`` (an index) on ``state``, in place; False (and ``state`` untouched) if illegal.

    ``state`` is ``[bid, bidder, doubling, passes, firsts, calls]``: the last bid's
    index (-1 before any) and its caller, the doubling since (0-2), the passes at the
    end, the first namer of each (side, strain) in 3 bits each (1 + the player), and
    the number of calls made. ``call`` -1 is never legal.
    """
    bid, bidder, doubling, passes, firsts, count = state[0], state[1], state[2], state[3], state[4], state[5]
    if call < 0 or passes >= (tables.end if bid >= 0 else tables.passout):
        return False
    kind = tables.kinds[call]
    if kind == PASS:
        if bid < 0 and tables.must_open:
            return False
        state[3] = passes + 1
    elif kind == BID:
        rank = tables.rank
        turn = (tables.first + count) % tables.players
        if rank[call] < 0 or (bid >= 0 and rank[call] <= rank[bid]) or not tables.may_bid[turn]:
            return False
        shift = tables.shifts[turn][call]
        if not (firsts >> shift) & 7:
            state[4] = firsts | (turn + 1) << shift
        state[0], state[1], state[2], state[3] = call, turn, 0, 0
    elif kind == DOUBLE:
        if bid < 0 or doubling or not tables.opposed[bidder][(tables.first + count) % tables.players]:
            return False
        state[2], state[3] = 1, 0
    else:
        if doubling != 1 or tables.opposed[bidder][(tables.first + count) % tables.players]:
            return False
        state[2], state[3] = 2, 0
    state[5] = count + 1
    return True


def auction_whole(
    tables: AuctionTables, calls: tuple[object, ...], limit: int
) -> tuple[object, int, int, int, int, tuple[str, ...], object, tuple[object, ...]] | None:
    """A whole auction from its start: its final state, or None.

    ``calls`` are call values (found by identity) or their common texts when ``limit``
    is 0, else call indexes below ``limit``. A text is found by one dict probe; with
    ``tables.spellings`` (the compiled build), a call's own text (``str(call)``, or the
    same literal, which Python interns) is found by identity first, without hashing.
    The state is ``(last bid or None, bidder, doubling, passes, firsts, (), owner, calls
    made)`` (see :func:`auction_step`), with the last bid and the calls as values: the
    caller's whole state, built here in one step. None when a call is none of these, or
    is illegal: the caller then checks call by call, for the error.

    :func:`auction_step` in a loop, each call read and made in one pass with the state in
    local variables: no list of indexes, no state list (the pure build runs this too).
    """
    reader = tables.calls
    values, modulus, slots, indexes = reader.values, reader.modulus, reader.slots, reader.indexes
    texts = tables.texts
    kinds, rank, shifts, opposed, may_bid = tables.kinds, tables.rank, tables.shifts, tables.opposed, tables.may_bid
    first, players, end, passout, must_open = tables.first, tables.players, tables.end, tables.passout, tables.must_open
    # How the calls are read: 0 values (by identity), 1 texts (by dict), 2 indexes, 3 texts
    # by identity first. Mode 3 when the first call is a call's own text: an auction's
    # texts come from one source, so text read from elsewhere pays no identity misses.
    mode = 2 if limit else 1 if calls and isinstance(calls[0], str) else 0
    text_modulus, text_slots, text_indexes = 1, _NO_SLOTS, _NO_INDEXES  # read in mode 3 only
    spelled = tables.spellings
    if mode == 1 and spelled is not None:  # the compiled build
        text_modulus, text_slots, text_indexes = spelled.modulus, spelled.slots, spelled.indexes
        if text_slots[id(calls[0]) % text_modulus] is calls[0]:
            mode = 3
    made: list[object] = []  # the values, when the calls are not given as values
    bid, bidder, doubling, passes, firsts = -1, -1, 0, 0, 0
    for count, given in enumerate(calls):
        if mode == 0:
            slot = id(given) % modulus
            if slots[slot] is not given:
                return None
            call = indexes[slot]
        else:
            # Mode 1 takes one test here; mode 3 probes the dict only on a miss.
            if mode == 1 or (mode == 3 and text_slots[slot := id(given) % text_modulus] is not given):
                if not isinstance(given, str):
                    return None
                found = texts.get(given)  # another spelling, or junk: None
                if found is None:
                    return None
                call = found
            elif mode == 3:
                call = text_indexes[slot]
            elif isinstance(given, int) and not isinstance(given, bool) and 0 <= given < limit:
                call = given
            else:
                return None
            made.append(values[call])
        if passes >= (end if bid >= 0 else passout):
            return None
        kind = kinds[call]
        if kind == PASS:
            if bid < 0 and must_open:
                return None
            passes += 1
        elif kind == BID:
            turn = (first + count) % players
            if rank[call] < 0 or (bid >= 0 and rank[call] <= rank[bid]) or not may_bid[turn]:
                return None
            shift = shifts[turn][call]
            if not (firsts >> shift) & 7:
                firsts |= (turn + 1) << shift
            bid, bidder, doubling, passes = call, turn, 0, 0
        elif kind == DOUBLE:
            if bid < 0 or doubling or not opposed[bidder][(first + count) % players]:
                return None
            doubling, passes = 1, 0
        else:
            if doubling != 1 or opposed[bidder][(first + count) % players]:
                return None
            doubling, passes = 2, 0
    return _auction_state(tables, bid, bidder, doubling, passes, firsts, calls if mode == 0 else tuple(made))


def auction_made(
    tables: AuctionTables, state: list[int], ids: list[int]
) -> tuple[object, int, int, int, int, tuple[str, ...], object, tuple[object, ...]]:
    """The whole-auction state (as :func:`auction_whole` gives it) of ``state``, an :func:`auction_step` state.

    ``ids`` are the indexes of the calls ``state`` has made from the auction's start, each
    made by :func:`auction_step`, so legal: nothing is checked again.
    """
    values = tables.calls.values
    made = tuple([values[call] for call in ids])
    return _auction_state(tables, state[0], state[1], state[2], state[3], state[4], made)


def _auction_state(
    tables: AuctionTables, bid: int, bidder: int, doubling: int, passes: int, firsts: int, calls: tuple[object, ...]
) -> tuple[object, int, int, int, int, tuple[str, ...], object, tuple[object, ...]]:
    """The whole-auction state of the calls made (values): the last bid as a value, the counts, the caller's set-up."""
    return (tables.calls.values[bid] if bid >= 0 else None, bidder, doubling, passes, firsts, (), tables.owner, calls)


class AuctionCalls:
    """One auction's calls as masks of call indexes (bit ``i``: call index ``i``), for :func:`auction_legal`.

    Built once per :class:`AuctionTables` from its kinds and ranks.
    """

    above: tuple[int, ...]
    passes: int
    double: int
    redouble: int

    def __init__(self, tables: AuctionTables) -> None:
        kinds, rank = tables.kinds, tables.rank
        passes = double = redouble = 0
        for i, kind in enumerate(kinds):
            if kind == PASS:
                passes |= 1 << i
            elif kind == DOUBLE:
                double |= 1 << i
            elif kind == REDOUBLE:
                redouble |= 1 << i
        top = max(rank) if rank else -1
        above: list[int] = []
        for floor in range(-1, top + 1):
            mask = 0
            for i, r in enumerate(rank):
                if r > floor:
                    mask |= 1 << i
            above.append(mask)
        self.above = tuple(above)  # [rank of the last bid + 1]: the bids above it ([0]: every bid)
        self.passes = passes
        self.double = double
        self.redouble = redouble


def auction_legal(tables: AuctionTables, calls: AuctionCalls, state: list[int]) -> int:
    """The mask of the call indexes that :func:`auction_step` would make on ``state`` now (0 once it is over)."""
    bid, bidder, doubling, passes, count = state[0], state[1], state[2], state[3], state[5]
    if passes >= (tables.end if bid >= 0 else tables.passout):
        return 0
    turn = (tables.first + count) % tables.players
    if bid < 0:
        legal = calls.above[0] if tables.may_bid[turn] else 0
        return legal if tables.must_open else legal | calls.passes
    legal = calls.passes | (calls.above[tables.rank[bid] + 1] if tables.may_bid[turn] else 0)
    if doubling == 0:
        return legal | calls.double if tables.opposed[bidder][turn] else legal
    if doubling == 1 and not tables.opposed[bidder][turn]:
        return legal | calls.redouble
    return legal
