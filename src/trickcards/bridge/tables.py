"""Contract-bridge scoring tables as data.

A :class:`ScoringTable` holds every number a scorer needs: trick values, overtrick and
insult premiums, slam bonuses, undertrick ladders, game and part-score bonuses,
honours, rubber bonuses, the unfinished-rubber bonuses and the Chicago settings. The
scoring code reads the table and contains no numbers of its own, so a house rule is a
new table made with :func:`attrs.evolve`.

The presets are :data:`RUBBER_MODERN`, :data:`RUBBER_CLASSIC`,
:data:`RUBBER_CLASSIC_SEED_LITERAL`, :data:`DUPLICATE`, :data:`CHICAGO` and
:data:`CHICAGO_DUPLICATE`; :data:`IMP_SCALE` is the WBF IMP scale.

>>> from trickcards.bridge import DUPLICATE, RUBBER_CLASSIC
>>> DUPLICATE.undertricks(4, Doubling.DOUBLED, vulnerable=False)
800
>>> RUBBER_CLASSIC.undertricks(4, Doubling.DOUBLED, vulnerable=False)
700
>>> RUBBER_CLASSIC.small_slam.vulnerable
750
"""

from __future__ import annotations

import enum
from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import NULL, Doubling, Null, Strain
from trickcards.core.errors import ScoringError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import instance, integer, is_a, member, quote, typed_fields
from trickcards.core.reprs import brief_repr, summary_repr

__all__ = [
    "CHICAGO",
    "CHICAGO_DUPLICATE",
    "DUPLICATE",
    "IMP_SCALE",
    "RUBBER_CLASSIC",
    "RUBBER_CLASSIC_SEED_LITERAL",
    "RUBBER_MODERN",
    "RUBBER_TABLE_OPTIONS",
    "TABLES",
    "ByVulnerability",
    "Ladder",
    "Ladders",
    "ScoringFormat",
    "ScoringTable",
    "find_table",
    "format_table",
]


