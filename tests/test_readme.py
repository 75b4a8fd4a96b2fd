"""The README's example runs as written."""

import re
from pathlib import Path

import pytest

from trickcards.pbn import read_pbn

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


ROOT = README.parent
SAMPLE = ROOT / "examples" / "club-night.pbn"


def test_the_sample_record_is_sound_and_has_auctions_alerts_notes_and_play() -> None:
    games = read_pbn(SAMPLE)
    assert len(games) >= 3
    assert all(not game.errors and not game.repairs for game in games)
    assert all(game.score_agrees for game in games)
    assert all(game.play is not None and len(game.play.tricks) == 13 for game in games)
    assert any(game.notes for game in games)
    assert "=1=" in SAMPLE.read_text(encoding="utf-8")


def test_the_getting_started_record_example_runs_as_written(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    page = (ROOT / "docs" / "getting-started.md").read_text(encoding="utf-8")
    (block,) = re.findall(r"```python\n(.*?)```", page, re.DOTALL)
    monkeypatch.chdir(ROOT)  # the page says: in a Python started in the clone
    exec(compile(block, "getting-started.md", "exec"), {})
    printed = capsys.readouterr().out.strip()
    expected = block.rpartition("# ")[2].strip()
    assert printed == expected


def test_getting_started_installs_from_a_clone_before_the_first_release() -> None:
    page = (ROOT / "docs" / "getting-started.md").read_text(encoding="utf-8")
    first = sh_blocks(page)[0]
    assert "git clone" in first
    assert "pip install ." in first
    assert "no release on PyPI yet" in page


def test_ci_reads_the_sample_record_as_the_readme_says() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = "trickcards pbn examples/club-night.pbn"
    assert command in sh_blocks(README.read_text(encoding="utf-8"))
    assert command in ci
