"""Fuzzing every public entry point of every game: only TrickcardsError may escape.

Hypothesis throws random and mutated text, wrong types, huge numbers and real library
values of the wrong kind at every public function and class of every game module (and
each class's ``parse``), and at every public method of sample states of every game
(auctions, exchanges, bidding rounds, play states, score sheets) taken at random points
of a deal, the score sheets of the eight newer games included. The check is the
library's promise on bad input: a call returns, or raises a
:class:`~trickcards.core.errors.TrickcardsError` with a one-line message (no line break of any
kind); a refused action leaves the state unchanged; a value class built from junk holds
only values of its fields' annotated types (else it accepted what it should refuse). Any
other exception is a bug.

The ``ci`` Hypothesis profile keeps this suite to a few seconds per test; the ``nightly``
profile (``HYPOTHESIS_PROFILE=nightly``, see CONTRIBUTING.md) runs it fifty times longer.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import inspect
import itertools
import pickle
import random
import types
import typing
from collections.abc import Callable, Iterator
from typing import Any, cast

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from budget import scaled
from trickcards import (
    Card,
    Deck,
    Hand,
    Seat,
    Suit,
    blackout,
    brandeln,
    bridge,
    bridgette,
    chinese_bridge,
    cutthroat,
    helm,
    partnership_blackout,
    three_handed,
    towie,
    trio,
    two_handed,
    two_player_null,
)
from trickcards.bridge import Contract
from trickcards.core.cards import CARDS
from trickcards.core.errors import TrickcardsError
from trickcards.protocol.game import find_game, games
from trickcards.strategies import HUGE, junk, mutated

#: The public modules the suite drives (commands and Hypothesis strategies apart).
MODULES = (
    "trickcards",
    "trickcards.protocol.game",
    "trickcards.protocol.registry",
    "trickcards.protocol.results",
    "trickcards.protocol.match",
    "trickcards.bridge",
    "trickcards.bridge.pad",
    "trickcards.bridge.sheet_text",
    "trickcards.bridge.dealer",
    "trickcards.bridge.dealer_constraints",
    "trickcards.bridge.dds",
    "trickcards.bridge.simulation",
    "trickcards.bridgette",
    "trickcards.brandeln",
    "trickcards.partnership_blackout",
    "trickcards.blackout",
    "trickcards.pbn",
    "trickcards.lin",
    "trickcards.three_handed",
    "trickcards.two_handed",
    "trickcards.two_player_null",
    "trickcards.helm",
    "trickcards.chinese_bridge",
    "trickcards.engine.sequenced_play",
    "trickcards.records",
    "trickcards.towie",
    "trickcards.cutthroat",
    "trickcards.trio",
    "trickcards.agents.openspiel",
    "trickcards.agents.pettingzoo",
    "trickcards.pictures",
    "trickcards.pictures.calls",
    "trickcards.pictures.deals",
    "trickcards.protocol.bidding_then_play",
    "trickcards.blackout.sheet_text",
    "trickcards.brandeln.sheet_text",
    "trickcards.partnership_blackout.sheet_text",
    "trickcards.bridge.deal",
    "trickcards.bridge.duplicate_sheet",
    "trickcards.bridge.game",
    "trickcards.analysis.viewers.bridge",
    "trickcards.bridge.results",
    "trickcards.protocol.column_sheet",
    "trickcards.core.evaluation",
    "trickcards.engine.game_play",
    "trickcards.analysis.hidden_deal",
    "trickcards.helm.play",
    "trickcards.helm.scoring",
    "trickcards.analysis.observation",
    "trickcards.pictures.bridge",
    "trickcards.pictures.grid",
    "trickcards.pictures.records",
    "trickcards.pictures.states",
    "trickcards.pictures.style",
    "trickcards.pictures.svg",
    "trickcards.pictures.text",
    "trickcards.records.json_io",
    "trickcards.records.problems",
    "trickcards.records.results",
    "trickcards.records.source",
    "trickcards.records.syntax",
    "trickcards.protocol.sheet_lines",
    "trickcards.bridge.two_player_sheet",
    "trickcards.protocol.vulnerable_players",
    "trickcards.chinese_bridge.game",
    "trickcards.three_handed.game",
    "trickcards.two_handed.game",
    "trickcards.helm.game",
    "trickcards.bridge.events",
    "trickcards.bridge.events.score_table",
)

# Words the parsers know, to be mutated into near misses.
WORDS = (
    "SA",
    "h10",
    "♠Q",
    "GC",
    "1NT",
    "4SXN",
    "3NTXB",
    "Pass",
    "P",
    "X",
    "XX",
    "N",
    "E",
    "S",
    "W",
    "A",
    "B",
    "F",
    "M",
    "R",
    "D",
    "NS",
    "EW",
    "none",
    "both",
    "nil",
    "board",
    "hold",
    "lottery",
    "7",
    "13",
    "0",
    "-1",
    "AKQ2.K52.J43.A76",
    "N:AKQ2.K52.J43.A76 - - -",
    "standard",
    "piquet",
    "bridgette",
    "duplicate",
    "rubber",
    "chicago",
    "=",
    "+1",
    "-2",
    "2 1 0 4",
    "1S 2H pass",
    '[Board "1"]',
    "pn|a,b|",
    "J7AKQT9",
)


def _samples() -> tuple[object, ...]:
    deal = bridge.Deal.random(1)
    return (
        Card.parse("SA"),
        Hand.parse("AKQ2.K52.J43.A76"),
        Deck.standard(),
        Seat.NORTH,
        bridgette.Player.A,
        Contract.parse("4SXN"),
        bridgette.BridgetteContract.parse("3NTXB"),
        bridge.Auction(dealer=Seat.NORTH),
        deal,
        deal.hands,
        [Card.parse("SA"), "HK"],
        ("AKQ2.K52.J43.A76", "-", "-", "-"),
    )


SAMPLES = _samples()

#: Any argument at all: junk of every type, huge values, mutated words, wrong library values.
any_argument = junk(
    WORDS,
    st.lists(st.one_of(st.integers(-2, 20), st.sampled_from(WORDS), st.none()), max_size=5),
    st.tuples(st.sampled_from(WORDS)),
    st.sampled_from(SAMPLES),
    st.sampled_from([str(c) for c in CARDS]),
)


def public_names(module_name: str) -> Iterator[tuple[str, Any]]:
    """``(dotted name, object)`` for each public callable the module lists in ``__all__``."""
    module = importlib.import_module(module_name)
    for name in getattr(module, "__all__", ()):
        value = getattr(module, name)
        if callable(value):
            yield f"{module_name}.{name}", value


def public_methods(value: object) -> Iterator[tuple[str, Callable[..., object]]]:
    """The public methods of an instance (properties are read by :func:`read_properties`)."""
    kind = type(value)
    for name in dir(kind):
        if name.startswith("_"):
            continue
        attribute = inspect.getattr_static(kind, name)
        if isinstance(attribute, property | classmethod | staticmethod):
            continue  # properties are read by read_properties; class methods are fuzzed as entry points
        bound = getattr(value, name)
        if callable(bound) and not inspect.isclass(bound):
            yield name, bound


def read_properties(value: object) -> None:
    """Read every public property: a property raising on a valid value is a bug too.

    Only the library's own classes: ``pettingzoo.env`` returns PettingZoo's wrapper,
    whose properties raise PettingZoo's ``AttributeError`` before ``reset`` by design.
    """
    if not type(value).__module__.startswith("trickcards"):
        return
    for name in dir(type(value)):
        if not name.startswith("_") and isinstance(inspect.getattr_static(type(value), name), property):
            with contextlib.suppress(TrickcardsError):
                getattr(value, name)


def call_with(
    draw: Callable[[st.SearchStrategy[Any]], Any], target: Callable[..., object]
) -> tuple[tuple[object, ...], dict[str, object]]:
    """Arguments for ``target`` that fit its signature, each drawn from :data:`any_argument`."""
    try:
        signature = inspect.signature(target)
    except (TypeError, ValueError):
        return (), {}
    args: list[object] = []
    kwargs: dict[str, object] = {}
    skipped = False
    for parameter in signature.parameters.values():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        if parameter.default is not parameter.empty and draw(st.booleans()):
            skipped = True  # left at its default: later arguments go by keyword
            continue
        value = draw(any_argument)
        if parameter.kind is parameter.KEYWORD_ONLY or (skipped and parameter.kind is not parameter.POSITIONAL_ONLY):
            kwargs[parameter.name] = value
        else:
            args.append(value)
    return tuple(args), kwargs


def snapshot(value: object) -> bytes | str:
    """What a refused action must leave unchanged: the pickled value, or its repr."""
    try:
        return pickle.dumps(value)
    except Exception:
        return repr(value)


def only_trickcards_errors(action: Callable[[], object]) -> object:
    """Run ``action``: a result or a TrickcardsError with a one-line message, nothing else."""
    try:
        return action()
    except TrickcardsError as refused:
        message = str(refused)
        # Any line break Python knows (a form feed, '\x85', '\u2028' ...), not only '\n'.
        assert len(message.splitlines()) <= 1, f"message spans lines: {message!r}"
        assert len(message) < 1000, f"message of {len(message)} characters"
        return None


# --- every public function and class ------------------------------------------------

# Hundreds of entry points each get a fortieth of the profile's examples: 5 under ``ci``
# (the suite stays under a minute), 250 under ``nightly`` (tests/budget.py); never fewer
# than 5, even under ``wheel``: wrong types are what a compiled kernel could answer differently.
fuzz = settings(max_examples=max(5, scaled(5)))

# Entry points that read files, run commands or loop by design on what they are given.
SKIPPED = frozenset(
    {
        "trickcards.core.inputs.sequence",  # calls the converter it is given
        "trickcards.core.inputs.optional",
    }
)


def _is_entry_point(name: str, value: object) -> bool:
    """Functions and value classes; not exceptions, protocols, or enums (called only to look members up).

    An enum is called as ``Seat(2)`` by Python's own protocol, which raises its own
    ``ValueError``; the library reads members through ``parse`` and
    :func:`trickcards.core.inputs.member`, which are fuzzed.
    """
    if name in SKIPPED:
        return False
    if inspect.isclass(value):
        return not (issubclass(value, BaseException | enum.Enum) or getattr(value, "_is_protocol", False))
    return inspect.isfunction(value) or inspect.isbuiltin(value)


ENTRY_POINTS: list[tuple[str, Any]] = sorted(
    (name, value) for module in MODULES for name, value in public_names(module) if _is_entry_point(name, value)
)
PARSERS = sorted(
    (f"{name}.parse", cast(Any, value).parse)
    for name, value in ENTRY_POINTS
    if inspect.isclass(value) and isinstance(inspect.getattr_static(value, "parse", None), classmethod | staticmethod)
)


def fits(value: object, hint: object) -> bool:
    """Whether ``value`` is of the annotated type ``hint``: the test's own reading, apart from the library's."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, arg) for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(fits(item, arg) for item, arg in zip(value, args, strict=True))
    if origin is typing.Literal:
        return value in args
    # typing.Any is a class from Python 3.11 on, but not one isinstance() takes.
    if hint is Any:
        return True
    if isinstance(hint, type) and origin is None and hint is not object and not getattr(hint, "_is_protocol", False):
        return isinstance(value, hint) and not (hint is int and isinstance(value, bool))
    return True  # Any, callables, protocols, generics: not checked here


