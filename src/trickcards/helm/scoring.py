"""The score of one deal of Helm, component by component (the ``helm`` table of section 4).

Below the line: the bid's point value (level times the per-trick value), only for a
contract bid and made, doubled x2 and redoubled x4 (HE-f). Above the line: each
overtrick its per-trick value, multiplied likewise (HE-e); 25/40 for making a doubled
contract, 50/80 redoubled; the helm premiums, 100/150 for a small helm (9 tricks; in
Null, 1) and 200/300 for a grand helm (10; in Null, none), paid on a made contract
whether bid or not (HE-i); honours to their holder. A defeated contract gives the
opponent its shortfall points (undertricks times the per-trick value, HE-d) times 3/5,
10/15 doubled or 20/30 redoubled. The second figure of each pair is the vulnerable one.

>>> s = score("3CA", 9)                                                    # HE-9
>>> s.below, s.above, s.components()
(18, 106, (('trick points', 18), ('overtricks', 6), ('small helm', 100)))
>>> score("3DA", 6).opponent_above                                          # HE-11
36
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import NULL, Contract, Denomination, Doubling, Null, Strain, TwoPlayerContract
from trickcards.bridge.two_player_sheet import to_player
from trickcards.core import inputs
from trickcards.core.cards import Rank, Suit
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.hand import Hand
from trickcards.core.inputs import instance, integer, is_a, quote
from trickcards.core.reprs import brief_repr
from trickcards.helm.rules import BOOK, HELM, MAX_LEVEL, PER_TRICK, TRICKS, HelmRules
from trickcards.protocol.results import DealResult, ScoredDeal, sided_result

__all__ = [
    "HONOURS_POINTS",
    "HelmScore",
    "by_vulnerability",
    "honours",
    "player_honours",
    "possible_honours",
    "score",
    "to_contract",
]

_INSULT: Final = {Doubling.DOUBLED: (25, 40), Doubling.REDOUBLED: (50, 80)}
_SMALL_HELM: Final = (100, 150)
_GRAND_HELM: Final = (200, 300)
_SHORTFALL_FACTOR: Final = {Doubling.UNDOUBLED: (3, 5), Doubling.DOUBLED: (10, 15), Doubling.REDOUBLED: (20, 30)}
_MULTIPLIER: Final = {Doubling.UNDOUBLED: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}
_RUN_ORDER: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
_FOUR_OF_A_KIND: Final = 40
_THREE_OF_A_KIND: Final = 30
_RUN_STEP: Final = 15
_SHORTEST_RUN: Final = 4

HONOURS_POINTS: Final = frozenset({15, 30, 40, 45, 60, 75})
"""Every figure an honours holding can score (runs of 4-8 trumps; three or four aces or sevens)."""
_SUIT_HONOURS: Final = frozenset({15, 30, 45, 60, 75})
_FOUR_OR_THREE: Final = frozenset({30, 40})


def possible_honours(denomination: Denomination) -> frozenset[int]:
    """The honours figures a contract of ``denomination`` can score: 30 and 40 at NT and Null, 15-75 in a suit.

    >>> sorted(possible_honours(NULL)), sorted(possible_honours(Strain.HEARTS))
    ([30, 40], [15, 30, 45, 60, 75])
    """
    if denomination not in PER_TRICK:
        raise ScoringError(f"{quote(denomination)} is not a denomination of Helm: C, D, H, S, NT or Null")
    return _FOUR_OR_THREE if denomination is NULL or denomination is Strain.NOTRUMP else _SUIT_HONOURS


def by_vulnerability(pair: tuple[int, int], vulnerable: bool) -> int:
    """The not-vulnerable or vulnerable figure of a pair of the ``helm`` table.

    >>> by_vulnerability((100, 150), True)
    150
    """
    pair = inputs.pair(pair, _figure, _figure, "a pair of figures", error=ScoringError)
    return pair[1] if inputs.flag(vulnerable, "vulnerable", error=ScoringError) else pair[0]


def _figure(value: object) -> int:
    return integer(value, "a figure of the table", error=ScoringError)


def to_contract(contract: Contract | str) -> TwoPlayerContract:
    """A Helm contract from a value or text (``"2NTXA"``, the declarer A or B ending it; or no declarer).

    A :class:`~trickcards.bridge.Contract` given with its declarer seated N (A) or E (B)
    becomes the :class:`~trickcards.bridge.TwoPlayerContract` that names the player.

    >>> str(to_contract("4nullxxb")), str(to_contract("2S")), to_contract("5NTA").pretty()
    ('4NullXXB', '2S', '5NT by A')
    """
    if isinstance(contract, str):
        body = contract.strip()
        contract = TwoPlayerContract.parse(body) if body[-1:].upper() in ("A", "B") else Contract.parse(body)
    if not isinstance(contract, Contract):
        raise ScoringError(f"{quote(contract)} is not a contract: give a Contract or its text ('2NTXA')")
    if contract.level > MAX_LEVEL:
        raise ScoringError(f"{quote(str(contract))} is not a contract of Helm: the levels are 1-5 (§4)")
    if contract.declarer is not None and int(contract.declarer) > 1:
        raise ScoringError(f"{quote(str(contract))}: the declarer is A or B (North or East)")
    return TwoPlayerContract.of(contract)


def honours(denomination: Denomination, cards: Hand) -> int:
    """The honours ``cards`` score in a contract of ``denomination`` (section 4's honours table).

    NT: four aces 40, three 30. Null: four sevens 40, three 30. A trump suit: a run of
    4-8 trumps from the ace down, 15 per trump beyond three (HE-h: from the ace).

    >>> honours(Strain.SPADES, Hand.parse("AKQJT.7.7.7"))                       # HE-21
    30
    >>> honours(Strain.NOTRUMP, Hand.parse("A.A.A.A")), honours(NULL, Hand.parse("7.7.7.K"))
    (40, 30)
    """
    cards = instance(cards, Hand, "a hand", error=ScoringError)
    # Only the members themselves: False and 0 equal Strain.CLUBS as dictionary keys.
    if not isinstance(denomination, Strain | Null) or denomination not in PER_TRICK:
        raise ScoringError(f"{quote(denomination)} is not a denomination of Helm: C, D, H, S, NT or Null")
    if denomination is NULL or denomination is Strain.NOTRUMP:
        rank = Rank.SEVEN if denomination is NULL else Rank.ACE
        count = sum(1 for suit in Suit if _has(cards, suit, rank))
        return _FOUR_OF_A_KIND if count == 4 else _THREE_OF_A_KIND if count == 3 else 0
    suit = denomination.suit
    assert suit is not None
    run = 0
    for rank in _RUN_ORDER:
        if not _has(cards, suit, rank):
            break
        run += 1
    return _RUN_STEP * (run - 3) if run >= _SHORTEST_RUN else 0


def _has(cards: Hand, suit: Suit, rank: Rank) -> bool:
    return rank in cards.ranks(suit)


@frozen(field_transformer=inputs.typed_fields)
class HelmScore(ScoredDeal[Contract, int]):
    """One deal's score from declarer's view: each component, and who gets it.

    ``trick_points`` (below), ``overtricks``, ``insult`` and ``helm`` go to declarer
    on a made contract; ``shortfall`` to the opponent on a defeated one; ``honours``
    is signed, positive for declarer, negative for the opponent.

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are declarer's, then the opponent's; ``declarer`` is
    ``None`` (the score knows no players).

    >>> s = score("2NTX", 6)
    >>> s.tricks, s.points, str(s)
    ((6, 4), (-100, 100), '2NTX, 6 tricks: declarer -100')
    """

    __repr__ = brief_repr

    contract: Contract = field(validator=is_a(Contract, "a contract", error=ScoringError))
    declarer_tricks: int = field(validator=is_a(int, "a number of tricks", error=ScoringError))
    """The tricks declarer won."""
    vulnerable: bool = field(validator=is_a(bool, "a vulnerability", error=ScoringError))
    trick_points: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    overtricks: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    insult: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    helm: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    """The small or grand helm premium."""
    honours: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    shortfall: int = field(default=0, validator=is_a(int, "points", error=ScoringError))
    """The penalty the opponent scores for a defeated contract."""

    @property
    def made(self) -> bool:
        """Whether declarer won the tricks he contracted for (at most 5 - level in Null)."""
        if self.contract.strain is NULL:
            return self.declarer_tricks <= BOOK - self.contract.level
        return self.declarer_tricks >= BOOK + self.contract.level

    @property
    def helm_name(self) -> str | None:
        """``"grand helm"``, ``"small helm"`` or ``None``: which premium the tricks earned."""
        won = TRICKS - self.declarer_tricks if self.contract.strain is NULL else self.declarer_tricks
        return "grand helm" if won == TRICKS else "small helm" if won == TRICKS - 1 else None

    @property
    def below(self) -> int:
        """Declarer's points below the line."""
        return self.trick_points

    @property
    def above(self) -> int:
        """Declarer's points above the line: premiums and his honours."""
        return self.overtricks + self.insult + self.helm + max(self.honours, 0)

    @property
    def opponent_above(self) -> int:
        """The opponent's points above the line: the shortfall penalty and his honours."""
        return self.shortfall + max(-self.honours, 0)

    @property
    def total(self) -> int:
        """Declarer's points less the opponent's."""
        return self.below + self.above - self.opponent_above

    def components(self) -> tuple[tuple[str, int], ...]:
        """The non-zero components by name; honours signed as in :attr:`honours`."""
        named = (
            ("trick points", self.trick_points),
            ("overtricks", self.overtricks),
            ("insult", self.insult),
            (self.helm_name or "helm", self.helm),
            ("honours", self.honours),
            ("shortfall", self.shortfall),
        )
        return tuple((name, points) for name, points in named if points)

    def as_result(self) -> DealResult[Contract, int]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: declarer's, then the opponent's.

        Each component goes to declarer and its negative to the opponent; the shortfall the other way.
        """
        c = self.contract
        signed = tuple((name, -points if name == "shortfall" else points) for name, points in self.components())
        return sided_result(c, None, f"{c.level}{c.strain}{c.doubling}", self.declarer_tricks, TRICKS, signed)


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    honours: int = 0,
    rules: HelmRules = HELM,
) -> HelmScore:
    """Score one deal: ``contract`` (a value or ``"2NTXA"``), declarer's ``tricks`` of 10.

    ``vulnerable`` is declarer's vulnerability (the opponent's penalty uses it too, as
    section 4's table gives it by the declarer's state); ``honours`` the honours points,
    signed for declarer (:func:`honours` finds them in a hand); ``rules`` the options.

    >>> score("2NTXB", 6, vulnerable=True).shortfall                             # HE-12
    150
    >>> s = score("4NullB", 0, vulnerable=True)                                  # HE-16
    >>> s.below, s.above
    (40, 310)
    """
    contract = to_contract(contract)
    tricks = integer(tricks, "a number of tricks", low=0, high=TRICKS, error=ScoringError)
    if vulnerable not in (True, False):
        raise ScoringError(f"{quote(vulnerable)} is not a vulnerability: expected True or False")
    honours = integer(honours, "honours points", error=ScoringError)
    if honours and abs(honours) not in possible_honours(contract.strain):
        figures = ", ".join(str(p) for p in sorted(possible_honours(contract.strain)))
        raise ScoringError(
            f"{quote(honours)} is not an honours figure of {quote(str(contract))}: {figures}, signed (§4)"
        )
    if not isinstance(rules, HelmRules):
        raise ScoringError(f"{quote(rules)} is not a HelmRules value")
    strain, level, doubling = contract.strain, contract.level, contract.doubling
    value = PER_TRICK[strain]
    multiplier = _MULTIPLIER[doubling]
    result = HelmScore(contract, tricks, vulnerable, honours=honours)
    premium = 0
    name = result.helm_name
    if name is not None and (result.made or rules.helm_premium_when_defeated):
        premium = by_vulnerability(_GRAND_HELM if name == "grand helm" else _SMALL_HELM, vulnerable)
    if result.made:
        over = (BOOK - level - tricks) if strain is NULL else (tricks - BOOK - level)
        return HelmScore(
            contract,
            tricks,
            vulnerable,
            trick_points=level * value * (multiplier if rules.doubled_trick_points else 1),
            overtricks=over * value * (multiplier if rules.overtricks_multiplied else 1),
            insult=by_vulnerability(_INSULT[doubling], vulnerable) if doubling else 0,
            helm=premium,
            honours=honours,
        )
    down = (tricks - BOOK + level) if strain is NULL else (BOOK + level - tricks)
    base = down * value if rules.shortfall == "points" else down
    return HelmScore(
        contract,
        tricks,
        vulnerable,
        helm=premium,
        honours=honours,
        shortfall=base * by_vulnerability(_SHORTFALL_FACTOR[doubling], vulnerable),
    )


def player_honours(text: str) -> tuple[int, int]:
    """Read Helm's ``A:40`` (player A or B, then the points): ``(player, points)``.

    >>> player_honours("b:30")
    (1, 30)
    """
    player, colon, points = text.strip().partition(":") if isinstance(text, str) else ("", "", "")
    if (
        not colon
        or player.upper() not in ("A", "B")
        or not (points.isascii() and points.isdigit())
        or (int(points[:3]) not in HONOURS_POINTS)
    ):
        raise ParseError(
            f"{quote(text)} is not honours: expected A or B, a colon and 15, 30, 40, 45, 60 or 75 ('A:40')"
        )
    return (to_player(player), int(points))
