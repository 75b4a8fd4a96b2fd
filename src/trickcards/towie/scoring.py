"""Towie's scoring table and the score of one deal in every player's column (``bridge-variants.md`` section 6).

Towie keeps contract bridge's trick values except no trump, which is worth **35 every
trick**; an undoubled overtrick is worth 50; making a doubled or redoubled contract
earns 50, or 100 when vulnerable; a player's first game earns 500 and his second
1000, which ends his rubber. Undertricks are scored by **every other player** in the
game, active or not [VF]. Honours are kept: declarer scores his own and the dummy's, a
defender's holding is scored by both active defenders, inactive players score none.

Only game contracts are played (TO-a): a final bid whose undoubled trick value is at
least 100, such as 3NT (105), 4H (120) or 5D (100).

>>> s = score("4SXA", 10, vulnerable=True)                     # TO-13
>>> s.player_below(0), s.player_above(0), s.components(0)
(240, 1100, (('trick points', 240), ('insult', 100), ('game bonus', 1000)))
>>> score("3NTXB", 6, vulnerable=True).entries                 # TO-17: every other player +1000
((0, 1000), (0, 0), (0, 1000), (0, 1000))
"""

from __future__ import annotations

from functools import cache
from string import ascii_uppercase
from typing import Final

from attrs import evolve, field, frozen

from trickcards.bridge.contract import Contract, Doubling
from trickcards.bridge.scoring import TRICKS_PER_DEAL, HonoursHolder, Score, _check_honours_strain
from trickcards.bridge.scoring import score as bridge_score
from trickcards.bridge.tables import ByVulnerability, Ladder, Ladders, ScoringFormat, ScoringTable
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr
from trickcards.protocol.column_sheet import column_result
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PLAYABLE",
    "TOWIE",
    "HonoursHolder",
    "TowieScore",
    "contract_text",
    "is_playable",
    "parse_contract",
    "player_name",
    "score",
    "to_player",
    "towie_table",
]

MIN_PLAYERS: Final = 3
"""Towie takes three to seven players [SEED-DE]; three of them are active in a deal."""
MAX_PLAYERS: Final = 7
PLAYABLE: Final = ("undoubled", "doubled")
"""Option ``playable`` (TO-a): which trick value must reach game, the undoubled bid's (default) or the contract's."""


def towie_table(vulnerable_doubled_later: int = 400) -> ScoringTable:
    """Towie's table; ``vulnerable_doubled_later`` is each vulnerable doubled undertrick after the second (TO-b).

    The only copy of the table found is cut off after "400 for the second and ...";
    the rules file applies 400 to the later ones as a provisional reading, the
    default. Redoubled undertricks are twice the doubled ones.

    >>> towie_table().undertricks(3, Doubling.DOUBLED, vulnerable=True)
    1000
    >>> towie_table(600).undertricks(3, Doubling.DOUBLED, vulnerable=True)
    1200
    """
    later = inputs.integer(
        vulnerable_doubled_later, "a vulnerable doubled undertrick (TO-b)", low=0, high=10_000, error=ScoringError
    )
    return _table(later)


@cache
def _table(later: int) -> ScoringTable:
    return ScoringTable(
        name="towie" if later == 400 else f"towie-{later}",
        title="Towie (bridge variants §6; [HOYLE-TOWIE], [VF])"
        + ("" if later == 400 else f", vulnerable doubled undertricks after the second {later} (TO-b)"),
        format=ScoringFormat.RUBBER,
        notrump_first_trick=35,
        notrump_later_trick=35,
        undoubled_overtrick=50,
        doubled_insult=50,
        redoubled_insult=50,
        doubled_insult_vulnerable=100,
        redoubled_insult_vulnerable=100,
        undertricks_not_vulnerable=Ladders(
            Ladder(50, 50, 50),
            Ladder(100, 100, 200, third=200, fifth_on=400),
            Ladder(200, 200, 400, third=400, fifth_on=800),
        ),
        undertricks_vulnerable=Ladders(
            Ladder(100, 200, 200),
            Ladder(200, 400, later, third=later),
            Ladder(400, 800, 2 * later, third=2 * later),
        ),
        first_game_bonus=500,
        rubber_bonus_two_nil=1000,
        rubber_bonus_two_one=1000,
        doubled_overtrick=ByVulnerability(100, 200),
        redoubled_overtrick=ByVulnerability(200, 400),
    )


