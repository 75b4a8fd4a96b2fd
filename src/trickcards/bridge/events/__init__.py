"""Scoring a duplicate tournament: pairs, individual, cross-IMPs, Butler and teams events.

>>> from trickcards.bridge import events
>>> from trickcards.bridge.contract import Contract
>>> results = [events.Result(1, str(ns), str(ns + 10), contract=Contract.parse(c), tricks=t)
...            for ns, (c, t) in enumerate([("4SN", 10), ("4SN", 11), ("3SN", 10), ("4SN", 9)], start=1)]
>>> scored = events.Event(results=results).score(events.MATCHPOINTS)
>>> [(r.score_ns, r.mp_ns) for r in scored.board(1).results]
[(420, 4.0), (450, 6.0), (170, 2.0), (-50, 0.0)]
"""

from trickcards.bridge.events.imps import BUTLER as BUTLER
from trickcards.bridge.events.imps import CROSS_IMPS as CROSS_IMPS
from trickcards.bridge.events.imps import Butler as Butler
from trickcards.bridge.events.imps import CrossImps as CrossImps
from trickcards.bridge.events.imps import butler_datum as butler_datum
from trickcards.bridge.events.imps import cross_imps as cross_imps
from trickcards.bridge.events.imps import imps_of as imps_of
from trickcards.bridge.events.matchpoints import MATCHPOINTS as MATCHPOINTS
from trickcards.bridge.events.matchpoints import Matchpoints as Matchpoints
from trickcards.bridge.events.matchpoints import artificial_share as artificial_share
from trickcards.bridge.events.matchpoints import matchpoints as matchpoints
from trickcards.bridge.events.matchpoints import neuberg as neuberg
from trickcards.bridge.events.matchpoints import small_field_percentages as small_field_percentages
from trickcards.bridge.events.methods import METHODS as METHODS
from trickcards.bridge.events.methods import add_sessions as add_sessions
from trickcards.bridge.events.methods import default_method as default_method
from trickcards.bridge.events.methods import method_named as method_named
from trickcards.bridge.events.methods import score_event as score_event
from trickcards.bridge.events.model import ARTIFICIAL_SCORES as ARTIFICIAL_SCORES
from trickcards.bridge.events.model import Board as Board
from trickcards.bridge.events.model import Event as Event
from trickcards.bridge.events.model import EventError as EventError
from trickcards.bridge.events.model import Match as Match
from trickcards.bridge.events.model import Participant as Participant
from trickcards.bridge.events.model import Result as Result
from trickcards.bridge.events.model import is_possible_score as is_possible_score
from trickcards.bridge.events.ranking import half_away as half_away
from trickcards.bridge.events.ranking import printed as printed
from trickcards.bridge.events.reading import read_event as read_event
from trickcards.bridge.events.reading import read_tables as read_tables
from trickcards.bridge.events.scored import CardLine as CardLine
from trickcards.bridge.events.scored import ScoredEvent as ScoredEvent
from trickcards.bridge.events.scored import ScoredMatch as ScoredMatch
from trickcards.bridge.events.scored import ScoredResult as ScoredResult
from trickcards.bridge.events.scored import Standing as Standing
from trickcards.bridge.events.scored import Traveller as Traveller
from trickcards.bridge.events.teams import TEAMS as TEAMS
from trickcards.bridge.events.teams import Teams as Teams
from trickcards.bridge.events.teams import vp as vp

__all__ = [
    "ARTIFICIAL_SCORES",
    "BUTLER",
    "CROSS_IMPS",
    "MATCHPOINTS",
    "METHODS",
    "TEAMS",
    "Board",
    "Butler",
    "CardLine",
    "CrossImps",
    "Event",
    "EventError",
    "Match",
    "Matchpoints",
    "Participant",
    "Result",
    "ScoredEvent",
    "ScoredMatch",
    "ScoredResult",
    "Standing",
    "Teams",
    "Traveller",
    "add_sessions",
    "artificial_share",
    "butler_datum",
    "cross_imps",
    "default_method",
    "half_away",
    "imps_of",
    "is_possible_score",
    "matchpoints",
    "method_named",
    "neuberg",
    "printed",
    "read_event",
    "read_tables",
    "score_event",
    "small_field_percentages",
    "vp",
]
