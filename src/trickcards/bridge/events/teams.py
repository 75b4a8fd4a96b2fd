"""Teams: board IMPs between the two tables of a match, match totals and victory points.

A team's pair sits North-South at one table and East-West at the other; on each board the
two North-South scores are compared and the difference converted to IMPs. The match's IMP
margin becomes victory points on the WBF 2013 continuous scale.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Final

from attrs import field, frozen

from trickcards.bridge.events.model import Event, EventError, Match, Result
from trickcards.bridge.events.ranking import Tally, half_away, rank
from trickcards.bridge.events.scored import ScoredMatch, ScoredResult, Standing, Traveller
from trickcards.bridge.scoring import imps
from trickcards.core.inputs import is_a, quote

__all__ = ["TEAMS", "Teams", "vp"]

_TAU: Final = (math.sqrt(5) - 1) / 2


def vp(imps: float, boards: int) -> float:
    """Victory points of an IMP margin over ``boards`` boards, WBF 2013 continuous 20-VP scale, to 0.01.

    ``VP = 10 + 10·(1 - τ^(3M/B)) / (1 - τ³)`` for a margin ``M`` below the blitz
    ``B = 15·√boards`` (τ = (√5-1)/2), 20 from the blitz on; the loser gets ``20 - VP``.

    >>> vp(17, 8), vp(-17, 8), vp(0, 8), vp(60, 16)
    (15.75, 4.25, 10.0, 20.0)
    """
    if not isinstance(imps, int | float) or isinstance(imps, bool) or not math.isfinite(imps):
        raise EventError(f"{quote(imps)} is not an IMP margin: expected a number")
    if not isinstance(boards, int) or isinstance(boards, bool) or boards < 1:
        raise EventError(f"{quote(boards)} is not a number of boards: a match has 1 board or more")
    margin = abs(imps)
    blitz = 15 * math.sqrt(boards)
    if margin >= blitz:
        cents = 2000
    else:
        cents = int(half_away(100 * (10 + 10 * (1 - _TAU ** (3 * margin / blitz)) / (1 - _TAU**3)), 0))
    return (cents if imps >= 0 else 2000 - cents) / 100


@frozen
class Teams:
    """Teams: board IMPs in each match, match totals, the ranking by victory points (or IMPs).

    ``victory_points`` False ranks by the IMP margin instead. ``boards``, when given, is
    the number of boards of each match for the VP scale (needed when the event gives only
    match totals); otherwise the boards the match played.
    """

    victory_points: bool = field(default=True, validator=is_a(bool, "a flag"))
    boards: int | None = field(default=None, validator=lambda _i, _a, v: _boards(v))

    @property
    def name(self) -> str:
        """``teams``."""
        return "teams"

    def score_matches(self, event: Event) -> tuple[tuple[Traveller, ...], tuple[ScoredMatch, ...]]:
        """The travellers (board IMPs) and the matches of ``event``."""
        groups: dict[tuple[int, frozenset[str]], list[Result]] = defaultdict(list)
        for result in event.results:
            if len(result.ns) != 1 or len(result.ew) != 1:
                raise EventError(f"board {result.board}, {result.side_text()}: a teams result needs one team a side")
            groups[(result.board, frozenset((result.ns[0], result.ew[0])))].append(result)
        travellers = []
        matches: dict[frozenset[str], list[tuple[str, int]]] = defaultdict(list)
        order: list[tuple[frozenset[str], str, str]] = []
        for (board, teams), rows in sorted(groups.items(), key=lambda item: (item[0][0], sorted(item[0][1]))):
            if len(rows) != 2 or rows[0].ns == rows[1].ns:
                raise EventError(
                    f"board {board}: teams {' and '.join(sorted(teams))} need one result at each table "
                    f"(each team North-South once), not {len(rows)}"
                )
            first, second = rows
            if first.artificial is not None or second.artificial is not None:
                raise EventError(
                    f"board {board}: an artificial score in a teams match is given as IMPs, not as A+/A/A-"
                )
            diff = imps((first.score_ns or 0) - (second.score_ns or 0))
            travellers.append(
                Traveller(
                    board,
                    first.section,
                    (
                        ScoredResult(first, imp_ns=float(diff), imp_ew=float(-diff)),
                        ScoredResult(second, imp_ns=float(-diff), imp_ew=float(diff)),
                    ),
                )
            )
            if teams not in matches:
                order.append((teams, first.ns[0], first.ew[0]))
            matches[teams].append((first.ns[0], diff))
        scored = []
        for index, (teams, home, away) in enumerate(order, start=1):
            home_imps = sum(max(d, 0) if t == home else max(-d, 0) for t, d in matches[teams])
            away_imps = sum(max(-d, 0) if t == home else max(d, 0) for t, d in matches[teams])
            match = Match(1, home, away, home_imps, away_imps, index)
            scored.append(self._vp(match, len(matches[teams])))
        scored.extend(self._vp(m, self.boards or 0) for m in event.matches)
        return tuple(travellers), tuple(scored)

    def _vp(self, match: Match, played: int) -> ScoredMatch:
        boards = self.boards or played
        if not self.victory_points:
            return ScoredMatch(match, None, None, boards)
        if boards < 1:
            raise EventError(
                f"the match {match.home} v {match.away} gives only its IMP totals: victory points need "
                "the number of boards of a match (Teams(boards=...), trickcards event --match-boards N)"
            )
        home = vp(match.imps_home - match.imps_away, boards)
        return ScoredMatch(match, home, round(20 - home, 2), boards)

    def score(self, event: Event) -> tuple[tuple[Traveller, ...], tuple[Standing, ...]]:
        """The travellers and the ranking (see :meth:`score_matches` for the matches)."""
        travellers, matches = self.score_matches(event)
        return travellers, self.rank_matches(event, matches)

    def rank_matches(self, event: Event, matches: tuple[ScoredMatch, ...]) -> tuple[Standing, ...]:
        """The ranking of the teams by their VP (or IMP margin) totals."""
        tallies: dict[str, Tally] = {}
        for m in matches:
            for team, ours, theirs, points in (
                (m.match.home, m.match.imps_home, m.match.imps_away, m.vp_home),
                (m.match.away, m.match.imps_away, m.match.imps_home, m.vp_away),
            ):
                tally = tallies.setdefault(team, Tally())
                tally.total += points if points is not None else ours - theirs
                tally.boards += m.boards
        return rank(tallies, event.participants, by_percent=False)


def _boards(value: object) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
        raise EventError(f"boards={quote(value)} is not a number of boards a match: expected 1 or more, or None")


TEAMS: Final = Teams()
"""Teams with VPs on the WBF 2013 continuous scale."""