def fields_fit(value: object) -> None:
    """A value class built from junk holds only values of its fields' types: else it accepted what it should refuse."""
    if not attrs.has(type(value)):
        return
    try:
        hints = typing.get_type_hints(type(value))
    except NameError:
        return  # an annotation names a type imported for type checking only
    for field in attrs.fields(cast(Any, type(value))):
        if not field.name.startswith("_") and field.name in hints:
            held = getattr(value, field.name)
            assert fits(held, hints[field.name]), (
                f"{type(value).__name__}.{field.name} accepted {held!r}, not a {hints[field.name]}"
            )


@pytest.mark.parametrize(("name", "target"), ENTRY_POINTS, ids=[name for name, _ in ENTRY_POINTS])
@fuzz
@given(data=st.data())
def test_public_callables_refuse_bad_input_with_trickcards_errors(
    name: str, target: Callable[..., object], data: st.DataObject
) -> None:
    args, kwargs = call_with(data.draw, target)
    result = only_trickcards_errors(lambda: target(*args, **kwargs))
    if isinstance(result, types.GeneratorType):  # its checks run when it is first read
        generator = result
        only_trickcards_errors(lambda: list(itertools.islice(generator, 3)))
    elif result is not None and not inspect.isclass(result):
        read_properties(result)
        if inspect.isclass(target):
            fields_fit(result)


