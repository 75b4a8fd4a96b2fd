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

import argparse

from trickcards.cli.two_handed import add_two_player

__all__ = ["add_two_player_null"]


def add_two_player_null(parser: argparse.ArgumentParser) -> None:
    """Add ``two-player-null score`` and ``two-player-null sheet`` to the ``trickcards two-player-null`` parser."""
    add_two_player(parser, "two-player-null", "same_dealer")
