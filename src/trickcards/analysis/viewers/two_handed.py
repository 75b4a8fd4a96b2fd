"""What a two-handed bridge player sees: his hand, the open dummy, the closed one after the lead.

The :class:`~trickcards.analysis.observation.Viewer` of two-handed bridge with dummies
(``bridge-variants.md`` §2): the open dummy lies face up from the deal, the closed dummy
is turned up after the opening lead (2D-6); every call and card is public.
"""

from __future__ import annotations

from typing import Any, Final

from trickcards.analysis.table_observing import TableViewer
from trickcards.analysis.viewers.bridge import longest_auction
from trickcards.two_handed.game import AUCTION, OPEN

__all__ = ["TWO_HANDED_WORDS", "VIEWER", "TwoHandedViewer"]

_LEVELS: Final = tuple(f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT"))
TWO_HANDED_WORDS: Final = ("Pass", "X", "XX", *(f"{bid}({dummy})" for bid in _LEVELS for dummy in ("open", "closed")))
"""Every call of two-handed bridge: pass, double, redouble and each bid with either dummy."""


class TwoHandedViewer(TableViewer):
    """Two-handed bridge: players A and B; the start's entries are A, B, the open and the closed dummy.

    Its zones keep the dummies apart: ``dummy`` is the open dummy, ``second dummy`` the
    closed one once it is turned up.
    """

    players = 2
    zones: tuple[str, ...] = ("hand", "dummy", "trick", "second dummy")
    second_dummy = True
    words = TWO_HANDED_WORDS
    max_words = longest_auction(AUCTION)  # 107: a bid's dummy choice does not change its rank

    def name(self, player: Any) -> str:
        return "AB"[player]

    def exposed(self, state: Any) -> tuple[int, ...]:
        return (OPEN, *(e for e in super().exposed(state) if e != OPEN))

    def entry_name(self, state: Any, entry: int) -> str:
        return ("A", "B", "open", "closed")[entry]


VIEWER: Final = TwoHandedViewer()
"""The viewer of two-handed bridge."""