@pytest.mark.parametrize(("name", "parse"), PARSERS, ids=[name for name, _ in PARSERS])
@fuzz
@given(text=st.one_of(mutated(WORDS), st.text(max_size=20), st.sampled_from(HUGE)))
def test_parsers_refuse_bad_text_with_trickcards_errors(name: str, parse: Callable[[str], object], text: str) -> None:
    value = only_trickcards_errors(lambda: parse(text))
    # A score sheet's str is its printed pad, not the sheet file it was read from.
    if value is not None and not name.endswith("Sheet.parse"):
        assert parse(str(value)) == value, f"{name}: {value!r} does not round-trip"


# --- every public method of sample states of every game ------------------------------


def _walk(
    state: Any, step: Callable[[Any, random.Random], Any], done: Callable[[Any], bool], rng: random.Random
) -> list[Any]:
    """``state`` and the states after each random legal step until ``done``."""
    states = [state]
    while not done(state):
        state = step(state, rng)
        states.append(state)
    return states


def _bridge(rng: random.Random) -> list[Any]:
    deal = bridge.Deal.random(rng)
    auctions = _walk(
        bridge.Auction(dealer=Seat.NORTH),
        lambda a, r: a.add(r.choice(a.legal_calls()[:6])),
        lambda a: a.is_complete,
        rng,
    )
    contract = auctions[-1].contract or Contract.parse("3NTS")
    plays = _walk(
        bridge.Play(deal, contract), lambda p, r: p.play(r.choice(list(p.legal_cards()))), lambda p: p.is_complete, rng
    )
    sheets = [bridge.RubberScoreSheet().record(contract, plays[-1].declarer_tricks), bridge.ChicagoScoreSheet()]
    return [deal, *auctions[::3], *plays[::9], *sheets]


