"""The agents guide (docs/guide/agents.md): each Python snippet runs, pasted into a fresh namespace."""

import re
from pathlib import Path

import pytest

from trickcards import find_game
from trickcards.observation import ObservationError

GUIDE = Path(__file__).parent.parent / "docs" / "guide" / "agents.md"
SNIPPETS = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.DOTALL)
NEEDS = {"pyspiel": "openspiel", "pettingzoo": "pettingzoo"}


def test_the_guide_has_its_three_snippets() -> None:
    assert len(SNIPPETS) == 3


@pytest.mark.parametrize("snippet", SNIPPETS, ids=["action-ids", "openspiel", "pettingzoo"])
def test_guide_snippet_runs(snippet: str) -> None:
    for module, extra in NEEDS.items():
        if f"import {module}" in snippet:
            pytest.importorskip(module, reason=f"the {extra} extra is not installed")
    if "pyspiel" in snippet or "pettingzoo" in snippet:
        try:
            find_game("duplicate").observation_size  # noqa: B018  # asked for its error
        except ObservationError as missing:
            pytest.skip(f"duplicate has no observations yet: {missing}")
    exec(compile(snippet, str(GUIDE), "exec"), {"__name__": "guide"})  # the guide's own code
