"""The one place that converts and checks what callers give the library.

Every public function, constructor, action and command turns its arguments into the
library's values through the functions here (in the spirit of pokerkit's
``clean_values``), so every game accepts the same forms and refuses everything else
the same way: with a :class:`~trickcards.core.errors.TrickcardsError` subclass whose one-line
message quotes what was given (:func:`quote`) and names the rule.

The accepted forms:

- numbers are ints, never bools or floats (:func:`integer`); numbers in text are ASCII
  digits whose count is bounded *before* conversion (:func:`parse_integer`), so a
  5,000-digit argument is refused instead of reaching Python's int-conversion limit;
- on/off options are real bools (:func:`flag`): ``"no"`` is not false;
- text is a ``str`` whose only whitespace is ASCII spaces and tabs; control
  characters and other Unicode whitespace are refused (:func:`text`, :func:`word`);
- enum members are given as themselves, their value or their name, in any case
  (:func:`member`); a player is its value, its letter or name, or its index
  (:func:`seat`, :func:`player_number`);
- cards are :class:`~trickcards.Card` values or their text (:func:`card`,
  :func:`cards`), hands are :class:`~trickcards.Hand` values, their text or an iterable
  of cards (:func:`hand`, :func:`hands`);
- seeds are ints, text, bytes, a :class:`random.Random` or ``None`` (:func:`seed`).

>>> integer(3, "a level", low=1, high=7), parse_integer(" 12 ", "a board number", low=1)
(3, 12)
>>> integer(True, "a level")
Traceback (most recent call last):
...
trickcards.core.errors.TrickcardsError: True is not a level: expected an int (not a bool)
>>> parse_integer("9" * 5000, "a number of tricks")
Traceback (most recent call last):
...
trickcards.core.errors.ParseError: '999999999999999999999999999999999999999999999999'... (5000 characters) is not a number of tricks: expected at most 30 ASCII digits
"""

from __future__ import annotations

import enum
import os
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from string import ascii_lowercase, ascii_uppercase
from types import UnionType
from typing import TYPE_CHECKING, Any, Final, TypeGuard, TypeVar, overload

from trickcards.core._typed import is_pair, typed_fields
from trickcards.core.errors import ParseError, TrickcardsError

if TYPE_CHECKING:
    from trickcards.core.cards import Card
    from trickcards.core.frozen import FrozenMapping
    from trickcards.core.hand import Hand
    from trickcards.core.seats import Seat

__all__ = [
    "MAX_DIGITS",
    "QUOTE_LIMIT",
    "E",
    "Error",
    "T",
    "U",
    "ascii_upper",
    "card",
    "cards",
    "contract",
    "file_name",
    "flag",
    "function",
    "hand",
    "hands",
    "instance",
    "integer",
    "is_a",
    "is_one_of",
    "is_pair",
    "keyword",
    "label",
    "line_words",
    "mapping",
    "member",
    "one_line",
    "optional",
    "optional_member",
    "pair",
    "parse_integer",
    "player",
    "player_number",
    "quote",
    "seat",
    "seed",
    "sequence",
    "sequence_of",
    "text",
    "tricks_won",
    "typed_fields",
    "word",
    "words",
]

T = TypeVar("T")
"""Any type: what a converter passed to :func:`sequence` returns."""
U = TypeVar("U")
"""A second type, for the second item of a :func:`pair` or the values of a :func:`mapping`."""
E = TypeVar("E", bound=enum.Enum)
"""An enum type, for :func:`member`."""

Error = Callable[[str], TrickcardsError]
"""An error class that takes the message alone (``TrickcardsError``, ``ParseError``, ...)."""

QUOTE_LIMIT: Final = 48
"""How many characters of a long input :func:`quote` shows before cutting it."""

MAX_DIGITS: Final = 30
"""The most digits :func:`parse_integer` reads: far more than any count, score or board
number needs, far fewer than Python's 4,300-digit conversion limit."""

_ASCII_DIGITS: Final = frozenset("0123456789")


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    r"""The repr of ``value`` on one line, cut after ``limit`` characters with its total size.

    Messages quote what the caller gave with this, so a 60 KB argument or a value whose
    repr spans lines still gives a readable one-line message. It never raises: a huge
    int (whose repr Python refuses) is described by its digit count, and a repr that
    fails is replaced by the type's name.

    >>> quote("SA"), quote(None), quote("a\nb")
    ("'SA'", 'None', "'a\\nb'")
    >>> quote("x" * 1000, limit=5)
    "'xxxxx'... (1000 characters)"
    >>> quote(10**200), quote(10**5000)
    ('<an int of 201 digits>', '<an int of about 5001 digits>')
    """
    if isinstance(value, str | bytes | bytearray):
        if len(value) <= limit:
            return repr(value)
        unit = "characters" if isinstance(value, str) else "bytes"
        return f"{value[:limit]!r}... ({len(value)} {unit})"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        if value.bit_length() < 14_000:  # str() of larger ints hits Python's conversion limit
            return f"<an int of {len(str(abs(value)))} digits>"
        return f"<an int of about {int(value.bit_length() * 0.30103) + 1} digits>"
    try:
        shown = repr(value)
    except Exception:
        shown = f"<{type(value).__name__} object>"
    shown = one_line(shown)  # a repr written by hand may hold a line break or a control character
    if len(shown) > limit:
        return f"{shown[:limit]}... ({len(shown)} characters)"
    return shown


