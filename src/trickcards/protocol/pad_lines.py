"""The lines drawn across a score pad, checked: shared by every pad and its pictures."""

from __future__ import annotations

from collections.abc import Sequence

from trickcards.core.errors import ScoringError
from trickcards.core.inputs import integer, sequence

__all__ = ["closed_lines"]


def _pad_segment(value: object) -> int:
    return integer(value, "a segment number", low=0, error=ScoringError)


def closed_lines(lines: object, segments: Sequence[int]) -> int:
    """``lines``, the lines drawn across a pad whose entries lie in ``segments``, checked.

    A line is drawn when a game is won, and a game is won by trick points below the
    line, so a pad has at most one line per entry (and the open segment after them);
    an entry's segment is one the lines have reached. The pads of every sheet, and
    their pictures, check their lines so.

    >>> closed_lines(1, [0, 0, 1])
    1
    >>> closed_lines(10**9, [0])
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 1000000000 is not a number of lines drawn on a pad: expected an int from 0 to 2
    >>> closed_lines(0, [0, 3])
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: an entry in segment 3 lies beyond the 0 lines drawn on the pad: a segment opens when a line is drawn
    """
    segments = sequence(segments, _pad_segment, "the segments of a pad's entries", error=ScoringError)
    lines = integer(lines, "a number of lines drawn on a pad", low=0, high=len(segments) + 1)
    beyond = max(segments, default=0)
    if beyond > lines:
        raise ScoringError(
            f"an entry in segment {beyond} lies beyond the {lines} lines drawn on the pad: "
            "a segment opens when a line is drawn"
        )
    return lines
