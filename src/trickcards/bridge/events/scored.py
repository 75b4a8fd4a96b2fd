"""A scored event: each board's traveller, the ranking with ties, each participant's card.

Numbers are kept unrounded (the JSON writes them so); the text and PBN writers round
half away from zero to the digits the scoring programs print.
"""

from __future__ import annotations

from attrs import field, frozen

from trickcards.bridge.events.model import Event, EventError, Match, Result
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["CardLine", "ScoredEvent", "ScoredMatch", "ScoredResult", "Standing", "Traveller"]


@frozen(field_transformer=typed_fields)
class ScoredResult:
    """One result of a traveller with what it scored for each side (``None`` where a field does not apply)."""

    __repr__ = brief_repr

    result: Result
    mp_ns: float | None = None
    mp_ew: float | None = None
    percent_ns: float | None = None
    percent_ew: float | None = None
    imp_ns: float | None = None
    imp_ew: float | None = None
    datum: float | None = None

    @property
    def score_ns(self) -> int | None:
        """North-South's score (``None`` for an artificial score)."""
        return self.result.score_ns


@frozen(field_transformer=typed_fields)
class Traveller:
    """One board's results in one section (or all sections compared together) as scored."""

    __repr__ = brief_repr

    board: int
    section: str
    results: tuple[ScoredResult, ...]
    top: float | None = None
    """The matchpoint top of the board, for matchpoints."""
    datum: float | None = None
    """The Butler datum, for Butler."""


@frozen(field_transformer=typed_fields)
class ScoredMatch:
    """A team match: its IMPs and its victory points."""

    __repr__ = brief_repr

    match: Match
    vp_home: float | None
    vp_away: float | None
    boards: int


@frozen(field_transformer=typed_fields)
class Standing:
    """One line of the ranking: ``rank`` is the best place of a shared rank, ``tie`` its last place (``None`` when alone)."""

    __repr__ = brief_repr

    rank: int
    tie: int | None
    id: str
    names: str
    total: float
    percent: float | None
    boards: int

    @property
    def rank_text(self) -> str:
        """``3`` or, for a shared rank, ``3-5``."""
        return f"{self.rank}-{self.tie}" if self.tie is not None else str(self.rank)


@frozen(field_transformer=typed_fields)
class CardLine:
    """One board of a participant's personal score card: the result, the direction, what it scored."""

    __repr__ = brief_repr

    board: int
    direction: str
    opponents: tuple[str, ...]
    result: ScoredResult
    points: float | None
    """Matchpoints or IMPs this participant scored on the board (``None`` for a board scored in a match)."""
    percent: float | None


def _method(_instance: object, _attribute: object, value: object) -> None:
    from trickcards.bridge.events.methods import Method  # noqa: PLC0415  # methods import this module

    if not isinstance(value, Method):
        raise EventError(f"{quote(value)} is not a scoring method: expected Matchpoints, CrossImps, Butler or Teams")


@frozen(field_transformer=typed_fields)
class ScoredEvent:
    """An :class:`~trickcards.bridge.events.Event` scored by one method."""

    __repr__ = brief_repr

    event: Event
    method: object = field(validator=_method)
    travellers: tuple[Traveller, ...]
    ranking: tuple[Standing, ...]
    matches: tuple[ScoredMatch, ...] = ()

    @property
    def method_name(self) -> str:
        """The method's name, as the JSON writes it."""
        return str(getattr(self.method, "name", type(self.method).__name__))

    def board(self, number: int, section: str | None = None) -> Traveller:
        """The traveller of board ``number`` (in ``section`` when the board was scored by sections)."""
        for traveller in self.travellers:
            if traveller.board == number and (section is None or traveller.section == section):
                return traveller
        raise EventError(
            f"{quote(number)}: there is no traveller of that board{'' if section is None else f' in section {section!r}'}"
        )

    def standing(self, participant: str) -> Standing:
        """The ranking line of ``participant``."""
        for line in self.ranking:
            if line.id == participant:
                return line
        raise EventError(f"{quote(participant)} is not a participant of the ranking")

    def card(self, participant: str) -> tuple[CardLine, ...]:
        """``participant``'s personal score card: each board it played, in board order, with what it scored."""
        self.standing(participant)
        lines: list[CardLine] = []
        for traveller in self.travellers:
            for scored in traveller.results:
                r = scored.result
                if participant in r.ns:
                    lines.append(
                        CardLine(r.board, "NS", r.ew, scored, _first(scored.mp_ns, scored.imp_ns), scored.percent_ns)
                    )
                elif participant in r.ew:
                    lines.append(
                        CardLine(r.board, "EW", r.ns, scored, _first(scored.mp_ew, scored.imp_ew), scored.percent_ew)
                    )
        return tuple(sorted(lines, key=lambda line: line.board))

    def text(self) -> str:
        """The ranking and the travellers as a scoring program prints them."""
        from trickcards.bridge.events.writing import event_text  # noqa: PLC0415  # the writers import this module

        return event_text(self)

    def to_json(self) -> str:
        """The scored event as JSON (the schema of the events guide), numbers unrounded."""
        from trickcards.bridge.events.writing import event_json  # noqa: PLC0415

        return event_json(self)

    def to_pbn(self) -> str:
        """The event as PBN with a ``[ScoreTable]`` per board and a ``[TotalScoreTable]``; reading it back gives an equal event."""
        from trickcards.bridge.events.pbn_writing import event_pbn  # noqa: PLC0415

        return event_pbn(self)

    def html(self) -> str:
        """An HTML page: each board once with its diagram and its traveller, then the ranking."""
        from trickcards.bridge.events.html import event_html  # noqa: PLC0415

        return event_html(self)


def _first(a: float | None, b: float | None) -> float | None:
    return a if a is not None else b