# --- numbers ---------------------------------------------------------------------------


def _is_int(value: object) -> TypeGuard[int]:
    """True for an int that is not a bool (a bool is an int to Python, but no count, number or index)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _checked_mask(value: object, what: str = "a card mask", *, error: Error = TrickcardsError) -> int:
    """``value`` if it is a card mask: a non-negative int using bits 0-54, one per card of :data:`trickcards.core.cards.CARDS`."""
    if type(value) is int and not value >> 55:
        return value
    raise error(f"{quote(value)} is not {what}: expected a non-negative int using bits 0-54")


def _in_range(number: int, low: int | None, high: int | None) -> bool:
    return (low is None or number >= low) and (high is None or number <= high)


def _range_text(low: int | None, high: int | None) -> str:
    # Bounds go through quote(): a bound may be a caller's huge int, which str() refuses.
    if low is not None and high is not None:
        return f"from {quote(low)} to {quote(high)}"
    if low is not None:
        return f"of at least {quote(low)}"
    if high is not None:
        return f"of at most {quote(high)}"
    return ""


def integer(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    rule: str | None = None,
    error: Error = TrickcardsError,
) -> int:
    """``value`` if it is an int (not a bool, float or text) within ``low``-``high``.

    ``what`` names the value with its article (``"a level"``); ``error`` is the class
    raised; ``rule``, if given, replaces the "expected ..." part of the message to say
    why. Enum members that are ints (a :class:`~trickcards.Seat`) count as ints.

    >>> integer(7, "a level", low=1, high=7)
    7
    >>> integer(8, "a level", low=1, high=7)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 8 is not a level: expected an int from 1 to 7
    >>> integer("2", "a number of points")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: '2' is not a number of points: expected an int (not text)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        if _in_range(value, low, high):
            return int(value)
        raise error(f"{quote(value)} is not {what}: {rule or 'expected an int ' + _range_text(low, high)}")
    bounds = _range_text(low, high)
    kind = {bool: "a bool", float: "a float", str: "text"}.get(type(value))
    if kind is None and isinstance(value, bytes | bytearray):
        kind = "bytes"
    because = f" (not {kind})" if kind else ""
    if rule:
        raise error(f"{quote(value)} is not {what}: {rule}{because}")
    raise error(f"{quote(value)} is not {what}: expected an int{' ' + bounds if bounds else ''}{because}")


