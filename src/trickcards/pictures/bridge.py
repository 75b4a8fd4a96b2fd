"""Auctions and plays as pictures: an auction as a bidding table, any game's play as its table and its tricks.

A four-seat contract-bridge auction is drawn as bridge columns print it, West North
East South, with the dealer's first call under the dealer; other auctions of the
bridge family start their columns with the first seat of their rules.

A play is bridge's :class:`~trickcards.bridge.play.TablePlay` (and every game built on
it) or any other game's play value: the four built on the shared engine
(:class:`~trickcards.engine.game_play.GamePlay`: Bridgette, Brandeln, Blackout, Partnership
Blackout), Chinese bridge's and the sequenced play of Helm. One reader draws them all.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from string import ascii_uppercase
from typing import TYPE_CHECKING, Any

from trickcards.bridge.auction import Auction
from trickcards.bridge.contract import Contract
from trickcards.bridge.play import TablePlay
from trickcards.chinese_bridge.play import ChinesePlay
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.engine.game_play import GamePlay
from trickcards.engine.sequenced_play import SequencedPlay
from trickcards.engine.trick_play import TrickRules
from trickcards.pictures.grid import Marks, grid_html, grid_svg
from trickcards.pictures.style import Style, check_style, html_fragment
from trickcards.pictures.svg import _card_label, table_svg
from trickcards.pictures.view import Holder, Pile, TableView

if TYPE_CHECKING:
    from trickcards.pictures.calls import OtherAuction

AnyPlay = TablePlay | GamePlay | ChinesePlay | SequencedPlay
"""Every play value a picture draws."""

__all__ = [
    "CallNotes",
    "auction_html",
    "auction_rows",
    "auction_svg",
    "note_lines",
    "note_mark",
    "play_html",
    "play_svg",
    "play_view",
    "trick_marks",
    "trick_rows",
    "tricks_html",
    "tricks_svg",
]


def _check_auction(auction: object) -> Auction | OtherAuction:
    if isinstance(auction, Auction):
        return auction
    from trickcards.pictures.calls import OtherAuction  # noqa: PLC0415  (the other games' auctions load with them)

    if not isinstance(auction, OtherAuction):
        raise TrickcardsError(f"{quote(auction)} is not an auction: expected a game's auction or bidding round")
    return auction


CallNotes = Mapping[int, Sequence[str]]
"""The notes on an auction's calls: by the number of the call (from 1), its notes' texts."""

_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def note_mark(number: int) -> str:
    """The footnote mark of the ``number``-th annotated call, in superscript digits: ``¹``, ``¹²``.

    The mark is text, so SVG and HTML draw it alike.

    >>> note_mark(1), note_mark(12)
    ('¹', '¹²')
    """
    return str(number).translate(_SUPERSCRIPTS)


def _check_notes(notes: object, auction: Auction | OtherAuction) -> list[tuple[int, str]]:
    """Each annotated call's number (from 1) and its notes' text, in the auction's order."""
    if not isinstance(notes, Mapping) or not all(
        type(call) is int
        and isinstance(texts, Sequence)
        and not isinstance(texts, str)
        and all(isinstance(t, str) for t in texts)
        for call, texts in notes.items()
    ):
        raise TrickcardsError(f"notes={quote(notes)} is not notes on calls: expected {{call number: [texts]}}")
    if notes and not isinstance(auction, Auction):
        raise TrickcardsError(f"notes={quote(notes)} are notes on calls: only a bridge auction draws them")
    count = len(auction.calls) if isinstance(auction, Auction) else 0
    for call in notes:
        if not 1 <= call <= count:
            raise TrickcardsError(
                f"notes={quote(notes)} has a note on call {call}: the auction's calls are numbered 1 to {count}"
            )
    return [(call, "; ".join(notes[call])) for call in sorted(notes) if notes[call]]


