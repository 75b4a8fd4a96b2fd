"""Comparing the tables of a record file: IMPs for teams, matchpoints for pairs.

A board played at several tables appears once per table in a record file, with the
same event, board number and deal. :func:`compare_tables` finds these groups and
compares each table's computed North-South score (:attr:`Game.computed_score
<trickcards.records.pbn.Game.computed_score>`) with the others':

* **teams** (the games name ``HomeTeam`` and ``VisitTeam``): a board played at exactly
  two tables of the same match scores IMPs (WBF scale, Law 78B) for North-South at each;
* **pairs** (no teams): a board played at two or more tables scores matchpoints (2 per
  score beaten, 1 per tie) for North-South at each.

Where the file records ``[ScoreIMP]`` the recorded IMPs are given beside ours.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from attrs import frozen

from trickcards.bridge.scoring import imps, matchpoints
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, typed_fields
from trickcards.records.pbn import Game, north_south_points

__all__ = ["TableResult", "compare_tables"]


@frozen(field_transformer=typed_fields)
class TableResult:
    """One table's comparison: our IMPs or matchpoints for North-South, and the recorded IMPs."""

    imps: int | None = None
    """North-South's IMPs against the other table of a teams match; ``None`` where there is none."""
    matchpoints: int | None = None
    """North-South's matchpoints against the other tables of a pairs event; ``None`` where there are none."""
    recorded_imps: int | None = None
    """North-South's IMPs from the ``[ScoreIMP]`` tag (``"NS 4 EW -4"`` gives 4), if any."""

    @property
    def imps_agree(self) -> bool | None:
        """Whether our IMPs equal the recorded ones; ``None`` when either is unknown."""
        return None if self.imps is None or self.recorded_imps is None else self.imps == self.recorded_imps


def _recorded_imps(game: Game) -> int | None:
    words = game.tags.get("ScoreIMP", "").split()
    return north_south_points(" ".join(words[:2])) if len(words) >= 2 else None


def compare_tables(games: Sequence[Game]) -> tuple[TableResult, ...]:
    r"""One :class:`TableResult` per game, in order, comparing it with the other tables of its board.

    >>> from trickcards.records.pbn import read_pbn
    >>> head = '[Event "Cup"]\n[HomeTeam "A"]\n[VisitTeam "B"]\n[Board "1"]\n[Vulnerable "None"]\n'
    >>> open_room = head + '[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[ScoreIMP "NS 8 EW -8"]\n'
    >>> closed_room = head + '[Contract "3S"]\n[Declarer "E"]\n[Result "7"]\n'
    >>> results = compare_tables(read_pbn(open_room + "\n" + closed_room))
    >>> [r.imps for r in results], results[0].imps_agree
    ([8, -8], True)
    """
    if not isinstance(games, Sequence) or not all(isinstance(g, Game) for g in games):
        raise TrickcardsError(f"{quote(games)} is not a sequence of Game records")
    groups: defaultdict[tuple[str, ...], list[int]] = defaultdict(list)
    for index, game in enumerate(games):
        if game.computed_score is None or game.board is None:
            continue
        tags = game.tags
        teams = sorted((tags.get("HomeTeam", ""), tags.get("VisitTeam", "")))
        key = (tags.get("Event", ""), tags.get("Stage", ""), str(game.board), tags.get("Deal", ""), *teams)
        groups[key].append(index)
    found: dict[int, TableResult] = {}
    for key, members in groups.items():
        scores = [games[i].computed_score or 0 for i in members]
        if any(key[-2:]):
            if len(members) == 2:
                for i, here, there in ((members[0], *scores), (members[1], *scores[::-1])):
                    found[i] = TableResult(imps=imps(here - there), recorded_imps=_recorded_imps(games[i]))
        elif len(members) >= 2:
            for i, points in zip(members, matchpoints(scores), strict=True):
                found[i] = TableResult(matchpoints=points, recorded_imps=_recorded_imps(games[i]))
    return tuple(found.get(i, TableResult(recorded_imps=_recorded_imps(g))) for i, g in enumerate(games))
