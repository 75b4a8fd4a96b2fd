"""The append-only history behind every score sheet: one more deal costs the same on any sheet.

A score sheet is immutable, so recording a deal makes a new sheet. Copying the earlier
entries into it (a new tuple each time) or replaying them to find the totals makes a
sheet of n deals cost n² to write. Instead each sheet keeps its running totals and a
:class:`Ledger`: a persistent list that shares every earlier entry with the sheet
before, so recording is O(1). The ``entries`` (or ``deals``) tuple is built only when
asked for, once, by :class:`LedgerBacked`.

>>> ledger = Ledger.of(["1CN"]).append("2DE").append("3HS")
>>> len(ledger), ledger.last, ledger.to_tuple()
(3, '3HS', ('1CN', '2DE', '3HS'))
>>> import pickle
>>> pickle.loads(pickle.dumps(ledger)) == ledger
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from trickcards.core.reprs import brief, summary_repr

__all__ = ["Ledger", "LedgerBacked"]

T = TypeVar("T")


class Ledger(Generic[T]):
    """An immutable sequence with O(1) :meth:`append`, O(1) :func:`len` and :attr:`last`.

    Its tuple (:meth:`to_tuple`, iteration, equality, hashing, pickling) is built on
    first use and kept, from the nearest earlier ledger that already has one.

    >>> empty = Ledger[int]()
    >>> one = empty.append(7)
    >>> len(empty), len(one), list(one), one == Ledger.of([7])
    (0, 1, [7], True)
    """

    __slots__ = ("_before", "_item", "_length", "_tuple")

    _before: Ledger[T] | None
    _item: T | None
    _length: int
    _tuple: tuple[T, ...] | None

    def __init__(self) -> None:
        self._before, self._item, self._length, self._tuple = None, None, 0, ()

    @classmethod
    def of(cls, items: Iterable[T]) -> Ledger[T]:
        """A ledger holding ``items``."""
        ledger = cls()
        ledger._tuple = tuple(items)
        ledger._length = len(ledger._tuple)
        if ledger._tuple:
            ledger._item = ledger._tuple[-1]
        return ledger

    def append(self, item: T) -> Ledger[T]:
        """A new ledger with ``item`` after this one's items; this one is unchanged."""
        ledger = Ledger.__new__(Ledger)
        ledger._before, ledger._item, ledger._length, ledger._tuple = self, item, self._length + 1, None
        return ledger

    def extend(self, items: tuple[T, ...]) -> Ledger[T]:
        """A new ledger with ``items`` after this one's items; this one is unchanged.

        Flat (one tuple) when this ledger is no longer than ``items`` (its tuple built,
        from at most as many items), so extending costs what the items do, never what
        the history does.

        >>> first = Ledger.of(["1CN"])
        >>> later = first.extend(("2DE", "3HS"))
        >>> later.to_tuple(), later.last, first.to_tuple()
        (('1CN', '2DE', '3HS'), '3HS', ('1CN',))
        >>> first.extend(()) is first
        True
        """
        if not items:
            return self
        if self._length <= len(items):
            return Ledger.of(self.to_tuple() + items)
        ledger = self
        for item in items:
            ledger = ledger.append(item)
        return ledger

    @property
    def last(self) -> T:
        """The latest item (``IndexError`` when empty)."""
        if not self._length:
            raise IndexError("an empty ledger has no last item")
        return self._item  # type: ignore[return-value]  # set whenever _length > 0

    def to_tuple(self) -> tuple[T, ...]:
        """The items, oldest first, as a tuple (built once, then kept)."""
        if self._tuple is None:
            newer: list[T] = []
            ledger: Ledger[T] = self
            while ledger._tuple is None:  # a loop, not recursion: a ledger may be very long
                newer.append(ledger._item)  # type: ignore[arg-type]  # set on every appended ledger
                assert ledger._before is not None
                ledger = ledger._before
            newer.reverse()
            self._tuple = ledger._tuple + tuple(newer)
            self._before = None  # the tuple holds everything: let the earlier ledgers go
        return self._tuple

    def __len__(self) -> int:
        return self._length

    def __repr__(self) -> str:
        # One short line however long the ledger (a sheet after 10,000 deals stays readable).
        return summary_repr(self, f"{self._length} items" + (f", last {brief(self._item)}" if self._length else ""))

    def __iter__(self) -> Iterator[T]:
        return iter(self.to_tuple())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Ledger):
            return NotImplemented
        return self._length == other._length and self.to_tuple() == other.to_tuple()

    def __hash__(self) -> int:
        return hash(self.to_tuple())

    def __reduce__(self) -> tuple[Callable[[tuple[T, ...]], Ledger[T]], tuple[tuple[T, ...]]]:
        # A flat tuple: pickling the chain itself would recurse once per item.
        return Ledger.of, (self.to_tuple(),)

    def __copy__(self) -> Ledger[T]:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Ledger[T]:
        return self  # immutable, and its items are immutable values


def printed_svg(sheet: object) -> str:
    """The printed sheet as SVG: the ``_repr_svg_`` of the sheets without a pad of their own."""
    from trickcards.pictures.pads import printed_sheet_svg  # noqa: PLC0415  (pictures are loaded when drawn)

    return printed_sheet_svg(sheet)


def printed_html(sheet: object) -> str:
    """The printed sheet as HTML: the ``_repr_html_`` of the sheets without a pad of their own."""
    from trickcards.pictures.pads import printed_sheet_html  # noqa: PLC0415  (pictures are loaded when drawn)

    return printed_sheet_html(sheet)


class LedgerBacked:
    """A base for frozen attrs sheets whose tuple field ``_LEDGER_FIELD`` mirrors the private ``_ledger``.

    A sheet made by recording a deal leaves that field unset and sets ``_ledger``; the
    tuple is built the first time anything reads the field (the attrs equality, hash,
    repr and pickling included), then kept.
    """

    __slots__ = ()
    _LEDGER_FIELD: ClassVar[str]

    def _repr_svg_(self) -> str:
        """The sheet as SVG (Jupyter shows it): :func:`trickcards.pictures.pads.sheet_svg`."""
        return printed_svg(self)

    def _repr_html_(self) -> str:
        """The sheet as HTML: :func:`trickcards.pictures.pads.sheet_html`."""
        return printed_html(self)

    if not TYPE_CHECKING:  # seen by mypy, this would make every attribute name valid

        def __getattr__(self, name: str) -> object:
            if name == self._LEDGER_FIELD:
                value = self._ledger.to_tuple()
                object.__setattr__(self, name, value)
                return value
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
