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

from typing import ClassVar, NoReturn, Self

from attrs import exceptions

__all__ = ["Frozen", "Interned"]


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