def _bridgette(rng: random.Random) -> list[Any]:
    dealer = bridgette.Player.A
    exchange = bridgette.Exchange.deal(Deck.bridgette().shuffled(rng), dealer)
    states: list[Any] = [exchange]
    exchange = exchange.draw(dealer.other).draw(dealer)
    states.append(exchange)
    for player in (dealer.other, dealer):
        hand = sorted(exchange.hands[player])
        exchange = exchange.discard(player, rng.sample(hand, len(hand) - 13))
        states.append(exchange)
    auctions = _walk(
        bridgette.Auction(dealer, exchange.hands),
        lambda a, r: a.add(r.choice(a.legal_calls()[:6])),
        lambda a: a.is_complete,
        rng,
    )
    contract = auctions[-1].contract or bridgette.BridgetteContract.parse("1NTA")
    plays = _walk(
        bridgette.BridgettePlay.start(exchange.hands, contract),
        lambda p, r: p.play(r.choice(list(p.legal_cards()))),
        lambda p: p.is_complete,
        rng,
    )
    return [*states, *auctions[::2], *plays[::7], bridgette.BridgetteScoreSheet(first_dealer=dealer)]


def _brandeln(rng: random.Random) -> list[Any]:
    deal = brandeln.BrandelnDeal.deal(Deck.brandeln().shuffled(rng), dealer=0)
    auctions = _walk(brandeln.Auction(), lambda a, r: a.add(r.choice(a.legal_calls())), lambda a: a.is_complete, rng)
    declaration = None
    auction = auctions[-1]
    if auction.contract is not None:
        declaration = auction.declare(Suit.HEARTS if auction.contract.has_trumps else None)
    plays = _walk(
        brandeln.BrandelnPlay.start(deal, declaration),
        lambda p, r: p.play(r.choice(list(p.legal_cards()))),
        lambda p: p.is_complete,
        rng,
    )
    return [deal, *auctions[::2], *plays[::5], brandeln.BrandelnScoreSheet(5).record(1, "Four", 4)]