def parse_integer(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    digits: int = MAX_DIGITS,
    signed: bool = True,
    error: Error = ParseError,
) -> int:
    """The int written in ``value``: ASCII digits, an optional sign, spaces or tabs around.

    At most ``digits`` digits are read, counted before any conversion; underscores,
    non-ASCII digits (``'١'``) and anything else are refused, as is a value outside
    ``low``-``high``. An int given as itself is checked as by :func:`integer`. With
    ``signed=False`` a sign is refused too: a count is written ``4``, never ``+4``.

    >>> parse_integer("+4", "a number of tricks", signed=False)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '+4' is not a number of tricks: expected ASCII digits, without a sign

    >>> parse_integer("-3", "a score"), parse_integer(12, "a board number", low=1)
    (-3, 12)
    >>> parse_integer("1_000", "a score")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '1_000' is not a score: expected ASCII digits, with an optional sign
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return integer(value, what, low=low, high=high, error=error)
    body = word(value, what, error=error)
    if not signed and body[:1] in ("-", "+"):
        raise error(f"{quote(value)} is not {what}: expected ASCII digits, without a sign")
    unsigned = body[1:] if body[:1] in ("-", "+") else body
    if len(unsigned) > digits:
        raise error(f"{quote(value)} is not {what}: expected at most {digits} ASCII digits")
    if not unsigned or not _ASCII_DIGITS.issuperset(unsigned):
        raise error(f"{quote(value)} is not {what}: expected ASCII digits, with an optional sign")
    number = int(body)
    if not _in_range(number, low, high):
        raise error(f"{quote(value)} is not {what}: expected a number {_range_text(low, high)}")
    return number


def flag(value: object, what: str, *, error: Error = TrickcardsError) -> bool:
    """``value`` if it is ``True`` or ``False``; text such as ``"no"`` or an int is refused.

    >>> flag(False, "a doubled flag")
    False
    >>> flag("no", "must_trump")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 'no' is not must_trump: expected True or False
    """
    if isinstance(value, bool):
        return value
    raise error(f"{quote(value)} is not {what}: expected True or False")


# --- text ------------------------------------------------------------------------------


def text(value: object, what: str, *, error: Error = ParseError) -> str:
    r"""``value`` with ASCII spaces and tabs stripped from both ends.

    Every text parser reads its input through this, so they agree on whitespace: ASCII
    spaces and tabs only. A control character, a line break or other Unicode whitespace
    (``'\x85'``, a no-break space) anywhere in it is refused, and so is a non-``str``.

    >>> text(" \tSA ", "a card")
    'SA'
    >>> text("\x85SA", "a card")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '\x85SA' is not a card: only ASCII spaces and tabs may separate its parts, not '\x85'
    """
    if not isinstance(value, str):
        raise error(f"{quote(value)} is not {what}: expected text")
    if not value.isprintable():
        bad = next((c for c in value if c != "\t" and not c.isprintable()), None)
        if bad is not None:
            raise error(f"{quote(value)} is not {what}: only ASCII spaces and tabs may separate its parts, not {bad!r}")
    return value.strip(" \t")


def file_name(value: object, what: str = "a file name", *, error: Error = ParseError) -> str:
    r"""The name of a file given as text or a path; a name no file system allows is refused.

    The operating system's own calls would refuse a NUL character with a bare
    :class:`ValueError`, and anything else with a :class:`TypeError`.

    >>> file_name("deals.txt")
    'deals.txt'
    >>> file_name("deals\0.txt")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: 'deals\x00.txt' is not a file name: it holds a NUL character
    """
    name = os.fspath(value) if isinstance(value, str | os.PathLike) else None
    if not isinstance(name, str):
        raise error(f"{quote(value)} is not {what}: expected text or a path")
    if "\0" in name:
        raise error(f"{quote(name)} is not {what}: it holds a NUL character")
    return name


_ASCII_UPPER: Final = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def one_line(value: str) -> str:
    r"""``value`` with each line break and control character written as its escape (``\n``), other text as it is.

    For text a message shows without quotes, such as a board's name read from a file.

    >>> one_line("Board\n1"), one_line("Board 1")
    ('Board\\n1', 'Board 1')
    """
    if not isinstance(value, str):
        raise TrickcardsError(f"{quote(value)} is not text to write on one line: expected a str")
    if value.isprintable():
        return value
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in value)


def ascii_upper(value: str) -> str:
    """``value`` with the ASCII letters a-z in upper case and every other character as it is.

    The parsers compare upper-cased words; ``str.upper`` would also map non-ASCII
    letters onto ASCII ones (``'ſ'`` to ``'S'``, ``'ı'`` to ``'I'``, ``'ﬆ'`` to ``'ST'``),
    so text such as ``'ſa'`` would read as the ace of spades.

    >>> ascii_upper("♠as"), ascii_upper("ſa")
    ('♠AS', 'ſA')
    """
    if not isinstance(value, str):
        raise ParseError(f"{quote(value)} is not text to read: expected a str")
    return value.upper() if value.isascii() else value.translate(_ASCII_UPPER)


def keyword(value: object, what: str, *, error: Error = ParseError) -> str:
    r""":func:`text` in ASCII upper case (:func:`ascii_upper`): the key the parsers look words up by.

    >>> keyword(" ♠a\t", "a card")
    '♠A'
    """
    return ascii_upper(text(value, what, error=error))


def word(value: object, what: str, *, error: Error = ParseError) -> str:
    """:func:`text` that must not be empty and may not contain spaces or tabs inside.

    >>> word(" 4S ", "a contract")
    '4S'
    >>> word("4 S", "a number")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '4 S' is not a number: expected one word
    """
    body = text(value, what, error=error)
    if not body or " " in body or "\t" in body:
        raise error(f"{quote(value)} is not {what}: expected one word")
    return body


def words(value: object, what: str, *, error: Error = ParseError) -> tuple[str, ...]:
    r"""The words of :func:`text`, split at runs of ASCII spaces and tabs.

    >>> words("1S  Pass\t2H", "an auction")
    ('1S', 'Pass', '2H')
    """
    return tuple(text(value, what, error=error).split())


def line_words(line: str, number: int, *, error: Error = ParseError) -> tuple[str, ...]:
    r"""The words of line ``number`` of a file (split at ``"\n"`` only), before any ``#`` comment.

    Files are split at line feeds alone, so a ``'\x85'`` or ``'\u2028'`` inside a line is
    refused as in any other text rather than taken for a line break; a trailing
    ``'\r'`` is dropped.

    >>> line_words("4SA 10  # game\r", 3)
    ('4SA', '10')
    >>> line_words("\x85Pass", 2)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: line 2: '\x85Pass' is not a line: only ASCII spaces and tabs may separate its parts, not '\x85'
    """
    body = line.removesuffix("\r").split("#", 1)[0]
    try:
        return words(body, "a line", error=error)
    except TrickcardsError as refused:
        raise error(f"line {number}: {refused}") from None


# --- enums, players --------------------------------------------------------------------


def member(kind: type[E], value: object, what: str, *, by_value: bool = True, error: Error = ParseError) -> E:
    """``value`` as a member of the enum ``kind``: a member, its value, or its name.

    Text goes to ``kind.parse`` when the enum has one (so letters and names a game
    reads, such as ``"N"`` or ``"north"``, are accepted), and otherwise is matched
    against the members' names and string values in any case. A bool is never taken
    for an int value. With ``by_value=False`` a value that is not text is refused
    unless it is a member: for enums whose int values are an order, not a name
    (``0`` is no strain, though ``Strain.CLUBS`` is 0).

    >>> from trickcards import Suit
    >>> member(Suit, "h", "a suit"), member(Suit, 3, "a suit"), member(Suit, "Clubs", "a suit")
    (<Suit.HEARTS: 2>, <Suit.SPADES: 3>, <Suit.CLUBS: 0>)
    >>> member(Suit, True, "a suit")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: True is not a suit: expected a Suit, its value or its name
    """
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        parse = getattr(kind, "parse", None)
        if parse is not None:
            parsed: E = _restated(parse, value, what, error)
            return parsed
        name = text(value, what, error=error).upper()
        for candidate in kind:
            if candidate.name.upper() == name or (isinstance(candidate.value, str) and candidate.value.upper() == name):
                return candidate
    elif by_value and not isinstance(value, bool | enum.Enum) and any(type(value) is type(m.value) for m in kind):
        # A Suit is not a Seat, True is not 1, and neither is 1.0 or Decimal(1): only the values' own type.
        try:
            return kind(value)
        except (ValueError, TypeError):
            pass
    shown = "its value or its name" if by_value else "or its name"
    raise error(f"{quote(value)} is not {what}: expected a {kind.__name__}, {shown}")


def optional_member(kind: type[E], value: object, what: str, *, error: Error = ParseError) -> E | None:
    """``None`` as it is, anything else through :func:`member`.

    >>> from trickcards import Seat
    >>> optional_member(Seat, None, "a declarer"), optional_member(Seat, "n", "a declarer")
    (None, <Seat.NORTH: 0>)
    """
    return None if value is None else member(kind, value, what, error=error)


def _restated(parse: Callable[[str], T], value: str, what: str, error: Error, own: str | None = None) -> T:
    """``parse(value)``, a refusal restated as one of ``value`` as ``what``; as it is when ``what`` is ``own``, the parser's own word."""
    try:
        return parse(value)
    except TrickcardsError as refused:
        if what == own:
            raise
        raise error(f"{quote(value)} is not {what}: {_reason(refused, value)}") from None


