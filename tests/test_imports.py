"""What importing the package loads: the shared vocabulary only, never a game or Hypothesis.

Structural, not timed (the import time itself is measured in benchmarks/imports.py):
``import trickcards`` must stay cheap for programs that use one game, so it may not
pull in any game subpackage, and the test-time extra (Hypothesis) stays optional.
"""

import ast
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import trickcards

# The layers' packages (docs/design.md); every other subpackage is a game.
LAYERS = {"core", "engine", "protocol", "analysis", "records", "pictures", "agents", "cli"}
GAME_PACKAGES = sorted(
    f"trickcards.{info.name}"
    for info in pkgutil.iter_modules(trickcards.__path__)
    if info.ispkg and info.name not in LAYERS
)


def modules_after(statement: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running ``statement``."""
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(result.stdout))


def test_the_games_are_subpackages() -> None:
    assert {"trickcards.bridge", "trickcards.bridgette", "trickcards.brandeln"} <= set(GAME_PACKAGES)


def test_import_trickcards_loads_no_game_and_no_hypothesis() -> None:
    loaded = modules_after("import trickcards")
    assert "trickcards.core.cards" in loaded
    games = sorted(name for name in loaded if any(name.startswith(game) for game in GAME_PACKAGES))
    assert games == []
    assert not [name for name in loaded if name.startswith(("trickcards.analysis", "trickcards.agents"))]
    assert not any(name == "hypothesis" or name.startswith("hypothesis.") for name in loaded)


@pytest.mark.parametrize("game", ["trickcards.bridge", "trickcards.bridgette"])
def test_import_one_game_loads_no_record_reader_and_no_hypothesis(game: str) -> None:
    loaded = modules_after(f"import {game}")
    assert game in loaded
    assert not {"trickcards.pbn", "trickcards.lin", "trickcards.strategies"} & loaded
    assert "hypothesis" not in loaded


AGENT_EXTRAS = ("pyspiel", "open_spiel", "pettingzoo", "gymnasium", "numpy")


def test_the_agent_adapters_import_their_extras_only_when_used() -> None:
    loaded = modules_after(
        "import trickcards, trickcards.agents.openspiel, trickcards.agents.pettingzoo\n"
        "from trickcards import find_game\n"
        "state = find_game('duplicate').new(seed=1)\n"
        "state.legal_action_mask(), state.observation(state.to_move).vector()"
    )
    assert {"trickcards.agents.openspiel", "trickcards.agents.pettingzoo"} <= loaded
    assert not [name for name in loaded if name.split(".")[0] in AGENT_EXTRAS]


CORE = (
    "trickcards.core.cards",
    "trickcards.core.hand",
    "trickcards.core.deck",
    "trickcards.engine.trick_rules",
    "trickcards.engine.trick",
    "trickcards.engine.trick_play",
    "trickcards.bridge.deal",
)


def test_the_core_loads_no_pictures_until_one_is_drawn() -> None:
    loaded = modules_after("import " + ", ".join(CORE) + "; from trickcards import Hand; repr(Hand.parse('AK.Q..'))")
    assert not any(name.startswith("trickcards.pictures") for name in loaded)
    drawn = modules_after("from trickcards import Hand; Hand.parse('AK.Q..')._repr_svg_()")
    assert "trickcards.pictures.svg" in drawn


def _after_command(argv: list[str]) -> set[str]:
    """The modules loaded once ``trickcards ARGV`` has run (its output discarded)."""
    return modules_after(
        "import contextlib, io\nfrom trickcards.cli import main\n"
        f"with contextlib.redirect_stdout(io.StringIO()):\n    main({argv!r})"
    )


def test_help_loads_no_command_module_and_no_game() -> None:
    # Each command's module is imported when it runs: listing the commands stays quick.
    loaded = _after_command(["--help"])
    assert "trickcards.cli" in loaded
    assert sorted(name for name in loaded if name.startswith("trickcards.cli.")) == []
    games = [game for game in GAME_PACKAGES if game != "trickcards.cli"]
    assert sorted(name for name in loaded if any(name.startswith(game) for game in games)) == []


def test_a_command_loads_its_own_module_only() -> None:
    loaded = _after_command(["score", "4SN", "10"])
    assert sorted(name for name in loaded if name.startswith("trickcards.cli.")) == [
        "trickcards.cli.bridge",
        "trickcards.cli.files",  # the --encoding option of the commands that read a file
        "trickcards.cli.pictures",  # bridge's rubber command draws with --svg and --html
        "trickcards.cli.sheets",  # whose options are rows of the shared command tables
    ]


def _imports(path: Path) -> set[str]:
    """The modules a source file names in its import statements, at any depth (lazy imports included)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_no_module_outside_the_command_line_package_imports_it() -> None:
    package = Path(trickcards.__file__).parent
    importers = sorted(
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if path.relative_to(package).parts[0] != "cli"
        and any(name == "trickcards.cli" or name.startswith("trickcards.cli.") for name in _imports(path))
    )
    assert importers == []
