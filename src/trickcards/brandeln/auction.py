"""The Brandeln auction as a series of duels (section 5, R8) and the declaration of trumps (R9).

The two players of a duel are the *senior*, who entered the auction earlier in the
order F, M, R, D, and the *junior*, who entered later. The junior passes or bids
higher; the senior answers a junior bid by passing, bidding higher or *holding* (taking
the junior's contract at the same level). A player who passes is out for the deal;
the survivor of a duel meets the next player who has not yet spoken. If all four pass
without a bid, the deal is a lottery (section 9). The declarer then names trumps for a
trump contract (R9).

Reason codes of :class:`~trickcards.core.errors.IllegalCallError`: ``"opening"`` (5.1),
``"hold"`` (5.3, 5.4), ``"insufficient"`` (5.3-5.5), ``"hold-disabled"`` (R8),
``"excluded"`` (R7), ``"passed"`` (5.5), ``"out-of-turn"``, ``"auction-over"``,
``"not-a-call"``, and for the declaration ``"declaration"`` (R9) and ``"no-declarer"``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final, Self

import attrs
from attrs import Attribute, field, frozen

from trickcards.brandeln.calls import BIDS, HOLD, PASS, Bid, Call, Hold, Pass
from trickcards.brandeln.contracts import PLAYERS, BrandelnContract, Player
from trickcards.brandeln.scoring import BrandelnTable
from trickcards.core import inputs
from trickcards.core.cards import Suit
from trickcards.core.errors import IllegalCallError, TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.reprs import parsed_repr

__all__ = ["Auction", "AuctionOptions", "Declaration"]


def _flag(instance: object, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


@frozen
class AuctionOptions:
    """The configurable readings of the auction (R7, R8); the defaults are the recommended reading.

    * ``open_any_contract`` -- R8. ``False``: the opener may only bid Brandeln, as the
      seed gives the opener exactly "pass" or "brandeln". ``True``: any contract opens.
    * ``senior_may_hold`` -- R8. ``True`` (Pierer): the senior may hold the junior's bid.
      ``False``: the senior must bid higher or pass.
    * ``all_without_trump`` -- R7. ``True``: the seed's seventh contract may be bid.
      ``False``: it may not, as on the classic table (8.2); :meth:`for_table` sets it
      from the scoring table.

    >>> AuctionOptions().open_any_contract, AuctionOptions().senior_may_hold
    (False, True)
    """

    open_any_contract: bool = field(default=False, validator=_flag)
    """R8: whether the opening bid may name any contract, not only Brandeln."""
    senior_may_hold: bool = field(default=True, validator=_flag)
    """R8: whether the senior may hold the junior's bid."""
    all_without_trump: bool = field(default=True, validator=_flag)
    """R7: whether All without trump may be bid."""

    @classmethod
    def for_table(cls, table: BrandelnTable, *, open_any_contract: bool = False, senior_may_hold: bool = True) -> Self:
        """The options of an auction scored on ``table``: All-without-trump only where it has a value (R7, 8.2).

        >>> from trickcards.brandeln import BRANDELN_CLASSIC
        >>> Auction.parse("Brandeln Null", AuctionOptions.for_table(BRANDELN_CLASSIC)).add("All-without-trump")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: F may not call 'All-without-trump': All-without-trump cannot be bid on the brandeln-classic table or under all_without_trump=False (R7, 8.2)
        """
        if not isinstance(table, BrandelnTable):
            raise TrickcardsError(f"{quote(table)} is not a BrandelnTable: use BRANDELN or BRANDELN_CLASSIC")
        allowed = table.values[BrandelnContract.ALL_WITHOUT_TRUMP - 1] is not None
        return cls(open_any_contract, senior_may_hold, allowed)


