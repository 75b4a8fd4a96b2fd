"""The agents guide (docs/guide/agents.md): each Python snippet runs, pasted into a fresh namespace."""

import re
from pathlib import Path

import pytest

GUIDE = Path(__file__).parent.parent / "docs" / "guide" / "agents.md"
SNIPPETS = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.DOTALL)
NEEDS = {"pyspiel": "openspiel", "pettingzoo": "pettingzoo"}


def test_the_guide_has_its_six_snippets() -> None:
    assert len(SNIPPETS) == 6


@pytest.mark.parametrize(
    "snippet", SNIPPETS, ids=["action-ids", "openspiel", "sampled-chance", "layout", "pettingzoo", "bridge-bidding"]
)
def test_guide_snippet_runs(snippet: str) -> None:
    for module, extra in NEEDS.items():
        if f"import {module}" in snippet:
            pytest.importorskip(module, reason=f"the {extra} extra is not installed")
    exec(compile(snippet, str(GUIDE), "exec"), {"__name__": "guide"})  # the guide's own code
