"""Honours as players write them on a score sheet and on the command line, read one way for both.

Each game writes its honours its own way: bridge ``NS:100``
(:meth:`~trickcards.bridge.Honours.parse`), the two-player games ``A:100``
(:func:`~trickcards.bridge.two_player_sheet.parse_honours`), and these:

- three-handed bridge and Towie: ``declarer:100``, ``defenders:150``
  (:func:`holder_honours`);
- cut-throat: the holder's seat and the points, ``E:100`` (:func:`seat_honours`);
- Helm: player A or B and the points, ``A:40`` (:func:`trickcards.helm.scoring.player_honours`).

The sheets' ``record`` methods and the ``score`` commands read them here, so
``sheet.record("4SXA", "=", honours="declarer:100")`` takes what the command line takes.
"""

from __future__ import annotations

from trickcards.bridge.scoring import HonoursHolder
from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = ["holder_honours", "seat_honours"]


def holder_honours(text: str) -> tuple[HonoursHolder, int]:
    """Read ``declarer:100`` or ``defenders:150``.

    >>> holder_honours("defenders:100")
    (<HonoursHolder.DEFENDERS: 'defenders'>, 100)
    """
    holder, colon, points = text.strip().lower().partition(":") if isinstance(text, str) else ("", "", "")
    if not colon or holder not in ("declarer", "defenders") or points not in ("100", "150"):
        raise ParseError(
            f"{quote(text)} is not honours: expected declarer:100, declarer:150, defenders:100 or defenders:150"
        )
    return (HonoursHolder(holder), int(points))


def seat_honours(text: str) -> tuple[Seat, int]:
    """Read ``E:100`` or ``N:150``: the holder's seat and the honours.

    >>> seat_honours("e:100")
    (<Seat.EAST: 1>, 100)
    """
    holder, colon, points = text.strip().partition(":") if isinstance(text, str) else ("", "", "")
    if not colon or points not in ("100", "150"):
        raise ParseError(f"{quote(text)} is not honours: expected the holder's seat and 100 or 150, as in E:100")
    return (inputs.seat(holder, "an honours holder"), int(points))
