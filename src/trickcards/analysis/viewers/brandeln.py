"""What a Brandeln player sees: his hand, every call, the trumps named and every card.

The :class:`~trickcards.analysis.observation.Viewer` of Brandeln: nothing is exposed and every
action is public. The sampler respects what the play rules force: a void in the suit
led, no trump when void and not trumping (L3), no card that would have headed a Null
trick (L4).
"""

from __future__ import annotations

from typing import Final

from trickcards.analysis.table_observing import TableViewer

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
    # Section 5: each of the 7 contracts is bid at most once (every bid is higher than
    # the standing contract), each bid is held at most once (only right after it), each
    # player passes at most once; then one trump declaration (R9): 7 + 7 + 4 + 1 = 19.
    max_words = 7 + 7 + 4 + 1


VIEWER: Final = BrandelnViewer()
"""The viewer of Brandeln."""
