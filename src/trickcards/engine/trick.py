"""One trick: who led and the cards in the order played.

A :class:`Trick` is a value; the play engine (:mod:`trickcards.engine.trick_play`) builds them as
tricks are completed, and :meth:`Trick.winner` asks a
:class:`~trickcards.engine.trick_rules.TrickRules` who wins. Published by
:mod:`trickcards.engine.trick_play` too.
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import _is_int, _items, quote
from trickcards.core.reprs import parsed_repr
from trickcards.core.seats import Seat
from trickcards.engine.trick_rules import TrickRules

__all__ = ["Trick"]


def _to_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return _items(
        cards, "a trick's cards", "give Card values, or use Trick.parse for text", "expected a sequence of Card values"
    )


@frozen
class Trick:
    """One trick: who led and the cards in the order played.

    Players are numbered (a :class:`~trickcards.Seat` is an int too); card ``i`` was
    played by player ``(leader + i) % players``.

    >>> from trickcards import Suit
    >>> t = Trick.parse("N: S5 SK H2 SA")
    >>> t.winner(TrickRules(trump=Suit.HEARTS)), str(t)
    (<Seat.SOUTH: 2>, 'N: S5 SK H2 SA')
    """

    __repr__ = parsed_repr

    leader: int
    cards: tuple[Card, ...] = field(default=(), converter=_to_cards)
    players: int = 4

    def __attrs_post_init__(self) -> None:
        if not _is_int(self.players) or self.players < 2:
            raise TrickcardsError(f"a trick needs at least 2 players, not {quote(self.players)}")
        if not _is_int(self.leader) or not 0 <= self.leader < self.players:
            raise TrickcardsError(f"{quote(self.leader)} is not a leader among {quote(self.players)} players")
        if len(self.cards) > self.players:
            raise TrickcardsError(
                f"a trick of {quote(self.players)} players holds at most that many cards, not {len(self.cards)}"
            )
        if not all(isinstance(c, Card) for c in self.cards) or len(set(self.cards)) != len(self.cards):
            raise TrickcardsError(f"{quote(self.cards)} is not a trick: each card appears once")

    @classmethod
    def parse(cls, text: str, players: int = 4) -> Trick:
        """Read ``"N: S5 SK H2 SA"`` (a seat letter, or a player number, then the cards)."""
        body = inputs.text(text, "a trick")
        if ":" not in body:
            raise ParseError(f"{quote(text)} is not a trick: expected 'leader: card card ...'")
        who, _, rest = body.partition(":")
        try:
            who = inputs.word(who, "a leader")
            leader: int = (
                inputs.parse_integer(who, "a leader", low=0) if who.isascii() and who.isdigit() else Seat.parse(who)
            )
            return cls(leader, tuple(Card.parse(t) for t in rest.split()), players)
        except TrickcardsError as error:
            raise ParseError(f"{quote(text)} is not a trick: {error}") from None

    @property
    def is_complete(self) -> bool:
        """True once every player has played."""
        return len(self.cards) == self.players

    @property
    def lead(self) -> Card | None:
        """The card led, or ``None`` before the lead."""
        return self.cards[0] if self.cards else None

    def player(self, position: int) -> int:
        """Who played (or plays) the card at ``position``."""
        if not _is_int(position) or not 0 <= position < self.players:
            raise TrickcardsError(f"{quote(position)} is not a position in a trick of {self.players} players")
        player = (self.leader + position) % self.players
        return type(self.leader)(player) if type(self.leader) is not int else player

    @property
    def next_player(self) -> int | None:
        """Who plays next, or ``None`` when the trick is complete."""
        return None if self.is_complete else self.player(len(self.cards))

    def add(self, card: Card) -> Trick:
        """A new trick with ``card`` played to it (no legality check: see :class:`TrickPlay`)."""
        return Trick(self.leader, (*self.cards, card), self.players)

    def winner(self, rules: TrickRules) -> int:
        """The player whose card wins the trick so far under ``rules``."""
        if not isinstance(rules, TrickRules):
            raise TrickcardsError(f"{quote(rules)} is not a TrickRules value")
        return self.player(rules.winner_position(self.cards))

    def _repr_svg_(self) -> str:
        """The trick as SVG (Jupyter shows it): :func:`trickcards.pictures.svg.trick_svg`."""
        from trickcards.pictures.svg import trick_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return trick_svg(self)

    def __str__(self) -> str:
        return f"{self.leader}: " + " ".join(str(c) for c in self.cards)


def _trick(leader: int, cards: tuple[Card, ...], players: int) -> Trick:
    """A trick built without the checks of ``Trick()``, for states the engine has already checked."""
    trick = _new(Trick)
    _set_leader(trick, leader)
    _set_trick_cards(trick, cards)
    _set_players(trick, players)
    return trick


# Immutable values refuse __setattr__, so the engine's private constructors set slots
# through the slot descriptors, fetched once here: about half the cost of
# object.__setattr__ per slot, on a path taken for every card of every playout.
_new = object.__new__
_set_leader = Trick.__dict__["leader"].__set__
_set_trick_cards = Trick.__dict__["cards"].__set__
_set_players = Trick.__dict__["players"].__set__
