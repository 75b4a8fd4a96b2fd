"""The auction: an immutable sequence of calls checked against rules A1-A11, for any bridge game.

One engine serves contract bridge and its variants. :class:`AuctionRules` says who
calls (four, three or two players), who calls first, which players are partners, the
order of the strains (with Null where a variant puts it), how many passes end the
auction, whether the first call must be a bid, and a choice each bid carries;
:data:`CONTRACT_BRIDGE` is contract bridge's set, the default.

An :class:`Auction` keeps, besides its calls, the little state the rules need (the
last bid and its caller, the doubling, the run of passes at the end and, per side and
strain, the first player to name the strain), so adding a call costs a few integer
operations and never rescans the calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from attrs import field, frozen

from trickcards.bridge.calls import (
    _CALL_TEXTS,
    CALLS,
    DOUBLE,
    NULL_BIDS,
    PASS,
    REDOUBLE,
    Call,
    CallKind,
    InvalidCallError,
)
from trickcards.bridge.contract import NULL, Contract, Denomination, Doubling, Null, Strain
from trickcards.core import _kernel, inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

__all__ = ["CONTRACT_BRIDGE", "Auction", "AuctionRules"]

_SEATS: Final = tuple(Seat)
_NAMES: Final = ("North", "East", "South", "West")
_DOUBLINGS: Final = tuple(Doubling)
_ALL_CALLS: Final[tuple[Call, ...]] = (*CALLS, *NULL_BIDS)  # by call index
_BRIDGE_CALL_COUNT: Final = len(CALLS)  # contract bridge's calls: indexes 0-37 (the Null bids follow)
_CALL_CLASSES: Final = frozenset(type(c) for c in _ALL_CALLS)
# The index of each call's common spellings ("1S", "Pass", "p"): a text call is one lookup.
_TEXT_INDICES: Final[dict[object, int]] = {text: call.index for text, call in _CALL_TEXTS.items()}
_INTERNED_CALLS: Final = _kernel.IdentityIndex(_ALL_CALLS)  # the kernel finds a call's index by identity
# The calls' own texts, found by identity before a dict probe: compiled, an identity test
# costs a third of the probe; in Python the probe is the cheaper, so the pure build skips this.
_CALL_SPELLINGS: Final = (
    None if _kernel.__file__.endswith((".py", ".pyc")) else _kernel.IdentityIndex(tuple(str(call) for call in CALLS))
)
_KINDS: Final = tuple(int(c.kind) for c in _ALL_CALLS)  # the kernel's call kinds, by call index
_PASS_KIND: Final = CallKind.PASS
_BID_KIND: Final = CallKind.BID
_DOUBLE_KIND: Final = CallKind.DOUBLE
_COUNT_WORDS: Final = ("no", "one", "two", "three", "four")


def _count(instance: object, attribute: object, value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 4:
        raise TrickcardsError(f"{quote(value)} is out of range for auction rules: expected 1-4")


def _to_ints(value: object) -> tuple[int, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TrickcardsError(f"{quote(value)} is not a tuple of player numbers")
    return tuple(value)


def _to_strains(value: object) -> tuple[Denomination, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(v, Strain | Null) for v in value):
        raise TrickcardsError(f"{quote(value)} is not a tuple of strains (Strain values and NULL)")
    if len(set(value)) != len(value) or not value:
        raise TrickcardsError(f"{quote(value)}: each strain appears once, and there is at least one")
    return tuple(value)


def _to_jump(value: object) -> tuple[Call, Call] | None:
    if value is None:
        return None
    if isinstance(value, tuple | list) and len(value) == 2:
        calls = tuple(Call.parse(v) if isinstance(v, str) else v for v in value)
        if all(isinstance(c, Call) and c.kind is CallKind.BID for c in calls):
            return (calls[0], calls[1])
    raise TrickcardsError(f"{quote(value)} is not an opening jump: expected two bids, such as ('4S', '4NT')")


def _to_choices(value: object) -> tuple[str, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(v, str) and v.isascii() and v for v in value):
        raise TrickcardsError(f"{quote(value)} is not a tuple of choice words")
    return tuple(v.lower() for v in value)


@frozen
class AuctionRules:
    """The parameters of a bridge auction; :data:`CONTRACT_BRIDGE` is contract bridge's.

    * ``players``: how many call (4, 3 or 2); they are numbered by :class:`Seat`
      values 0 .. players-1 clockwise, the dealer among them.
    * ``first_caller``: who calls first, as steps clockwise from the dealer (0: the
      dealer, rule A1; 1: dealer's left, as in three-handed bridge).
    * ``sides``: each player's side. Partners share a side (contract bridge:
      ``(0, 1, 0, 1)``); with no partners every player is his own side. A player may
      double the last bid only when another side made it, and redouble only a double
      of his own side's bid (rules A5-A6); the declarer is the first of the final
      bid's side to name its strain (rule A10).
    * ``strains``: the strains from lowest to highest; bids rank by level, then by
      this order (rule A4). Null bids exist only where :data:`~trickcards.bridge.NULL`
      is listed.
    * ``ending_passes``: the passes after a bid, double or redouble that end the
      auction (rule A8b: three; two in three-handed bridge; one for two players).
    * ``passout_passes``: the passes with no bid that end it (rule A8a: four).
    * ``opening_bid_required``: the first call must be a bid (no opening pass).
    * ``bid_choices``: words one of which every bid carries (``("open", "closed")``
      for the dummy of two-handed bridge); the choice of the final bid stands.
    * ``first_seat``: a player who calls first whoever deals (Trio: South, 2); the
      default ``None`` counts ``first_caller`` from the dealer.
    * ``doubles``: whether X and XX are calls of the auction (the cut-throat game's
      auction has bids and passes only; its doubling follows the choice of a partner).
    * ``opening_jump``: ``(highest, lowest)``: after an opening bid no higher than
      ``highest``, the next bid must be at least ``lowest`` (the cut-throat game's 4NT
      rule: ``(4S, 4NT)``); then normal sufficiency. ``None``: no such rule.
    * ``opening_jump_by``: who the opening jump binds: ``"anyone"`` (the next bid,
      whoever makes it) or ``"lho"`` (only the opener's left-hand neighbour's call).
    * ``bidders``: the players who may bid, as steps clockwise from the dealer
      (Chinese bridge: ``(0,)``, only the dealer; the others may only pass, double
      and redouble); empty (the default): everyone.
    * ``name``: the game, for messages.

    >>> three = AuctionRules(
    ...     name="three-handed bridge", players=3, first_caller=1, sides=(0, 1, 2),
    ...     strains=(Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, NULL, Strain.SPADES, Strain.NOTRUMP),
    ...     ending_passes=2, passout_passes=3)
    >>> a = Auction(Seat.NORTH, ["2H", "2Null", "Pass", "Pass"], rules=three)
    >>> a.is_complete, str(a.contract)
    (True, '2NullS')
    """

    __repr__ = brief_repr

    name: str = field(default="contract bridge", validator=lambda i, a, v: _check_name(v))
    players: int = field(default=4, validator=_count)
    first_caller: int = field(default=0)
    sides: tuple[int, ...] = field(default=(0, 1, 0, 1), converter=_to_ints)
    strains: tuple[Denomination, ...] = field(default=tuple(Strain), converter=_to_strains)
    ending_passes: int = field(default=3, validator=_count)
    passout_passes: int = field(default=4, validator=_count)
    opening_bid_required: bool = False
    bid_choices: tuple[str, ...] = field(default=(), converter=_to_choices)
    first_seat: int | None = None
    doubles: bool = True
    opening_jump: tuple[Call, Call] | None = field(default=None, converter=_to_jump)
    opening_jump_by: str = "anyone"
    bidders: tuple[int, ...] = field(default=(), converter=_to_ints)
    # Tables derived once per rules: each call's rank among the bids (-1 for calls that
    # are no bid of this game), and per dealer the engine's set-up.
    _rank: tuple[int, ...] = field(init=False, eq=False, hash=False, repr=False)
    _higher: tuple[tuple[Call, ...], ...] = field(init=False, eq=False, hash=False, repr=False)
    _setups: dict[int, _Setup] = field(init=False, eq=False, hash=False, repr=False)

    def __reduce__(self) -> tuple[type[AuctionRules], tuple[object, ...]]:
        # The settings alone: the derived tables (and the engine's set-ups) are rebuilt,
        # so every pickle protocol works.
        return (
            AuctionRules,
            (
                self.name,
                self.players,
                self.first_caller,
                self.sides,
                self.strains,
                self.ending_passes,
                self.passout_passes,
                self.opening_bid_required,
                self.bid_choices,
                self.first_seat,
                self.doubles,
                self.opening_jump,
                self.opening_jump_by,
                self.bidders,
            ),
        )

    def __attrs_post_init__(self) -> None:
        if len(self.sides) != self.players or not all(0 <= s < self.players for s in self.sides):
            raise TrickcardsError(
                f"{quote(self.sides)}: give one side (0-{self.players - 1}) for each of {self.players} players"
            )
        if not isinstance(self.first_caller, int) or isinstance(self.first_caller, bool):
            raise TrickcardsError(f"{quote(self.first_caller)} is not a number of steps from the dealer")
        if self.first_seat is not None and (
            not isinstance(self.first_seat, int)
            or isinstance(self.first_seat, bool)
            or not 0 <= self.first_seat < self.players
        ):
            raise TrickcardsError(
                f"{quote(self.first_seat)} is not a first caller: expected None or a player 0-{self.players - 1}"
            )
        if self.opening_bid_required not in (True, False):
            raise TrickcardsError(f"{quote(self.opening_bid_required)} is not True or False")
        if not isinstance(self.doubles, bool):
            raise TrickcardsError(f"{quote(self.doubles)} is not True or False")
        if self.opening_jump_by not in ("anyone", "lho"):
            raise TrickcardsError(f"{quote(self.opening_jump_by)} is not whom the opening jump binds: anyone or lho")
        if not all(0 <= b < self.players for b in self.bidders) or len(set(self.bidders)) != len(self.bidders):
            raise TrickcardsError(
                f"bidders={quote(self.bidders)}: give each bidder once, as steps 0-{self.players - 1} from the dealer"
            )
        if self.bidders and self.opening_bid_required and self.first_caller % self.players not in self.bidders:
            raise TrickcardsError(
                f"bidders={quote(self.bidders)}: the first call must be a bid, so the first caller must be a bidder"
            )
        position = {strain: i for i, strain in enumerate(self.strains)}
        rank = [-1] * len(_ALL_CALLS)
        for call in _ALL_CALLS:
            if call.kind is CallKind.BID and call.strain in position:
                rank[call.index] = (call.level - 1) * len(self.strains) + position[call.strain]  # type: ignore[operator]  # a bid has a level
        bids = sorted((c for c in _ALL_CALLS if rank[c.index] >= 0), key=lambda c: rank[c.index])
        higher = tuple((PASS, *bids[r:]) for r in range(len(bids) + 1))
        object.__setattr__(self, "_rank", tuple(rank))
        object.__setattr__(self, "_higher", higher)
        object.__setattr__(self, "_setups", {})

    @property
    def has_null(self) -> bool:
        """Whether Null bids are calls of this game."""
        return NULL in self.strains

    def ranks_above(self, bid: Call, other: Call) -> bool:
        """Whether ``bid`` is sufficient over ``other`` under this strain order (rule A4).

        >>> CONTRACT_BRIDGE.ranks_above(Call.parse("2S"), Call.parse("2H"))
        True
        """
        return self._rank[bid.index] > self._rank[other.index] >= 0

    def _setup(self, dealer: int) -> _Setup:
        setup = self._setups.get(dealer)
        if setup is None:
            setup = self._setups[dealer] = _Setup(self, dealer)
        return setup


def _check_name(value: object) -> None:
    if not isinstance(value, str):
        raise TrickcardsError(f"{quote(value)} is not a game name")


class _Setup:
    """What every auction of one rules set and dealer shares, built once."""

    __slots__ = (
        "choices",
        "dealer",
        "end",
        "first",
        "higher",
        "jump",
        "jump_lho",
        "kernel",
        "may_bid",
        "must_open",
        "opposed",
        "passout",
        "players",
        "rank",
        "rules",
        "seats",
        "shifts",
        "width",
    )

    def __init__(self, rules: AuctionRules, dealer: int) -> None:
        players = rules.players
        self.rules = rules
        self.seats = _SEATS[:players]
        self.dealer = _SEATS[dealer]
        self.players = players
        self.first = (dealer + rules.first_caller) % players if rules.first_seat is None else rules.first_seat
        self.end = rules.ending_passes
        self.passout = rules.passout_passes
        self.must_open = rules.opening_bid_required
        self.choices = rules.bid_choices
        # may_bid[player]: whether the player may bid (``bidders``, steps from the dealer).
        steps = rules.bidders or tuple(range(players))
        self.may_bid = tuple((p - dealer) % players in steps for p in range(players))
        self.rank = rules._rank
        self.higher = rules._higher
        self.width = len(rules.strains)
        # The opening jump as ranks (highest opening it covers, lowest next bid), or None.
        jump = rules.opening_jump
        self.jump = None if jump is None else (self.rank[jump[0].index], self.rank[jump[1].index])
        self.jump_lho = rules.opening_jump_by == "lho"
        sides = rules.sides
        # opposed[bidder][caller]: whether caller may double bidder's bid (rule A5); nobody
        # may where the auction has no doubles.
        self.opposed = tuple(
            tuple(rules.doubles and sides[b] != sides[c] for c in range(players)) for b in range(players)
        )
        position = {strain: i for i, strain in enumerate(rules.strains)}
        # shifts[caller][call index]: the bits of (caller's side, strain) in the firsts (rule A10).
        self.shifts = tuple(
            tuple(
                (sides[c] * self.width + position[call.strain]) * 3 if call.strain in position else 0
                for call in _ALL_CALLS
            )
            for c in range(players)
        )
        # The same as numbers, for the kernel's whole-auction check (bid choices and an
        # opening jump excepted: those auctions are checked call by call).
        self.kernel = _kernel.AuctionTables(
            _KINDS,
            self.rank,
            self.shifts,
            self.opposed,
            self.may_bid,
            self.first,
            players,
            self.end,
            self.passout,
            self.must_open,
            _INTERNED_CALLS,
            _CALL_SPELLINGS,
            _TEXT_INDICES,
            self,
        )


CONTRACT_BRIDGE: Final = AuctionRules()
"""Contract bridge's auction: four players in two partnerships, dealer first, rules A1-A11."""


