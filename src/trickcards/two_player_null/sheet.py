"""The rubber sheet of two-player Null: the two-player sheet where a passed deal is dealt again by the same dealer.

Two-player Null scores as rubber bridge between the two players, Null contracts by
section 0, on the sheet of the two-player games
(:class:`~trickcards.two_handed.TwoPlayerSheet`); after a deal both players passed,
the same dealer shuffles and deals again (NI-b).

>>> sheet = TwoPlayerNullSheet().record("3NullA", 4)                            # NI-6
>>> sheet.totals, sheet.dealer, sheet.record(None).dealer                       # NI-3: the same dealer
((90, 0), 1, 1)
"""

from __future__ import annotations

from attrs import field, frozen

from trickcards.bridge.two_player_sheet import PASSED_DEALS, TwoPlayerSheet
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import is_one_of
from trickcards.core.reprs import sheet_repr

__all__ = ["TwoPlayerNullSheet"]


@frozen
class TwoPlayerNullSheet(TwoPlayerSheet):
    """The two-player sheet with two-player Null's rule: after a passed deal the same dealer deals again (NI-b)."""

    __repr__ = sheet_repr

    passed_deal: str = field(
        default="same_dealer", validator=is_one_of(PASSED_DEALS, "who deals after a passed deal", error=ScoringError)
    )
    """Who deals after a deal both passed: ``"same_dealer"`` (NI-b), or ``"next_dealer"``."""