def _reason(refused: TrickcardsError, value: object) -> str:
    """The rule part of a parser's refusal (after ``': '``), to restate it for ``value``."""
    message = str(refused)
    head, sep, rule = message.partition(": ")
    return rule if sep and head.startswith(quote(value)) else message


_FEWEST_PLAYERS: Final = 2
_MOST_PLAYERS: Final = 7  # Blackout's and Towie's most


def _checked_count(count: object, *, error: Error = TrickcardsError) -> int:
    """``count`` if it is a number of players a game here seats: 2 to 7."""
    what = f"a number of players (the games here seat {_FEWEST_PLAYERS} to {_MOST_PLAYERS})"
    return integer(count, what, low=_FEWEST_PLAYERS, high=_MOST_PLAYERS, error=error)


def _checked_players(players: object, what: str = "the players", *, error: Error = TrickcardsError) -> Sequence[Any]:
    """``players`` if it is a sequence of 2 to 7 players (text: one player per letter), as a game here seats."""
    if not isinstance(players, Sequence) or not _FEWEST_PLAYERS <= len(players) <= _MOST_PLAYERS:
        raise error(
            f"{quote(players)} is not {what}: expected a sequence of {_FEWEST_PLAYERS} to {_MOST_PLAYERS} players"
        )
    return players


def seat(value: object, what: str = "a seat", *, error: Error = ParseError) -> Seat:
    """A compass :class:`~trickcards.Seat` from itself, its letter or name, or its index 0-3.

    >>> seat("w"), seat(0), seat("South"), seat("1")
    (<Seat.WEST: 3>, <Seat.NORTH: 0>, <Seat.SOUTH: 2>, <Seat.EAST: 1>)
    """
    from trickcards.core.seats import Seat  # noqa: PLC0415  # seats.py imports this module

    digits = value.strip(" \t") if isinstance(value, str) else ""
    if len(digits) == 1 and digits.isascii() and digits.isdigit():
        value = int(digits)  # a seat's number as text, as every game names its players (player())
    return member(Seat, value, what, error=error)


