"""The docs' Dask recipe (docs/guide/validate_tree_dask.py), run on Dask's local scheduler when Dask is installed."""

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

import pytest

RECIPE = Path(__file__).parent.parent / "docs" / "guide" / "validate_tree_dask.py"
RECORDS = Path(__file__).parent / "data" / "records"


def load_recipe() -> ModuleType:
    pytest.importorskip("dask.bag", reason="the dask extra is not installed")
    spec = importlib.util.spec_from_file_location("validate_tree_dask", RECIPE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_recipe_checks_a_tree_like_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    recipe = load_recipe()
    for name in ("eyc-1998-junior-teams.pbn", "comments.pbn", "online-board.lin"):
        folder = tmp_path / ("lin" if name.endswith(".lin") else "pbn")
        folder.mkdir(exist_ok=True)
        shutil.copy(RECORDS / name, folder / name)
    reports = recipe.validate_tree(str(tmp_path), files_per_task=1)
    assert [Path(r.file).name for r in reports] == ["online-board.lin", "comments.pbn", "eyc-1998-junior-teams.pbn"]
    assert [len(r.bad) for r in reports] == [0, 1, 0]
    assert recipe.print_reports(reports) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "3 files, 49 boards, 1 bad"
    assert recipe.validate_tree(str(tmp_path / "nothing")) == []
