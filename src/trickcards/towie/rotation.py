"""Who is active in each Towie deal: three of the three to seven players (``bridge-variants.md`` section 6, TO-d).

Only three players are active in a deal; the others wait and still collect
undertricks. :class:`Rotation` is the table between two deals: the three active
players, the dealer, the queue of waiting players and the one defeated declarer who
may not come back yet. :meth:`Rotation.after` gives the next deal's table.

Three rules (option ``rotation``):

* ``declarer_steps_out`` (default, the seed's rule): after each played deal the
  declarer steps out and the longest-waiting eligible player takes his place; a
  defeated declarer stays ineligible until another declarer has been defeated; if
  nobody eligible is waiting, the declarer stays. The deal then passes to the left
  among the active players.
* ``defeated_only``: only a defeated declarer steps out (same queue and bar).
* ``dealer_sits_out``: the deal passes to the left among all players; the dealer sits
  out and the three players on his left are active, the first of them calling first
  (TO-i).

>>> table = Rotation.start(players=5)
>>> table.callers, table.waiting
((0, 1, 2), (3, 4))
>>> table = table.after(declarer=1, defeated=False)    # B made his contract: he steps out, D comes in
>>> table.callers, table.waiting, table.dealer
((3, 2, 0), (4, 1), 3)
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import quote
from trickcards.towie.scoring import MAX_PLAYERS, MIN_PLAYERS, player_name, to_player

__all__ = ["ROTATIONS", "Rotation"]

ROTATIONS: Final = ("declarer_steps_out", "defeated_only", "dealer_sits_out")
"""Option ``rotation`` (TO-d): who steps out after a deal; the first is the default."""


_check_rule: Final = inputs.is_one_of(ROTATIONS, "a Towie rotation", rule="TO-d", error=ScoringError)


def _check_players(instance: Rotation, attribute: object, players: int) -> None:
    inputs.integer(players, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError)


@frozen
class Rotation:
    """The table before one deal: who is active, who deals, who waits and who is barred.

    ``places`` are the three active players in clockwise order (a newcomer takes the
    place of the player who steps out); ``waiting`` is the queue, longest-waiting
    first; ``barred`` is the defeated declarer who may not come back yet, or ``None``.
    With ``dealer_sits_out`` the dealer is not among the places.
    """

    players: int = field(validator=_check_players)
    rule: str = field(validator=_check_rule)
    dealer: int
    places: tuple[int, int, int]
    waiting: tuple[int, ...] = ()
    barred: int | None = None

    def __attrs_post_init__(self) -> None:
        everyone = (*self.places, *self.waiting)
        if self.rule == "dealer_sits_out":
            everyone = everyone if self.dealer in everyone else (*everyone, self.dealer)
        if (
            not isinstance(self.places, tuple)
            or len(self.places) != 3
            or sorted(everyone) != list(range(self.players))
            or (self.rule == "dealer_sits_out") == (self.dealer in self.places)
            or (self.barred is not None and self.barred not in everyone)
        ):
            raise ScoringError(
                f"{quote(self)} is not a Towie table: three active players and the others waiting, "
                "the dealer active (or sitting out with dealer_sits_out)"
            )

    @classmethod
    def start(cls, players: int = 4, rule: str = "declarer_steps_out", dealer: int | str = 0) -> Rotation:
        """The table of a session's first deal: the dealer and the next two active (the next three with ``dealer_sits_out``).

        >>> Rotation.start(4, "dealer_sits_out", dealer="b").callers
        (2, 3, 0)
        """
        players = inputs.integer(
            players, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError
        )
        _check_rule(None, None, rule)
        first = to_player(dealer, players, "a dealer")
        order = tuple((first + step) % players for step in range(players))
        if rule == "dealer_sits_out":
            if players == 3:
                raise ScoringError("rotation='dealer_sits_out' needs four or more players: three are active (TO-d)")
            return cls(players, rule, first, (order[1], order[2], order[3]), order[4:] + order[:1])
        return cls(players, rule, first, (order[0], order[1], order[2]), order[3:])

    @property
    def callers(self) -> tuple[int, int, int]:
        """The active players in calling order: the dealer first, or the dealer's left with ``dealer_sits_out``."""
        if self.rule == "dealer_sits_out":
            return self.places
        at = self.places.index(self.dealer)
        return (self.places[at], self.places[(at + 1) % 3], self.places[(at + 2) % 3])

    @property
    def active(self) -> frozenset[int]:
        """The three active players."""
        return frozenset(self.places)

    def is_active(self, player: int) -> bool:
        """Whether ``player`` plays this deal."""
        return to_player(player, self.players) in self.places

    def after(self, declarer: int | None = None, defeated: bool = False) -> Rotation:
        """The table of the next deal, once this one is played by ``declarer`` (``None``: thrown in, nobody moves).

        >>> t = Rotation.start(5).after(declarer=0, defeated=True)   # A goes down: D replaces him, A is barred
        >>> t.places, t.waiting, t.barred
        ((3, 1, 2), (4, 0), 0)
        >>> t = t.after(declarer=1, defeated=True)                    # B goes down: A is free again, E comes in
        >>> t.places, t.waiting, t.barred
        ((3, 4, 2), (0, 1), 1)
        """
        if self.rule == "dealer_sits_out":
            return Rotation.start(self.players, self.rule, (self.dealer + 1) % self.players)
        places, waiting, barred = list(self.places), self.waiting, self.barred
        if declarer is not None:
            declarer = to_player(declarer, self.players, "a declarer")
            if declarer not in places:
                raise ScoringError(
                    f"player {player_name(declarer)} is not active in this deal: the active players are "
                    f"{', '.join(player_name(p) for p in self.callers)} (bridge variants §6)"
                )
            if defeated:
                barred = declarer
            if defeated or self.rule == "declarer_steps_out":
                newcomer = next((p for p in waiting if p != barred), None)
                if newcomer is not None:
                    places[places.index(declarer)] = newcomer
                    waiting = (*(p for p in waiting if p != newcomer), declarer)
        at = self.places.index(self.dealer)
        return Rotation(
            self.players, self.rule, places[(at + 1) % 3], (places[0], places[1], places[2]), waiting, barred
        )
