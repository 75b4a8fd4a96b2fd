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


def sh_blocks(text: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL)]


def test_ci_runs_the_readme_commands_as_written() -> None:
    readme = README.read_text(encoding="utf-8")
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    commands = [block for block in sh_blocks(readme) if "pytest" in block or "sphinx-build" in block]
    assert len(commands) == 2
    test_command, docs_command = commands
    assert "sphinx-build -W -n" in docs_command
    for command in commands:
        assert command in ci
    # The README's test command is the first test step.
    first_pytest = next(line for line in ci.splitlines() if "pytest" in line and not line.lstrip().startswith("#"))
    assert first_pytest.strip() == test_command
