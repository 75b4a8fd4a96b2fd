"""Sphinx configuration for the trickcards documentation.

The docs extra alone builds these pages (``pip install ".[docs]"``): where Hypothesis,
which only :mod:`trickcards.strategies` needs, is not installed, a stand-in lets autodoc
import that module. The build is nitpicky:
every cross-reference must resolve. Names re-exported by a package
(``trickcards.bridge.Contract``) resolve to where they are documented
(``trickcards.bridge.contract.Contract``), and the few standard-library and
third-party names our signatures mention link to their own documentation, without
fetching an inventory over the network at build time.
"""

from __future__ import annotations

import builtins
import doctest
import importlib
import importlib.util
import inspect
import re
import sys
import types
from pathlib import Path
from typing import Any, Generic, TypeVar

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

import trickcards

# The docs' own extensions (docs/_ext): the trickcards-picture directive.
sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "trickcards"
author = "The trickcards developers"
copyright = "2026, The trickcards developers"
release = trickcards.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "trickcards_pictures",
]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
myst_enable_extensions = ["colon_fence"]
# Anchors for headings down to level 3, so rule ids (docs/rules/*.md) can be linked.
myst_heading_anchors = 3
exclude_patterns = ["_build", "_ext"]
nitpicky = True

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}


def _stand_in_for_hypothesis() -> None:
    """Let autodoc import trickcards.strategies where Hypothesis (a test-time extra) is not installed.

    Only ``SearchStrategy`` appears in its signatures; a generic stand-in renders them as
    Hypothesis itself would (autodoc's own mocks render ``SearchStrategy[Card]`` badly).
    """
    if importlib.util.find_spec("hypothesis") is not None:
        return
    strategies = types.ModuleType("hypothesis.strategies")
    item = TypeVar("item")

    class SearchStrategy(Generic[item]):
        """Stand-in for hypothesis.strategies.SearchStrategy."""

    SearchStrategy.__module__ = strategies.__name__
    strategies.SearchStrategy = SearchStrategy  # type: ignore[attr-defined]
    hypothesis = types.ModuleType("hypothesis")
    hypothesis.strategies = strategies  # type: ignore[attr-defined]
    sys.modules.update({"hypothesis": hypothesis, "hypothesis.strategies": strategies})


_stand_in_for_hypothesis()

html_theme = "furo"
html_title = "trickcards"

# Every page imports what it uses, so each snippet also runs pasted into Python.
# Exception messages are compared (no IGNORE_EXCEPTION_DETAIL): the pages show the
# messages the library really gives.
doctest_default_flags = doctest.ELLIPSIS | doctest.DONT_ACCEPT_TRUE_FOR_1
# Docstring examples run under pytest (tests/test_doctests.py); the Sphinx doctest
# builder runs the explicit doctest blocks of the pages.
doctest_test_doctest_blocks = ""

_PYTHON_DOCS = "https://docs.python.org/3/library/"
_HYPOTHESIS_STRATEGY = (
    "https://hypothesis.readthedocs.io/en/latest/reference/strategies.html#hypothesis.strategies.SearchStrategy"
)
_EXTERNAL = {
    "hypothesis.strategies._internal.strategies.SearchStrategy": _HYPOTHESIS_STRATEGY,
    "attrs.exceptions.FrozenInstanceError": "https://www.attrs.org/en/stable/api.html#attrs.exceptions.FrozenInstanceError",
    "attrs.evolve": "https://www.attrs.org/en/stable/api.html#attrs.evolve",
    "hypothesis.strategies.SearchStrategy": _HYPOTHESIS_STRATEGY,
}
_BUILTIN_PAGES = {"bool": "functions.html#bool", "object": "functions.html#object", "type": "functions.html#type"}


def _external_url(target: str) -> str | None:
    """A documentation address for a standard-library or third-party name, if we know one."""
    if target in _EXTERNAL:
        return _EXTERNAL[target]
    if hasattr(builtins, target.partition(".")[0]):
        return _PYTHON_DOCS + _BUILTIN_PAGES.get(target, f"stdtypes.html#{target}")
    if target in sys.stdlib_module_names:
        return f"{_PYTHON_DOCS}{target}.html"
    module = target.rpartition(".")[0]
    if isinstance(getattr(builtins, module, None), type):  # a method of a built-in type: str.upper
        return f"{_PYTHON_DOCS}stdtypes.html#{target}"
    if module and module.split(".")[0] in sys.stdlib_module_names:
        return f"{_PYTHON_DOCS}{module}.html#{target}"
    return None