def player(
    value: object,
    players: Sequence[T],
    what: str = "a player",
    *,
    expected: str | None = None,
    error: Error = TrickcardsError,
) -> T:
    """One of a game's ``players``, named the same way in every game.

    A player is given as itself; as its number, the index in ``players`` (an int or its
    digits); as its text or its name (``"N"``, ``"north"``, ``"B"``), in any case; and,
    where the players are plain numbers, as its letter ``A``, ``B``, ``C`` ... in any
    case. ``expected`` replaces the end of the message (after ``": "``).

    >>> from trickcards import Seat
    >>> player("south", tuple(Seat)), player("2", tuple(Seat)), player(1, tuple(Seat))
    (<Seat.SOUTH: 2>, <Seat.SOUTH: 2>, <Seat.EAST: 1>)
    >>> player("c", range(4)), player(" 3 ", range(4))
    (2, 3)
    >>> player("e", range(3))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 'e' is not a player: expected one of A, B, C, their number 0-2 or their letter
    """
    # The hot path of every numbered game: a player number already in range.
    if type(players) is range and type(value) is int and value in players and players.start == 0 and players.step == 1:
        return value  # type: ignore[return-value]  # T is int for a range
    if isinstance(players, str | bytes) or not isinstance(players, Sequence | range) or not players:
        raise TrickcardsError(f"{quote(players)} is not the players of a game: expected a sequence of players")
    candidates = tuple(players)
    for candidate in candidates:
        if value is candidate or (type(value) is type(candidate) and value == candidate):
            return candidate
    index: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        index = value
    elif isinstance(value, str):
        word = text(value, label(what), error=error).lower()
        if word.isascii() and word.isdigit() and len(word) <= len(str(len(candidates))):
            index = int(word)
        else:
            for number, candidate in enumerate(candidates):
                names = {str(candidate).lower(), str(getattr(candidate, "name", "")).lower()}
                if type(candidate) is int and number < len(ascii_lowercase):
                    names = {ascii_lowercase[number]}
                if word in names - {""}:
                    return candidate
    if index is not None and 0 <= index < len(candidates):
        return candidates[index]
    labels = [str(c) if type(c) is not int else ascii_uppercase[n % 26] for n, c in enumerate(candidates)]
    tail = expected or (
        f"expected one of {', '.join(labels)}, their number 0-{len(candidates) - 1} or their "
        f"{'letter' if type(candidates[0]) is int else 'name'}"
    )
    raise error(f"{quote(value)} is not {label(what)}: {tail}")


def player_number(value: object, count: int, what: str = "a player", *, error: Error = TrickcardsError) -> int:
    """A numbered player 0 .. ``count``-1, given as an int, its digits or its letter (``A`` is 0, any case).

    >>> player_number(2, 4), player_number("3", 4), player_number("b", 4)
    (2, 3, 1)
    >>> player_number(4, 4)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 4 is not a player: expected an int from 0 to 3
    """
    if isinstance(value, str):
        word = value.strip(" \t")
        if len(word) == 1 and word.isascii() and word.isalpha():
            count = integer(count, "a number of players", low=1, high=26, error=error)
            return player(
                word, range(count), what, expected=f"expected a letter A-{ascii_uppercase[count - 1]}", error=error
            )
        return parse_integer(value, what, low=0, high=count - 1, error=error)
    return integer(value, what, low=0, high=count - 1, error=error)


# --- cards and hands -------------------------------------------------------------------


def card(value: object, what: str = "a card", *, error: Error = ParseError) -> Card:
    """A :class:`~trickcards.Card` from itself or its text (``"SA"``, ``"10h"``, ``"♠Q"``).

    >>> card("h10"), card(card("SA"))
    (Card.parse('HT'), Card.parse('SA'))
    >>> card(None)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: None is not a card: expected a Card or its text, such as 'SA'
    """
    from trickcards.core.cards import Card  # noqa: PLC0415  # cards.py imports this module

    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return _restated(Card.parse, value, what, error, "a card")
    raise error(f"{quote(value)} is not {what}: expected a Card or its text, such as 'SA'")


def sequence(
    values: object,
    convert: Callable[[object], T],
    what: str,
    *,
    error: Error = TrickcardsError,
) -> tuple[T, ...]:
    """``values`` (any iterable but text) as a tuple, each item passed through ``convert``.

    Text and bytes are refused rather than read one character at a time, and so is
    anything that is not iterable.

    >>> sequence([1, 2], lambda v: integer(v, "a bid"), "bids")
    (1, 2)
    >>> sequence("12", lambda v: integer(v, "a bid"), "bids")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: '12' is not bids: expected a list or tuple, not text
    """
    if isinstance(values, str | bytes | bytearray):
        raise error(f"{quote(values)} is not {what}: expected a list or tuple, not text")
    try:
        items = iter(values)  # type: ignore[call-overload]
    except TypeError:
        raise error(f"{quote(values)} is not {what}: expected a list or tuple") from None
    return tuple(convert(item) for item in items)


