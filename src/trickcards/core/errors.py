"""The exception hierarchy.

Every rule violation raises a subclass of :class:`TrickcardsError`, which is itself a
:class:`ValueError`, so callers may catch either. Messages quote the offending input
with ``!r`` and name the rule that was broken.
"""

from __future__ import annotations

import enum

__all__ = [
    "DealStatus",
    "IllegalCallError",
    "IllegalPlayError",
    "IllegalStepError",
    "InvalidDealError",
    "ParseError",
    "ScoringError",
    "TrickcardsError",
]


class TrickcardsError(ValueError):
    """Root of every error the library raises for bad input or an illegal action.

    ``rule`` names the rule broken as a stable id where the error knows it (a record
    reader's problems: ``pbn-deal``, ``auction-illegal-call``), else ``""``; ``reason``
    is a short machine-readable code or the fault in words, else ``""``.
    """

    rule: str = ""
    reason: str = ""


class ParseError(TrickcardsError):
    """Text that is not a card, hand, deck, call, contract, deal or record."""


class DealStatus(enum.IntFlag):
    """Every problem found in an impossible deal, python-chess style.

    ``DealStatus.VALID`` (zero) means the deal is sound; otherwise the flags name each
    problem at once, so a caller can report all of them.

    >>> status = DealStatus.DUPLICATE_CARD | DealStatus.WRONG_HAND_SIZE
    >>> DealStatus.WRONG_HAND_SIZE in status, DealStatus.MISSING_CARD in status
    (True, False)
    """

    VALID = 0
    DUPLICATE_CARD = 1
    WRONG_HAND_SIZE = 2
    MISSING_CARD = 4
    FOREIGN_CARD = 8  # a card that is not part of this game's deck
    WRONG_HAND_COUNT = 16


class InvalidDealError(TrickcardsError):
    """A deal that cannot exist: duplicate, missing or foreign cards, wrong hand sizes.

    The ``status`` attribute carries a :class:`DealStatus` naming every problem.
    """

    def __init__(self, message: str, status: DealStatus) -> None:
        super().__init__(message)
        self.status = status


class IllegalCallError(TrickcardsError):
    """A call the auction's rules do not allow at this point.

    ``reason`` is a short machine-readable code such as ``"insufficient"``,
    ``"out-of-turn"`` or ``"auction-over"``; the message explains it in words.
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class IllegalPlayError(TrickcardsError):
    """A card that may not be played now: revoke, card not held, out of turn, lead bar.

    ``reason`` is a short machine-readable code such as ``"revoke"``,
    ``"not-held"``, ``"out-of-turn"``, ``"lead-restriction"`` or ``"play-over"``.
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class IllegalStepError(TrickcardsError):
    """A step of a deal procedure (drawing, discarding, exchanging) that breaks a rule."""


class ScoringError(TrickcardsError):
    """Scoring inputs that cannot happen, such as 15 tricks or a level-8 contract."""