def note_lines(auction: object, notes: CallNotes) -> list[str]:
    """The notes written under an auction, each after its call's mark: ``1. blackwood``.

    >>> from trickcards.bridge import Auction
    >>> note_lines(Auction.parse("N: 1C 1S 4NT P P P"), {3: ["blackwood"], 1: ["16+", "any shape"]})
    ['1. 16+; any shape', '2. blackwood']
    """
    checked = _check_notes(notes, _check_auction(auction))
    return [f"{number}. {text}" for number, (_, text) in enumerate(checked, start=1)]


def auction_rows(
    auction: object, names: Sequence[str] = (), *, notes: CallNotes | None = None
) -> tuple[list[str], list[list[str]], str]:
    """The bidding table of any game's auction: the column heads, the rows of calls and the last word.

    ``auction`` is a bridge :class:`~trickcards.bridge.Auction` (the rows start with ``""``
    before the dealer) or another game's auction or bidding round
    (:data:`~trickcards.pictures.calls.OtherAuction`).

    ``names`` names the players by index where a game does not call them North, East, South, West.
    A bridge auction of two players (two-handed bridge, two-player Null, Chinese bridge)
    names them A and B unless ``names`` is given: those games number their players, and
    seat them North and East only to score. Every other game's auction or bidding round
    is read by :func:`~trickcards.pictures.calls.call_rows`.

    ``notes`` (a bridge auction's alerts and notes, by the number of the call from 1, as
    :attr:`trickcards.records.pbn.Game.call_notes` gives them) puts each annotated call's
    :func:`note_mark` after it; :func:`note_lines` writes the notes.

    >>> from trickcards.bridge import Auction
    >>> head, rows, last = auction_rows(Auction.parse("E: 1S P 4S P P P"))
    >>> head, rows, last
    (['West', 'North', 'East', 'South'], [['', '', '1♠', 'Pass'], ['4♠', 'Pass', 'Pass', 'Pass']], 'Contract 4♠ by E')
    >>> auction_rows(Auction.parse("E: 1S P 4S P P P"), names=["A", "B"])[2]   # seat E is player B
    'Contract 4♠ by B'
    >>> from trickcards.chinese_bridge.game import AUCTION
    >>> auction_rows(Auction(1, rules=AUCTION).add("2S").add("Pass"))
    (['A', 'B'], [['', '2♠'], ['Pass', '']], 'Contract 2♠ by B')
    """
    auction = _check_auction(auction)
    if not isinstance(names, Sequence) or not all(isinstance(name, str) for name in names):
        raise TrickcardsError(f"names={quote(names)} is not a sequence of player names")
    marks = {
        call: note_mark(n) for n, (call, _) in enumerate(_check_notes({} if notes is None else notes, auction), start=1)
    }
    if not isinstance(auction, Auction):
        from trickcards.pictures.calls import call_rows  # noqa: PLC0415  (loaded with _check_auction)

        return call_rows(auction)
    setup = auction._setup  # the seats and the first caller of the auction's own rules
    seats = list(setup.seats)
    if len(seats) == 2 and not names:  # the two-player games' players A and B, seated N and E
        names = ascii_uppercase[:2]
    first = setup.first
    if len(seats) == 4 and all(isinstance(seat, Seat) for seat in seats):
        shift = seats.index(Seat.WEST)
        seats = seats[shift:] + seats[:shift]
        first = (first - shift) % 4
    heads = [
        names[int(seat)] if int(seat) < len(names) else seat.name.title() if isinstance(seat, Seat) else str(seat)
        for seat in seats
    ]
    cells = [""] * first + [call.pretty() + marks.get(n, "") for n, call in enumerate(auction.calls, start=1)]
    rows = [cells[i : i + len(seats)] for i in range(0, max(len(cells), 1), len(seats))]
    rows = [row + [""] * (len(seats) - len(row)) for row in rows]
    if not auction.is_complete:
        last = "The auction goes on"
    elif auction.contract is None:
        last = "Passed out"
    else:
        last = f"Contract {_contract_words(auction.contract, names)}"
    return heads, rows, last