def _parsed_as(kind: type[T], value: str, what: str, parse: Callable[[str], object], not_a: Callable[[type], str]) -> T:
    """``value``, text of one of a family of values (a game's calls), read by ``parse`` as a ``kind`` value.

    For a family's ``parse`` classmethod, after its lookup of the canonical texts: the
    text is checked (:func:`text`, ``what`` naming any value of the family), read, and a
    value of another kind refused, ``not_a(kind)`` naming what was expected.
    """
    text(value, what)  # ASCII spaces and tabs only, as in every text parser
    read = parse(value)
    if not isinstance(read, kind):
        raise ParseError(f"{quote(value)} is not {not_a(kind)}")
    return read


def _items(values: Iterable[T], what: str, if_text: str, if_not_iterable: str) -> tuple[T, ...]:
    """``values`` as a tuple, for a converter whose validator checks the items (a deck's, a trick's cards).

    Text and bytes are refused with ``if_text``, rather than read one character at a
    time; what is not iterable with ``if_not_iterable``.
    """
    given: object = values  # any object may come in at run time
    if isinstance(given, str | bytes):
        raise TrickcardsError(f"{quote(values)} is not {what}: {if_text}")
    try:
        return tuple(values)
    except TypeError:
        raise TrickcardsError(f"{quote(values)} is not {what}: {if_not_iterable}") from None


def cards(values: object, what: str = "a list of cards", *, error: Error = ParseError) -> tuple[Card, ...]:
    """A tuple of cards from an iterable of cards or card texts, or from one text of cards.

    A text is split at ASCII spaces and tabs (``"SA HK"``); a :class:`~trickcards.Hand`
    gives its cards in canonical order.

    >>> cards(["SA", card("HK")]), cards("SA  hk")
    ((Card.parse('SA'), Card.parse('HK')), (Card.parse('SA'), Card.parse('HK')))
    """
    if isinstance(values, str):
        return tuple(card(item, error=error) for item in words(values, what, error=error))
    return sequence(values, lambda item: card(item, error=error), what, error=error)


def sequence_of(values: object, kind: type[T], what: str, *, error: Error = TrickcardsError) -> tuple[T, ...]:
    """``values`` (any iterable but text) as a tuple of ``kind`` values; anything else in it is refused.

    For a field holding library values that only the library makes (recorded deals,
    sheet entries). An int is never a bool.

    >>> sequence_of([1, 2], int, "scores")
    (1, 2)
    >>> sequence_of([1, "2"], int, "scores")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: [1, '2'] is not scores: expected int values only, not '2'
    """

    def check(item: object) -> T:
        if isinstance(item, kind) and not (kind is int and isinstance(item, bool)):
            return item
        raise error(f"{quote(values)} is not {what}: expected {kind.__name__} values only, not {quote(item)}")

    return sequence(values, check, what, error=error)


def pair(
    value: object,
    first: Callable[[object], T],
    second: Callable[[object], U],
    what: str,
    *,
    error: Error = TrickcardsError,
) -> tuple[T, U]:
    """``value`` (a list or tuple of two items) as a tuple, its items passed through ``first`` and ``second``.

    >>> pair(["e", 100], seat, lambda v: integer(v, "points"), "honours")
    (<Seat.EAST: 1>, 100)
    >>> pair((1, 2, 3), int, int, "honours")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: (1, 2, 3) is not honours: expected a pair of two items
    """
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise error(f"{quote(value)} is not {what}: expected a pair of two items")
    return (first(value[0]), second(value[1]))


def mapping(
    value: object,
    key: Callable[[object], T],
    item: Callable[[object], U],
    what: str,
    *,
    error: Error = TrickcardsError,
) -> FrozenMapping[T, U]:
    """``value`` (a mapping) as a read-only :class:`~trickcards.core.frozen.FrozenMapping`, keys and values converted.

    >>> dict(mapping({"n": 3}, seat, lambda v: integer(v, "a count"), "counts"))
    {<Seat.NORTH: 0>: 3}
    >>> mapping([("n", 3)], str, int, "counts")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: [('n', 3)] is not counts: expected a mapping such as a dict
    """
    from trickcards.core.frozen import FrozenMapping  # noqa: PLC0415  # kept out of this module's import cost

    if not isinstance(value, Mapping):
        raise error(f"{quote(value)} is not {what}: expected a mapping such as a dict")
    return FrozenMapping((key(k), item(v)) for k, v in value.items())


