"""The ``trickcards chinese-bridge`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards chinese-bridge score CONTRACT TRICKS [--vulnerable]`` prints the deal's
``rubber_modern`` entry, component by component; the contract ends with the declarer's
letter (``4SA``, ``3NTXB``). ``trickcards chinese-bridge sheet FILE`` prints the rubber
pad of a file read by :meth:`~trickcards.two_handed.TwoPlayerSheet.parse` (one deal per
line, ``4SA 10``). Both are the commands of the two-player bridge games, under this
game's name.
"""

from __future__ import annotations

import argparse

from trickcards.cli.two_handed import add_two_player

__all__ = ["add_chinese_bridge"]


def add_chinese_bridge(parser: argparse.ArgumentParser) -> None:
    """Add ``chinese-bridge score`` and ``chinese-bridge sheet`` to the ``trickcards chinese-bridge`` parser."""
    add_two_player(parser, "chinese-bridge")
