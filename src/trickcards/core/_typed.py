"""The check of an attrs field against its annotation, published as :func:`trickcards.core.inputs.typed_fields`.

Kept apart from :mod:`trickcards.core.inputs` so that module stays a readable size; every name
here is used through it.
"""

from __future__ import annotations

from collections.abc import Callable
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from trickcards.core.errors import TrickcardsError

__all__ = ["is_pair", "typed_fields"]

Check = Callable[[object], bool]


def _always(value: object) -> bool:
    return True


def _checker(hint: object) -> Check:
    """A test of whether a value is of the annotated type ``hint``, built once per field.

    Plain types, unions, ``Literal`` and tuples are checked; anything else (a protocol,
    a generic, ``Any``) lets every value through. An int is never a bool.
    """
    origin, args = get_origin(hint), get_args(hint)
    if origin is UnionType or origin is Union:
        if all(isinstance(arg, type) and get_origin(arg) is None for arg in args):
            return _instance_check(tuple(args))
        parts = tuple(_checker(arg) for arg in args)
        return lambda value: any(part(value) for part in parts)
    if origin is Literal:
        return lambda value: value in args and not isinstance(value, bool)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda value: isinstance(value, tuple) and all(map(item, value))
        items = tuple(_checker(arg) for arg in args)
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(items)
            and all(c(v) for c, v in zip(items, value, strict=True))
        )
    if origin is None and isinstance(hint, type) and hint is not object and not getattr(hint, "_is_protocol", False):
        return _instance_check((hint,))
    if origin is not None and isinstance(origin, type):
        return lambda value: isinstance(value, origin)
    return _always


def _instance_check(kinds: tuple[type, ...]) -> Check:
    if int in kinds and bool not in kinds:
        return lambda value: isinstance(value, kinds) and not isinstance(value, bool)
    return lambda value: isinstance(value, kinds)


def _field_checks(kind: type) -> dict[str, tuple[Check, object]]:
    """Each field's check and annotation, once per class (none if an annotation cannot be resolved)."""
    found = _CHECKS.get(kind)
    if found is None:
        try:
            hints = get_type_hints(kind)
        except Exception:  # a name imported only for type checking: nothing is checked
            hints = {}
        found = {name: (_checker(hint), hint) for name, hint in hints.items()}
        _CHECKS[kind] = found
    return found


_CHECKS: dict[type, dict[str, tuple[Check, object]]] = {}


def typed_fields(cls: type, fields: list[Any]) -> list[Any]:
    """An attrs ``field_transformer``: each field without a validator refuses a value not of its annotated type.

    For value classes whose fields are plain data (results, sheet entries, options):
    the annotation is the rule, and the message names the class, the field and the type.

    >>> from attrs import frozen
    >>> @frozen(field_transformer=typed_fields)
    ... class Entry:
    ...     points: int
    ...     item: str | None = None
    >>> Entry(10, "game").points
    10
    >>> Entry(True)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: Entry points=True is not of its type: expected int
    """

    def check(instance: object, attribute: Any, value: object) -> None:
        from trickcards.core.inputs import quote  # noqa: PLC0415  # inputs imports this module

        checks = _CHECKS.get(type(instance)) or _field_checks(type(instance))
        fits, hint = checks.get(attribute.name, (_always, None))
        if not fits(value):
            shown = getattr(hint, "__name__", None) if isinstance(hint, type) else str(hint).replace("typing.", "")
            raise TrickcardsError(
                f"{type(instance).__name__} {attribute.name}={quote(value)} is not of its type: expected {shown}"
            )

    return [field if field.validator is not None else field.evolve(validator=check) for field in fields]


def is_pair(
    first: type | UnionType,
    second: type | UnionType,
    what: str,
    *,
    optional: bool = False,
    second_in: tuple[object, ...] | None = None,
    error: Callable[[str], TrickcardsError] = TrickcardsError,
) -> Callable[[Any, Any, Any], None]:
    """An attrs validator for a field holding a tuple ``(first, second)`` (or ``None`` if ``optional``).

    With ``second_in`` the second item must also be one of those values (honours of 100
    or 150).

    >>> from attrs import field, frozen
    >>> @frozen
    ... class Honours:
    ...     held: tuple[str, int] | None = field(default=None, validator=is_pair(str, int, "honours", optional=True))
    >>> Honours(("A", "100"))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: held=('A', '100') is not honours: expected a tuple of a str and an int
    """

    def fits(item: object, kind: type | UnionType) -> bool:
        return isinstance(item, kind) and not (kind is int and isinstance(item, bool))

    def validate(instance: object, attribute: object, value: object) -> None:
        from trickcards.core.inputs import _type_name, quote  # noqa: PLC0415  # inputs imports this module

        if optional and value is None:
            return
        if not (isinstance(value, tuple) and len(value) == 2 and fits(value[0], first) and fits(value[1], second)):
            name = getattr(attribute, "name", "value")
            shown = f"{_type_name(first)} and {_type_name(second)}"
            raise error(f"{name}={quote(value)} is not {what}: expected a tuple of {shown}")
        if second_in is not None and value[1] not in second_in:
            name = getattr(attribute, "name", "value")
            allowed = " or ".join(str(v) for v in second_in)
            raise error(f"{name}={quote(value)} is not {what}: expected its second item to be {allowed}")

    return validate


is_pair.__module__ = typed_fields.__module__ = "trickcards.core.inputs"  # documented and published there
