"""The bidding of one deal (section 9, Bidding; vectors BO-4, BO-5, BO-16).

From the dealer's left each player in turn bids the number of tricks he expects to win,
0 to k; there is no pass. The bids are :class:`~trickcards.blackout.Bid` values; every
method also takes a bid as its number or its text. The total of the bids must not equal
k, so the dealer, who bids last, is barred from the one value that would make it equal
(when that value is between 0 and k). A player may change his bid until the next player has bid.

Illegal bids raise :class:`~trickcards.core.errors.IllegalCallError`; its ``reason`` is one of

* ``"not-a-bid"`` -- not a :class:`~trickcards.blackout.Bid`, nor its number or text;
* ``"range"`` -- a bid outside 0 to k;
* ``"dealer-total"`` -- the dealer's barred bid (the total would equal k);
* ``"out-of-turn"`` -- another player is to bid;
* ``"bidding-over"`` -- every player has bid;
* ``"change-closed"`` -- a change after the next player has bid (BO-16), by a player who
  has not bid, or once the first card has been led;
* ``"bidding-open"`` -- closing the bidding before every player has bid.

The dealer's own change has no "next player" to close it: the dealer may change his
bid, under the same bar as his first bid, until the first card is led. :meth:`BlackoutBidding.close`
marks that moment (a :class:`~trickcards.blackout.BlackoutPlay` started with the bidding
closes it at its first card); only then is the bidding :attr:`~BlackoutBidding.is_complete`.

The text form names the table and lists the bids from the dealer's left:
``4 players, k=5, dealer 3: 2 1 0``, with ``(closed)`` after a closed bidding;
:meth:`BlackoutBidding.parse` reads it back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from attrs import field, frozen

from trickcards.blackout.calls import BIDS, Bid, bid
from trickcards.blackout.schedule import BlackoutDeal, _check_players
from trickcards.core import inputs
from trickcards.core.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.core.inputs import _is_int, integer, quote
from trickcards.core.reprs import parsed_repr
from trickcards.core.seats import Players

__all__ = ["BlackoutBidding"]

_RULE: Final = "section 9, Bidding"
_TEXT: Final = re.compile(r"^\s*+([0-9]) players?,\s*+k\s*+=\s*+([0-9]{1,2}),\s*+dealer ([0-9]):(.*+)$", re.IGNORECASE)


def _to_bids(bids: object) -> tuple[Bid, ...]:
    if isinstance(bids, str) or not isinstance(bids, Iterable):
        raise IllegalCallError(f"{quote(bids)} is not a sequence of bids such as (2, 1, 0)", "not-a-bid")
    return tuple(bid(b) for b in bids)


def _as_bid(value: object) -> Bid | IllegalCallError:
    """``value`` as a bid, or the error saying why it is none."""
    try:
        return bid(value)
    except IllegalCallError as error:
        return error if error.reason == "not-a-bid" else IllegalCallError(str(error), "range")
    except TrickcardsError:
        return IllegalCallError(f"{quote(value)} is not a bid: a bid is a whole number of tricks, 0 to k", "not-a-bid")


@frozen
class BlackoutBidding:
    """An immutable bidding state: the table, the dealer, k and the bids so far in bidding order.

    ``bids[0]`` is the bid of the dealer's left, ``bids[-1]`` the latest. Every action
    returns a new state; a refused action changes nothing.

    Vector BO-4: four players, k = 5, the first three bid 2, 1 and 0, so the dealer may
    bid anything but 2.

    >>> b = BlackoutBidding(players=4, dealer=3, tricks=5).add(Bid(2)).add(1).add("0")
    >>> b.next_player, [str(c) for c in b.legal_calls()], b.barred
    (3, ['0', '1', '3', '4', '5'], Bid(tricks=2))
    >>> b.add(2)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: player 3 (the dealer) may not bid 2: the bids would total 5, the number of tricks; the total must not equal k (section 9, Bidding)
    >>> done = b.add(4)
    >>> done.all_bid, done.is_complete, [str(b) for b in done.by_player], done.total
    (True, False, ['2', '1', '0', '4'], 7)
    >>> done.change(3, 5).close().is_complete    # the dealer changes, then the first card is led
    True
    """

    __repr__ = parsed_repr

    players: int
    """The number of players, 3 to 7."""
    dealer: int
    """Who dealt; the player on the dealer's left bids first and the dealer last."""
    tricks: int
    """k: the cards each player holds, the number of tricks of the deal."""
    bids: tuple[Bid, ...] = field(default=(), converter=_to_bids)
    """The bids made, in bidding order from the dealer's left (ints or text are converted)."""
    closed: bool = False
    """True once the first card has been led: no bid may change any more (:meth:`close`)."""

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __attrs_post_init__(self) -> None:
        _check_players(self.players)
        if isinstance(self.dealer, bool):
            raise TrickcardsError(f"{quote(self.dealer)} is not a player: players are numbered 0-{self.players - 1}")
        Players(self.players).check(self.dealer)
        most = 52 // self.players
        if not _is_int(self.tricks) or not 1 <= self.tricks <= most:
            raise TrickcardsError(
                f"{quote(self.tricks)} is not a number of tricks: {self.players} players hold 1 to {most} cards each"
            )
        replay = BlackoutBidding._make(self.players, self.dealer, self.tricks, ())
        for call in self.bids:
            replay = replay.add(call)
        if self.closed is not True and self.closed is not False:
            raise TrickcardsError(f"{quote(self.closed)} is not a yes/no setting for closed: expected True or False")
        if self.closed:
            replay.close()

    @classmethod
    def _make(
        cls, players: int, dealer: int, tricks: int, bids: tuple[Bid, ...], closed: bool = False
    ) -> BlackoutBidding:
        new = object.__new__(cls)
        object.__setattr__(new, "players", players)
        object.__setattr__(new, "dealer", dealer)
        object.__setattr__(new, "tricks", tricks)
        object.__setattr__(new, "bids", bids)
        object.__setattr__(new, "closed", closed)
        return new

    @classmethod
    def for_deal(cls, deal: BlackoutDeal) -> BlackoutBidding:
        """The bidding of ``deal``, before the first bid.

        >>> from trickcards.blackout import Schedule
        >>> BlackoutBidding.for_deal(Schedule(5).deal(3, 1)).legal_calls()[-1]
        Bid(tricks=3)
        """
        if not isinstance(deal, BlackoutDeal):
            raise TrickcardsError(f"{quote(deal)} is not a BlackoutDeal")
        return cls._make(deal.players, deal.dealer, deal.hand_size, ())

    # --- who bids ------------------------------------------------------------------------

    def bidder(self, turn: int) -> int:
        """The player bidding at ``turn`` (0 = the dealer's left, players-1 = the dealer)."""
        turn = integer(turn, "a turn (0 = the dealer's left)", low=0, high=self.players - 1)
        return (self.dealer + 1 + turn) % self.players

    @property
    def next_player(self) -> int | None:
        """Who bids next, or ``None`` once every player has bid."""
        return None if self.all_bid else self.bidder(len(self.bids))

    @property
    def all_bid(self) -> bool:
        """True once every player has bid; the dealer may still change his bid until :meth:`close`."""
        return len(self.bids) == self.players

    @property
    def is_complete(self) -> bool:
        """True once the bids are final: every player has bid and the first card has been led (:meth:`close`)."""
        return self.closed

    @property
    def last_bidder(self) -> int | None:
        """Who bid last, the only player who may still change his bid (BO-16); ``None`` before any bid or once closed."""
        return self.bidder(len(self.bids) - 1) if self.bids and not self.closed else None

    def bid_of(self, player: int) -> Bid | None:
        """The bid of ``player``, or ``None`` if he has not bid yet."""
        if isinstance(player, bool):
            raise TrickcardsError(f"{quote(player)} is not a player: players are numbered 0-{self.players - 1}")
        Players(self.players).check(player)
        turn = (player - self.dealer - 1) % self.players
        return self.bids[turn] if turn < len(self.bids) else None

    @property
    def by_player(self) -> tuple[Bid | None, ...]:
        """Each player's bid (``None`` if not yet bid), by player number."""
        return tuple(self.bid_of(p) for p in range(self.players))

    @property
    def total(self) -> int:
        """The total of the tricks bid so far."""
        return sum(b.tricks for b in self.bids)

    @property
    def barred(self) -> Bid | None:
        """The dealer's barred bid when the dealer is next: the bid making the total k, if 0 to k."""
        if len(self.bids) != self.players - 1:
            return None
        value = self.tricks - self.total
        return Bid(value) if value >= 0 else None

    # --- legality ------------------------------------------------------------------------

    def _range_problem(self, value: object, who: str) -> IllegalCallError | None:
        call = _as_bid(value)
        if isinstance(call, IllegalCallError) and call.reason == "not-a-bid":
            return call
        if isinstance(call, IllegalCallError) or call.tricks > self.tricks:
            return IllegalCallError(
                f"{who} may not bid {quote(value)}: with {self.tricks} cards each a bid is 0 to {self.tricks} ({_RULE})",
                "range",
            )
        return None

    def _dealer_problem(self, call: Bid, others: int) -> IllegalCallError | None:
        if others + call.tricks == self.tricks:
            return IllegalCallError(
                f"player {self.dealer} (the dealer) may not bid {call}: the bids would total {self.tricks}, "
                f"the number of tricks; the total must not equal k ({_RULE})",
                "dealer-total",
            )
        return None

    def _bid_problem(self, value: object, player: int | None) -> IllegalCallError | None:
        turn = len(self.bids)
        if self.all_bid:
            return IllegalCallError(f"no one may bid {quote(value)}: every player has bid ({_RULE})", "bidding-over")
        caller = self.bidder(turn)
        if player is not None and player != caller:
            return IllegalCallError(
                f"player {quote(player)} may not bid now: it is player {caller}'s turn "
                f"(bids go clockwise from the dealer's left, {_RULE})",
                "out-of-turn",
            )
        problem = self._range_problem(value, f"player {caller}")
        if problem is None and turn == self.players - 1:
            problem = self._dealer_problem(bid(value), self.total)
        return problem

    def legal_calls(self) -> tuple[Bid, ...]:
        """Every bid the next bidder may make: 0 to k, less the dealer's barred bid; none once complete.

        Vector BO-5: k = 1, the others bid 0, 0, 0, so the dealer must bid 0.

        >>> BlackoutBidding(4, 0, 1, (0, 0, 0)).legal_calls()
        (Bid(tricks=0),)
        """
        if self.all_bid:
            return ()
        barred = self.barred
        return tuple(b for b in BIDS[: self.tricks + 1] if b != barred)

    def can_add(self, call: Bid | int | str, player: int | None = None) -> bool:
        """True when the next bidder (``player``, if given, must be that bidder) may bid ``call``."""
        return self._bid_problem(call, player) is None

    def verify_add(self, call: Bid | int | str, player: int | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` naming the rule unless ``call`` is legal now."""
        problem = self._bid_problem(call, player)
        if problem is not None:
            raise problem

    def add(self, call: Bid | int | str, player: int | None = None) -> BlackoutBidding:
        """A new state with ``call`` (a bid, its number or text) made by the next bidder; give ``player`` to check who is bidding."""
        self.verify_add(call, player)
        return BlackoutBidding._make(self.players, self.dealer, self.tricks, (*self.bids, bid(call)))

    # --- changing a bid ------------------------------------------------------------------

    def _change_problem(self, player: object, value: object) -> IllegalCallError | None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            return IllegalCallError(
                f"{quote(player)} is not a player: players are numbered 0-{self.players - 1}", "change-closed"
            )
        last = self.last_bidder
        if self.closed:
            return IllegalCallError(
                f"player {player} may not change his bid: the first card has been led ({_RULE})", "change-closed"
            )
        if self.bid_of(player) is None:
            return IllegalCallError(
                f"player {player} may not change his bid: he has not bid yet ({_RULE})", "change-closed"
            )
        if player != last:
            return IllegalCallError(
                f"player {player} may not change his bid: player {(player + 1) % self.players} "
                f"has already bid; a bid may be changed only until the next player has bid ({_RULE})",
                "change-closed",
            )
        problem = self._range_problem(value, f"player {player}")
        if problem is None and player == self.dealer:
            problem = self._dealer_problem(bid(value), self.total - self.bids[-1].tricks)
        return problem

    def can_change(self, player: int, call: Bid | int | str) -> bool:
        """True when ``player`` may change his bid to ``call`` now."""
        return self._change_problem(player, call) is None

    def verify_change(self, player: int, call: Bid | int | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` unless ``player`` may change his bid to ``call``.

        Vector BO-16: A bids 2, B bids 1, then A may no longer change.

        >>> BlackoutBidding(4, 3, 5, (2, 1)).verify_change(0, 3)
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: player 0 may not change his bid: player 1 has already bid; a bid may be changed only until the next player has bid (section 9, Bidding)
        """
        problem = self._change_problem(player, call)
        if problem is not None:
            raise problem

    def change(self, player: int, call: Bid | int | str) -> BlackoutBidding:
        """A new state with the latest bid, ``player``'s, changed to ``call`` (allowed until the next player bids).

        >>> BlackoutBidding(4, 3, 5, (2,)).change(0, "3").bids
        (Bid(tricks=3),)
        """
        self.verify_change(player, call)
        return BlackoutBidding._make(self.players, self.dealer, self.tricks, (*self.bids[:-1], bid(call)))

    # --- closing ---------------------------------------------------------------------------

    def close(self) -> BlackoutBidding:
        """The bidding once the first card is led: every bid is final and :attr:`is_complete` is true.

        >>> BlackoutBidding(4, 3, 5, (2, 1)).close()
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: the bidding cannot close: 2 of 4 players have bid, and play begins after the last bid (section 9, Bidding)
        """
        if not self.all_bid:
            raise IllegalCallError(
                f"the bidding cannot close: {len(self.bids)} of {self.players} players have bid, "
                f"and play begins after the last bid ({_RULE})",
                "bidding-open",
            )
        return BlackoutBidding._make(self.players, self.dealer, self.tricks, self.bids, True)

    @classmethod
    def parse(cls, text: str) -> BlackoutBidding:
        """Read the text form, ``4 players, k=5, dealer 3: 2 1 0`` (bids from the dealer's left).

        Text of another shape raises :class:`~trickcards.core.errors.ParseError`; a bid the
        rules forbid raises :class:`~trickcards.core.errors.IllegalCallError` naming the rule.

        >>> b = BlackoutBidding.parse("4 players, k=5, dealer 3: 2 1 0")
        >>> b.bids, BlackoutBidding.parse(str(b)) == b
        ((Bid(tricks=2), Bid(tricks=1), Bid(tricks=0)), True)
        >>> closed = b.add(4).close()
        >>> str(closed), BlackoutBidding.parse(str(closed)) == closed
        ('4 players, k=5, dealer 3: 2 1 0 4 (closed)', True)
        """
        inputs.text(text, "a Blackout bidding")  # ASCII spaces and tabs only, as in every text parser
        match = _TEXT.match(text) if isinstance(text, str) else None
        if match is None:
            raise ParseError(
                f"{quote(text)} is not a bidding: expected e.g. '4 players, k=5, dealer 3: 2 1 0' "
                "(the bids from the dealer's left)"
            )
        players, tricks, dealer, rest = match.groups()
        words = rest.split()
        closed = bool(words) and words[-1].lower() == "(closed)"
        words = words[:-1] if closed else words
        if not all(w.isascii() and w.isdigit() and len(w) <= 3 for w in words):
            raise ParseError(f"{quote(text)} is not a bidding: each bid is a whole number of tricks, 0 to k")
        try:
            return cls(int(players), int(dealer), int(tricks), tuple(int(w) for w in words), closed)
        except IllegalCallError:
            raise
        except TrickcardsError as error:
            raise ParseError(f"{quote(text)} is not a bidding: {error}") from None

    def __str__(self) -> str:
        shown = " ".join(str(b) for b in self.bids) + (" (closed)" if self.closed else "")
        return f"{self.players} players, k={self.tricks}, dealer {self.dealer}: {shown}".rstrip()