def _contract_words(contract: Contract, names: Sequence[str]) -> str:
    """``4♠X by N``; with ``names``, the declarer named by them (Chinese bridge's seat N is player A)."""
    seat = contract.declarer
    if seat is None or int(seat) >= len(names):
        return contract.pretty()
    return f"{contract.level}{contract.strain.symbol}{contract.doubling} by {names[int(seat)]}"


def auction_svg(
    auction: object,
    *,
    style: Style | None = None,
    title: str = "Auction",
    names: Sequence[str] = (),
    notes: CallNotes | None = None,
) -> str:
    """An auction as an SVG bidding table, the contract under it, then the notes on its calls.

    ``notes``: as :func:`auction_rows`; each annotated call is marked ``¹``, ``²`` ... and
    its notes are written under the contract (``1. blackwood``).

    >>> from trickcards.bridge import Auction
    >>> svg = auction_svg(Auction.parse("N: 1NT P 3NT P P P"), notes={1: ["15-17"]})
    >>> ">North<" in svg, "Contract 3NT by N" in svg, "1NT¹" in svg, ">1. 15-17<" in svg
    (True, True, True, True)
    """
    head, rows, last = auction_rows(auction, names, notes=notes)
    footer = [last, *note_lines(auction, {} if notes is None else notes)]
    return grid_svg(title, head, rows, check_style(style), footer=footer)


def auction_html(
    auction: object,
    *,
    style: Style | None = None,
    title: str = "Auction",
    names: Sequence[str] = (),
    notes: CallNotes | None = None,
) -> str:
    """An auction as an HTML bidding table, the contract and the notes under it (``names``, ``notes``: as :func:`auction_svg`)."""
    head, rows, last = auction_rows(auction, names, notes=notes)
    footer = [last, *note_lines(auction, {} if notes is None else notes)]
    return grid_html(title, head, rows, check_style(style), footer=footer, css_class="trickcards-auction")


def _check_play(play: object) -> AnyPlay:
    if not isinstance(play, TablePlay | GamePlay | ChinesePlay | SequencedPlay):
        raise TrickcardsError(f"{quote(play)} is not a play: expected a game's play value, such as a bridge Play")
    return play


def _names(play: AnyPlay) -> list[str]:
    """The players' names: bridge's seating, else the names of the game's players (``North``, ``A``)."""
    count = len(_hands(play)[0])
    if isinstance(play, TablePlay):
        names = list(play.seating.names)
        return names if len(names) == count else [str(i) for i in range(count)]
    tricks = _tricks(play)
    player = getattr(play, "next_player", None)
    if player is None and tricks:  # play is over: its first leader names the players as well
        player = tricks[0].leader
    if isinstance(player, enum.Enum) and len(type(player)) >= count:
        return [
            member.name.title() if isinstance(member, Seat) else member.name for member in list(type(player))[:count]
        ]
    return list(ascii_uppercase[:count])  # numbered players are lettered, as their games name them


def _hands(play: AnyPlay) -> tuple[list[Hand], list[list[Pile]]]:
    """The hands left and each player's piles: Chinese bridge's face up and down, Helm's reserves."""
    if isinstance(play, ChinesePlay):
        holdings = play.holdings
        piles = []
        for row in holdings.piles:
            up = tuple(pile.up for pile in row if pile.up is not None)
            piles.append([Pile("Piles", up, sum(pile.down is not None for pile in row))])
        return list(holdings.hands), piles
    if isinstance(play, SequencedPlay):
        held = play.holdings  # Helm's hands and reserves, or open hands: masks (or hands)
        held_hands: Sequence[Hand | int] = getattr(held, "hands", None) or getattr(held, "masks", None) or ()
        hands = [_hand(cards) for cards in held_hands]
        reserves = [[Pile("Reserve", tuple(_hand(cards)))] for cards in getattr(held, "reserves", ())]
        return hands, reserves or [[] for _ in hands]
    return list(play.hands), [[] for _ in play.hands]