@frozen
class _State:
    """Where an auction stands after its calls; derived from them, never given."""

    phase: str  # "opening", "junior", "senior" or "over"
    callers: tuple[Player, ...] = ()
    spoken: int = 0  # positions F .. Player(spoken - 1) have entered the auction
    senior: Player | None = None
    junior: Player | None = None
    standing: BrandelnContract | None = None
    holder: Player | None = None
    passed: frozenset[Player] = frozenset()

    @property
    def next(self) -> Player | None:
        if self.phase == "opening":
            return Player(self.spoken)
        if self.phase == "junior":
            return self.junior
        if self.phase == "senior":
            return self.senior
        return None


_START: Final = _State("opening")


def _new_junior(state: _State, **changes: Any) -> _State:
    """The state once the next player who has not spoken becomes the junior, or the auction ends."""
    state = attrs.evolve(state, **changes)
    if state.spoken < PLAYERS:
        return attrs.evolve(state, phase="junior", junior=Player(state.spoken), spoken=state.spoken + 1)
    return attrs.evolve(state, phase="over", junior=None)


def _after(state: _State, call: Call) -> _State:
    """The state after a legal ``call``."""
    caller = state.next
    assert caller is not None
    callers = (*state.callers, caller)
    passed = state.passed | {caller} if isinstance(call, Pass) else state.passed
    if state.phase == "opening":
        if isinstance(call, Bid):
            return _new_junior(
                state, callers=callers, spoken=caller + 1, senior=caller, standing=call.contract, holder=caller
            )
        if caller == Player.D:
            return _State("over", callers, PLAYERS, passed=passed)
        return _State("opening", callers, caller + 1, passed=passed)
    if state.phase == "junior":
        if isinstance(call, Pass):
            return _new_junior(state, callers=callers, passed=passed)
        assert isinstance(call, Bid)
        return _State("senior", callers, state.spoken, state.senior, state.junior, call.contract, state.junior, passed)
    # The senior answers the junior's bid.
    if isinstance(call, Pass):
        return _new_junior(state, callers=callers, passed=passed, senior=state.junior)
    standing = call.contract if isinstance(call, Bid) else state.standing
    return _State("junior", callers, state.spoken, state.senior, state.junior, standing, state.senior, passed)


def _problem(state: _State, call: Call, options: AuctionOptions) -> tuple[str, str] | None:
    """``None`` when ``call`` is legal now, else a reason code and the rule broken."""
    if state.phase == "over":
        return "auction-over", "the auction is over (5.3, 5.4)"
    if isinstance(call, Pass):
        return None
    if isinstance(call, Hold):
        if state.phase == "opening":
            return "hold", "there is no bid to hold before the opening bid (5.1)"
        if state.phase == "junior":
            return "hold", "only the senior may hold, right after the junior's bid (5.3)"
        if not options.senior_may_hold:
            return "hold-disabled", "the senior may not hold under senior_may_hold=False (R8)"
        return None
    assert isinstance(call, Bid)
    contract = call.contract
    if contract is BrandelnContract.ALL_WITHOUT_TRUMP and not options.all_without_trump:
        return (
            "excluded",
            "All-without-trump cannot be bid on the brandeln-classic table or under all_without_trump=False (R7, 8.2)",
        )
    if state.phase == "opening":
        if contract is not BrandelnContract.BRANDELN and not options.open_any_contract:
            return "opening", "the opening bid is Brandeln, unless open_any_contract is set (5.1, R8)"
        return None
    assert state.standing is not None
    if contract <= state.standing:
        clause = "5.3" if state.phase == "junior" else "5.4"
        top = BrandelnContract.ALL_WITHOUT_TRUMP if options.all_without_trump else BrandelnContract.ALL_WITH_TRUMP
        if state.standing >= top:
            clause = "5.5"
        return "insufficient", f"a bid must be strictly higher than the standing contract {state.standing} ({clause})"
    return None


def _to_calls(calls: Iterable[Call | str]) -> tuple[Call, ...]:
    if isinstance(calls, str) or not isinstance(calls, Iterable):
        raise IllegalCallError(
            f"{quote(calls)} is not a sequence of calls such as ('Brandeln', 'Four', 'Hold')", "not-a-call"
        )
    return tuple(_coerce(c) for c in calls)


