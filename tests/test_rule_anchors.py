"""Every rule an error message cites can be looked up in the rules pages (docs/rules/).

Messages end with the rule they apply: "(rule A4 sufficiency, Law 27)", "(B4)",
"(section 3.2)", "(rules section 7.6)", "(section 9, Bidding)". Each cited id must be
an anchor of the game's page: ``contract-bridge-a4``, ``bridgette-b4``,
``contract-bridge-section-3-2``, ``contract-bridge-law-27``, ``blackout-bidding``.
The messages are the string literals of the installed package (docstrings aside), and
the rule names each game's play returns for the engine's errors.
"""

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import trickcards
from trickcards.protocol.registry import VARIANTS

PACKAGE = Path(trickcards.__file__).parent
RULES = Path(__file__).resolve().parents[1] / "docs" / "rules"

# Which rules page each module's citations refer to.
PAGES = {
    "bridge": "contract-bridge",
    "pbn.py": "contract-bridge",
    "lin.py": "contract-bridge",
    "records": "contract-bridge",
    "bridgette": "bridgette",
    "trick_rules.py": "bridgette",  # the colon rules P3-P6 of the shared engine are Bridgette's
    "brandeln": "brandeln",
    "cards.py": "brandeln",  # Brandeln's trump order (R3)
    "partnership_blackout": "partnership-blackout",
    "blackout": "blackout",
    "goulash_observing.py": "bridge-variants",  # the sampler after a goulash of Towie and cut-throat
}
# The bridge variants built so far cite the bridge variants page ("bridge variants §4", "HE-k").
PAGES |= {
    variant.module.split(".")[1]: "bridge-variants"
    for variant in VARIANTS
    if variant.family == "bridge variants" and variant.module and variant.module.split(".")[1] not in PAGES
}
# A worked example's id names its section ("HE-3" is an example of section 4); a letter names a reading.
VARIANT_SECTIONS = {"N": 0, "3H": 1, "2D": 2, "NI": 3, "HE": 4, "CH": 5, "TO": 6, "CT": 7, "TR": 8}

_CITING_WORDS = re.compile(
    r"\b(?:rules? (?:section )?[A-Z0-9]|sections? \d|Laws? \d{1,2}(?!\d)|discrepancy D\d)|§\d|\b(?:N|3H|2D|NI|HE|CH|TO|CT|TR)-(?:\d|[a-z]\b)"
)
_VARIANT_ID = re.compile(r"(?<![\w-])(N|3H|2D|NI|HE|CH|TO|CT|TR)-(\d+|[a-z])\b")
_VARIANT_SECTION = re.compile(r"§(\d+)(?:[-–]§?(\d+))?")
_ID_LIST = re.compile(r"(?:[A-Z]{1,2}\d+[a-z]?|BO-[a-e]|\d+\.\d+)(?:[:,;] ?.*)?")
_LAW = re.compile(r"\bLaws? (\d{1,2})[A-Z]?(?:-[A-Z])?(?:[-–](\d{1,2}))?(?!\d)")
_SECTION = re.compile(r"\bsections? (\d+(?:\.\d+)*)(?:[-–](\d+(?:\.\d+)*))?(?:, ([A-Z][a-z]+))?")
_BARE_SECTION = re.compile(r"(?<![\w.])(\d+\.\d+)(?![\w.])")
_RULE_ID = re.compile(r"\b(BO-[a-e]|[A-Z]{1,2}\d+)(?:[-–]([A-Z]{1,2}\d+))?\b")


def anchors() -> set[str]:
    found = set()
    for page in RULES.glob("*.md"):
        found |= set(re.findall(r"^\(([a-z0-9-]+)\)=$", page.read_text(encoding="utf-8"), re.MULTILINE))
    return found


