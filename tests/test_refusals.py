"""Plain regressions for inputs the fuzz suite found escaping or wrongly accepted.

Each input below once raised a bare Python error (``AttributeError``, ``TypeError``,
``IndexError``, ``ValueError``) or was accepted though it is not what the parameter
holds. Each must now be refused with a one-line :class:`~trickcards.core.errors.TrickcardsError`
that names the input, or, for the immutable results, refuse being changed.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

import pytest

from trickcards import (
    Card,
    Deck,
    Hand,
    Seat,
    blackout,
    bridge,
    bridgette,
    chinese_bridge,
    cutthroat,
    helm,
    three_handed,
    towie,
    trio,
    two_handed,
    two_player_null,
)
from trickcards.blackout import sheet_text as blackout_text
from trickcards.brandeln import sheet_text as brandeln_text
from trickcards.bridge import sheet_text as bridge_text
from trickcards.bridge.contract import Contract
from trickcards.bridge.dds import Par
from trickcards.bridgette.scoring import BRIDGETTE
from trickcards.cli import bridge as bridge_cli
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.cutthroat.deal import opener
from trickcards.engine.sequenced_play import OpenHands, SequencedPlay
from trickcards.engine.trick_play import TrickRules
from trickcards.helm.play import HelmHoldings
from trickcards.helm.scoring import by_vulnerability, possible_honours
from trickcards.lin import read_lin

HUGE = 10**5000
HELM_HOLDINGS = HelmHoldings(
    (Hand(Deck.standard().cards[0:13]).mask, Hand(Deck.standard().cards[13:26]).mask),
    (Hand(Deck.standard().cards[26:29]).mask, Hand(Deck.standard().cards[29:32]).mask),
)
CHINESE_HOLDINGS = chinese_bridge.ChineseHoldings(
    (Hand.parse("A..."), Hand.parse("K...")), ((chinese_bridge.Pile(None, Card.parse("SQ")),), ())
)
HONOURS_AS_TEXT: object = (three_handed.HonoursHolder.DECLARER, "100")

REFUSED: dict[str, Callable[[], object]] = {
    # escaping Python errors
    "TrickRules.legal_follows-trick": lambda: TrickRules().legal_follows(0b1111, 0),  # type: ignore[arg-type]
    "TrickRules.legal_follows-hand": lambda: TrickRules().legal_follows(-1, ()),
    "BridgetteTable.value-complex": lambda: BRIDGETTE.value(1j, "S"),  # type: ignore[arg-type]
    "BridgetteTable.value-level": lambda: BRIDGETTE.value(99, "S"),  # type: ignore[arg-type]
    "three_handed.contract_text": lambda: three_handed.contract_text(0),  # type: ignore[arg-type]
    "three_handed.player_name": lambda: three_handed.player_name(15),
    "two_handed.contract_text": lambda: two_handed.contract_text(None),  # type: ignore[arg-type]
    "cutthroat.opener": lambda: opener(0),  # type: ignore[arg-type]
    "towie.is_playable-table": lambda: towie.is_playable("4S", "undoubled", 0),  # type: ignore[arg-type]
    "towie.is_playable-list": lambda: towie.is_playable("4S", []),  # type: ignore[arg-type]
    "helm.HelmDeal": lambda: helm.HelmDeal(0, Deck.standard(), 0),  # type: ignore[arg-type]
    "helm.HelmAuction-calls": lambda: helm.HelmAuction(calls=1.0),  # type: ignore[arg-type]
    "helm.possible_honours-dict": lambda: possible_honours({}),  # type: ignore[arg-type]
    "helm.by_vulnerability": lambda: by_vulnerability("", None),  # type: ignore[arg-type]
    "helm.denomination-huge": lambda: helm.denomination(HUGE),  # type: ignore[arg-type]
    "trio.calling_order": lambda: trio.calling_order(None),  # type: ignore[arg-type]
    "trio.rotate_seats": lambda: trio.rotate_seats("SA"),  # type: ignore[arg-type]
    "trio.auction_rules-list": lambda: trio.auction_rules([]),  # type: ignore[arg-type]
    "three_handed.auction_rules-list": lambda: three_handed.auction_rules([]),  # type: ignore[arg-type]
    "towie.auction_rules-list": lambda: towie.auction_rules([]),  # type: ignore[arg-type]
    "cutthroat.auction_rules-list": lambda: cutthroat.auction_rules([]),  # type: ignore[arg-type]
    "three_handed.to_player-huge-role": lambda: three_handed.to_player(None, HUGE),  # type: ignore[arg-type]
    "trio.to_player-newline-role": lambda: trio.to_player(None, "a\nplayer"),
    "bridge.sheet_text.parse_tricks": lambda: bridge_text.parse_tricks("10", 0),  # type: ignore[arg-type]
    "cli.bridge.format_score": lambda: bridge_cli.format_score(0, 0),  # type: ignore[arg-type]
    "blackout.parse_settlement": lambda: blackout_text.parse_settlement(None),  # type: ignore[arg-type]
    "blackout.parse_deal": lambda: blackout_text.parse_deal(None),  # type: ignore[arg-type]
    "SequencedPlay.start-helm-holdings-16-tricks": lambda: SequencedPlay.start(
        TrickRules(), HELM_HOLDINGS, 0, [(0, 1)] * 16
    ),
    "SequencedPlay.start-open-hands-3-players": lambda: SequencedPlay.start(
        TrickRules(), OpenHands.of(["A...", "K..."]), 0, [(0, 1, 2)], players=3
    ),
    "SequencedPlay.start-face-down-alone": lambda: SequencedPlay.start(
        TrickRules(),
        chinese_bridge.ChineseHoldings(
            (Hand.parse("A..."), Hand.parse("K...")), ((chinese_bridge.Pile(None, Card.parse("SQ")),), ())
        ),
        0,
        [(0, 1)] * 2,
    ),
    "ScoringTable.trick_points-int-strain": lambda: bridge.RUBBER_MODERN.trick_points(3, 0),  # type: ignore[arg-type]
    "ScoringTable.trick_points-complex-doubling": lambda: bridge.RUBBER_MODERN.trick_points(
        3,
        bridge.Strain.SPADES,
        1j,  # type: ignore[arg-type]
    ),
    "ScoringTable.trick_points-doubling-out-of-range": lambda: bridge.RUBBER_MODERN.trick_points(
        3,
        bridge.Strain.SPADES,
        5,  # type: ignore[arg-type]
    ),
    "ScoringTable.trick_points-text-level": lambda: bridge.RUBBER_MODERN.trick_points("3", bridge.Strain.SPADES),  # type: ignore[arg-type]
    "ChineseHoldings.available-complex-player": lambda: CHINESE_HOLDINGS.available(1j, 1),  # type: ignore[arg-type]
    "ChineseHoldings.available-complex-trick": lambda: CHINESE_HOLDINGS.available(0, 1j),  # type: ignore[arg-type]
    "ChineseHoldings.visible-complex-player": lambda: CHINESE_HOLDINGS.visible(1j),  # type: ignore[arg-type]
    "ChineseHoldings.held-negative-player": lambda: CHINESE_HOLDINGS.held(-1),
    "ThreeHandedDeal.from_deck-int-pack": lambda: three_handed.ThreeHandedDeal.from_deck(0),  # type: ignore[arg-type]
    "ChineseDeal.from_pack-int-pack": lambda: chinese_bridge.ChineseDeal.from_pack(0, 0),  # type: ignore[arg-type]
    "ChineseDeal.from_pack-text-pack": lambda: chinese_bridge.ChineseDeal.from_pack("SA" * 26, 0),  # type: ignore[arg-type]
    "TrickRules.winner_position-dict-of-plays": lambda: TrickRules().winner_position(
        {0: Card.parse("SA"), 1: Card.parse("SK")}  # type: ignore[arg-type]
    ),
    # wrong inputs accepted
    "CutthroatRecorded": lambda: cutthroat.CutthroatRecorded(0, 10, Seat.SOUTH, True),  # type: ignore[arg-type]
    "towie.Recorded": lambda: towie.Recorded(0),  # type: ignore[arg-type]
    "towie.Recorded-bool-tricks": lambda: towie.Recorded(None, None, False),
    "three_handed.Recorded": lambda: three_handed.Recorded(0),  # type: ignore[arg-type]
    "three_handed.Recorded-honours": lambda: three_handed.Recorded(None, 3, HONOURS_AS_TEXT),  # type: ignore[arg-type]
    "chinese_bridge.Pile": lambda: chinese_bridge.Pile(0),  # type: ignore[arg-type]
    "ThreeHandedSheet-deals": lambda: three_handed.ThreeHandedSheet(deals=0),  # type: ignore[arg-type]
    "ThreeHandedSheet-deals-None": lambda: three_handed.ThreeHandedSheet(deals=None),  # type: ignore[arg-type]
    "towie.auction_rules-flag": lambda: towie.auction_rules("dealer", 0),  # type: ignore[arg-type]
    "trio.auction_rules-float": lambda: trio.auction_rules(2.0),  # type: ignore[arg-type]
    "trio.to_player-Decimal": lambda: trio.to_player(Decimal(1)),
    "blackout.parse_count-sign": lambda: blackout_text.parse_count("+4"),
    "brandeln.parse_count-sign": lambda: brandeln_text.parse_count("+4", "a count"),
    "Honours.parse-sign": lambda: bridge.Honours.parse("N-S:+100"),
    "blackout.net-huge-players": lambda: blackout.net((), 2**64),
    "dds.Par-score-huge": lambda: Par(HUGE, ()),
    "dds.Par-score-past-the-largest": lambda: Par(7601, ()),
    "blackout.Payment": lambda: blackout.Payment(None, None, None),  # type: ignore[arg-type]
    "check_encoding-NUL": lambda: __import__("trickcards.records.source", fromlist=["x"]).check_encoding("utf\x008"),
    "Dealt": lambda: __import__("trickcards").Dealt(None, None),
    "two_player_null.Exchange-unicode-space": lambda: two_player_null.TwoPlayerNullSheet.parse("\x85pass"),
    "helm.HelmAuction.parse-unicode-space": lambda: helm.HelmAuction.parse("\u2028Pass"),
    "three_handed.to_player-unicode-space": lambda: three_handed.to_player("b\x85"),
    "bridge.Contract-int-strain": lambda: bridge.Contract(4, 0),
    "BridgetteContract-int-strain": lambda: bridgette.BridgetteContract(4, 0),
    "read_lin-bytes-not-lin": lambda: read_lin(b"SA"),
    "read_lin-text-after-the-last-field": lambda: read_lin("pn|a,b,c,d|SA"),
    "blackout.parse_count-int": lambda: blackout_text.parse_count(0),  # type: ignore[arg-type]
    "brandeln.parse_count-int": lambda: brandeln_text.parse_count(0, "a count"),  # type: ignore[arg-type]
    "blackout.read_sheet-int-preset": lambda: blackout_text.read_sheet("players 3\n", 0),  # type: ignore[arg-type]
    "blackout.settle-bytes": lambda: blackout.settle(b"SA"),
    "cutthroat.score-int-vulnerable": lambda: cutthroat.score("4SN", 10, 1, dummy="S", accepted=True),  # type: ignore[arg-type]
    "cutthroat.CutthroatSheet.record-int-accepted": lambda: cutthroat.CutthroatSheet().record("4SN", 10, "S", 1),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_with_a_one_line_trickcards_error(name: str) -> None:
    with pytest.raises(TrickcardsError) as refused:
        REFUSED[name]()
    assert "\n" not in str(refused.value)


def test_the_checked_auction_rules_are_still_shared() -> None:
    assert trio.auction_rules(3) is trio.auction_rules(3)
    assert towie.auction_rules("dealer", True) is towie.auction_rules("dealer", True)


def test_suit_lengths_cannot_be_changed() -> None:
    lengths = Hand.parse("AKQ2.K52.J43.A76").suit_lengths
    assert list(lengths.values()) == [4, 3, 3, 3]
    with pytest.raises(TypeError):
        lengths[next(iter(lengths))] = 0  # type: ignore[index]


def test_scores_come_back_as_tuples() -> None:
    assert bridge.matchpoints([420, 450]) == (0, 2)
    assert bridge.duplicate_scores([(Contract.parse("4SN"), 10, False)]) == (420,)


def test_a_board_name_with_a_line_break_gives_one_line_messages() -> None:
    text = "ah|Board\n1|md|9|"
    with pytest.raises(TrickcardsError) as refused:
        read_lin(text)
    assert len(str(refused.value).splitlines()) == 1
    (game,) = read_lin(text, strict=False)
    assert all(len(str(problem).splitlines()) == 1 for problem in game.errors)


def test_quote_escapes_line_breaks_in_a_hand_written_repr() -> None:
    class Odd:
        def __repr__(self) -> str:
            return "a\u2028b\x85c"

    assert quote(Odd()) == "a\\u2028b\\x85c"


@pytest.mark.parametrize(
    ("name", "record"),
    [
        (
            "three-handed",
            lambda: three_handed.ThreeHandedSheet().record("3NTA", 9, (three_handed.HonoursHolder.DECLARER, 100)),
        ),
        ("towie", lambda: towie.TowieSheet(players=3).record("3NTA", 9, (three_handed.HonoursHolder.DEFENDERS, 100))),
        ("cut-throat", lambda: cutthroat.CutthroatSheet().record("3NTN", 9, "E", True, ("W", 100))),
        ("two-player", lambda: two_handed.TwoPlayerSheet().record("3NTA", 9, "A:100")),
    ],
)
def test_every_sheet_refuses_100_honours_at_no_trump_law_81(name: str, record: Callable[[], object]) -> None:
    with pytest.raises(TrickcardsError, match=r"cannot be held at '3NT': honours score 150 in this strain \(Law 81\)"):
        record()


def test_player_digits_are_read_on_purpose_as_every_game_reads_a_number() -> None:
    # Documented in each to_player: the digit is the player's number, as inputs.player reads it.
    assert three_handed.to_player("1") == three_handed.to_player("b") == 1
    assert towie.to_player("3", 4) == towie.to_player("D", 4) == 3
    assert trio.to_player("2") is trio.to_player("S") is Seat.SOUTH
    outside: tuple[Callable[[], object], ...] = (
        lambda: three_handed.to_player("3"),
        lambda: towie.to_player("4", 4),
        lambda: trio.to_player("3"),
    )
    for refused in outside:
        with pytest.raises(TrickcardsError):
            refused()


def test_a_strain_is_a_strain_or_its_name_never_its_int() -> None:
    assert bridge.Contract(4, "S") == bridge.Contract(4, bridge.Strain.SPADES) == bridge.Contract.parse("4S")
    with pytest.raises(TrickcardsError, match="expected a Strain, or its name"):
        bridge.Contract(4, 3)


def test_a_lin_file_of_text_outside_any_field_is_one_problem_when_lenient() -> None:
    (game,) = read_lin("\nSA\n", strict=False)
    assert [(problem.line, problem.rule) for problem in game.errors] == [(2, "lin-syntax")]
    assert read_lin("") == read_lin(b"\n\n") == []
