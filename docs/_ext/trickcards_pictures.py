"""The ``trickcards-picture`` directive: a picture drawn by the library while the docs build.

The directive's body is Python: statements, then an expression whose value draws
itself (``_repr_html_``, else ``_repr_svg_``), or a string of SVG or HTML. The picture
goes into the HTML page as it is, so every guide page shows what the library draws
today, never a stale file. Names available without an import: ``trickcards``,
``find_game``, ``random_actions``, ``random``, ``RECORDS`` (the folder of the real
bridge records shipped with the tests) and everything in :mod:`trickcards.pictures`.
``:frame: HEIGHT`` shows a whole page (a report) in a frame that many pixels high.

.. code-block:: markdown

    ```{trickcards-picture}
    :caption: Bridgette after the deal

    find_game("bridgette").new(seed=7)
    ```
"""

from __future__ import annotations

import random
from html import escape
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import trickcards
import trickcards.pictures
from trickcards.protocol.game import find_game, random_actions

RECORDS = Path(__file__).resolve().parents[2] / "tests" / "data" / "records"
"""Real bridge records (PBN, LIN), shipped in the sdist with their licence notice."""


def _namespace() -> dict[str, Any]:
    names: dict[str, Any] = {name: getattr(trickcards.pictures, name) for name in trickcards.pictures.__all__}
    names.update(trickcards=trickcards, find_game=find_game, random_actions=random_actions, random=random)
    names.update(RECORDS=RECORDS)
    return names


def _markup(value: object) -> str:
    """The HTML that shows ``value``."""
    if isinstance(value, str):
        return value
    for method in ("_repr_html_", "_repr_svg_"):
        draw = getattr(value, method, None)
        if callable(draw):
            return str(draw())
    raise TypeError(f"{value!r} does not draw itself")


class PictureDirective(SphinxDirective):
    """Run the body, draw the value of its last line, put the picture into the page."""

    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "caption": directives.unchanged,
        "svg": directives.flag,
        "frame": directives.positive_int,
    }

    def run(self) -> list[nodes.Node]:
        lines = [line for line in self.content if line.strip()]
        if not lines:
            raise self.error("trickcards-picture needs Python that gives a value to draw")
        namespace = _namespace()
        try:
            exec("\n".join(lines[:-1]), namespace)  # the docs' own example code
            value = eval(lines[-1], namespace)
            markup = str(value._repr_svg_()) if "svg" in self.options else _markup(value)
        except Exception as error:  # a picture that fails to draw fails the build, saying which
            raise self.error(f"trickcards-picture could not draw {lines[-1]!r}: {error}") from error
        height = self.options.get("frame")
        if height is not None:  # a whole page of its own: framed, so its styles stay its own
            markup = (
                f'<iframe srcdoc="{escape(markup, quote=True)}" title="{escape(lines[-1], quote=True)}" '
                f'style="width:100%;height:{height}px;border:1px solid #ccc"></iframe>'
            )
        caption = self.options.get("caption")
        figure = f'<figure class="trickcards-picture" style="overflow-x:auto;margin:1em 0">{markup}'
        if caption:
            figure += f'<figcaption style="font-size:0.9em">{escape(caption)}</figcaption>'
        return [nodes.raw("", figure + "</figure>", format="html")]


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directive."""
    app.add_directive("trickcards-picture", PictureDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