def _messages(tree: ast.Module) -> Iterator[str]:
    """The string literals of a module that are not docstrings (a string standing as a statement)."""
    docstrings = {
        id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            yield "".join(str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.value


def _rule_names(tree: ast.Module) -> Iterator[str]:
    """The rule names a play's ``_rule_of`` returns, or a ``_RULE_NAMES`` table holds."""
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "_rule_of":
            scope: ast.AST = node
        elif isinstance(node, ast.Assign) and any("RULE" in ast.unparse(t) for t in node.targets):
            scope = node.value
        else:
            continue
        for inner in ast.walk(scope):
            if isinstance(inner, ast.Dict):
                yield from (v.value for v in inner.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            elif isinstance(inner, ast.IfExp):
                yield from (
                    v.value
                    for v in (inner.body, inner.orelse)
                    if isinstance(v, ast.Constant) and isinstance(v.value, str)
                )


def _page_key(module: str) -> str:
    """The key of ``PAGES`` for a module's path: its game's folder, or the game a command module of ``cli/`` or a
    viewer of ``analysis/viewers/`` serves, or in the shared layers the module's own file name."""
    top, _, rest = module.partition("/")
    if top == "cli" and rest:
        return CLI_PAGES.get(rest, rest.removesuffix(".py"))
    if top == "analysis" and rest.startswith("viewers/"):
        return rest.removeprefix("viewers/").removesuffix(".py")
    if top in SHARED_LAYERS and rest:
        return rest
    return top


# The layers every game shares (docs/design.md): a module there cites the rules page of its own.
SHARED_LAYERS = {"core", "engine", "protocol", "analysis", "agents"}


# Command modules named otherwise than the game whose rules they cite.
CLI_PAGES = {"dealer.py": "bridge", "sheets.py": "bridge"}


def citations() -> Iterator[tuple[str, str, str]]:
    """(module, page, cited text) for every rule citation in the installed package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        page = PAGES.get(_page_key(module), "")
        for text in _messages(tree):
            # A rule cited in parentheses, or a string that is a citation on its own ("rules A1-A2").
            groups = re.findall(r"\(([^()]*)\)", text)
            groups += [text] if _CITING_WORDS.match(text) and "(" not in text else []
            for group in groups:
                if "{}" not in group and (_CITING_WORDS.search(group) or _ID_LIST.fullmatch(group)):
                    yield module, page, group
        for name in _rule_names(tree):
            yield module, page, name


def cited_anchors(page: str, cited: str) -> list[str]:
    """The anchors a citation needs: one per rule, section or Law it names (both ends of a range)."""
    text = cited.split(":", maxsplit=1)[0]
    needed = []
    if "bridge variants" in text:  # any module may cite the variants' page by name
        page = "bridge-variants"
    if page == "bridge-variants":
        for first, last in _VARIANT_SECTION.findall(text):
            needed += [f"section-{n}" for n in (first, last) if n]
        for prefix, rest in _VARIANT_ID.findall(text):
            needed.append(f"section-{VARIANT_SECTIONS[prefix]}" if rest.isdigit() else f"{prefix}-{rest}".lower())
        return [f"{page}-{name}" for name in dict.fromkeys(needed)]
    for first, last in _LAW.findall(text):
        needed += [f"law-{n}" for n in (first, last) if n]
    text = _LAW.sub("", text)
    for first, last, part in _SECTION.findall(text):
        if part and page == "blackout":
            needed.append(part.lower())
        else:
            needed += ["section-" + n.replace(".", "-") for n in (first, last) if n]
    text = _SECTION.sub("", text)
    needed += ["section-" + n.replace(".", "-") for n in _BARE_SECTION.findall(text)]
    for first, last in _RULE_ID.findall(text):
        needed += [n.lower() for n in (first, last) if n]
    return [f"{page}-{name}" for name in needed]


CITATIONS = sorted(set(citations()))


def test_messages_cite_rules() -> None:
    cited = {page for _, page, _ in CITATIONS}
    assert {"contract-bridge", "bridgette", "brandeln", "partnership-blackout", "blackout", "bridge-variants"} <= cited


def test_every_cited_module_has_a_rules_page() -> None:
    # A new game that cites its rules needs a page in docs/rules/ and an entry in PAGES.
    assert [(module, text) for module, page, text in CITATIONS if not page] == []


@pytest.mark.parametrize(("module", "page", "cited"), CITATIONS)
def test_cited_rule_has_an_anchor(module: str, page: str, cited: str) -> None:
    needed = cited_anchors(page, cited)
    assert needed, f"{module}: {cited!r} names no rule"
    # Each missing anchor is a paragraph to add to docs/rules/{page}.md, as "(anchor)=".
    assert [anchor for anchor in needed if anchor not in ANCHORS] == []


ANCHORS = anchors()


def test_citations_are_read_as_rules() -> None:
    assert cited_anchors("contract-bridge", "rule A4 sufficiency, Law 27") == [
        "contract-bridge-law-27",
        "contract-bridge-a4",
    ]
    assert cited_anchors("contract-bridge", "rules A1-A2") == ["contract-bridge-a1", "contract-bridge-a2"]
    assert cited_anchors("contract-bridge", "Laws 72-81") == ["contract-bridge-law-72", "contract-bridge-law-81"]
    assert cited_anchors("contract-bridge", "section 5.4, Law 44C") == [
        "contract-bridge-law-44",
        "contract-bridge-section-5-4",
    ]
    assert cited_anchors("brandeln", "R7, 8.2") == ["brandeln-section-8-2", "brandeln-r7"]
    assert cited_anchors("blackout", "section 9, Bidding") == ["blackout-bidding"]
    assert cited_anchors("blackout", "BO-e, must_trump_when_void") == ["blackout-bo-e"]
    assert cited_anchors("bridge-variants", "bridge variants §1") == ["bridge-variants-section-1"]
    assert cited_anchors("bridge-variants", "HE-3, HE-k") == ["bridge-variants-section-4", "bridge-variants-he-k"]
    assert cited_anchors("bridge-variants", "§6-§7, 3H-b") == [
        "bridge-variants-section-6",
        "bridge-variants-section-7",
        "bridge-variants-3h-b",
    ]