def _partnership_blackout(rng: random.Random) -> list[Any]:
    hands = partnership_blackout.deal(Seat.NORTH, rng)
    rounds = _walk(
        partnership_blackout.PartnershipCallRound(Seat.NORTH),
        lambda c, r: c.add(r.choice(c.legal_calls()), seat=c.next_player),
        lambda c: c.is_complete,
        rng,
    )
    plays = _walk(
        partnership_blackout.PartnershipBlackoutPlay.start(hands, Seat.NORTH),
        lambda p, r: p.play(r.choice(list(p.legal_cards()))),
        lambda p: p.is_complete,
        rng,
    )
    return [hands, *rounds, *plays[::9], partnership_blackout.PartnershipBlackoutScoreSheet(first_dealer=Seat.NORTH)]


def _blackout(rng: random.Random) -> list[Any]:
    schedule = blackout.Schedule(4, first_dealer=0)
    deal = schedule.deal(3, rng)
    biddings = _walk(
        blackout.BlackoutBidding.for_deal(deal),
        lambda b, r: b.add(r.choice(b.legal_calls()), player=b.next_player),
        lambda b: b.next_player is None,
        rng,
    )
    plays = _walk(
        blackout.BlackoutPlay.start(deal),
        lambda p, r: p.play(r.choice(list(p.legal_cards()))),
        lambda p: p.is_complete,
        rng,
    )
    return [schedule, deal, *biddings, *plays[::3], blackout.BlackoutScoreSheet(schedule, names=("a", "b", "c", "d"))]


