"""Sphinx configuration for the trickcards documentation."""

import trickcards

project = "trickcards"
author = "The trickcards developers"
copyright = "2026, The trickcards developers"
release = trickcards.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
myst_enable_extensions = ["colon_fence"]
exclude_patterns = ["_build"]
nitpicky = False

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}

html_theme = "furo"
html_title = "trickcards"
doctest_global_setup = "from trickcards import *"
# Docstring examples run under pytest (tests/test_doctests.py) with their module's
# globals; the Sphinx doctest builder runs the explicit doctest blocks of the pages.
doctest_test_doctest_blocks = ""
