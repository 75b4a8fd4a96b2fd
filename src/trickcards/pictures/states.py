"""Any game's state as a picture: the table as that game lays it out, read into a :class:`TableView`.

One reader serves every game: the hands of the play once it has begun (with the
trick in progress), else the hands of the deal, plus what the game keeps beside them
(Bridgette's stock, Helm's reserves, Chinese bridge's piles face up and face down,
Towie's exposed cards, Blackout's turn-up, the two-player stock). The notes under
the table say the phase, who is to move, the contract or bids, the tricks won and,
once over, the result.

``observer=`` draws what one player knows, as the published agent contract says it:
``state.observation(player)``. A card is drawn face up only where the observation's
vector shows it (a dummy once exposed, Towie's exposed cards, the face-up piles, the
turn-up, the cards played), and his own hand and piles; every other card is a card back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from trickcards.core.cards import Card
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.pictures.bridge import _hands as _play_hands
from trickcards.pictures.bridge import _seat, _tricks, tricks_html
from trickcards.pictures.seating import bidding_tables, contract_line, name_of
from trickcards.pictures.style import Style, check_style, html_fragment
from trickcards.pictures.svg import table_svg
from trickcards.pictures.view import Holder, Pile, TableView
from trickcards.protocol.game import DealState
from trickcards.protocol.registry import find_variant

if TYPE_CHECKING:
    from trickcards.protocol.match import MatchState

__all__ = ["known_cards", "match_html", "player_name", "state_html", "state_svg", "state_title", "state_view"]


def player_name(player: object) -> str:
    """How a picture names a player as his game does: ``North``; ``A`` (a named position, or player 0 of a numbered game).

    >>> from trickcards import Seat
    >>> player_name(Seat.NORTH), player_name(2)
    ('North', 'C')
    """
    return name_of(player)


def _hands_before_play(state: Any) -> tuple[list[Hand], list[list[Pile]], list[Pile]]:
    """The hands of a deal not yet in play, each holder's piles, and the piles in the middle."""
    name = state.game_name
    from trickcards.pictures.deals import deal_parts  # noqa: PLC0415  (the other games' deals load with them)

    if name == "bridgette":
        return deal_parts(state.exchange)
    if name == "helm":
        return list(state.hands), [[Pile("Reserve", tuple(r))] for r in state.reserves], []
    if name in {"chinese-bridge", "blackout"}:
        return deal_parts(state.deal)
    if name in {"towie", "three-handed"}:
        return deal_parts(state.cards)
    if name == "two-player-null":
        return list(state.hands), [[], []], [Pile("Stock", hidden=len(state.stock))]
    if name == "partnership-blackout":
        hands = list(state._deal.hands)  # the deal, before the play holds it
        return hands, [[] for _ in hands], []
    if name in {"brandeln", "two-handed"}:
        hands = list(state._hands)  # the dealt hands, before the play holds them
        return hands, [[] for _ in hands], []
    deal = state.deal
    hands = list(deal.hands)
    return hands, [[] for _ in hands], []


def _hands_in_play(state: Any, play: Any) -> tuple[list[Hand], list[list[Pile]], list[Pile]]:
    hands, piles = _play_hands(play)
    tricks = getattr(play, "tricks", ())
    if state.is_over and all(hasattr(trick, "player") for trick in tricks):
        for trick in tricks:  # a finished deal is drawn as it was dealt for play
            for position, card in enumerate(trick.cards):
                player = int(trick.player(position))
                hands[player] = hands[player].add(card)
    centre = [Pile("Turn-up", (state.deal.turn_up,))] if state.game_name == "blackout" else []
    return hands, piles, centre


# The names of the hands dealt beyond the players' own, before the play seats them.
_EXTRA_HANDS: dict[str, tuple[str, ...]] = {
    "two-handed": ("Open dummy", "Closed dummy"),
    "three-handed": ("Booby",),
}


def _names(state: Any, play: Any, count: int) -> list[str]:
    seating = getattr(play, "seating", None)
    if seating is not None and len(seating.names) == count:
        return [str(n) for n in seating.names]
    names = [player_name(p) for p in state.players]
    extra = _EXTRA_HANDS.get(state.game_name, ())
    names += list(extra)
    return names + [f"Hand {i}" for i in range(len(names), count)]


