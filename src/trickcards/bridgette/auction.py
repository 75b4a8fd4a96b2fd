"""The Bridgette auction: turn order, the legality rules B1-B8 and the end rules E1-E2 (section 5).

Suit lengths are counted in the caller's hand after the exchange; colons never count.
The thresholds and the meaning of "overcall" are options (:class:`AuctionOptions`, R5).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final

from attrs import Attribute, field, frozen

from trickcards.bridge.contract import Doubling, Strain
from trickcards.bridgette.calls import BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.player import Player, to_player
from trickcards.core.cards import SUIT_MASKS
from trickcards.core.errors import IllegalCallError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr

__all__ = ["Auction", "AuctionOptions", "Overcall"]


class Overcall(enum.Enum):
    """What counts as an *overcall* in rule B4 (R5)."""

    OPPONENT_BID = "opponent-bid"
    """Recommended: any bid made over the opponent's bid (the current highest bid is theirs)."""
    DIFFERENT_SUIT = "different-suit"
    """Alternative: a bid over the opponent's bid in a different denomination from it."""


def _count(instance: AuctionOptions, attribute: Attribute[int], value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise TrickcardsError(f"{quote(value)} is not a suit length for {attribute.name}: expected 0 to 13 cards (R5)")


def _overcall(instance: AuctionOptions, attribute: object, value: Overcall) -> None:
    if not isinstance(value, Overcall):
        raise TrickcardsError(f"{quote(value)} is not a meaning of overcall: expected an Overcall member (R5)")


def _flag(instance: AuctionOptions, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


@frozen
class AuctionOptions:
    """The configurable parts of the auction rules (R5); the defaults are the recommended reading.

    * ``suit_length`` -- cards of a suit needed to bid it (B2), 2.
    * ``long_suit_length`` -- cards of a suit needed for an overcall or a jump in it (B4), 4.
    * ``overcall`` -- what an overcall is (:class:`Overcall`), ``OPPONENT_BID``.
    * ``jumps_need_length`` -- whether a jump needs ``long_suit_length`` cards (B4), ``True``.

    >>> AuctionOptions().long_suit_length
    4
    """

    __repr__ = brief_repr

    suit_length: int = field(default=2, validator=_count)
    """Cards needed to bid a suit (B2)."""
    long_suit_length: int = field(default=4, validator=_count)
    """Cards needed for a suit overcall or jump (B4)."""
    overcall: Overcall = field(default=Overcall.OPPONENT_BID, validator=_overcall)
    """The meaning of "overcall" (R5)."""
    jumps_need_length: bool = field(default=True, validator=_flag)
    """Whether a jump bid needs ``long_suit_length`` cards (B4)."""


def _to_hands(hands: Iterable[Hand]) -> tuple[Hand, Hand]:
    pair = tuple(hands) if isinstance(hands, Iterable) else (hands,)
    if len(pair) != 2 or not all(isinstance(h, Hand) for h in pair):
        raise TrickcardsError(f"{quote(pair)} is not a pair of hands: Bridgette has two players, A and B")
    return (pair[0], pair[1])


def _to_calls(calls: Iterable[Call | str]) -> tuple[Call, ...]:
    """The calls as :data:`Call` values: text is parsed, as :meth:`Auction.add` does."""
    if isinstance(calls, str) or not isinstance(calls, Iterable):
        raise IllegalCallError(f"{quote(calls)} is not a sequence of calls such as ('1S', 'X', 'Pass')", "B8")
    return tuple(Call.parse(c) if isinstance(c, str) else c for c in calls)


def _check_options(instance: Auction, attribute: object, options: AuctionOptions) -> None:
    if not isinstance(options, AuctionOptions):
        raise TrickcardsError(f"{quote(options)} is not an AuctionOptions value")


_TOP_LEVEL: Final = 7
"""The highest level of a bid."""
_ALL_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]


@frozen
class Auction:
    """An immutable Bridgette auction: the dealer, both hands, and the calls so far.

    The dealer calls first and the players alternate (R4). :meth:`add` returns a new
    auction or raises :class:`~trickcards.core.errors.IllegalCallError`, whose ``reason`` is
    the rule broken (``"B1"`` ... ``"B8"``, or ``"E1"``/``"E2"`` once the auction is over).
    The first pass after a bid ends the auction (E1); two opening passes cancel the deal
    (E2). Suit lengths are counted in ``hands`` (indexed by :class:`Player`).

    >>> hands = (Hand.parse("AK75.Q9.J84.63+RL"), Hand.parse("QJ98.AKJ.AKQ.AK2"))
    >>> a = Auction(Player.A, hands).add("1S").add("X").add("Pass")
    >>> a.is_complete, str(a.contract)
    (True, '1SXA')
    >>> a.can_add("2H")
    False
    >>> str(Auction(Player.B, hands).add("1C").add("1S"))
    'B: 1C 1S'
    """

    dealer: Player = field(converter=to_player)
    hands: tuple[Hand, Hand] = field(converter=_to_hands)
    calls: tuple[Call, ...] = field(default=(), converter=_to_calls)
    options: AuctionOptions = field(default=AuctionOptions(), validator=_check_options)

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __attrs_post_init__(self) -> None:
        replay = Auction.__new__(Auction)
        object.__setattr__(replay, "dealer", self.dealer)
        object.__setattr__(replay, "hands", self.hands)
        object.__setattr__(replay, "calls", ())
        object.__setattr__(replay, "options", self.options)
        for call in self.calls:
            replay.verify_add(call)
            object.__setattr__(replay, "calls", (*replay.calls, call))

    # --- the state --------------------------------------------------------------

    @property
    def next_player(self) -> Player | None:
        """Who calls next, or ``None`` once the auction is over."""
        if self.is_complete:
            return None
        return self.dealer if len(self.calls) % 2 == 0 else self.dealer.other

    def _caller(self) -> Player:
        return self.dealer if len(self.calls) % 2 == 0 else self.dealer.other

    @property
    def is_cancelled(self) -> bool:
        """True when the first two calls were passes: no contract, the same dealer redeals (E2)."""
        return len(self.calls) >= 2 and self.calls[0] == PASS and self.calls[1] == PASS

    @property
    def is_complete(self) -> bool:
        """True once the auction has ended, by a pass after a bid (E1) or by cancellation (E2)."""
        if self.is_cancelled:
            return True
        return bool(self.calls) and self.calls[-1] == PASS and self._highest() is not None

    def _highest(self) -> tuple[Bid, Player, Doubling] | None:
        """The highest bid, who made it and its doubling, or ``None`` before any bid."""
        doubling = Doubling.UNDOUBLED
        for position in range(len(self.calls) - 1, -1, -1):
            call = self.calls[position]
            if isinstance(call, Bid):
                maker = self.dealer if position % 2 == 0 else self.dealer.other
                return call, maker, doubling
            if isinstance(call, Double) and doubling is Doubling.UNDOUBLED:
                doubling = Doubling.DOUBLED
            elif isinstance(call, Redouble):
                doubling = Doubling.REDOUBLED
        return None

    @property
    def highest_bid(self) -> Bid | None:
        """The current highest bid, or ``None`` before any bid."""
        highest = self._highest()
        return None if highest is None else highest[0]

    @property
    def contract(self) -> BridgetteContract | None:
        """The contract once the auction is over (E1), else ``None``; ``None`` also when cancelled."""
        if not self.is_complete:
            return None
        highest = self._highest()
        if highest is None:
            return None
        bid, maker, doubling = highest
        return BridgetteContract(bid.level, bid.strain, doubling, maker)

    # --- legality ----------------------------------------------------------------

    def _problem(self, call: Call) -> tuple[str, str] | None:
        """``None`` when ``call`` is legal now, else the rule broken and why."""
        if self.is_cancelled:
            return "E2", "both players passed at the start, so the deal is cancelled and the auction is over"
        if self.is_complete:
            return "E1", "a pass after a bid has ended the auction"
        previous = self.calls[-1] if self.calls else None
        if isinstance(call, Pass):
            return None
        if isinstance(call, Double):
            if isinstance(previous, Bid):
                return None
            if isinstance(previous, Double | Redouble):
                return "B8", "a bid may be doubled only once, and a redoubled bid not at all"
            return "B5", "a double is legal only straight after a bid by the opponent"
        if isinstance(call, Redouble):
            if isinstance(previous, Double):
                return None
            if isinstance(previous, Redouble):
                return "B8", "a bid may be redoubled only once"
            return "B6", "a redouble is legal only straight after the opponent doubled the caller's own bid"
        assert isinstance(call, Bid)
        return self._bid_problem(call)

    def _bid_problem(self, bid: Bid) -> tuple[str, str] | None:
        highest = self._highest()
        if highest is not None and bid <= highest[0]:
            return "B1", f"a bid must be higher than the current bid {highest[0]}"
        hand = self.hands[self._caller()].mask
        if bid.strain is Strain.NOTRUMP:
            if all(hand & SUIT_MASKS[s] for s in range(4)):
                return None
            return "B3", "a no-trump bid needs at least one card in each of the four suits (colons do not count)"
        length = (hand & SUIT_MASKS[bid.strain]).bit_count()
        options = self.options
        name = bid.strain.name.lower()
        if length < options.suit_length:
            return "B2", f"a suit bid needs at least {options.suit_length} {name} (colons do not count)"
        if highest is not None and length < options.long_suit_length:
            top, maker, _ = highest
            overcall = maker is not self._caller()
            if options.overcall is Overcall.DIFFERENT_SUIT:
                overcall = overcall and top.strain is not bid.strain
            lowest = top.level if bid.strain > top.strain else top.level + 1
            jump = options.jumps_need_length and bid.level > lowest
            if overcall or jump:
                kind = "an overcall" if overcall else "a jump"
                return "B4", f"{kind} needs at least {options.long_suit_length} {name} (colons do not count)"
        return None

    def _coerce(self, call: Call | str) -> Call:
        if isinstance(call, str):
            return Call.parse(call)
        if not isinstance(call, Bid | Pass | Double | Redouble):
            raise IllegalCallError(f"{quote(call)} is not a Bridgette call", "B8")
        return call

    def can_add(self, call: Call | str) -> bool:
        """True when the next player may make ``call`` (a call or its text) now."""
        try:
            return self._problem(self._coerce(call)) is None
        except TrickcardsError:
            return False

    def verify_add(self, call: Call | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` naming the rule unless ``call`` is legal now.

        >>> hands = (Hand.parse("AK75.Q9.J84.63+RL"), Hand.parse("QJ98.AKJ.AKQT.AK"))
        >>> Auction(Player.B, hands).add("1D").verify_add("1H")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: A may not call '1H': an overcall needs at least 4 hearts (colons do not count) (B4)
        """
        parsed = self._coerce(call)
        problem = self._problem(parsed)
        if problem is not None:
            rule, why = problem
            who = self.next_player
            caller = "no one" if who is None else str(who)
            raise IllegalCallError(f"{caller} may not call {quote(str(parsed))}: {why} ({rule})", rule)

    def add(self, call: Call | str) -> Auction:
        """A new auction with ``call`` (a call or its text) added; raises if it is illegal."""
        parsed = self._coerce(call)
        self.verify_add(parsed)
        return self._added(parsed)

    def _added(self, call: Call) -> Auction:
        """A new auction with ``call``, already checked legal, added."""
        new = Auction.__new__(Auction)
        object.__setattr__(new, "dealer", self.dealer)
        object.__setattr__(new, "hands", self.hands)
        object.__setattr__(new, "calls", (*self.calls, call))
        object.__setattr__(new, "options", self.options)
        return new

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the next player may make now: Pass, X, XX, then the legal bids, lowest first.

        >>> hands = (Hand.parse("AK75.Q9.J84.63+RL"), Hand.parse("QJ98.AKJ.AKQT.AK"))
        >>> [str(c) for c in Auction(Player.B, hands).add("6NT").legal_calls()]
        ['Pass', 'X', '7S', '7NT']
        """
        if self.is_complete:
            return ()
        # The calls _problem allows, found with the auction read once (no per-call walk, no
        # messages): a pass always; X straight after a bid, XX straight after X (B5, B6, B8);
        # then the bids above the highest (B1) that B2-B4 allow.
        previous = self.calls[-1] if self.calls else None
        found: list[Call] = [PASS]
        if isinstance(previous, Bid):
            found.append(DOUBLE)
        elif isinstance(previous, Double):
            found.append(REDOUBLE)
        highest = self._highest()
        caller = self._caller()
        hand = self.hands[caller].mask
        start = 0 if highest is None else highest[0].index + 1
        limits = {strain: self._level_limit(strain, highest, hand, caller) for strain in Strain}
        found.extend(bid for bid in BIDS[start:] if bid.level <= limits[bid.strain])
        return tuple(found)

    def _level_limit(
        self, strain: Strain, highest: tuple[Bid, Player, Doubling] | None, hand: int, caller: Player
    ) -> int:
        """The highest level of ``strain`` that B2-B4 let the caller (holding the mask ``hand``) bid now; -1 for none.

        ``_bid_problem`` for every bid above ``highest`` at once: B2 and B3 hold for a
        strain or not; B4 refuses an overcall in it, or a jump past ``lowest``.
        """
        if strain is Strain.NOTRUMP:
            return _TOP_LEVEL if all(hand & SUIT_MASKS[s] for s in range(4)) else -1
        length = (hand & SUIT_MASKS[strain]).bit_count()
        options = self.options
        if length < options.suit_length:
            return -1
        if highest is not None and length < options.long_suit_length:
            top, maker, _ = highest
            overcall = maker is not caller
            if options.overcall is Overcall.DIFFERENT_SUIT:
                overcall = overcall and top.strain is not strain
            if overcall:
                return -1
            if options.jumps_need_length:
                return top.level if strain > top.strain else top.level + 1  # the lowest level: no jump
        return _TOP_LEVEL

    def __str__(self) -> str:
        return f"{self.dealer}: " + " ".join(str(c) for c in self.calls)

    def __repr__(self) -> str:
        # One line, as a notebook shows it: the calls and both hands, not every option.
        hands = " / ".join(str(hand) for hand in self.hands)
        return f"<Bridgette Auction {self}{' ' if self.calls else ''}({hands})>"