def _coerce(call: object) -> Call:
    if isinstance(call, str):
        return Call.parse(call)
    if not isinstance(call, Bid | Pass | Hold):
        raise IllegalCallError(
            f"{quote(call)} is not a Brandeln call: expected Pass, Hold or a Bid (section 5)", "not-a-call"
        )
    return call


def _check_options(instance: object, attribute: object, options: AuctionOptions) -> None:
    if not isinstance(options, AuctionOptions):
        raise TrickcardsError(f"{quote(options)} is not an AuctionOptions value")


def _check_trump(instance: Declaration, attribute: object, trump: Suit | None) -> None:
    if trump is not None and not isinstance(trump, Suit):
        raise IllegalCallError(f"{quote(trump)} is not a trump suit: expected a Suit or None (R9)", "declaration")
    if instance.contract.has_trumps and trump is None:
        raise IllegalCallError(f"the declarer of {instance.contract} must name a trump suit (R9)", "declaration")
    if not instance.contract.has_trumps and trump is not None:
        raise IllegalCallError(
            f"{instance.contract} has no trumps, so {trump.name.lower()} cannot be named (R9)", "declaration"
        )


def _to_suit(value: Suit | str | None) -> Suit | None:
    if isinstance(value, str):
        return Suit.parse(value)
    return value


def _to_contract(value: BrandelnContract | str) -> BrandelnContract:
    if isinstance(value, str):
        return BrandelnContract.parse(value)
    return value


def _to_position(value: Player | str) -> Player:
    if isinstance(value, str):
        return Player.parse(value)
    return value


def _check_contract(instance: Declaration, attribute: object, contract: BrandelnContract) -> None:
    if not isinstance(contract, BrandelnContract):
        raise IllegalCallError(f"{quote(contract)} is not a Brandeln contract (section 4)", "declaration")


def _check_declarer(instance: Declaration, attribute: object, declarer: Player) -> None:
    if not isinstance(declarer, Player):
        raise IllegalCallError(f"{quote(declarer)} is not a player: expected Player.F, M, R or D", "declaration")


@frozen
class Declaration:
    """The contract a deal is played in: the declarer, the contract reached, and trumps (R9).

    Trumps are named for Brandeln, Four, Five, Six and All with trump, and only for them.
    Each field may also be given as text: ``Declaration("M", "Six", "H")``.

    >>> Declaration(Player.M, BrandelnContract.SIX, Suit.CLUBS).trump
    <Suit.CLUBS: 0>
    >>> Declaration(Player.M, BrandelnContract.NULL, Suit.CLUBS)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: Null has no trumps, so clubs cannot be named (R9)
    """

    declarer: Player = field(converter=_to_position, validator=_check_declarer)
    """Who plays alone against the other three (a player or its letter)."""
    contract: BrandelnContract = field(converter=_to_contract, validator=_check_contract)
    """The contract reached in the auction; the declarer may not change it (R9)."""
    trump: Suit | None = field(default=None, converter=_to_suit, validator=_check_trump)
    """The trump suit, or ``None`` for Null and All without trump."""

    def __str__(self) -> str:
        trumps = f", {self.trump.name.lower()} trumps" if self.trump is not None else ""
        return f"{self.contract} by {self.declarer}{trumps}"