def _trick(play: Any) -> tuple[tuple[int, Card], ...]:
    """The trick in progress: who played each card, and the card."""
    tricks = _tricks(play)
    if not tricks or tricks[-1].is_complete:
        return ()
    return tuple((_seat(tricks[-1], i), card) for i, card in enumerate(tricks[-1].cards))


def _observer_index(state: Any, observer: object) -> int | None:
    if observer is None:
        return None
    players = list(state.players)
    for index, player in enumerate(players):
        if observer is player or observer == player:
            return index
        if isinstance(observer, str) and observer.strip().lower() in {
            str(player).lower(),
            player_name(player).lower(),
            getattr(player, "name", "").lower(),
            getattr(player, "letter", "").lower(),
        }:
            return index
    raise TrickcardsError(
        f"observer={quote(observer)} is not a player of {state.game_name}: expected one of "
        + ", ".join(player_name(p) for p in players)
    )


def known_cards(state: DealState[Any, Any], player: object) -> tuple[int, int]:
    """Masks of the cards ``player`` holds and of every card whose place he knows, from ``state.observation(player)``.

    They are two card fields of the observation's vector (see the observations guide):
    each zone as the player sees it now (his hand first) and the cards each hand has
    played. A card he saw drawn or given is left out: it may since have been discarded
    face down.

    >>> from trickcards import Hand, find_game
    >>> state = find_game("duplicate").new(seed=3)
    >>> own, known = known_cards(state, "N")
    >>> Hand.from_mask(own) == Hand.from_mask(known) == state.deal.hands[0]
    True
    """
    from trickcards.analysis.observation import viewer  # noqa: PLC0415  (only a picture for one player needs it)

    if not isinstance(state, DealState):
        raise TrickcardsError(f"{quote(state)} is not a game state")
    view = viewer(state.game_name)
    bits = state.observation(player).vector()
    pack, start = view.pack, view.players
    masks = []
    for at in range(start, start + (len(view.zones) + view.seats) * pack, pack):  # the zones, then the cards played
        masks.append(sum(1 << index for index, bit in enumerate(bits[at : at + pack]) if bit))
    known = 0
    for mask in masks:
        known |= mask
    return masks[0], known


def _pile_as_seen(pile: Pile, known: int | None) -> Pile:
    """A pile as an observer who knows the cards of ``known`` sees it: the others face down."""
    if known is None:
        return pile
    unknown = sum(not card.mask & known for card in pile.cards)
    return Pile(pile.name, tuple(card for card in pile.cards if card.mask & known), pile.hidden + unknown)


def _as_seen(hand: Hand, piles: list[Pile], known: int | None) -> tuple[Hand | None, int, tuple[Pile, ...]]:
    """Another holder's hand (``None`` when drawn as backs), its number of cards, and its piles, as seen.

    The hand is face up only when the observer knows every card of it (a dummy): a card
    he knows in part of a hidden hand may have been discarded face down since.
    """
    seen_piles = tuple(_pile_as_seen(pile, known) for pile in piles)
    visible = known is None or not hand.mask & ~known
    return hand if visible else None, len(hand), seen_piles


def _call_text(call: object) -> str:
    pretty = getattr(call, "pretty", None)
    return str(pretty()) if callable(pretty) else str(call)