TOWIE: Final = towie_table()
"""Towie's scoring table with the provisional 400 for later vulnerable doubled undertricks (TO-b).

No trump 35 a trick; undoubled overtricks 50; making doubled or redoubled 50 / 100
(NV / V); slams and honours as contract bridge (TO-c, TO-g); undertricks, not
vulnerable: 50 each undoubled, 100, 100, 200, 200, then 400 doubled; vulnerable: 100
then 200 undoubled, 200, 400, then 400 doubled (provisional); redoubled twice doubled.
A first game earns 500 (:attr:`~trickcards.bridge.ScoringTable.first_game_bonus`), a
second game 1000, which ends the rubber (TO-f).
"""


# --- players --------------------------------------------------------------------------------


def player_name(player: int) -> str:
    """The letter of player ``player``: ``A`` for 0 ... ``G`` for 6."""
    return ascii_uppercase[inputs.integer(player, "a Towie player", low=0, high=MAX_PLAYERS - 1, error=ScoringError)]


def to_player(value: object, players: int = MAX_PLAYERS, role: str = "a player") -> int:
    """A player number 0 .. ``players``-1 from a number (an int, or its digit as text) or a letter (any case).

    The digits are read on purpose, as every game reads a player's number
    (:func:`trickcards.core.inputs.player`): ``"3"`` is player 3, D.

    >>> to_player("d", 4), to_player(2, 3), to_player("3", 4)
    (3, 2, 3)
    """
    role = inputs.label(role)
    players = inputs.integer(
        players, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError
    )
    expected = f"Towie with {players} players has players {', '.join(ascii_uppercase[:players])} (0-{players - 1})"
    return inputs.player(value, range(players), role, expected=expected, error=ScoringError)


