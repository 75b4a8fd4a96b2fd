"""What a Brandeln player sees: his hand, every call, the trumps named and every card.

The :class:`~trickcards.observation.Viewer` of Brandeln: nothing is exposed and every
action is public. The sampler respects what the play rules force: a void in the suit
led, no trump when void and not trumping (L3), no card that would have headed a Null
trick (L4).
"""

from __future__ import annotations

from typing import Final

from trickcards.table_observing import TableViewer

__all__ = ["VIEWER", "BrandelnViewer"]


class BrandelnViewer(TableViewer):
    """Brandeln: F, M, R and D; the calls, Hold, Pass and the trump declarations."""

    pack = 52
    words = (
        "Pass",
        "Hold",
        "Brandeln",
        "Four",
        "Five",
        "Six",
        "Null",
        "All-with-trump",
        "All-without-trump",
        "Trumps C",
        "Trumps D",
        "Trumps H",
        "Trumps S",
    )


VIEWER: Final = BrandelnViewer()
"""The viewer of Brandeln."""
