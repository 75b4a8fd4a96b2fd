"""The two builds: the pure one (the default) and the compiled one, whose kernel and agents' steps mypyc compiled.

CI runs the whole suite against both wheels; with ``TRICKCARDS_EXPECT_COMPILED=1`` (set
for the compiled wheel) the kernel and the agents' steps must be the compiled modules, and
otherwise the Python source, so neither run can test the other build by mistake.
"""

import ast
import os
import pickle
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from trickcards import Deck, Suit, TrickPlay, TrickRules
from trickcards.bridge import CONTRACT_BRIDGE, Auction
from trickcards.bridge import auction as auction_module
from trickcards.core import _kernel


def test_the_kernel_is_the_build_expected() -> None:
    compiled = _kernel.__file__ is not None and _kernel.__file__.endswith(tuple(EXTENSION_SUFFIXES))
    assert compiled == (os.environ.get("TRICKCARDS_EXPECT_COMPILED") == "1"), _kernel.__file__


def test_the_agents_steps_are_the_build_expected() -> None:
    # The second compiled module; it needs no extra (NumPy, OpenSpiel, PettingZoo) to import.
    from trickcards.agents import _env_steps  # noqa: PLC0415  # a private module, named once

    compiled = _env_steps.__file__ is not None and _env_steps.__file__.endswith(tuple(EXTENSION_SUFFIXES))
    assert compiled == (os.environ.get("TRICKCARDS_EXPECT_COMPILED") == "1"), _env_steps.__file__


def test_only_the_compiled_build_finds_a_calls_own_text_by_identity() -> None:
    # Compiled, an identity test is cheaper than a dict probe; in Python it is dearer.
    compiled = os.environ.get("TRICKCARDS_EXPECT_COMPILED") == "1"
    assert (auction_module._CALL_SPELLINGS is not None) == compiled
    assert Auction.from_calls("S", ["1H", "2C".lower(), "Pass"]).calls == Auction("S", ["1H", "2C", "P"]).calls


def test_public_values_hold_no_kernel_objects_in_their_pickles() -> None:
    # A pickle made by one build must load in the other: the kernel's tables are rebuilt, never saved.
    auction = Auction.from_calls("N", ["1H", "Pass", "2H", "Pass", "Pass", "Pass"])
    data = pickle.dumps(auction)
    assert b"_kernel" not in data
    assert pickle.loads(data) == auction
    assert b"_kernel" not in pickle.dumps(CONTRACT_BRIDGE)


def test_play_states_hold_no_kernel_objects_in_their_pickles() -> None:
    play = TrickPlay.start(TrickRules(trump=Suit.HEARTS), Deck.standard().shuffled(1).deal(4, 13).hands, leader=0)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        data = pickle.dumps(play, protocol)
        assert b"_kernel" not in data
        assert pickle.loads(data) == play


ROOT = Path(__file__).resolve().parent.parent


def test_only_the_private_modules_are_compiled_and_only_on_request() -> None:
    hook = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]["targets"][
        "wheel"
    ]["hooks"]["mypyc"]
    assert hook["enable-by-default"] is False  # pip install . builds the pure wheel
    assert hook["include"] == ["/src/trickcards/core/_kernel.py", "/src/trickcards/agents/_env_steps.py"]


def test_the_kernel_imports_nothing_from_the_package() -> None:
    # mypyc compiles this one module: it must not pull the public classes into the compiled build.
    tree = ast.parse((ROOT / "src" / "trickcards" / "core" / "_kernel.py").read_text(encoding="utf-8"))
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert imported <= {"__future__", "collections.abc", "typing"}, imported
