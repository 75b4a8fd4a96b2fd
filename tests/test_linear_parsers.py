"""Parsers run in linear time: no regular expression can backtrack, and megabyte inputs are refused whole.

Nothing here is timed (the growth of cost with size is measured by ``python -m benchmarks
--scaling``): a pattern is checked by its structure, and a hostile input that once took
cubic time is simply parsed.
"""

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

import trickcards
from trickcards import ParseError
from trickcards.blackout import BlackoutBidding
from trickcards.bridge import Contract
from trickcards.bridgette import BridgetteContract
from trickcards.partnership_blackout import TeamContract
from trickcards.pbn import read_pbn

_sre = importlib.import_module("re._parser")  # the parser behind re.compile (no public API walks a pattern)
_constants = importlib.import_module("re._constants")


def _modules() -> Iterator[ModuleType]:
    yield trickcards
    for info in pkgutil.walk_packages(trickcards.__path__, "trickcards."):
        yield importlib.import_module(info.name)


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    return [
        (f"{module.__name__}.{name}", value)
        for module in _modules()
        for name, value in vars(module).items()
        if isinstance(value, re.Pattern)
    ]


def _greedy_unbounded(tree: object) -> Iterator[str]:
    """Every repeat in a parsed pattern that has no upper bound and may give characters back."""
    for op, argument in tree:  # type: ignore[attr-defined]
        if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT):
            low, high, body = argument
            if high == _constants.MAXREPEAT:
                yield f"{op} {{{low},}}"
            yield from _greedy_unbounded(body)
        elif op is _constants.POSSESSIVE_REPEAT:
            yield from _greedy_unbounded(argument[2])
        elif op is _constants.SUBPATTERN or op is _constants.ATOMIC_GROUP:
            yield from _greedy_unbounded(argument[-1] if op is _constants.SUBPATTERN else argument)
        elif op is _constants.BRANCH:
            for branch in argument[1]:
                yield from _greedy_unbounded(branch)


def test_every_pattern_is_found_and_compiled_at_module_level() -> None:
    """Patterns live in module constants, where the next test can check them: no inline ``re.match``."""
    source = Path(trickcards.__file__).parent
    inline = re.compile(r"\bre\.(?:match|search|fullmatch|sub|subn|split|findall|finditer)\(")
    assert [str(p) for p in source.rglob("*.py") if inline.search(p.read_text(encoding="utf-8"))] == []
    users = {p.relative_to(source) for p in source.rglob("*.py") if "\nimport re\n" in p.read_text(encoding="utf-8")}
    # A module's own file: a package's patterns live in its __init__.py (trickcards.cli).
    files = {
        name.rpartition(".")[0]: importlib.import_module(name.rpartition(".")[0]).__file__ for name, _ in _patterns()
    }
    holders = {Path(str(file)).relative_to(source) for file in files.values()}
    assert users <= holders


@pytest.mark.parametrize(("name", "pattern"), _patterns(), ids=[name for name, _ in _patterns()])
def test_no_pattern_can_backtrack_over_a_run(name: str, pattern: re.Pattern[str]) -> None:
    """Every unbounded repeat is possessive (``*+``, ``++``).

    A possessive run never gives characters back, so a failed match costs one pass over
    the text instead of trying every split of a run of spaces between two ``\\s*``.
    """
    assert list(_greedy_unbounded(_sre.parse(pattern.pattern, pattern.flags))) == []


HOSTILE: list[tuple[str, Callable[[str], object], str]] = [
    ("Contract.parse", Contract.parse, "1N{}!"),
    ("Contract.parse, doubled", Contract.parse, "1NX{}!"),
    ("BridgetteContract.parse", BridgetteContract.parse, "1N{}!"),
    ("BridgetteContract.parse, by", BridgetteContract.parse, "1NX BY{}!"),
    ("TeamContract.parse", TeamContract.parse, "NS{}!"),
    ("TeamContract.parse, Nil", TeamContract.parse, "NS NIL{}!"),
    ("BlackoutBidding.parse", BlackoutBidding.parse, "4 players,{}k=5, dealer 3:!"),
    ("read_pbn [Contract]", read_pbn, '[Contract "1N{}!"]\n'),
]


@pytest.mark.parametrize(("name", "parse", "shape"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_megabyte_of_spaces_is_refused(name: str, parse: Callable[[str], object], shape: str) -> None:
    """The inputs that took cubic time (seconds at 1,100 spaces) are refused at a megabyte."""
    for blank in (" ", "\t"):
        with pytest.raises(ParseError):
            parse(shape.format(blank * 1_000_000))