def parse_contract(text: str) -> tuple[Contract, int]:
    """A contract and its declarer from text ending with the declarer's letter: ``4SXA``, ``3NT C``.

    >>> contract, declarer = parse_contract("3ntxxd")
    >>> str(contract), declarer, contract_text(contract, declarer)
    ('3NTXX', 3, '3NTXXD')
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a Towie contract: expected text such as '4SXA'")
    body = text.strip()
    letter = body[-1:].upper()
    if len(body) < 3 or letter not in ascii_uppercase[:MAX_PLAYERS]:
        raise ParseError(f"{quote(text)} is not a Towie contract: end it with the declarer's letter A-G ('4SXA')")
    contract = Contract.parse(body[:-1])
    if contract.declarer is not None or contract.is_null:
        raise ParseError(f"{quote(text)} is not a Towie contract: a level, a strain, X or XX, then the declarer")
    return contract, ascii_uppercase.index(letter)


def contract_text(contract: Contract, declarer: int) -> str:
    """A contract's text with its declarer's letter (``4SXA``); :func:`parse_contract` reads it back."""
    if not isinstance(contract, Contract) or contract.is_null:
        raise ScoringError(f"{quote(contract)} is not a Towie contract")
    return f"{contract.level}{contract.strain}{contract.doubling}{player_name(declarer)}"


def is_playable(contract: Contract | str, playable: str = "undoubled", table: ScoringTable = TOWIE) -> bool:
    """Whether Towie plays ``contract``: its trick value reaches game, 100 (TO-a).

    ``playable`` is ``"undoubled"`` (default: the bid's undoubled value, so 2SX is not
    played) or ``"doubled"`` (the contract's value with its double). When the auction
    ends below game the deal is replaced by a goulash.

    >>> [is_playable(c) for c in ("3S", "2NT", "4C", "3NT", "5D", "2SX")]    # TO-1, TO-2, TO-3
    [False, False, False, True, True, False]
    >>> is_playable("2SX", playable="doubled")
    True
    """
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    if not isinstance(contract, Contract) or contract.is_null:
        raise ScoringError(f"{quote(contract)} is not a Towie contract")
    if not isinstance(playable, str) or playable not in PLAYABLE:
        raise ScoringError(f"{quote(playable)} is not a playability test (TO-a): expected undoubled or doubled")
    table = inputs.instance(table, ScoringTable, "a scoring table", error=ScoringError)
    doubling = contract.doubling if playable == "doubled" else Doubling.UNDOUBLED
    return table.trick_points(contract.level, contract.strain, doubling) >= table.game


# --- the score of one deal ------------------------------------------------------------------


def _check_defenders(instance: TowieScore, attribute: object, defenders: tuple[int, int]) -> None:
    players = inputs.integer(
        instance.players, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError
    )
    if not 0 <= instance.declarer < players:
        raise ScoringError(f"{quote(instance.declarer)} is not a declarer of {players} players")
    if (
        not isinstance(defenders, tuple)
        or len(defenders) != 2
        or not all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d < players for d in defenders)
        or len({instance.declarer, *defenders}) != 3
    ):
        raise ScoringError(
            f"{quote(defenders)} are not the two active defenders: two players of {players}, neither the declarer"
        )


def _check_honours(instance: TowieScore, attribute: object, honours: tuple[HonoursHolder, int] | None) -> None:
    if honours is not None:
        _check_honours_strain(honours, honours[1], instance.contract, TOWIE)


@frozen(field_transformer=inputs.typed_fields)
class TowieScore(ScoredDeal[Contract, int]):
    """One deal written into every player's column, with each component named.

    ``result`` is the deal's score for the declarer under the Towie table (honours
    apart); ``honours`` is who holds them and their points, or ``None``. The game
    bonus (500 for a first game, 1000 for a second) is part of a made contract's
    score: every contract Towie plays is a game.

    >>> s = score("4HA", 8, vulnerable=False, players=5, honours=(HonoursHolder.DEFENDERS, 100))
    >>> s.entries
    ((0, 0), (0, 200), (0, 200), (0, 100), (0, 100))
    >>> s.components(1), s.components(3)
    ((('undertricks', 100), ('honours', 100)), (('undertricks', 100),))
    """

    __repr__ = brief_repr

    contract: Contract = field(validator=is_a(Contract, "a contract", error=ScoringError))
    declarer: int = field(validator=is_a(int, "a declarer", error=ScoringError))
    declarer_tricks: int = field(validator=is_a(int, "a number of tricks", error=ScoringError))
    """The tricks declarer won with the dummy."""
    vulnerable: bool = field(validator=is_a(bool, "a vulnerability", error=ScoringError))
    result: Score = field(validator=is_a(Score, "a deal's score", error=ScoringError))
    players: int = field(default=3, validator=is_a(int, "a number of players", error=ScoringError))
    defenders: tuple[int, int] = field(default=(-1, -1), validator=_check_defenders)
    honours: tuple[HonoursHolder, int] | None = field(
        default=None,
        validator=[
            inputs.is_pair(HonoursHolder, int, "honours", optional=True, second_in=(100, 150), error=ScoringError),
            _check_honours,
        ],
    )
    game_bonus: int = field(default=0, validator=is_a(int, "a game bonus", error=ScoringError))
    """The game bonus of a made contract: 500 for a first game, 1000 for a second."""

    @property
    def made(self) -> bool:
        """Whether the contract was made."""
        return self.result.made

    @property
    def inactive(self) -> tuple[int, ...]:
        """The players who sat out this deal (they collect undertricks only)."""
        return tuple(p for p in range(self.players) if p != self.declarer and p not in self.defenders)

    def components(self, player: int) -> tuple[tuple[str, int], ...]:
        """The non-zero entries of ``player``'s column for this deal, as ``(name, points)``."""
        player = to_player(player, self.players)
        r = self.result
        holder = None if self.honours is None else self.honours[0]
        if player == self.declarer:
            named = [
                ("trick points", r.trick_points),
                ("overtricks", r.overtricks),
                ("insult", r.insult),
                ("slam", r.slam),
                ("game bonus", self.game_bonus),
            ]
            if holder is HonoursHolder.DECLARER:
                named.append(("honours", self.honours[1]))  # type: ignore[index]  # holder set
        else:
            named = [("undertricks", r.undertricks)]
            if holder is HonoursHolder.DEFENDERS and player in self.defenders:
                named.append(("honours", self.honours[1]))  # type: ignore[index]  # holder set
        return tuple((name, points) for name, points in named if points)

    def player_below(self, player: int) -> int:
        """``player``'s points below the line: declarer's trick points when made."""
        return self.result.trick_points if to_player(player, self.players) == self.declarer else 0

    def player_above(self, player: int) -> int:
        """``player``'s points above the line from this deal."""
        return sum(points for name, points in self.components(player) if name != "trick points")

    def player_total(self, player: int) -> int:
        """``player``'s points from this deal, above and below."""
        return sum(points for _, points in self.components(player))

    @property
    def entries(self) -> tuple[tuple[int, int], ...]:
        """``(below, above)`` for every player, A first."""
        return tuple((self.player_below(p), self.player_above(p)) for p in range(self.players))

    def as_result(self) -> DealResult[Contract, int]:
        """The deal as a :class:`~trickcards.protocol.results.DealResult`: every player's column entries as its parts.

        ``tricks`` are declarer's, each active defender's side's, and 0 for a player who sat out.
        """
        won = self.declarer_tricks
        tricks = tuple(
            won if p == self.declarer else TRICKS_PER_DEAL - won if p in self.defenders else 0
            for p in range(self.players)
        )
        columns = [self.components(p) for p in range(self.players)]
        return column_result(self.contract, self.declarer, tricks, columns, ascii_uppercase[: self.players])


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    honours: tuple[HonoursHolder, int] | None = None,
    *,
    declarer: int | str | None = None,
    players: int = 4,
    defenders: tuple[int, int] | None = None,
    table: ScoringTable = TOWIE,
    playable: str = "undoubled",
) -> TowieScore:
    """Score one Towie deal into every player's column; ``vulnerable`` is the declarer's.

    ``contract`` is text ending with the declarer's letter (``"4SXA"``) or a
    :class:`~trickcards.bridge.Contract` with ``declarer`` given. ``players`` is how
    many take part (3-7); ``defenders`` are the two active defenders (by default the
    two players after the declarer). ``tricks`` are those declarer won with the dummy.
    A contract below game is refused: Towie does not play it (TO-a).

    >>> score("4SXA", 7).entries                                   # TO-6: every other player +400
    ((0, 0), (0, 400), (0, 400), (0, 400))
    >>> score("6NTA", 12).components(0)                            # TO-15
    (('trick points', 210), ('slam', 500), ('game bonus', 500))
    """
    if isinstance(contract, str):
        contract, letter = parse_contract(contract)
        if declarer is not None and to_player(declarer, MAX_PLAYERS, "a declarer") != letter:
            raise ScoringError(f"declarer={quote(declarer)} differs from the contract's {player_name(letter)}")
        declarer = letter
    if not isinstance(contract, Contract) or contract.is_null:
        raise ScoringError(f"{quote(contract)} is not a Towie contract: give its text, such as '4SXA'")
    if declarer is None:
        raise ScoringError(f"{quote(str(contract))} names no declarer: give the contract as '4SXA' or declarer=")
    players = inputs.integer(
        players, "a number of Towie players", low=MIN_PLAYERS, high=MAX_PLAYERS, error=ScoringError
    )
    who = to_player(declarer, players, "a declarer")
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable: use TOWIE or towie_table(...)")
    if not is_playable(contract, playable, table):
        raise ScoringError(
            f"{quote(contract_text(contract, who))} is below game: Towie plays only contracts whose "
            f"{playable} trick value is at least {table.game}; a goulash replaces the deal (bridge variants §6, TO-a)"
        )
    if defenders is None:
        defenders = ((who + 1) % players, (who + 2) % players)
    result = bridge_score(evolve(contract, declarer=None), tricks, vulnerable, table)
    bonus = 0
    if result.made:
        bonus = table.rubber_bonus_two_one if result.vulnerable else table.first_game_bonus
    return TowieScore(
        evolve(contract, declarer=None),
        who,
        tricks,
        result.vulnerable,
        result,
        players,
        defenders,
        honours,
        bonus,
    )
