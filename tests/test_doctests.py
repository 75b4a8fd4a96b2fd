"""Run the doctests of every module of the installed package."""

import doctest
import importlib
import pkgutil

import pytest

import trickcards

MODULES = sorted(
    name for _, name, _ in pkgutil.walk_packages(trickcards.__path__, "trickcards.") if not name.endswith("__main__")
)


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failures == 0, f"{failures} doctest(s) failed in {name}"


def test_every_module_is_checked() -> None:
    assert "trickcards.core.cards" in MODULES
    assert "trickcards.engine.trick_play" in MODULES
