"""Scoring an event by a method, the method a file names, and sessions added up.

A method is a :class:`~trickcards.bridge.events.Matchpoints`,
:class:`~trickcards.bridge.events.CrossImps`, :class:`~trickcards.bridge.events.Butler` or
:class:`~trickcards.bridge.events.Teams` value, or its name (``matchpoints``,
``matchpoints-acbl``, ``matchpoints-field``, ``cross-imps``, ``cross-imps-average``, ``butler``, ``teams``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from trickcards.bridge.events.imps import Butler, CrossImps
from trickcards.bridge.events.matchpoints import Matchpoints
from trickcards.bridge.events.model import Event, EventError, Participant
from trickcards.bridge.events.ranking import Tally, rank
from trickcards.bridge.events.scored import ScoredEvent, Standing
from trickcards.bridge.events.teams import Teams
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import quote

__all__ = ["METHODS", "Method", "add_sessions", "default_method", "method_named", "score_event"]

Method = Matchpoints | CrossImps | Butler | Teams
"""A scoring method."""

_BY_NAME: dict[str, Method] = {
    "matchpoints": Matchpoints(),
    "matchpoints-acbl": Matchpoints(scale=1),
    "matchpoints-field": Matchpoints(field_percent=True),
    "cross-imps": CrossImps(),
    "cross-imps-average": CrossImps(average=True),
    "butler": Butler(),
    "teams": Teams(),
}
METHODS: Final[Mapping[str, Method]] = FrozenMapping(_BY_NAME)
"""The methods by name (the names ``trickcards event --method`` takes)."""


def method_named(name: str) -> Method:
    """The method called ``name`` (see :data:`~trickcards.bridge.events.METHODS`)."""
    if not isinstance(name, str) or name.strip().lower() not in METHODS:
        raise EventError(f"{quote(name)} is not a scoring method: expected one of {', '.join(METHODS)}")
    return METHODS[name.strip().lower()]


def default_method(event: Event) -> Method:
    """The method the event's file names in its ``[Scoring]`` (Ruter and Magic Contest names), else matchpoints.

    >>> default_method(Event(scoring="IMP;Cross2")).name, default_method(Event()).name
    ('cross-imps-average', 'matchpoints')
    """
    if not isinstance(event, Event):
        raise EventError(f"{quote(event)} is not an Event")
    scoring = event.scoring.lower().replace(" ", "")
    if scoring.startswith("teams") or event.matches:
        return Teams()
    if "butler" in scoring:
        return Butler()
    if "cross2" in scoring:
        return CrossImps(average=True)
    if scoring.startswith("imp") or "cross" in scoring:
        return CrossImps()
    return Matchpoints()


def score_event(event: Event, method: object) -> ScoredEvent:
    """``event`` scored by ``method`` (a method value or its name)."""
    if not isinstance(event, Event):
        raise EventError(f"{quote(event)} is not an Event")
    if isinstance(method, str):
        method = method_named(method)
    if isinstance(method, Teams):
        travellers, matches = method.score_matches(event)
        return ScoredEvent(event, method, travellers, method.rank_matches(event, matches), matches)
    if not isinstance(method, Matchpoints | CrossImps | Butler):
        raise EventError(
            f"{quote(method)} is not a scoring method: expected Matchpoints, CrossImps, Butler, Teams or a name"
        )
    travellers, ranking = method.score(event)
    return ScoredEvent(event, method, travellers, ranking)


def add_sessions(sessions: Iterable[ScoredEvent]) -> tuple[Standing, ...]:
    """The ranking of several sessions added up: each participant's totals and boards summed.

    Percentages are the summed points over the summed tops (matchpoints), so a session
    of more boards weighs more; a participant missing from a session has fewer boards.
    """
    scored = list(sessions) if isinstance(sessions, Iterable) else None
    if not scored or not all(isinstance(s, ScoredEvent) for s in scored):
        raise EventError(f"{quote(sessions)} is not a list of scored sessions")
    tallies: dict[str, Tally] = {}
    participants: dict[str, Participant] = {}
    by_percent = all(line.percent is not None for s in scored for line in s.ranking)
    for session in scored:
        participants.update(session.event.participants)
        for line in session.ranking:
            tally = tallies.setdefault(line.id, Tally())
            tally.total += line.total
            tally.boards += line.boards
        for traveller in session.travellers:
            for row in traveller.results:
                for ids, mp in ((row.result.ns, row.mp_ns), (row.result.ew, row.mp_ew)):
                    for pid in ids if mp is not None else ():
                        tallies[pid].most += traveller.top or 0.0
    return rank(tallies, participants, by_percent=by_percent)
