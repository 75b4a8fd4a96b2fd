"""What importing the package loads: the shared vocabulary only, never a game or Hypothesis.

Structural, not timed (the import time itself is measured in benchmarks/imports.py):
``import trickcards`` must stay cheap for programs that use one game, so it may not
pull in any game subpackage, and the test-time extra (Hypothesis) stays optional.
"""

import json
import pkgutil
import subprocess
import sys

import pytest

import trickcards

GAME_PACKAGES = sorted(f"trickcards.{info.name}" for info in pkgutil.iter_modules(trickcards.__path__) if info.ispkg)


def modules_after(statement: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running ``statement``."""
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(result.stdout))


def test_the_games_are_subpackages() -> None:
    assert {"trickcards.bridge", "trickcards.bridgette", "trickcards.brandeln"} <= set(GAME_PACKAGES)


def test_import_trickcards_loads_no_game_and_no_hypothesis() -> None:
    loaded = modules_after("import trickcards")
    assert "trickcards.cards" in loaded
    games = sorted(name for name in loaded if any(name.startswith(game) for game in GAME_PACKAGES))
    assert games == []
    assert not any(name == "hypothesis" or name.startswith("hypothesis.") for name in loaded)


@pytest.mark.parametrize("game", ["trickcards.bridge", "trickcards.bridgette"])
def test_import_one_game_loads_no_record_reader_and_no_hypothesis(game: str) -> None:
    loaded = modules_after(f"import {game}")
    assert game in loaded
    assert not {"trickcards.pbn", "trickcards.lin", "trickcards.strategies"} & loaded
    assert "hypothesis" not in loaded


CORE = ("trickcards.cards", "trickcards.hand", "trickcards.deck", "trickcards.tricks", "trickcards.bridge.deal")


def test_the_core_loads_no_pictures_until_one_is_drawn() -> None:
    loaded = modules_after("import " + ", ".join(CORE) + "; from trickcards import Hand; repr(Hand.parse('AK.Q..'))")
    assert not any(name.startswith("trickcards.pictures") for name in loaded)
    drawn = modules_after("from trickcards import Hand; Hand.parse('AK.Q..')._repr_svg_()")
    assert "trickcards.pictures.svg" in drawn
