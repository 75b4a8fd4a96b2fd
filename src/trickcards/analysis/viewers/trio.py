"""What a Trio player sees: his hand, West face up from the deal, declarer's dummy after the lead.

The :class:`~trickcards.analysis.observation.Viewer` of Trio (``bridge-variants.md`` §8): West's
hand lies face up for all three players from the start (TR-4); the dummy opposite
declarer is turned up after the opening lead; every call and card is public.
"""

from __future__ import annotations

from typing import Any, Final

from trickcards.analysis.table_observing import TableViewer
from trickcards.analysis.viewers.bridge import BRIDGE_WORDS, longest_auction
from trickcards.trio.deal import DUMMY, auction_rules

__all__ = ["VIEWER", "TrioViewer"]


class TrioViewer(TableViewer):
    """Trio: North, East, South, with West's hand public; the vector's fourth player is West.

    Its zones keep the two hands a player sees apart: ``dummy`` is West's face-up hand,
    ``second dummy`` the dummy opposite declarer once it is turned up.
    """

    zones: tuple[str, ...] = ("hand", "dummy", "trick", "second dummy")
    second_dummy = True
    words = BRIDGE_WORDS
    max_words = longest_auction(auction_rules(3))  # 318, with the longer option, ending_passes=3 (TR-b)

    def exposed(self, state: Any) -> tuple[int, ...]:
        return (int(DUMMY), *(e for e in super().exposed(state) if e != int(DUMMY)))

    def entry_name(self, state: Any, entry: int) -> str:
        return "NESW"[entry]


VIEWER: Final = TrioViewer()
"""The viewer of Trio."""
