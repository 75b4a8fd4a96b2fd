"""How cost grows with size: parse time per KB of input, record time per deal of a sheet.

Every parser must run in linear time (flat cost per KB from 1 KB to 1 MB), on the
inputs that would make a backtracking parser slow: long runs of spaces before a bad
character, long lists of tokens, long tag values. Every score sheet must record a
deal in the same time on a sheet of any length (flat cost per deal from 10 to 10,000
deals), and so must a match's ``record_deal`` and ``next_deal()`` (:mod:`benchmarks.matches`).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path

from attrs import frozen

from benchmarks import matches
from trickcards import Card, Deck, Hand, RankOrder, Seat, Suit, Trick, TrickcardsError
from trickcards.blackout import BlackoutBidding
from trickcards.brandeln import BrandelnContract, BrandelnDeal, BrandelnScoreSheet
from trickcards.brandeln import Call as BrandelnCall
from trickcards.bridge import CHICAGO, Auction, Call, Contract, Deal, Honours, Strain, Vulnerability
from trickcards.bridge.sheet_text import read_deals
from trickcards.bridgette import BridgetteContract, BridgetteScoreSheet, Player
from trickcards.bridgette import Call as BridgetteCall
from trickcards.cli.play import read_transcript
from trickcards.lin import read_lin
from trickcards.partnership_blackout import PartnershipBlackoutScoreSheet, PartnershipCallRound, TeamContract
from trickcards.pbn import read_pbn
from trickcards.trio import TrioSheet

SIZES = (1_000, 10_000, 1_000_000)
DEALS = (10, 100, 1_000, 10_000)

_RECORDS = Path(__file__).resolve().parent.parent / "tests" / "data" / "records"


def _spaces(head: str, tail: str = "!") -> Callable[[int], str]:
    """``head``, then spaces up to the size, then ``tail``: the input that made the old contract parsers cubic."""
    return lambda size: head + " " * max(0, size - len(head) - len(tail)) + tail


def _repeated(unit: str, head: str = "", tail: str = "") -> Callable[[int], str]:
    """``unit`` repeated to the size, between ``head`` and ``tail``."""
    return lambda size: head + unit * max(1, (size - len(head) - len(tail)) // len(unit)) + tail


def _pbn_games() -> Callable[[int], str]:
    text = (_RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8")
    game = text.split("\n\n")[1] + "\n\n"
    return _repeated(game)


def _lin_boards() -> Callable[[int], str]:
    board = (_RECORDS / "online-board.lin").read_text(encoding="utf-8").strip() + "\n"
    return _repeated(board)


@frozen
class Parser:
    """A parser and the input of a given size that it is measured on."""

    name: str
    parse: Callable[[str], object]
    text: Callable[[int], str]
    shape: str


def parsers() -> list[Parser]:
    """Every public text parser, each with its hardest input."""
    return [
        Parser("Suit.parse", Suit.parse, _spaces("S"), "'S', spaces, '!'"),
        Parser("Card.parse", Card.parse, _spaces("SA"), "'SA', spaces, '!'"),
        Parser("RankOrder.parse", RankOrder.parse, _repeated("A", tail="!"), "ranks, then '!'"),
        Parser("Hand.parse", Hand.parse, _repeated("AKQJT98765432", tail="."), "a long suit"),
        Parser("Deck.parse", Deck.parse, _repeated("SA ", tail="!"), "cards, then '!'"),
        Parser("Seat.parse", Seat.parse, _spaces("N"), "'N', spaces, '!'"),
        Parser("Trick.parse", Trick.parse, _repeated("SA ", tail="!"), "cards, then '!'"),
        Parser("Strain.parse", Strain.parse, _spaces("N"), "'N', spaces, '!'"),
        Parser("Contract.parse", Contract.parse, _spaces("1N"), "'1N', spaces, '!'"),
        Parser("Call.parse", Call.parse, _spaces("1N"), "'1N', spaces, '!'"),
        Parser("Auction.parse", Auction.parse, _spaces("N: 1C"), "'N: 1C', spaces, '!'"),
        Parser("Deal.parse", Deal.parse, _spaces("N:AKQ"), "'N:AKQ', spaces, '!'"),
        Parser("Vulnerability.parse", Vulnerability.parse, _spaces("NS"), "'NS', spaces, '!'"),
        Parser("Honours.parse", Honours.parse, _spaces("100"), "'100', spaces, '!'"),
        Parser("BridgetteContract.parse", BridgetteContract.parse, _spaces("1N"), "'1N', spaces, '!'"),
        Parser("bridgette Call.parse", BridgetteCall.parse, _spaces("1N"), "'1N', spaces, '!'"),
        Parser("Player.parse", Player.parse, _spaces("A"), "'A', spaces, '!'"),
        Parser("BrandelnContract.parse", BrandelnContract.parse, _spaces("all"), "'all', spaces, '!'"),
        Parser("brandeln Call.parse", BrandelnCall.parse, _spaces("all"), "'all', spaces, '!'"),
        Parser("BrandelnDeal.parse", BrandelnDeal.parse, _spaces("dealer 0:"), "'dealer 0:', spaces, '!'"),
        Parser("TeamContract.parse", TeamContract.parse, _spaces("NS"), "'NS', spaces, '!'"),
        Parser("TeamContract.parse (Nil)", TeamContract.parse, _spaces("NS Nil"), "'NS Nil', spaces, '!'"),
        Parser("PartnershipCallRound.parse", PartnershipCallRound.parse, _spaces("W:"), "'W:', spaces, '!'"),
        Parser(
            "BlackoutBidding.parse",
            BlackoutBidding.parse,
            _spaces("4 players, k=5, dealer 3:"),
            "'4 players, k=5, dealer 3:', spaces, '!'",
        ),
        Parser("read_pbn [Contract]", read_pbn, _spaces('[Contract "1N', '!"]\n'), "[Contract] '1N', spaces, '!'"),
        Parser("read_pbn games", read_pbn, _pbn_games(), "a real game, repeated"),
        Parser("read_lin boards", read_lin, _lin_boards(), "a real board, repeated"),
        Parser("read_lin an|", read_lin, _repeated("x", head="an|", tail="|"), "one long 'an' value"),
        Parser(
            "BridgetteScoreSheet.parse",
            BridgetteScoreSheet.parse,
            _repeated("cancelled\n", head="first dealer A\n"),
            "cancelled deals, one a line",
        ),
        Parser(
            "BrandelnScoreSheet.parse",
            BrandelnScoreSheet.parse,
            _repeated("1 Four 4\n2 Four 4\n3 Four 4\n0 Four 4\n", head="target 99999\nfirst dealer 0\n"),
            "deals, one a line",
        ),
        Parser(
            "PartnershipBlackoutScoreSheet.parse",
            PartnershipBlackoutScoreSheet.parse,
            _repeated("5 Board 5 8\n5 Board 8 5\n", head="target 99999\nfirst dealer W\n"),
            "deals, one a line",
        ),
        Parser(
            "read_transcript",
            read_transcript,
            _repeated("Pass\n", head="game: duplicate\nseed: 1\n"),
            "headers, then 'Pass' lines",
        ),
    ]


def seconds_per_call(work: Callable[[], object], min_seconds: float = 0.05) -> float:
    """The best of three rounds (one, past a second) of the mean time of ``work`` called for at least ``min_seconds``."""
    best = float("inf")
    for _ in range(3):
        calls, start = 0, time.perf_counter()
        while True:
            work()
            calls += 1
            elapsed = time.perf_counter() - start
            if elapsed >= min_seconds:
                break
        best = min(best, elapsed / calls)
        if elapsed > 1.0:
            break  # a second's work is measurement enough
    return best


def parse_cost(parser: Parser, size: int) -> float:
    """Microseconds per KB to run ``parser`` on its input of ``size`` bytes (refused or not)."""
    text = parser.text(size)

    def work() -> None:
        with contextlib.suppress(TrickcardsError):
            parser.parse(text)

    return seconds_per_call(work) * 1e6 / (len(text.encode()) / 1000)


@frozen
class SheetWork:
    """A sheet and a way to record ``n`` deals on it."""

    name: str
    record: Callable[[int], object]
    deal: str


def _bridgette(n: int) -> object:
    sheet = BridgetteScoreSheet()
    for _ in range(n):
        sheet = sheet.record_cancelled()  # the only deal of which a game can hold any number
    return sheet.totals


def _brandeln(n: int) -> object:
    sheet = BrandelnScoreSheet(target=10**9)
    for i in range(n):
        sheet = sheet.record(i % 4, BrandelnContract.FOUR, 4)
    return sheet.totals


def _partnership(n: int) -> object:
    sheet = PartnershipBlackoutScoreSheet(target=10**9)
    for _ in range(n):
        sheet = sheet.record("5", "Board", (5, 8))
    return sheet.totals


def _trio(n: int) -> object:
    sheet = TrioSheet()
    for i in range(n):
        sheet = sheet.record("4HE", 10) if i % 3 == 0 else sheet.record("1SN", 6)  # a rubber every two games
    return sheet.totals


def sheets() -> list[SheetWork]:
    """Every score sheet whose game has no fixed length (Blackout's has at most 17 deals)."""
    return [
        SheetWork("RubberScoreSheet (read_deals)", lambda n: read_deals(["1CN 6"] * n).totals, "'1CN 6', down one"),
        SheetWork(
            "ChicagoScoreSheet (read_deals)",
            lambda n: read_deals(["1CN 6"] * n, table=CHICAGO).totals,
            "'1CN 6', down one",
        ),
        SheetWork("BridgetteScoreSheet", _bridgette, "a cancelled deal"),
        SheetWork("BrandelnScoreSheet", _brandeln, "Four, made"),
        SheetWork("PartnershipBlackoutScoreSheet", _partnership, "'5' and 'Board'"),
        SheetWork("TrioSheet", _trio, "'4HE 10' or '1SN 6', rubber after rubber"),
    ]


def deal_cost(sheet: SheetWork, deals: int) -> float:
    """Microseconds per deal to record ``deals`` deals on a new sheet."""
    return seconds_per_call(lambda: sheet.record(deals)) * 1e6 / deals


def report(sizes: tuple[int, ...] = SIZES, deals: tuple[int, ...] = DEALS) -> str:
    """Both tables as Markdown."""
    lines = [
        "Parse time per KB of input (µs/KB); flat across a row means linear time.",
        "",
        "| parser | input | " + " | ".join(f"{s // 1000:,} KB" for s in sizes) + " |",
        "| --- | --- |" + " ---: |" * len(sizes),
    ]
    for parser in parsers():
        costs = " | ".join(f"{parse_cost(parser, size):,.2f}" for size in sizes)
        lines.append(f"| {parser.name} | {parser.shape} | {costs} |")
    lines += [
        "",
        "Time per deal recorded (µs/deal), recording n deals on a new sheet; flat across a row means O(1) a deal.",
        "",
        "| sheet | deal | " + " | ".join(f"{n:,}" for n in deals) + " |",
        "| --- | --- |" + " ---: |" * len(deals),
    ]
    for sheet in sheets():
        costs = " | ".join(f"{deal_cost(sheet, n):,.1f}" for n in deals)
        lines.append(f"| {sheet.name} | {sheet.deal} | {costs} |")
    lines += ["", *matches.report()]
    return "\n".join(lines)