def _notes(state: Any, play: Any, names: list[str], observed: bool = False) -> list[str]:
    notes = []
    auction = getattr(state, "auction", None)
    calls = getattr(auction, "calls", None)
    if calls:  # bridge's and every other game's auction: the calls in order, suit symbols shown
        notes.append("Auction: " + " ".join(_call_text(call) for call in calls))
    bidding = getattr(state, "bidding", None)
    bids = getattr(bidding, "bids", None)
    if bids and bidding is not None:
        first = int(bidding.dealer) + 1
        notes.append("Bids: " + ", ".join(f"{names[(first + i) % len(names)]} {b}" for i, b in enumerate(bids)))
    line = contract_line(state)  # the one reading the HTML's bidding table shares
    if line is not None:
        notes.append(f"Contract: {line}")
    won = getattr(play, "tricks_won", None) if play is not None else None
    if won:
        notes.append("Tricks won: " + ", ".join(f"{names[i] if i < len(names) else i} {w}" for i, w in enumerate(won)))
    if state.is_over and observed and getattr(type(state), "hidden_options", ()):
        # The score rests on what no player sees (bridge bidding's double-dummy table): a
        # player's picture shows the deal over, as his observation does, not its score.
        notes.append("Over: scored by what no player sees")
    elif state.is_over:
        result = getattr(state, "result", None)
        result = None if callable(result) else result
        notes.append(f"Result: {result}" if result is not None else f"Points: {state.points}")
    elif state.to_move is not None:
        notes.append(f"To move: {player_name(state.to_move)} ({state.phase})")
    return notes


def state_title(state: DealState[Any, Any]) -> str:
    """A state's title as players write it: the game's registered title and the phase, ``Bridgette · play``.

    >>> from trickcards import find_game
    >>> state_title(find_game("bridgette").new(seed=7))
    'Bridgette · draw'
    """
    if not isinstance(state, DealState):
        raise TrickcardsError(f"{quote(state)} is not a game state")
    return f"{find_variant(state.game_name).title} · {state.phase}"


def _holder_of(names: list[str], player: object) -> int | None:
    """The place at the table of ``player``: the holder named as his game names him (``North``, ``A``)."""
    name = name_of(player)
    return next((i for i, held in enumerate(names) if held == name or held.startswith(name + " (")), None)


def _table_facts(state: Any, play: Any, names: list[str], board: int | None) -> tuple[dict[int, list[str]], str]:
    """Each holder's marks (dealer, vul, dummy) by place, and the line that says the board, dealer and vulnerability.

    The dealer is the deal's own (``state.start.dealer``); the vulnerable players are
    those of its ``vulnerability`` option (a game without one says nothing of it); the
    dummies are the hands the play's seating lays face up.
    """
    from trickcards.analysis.observation import vulnerable_players  # noqa: PLC0415  (loaded with the viewers)

    marks: dict[int, list[str]] = {}
    parts = [f"Deal {board}"] if board is not None else []
    dealer = state.start.dealer
    dealer = next((p for p in state.players if p == dealer), dealer)  # as a player (Brandeln's start gives 0 for F)
    at = _holder_of(names, dealer)
    if at is not None:
        marks.setdefault(at, []).append("dealer")
        parts.append(f"Dealer {name_of(dealer)}")
    if isinstance(dict(state.start.options).get("vulnerability"), str):
        vulnerable = vulnerable_players(state)
        for player in vulnerable:
            place = _holder_of(names, player)
            if place is not None:
                marks.setdefault(place, []).append("vul")
        parts.append("Vulnerable: " + (", ".join(name_of(p) for p in vulnerable) or "none"))
    seating = getattr(play, "seating", None)
    for dummy in getattr(seating, "dummies", ()):
        index = int(dummy)
        if index < len(names) and "dummy" not in names[index].lower():
            marks.setdefault(index, []).append("dummy")
    return marks, " · ".join(parts)


def _deal_of(state: object) -> Any:
    """``state``, or a match's current deal: a match is drawn as the deal being played."""
    from trickcards.protocol.match import MatchState  # noqa: PLC0415  # the match module is loaded only when drawn

    return state.deal if isinstance(state, MatchState) else state


