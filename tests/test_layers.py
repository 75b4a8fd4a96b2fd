"""The package's layers (docs/design.md, "Layers"): imports go one way, and a wrong one fails the build.

The import-linter contracts in ``pyproject.toml`` check the layers as a whole; the tests
here check what those contracts let through on purpose: a value's picture loaded inside
its drawing hook, the protocol's agent entry points loading the observations on first
use, and the action ids declared by each game rather than listed by one module that
imports them all.
"""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import trickcards
from trickcards.protocol.game import games

PACKAGE = Path(trickcards.__file__).parent
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"

# Lowest first, as in pyproject.toml; the games sit between protocol and analysis.
BELOW_THE_GAMES = ("core", "engine", "protocol")
GAMES = tuple(
    sorted(
        path.parent.name
        for path in PACKAGE.glob("*/__init__.py")
        if path.parent.name not in {*BELOW_THE_GAMES, "analysis", "records", "pictures", "agents", "cli"}
    )
)
# The hooks through which a value draws itself: Jupyter's, and the functions they are bound to.
DRAWING_HOOKS = ("_repr_svg_", "_repr_html_")
# Bridge's events read a club's record files and draw its pages: bridge's analysis of played
# records, above the records and the pictures (docs/design.md, "Layers you can see").
EVENTS = "trickcards.bridge.events"


def _modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        yield ".".join(("trickcards", *parts)).removesuffix(".__init__"), path


def _imports_with_function(path: Path) -> Iterator[tuple[str, str | None]]:
    """Each module ``path`` imports, with the function the import sits in (``None`` at module level).

    Imports under ``if TYPE_CHECKING:`` run no code and are left out.
    """

    def walk(node: ast.AST, function: str | None) -> Iterator[tuple[str, str | None]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from (item for other in child.orelse for item in walk(other, function))
                continue
            if isinstance(child, ast.Import):
                yield from ((alias.name, function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                yield from ((f"{child.module}.{alias.name}", function) for alias in child.names)
            inner = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) else function
            yield from walk(child, inner)

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), None)


def _layer(module: str) -> str:
    return module.split(".")[1] if module.count(".") else ""


def test_the_games_are_the_packages_outside_the_layers() -> None:
    assert "bridge" in GAMES
    assert len(GAMES) == 13
    assert set(GAMES) >= {"bridgette", "brandeln", "blackout", "partnership_blackout", "helm", "towie"}


def test_a_value_below_the_pictures_loads_them_only_inside_its_drawing_hook() -> None:
    # A hook is _repr_svg_/_repr_html_, or a function named *_svg/*_html that one is bound to.
    below = {*BELOW_THE_GAMES, *GAMES}
    outside = [
        f"{module} imports {name} in {function or 'the module'}"
        for module, path in _modules()
        if _layer(module) in below and not module.startswith(EVENTS)
        for name, function in _imports_with_function(path)
        if name.startswith("trickcards.pictures")
        and not (function is not None and (function in DRAWING_HOOKS or function.endswith(("_svg", "_html"))))
    ]
    assert outside == []


def test_the_protocol_loads_the_observations_only_in_its_agent_entry_points() -> None:
    upward = sorted(
        (module, function)
        for module, path in _modules()
        if _layer(module) in BELOW_THE_GAMES
        for name, function in _imports_with_function(path)
        if name.startswith("trickcards.analysis")
    )
    assert upward == [
        ("trickcards.protocol.game", "observation"),
        ("trickcards.protocol.game", "observation_layout"),
        ("trickcards.protocol.game", "observation_size"),
    ]


def test_every_game_declares_its_own_action_ids() -> None:
    for game in games():
        assert game.numbered_actions is not None, game.name
        assert game.num_actions == len(game.numbered_actions()), game.name


def test_no_module_below_the_games_names_a_game() -> None:
    # The registry names each game's module as text ("trickcards.bridge.game:RUBBER"),
    # loaded when the game is asked for; nothing below the games imports one.
    naming = sorted(
        f"{module} imports {name}"
        for module, path in _modules()
        if _layer(module) in BELOW_THE_GAMES
        for name, _ in _imports_with_function(path)
        if _layer(name) in GAMES
    )
    assert naming == []


def test_only_the_events_in_bridge_import_the_events_and_the_records() -> None:
    upward = sorted(
        f"{module} imports {name}"
        for module, path in _modules()
        if _layer(module) == "bridge" and not module.startswith(EVENTS)
        for name, _ in _imports_with_function(path)
        if name.startswith((EVENTS, "trickcards.records"))
    )
    assert upward == []


@pytest.mark.skipif(
    importlib.util.find_spec("importlinter") is None, reason="import-linter (the test extra) is not installed"
)
def test_the_import_linter_contracts_are_kept() -> None:
    if not PYPROJECT.exists():
        pytest.skip("pyproject.toml is not beside the tests (the contracts live there)")
    command = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run(
        [command, "--config", str(PYPROJECT), "--no-cache"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
    assert "2 kept" in result.stdout
