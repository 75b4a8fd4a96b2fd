"""The ``trickcards two-player-null`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards two-player-null score CONTRACT TRICKS [--vulnerable]`` prints the deal's
``rubber_modern`` entry, Null contracts by section 0, component by component; the
contract ends with the declarer's letter (``3NullA``, ``2NullXB``). ``trickcards
two-player-null sheet FILE`` prints the rubber pad of a file read by
:meth:`~trickcards.two_handed.TwoPlayerSheet.parse` (one deal per line, ``4NullA 2`` or
``pass``; after a ``pass`` the same dealer deals again, NI-b). Both are the commands of
two-handed bridge, under this game's name.
"""

from __future__ import annotations

from typing import Any

from trickcards.cli.two_handed import register_two_player

__all__ = ["register"]


def register(subparsers: Any) -> None:
    """Add ``two-player-null score`` and ``two-player-null sheet`` to the ``trickcards`` command."""
    register_two_player(subparsers, "two-player-null", "two-player Null: scores and sheets", "same_dealer")