def state_view(state: DealState[Any, Any] | MatchState, observer: object = None) -> TableView:
    """What a picture of ``state`` (a deal, or a match's current deal) shows (``observer``: whose view; ``None``: everything).

    >>> from trickcards import find_game
    >>> view = state_view(find_game("bridgette").new(seed=7))
    >>> [len(h.hand) for h in view.holders], view.centre[0].name
    ([13, 13], 'Stock')
    """
    board = _board_number(state)
    state = _deal_of(state)
    if not isinstance(state, DealState):
        raise TrickcardsError(f"{quote(state)} is not a game state")
    play = getattr(state, "play", None)
    hands, piles, centre = _hands_before_play(state) if play is None else _hands_in_play(state, play)
    names = _names(state, play, len(hands))
    seen = _observer_index(state, observer)
    own, known = (0, None) if seen is None else known_cards(state, state.players[seen])
    # The observer's own place: the hand holding his cards (he knows his pending discards and piles too).
    mine = next((index for index, hand in enumerate(hands) if hand.mask & own), None)
    holders = []
    mover = state.to_move
    # The hand that plays next: the play's own seat where it seats hands apart from players (Towie, Trio).
    seat = getattr(play, "next_player", None) if hasattr(play, "seating") else None
    moving = (
        int(seat)
        if seat is not None
        else next((i for i, p in enumerate(state.players) if mover is not None and p == mover), None)
    )
    facts, facts_line = _table_facts(state, play, names, board)
    for index, hand in enumerate(hands):
        marks = (*facts.get(index, ()), *(("to move",) if index == moving else ()))
        shown, size, holder_piles = _as_seen(hand, piles[index], None if index == mine else known)
        holders.append(Holder(names[index], shown, size, marks, holder_piles))
    if known is not None:
        centre = [_pile_as_seen(pile, known) for pile in centre]
    title = state_title(state) + (f" · seen by {player_name(state.players[seen])}" if seen is not None else "")
    dealer = next((index for index, held in facts.items() if "dealer" in held), None)
    return TableView(
        title,
        tuple(holders),
        trick=_trick(play) if play is not None else (),
        centre=tuple(centre),
        notes=tuple(([facts_line] if facts_line else []) + _notes(state, play, names, seen is not None)),
        vulnerable=tuple(sorted(index for index, held in facts.items() if "vul" in held)),
        dealer=dealer,
    )


def _board_number(state: object) -> int | None:
    """The number of the deal being played, where it is known: a match's deals so far, plus one."""
    from trickcards.protocol.match import MatchState  # noqa: PLC0415  # the match module is loaded only when drawn

    return state.deals_played + 1 if isinstance(state, MatchState) else None


def state_svg(state: DealState[Any, Any] | MatchState, *, observer: object = None, style: Style | None = None) -> str:
    """Any game's state as SVG: the table as the game lays it out, notes below.

    >>> from trickcards import find_game
    >>> state_svg(find_game("bridgette").new(seed=7)).count('class="card"')  # two hands of 13 and the up-card
    27
    """
    return table_svg(state_view(state, observer), check_style(style))


def state_html(state: DealState[Any, Any] | MatchState, *, observer: object = None, style: Style | None = None) -> str:
    """Any game's state (or a match's current deal) as HTML: its SVG, the bidding table of its auction or bids, and the tricks played."""
    look = check_style(style)
    state = _deal_of(state)
    parts = [state_svg(state, observer=observer, style=look)]
    parts += bidding_tables(_deal_of(state), look)
    play = getattr(state, "play", None)
    if play is not None and _tricks(play):
        parts.append(tricks_html(play, style=look))
    return html_fragment("trickcards-state", "\n".join(parts), look)


def match_html(match: MatchState, *, observer: object = None, style: Style | None = None) -> str:
    """A match as HTML: the deal being played (:func:`state_html`), then the score sheet so far.

    >>> from trickcards import find_game
    >>> page = match_html(find_game("rubber").match(seed=1).apply("1NT"))
    >>> page.count('class="trickcards-state"'), "Deal 1 of the match" in page
    (1, True)
    """
    from trickcards.pictures.pads import sheet_html  # noqa: PLC0415  (the pads load only for a match)
    from trickcards.protocol.match import MatchState  # noqa: PLC0415

    if not isinstance(match, MatchState):
        raise TrickcardsError(f"{quote(match)} is not a match: expected a MatchState")
    look = check_style(style)
    played = match.deals_played
    over = " (the match is over)" if match.is_over else ""
    head = f'<p class="trickcards-caption">Deal {played + 1} of the match{over}</p>'
    return html_fragment(
        "trickcards-match", head + state_html(match, observer=observer, style=look) + sheet_html(match.sheet), look
    )