def _hand(cards: Hand | int) -> Hand:
    return cards if isinstance(cards, Hand) else Hand.from_mask(cards)


def _rules(play: AnyPlay) -> TrickRules:
    return play.sequenced.rules if isinstance(play, ChinesePlay) else play.rules


def _tricks(play: AnyPlay) -> list[Any]:
    """Every trick played so far, the one in progress last (if a card is on it)."""
    done: list[Any]
    current: Any
    if isinstance(play, GamePlay):
        done, current = list(play.tricks), play.trick
    elif isinstance(play, SequencedPlay):
        done, current = list(play.history), play.current_trick
    else:
        done, current = list(play.tricks), play.current_trick
    return [*done, current] if current.cards else done


def _seat(trick: Any, position: int) -> int:
    """Who played the card at ``position`` of a trick (a sequenced trick says it in its order)."""
    order = getattr(trick, "order", None)
    return int(order[position]) if order is not None else int(trick.player(position))


def trick_rows(play: AnyPlay, style: Style | None = None) -> tuple[list[str], list[list[str]]]:
    """The tricks played: the heads (``#``, ``Lead``, each player, ``Won by``) and one row per trick.

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> play = Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ").play("S5").play("S3").play("SA")
    >>> trick_rows(play)[1]
    [['1', 'East', '♠3', '♠A', '♠J', '♠5', 'North']]
    """
    head, rows, _ = _trick_table(_check_play(play), check_style(style))
    return head, rows


def trick_marks(play: AnyPlay) -> Marks:
    """Where the card led and the winning card of each trick stand in :func:`trick_rows`: ``{(row, column): {word: mark}}``.

    The lead is marked ``lead`` from its first card; the winner ``win`` once the trick
    is complete (a trick in progress has no winner yet).

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> play = Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ").play("S5").play("S3").play("SA")
    >>> dict(trick_marks(play))   # East led the ♠J (column 4), North won with the ♠A (column 3)
    {(0, 4): {0: 'lead'}, (0, 3): {0: 'win'}}
    """
    return _trick_table(_check_play(play), check_style(None))[2]


def _trick_table(play: AnyPlay, look: Style) -> tuple[list[str], list[list[str]], Marks]:
    """The heads, the rows and the marks of the lead and the winner of every trick."""
    names = _names(play)
    count = len(names)
    order = list(range(count))
    if count == 4 and names[3] == "West":
        order = [3, 0, 1, 2]
    head = ["#", "Lead", *(names[i] for i in order), "Won by"]
    rules = _rules(play)
    rows = []
    marks: dict[tuple[int, int], dict[int, str]] = {}
    for row, trick in enumerate(_tricks(play)):
        cells: list[list[str]] = [[] for _ in range(count)]
        winning = rules.winner_position(trick.cards) if trick.is_complete else None
        for position, card in enumerate(trick.cards):  # two cards each in a sequenced two-player trick
            player = _seat(trick, position)
            kinds = [kind for kind, at in (("lead", 0), ("win", winning)) if position == at]
            if kinds:
                words = marks.setdefault((row, 2 + order.index(player)), {})
                words[len(cells[player])] = " ".join(kinds)
            cells[player].append(_card_label(card, look))
        won = names[int(trick.winner(rules))] if trick.is_complete else ""
        rows.append([str(row + 1), names[_seat(trick, 0)], *(" ".join(cells[i]) for i in order), won])
    return head, rows, marks


def tricks_svg(play: AnyPlay, *, style: Style | None = None, title: str = "Tricks") -> str:
    """Every trick played as an SVG table, the card led underlined and the winning card bold.

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> svg = tricks_svg(Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ").play("S5").play("S3").play("SA"))
    >>> svg.count('class="lead"'), svg.count('class="win"')
    (1, 1)
    """
    look = check_style(style)
    head, rows, marks = _trick_table(_check_play(play), look)
    return grid_svg(title, head, rows, look, right=[0], marks=marks)


