"""The card model: cards, hands, decks, seats, hand evaluation, errors, input checking.

The lowest layer: it imports nothing of the package outside itself (a value's
``_repr_svg_``/``_repr_html_`` loads :mod:`trickcards.pictures` when it is drawn). Its
kernel, :mod:`trickcards.core._kernel`, is the one module the compiled build compiles:
plain functions on ints, tuples and lists that the card model and the engine share.
Programs import these names from ``trickcards``.
"""