def contract(
    value: object,
    kind: type[T],
    what: str = "a contract",
    *,
    declarer: bool = False,
    parse: Callable[[str], T] | None = None,
    error: Error = ParseError,
) -> T:
    """A contract of a game: a ``kind`` value, or its text read by ``parse`` (``kind.parse`` by default).

    With ``declarer=True`` a contract without a declarer is refused. The core knows no
    game, so the caller names the contract class (``bridge.Contract``, a game's own).

    >>> from trickcards.bridge import Contract
    >>> str(contract("4SXN", Contract, declarer=True))
    '4SXN'
    >>> contract("4S", Contract, "a played contract", declarer=True)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '4S' is not a played contract: expected a contract with its declarer
    """
    reader: Callable[[str], T] = parse if parse is not None else getattr(kind, "parse")  # noqa: B009  # any kind
    if isinstance(value, kind):
        result = value
    elif isinstance(value, str):
        result = reader(value)
    else:
        raise error(f"{quote(value)} is not {what}: expected a {kind.__name__} or its text")
    if declarer and getattr(result, "declarer", None) is None:
        raise error(f"{quote(value)} is not {what}: expected a contract with its declarer")
    return result


@overload
def tricks_won(value: str, contract: object, *, high: int = 13, error: Error = ParseError) -> int: ...
@overload
def tricks_won(value: T, contract: object, *, high: int = 13, error: Error = ParseError) -> T: ...
def tricks_won(value: object, contract: object, *, high: int = 13, error: Error = ParseError) -> object:
    """Tricks as a score sheet's line or the command line writes them: ``10``, or from the contract, ``=``, ``+1``, ``-2``.

    ``contract`` is the contract played (any game's, with ``tricks_needed``); text is
    read and checked (0 to ``high`` tricks), anything else is handed back unchanged for
    the caller's own check of a number.

    >>> from trickcards.bridge import Contract
    >>> [tricks_won(t, Contract.parse("4SN")) for t in ("=", "+1", "-2", " 9 ", 7)]
    [10, 11, 8, 9, 7]
    >>> tricks_won("+4", Contract.parse("4SN"))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '+4' gives 14 tricks in '4SN': declarer's side wins 0 to 13 tricks
    """
    if not isinstance(value, str):
        return value
    needed = getattr(contract, "tricks_needed", None)
    if not _is_int(needed):
        raise TrickcardsError(f"{quote(contract)} is not a contract: expected a contract with its tricks needed")
    refused = f"{quote(value)} is not a number of tricks: write 0-{high}, '=', '+1' or '-2'"
    body = text(value, "a number of tricks", error=error)
    if body == "=":
        return needed
    try:
        # At most two digits are read: a 5,000-digit argument is refused before int() sees it.
        number = parse_integer(body, "a number of tricks", digits=2, error=error)
    except TrickcardsError:
        raise error(refused) from None
    if body[:1] in ("+", "-"):
        tricks = needed + number
        if not 0 <= tricks <= high:
            raise error(
                f"{quote(value)} gives {tricks} tricks in {quote(str(contract))}: declarer's side wins 0 to {high} tricks"
            )
        return tricks
    if number <= high:
        return number
    raise error(refused)


def hand(value: object, what: str = "a hand", *, error: Error = ParseError) -> Hand:
    """A :class:`~trickcards.Hand` from itself, its PBN text or an iterable of cards.

    >>> hand("AK...") == hand(["SA", "SK"])
    True
    """
    from trickcards.core.hand import Hand  # noqa: PLC0415  # hand.py imports this module

    if isinstance(value, Hand):
        return value
    if isinstance(value, str):
        return _restated(Hand.parse, value, what, error, "a hand")
    if isinstance(value, bytes | bytearray):
        raise error(f"{quote(value)} is not {what}: expected a Hand, its text or cards")
    try:
        iter(value)  # type: ignore[call-overload]
    except TypeError:
        raise error(f"{quote(value)} is not {what}: expected a Hand, its text or cards") from None
    return Hand(cards(value, what, error=error))


def hands(
    values: object, count: int | None = None, what: str = "the hands", *, error: Error = ParseError
) -> tuple[Hand, ...]:
    """A tuple of hands (each as :func:`hand` takes it); exactly ``count`` of them if given.

    >>> len(hands(["AK...", "QJ..."], count=2))
    2
    """
    result = sequence(values, lambda item: hand(item, error=error), what, error=error)
    if count is not None and len(result) != count:
        raise error(f"{quote(values)} is not {what}: expected {count} hands, found {len(result)}")
    return result


# --- seeds and options ------------------------------------------------------------------


def seed(value: object = None) -> random.Random:
    """``value`` as a :class:`random.Random`: itself, or a new one seeded with it.

    A seed is an int, text or bytes (the same seed always gives the same shuffle) or
    ``None`` (fresh randomness). Anything else is refused rather than passed on to
    ``random``, which would raise a bare ``TypeError``.

    >>> seed(7).random() == seed(7).random()
    True
    >>> seed([7])
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: [7] is not a seed: expected an int, str, bytes, a random.Random or None
    """
    if isinstance(value, random.Random):
        return value
    if value is None or (isinstance(value, int | str | bytes | bytearray) and not isinstance(value, bool)):
        return random.Random(value)
    raise TrickcardsError(f"{quote(value)} is not a seed: expected an int, str, bytes, a random.Random or None")