def tricks_html(play: AnyPlay, *, style: Style | None = None, title: str = "Tricks") -> str:
    """Every trick played as an HTML table, the card led underlined and the winning card bold (as :func:`tricks_svg`)."""
    look = check_style(style)
    head, rows, marks = _trick_table(_check_play(play), look)
    return grid_html(title, head, rows, look, right=[0], css_class="trickcards-tricks", marks=marks)


def _notes(play: AnyPlay, names: list[str]) -> tuple[str, ...]:
    if isinstance(play, TablePlay):
        contract = play.contract
        return (
            f"Contract {contract.pretty()}" if contract is not None else "No contract",
            f"Tricks: declarer {play.declarer_tricks}, defenders {play.defender_tricks}",
        )
    notes = []
    named = getattr(play, "contract", None)
    if isinstance(named, Contract):  # Chinese bridge's: declared by a player, stored under a seat
        notes.append(f"Contract {_contract_words(named, names)}")
    elif named is not None:
        pretty = getattr(named, "pretty", None)
        notes.append(f"Contract {pretty() if callable(pretty) else named}")
    trump = getattr(play, "trump", None)
    if hasattr(play, "trump"):
        notes.append(f"Trumps: {trump.name.lower() if trump is not None else 'none'}")
    won = ", ".join(f"{name} {tricks}" for name, tricks in zip(names, play.tricks_won, strict=False))
    return (*notes, f"Tricks won: {won}")


def play_view(play: AnyPlay, *, title: str = "", hidden: Sequence[int] = ()) -> TableView:
    """A play now: the hands left (``hidden`` positions face down), the trick on the table, the score in tricks.

    >>> from trickcards import Deck
    >>> from trickcards.bridgette import BridgettePlay, BridgetteContract
    >>> hands = Deck.bridgette().shuffled(2).deal(2, hand_size=13).hands
    >>> view = play_view(BridgettePlay.start(hands, BridgetteContract.parse("1SA")))
    >>> [(h.name, len(h.hand or ())) for h in view.holders], view.notes[-1]
    ([('A', 13), ('B', 13)], 'Tricks won: A 0, B 0')
    """
    play = _check_play(play)
    if not isinstance(hidden, Sequence) or not all(isinstance(i, int) for i in hidden):
        raise TrickcardsError(f"hidden={quote(hidden)} is not a sequence of positions")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    names = _names(play)
    hands, piles = _hands(play)
    tricks = _tricks(play)
    trick = tricks[-1] if tricks and not tricks[-1].is_complete else None
    mover = getattr(play, "next_player", None)  # every play has it; GamePlay's subclasses each define it
    dummies = play.seating.dummies if isinstance(play, TablePlay) else ()
    holders = []
    for index, hand in enumerate(hands):
        marks = []
        if not play.is_complete and mover is not None and index == int(mover):
            marks.append("to play")
        if index in dummies:
            marks.append("dummy")
        face = None if index in hidden else hand
        holders.append(Holder(names[index], face, len(hand), tuple(marks), tuple(piles[index])))
    played = () if trick is None else tuple((_seat(trick, i), card) for i, card in enumerate(trick.cards))
    return TableView(title or "Play", tuple(holders[:4]), trick=played, notes=_notes(play, names))


def play_svg(play: AnyPlay, *, style: Style | None = None, hidden: Sequence[int] = ()) -> str:
    """Any game's play as SVG: the hands left around the table, the trick in progress on it, the tricks won below.

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> play_svg(Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ")).count('class="card"')
    52
    """
    return table_svg(play_view(play, hidden=hidden), check_style(style))


def play_html(play: AnyPlay, *, style: Style | None = None, hidden: Sequence[int] = ()) -> str:
    """A play as HTML: its SVG table, then every trick played so far, trick by trick."""
    look = check_style(style)
    tricks = tricks_html(play, style=look) if _tricks(_check_play(play)) else ""
    return html_fragment("trickcards-play", f"{play_svg(play, style=look, hidden=hidden)}\n{tricks}", look)