def _lookup(name: str) -> tuple[Any, Any, list[str]] | None:
    """The object a dotted trickcards name denotes, the last class or function on the way, and what follows it."""
    parts = name.split(".")
    for split in range(len(parts) - 1, 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        anchor, rest = None, parts[split:]
        for i, attr in enumerate(parts[split:]):
            parent, obj = obj, getattr(obj, attr, _MISSING)
            if obj is _MISSING:
                return None
            if isinstance(obj, type) or (callable(obj) and inspect.ismodule(parent)):
                anchor, rest = obj, parts[split + i + 1 :]
        return obj, anchor, rest
    return None


_MISSING = object()


def _documented_names(target: str, module: str | None, cls: str | None) -> list[str]:
    """Where a trickcards name may be documented: its defining module, not a re-export.

    A class or module-level function is documented where it is defined; a member
    (method, property, enum member) beside its class; a constant in one of the
    modules that hold it.
    """
    names = []
    if target.startswith("trickcards."):
        names.append(target)
    if module and cls:
        names.append(f"{module}.{cls}.{target}")
    if module:
        names.append(f"{module}.{target}")
    found = []
    for name in names:
        looked_up = _lookup(name)
        if looked_up is None:
            continue
        obj, anchor, rest = looked_up
        if anchor is not None:
            found.append(".".join([anchor.__module__, anchor.__qualname__, *rest]))
        if anchor is None or rest:
            last = name.rpartition(".")[2]
            found.extend(
                f"{mod_name}.{last}"
                for mod_name, mod in sorted(sys.modules.items())
                if mod_name.startswith("trickcards") and getattr(mod, last, _MISSING) is obj
            )
    return found


def _is_type_variable(target: str, module: str | None) -> bool:
    """Whether ``target`` names a module-level TypeVar of trickcards (``trickcards.protocol.ledger.T``, or ``K`` in its module)."""
    for name in (target, f"{module}.{target}" if module else ""):
        looked_up = _lookup(name) if name.startswith("trickcards.") else None
        if looked_up is not None and isinstance(looked_up[0], TypeVar):
            return True
    return False


def _resolve_missing(app: Sphinx, env: BuildEnvironment, node: pending_xref, contnode: nodes.TextElement) -> Any:
    if node.get("refdomain") != "py":
        return None
    target = node["reftarget"]
    if _is_type_variable(target, node.get("py:module")) or target.rpartition(".")[2].startswith("_"):
        return contnode  # a type variable (T, K, V) or a private hook (_verify) has no page: plain text
    domain: Any = env.get_domain("py")
    names = _documented_names(target, node.get("py:module"), node.get("py:class"))
    # A short name (``strength``, ``Card.index``) that only one documented object ends with.
    ending = [name for name in domain.objects if name.endswith(f".{target}")]
    names += ending if len(ending) == 1 else []
    for name in names:
        if name != target and name in domain.objects:
            return domain.resolve_xref(env, node["refdoc"], app.builder, node["reftype"], name, node, contnode)
    url = _external_url(target)
    if url is None:
        return None
    reference = nodes.reference("", "", internal=False, refuri=url, reftitle=target)
    reference.append(contnode)
    return reference


def _qualify_short_names(app: Sphinx, doctree: nodes.document) -> None:
    """A short class name in a signature or a type means the class of that name in its module.

    ``Call`` in ``trickcards.bridge.auction`` is the bridge call it imports, not one of the
    other games' classes of that name, which Sphinx's search would find too.
    """
    for node in doctree.findall(pending_xref):
        target, module = node.get("reftarget", ""), node.get("py:module")
        if node.get("refdomain") != "py" or "." in target or not module:
            continue
        value = getattr(sys.modules.get(module), target, None)
        if isinstance(value, type) and value.__module__.startswith("trickcards"):
            node["reftarget"] = f"{value.__module__}.{value.__qualname__}"
            node["refspecific"] = False


def _public_bases(app: Sphinx, name: str, obj: object, options: Any, bases: list[type]) -> None:
    """Leave private helper bases (``_Sheet``) out of "Bases:": they are not documented."""
    bases[:] = [base for base in bases if not base.__name__.startswith("_")] or [object]


def _plain_enum_defaults(
    app: Sphinx, what: str, name: str, obj: object, options: Any, signature: str | None, return_annotation: str | None
) -> tuple[str | None, str | None]:
    """Show enum members in default values as ``Rank.ACE``, not ``<Rank.ACE: 14>`` (which reads as an annotation)."""
    if signature:
        signature = _ENUM_REPR.sub(r"\1", signature)
    return signature, return_annotation


_ENUM_REPR = re.compile(r"<(\w+\.\w+): [^<>]*>")


def setup(app: Sphinx) -> None:
    app.connect("autodoc-process-signature", _plain_enum_defaults)
    app.connect("missing-reference", _resolve_missing)
    app.connect("doctree-read", _qualify_short_names)
    app.connect("autodoc-process-bases", _public_bases)