# The contracts of the complete auctions last asked (by the auction's id, the auction kept
# with it): the samplers and the agents' steps ask one auction for its contract over and
# over, once per deal drawn, and an auction has one slot, so it keeps nothing itself.
_CONTRACTS: dict[int, tuple[Auction, Contract]] = {}


class Auction(Frozen):
    """An immutable auction: the calls so far, from the first caller round the table clockwise.

    :meth:`add` returns a new auction with one more call, or raises
    :class:`~trickcards.core.errors.IllegalCallError` naming the rule broken; :meth:`can_add`
    and :meth:`verify_add` ask first. Calls may be given as :class:`Call` values or text.
    ``rules`` (default :data:`CONTRACT_BRIDGE`) says whose auction it is.

    >>> a = Auction(dealer=Seat.NORTH).add("1H").add("X").add("2H").add("X")
    >>> a = a.add("Pass").add("Pass").add("Pass")
    >>> a.is_complete, str(a.contract), a.opening_leader
    (True, '2HXN', <Seat.EAST: 1>)
    >>> Auction.parse("N: 1S P P P") == Auction(Seat.NORTH, ["1S", "P", "P", "P"])
    True
    >>> Auction(dealer=Seat.NORTH).add("1H").can_add("1D")
    False
    """

    # A new auction is built for every call, so all of it is one tuple, one slot to set:
    # (bid, bidder, doubling, passes, firsts, choices, setup, calls), where setup is what
    # never changes in one auction (rules, dealer). The dealer and the calls are read
    # through properties: building an auction is far more common than reading them.
    __slots__ = ("_state",)

    _state: tuple[Call | None, int, int, int, int, tuple[str, ...], _Setup, tuple[Call, ...]]
    # The last bid (rule A4) and its caller, or -1; the doubling since that bid, 0-2
    # (rules A5-A7); consecutive passes at the end (rule A8); 3 bits per (side,
    # strain), 1 + the first caller to name it (rule A10); the choice of each bid.

    def __init__(
        self,
        dealer: Seat | str = Seat.NORTH,
        calls: Iterable[Call | str] = (),
        rules: AuctionRules = CONTRACT_BRIDGE,
    ) -> None:
        """Start an auction under ``rules`` with ``dealer`` dealing, then make ``calls`` in turn (each checked).

        Under rules with bid choices, give each bid with its choice as text: ``"1H(open)"``.
        """
        if rules is CONTRACT_BRIDGE and dealer.__class__ is Seat and calls == ():
            # The common case, built in three slot writes: a new contract-bridge auction.
            _set_state(self, _BRIDGE_EMPTY[dealer])
            return
        if not isinstance(rules, AuctionRules):
            raise TrickcardsError(f"{quote(rules)} is not an AuctionRules value")
        dealer = _to_dealer(dealer, rules)
        if isinstance(calls, str | bytes):
            raise ParseError(
                f"{quote(calls)} is not a sequence of calls: give Call values or texts, or use Auction.parse"
            )
        try:
            iterator = iter(calls)
        except TypeError:
            raise ParseError(f"{quote(calls)} is not a sequence of calls: expected Call values or texts") from None
        setup = rules._setup(dealer)
        _set_state(self, (None, -1, 0, 0, 0, (), setup, ()))
        if calls:
            if not setup.choices and setup.jump is None and calls.__class__ in (list, tuple):
                # The whole auction checked by the kernel; only when a call is refused
                # is it replayed call by call below, for the rule's error.
                made = _check_all(setup, calls)
                if made is not None:
                    _set_state(self, made)
                    return
            state = self
            for call in iterator:
                state = state.add(call)
            _set_state(self, state._state)

    @classmethod
    def from_calls(
        cls, dealer: Seat | str, calls: Iterable[Call | str], rules: AuctionRules = CONTRACT_BRIDGE
    ) -> Auction:
        """The auction of ``calls`` made in turn from ``dealer``'s deal, checked as a whole.

        The same auction, and for an illegal call the same error, as adding the calls one
        by one; but no auction is built for each call. This is what ``Auction(dealer,
        calls)`` does, under a name that says so.

        >>> a = Auction.from_calls(Seat.EAST, ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"])
        >>> str(a.contract), a == Auction(Seat.EAST).add("1NT").add("Pass").add("3NT").add("P").add("P").add("P")
        ('3NTE', True)
        >>> Auction.from_calls(Seat.NORTH, ["1H", "1D"])
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: '1D' is insufficient over '1H': ...
        """
        if rules is CONTRACT_BRIDGE and dealer.__class__ is Seat and calls.__class__ in (list, tuple):
            # The common case without the general constructor's checks of its arguments:
            # the kernel reads and checks the calls and hands back the final state.
            made = _whole(_BRIDGE_KERNELS[dealer], tuple(calls), 0)
            if made is not None:
                new = _new(cls)
                _set_state(new, made)
                return new
        return cls(dealer, calls, rules)

    @classmethod
    def _made(cls, tables: _kernel.AuctionTables, state: list[int], ids: list[int]) -> Auction:
        """The auction of ``tables``'s set-up whose calls ``ids`` the kernel's ``state`` made, each legal: not checked again.

        For the agents' auction steps, which make every call with
        :func:`~trickcards.core._kernel.auction_step` (see :func:`~trickcards.core._kernel.auction_made`).
        """
        new = _new(cls)
        _set_state(new, _kernel.auction_made(tables, state, ids))
        return new

    @classmethod
    def from_ids(cls, dealer: Seat | str, ids: Iterable[int], rules: AuctionRules = CONTRACT_BRIDGE) -> Auction:
        """The auction of the calls numbered ``ids`` (their :attr:`Call.index`), checked as a whole.

        A call's index is its action id in the contract-bridge games of
        :mod:`trickcards.protocol.game` (``game.action_id(call)``): 0 Pass, 1 Double, 2 Redouble,
        3-37 the bids from 1♣ to 7NT, and 38-44 the Null bids under rules that have them.
        The same auction, and for an illegal call the same error, as
        :meth:`from_calls` of the calls themselves; a number that is no call's index
        raises :class:`~trickcards.bridge.InvalidCallError`.

        >>> a = Auction.from_ids(Seat.EAST, [7, 0, 17, 0, 0, 0])
        >>> str(a), str(a.contract)
        ('E: 1NT Pass 3NT Pass Pass Pass', '3NTE')
        >>> Auction.from_ids(Seat.NORTH, [5, 4])
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: '1D' is insufficient over '1H': ...
        """
        if rules is CONTRACT_BRIDGE and dealer.__class__ is Seat and ids.__class__ in (list, tuple):
            made = _whole(_BRIDGE_KERNELS[dealer], tuple(ids), _BRIDGE_CALL_COUNT)
            if made is not None:
                new = _new(cls)
                _set_state(new, made)
                return new
        if not isinstance(rules, AuctionRules):
            raise TrickcardsError(f"{quote(rules)} is not an AuctionRules value")
        count = len(_ALL_CALLS) if rules.has_null else _BRIDGE_CALL_COUNT
        what = f"a call index of {rules.name}"
        calls = inputs.sequence(
            ids,
            lambda i: _ALL_CALLS[inputs.integer(i, what, low=0, high=count - 1, error=InvalidCallError)],
            "a sequence of call indexes",
            error=InvalidCallError,
        )
        return cls(dealer, calls, rules)

    @classmethod
    def parse(cls, text: str, dealer: Seat | None = None, rules: AuctionRules = CONTRACT_BRIDGE) -> Auction:
        """Read calls separated by spaces, optionally after the dealer and a colon: ``"E: 1NT P 3NT AP"``.

        ``AP`` (all pass) ends the auction with passes. Without a prefix the dealer is
        ``dealer`` (North by default). Under rules with bid choices a bid is written
        with its choice in brackets: ``1H(open)``. An illegal call raises
        :class:`~trickcards.core.errors.IllegalCallError`; text that is no call, a
        :class:`~trickcards.core.errors.ParseError`.

        >>> str(Auction.parse("1NT AP", dealer=Seat.EAST))
        'E: 1NT Pass Pass Pass'
        """
        inputs.text(text, "an auction")  # ASCII spaces and tabs only, as in every text parser
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not an auction: expected calls separated by spaces")
        if not isinstance(rules, AuctionRules):
            raise TrickcardsError(f"{quote(rules)} is not an AuctionRules value")
        if dealer is not None:
            dealer = _to_dealer(dealer, rules)
        head, colon, body = text.partition(":")
        if colon:
            try:
                seat = Seat.parse(head)
            except ParseError:
                raise ParseError(
                    f"{quote(text)} is not an auction: {quote(head.strip())} before ':' is not a seat"
                ) from None
            if dealer is not None and seat is not dealer:
                raise ParseError(f"{quote(text)} names dealer {seat.letter}, but dealer={dealer.letter} was given")
            dealer = seat
        else:
            body = text
        auction = cls(Seat.NORTH if dealer is None else dealer, rules=rules)
        for token in body.split():
            if ascii_upper(token) == "AP":
                while not auction.is_complete:
                    auction = auction.add(PASS)
                continue
            auction = auction.add(token)
        return auction

    # --- the rules ------------------------------------------------------------------

    @property
    def _setup(self) -> _Setup:
        return self._state[6]

    @property
    def dealer(self) -> Seat:
        """The dealer; the first caller is ``first_caller`` steps on (rule A1)."""
        return self._state[6].dealer

    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls made so far, the first caller's first."""
        return self._state[7]

    @property
    def rules(self) -> AuctionRules:
        """The rules of this auction (:data:`CONTRACT_BRIDGE` for contract bridge)."""
        return self._setup.rules

    def _name(self, seat: int) -> str:
        return _NAMES[seat] if self._setup.players == 4 else f"player {_SEATS[seat].letter}"

    def _refusal(self, call: Call, seat: Seat | str | None, choice: str | None = None) -> IllegalCallError | None:
        """The error ``call`` (by ``seat``, with ``choice``, if given) would raise, or ``None`` when it is legal."""
        setup = self._setup
        rules = setup.rules
        bid = self._state[0]
        bidder, doubling, passes = self._state[1:4]
        if passes >= (setup.end if bid is not None else setup.passout):
            if rules is CONTRACT_BRIDGE:
                how = "three passes following a call, or four passes"
            else:
                how = f"{_passes(setup.end)} following a call, or {_passes(setup.passout)}; {rules.name}"
            return IllegalCallError(
                f"{quote(str(call))} comes after the end of the auction (rule A8, Law 22: it ends after {how})",
                "auction-over",
            )
        turn = (setup.first + len(self.calls)) % setup.players
        if seat is not None and _to_seat(seat, rules) != turn:
            return IllegalCallError(
                f"{quote(str(call))} by {_seat_name(_to_seat(seat, rules), setup.players)} is out of rotation: "
                f"it is {self._name(turn)}'s turn to call (rules A1-A2, Laws 28-32)",
                "out-of-turn",
            )
        kind = call.kind
        if kind is not CallKind.BID and choice is not None:
            return IllegalCallError(
                f"{quote(str(call))} with the choice {quote(choice)}: only a bid carries a choice ({rules.name})",
                "bad-choice",
            )
        if kind is CallKind.PASS:
            if bid is None and setup.must_open:
                return IllegalCallError(
                    f"{quote(str(call))} by {self._name(turn)}: the first call must be a bid ({rules.name})",
                    "opening-pass",
                )
            return None
        if kind is CallKind.BID:
            if not setup.may_bid[turn]:
                return IllegalCallError(
                    f"{quote(str(call))} by {self._name(turn)}, who may not bid: only the dealer names a contract, "
                    f"the other player may only pass, double or redouble ({rules.name})",
                    "no-bid-allowed",
                )
            rank = setup.rank[call.index]
            if rank < 0:
                return IllegalCallError(
                    f"{quote(str(call))} is not a bid of {rules.name}: its strains are "
                    f"{', '.join(str(s) for s in rules.strains)} (rule A4)",
                    "not-a-bid-here",
                )
            if bid is not None and rank <= setup.rank[bid.index]:
                if setup.rank[bid.index] == len(setup.higher) - 2:
                    return IllegalCallError(
                        f"{quote(str(call))} is insufficient: no bid ranks above {quote(str(bid))}, only Pass, X or XX may "
                        "follow (rules A3-A4 sufficiency, Law 27)",
                        "insufficient",
                    )
                return IllegalCallError(
                    f"{quote(str(call))} is insufficient over {quote(str(bid))}: a bid must name more tricks, or as many in a "
                    "higher strain (rule A4 sufficiency, Law 27)",
                    "insufficient",
                )
            floor = self._jump_floor()
            if floor is not None and rank < floor:
                lowest = rules.opening_jump[1]  # type: ignore[index]  # a floor comes from the jump
                return IllegalCallError(
                    f"{quote(str(call))} over the opening {quote(str(bid))}: the next bid must be "
                    f"{lowest} or higher ({rules.name})",
                    "opening-jump",
                )
            if setup.choices and choice not in setup.choices:
                return IllegalCallError(
                    f"{quote(str(call))} with the choice {quote(choice)}: each bid names one of "
                    f"{', '.join(setup.choices)} ({rules.name})",
                    "bad-choice",
                )
            if not setup.choices and choice is not None:
                return IllegalCallError(
                    f"{quote(str(call))} with the choice {quote(choice)}: bids of {rules.name} carry no choice",
                    "bad-choice",
                )
            return None
        if not rules.doubles:
            return IllegalCallError(
                f"{quote(str(call))} by {self._name(turn)}: the auction of {rules.name} has bids and passes only",
                "no-doubling",
            )
        opponents = bidder >= 0 and setup.opposed[bidder][turn]
        if kind is CallKind.DOUBLE:
            if bid is None:
                return IllegalCallError(
                    f"{quote(str(call))} with no bid made: there is nothing to double (rule A5, Law 19)",
                    "nothing-to-double",
                )
            if doubling:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))}, which is already {'doubled' if doubling == 1 else 'redoubled'}: "
                    "only an undoubled bid may be doubled (rule A5, Law 19)",
                    "already-doubled",
                )
            if not opponents:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))} by {self._name(turn)}, whose side made that bid: only an "
                    "opponent's bid may be doubled (rule A5, Law 19)",
                    "double-own-side",
                )
            return None
        if doubling != 1:
            if doubling == 2:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))}, which is already redoubled: a redoubled bid cannot be "
                    "redoubled again (rule A6, Law 19)",
                    "already-redoubled",
                )
            return IllegalCallError(
                f"{quote(str(call))} with no double pending: only a doubled bid may be redoubled (rule A6, Law 19)",
                "redouble-without-double",
            )
        if opponents:
            return IllegalCallError(
                f"{quote(str(call))} by {self._name(turn)}, whose side made the double: only the side whose bid was "
                "doubled may redouble (rule A6, Law 19)",
                "redouble-own-double",
            )
        return None

    def _jump_floor(self) -> int | None:
        """The lowest rank the next bid may have under the opening jump, or ``None`` when it does not apply."""
        setup = self._setup
        bid = self._state[0]
        if setup.jump is None or bid is None or setup.rank[bid.index] > setup.jump[0]:
            return None
        bids = [i for i, c in enumerate(self.calls) if c.kind is _BID_KIND]
        if len(bids) != 1:
            return None
        # Under "lho" only the opener's left-hand neighbour, calling straight after the opening.
        if setup.jump_lho and bids[0] != len(self.calls) - 1:
            return None
        return setup.jump[1]

    def can_add(self, call: Call | str, seat: Seat | str | None = None) -> bool:
        """True when ``call`` (by ``seat``, if given) is legal now; a bid may carry its choice (``"1H(open)"``).

        Text that is no call gives ``False``.
        """
        try:
            call, choice = _to_call_and_choice(call, self._setup)
            return self._refusal(call, seat, choice) is None
        except (ParseError, IllegalCallError):
            return False

    def verify_add(self, call: Call | str, seat: Seat | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` unless ``call`` (by ``seat``) is legal now.

        >>> Auction().add("1H").add("Pass").verify_add("X")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: 'X' of '1H' by South, whose side made that bid: ...
        """
        call, choice = _to_call_and_choice(call, self._setup)
        error = self._refusal(call, seat, choice)
        if error is not None:
            raise error

    def add(self, call: Call | str, seat: Seat | str | None = None) -> Auction:
        """A new auction with ``call`` made by the next caller (``seat``, if given, must be that caller).

        Under rules with bid choices a bid is given with its choice, as text
        (``"1H(open)"``) or through :meth:`add_bid`.
        """
        if not isinstance(call, Call):
            call, choice = _to_call_and_choice(call, self._state[6])
            return self._refused(call, seat, choice)
        bid, bidder, doubling, passes, firsts, choices, setup, calls = self._state
        # The common legal cases inline, each ending in a new state (built here rather
        # than in a helper: this runs once per call of every auction replayed); anything
        # else goes through _refusal for its message.
        if seat is None and passes < (setup.end if bid is not None else setup.passout):
            kind = call.kind
            if kind is _PASS_KIND:
                if bid is None and setup.must_open:
                    return self._refused(call, seat, None)
                state = (bid, bidder, doubling, passes + 1, firsts, choices, setup, (*calls, call))
            elif kind is _BID_KIND:
                rank = setup.rank
                turn = (setup.first + len(calls)) % setup.players
                if (
                    rank[call.index] < 0
                    or (bid is not None and rank[call.index] <= rank[bid.index])
                    or setup.choices
                    or setup.jump is not None
                    or not setup.may_bid[turn]
                ):
                    return self._refused(call, seat, None)
                shift = setup.shifts[turn][call.index]
                if not (firsts >> shift) & 7:
                    firsts |= (turn + 1) << shift
                state = (call, turn, 0, 0, firsts, choices, setup, (*calls, call))
            elif kind is _DOUBLE_KIND:
                if bid is None or doubling or not setup.opposed[bidder][(setup.first + len(calls)) % setup.players]:
                    return self._refused(call, seat, None)
                state = (bid, bidder, 1, 0, firsts, choices, setup, (*calls, call))
            else:
                if doubling != 1 or setup.opposed[bidder][(setup.first + len(calls)) % setup.players]:
                    return self._refused(call, seat, None)
                state = (bid, bidder, 2, 0, firsts, choices, setup, (*calls, call))
            new = _new(Auction)
            _set_state(new, state)
            return new
        return self._refused(call, seat, None)

    def add_bid(self, bid: Call | str, choice: str, seat: Seat | str | None = None) -> Auction:
        """A new auction with ``bid`` carrying ``choice`` (rules with ``bid_choices``).

        >>> two = AuctionRules(name="two-handed bridge", players=2, sides=(0, 1), ending_passes=1,
        ...                    passout_passes=2, opening_bid_required=True, bid_choices=("open", "closed"))
        >>> a = Auction(Seat.NORTH, rules=two).add_bid("1H", "closed").add("1S(open)").add("Pass")
        >>> str(a), str(a.contract), a.current_choice
        ('N: 1H(closed) 1S(open) Pass', '1SE', 'open')
        """
        return self._refused(_to_call(bid, self._setup), seat, _to_choice(choice))

    def _refused(self, call: Call, seat: Seat | str | None, choice: str | None) -> Auction:
        """Raise the error of an illegal ``call``; a legal one (given a seat or a choice) is added."""
        error = self._refusal(call, seat, choice)
        if error is not None:
            raise error
        setup = self._setup
        firsts, choices = self._state[4:6]
        if call.kind is not _BID_KIND:
            return self.add(call)
        if seat is not None and not setup.choices:
            return self.add(call)
        turn = (setup.first + len(self.calls)) % setup.players
        shift = setup.shifts[turn][call.index]
        if not (firsts >> shift) & 7:
            firsts |= (turn + 1) << shift
        new = _new(Auction)
        _set_state(
            new,
            (
                call,
                turn,
                0,
                0,
                firsts,
                (*choices, choice) if choice is not None else choices,
                setup,
                (*self.calls, call),
            ),
        )
        return new

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call legal now: Pass, X, XX, then the bids from lowest to highest (empty once over).

        Under rules with bid choices, each bid listed is legal with any of
        ``bid_choices``.

        >>> [str(c) for c in Auction().add("7NT").legal_calls()]
        ['Pass', 'X']
        """
        calls = self._legal_calls()
        setup = self._setup
        if setup.rules.bidders and not setup.may_bid[(setup.first + len(self.calls)) % setup.players]:
            return tuple(c for c in calls if c.kind is not _BID_KIND)
        return calls

    def _legal_calls(self) -> tuple[Call, ...]:
        """The legal calls, bids included for every caller."""
        setup = self._setup
        bid, bidder, doubling, passes = self._state[:4]
        if bid is None:
            if passes >= setup.passout:
                return ()
            return setup.higher[0][1:] if setup.must_open else setup.higher[0]
        if passes >= setup.end:
            return ()
        floor = self._jump_floor()
        higher = setup.higher[max(setup.rank[bid.index] + 1, floor or 0)]
        opponents = setup.opposed[bidder][(setup.first + len(self.calls)) % setup.players]
        if doubling == 0:
            return (PASS, DOUBLE, *higher[1:]) if opponents else higher
        if doubling == 1 and not opponents:
            return (PASS, REDOUBLE, *higher[1:])
        return higher

    # --- derived state (section 4.3) ----------------------------------------------

    @property
    def is_complete(self) -> bool:
        """True once the auction is over: the ending passes after a call, or the pass-out passes (rule A8)."""
        # One unpacking of the state, no _setup property: every game state asks this on every action.
        bid, _, _, passes, _, _, setup, _ = self._state
        return passes >= (setup.passout if bid is None else setup.end)

    @property
    def is_passed_out(self) -> bool:
        """True when every call was a pass and the auction is over (rule A8a)."""
        return self._state[0] is None and self._state[3] >= self._setup.passout

    @property
    def next_player(self) -> Seat | None:
        """The player to call next (rule A2), or ``None`` once the auction is over."""
        if self.is_complete:
            return None
        setup = self._setup
        return _SEATS[(setup.first + len(self.calls)) % setup.players]

    @property
    def current_bid(self) -> Call | None:
        """The last bid so far, or ``None``."""
        return self._state[0]

    @property
    def current_bidder(self) -> Seat | None:
        """The player who made the last bid, or ``None``."""
        bidder = self._state[1]
        return None if bidder < 0 else _SEATS[bidder]

    @property
    def current_choice(self) -> str | None:
        """The choice carried by the last bid (rules with ``bid_choices``), or ``None``."""
        choices = self._state[5]
        return choices[-1] if choices else None

    @property
    def choices(self) -> tuple[str, ...]:
        """The choices the bids carried, in the order of the bids (empty without bid choices)."""
        return self._state[5]

    @property
    def doubling(self) -> Doubling:
        """Whether the last bid stands doubled or redoubled (rule A9)."""
        return _DOUBLINGS[self._state[2]]

    @property
    def doubled_state(self) -> Doubling:
        """Another name for :attr:`doubling`, as the rules file calls it."""
        return _DOUBLINGS[self._state[2]]

    @property
    def declarer(self) -> Seat | None:
        """Of the side that made the last bid, the first to name its strain (rule A10); ``None`` before a bid.

        While the auction is open this is the declarer the auction would have if it
        ended now.

        >>> Auction.parse("1C P 1H P 2H P 4H P P P").declarer
        <Seat.SOUTH: 2>
        """
        bid, bidder = self._state[:2]
        if bid is None:
            return None
        shift = self._setup.shifts[bidder][bid.index]
        return _SEATS[((self._state[4] >> shift) & 7) - 1]

    @property
    def contract(self) -> Contract | None:
        """The final contract with its declarer (rules A9-A10); ``None`` while open or when passed out."""
        bid = self._state[0]
        if bid is None or self._state[3] < self._setup.end:
            return None
        known = _CONTRACTS.get(id(self))
        if known is not None and known[0] is self:
            return known[1]
        strain: Strain | Null = bid.strain  # type: ignore[assignment]  # a bid has a strain
        level: int = bid.level  # type: ignore[assignment]
        contract = Contract(level, strain, _DOUBLINGS[self._state[2]], self.declarer)
        if len(_CONTRACTS) >= 256:
            _CONTRACTS.clear()
        _CONTRACTS[id(self)] = (self, contract)  # the auction kept alive with it, so its id is not reused
        return contract

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner once a four-player auction has a contract (rule A11); ``None`` otherwise."""
        contract = self.contract
        if contract is None or contract.declarer is None or self._setup.players != 4:
            return None
        return contract.declarer.partner

    @property
    def opening_leader(self) -> Seat | None:
        """Declarer's left-hand opponent once a four-player auction has a contract (rule A11).

        The variants seat their dummies in their own ways and name their own leaders.
        """
        contract = self.contract
        if contract is None or contract.declarer is None or self._setup.players != 4:
            return None
        return contract.declarer.lho

    def seat_of(self, position: int) -> Seat:
        """The player who makes (or made) call number ``position`` (0-based; rule A2)."""
        if not isinstance(position, int) or isinstance(position, bool) or position < 0:
            raise TrickcardsError(f"{quote(position)} is not a call number: calls are numbered from 0 (rule A2)")
        setup = self._setup
        return _SEATS[(setup.first + position) % setup.players]

    # --- values -------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(self.calls)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Auction):
            return NotImplemented
        return (
            self._setup is other._setup
            or (self._setup.rules == other._setup.rules and self._setup.dealer is other._setup.dealer)
        ) and (self.calls, self._state[5]) == (other.calls, other._state[5])

    def __hash__(self) -> int:
        choices = self._state[5]
        if choices:
            return hash((Auction, self.dealer, self.calls, choices))
        return hash((Auction, self.dealer, self.calls))

    def _texts(self) -> list[str]:
        choices = iter(self._state[5])
        with_choices = bool(self._setup.choices)
        return [f"{c}({next(choices)})" if with_choices and c.kind is _BID_KIND else str(c) for c in self.calls]

    def __str__(self) -> str:
        return " ".join((f"{self.dealer.letter}:", *self._texts()))

    def pretty(self) -> str:
        """The calls with suit symbols, one column per player under its letter, the first caller's column first."""
        setup = self._setup
        players = setup.players
        rows = [" ".join(f"{s.letter:<4}" for s in setup.seats).rstrip()]
        cells = ["-"] * setup.first + [c.pretty() for c in self.calls]
        for start in range(0, len(cells), players):
            rows.append(" ".join(f"{c:<4}" for c in cells[start : start + players]).rstrip())
        return "\n".join(rows)

    def __repr__(self) -> str:
        if self._setup.rules is CONTRACT_BRIDGE:
            return f"Auction.parse({quote(str(self))})"
        return f"Auction.parse({quote(str(self))}, rules=<{self._setup.rules.name}>)"

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self._setup.rules == CONTRACT_BRIDGE:
            return (Auction, (self.dealer, self.calls))
        return (_restore, (self._setup.rules, self.dealer, self.calls, self._state[:6]))


_BRIDGE_EMPTY: Final = tuple((None, -1, 0, 0, 0, (), CONTRACT_BRIDGE._setup(seat), ()) for seat in _SEATS)
_BRIDGE_KERNELS: Final = tuple(empty[6].kernel for empty in _BRIDGE_EMPTY)  # the kernel's tables, by dealer

# Slot setters for the constructors (Auction refuses __setattr__).
_whole = _kernel.auction_whole
_new = object.__new__
_set_state = Auction.__dict__["_state"].__set__


def _restore(
    rules: AuctionRules,
    dealer: Seat,
    calls: tuple[Call, ...],
    state: tuple[Call | None, int, int, int, int, tuple[str, ...]],
) -> Auction:
    """Rebuild a pickled auction of a variant from its parts."""
    auction = _new(Auction)
    _set_state(auction, (*state, rules._setup(dealer), calls))
    return auction


# An auction's state: (bid, bidder, doubling, passes, firsts, choices, setup, calls); see Auction.
_State = tuple[Call | None, int, int, int, int, tuple[str, ...], _Setup, tuple[Call, ...]]


def _check_all(setup: _Setup, calls: list[object] | tuple[object, ...]) -> _State | None:
    """The state after ``calls`` (Call values or their texts), or ``None`` unless every one is legal."""
    made = _whole(setup.kernel, tuple(calls), 0)
    if made is not None or not any(c.__class__ is str for c in calls):
        return made  # type: ignore[return-value]  # Call values only
    # Texts beyond the common spellings ("1 NT", "pass "), read one by one; junk is left
    # to the call-by-call path, which refuses it.
    if not all(c.__class__ in _CALL_CLASSES or c.__class__ is str for c in calls):
        return None
    indices = tuple([c.index if c.__class__ in _CALL_CLASSES else _text_index(c, setup) for c in calls])
    return _whole(setup.kernel, indices, len(_ALL_CALLS))  # type: ignore[return-value]


def _text_index(call: object, setup: _Setup) -> int:
    """The index of the call a text names, -1 for anything else (which the call-by-call path then refuses)."""
    if isinstance(call, str):
        try:
            return _to_call(call, setup).index
        except TrickcardsError:
            return -1
    return -1


def _passes(count: int) -> str:
    return "a pass" if count == 1 else f"{_COUNT_WORDS[count]} passes"


def _to_call(call: Call | str, setup: _Setup | None = None) -> Call:
    if isinstance(call, Call):
        return call
    if isinstance(call, str):
        return Call.parse(call, null=setup is not None and NULL in setup.rules.strains)
    raise ParseError(f"{quote(call)} is not a call: expected a Call or text such as '1NT' or 'Pass'")


def _to_call_and_choice(call: object, setup: _Setup) -> tuple[Call, str | None]:
    """A call and the choice it carries, from a :class:`Call` or text such as ``1H(open)``."""
    if isinstance(call, str):
        word, bracket, rest = call.partition("(")
        if bracket:
            if not rest.endswith(")"):
                raise ParseError(f"{quote(call)} is not a call: a choice is written in brackets, as in '1H(open)'")
            return _to_call(word, setup), _to_choice(rest[:-1])
    return _to_call(call, setup), None  # type: ignore[arg-type]  # _to_call refuses what is no call


def _to_choice(choice: object) -> str | None:
    if choice is None:
        return None
    if isinstance(choice, str) and choice.isascii():
        return choice.strip().lower()
    raise IllegalCallError(f"{quote(choice)} is not a choice: expected a word such as 'open'", "bad-choice")


def _to_dealer(dealer: object, rules: AuctionRules = CONTRACT_BRIDGE) -> Seat:
    if isinstance(dealer, str):
        dealer = Seat.parse(dealer)
    # Contract bridge takes a Seat or its text, as it always has; the variants also take player numbers.
    if isinstance(dealer, Seat) or (
        rules is not CONTRACT_BRIDGE and isinstance(dealer, int) and not isinstance(dealer, bool)
    ):
        if 0 <= dealer < rules.players:
            return _SEATS[dealer]
        raise IllegalCallError(
            f"{quote(dealer)} is not a dealer of {rules.name}: the players are 0-{rules.players - 1} (rule A1)",
            "not-a-seat",
        )
    raise IllegalCallError(f"{quote(dealer)} is not a dealer: expected a Seat (rule A1)", "not-a-seat")


def _to_seat(seat: object, rules: AuctionRules = CONTRACT_BRIDGE) -> Seat:
    if isinstance(seat, Seat):
        return seat
    if isinstance(seat, str):
        return Seat.parse(seat)
    if (
        rules is not CONTRACT_BRIDGE
        and isinstance(seat, int)
        and not isinstance(seat, bool)
        and 0 <= seat < rules.players
    ):
        return _SEATS[seat]
    raise ParseError(f"{quote(seat)} is not a seat: expected a Seat or N, E, S, W")


def _seat_name(seat: object, players: int = 4) -> str:
    if isinstance(seat, int) and 0 <= seat < 4:
        return _NAMES[seat] if players == 4 else f"player {_SEATS[seat].letter}"
    return repr(seat)
