"""The README's example runs as written."""

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    match = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert match is not None
    exec(compile(match.group(1), str(README), "exec"), {})
    out = capsys.readouterr().out
    assert "We" in out
    assert "They" in out
