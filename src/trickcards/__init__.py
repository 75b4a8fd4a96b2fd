"""trickcards: rules and scoring for trick-taking card games.

The top-level package holds the vocabulary every game shares: cards, hands, decks,
seats, tricks and errors. Each game family lives in its own subpackage, for example
:mod:`trickcards.bridge` for contract bridge.

>>> from trickcards import Card, Hand
>>> Card.parse("♥10") in Hand.parse("AKQ2.KT2.J43.A76")
True
"""

from trickcards.core.cards import (
    BRANDELN_TRUMP_ORDER,
    GRAND_COLON,
    LITTLE_COLON,
    ROYAL_COLON,
    STANDARD_ORDER,
    Card,
    Group,
    InvalidCardError,
    Rank,
    RankOrder,
    Suit,
)
from trickcards.core.deck import PACKS, Dealt, Deck, random_source
from trickcards.core.errors import (
    DealStatus,
    IllegalCallError,
    IllegalPlayError,
    IllegalStepError,
    InvalidDealError,
    ParseError,
    ScoringError,
    TrickcardsError,
)
from trickcards.core.hand import Hand
from trickcards.core.seats import Players, Seat, Side
from trickcards.engine.playout import Playout
from trickcards.engine.trick_play import (
    AnyLead,
    ColonFollow,
    ColonLeadBar,
    FollowRule,
    FollowSuit,
    FollowSuitOrTrump,
    HeadTheTrick,
    LeadRule,
    NoTrumpLead,
    Trick,
    TrickPlay,
    TrickRules,
    random_playout,
)
from trickcards.protocol.game import find_game

__version__ = "0.1.0.dev0"

__all__ = [
    "BRANDELN_TRUMP_ORDER",
    "GRAND_COLON",
    "LITTLE_COLON",
    "PACKS",
    "ROYAL_COLON",
    "STANDARD_ORDER",
    "AnyLead",
    "Card",
    "ColonFollow",
    "ColonLeadBar",
    "DealStatus",
    "Dealt",
    "Deck",
    "FollowRule",
    "FollowSuit",
    "FollowSuitOrTrump",
    "Group",
    "Hand",
    "HeadTheTrick",
    "IllegalCallError",
    "IllegalPlayError",
    "IllegalStepError",
    "InvalidCardError",
    "InvalidDealError",
    "LeadRule",
    "NoTrumpLead",
    "ParseError",
    "Players",
    "Playout",
    "Rank",
    "RankOrder",
    "ScoringError",
    "Seat",
    "Side",
    "Suit",
    "Trick",
    "TrickPlay",
    "TrickRules",
    "TrickcardsError",
    "__version__",
    "find_game",
    "random_playout",
    "random_source",
]