@frozen
class Auction:
    """An immutable Brandeln auction: the calls so far, in order, from F (section 5).

    :meth:`add` returns a new auction or raises :class:`~trickcards.core.errors.IllegalCallError`
    whose ``reason`` names the broken rule (see the module docstring). When the auction is
    over, :attr:`declarer` and :attr:`contract` give the result, or :attr:`is_lottery` is
    true; :meth:`declare` then names trumps.

    Test vector V1:

    >>> a = Auction().add("Brandeln").add("Four").add("Hold").add("Five").add("Pass")
    >>> a.senior, a.standing, a.next_player
    (<Player.M: 1>, <BrandelnContract.FIVE: 3>, <Player.R: 2>)
    >>> a = a.add("Pass").add("Six").add("Hold").add("Pass")
    >>> a.is_complete, a.declarer, a.contract
    (True, <Player.M: 1>, <BrandelnContract.SIX: 4>)
    >>> str(a.declare(Suit.HEARTS))
    'Six by M, hearts trumps'
    """

    __repr__ = parsed_repr

    calls: tuple[Call, ...] = field(default=(), converter=_to_calls)
    """The calls made, in order; the first is F's."""
    options: AuctionOptions = field(default=AuctionOptions(), validator=_check_options)
    """The R7 and R8 readings."""
    _state: _State = field(init=False, eq=False, repr=False)

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __attrs_post_init__(self) -> None:
        state = _START
        for call in self.calls:
            problem = _problem(state, call, self.options)
            if problem is not None:
                raise _error(state, call, problem)
            state = _after(state, call)
        object.__setattr__(self, "_state", state)

    @classmethod
    def parse(cls, text: str, options: AuctionOptions = AuctionOptions()) -> Auction:
        """Read calls separated by spaces or commas, F's first: ``"Brandeln Four Hold Pass"``.

        >>> str(Auction.parse("brandeln, pass, pass, pass"))
        'Brandeln Pass Pass Pass'
        """
        if not isinstance(text, str):
            raise IllegalCallError(f"{quote(text)} is not an auction: expected calls separated by spaces", "not-a-call")
        inputs.text(text, "a Brandeln auction")  # ASCII spaces and tabs only, as in every text parser
        return cls(text.replace(",", " ").split(), options)

    # --- where the auction stands ---------------------------------------------------

    @property
    def next_player(self) -> Player | None:
        """Who calls next, or ``None`` once the auction is over."""
        return self._state.next

    @property
    def callers(self) -> tuple[Player, ...]:
        """Who made each call of :attr:`calls`."""
        return self._state.callers

    @property
    def senior(self) -> Player | None:
        """The senior of the current duel (``None`` before the first bid)."""
        return self._state.senior

    @property
    def junior(self) -> Player | None:
        """The junior of the current duel (``None`` before the first bid and at the end)."""
        return self._state.junior

    @property
    def standing(self) -> BrandelnContract | None:
        """The standing contract: the highest bid so far, or ``None`` before any bid."""
        return self._state.standing

    @property
    def holder(self) -> Player | None:
        """Whose the standing contract is now (the senior after a hold)."""
        return self._state.holder

    @property
    def passed(self) -> frozenset[Player]:
        """The players who have passed and are out of the auction."""
        return self._state.passed

    @property
    def is_complete(self) -> bool:
        """True once the auction is over: a declarer is found, or all four passed."""
        return self._state.phase == "over"

    @property
    def is_lottery(self) -> bool:
        """True when all four passed without a bid: the deal is played as a lottery (section 9)."""
        return self.is_complete and self._state.standing is None

    @property
    def declarer(self) -> Player | None:
        """The winner of the auction once it is over, else ``None`` (also in the lottery)."""
        return self._state.holder if self.is_complete else None

    @property
    def contract(self) -> BrandelnContract | None:
        """The contract reached once the auction is over, else ``None`` (also in the lottery)."""
        return self._state.standing if self.is_complete else None

    # --- calls -------------------------------------------------------------------------

    def can_add(self, call: Call | str, player: Player | str | None = None) -> bool:
        """True when the next player (who must be ``player``, if given) may make ``call`` now."""
        try:
            self.verify_add(call, player)
        except TrickcardsError:
            return False
        return True

    def verify_add(self, call: Call | str, player: Player | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` naming the rule unless ``call`` is legal now.

        ``player``, if given, is who means to call (a player or its letter): a player who has passed may not call again
        (5.5), and no one may call out of turn.

        >>> Auction().add("Brandeln").verify_add("Brandeln")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: M may not call 'Brandeln': a bid must be strictly higher than the standing contract Brandeln (5.3)
        >>> Auction.parse("Pass Brandeln Pass Five Pass").verify_add("Six", player=Player.F)
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: F may not call 'Six': F has passed and is out of the auction (5.5)
        """
        parsed = _coerce(call)
        state = self._state
        if player is not None:
            if isinstance(player, str):
                player = Player.parse(player)
            if not isinstance(player, Player):
                raise IllegalCallError(f"{quote(player)} is not a player: expected Player.F, M, R or D", "out-of-turn")
            if player in state.passed:
                raise IllegalCallError(
                    f"{player} may not call {quote(str(parsed))}: {player} has passed and is out of the auction (5.5)",
                    "passed",
                )
            if player != state.next:
                turn = "the auction is over" if state.next is None else f"it is {state.next}'s turn"
                raise IllegalCallError(f"{player} may not call {quote(str(parsed))}: {turn} (5.3, 5.4)", "out-of-turn")
        problem = _problem(state, parsed, self.options)
        if problem is not None:
            raise _error(state, parsed, problem)

    def add(self, call: Call | str, player: Player | str | None = None) -> Auction:
        """A new auction with ``call`` (a call or its text) made by the next player; raises if illegal."""
        parsed = _coerce(call)
        self.verify_add(parsed, player)
        new = object.__new__(Auction)
        object.__setattr__(new, "calls", (*self.calls, parsed))
        object.__setattr__(new, "options", self.options)
        object.__setattr__(new, "_state", _after(self._state, parsed))
        return new

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the next player may make: Pass, Hold if allowed, then the legal bids, lowest first.

        >>> [str(c) for c in Auction.parse("Brandeln Six").legal_calls()]
        ['Pass', 'Hold', 'Null', 'All-with-trump', 'All-without-trump']
        """
        if self.is_complete:
            return ()
        state, options = self._state, self.options
        candidates: tuple[Call, ...] = (PASS, HOLD, *BIDS)
        return tuple(c for c in candidates if _problem(state, c, options) is None)

    # --- the declaration ---------------------------------------------------------------

    def can_declare(self, trump: Suit | str | None) -> bool:
        """True when the declarer may play the contract reached with ``trump`` (R9)."""
        try:
            self.declare(trump)
        except TrickcardsError:
            return False
        return True

    def verify_declare(self, trump: Suit | str | None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` unless ``trump`` may be named now (R9)."""
        self.declare(trump)

    def declare(self, trump: Suit | str | None = None) -> Declaration:
        """The :class:`Declaration` once the auction is over: the declarer names ``trump`` (R9).

        A trump contract needs a suit; Null and All without trump take ``None``.

        >>> Auction.parse("Brandeln Pass Pass Pass").declare("S")
        Declaration(declarer=<Player.F: 0>, contract=<BrandelnContract.BRANDELN: 1>, trump=<Suit.SPADES: 3>)
        """
        if not self.is_complete:
            raise IllegalCallError(
                f"trumps cannot be named yet: {self.next_player} is still to call (R9)", "auction-not-over"
            )
        declarer, contract = self.declarer, self.contract
        if declarer is None or contract is None:
            raise IllegalCallError(
                "all four passed: the lottery has no declarer and no trumps (section 9)", "no-declarer"
            )
        return Declaration(declarer, contract, trump)

    def describe(self) -> str:
        """The calls with their callers: ``F Brandeln; M Four; F Hold``.

        >>> Auction.parse("Pass Brandeln Pass Pass").describe()
        'F Pass; M Brandeln; R Pass; D Pass'
        """
        return "; ".join(f"{p} {c}" for p, c in zip(self.callers, self.calls, strict=True))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)


def _error(state: _State, call: Call, problem: tuple[str, str]) -> IllegalCallError:
    reason, why = problem
    who = "no one" if state.next is None else str(state.next)
    return IllegalCallError(f"{who} may not call {quote(str(call))}: {why}", reason)