def _protocol(name: str) -> Callable[[random.Random], list[Any]]:
    """States of one deal of a registered game, through the common protocol, at random points."""

    def build(rng: random.Random) -> list[Any]:
        states = _walk(
            find_game(name).new(seed=rng.randrange(1000)),
            lambda s, r: s.apply(r.choice(s.legal_actions())),
            lambda s: s.is_over,
            rng,
        )
        return [*states[:: max(1, len(states) // 8)], states[-1]]

    return build


def _sheets(rng: random.Random) -> list[Any]:
    """Score sheets of the eight newer games, empty and after a deal (their states are the protocol's)."""
    del rng  # the sheets are fixed
    return [
        three_handed.ThreeHandedSheet(),
        three_handed.ThreeHandedSheet().record("4SA", 10),
        two_handed.TwoPlayerSheet(),
        two_handed.TwoPlayerSheet().record("3NTA", 9),
        two_player_null.TwoPlayerNullSheet(),
        helm.HelmSheet(),
        helm.HelmSheet().record("4SN", 10),
        chinese_bridge.TwoPlayerSheet(),
        towie.TowieSheet(),
        towie.TowieSheet().record("4SA", 10),
        cutthroat.CutthroatSheet(),
        cutthroat.CutthroatSheet().record("4SS", 10, Seat.NORTH, accepted=True),
        trio.TrioSheet(),
        trio.TrioSheet().record("4SS", 10),
    ]


GAMES = {
    **{f"protocol-{game.name}": _protocol(game.name) for game in games()},
    "sheets": _sheets,
    "bridge": _bridge,
    "bridgette": _bridgette,
    "brandeln": _brandeln,
    "partnership_blackout": _partnership_blackout,
    "blackout": _blackout,
}
STATES = {game: build(random.Random(7)) for game, build in GAMES.items()}
METHODS = sorted(
    (f"{game}:{type(state).__name__}.{name}", game, index, name)
    for game, states in STATES.items()
    for index, state in enumerate(states)
    for name, _ in public_methods(state)
)
# One case per (game, class, method): the first sample state of that class.
CASES = sorted({label: (label, game, index, name) for label, game, index, name in reversed(METHODS)}.values())


STATE_CASES = [pytest.param(*case, id=case[0]) for case in CASES]


@pytest.mark.parametrize(("label", "game", "index", "name"), STATE_CASES)
@fuzz
@given(data=st.data())
def test_state_methods_refuse_bad_input_and_leave_the_state_unchanged(
    label: str, game: str, index: int, name: str, data: st.DataObject
) -> None:
    states = [s for s in STATES[game] if type(s) is type(STATES[game][index])]
    state = data.draw(st.sampled_from(states))
    before = snapshot(state)
    method = getattr(state, name)
    args, kwargs = call_with(data.draw, method)
    result = only_trickcards_errors(lambda: method(*args, **kwargs))
    assert snapshot(state) == before, f"{label} changed the state"
    if result is not None and not inspect.isclass(result):
        read_properties(result)


CHECKERS = sorted(
    (label, game, index, name)
    for label, game, index, name in CASES
    if name.startswith("can_") and hasattr(STATES[game][index], name[4:])
)


@pytest.mark.parametrize(("label", "game", "index", "name"), CHECKERS, ids=[case[0] for case in CHECKERS])
@fuzz
@given(data=st.data())
def test_can_agrees_with_the_action(label: str, game: str, index: int, name: str, data: st.DataObject) -> None:
    states = [s for s in STATES[game] if type(s) is type(STATES[game][index])]
    state = data.draw(st.sampled_from(states))
    check, act = getattr(state, name), getattr(state, name[4:])
    args, kwargs = call_with(data.draw, check)
    allowed = only_trickcards_errors(lambda: check(*args, **kwargs))
    try:
        act(*args, **kwargs)
    except TrickcardsError:
        assert allowed is not True, f"{label} said yes to {args!r} {kwargs!r}, but the action refused"
    else:
        assert allowed is True, f"{label} said no to {args!r} {kwargs!r}, but the action took it"


# --- the text parsers agree on whitespace: ASCII spaces and tabs only -----------------


def _reads(parse: Callable[[str], object], word: str) -> bool:
    return only_trickcards_errors(lambda: parse(word)) is not None


ACCEPTED = sorted((name, word) for name, parse in PARSERS for word in WORDS if _reads(parse, word))
UNICODE_WHITESPACE = ("\x85", "\u00a0", "\u2028", "\u3000", "\x0b", "\x0c", "\x1c")


@pytest.mark.parametrize(("name", "word"), ACCEPTED, ids=[f"{name}-{word}" for name, word in ACCEPTED])
def test_parsers_take_ascii_spaces_and_tabs_and_refuse_other_whitespace(name: str, word: str) -> None:
    parse = dict(PARSERS)[name]
    assert parse(f" \t{word}\t ") == parse(word)
    for space in UNICODE_WHITESPACE:
        with pytest.raises(TrickcardsError):
            parse(space + word)
        with pytest.raises(TrickcardsError):
            parse(word + space)