def instance(value: object, kind: type[T], what: str, *, error: Error = TrickcardsError) -> T:
    """``value`` if it is an instance of ``kind``; for arguments that only a library value fits.

    >>> from trickcards import Deck
    >>> instance(None, Deck, "a pack")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: None is not a pack: expected a Deck
    """
    if isinstance(value, kind):
        return value
    raise error(f"{quote(value)} is not {what}: expected a {kind.__name__}")


def function(value: object, what: str, *, error: Error = TrickcardsError) -> Callable[..., Any]:
    """``value`` if it can be called; for arguments that are functions (a reader, a test of a player).

    >>> function(len, "a counter")("abc")
    3
    >>> function("len", "a counter")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 'len' is not a counter: expected a function
    """
    if callable(value):
        return value
    raise error(f"{quote(value)} is not {what}: expected a function")


def is_a(
    kind: type | UnionType, what: str, *, of: type | None = None, error: Error = TrickcardsError
) -> Callable[[Any, Any, Any], None]:
    """An attrs validator that refuses a field value that is not a ``kind``, naming the field.

    attrs' own ``instance_of`` raises a bare :class:`TypeError`; this raises ``error``.
    With ``of``, the value (a tuple) must hold ``of`` values only. An int is never a bool.

    >>> from attrs import field, frozen
    >>> @frozen
    ... class Named:
    ...     name: str = field(validator=is_a(str, "a name"))
    >>> Named(3)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: name=3 is not a name: expected a str
    """
    kinds: tuple[type, ...] = kind.__args__ if isinstance(kind, UnionType) else (kind,)
    no_bools = int in kinds and bool not in kinds  # True is not a number, even where None is allowed too

    def validate(instance: object, attribute: object, value: object) -> None:
        name = getattr(attribute, "name", "value")
        if not isinstance(value, kind) or (no_bools and isinstance(value, bool)):
            raise error(f"{name}={quote(value)} is not {what}: expected {_type_name(kind)}")
        if of is not None and not all(isinstance(item, of) for item in value):  # type: ignore[attr-defined]
            raise error(f"{name}={quote(value)} is not {what}: expected {of.__name__} values only")

    return validate


def is_one_of(
    choices: tuple[object, ...], what: str, *, rule: str | None = None, error: Error = TrickcardsError
) -> Callable[[Any, Any, Any], None]:
    """An attrs validator that refuses a field value not among ``choices``, naming the field.

    For a rule option with a few readings (``"everyone"`` or ``"winner_only"``) or a few
    allowed numbers (300 or 500); a bool is never taken for 0 or 1. ``rule`` names the
    reading in the message.

    >>> from attrs import field, frozen
    >>> @frozen
    ... class Sheet:
    ...     rubber_end: str = field(default="everyone", validator=is_one_of(("everyone", "winner_only"), "a rubber end", rule="TO-h"))
    >>> Sheet("nobody")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: rubber_end='nobody' is not a rubber end (TO-h): expected everyone or winner_only
    """
    allowed = " or ".join(str(choice) for choice in choices)
    cited = f" ({rule})" if rule else ""

    def validate(instance: object, attribute: object, value: object) -> None:
        if isinstance(value, bool) or value not in choices:
            name = getattr(attribute, "name", "value")
            raise error(f"{name}={quote(value)} is not {what}{cited}: expected {allowed}")

    return validate


def label(what: object) -> str:
    """``what``, the words a message names an input by, if it is one line of text; for ``what`` and ``role`` parameters.

    >>> label("a dealer")
    'a dealer'
    >>> label(10**5000)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: <an int of about 5001 digits> is not the name of an input: expected one line of text of at most 96 characters
    """
    if isinstance(what, str) and what.isprintable() and len(what) <= QUOTE_LIMIT * 2:
        return what
    raise TrickcardsError(
        f"{quote(what)} is not the name of an input: expected one line of text of at most {QUOTE_LIMIT * 2} characters"
    )


def optional(value: T | None, convert: Callable[[T], T]) -> T | None:
    """``None`` as it is, anything else through ``convert``.

    >>> optional(None, lambda v: integer(v, "a level")), optional(3, lambda v: integer(v, "a level"))
    (None, 3)
    """
    return None if value is None else convert(value)


def _type_name(kind: type | UnionType) -> str:
    """``a str`` or ``a bool, int or str``: the types a value may have, in words."""
    kinds: tuple[type, ...] = kind.__args__ if isinstance(kind, UnionType) else (kind,)
    names = ["None" if t is type(None) else t.__name__ for t in kinds]
    article = "an" if names[0][:1] in ("a", "e", "i", "o", "u") else "a"
    return f"{article} " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1])
