"""Properties of the record writers: what they write reads back equal, in both formats and both modes.

Games are made at random as a table plays them (a deal, an auction of legal calls with
alerts, a play of legal cards that stops anywhere, a claim the play allows) and turned
into records by the LIN reader; each is then written and read back through LIN and PBN.
"""

import random

from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.bridge import PASS, Auction, Deal, Play, Vulnerability
from trickcards.core.seats import Seat
from trickcards.lin import read_lin, write_lin
from trickcards.pbn import Game, read_pbn, write_pbn

_LIN_SEATS = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_VULNERABLE = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e", Vulnerability.BOTH: "b"}
_NAMES = st.sampled_from(["", "Ann", "Bo b", "Zoë", "x-1"])


def _lin_hand(deal: Deal, seat: Seat) -> str:
    return "".join(suit + "".join(str(card)[1] for card in deal[seat] if str(card)[0] == suit) for suit in "SHDC")


@st.composite
def lin_boards(draw: st.DrawFn) -> str:
    """One board as LIN text: any stage of a board from its deal to a claim or the last card."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    deal = Deal.random(rng)
    dealer = draw(st.sampled_from(list(Seat)))
    names = [draw(_NAMES) for _ in range(4)]
    fields = []
    if any(names):
        fields.append(("pn", ",".join(names)))
    hands = ",".join(_lin_hand(deal, seat) for seat in _LIN_SEATS)
    fields.append(("md", f"{_LIN_SEATS.index(dealer) + 1}{hands}"))
    vulnerability = draw(st.sampled_from(list(Vulnerability)))
    fields.append(("sv", _VULNERABLE[vulnerability]))
    fields.append(("ah", f"Board {draw(st.integers(1, 64))}"))
    auction = Auction(dealer)
    for _ in range(draw(st.integers(0, 40))):
        if auction.is_complete:
            break
        calls = auction.legal_calls()
        call = PASS if rng.random() < 0.55 else rng.choice(calls)
        auction = auction.add(call)
        text = str(call)
        fields.append(("mb", {"Pass": "p", "X": "d", "XX": "r"}.get(text, text.replace("NT", "N"))))
        if rng.random() < 0.15:
            fields.append(("an", rng.choice(["15-17", " forcing ", "two suits: ♠ and ♥"])))
    contract = auction.contract if auction.is_complete else None
    if contract is not None:
        play = Play(deal=deal, contract=contract)
        for _ in range(draw(st.integers(0, 52))):
            card = rng.choice(list(play.legal_cards()))
            play = play.play(card)
            fields.append(("pc", str(card)))
        if not play.is_complete and draw(st.booleans()):
            low, high = play.declarer_tricks, 13 - play.defender_tricks
            fields.append(("mc", str(rng.randint(low, high))))
    return "".join(f"{key}|{value}|" for key, value in fields) + "\n"


def _placeless(game: Game) -> Game:
    return evolve(game, line=0, errors=(), repairs=())


def _played(game: Game) -> tuple[object, ...]:
    return (
        game.deal,
        game.dealer,
        game.vulnerability,
        game.auction,
        dict(game.call_notes),
        game.play,
        game.contract,
        game.result,
        game.passed_out,
        game.board,
        {seat: game.tags.get(seat) for seat in ("North", "East", "South", "West")},
    )


@examples(50)
@given(st.lists(lin_boards(), min_size=1, max_size=4))
def test_every_record_the_writers_produce_reads_back_equal_through_both_formats(boards: list[str]) -> None:
    games = read_lin("".join(boards))
    assert len(games) == len(boards)
    assert read_lin(write_lin(games)) == games
    as_pbn = read_pbn(write_pbn(games))
    assert [_played(g) for g in as_pbn] == [_played(g) for g in games]
    assert [_placeless(g) for g in read_pbn(write_pbn(as_pbn))] == [_placeless(g) for g in as_pbn]
    # From PBN back to LIN: the very games first read.
    assert read_lin(write_lin(as_pbn)) == games


@examples(50)
@given(st.lists(lin_boards(), min_size=1, max_size=4), st.booleans())
def test_strict_and_lenient_reading_give_the_same_games_for_a_file_without_problems(
    boards: list[str], second_tables: bool
) -> None:
    text = write_pbn(read_lin("".join(boards)))
    if second_tables:
        # Each game written twice, as two tables of one board give it.
        text = "\n\n".join(block.rstrip("\n") for block in text.split("\n\n") for _ in range(2)) + "\n"
    lenient = read_pbn(text, strict=False)
    assert not any(g.errors for g in lenient)
    assert read_pbn(text) == lenient
    lin = write_lin(lenient)
    assert read_lin(lin) == read_lin(lin, strict=False)