def _points(instance: object, attribute: object, value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScoringError(f"{quote(value)} is not a number of points: table entries are whole numbers >= 0")


class ScoringFormat(enum.Enum):
    """How deals are added up: which score sheet and which bonuses apply.

    >>> CHICAGO.format, CHICAGO_DUPLICATE.format
    (<ScoringFormat.CHICAGO: 'chicago'>, <ScoringFormat.DUPLICATE: 'duplicate'>)
    """

    RUBBER = "rubber"
    """Part-scores carry over until a game; rubber bonus for two games (Laws 72-81)."""
    DUPLICATE = "duplicate"
    """Each deal stands alone with its own game or part-score bonus (Law 77)."""
    CHICAGO = "chicago"
    """Four-deal chukkers: part-scores carry over; game bonus when a game is made."""


@frozen
class ByVulnerability:
    """A premium that depends on whether the scoring side is vulnerable.

    >>> ByVulnerability(500, 750).of(True)
    750
    """

    not_vulnerable: int = field(validator=_points)
    vulnerable: int = field(validator=_points)

    def of(self, vulnerable: bool) -> int:
        """The figure for a vulnerable (``True``) or not vulnerable side."""
        return self.vulnerable if vulnerable else self.not_vulnerable


def _optional_points(instance: object, attribute: object, value: int | None) -> None:
    if value is not None:
        _points(instance, attribute, value)


@frozen(field_transformer=typed_fields)
class Ladder:
    """Undertrick penalties: the first, each of the second and third, each later one.

    ``third`` and ``fifth_on`` are for ladders with more steps (Towie's not vulnerable
    doubled undertricks run 100, 100, 200, 200, then 400 each): when given, the third
    undertrick costs ``third`` instead of ``second_and_third``, and the fifth and later
    ones ``fifth_on`` instead of ``fourth_on``.

    >>> Ladder(100, 200, 300).total(4)
    800
    >>> Ladder(100, 100, 200, third=200, fifth_on=400).total(6)
    1400
    """

    first: int = field(validator=_points)
    second_and_third: int = field(validator=_points)
    fourth_on: int = field(validator=_points)
    third: int | None = field(default=None, validator=_optional_points, kw_only=True)
    """The third undertrick, when it differs from the second (``None``: ``second_and_third``)."""
    fifth_on: int | None = field(default=None, validator=_optional_points, kw_only=True)
    """Each undertrick from the fifth, when it differs from the fourth (``None``: ``fourth_on``)."""

    def step(self, number: int) -> int:
        """The penalty of undertrick ``number`` (1 for the first) alone."""
        if number <= 1:
            return self.first
        if number == 2:
            return self.second_and_third
        if number == 3:
            return self.second_and_third if self.third is None else self.third
        if number == 4 or self.fifth_on is None:
            return self.fourth_on
        return self.fifth_on

    def total(self, down: int) -> int:
        """The cumulative penalty for ``down`` undertricks (0 for none)."""
        down = integer(down, "a number of undertricks", error=ScoringError)
        if down <= 0:
            return 0
        if self.third is None and self.fifth_on is None:
            if down <= 3:
                return self.first + (down - 1) * self.second_and_third
            return self.first + 2 * self.second_and_third + (down - 3) * self.fourth_on
        return sum(self.step(number) for number in range(1, min(down, 4) + 1)) + max(down - 4, 0) * self.step(5)

    def __repr__(self) -> str:
        # The extra steps only when a ladder has them, so the common three-step repr stays short.
        extra = "".join(
            f", {name}={value}"
            for name, value in (("third", self.third), ("fifth_on", self.fifth_on))
            if value is not None
        )
        return (
            f"Ladder(first={self.first}, second_and_third={self.second_and_third}, fourth_on={self.fourth_on}{extra})"
        )


@frozen(field_transformer=typed_fields)
class Ladders:
    """The three undertrick ladders of one vulnerability: undoubled, doubled, redoubled.

    >>> RUBBER_MODERN.undertricks_vulnerable.of(Doubling.DOUBLED)
    Ladder(first=200, second_and_third=300, fourth_on=300)
    """

    __repr__ = brief_repr

    undoubled: Ladder
    doubled: Ladder
    redoubled: Ladder

    def of(self, doubling: Doubling) -> Ladder:
        """The ladder for ``doubling``."""
        return (self.undoubled, self.doubled, self.redoubled)[member(Doubling, doubling, "a doubling")]


@frozen
class ScoringTable:
    """Every number of one way of scoring contract bridge.

    Fields are grouped as the rules file groups them (section 7). Premiums that
    depend on vulnerability are :class:`ByVulnerability` pairs; undertricks are
    :class:`Ladder` values per vulnerability and doubling. A bonus that a format does
    not use is zero (duplicate has no rubber bonus, rubber has no per-deal game
    bonus).

    >>> from attrs import evolve
    >>> no_honours = evolve(CHICAGO, name="chicago-no-honours", honours=False)
    >>> no_honours.honours, no_honours.chicago_game_bonus
    (False, ByVulnerability(not_vulnerable=300, vulnerable=500))
    """

    name: str = field(validator=is_a(str, "a table name", error=ScoringError))
    """Short identifier, as used by the command line (``rubber-classic``)."""
    title: str = field(validator=is_a(str, "a table title", error=ScoringError))
    """A line of provenance for display."""
    format: ScoringFormat = field(validator=is_a(ScoringFormat, "a scoring format", error=ScoringError))

    # --- trick points (section 6) ---------------------------------------------------
    minor_trick: int = field(default=20, validator=_points)
    major_trick: int = field(default=30, validator=_points)
    notrump_first_trick: int = field(default=40, validator=_points)
    notrump_later_trick: int = field(default=30, validator=_points)
    doubled_factor: int = field(default=2, validator=_points)
    redoubled_factor: int = field(default=4, validator=_points)
    null_trick: int = field(default=30, validator=_points)
    """Trick points per level of a Null contract, flat, and its undoubled overtrick
    (``bridge-variants.md`` section 0: 30; only the variants with Null bids use it)."""

    # --- premiums for the declaring side ----------------------------------------------
    undoubled_overtrick: int | None = field(default=None, validator=_optional_points)
    """Each undoubled overtrick, when it is a flat premium (Towie: 50); ``None``: the trick value."""
    doubled_overtrick: ByVulnerability = ByVulnerability(100, 200)
    """Each overtrick when doubled (undoubled overtricks score the trick value)."""
    redoubled_overtrick: ByVulnerability = ByVulnerability(200, 400)
    doubled_insult: int = field(default=50, validator=_points)
    """For making a doubled contract."""
    redoubled_insult: int = field(default=100, validator=_points)
    """For making a redoubled contract (50 before 1987)."""
    doubled_insult_vulnerable: int | None = field(default=None, validator=_optional_points)
    """For making a doubled contract when vulnerable, where it differs (Towie: 100); ``None``: :attr:`doubled_insult`."""
    redoubled_insult_vulnerable: int | None = field(default=None, validator=_optional_points)
    """For making a redoubled contract when vulnerable, where it differs; ``None``: :attr:`redoubled_insult`."""
    small_slam: ByVulnerability = ByVulnerability(500, 750)
    grand_slam: ByVulnerability = ByVulnerability(1000, 1500)

    # --- undertricks, to the defenders --------------------------------------------------
    undertricks_not_vulnerable: Ladders = Ladders(Ladder(50, 50, 50), Ladder(100, 200, 300), Ladder(200, 400, 600))
    undertricks_vulnerable: Ladders = Ladders(Ladder(100, 100, 100), Ladder(200, 300, 300), Ladder(400, 600, 600))

    # --- game ------------------------------------------------------------------------------
    game: int = field(default=100, validator=_points)
    """Trick points that make a game."""
    game_bonus: ByVulnerability = ByVulnerability(0, 0)
    """Scored on the deal itself when its trick points make a game (duplicate)."""
    part_score_bonus: int = field(default=0, validator=_points)
    """Scored on the deal itself when its trick points fall short of game (duplicate)."""

    # --- honours (rubber and Chicago) ------------------------------------------------------
    honours: bool = field(default=True, validator=is_a(bool, "an honours flag (True or False)", error=ScoringError))
    """Whether honours are scored at all."""
    four_trump_honours: int = field(default=100, validator=_points)
    five_trump_honours: int = field(default=150, validator=_points)
    four_aces: int = field(default=150, validator=_points)
    """All four aces in one hand at no trump."""

    # --- rubber ------------------------------------------------------------------------
    first_game_bonus: int = field(default=0, validator=_points)
    """Scored above the line for a player's first game of the rubber (Towie: 500; 0 in contract bridge)."""
    rubber_bonus_two_nil: int = field(default=0, validator=_points)
    """Rubber won two games to none."""
    rubber_bonus_two_one: int = field(default=0, validator=_points)
    """Rubber won two games to one."""
    unfinished_game_bonus: int = field(default=0, validator=_points)
    """Unfinished rubber: to a side with the only completed game (Law 80)."""
    unfinished_part_score_bonus: int = field(default=0, validator=_points)
    """Unfinished rubber: to the only side with a part-score in the unfinished game."""

    # --- Chicago --------------------------------------------------------------------------
    deals_per_chukker: int = field(default=4, validator=_points)
    chicago_game_bonus: ByVulnerability = ByVulnerability(0, 0)
    """Scored when a side makes or completes a game (vulnerability of that deal)."""
    chicago_last_deal_bonus: int = field(default=0, validator=_points)
    """For a part-score on the chukker's last deal that does not complete a game."""

    # --- derived look-ups -------------------------------------------------------------------

    def __repr__(self) -> str:
        # One line: the name says which table it is; the fields are read one by one.
        return summary_repr(self, f"{self.name}: {self.title}")

    def trick_value(self, strain: Strain | Null) -> int:
        """The undoubled value of one odd trick after the first (also an overtrick's value)."""
        if strain is NULL:
            return self.null_trick
        if strain is Strain.NOTRUMP:
            return self.notrump_later_trick
        return self.major_trick if strain.is_major else self.minor_trick

    def factor(self, doubling: Doubling) -> int:
        """The multiplier on trick points: 1, or the doubled or redoubled factor."""
        return (1, self.doubled_factor, self.redoubled_factor)[doubling]

    def trick_points(self, level: int, strain: Strain | Null, doubling: Doubling = Doubling.UNDOUBLED) -> int:
        """Trick points for a contract of ``level`` bid and made (a Null level is worth :attr:`null_trick`).

        >>> RUBBER_MODERN.trick_points(3, Strain.NOTRUMP), RUBBER_MODERN.trick_points(2, Strain.HEARTS, Doubling.DOUBLED)
        (100, 120)
        >>> RUBBER_MODERN.trick_points(4, NULL), RUBBER_MODERN.trick_points(3, NULL, Doubling.DOUBLED)
        (120, 180)
        """
        if not (type(level) is int and 1 <= level <= 7 and type(doubling) is Doubling):
            level = integer(level, "a contract level (bids run 1-7, rule A3)", low=1, high=7, error=ScoringError)
            doubling = member(
                Doubling, doubling, "a doubling (Doubling.UNDOUBLED, DOUBLED or REDOUBLED)", error=ScoringError
            )
        if type(strain) is not Strain and strain is not NULL:
            raise ScoringError(f"{quote(strain)} is not a strain: expected a Strain, or NULL for a Null contract")
        if strain is Strain.NOTRUMP:
            base = self.notrump_first_trick + (level - 1) * self.notrump_later_trick
        else:
            base = level * self.trick_value(strain)
        return base * self.factor(doubling)

    def overtrick_value(self, strain: Strain | Null, doubling: Doubling, vulnerable: bool) -> int:
        """The premium for one overtrick."""
        if doubling is Doubling.UNDOUBLED:
            return self.trick_value(strain) if self.undoubled_overtrick is None else self.undoubled_overtrick
        premium = self.doubled_overtrick if doubling is Doubling.DOUBLED else self.redoubled_overtrick
        return premium.of(vulnerable)

    def insult(self, doubling: Doubling, vulnerable: bool = False) -> int:
        """The premium for making a doubled or redoubled contract (by declarer's vulnerability where it differs)."""
        if vulnerable and doubling is Doubling.DOUBLED and self.doubled_insult_vulnerable is not None:
            return self.doubled_insult_vulnerable
        if vulnerable and doubling is Doubling.REDOUBLED and self.redoubled_insult_vulnerable is not None:
            return self.redoubled_insult_vulnerable
        return (0, self.doubled_insult, self.redoubled_insult)[doubling]

    def slam_bonus(self, level: int, vulnerable: bool) -> int:
        """The bonus for a slam bid and made (0 below level 6)."""
        if level == 7:
            return self.grand_slam.of(vulnerable)
        if level == 6:
            return self.small_slam.of(vulnerable)
        return 0

    def undertricks(self, down: int, doubling: Doubling, vulnerable: bool) -> int:
        """The defenders' total for ``down`` undertricks."""
        ladders = self.undertricks_vulnerable if vulnerable else self.undertricks_not_vulnerable
        return ladders.of(doubling).total(down)

    def rubber_bonus(self, opponents_games: int) -> int:
        """The rubber bonus when the losers won ``opponents_games`` games (0 or 1)."""
        return self.rubber_bonus_two_nil if opponents_games == 0 else self.rubber_bonus_two_one


_RUBBER: Final = "Laws of Contract Bridge (rubber), ACBL 1993, Laws 72-81"

RUBBER_MODERN: Final = ScoringTable(
    name="rubber",
    title=f"rubber bridge, modern table ({_RUBBER}; rules section 7.1)",
    format=ScoringFormat.RUBBER,
    rubber_bonus_two_nil=700,
    rubber_bonus_two_one=500,
    unfinished_game_bonus=300,
    unfinished_part_score_bonus=100,
)
"""Rubber bridge under the current laws (rules section 7.1).

Source: Laws of Contract Bridge, ACBL 1993, Law 81 (the scoring table), Law 74
(rubber bonus 700 / 500) and Law 80 (unfinished rubber: 300 for the only game, 100
for the only part-score). Penalties and premiums equal those of Law 77 (2017).
"""

RUBBER_CLASSIC: Final = ScoringTable(
    name="rubber-classic",
    title="rubber bridge, classic table of 1935-1987 (rules section 7.2)",
    format=ScoringFormat.RUBBER,
    redoubled_insult=50,
    undertricks_not_vulnerable=Ladders(Ladder(50, 50, 50), Ladder(100, 200, 200), Ladder(200, 400, 400)),
    rubber_bonus_two_nil=700,
    rubber_bonus_two_one=500,
    unfinished_game_bonus=300,
    unfinished_part_score_bonus=50,
)
"""The contract-bridge table in force from 1935 until the 1987 revision (rules section 7.2).

Source: the historical laws (1935-1987) as summarised in the rules file, which the
German seed reproduces. It differs from :data:`RUBBER_MODERN` in three places: not
vulnerable doubled undertricks are 100 then 200 each (redoubled twice that), making a
redoubled contract earns 50, and an unfinished part-score earns 50 (the older
figure; the rules file marks it as its recommendation, not verified against the text
of the older code). Slams are 500/750 and 1000/1500, correcting the seed's
transcription slips (discrepancy D3).
"""

RUBBER_CLASSIC_SEED_LITERAL: Final = ScoringTable(
    name="rubber-classic-seed-literal",
    title="rubber bridge, classic table with the German seed's literal slam figures (fidelity only)",
    format=ScoringFormat.RUBBER,
    redoubled_insult=50,
    undertricks_not_vulnerable=RUBBER_CLASSIC.undertricks_not_vulnerable,
    small_slam=ByVulnerability(500, 700),
    grand_slam=ByVulnerability(750, 1500),
    rubber_bonus_two_nil=700,
    rubber_bonus_two_one=500,
    unfinished_game_bonus=300,
    unfinished_part_score_bonus=50,
)
""":data:`RUBBER_CLASSIC` with the German seed's slam figures taken literally.

The seed lists small slam 500 / 700 and grand slam 750 / 1500; the rules file
(section 7.2, discrepancy D3) explains why 700 and 750 are transcription slips. This
preset exists only to reproduce the seed for fidelity checks and is never a default.
"""

DUPLICATE: Final = ScoringTable(
    name="duplicate",
    title="duplicate bridge (Laws of Duplicate Bridge 2017, Law 77; rules section 7.3)",
    format=ScoringFormat.DUPLICATE,
    game_bonus=ByVulnerability(300, 500),
    part_score_bonus=50,
    honours=False,
)
"""Duplicate scoring, Law 77 of the Laws of Duplicate Bridge 2017 (rules section 7.3).

Each deal stands alone: 300 (not vulnerable) or 500 (vulnerable) for a game, 50 for a
part-score, no honours, nothing carried over.
"""

CHICAGO: Final = ScoringTable(
    name="chicago",
    title="Chicago, four-deal bridge (ACBL and Bicycle four-deal rules; rules section 7.4)",
    format=ScoringFormat.CHICAGO,
    chicago_game_bonus=ByVulnerability(300, 500),
    chicago_last_deal_bonus=100,
)
"""Chicago (four-deal bridge), as described by the ACBL and the Bicycle rules (section 7.4).

Rubber-bridge trick scores, premiums and honours; 300 / 500 when a side makes or
completes a game; 100 for a part-score on the fourth deal that does not complete a
game; no rubber bonus. Honours are on by default (the rules file's resolved reading);
``evolve(CHICAGO, honours=False)`` gives the common club variant without them.
"""

CHICAGO_DUPLICATE: Final = ScoringTable(
    name="chicago-duplicate",
    title="Chicago with duplicate scoring (rules section 7.4)",
    format=ScoringFormat.DUPLICATE,
    game_bonus=ByVulnerability(300, 500),
    part_score_bonus=50,
    honours=False,
)
"""Chicago vulnerability, each deal scored exactly as :data:`DUPLICATE` (section 7.4)."""

RUBBER_TABLE_OPTIONS: Final[FrozenMapping[str, ScoringTable]] = FrozenMapping(
    {
        "modern": RUBBER_MODERN,
        "classic": RUBBER_CLASSIC,
        "classic-seed-literal": RUBBER_CLASSIC_SEED_LITERAL,
    }
)
"""The rubber game's ``table`` option: each word and the table it deals under."""

TABLES: Final[tuple[ScoringTable, ...]] = (
    RUBBER_MODERN,
    RUBBER_CLASSIC,
    RUBBER_CLASSIC_SEED_LITERAL,
    DUPLICATE,
    CHICAGO,
    CHICAGO_DUPLICATE,
)
"""Every preset, in the order the rules file names them."""

_BY_NAME: Final = {t.name: t for t in TABLES} | {"rubber-modern": RUBBER_MODERN}


def find_table(name: str) -> ScoringTable:
    """The preset called ``name`` (``rubber``, ``rubber-classic``, ``duplicate`` ...).

    >>> find_table("rubber-classic") is RUBBER_CLASSIC
    True
    """
    table = _BY_NAME.get(name.strip().lower().replace("_", "-")) if isinstance(name, str) else None
    if table is None:
        raise ScoringError(f"{quote(name)} is not a scoring table: expected one of {', '.join(_BY_NAME)}")
    return table


IMP_SCALE: Final[tuple[int, ...]] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The WBF IMP scale (Law 78B, since 1962): the smallest difference worth 1, 2, ... 24 IMPs."""


def format_table(table: ScoringTable) -> str:
    """The table's numbers as plain text, for documentation and the command line.

    >>> print(format_table(DUPLICATE).splitlines()[0])
    duplicate: duplicate bridge (Laws of Duplicate Bridge 2017, Law 77; rules section 7.3)
    """
    table = instance(table, ScoringTable, "a scoring table", error=ScoringError)
    lines = [f"{table.name}: {table.title}"]
    lines.append(
        f"  trick values: minor {table.minor_trick}, major {table.major_trick}, "
        f"no trump {table.notrump_first_trick} then {table.notrump_later_trick}; "
        f"doubled x{table.doubled_factor}, redoubled x{table.redoubled_factor}"
    )
    undoubled = "trick value" if table.undoubled_overtrick is None else str(table.undoubled_overtrick)
    lines.append(
        f"  overtricks: undoubled {undoubled}; doubled "
        f"{table.doubled_overtrick.not_vulnerable}/{table.doubled_overtrick.vulnerable}, redoubled "
        f"{table.redoubled_overtrick.not_vulnerable}/{table.redoubled_overtrick.vulnerable} (NV/V)"
    )
    insults = f"  making doubled {table.doubled_insult}, redoubled {table.redoubled_insult}"
    if table.doubled_insult_vulnerable is not None or table.redoubled_insult_vulnerable is not None:
        insults += (
            f" (NV); vulnerable {table.insult(Doubling.DOUBLED, True)}, "
            f"redoubled {table.insult(Doubling.REDOUBLED, True)}"
        )
    lines.append(insults)
    lines.append(
        f"  small slam {table.small_slam.not_vulnerable}/{table.small_slam.vulnerable}, "
        f"grand slam {table.grand_slam.not_vulnerable}/{table.grand_slam.vulnerable} (NV/V)"
    )
    if table.format is ScoringFormat.DUPLICATE:
        lines.append(
            f"  game {table.game_bonus.not_vulnerable}/{table.game_bonus.vulnerable} (NV/V), "
            f"part-score {table.part_score_bonus}"
        )
    if table.format is ScoringFormat.CHICAGO:
        lines.append(
            f"  game made or completed {table.chicago_game_bonus.not_vulnerable}/"
            f"{table.chicago_game_bonus.vulnerable} (NV/V); part-score on deal "
            f"{table.deals_per_chukker} {table.chicago_last_deal_bonus}"
        )
    if table.first_game_bonus:
        lines.append(f"  first game of the rubber {table.first_game_bonus}")
    if table.format is ScoringFormat.RUBBER:
        lines.append(
            f"  rubber {table.rubber_bonus_two_nil} (2-0) / {table.rubber_bonus_two_one} (2-1); unfinished: "
            f"game {table.unfinished_game_bonus}, part-score {table.unfinished_part_score_bonus}"
        )
    if table.honours:
        lines.append(
            f"  honours: four trump honours {table.four_trump_honours}, five {table.five_trump_honours}, "
            f"four aces at no trump {table.four_aces}"
        )
    else:
        lines.append("  honours: not scored")
    lines.append("  undertricks, cumulative:")
    lines.append("    down " + "".join(f"{d:>6}" for d in range(1, 14)))
    for vulnerable in (False, True):
        for doubling in Doubling:
            label = ("V " if vulnerable else "NV ") + str(doubling)
            row = "".join(f"{table.undertricks(d, doubling, vulnerable):>6}" for d in range(1, 14))
            lines.append(f"    {label:<5}{row}")
    return "\n".join(lines)
