"""Bases for the hand-written immutable values (those not built with attrs).

Cards, calls, hands, deals and play states are slotted classes written by hand for
speed. :class:`Frozen` gives them attrs' frozen behaviour (assignment and deletion
raise :class:`attrs.exceptions.FrozenInstanceError`); :class:`Interned` adds what the
interned values (one object per card or call) share: identity equality, the index as
hash, and ordering by index within one family.

>>> from trickcards import Card
>>> Card.parse("S2") < Card.parse("SA"), hash(Card.parse("C2"))
(True, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import ClassVar, Generic, NoReturn, Self, TypeVar

from attrs import exceptions

__all__ = ["Frozen", "FrozenMapping", "Interned"]

K = TypeVar("K")
T = TypeVar("T")
V = TypeVar("V")


class Frozen:
    """Refuses attribute assignment and deletion, as an attrs frozen class does."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise exceptions.FrozenInstanceError

    def __delattr__(self, name: str) -> NoReturn:
        raise exceptions.FrozenInstanceError

    # An immutable value is its own copy. (Pickling needs a ``__reduce__`` on each class.)
    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self


def assembled(kind: type[T], /, **slots: object) -> T:
    """A ``kind`` value made of parts already checked: each slot set, the constructor and its checks skipped.

    For the package's own values whose parts are valid by construction (a sheet with one
    more deal, the exchange after a draw, the interned cards and calls). Not for outside
    input. The constructors run for every card write their slots inline instead: the
    keyword call costs about a quarter of a microsecond more.
    """
    value = object.__new__(kind)
    for name, part in slots.items():
        object.__setattr__(value, name, part)
    return value


class Interned(Frozen):
    """An interned value with an ``index``: equal only to itself, hashed and ordered by index.

    Values compare with ``<`` only within one family (``_family``, the base class of
    the interned set), so a card never orders against a call.
    """

    __slots__ = ()

    index: int
    _family: ClassVar[type]

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: object) -> bool:
        if isinstance(other, self._family):
            return self.index < other.index  # type: ignore[attr-defined, no-any-return]
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, self._family):
            return self.index <= other.index  # type: ignore[attr-defined, no-any-return]
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, self._family):
            return self.index > other.index  # type: ignore[attr-defined, no-any-return]
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, self._family):
            return self.index >= other.index  # type: ignore[attr-defined, no-any-return]
        return NotImplemented


class FrozenMapping(Frozen, Mapping[K, V], Generic[K, V]):
    """A read-only mapping that pickles and copies: the library's public tables and a record's tags.

    Unlike :class:`types.MappingProxyType` it holds its own copy of the items, so nothing
    can change it, and it pickles under every protocol.

    >>> packs = FrozenMapping({"standard": 52, "piquet": 32})
    >>> packs["piquet"], list(packs), packs == {"standard": 52, "piquet": 32}
    (32, ['standard', 'piquet'], True)
    >>> packs["piquet"] = 28
    Traceback (most recent call last):
    ...
    TypeError: 'FrozenMapping' object does not support item assignment
    """

    __slots__ = ("_items",)
    _items: dict[K, V]

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> None:
        try:
            held = dict(items)
        except (TypeError, ValueError):
            from trickcards.core.errors import TrickcardsError  # noqa: PLC0415  # kept off the import path
            from trickcards.core.inputs import quote  # noqa: PLC0415

            raise TrickcardsError(f"{quote(items)} is not a mapping: expected a dict or (key, value) pairs") from None
        object.__setattr__(self, "_items", held)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __contains__(self, key: object) -> bool:
        try:
            return key in self._items
        except TypeError:  # an unhashable key (a list, a dict) is simply not in the table
            return False

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(frozenset(self._items.items()))

    def __repr__(self) -> str:
        # The whole mapping where it is short; else its size and first keys, on one line.
        whole = f"FrozenMapping({self._items!r})"
        if len(whole) <= 100 and "\n" not in whole:
            return whole
        from trickcards.core.reprs import brief, summary_repr  # noqa: PLC0415  (reprs imports this module's users)

        return summary_repr(self, f"{len(self._items)} items: " + ", ".join(brief(key) for key in self._items))

    def __reduce__(self) -> tuple[type[FrozenMapping[K, V]], tuple[dict[K, V]]]:
        return (FrozenMapping, (self._items,))
