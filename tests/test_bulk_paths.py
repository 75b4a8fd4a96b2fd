"""Bulk paths give what the one-at-a-time paths give: the same values, the same errors."""

import random
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Seat
from trickcards.bridge import (
    CALLS,
    CONTRACT_BRIDGE,
    NULL,
    NULL_BIDS,
    Auction,
    AuctionRules,
    Call,
    Contract,
    InvalidCallError,
    Strain,
    duplicate_score,
    duplicate_scores,
)
from trickcards.core import _kernel
from trickcards.core.errors import ScoringError, TrickcardsError
from trickcards.protocol.game import MATCH_DEALS, find_game, games, random_actions, random_playout

THREE_WITH_NULL = AuctionRules(
    name="three players",
    players=3,
    first_caller=1,
    sides=(0, 1, 2),
    strains=(Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, NULL, Strain.SPADES, Strain.NOTRUMP),
    ending_passes=2,
    passout_passes=3,
)
TWO_FORCED = AuctionRules(
    name="two players", players=2, sides=(0, 1), ending_passes=1, passout_passes=2, opening_bid_required=True
)
RULES = {
    "bridge": CONTRACT_BRIDGE,
    "three-with-null": THREE_WITH_NULL,
    "two-forced": TWO_FORCED,
    "dealer-bids": AuctionRules(name="dealer bids", bidders=(0,)),
    "no-doubles": AuctionRules(name="no doubles", doubles=False),
    "opening-jump": AuctionRules(name="opening jump", opening_jump=("4S", "4NT"), opening_jump_by="lho"),
    "south-first": AuctionRules(name="south first", first_seat=2),
}
_ALL = (*CALLS, *NULL_BIDS)  # every call, by index
NOT_CALLS: tuple[object, ...] = ("1H(open)", "8NT", "", 3, None, True, Seat.NORTH)


def _calls(rules: AuctionRules, seed: int, length: int, wrong: float) -> list[object]:
    """Mostly legal calls from a random auction, with some calls that are illegal or no call at all."""
    rng = random.Random(seed)
    auction = Auction(Seat.NORTH, rules=rules)
    calls: list[object] = []
    for _ in range(length):
        if rng.random() < wrong:
            calls.append(rng.choice([*CALLS, *NOT_CALLS, "2Null"]))
            continue
        legal = auction.legal_calls()
        if not legal:
            break
        call = rng.choice(legal[:8])
        calls.append(str(call) if rng.random() < 0.3 else call)
        auction = auction.add(call)
    return calls


def _one_by_one(dealer: Seat, calls: list[object], rules: AuctionRules) -> Auction | TrickcardsError:
    auction = Auction(dealer, rules=rules)
    try:
        for call in calls:
            auction = auction.add(call)  # type: ignore[arg-type]  # wrong values on purpose
    except TrickcardsError as error:
        return error
    return auction


def _outcome(dealer: Seat, calls: object, rules: AuctionRules) -> Auction | TrickcardsError:
    try:
        return Auction.from_calls(dealer, calls, rules)  # type: ignore[arg-type]  # wrong values on purpose
    except TrickcardsError as error:
        return error


@pytest.mark.parametrize("name", sorted(RULES))
@given(seed=st.integers(0, 2**32 - 1), length=st.integers(0, 30), wrong=st.sampled_from([0.0, 0.05, 0.3]))
def test_auction_from_calls_is_the_auction_call_by_call(name: str, seed: int, length: int, wrong: float) -> None:
    rules = RULES[name]
    dealer = Seat(seed % rules.players)
    calls = _calls(rules, seed, length, wrong)
    expected = _one_by_one(dealer, calls, rules)
    for given_calls in (calls, tuple(calls), iter(calls)):
        made = _outcome(dealer, given_calls, rules)
        if isinstance(made, TrickcardsError):
            assert isinstance(expected, TrickcardsError)
            assert (type(made), str(made), getattr(made, "reason", None)) == (
                type(expected),
                str(expected),
                getattr(expected, "reason", None),
            )
            continue
        assert isinstance(expected, Auction)
        assert made == expected
        assert made.calls == expected.calls
        assert all(type(c) is type(e) for c, e in zip(made.calls, expected.calls, strict=True))
        assert (made.is_complete, made.contract, made.declarer, made.next_player, made.legal_calls()) == (
            expected.is_complete,
            expected.contract,
            expected.declarer,
            expected.next_player,
            expected.legal_calls(),
        )
        assert (made.current_bid, made.current_bidder, made.doubling) == (
            expected.current_bid,
            expected.current_bidder,
            expected.doubling,
        )
        if not made.is_complete:
            assert made.add("Pass" if made.can_add("Pass") else made.legal_calls()[-1]) == expected.add(
                "Pass" if expected.can_add("Pass") else expected.legal_calls()[-1]
            )


def test_auction_from_calls_refuses_the_first_illegal_call_before_later_text() -> None:
    with pytest.raises(TrickcardsError, match="insufficient over '1H'") as refused:
        Auction.from_calls(Seat.NORTH, [Call.parse("1H"), "1D", "no call"])
    assert getattr(refused.value, "reason", None) == "insufficient"


SPELLINGS = (str, str.lower, str.upper, str.title, lambda text: f" {text} ")


@pytest.mark.parametrize("name", sorted(RULES))
@given(
    seed=st.integers(0, 2**32 - 1),
    length=st.integers(1, 30),
    wrong=st.sampled_from([0.0, 0.05]),
    spelling=st.sampled_from(SPELLINGS),
)
def test_auction_from_calls_of_texts_alone_is_the_auction_call_by_call(
    name: str, seed: int, length: int, wrong: float, spelling: object
) -> None:
    """All-text auctions take the one-lookup-a-call path; every spelling and error is the same."""
    rules = RULES[name]
    dealer = Seat(seed % rules.players)
    texts = [spelling(str(c)) for c in _calls(rules, seed, length, wrong)]  # type: ignore[operator]  # a spelling
    expected = _one_by_one(dealer, texts, rules)
    made = _outcome(dealer, texts, rules)
    if isinstance(expected, TrickcardsError):
        assert isinstance(made, TrickcardsError)
        assert (type(made), str(made)) == (type(expected), str(expected))
    else:
        assert made == expected
        assert all(type(c) is type(e) for c, e in zip(made.calls, expected.calls, strict=True))  # type: ignore[union-attr]  # an auction here


def test_auction_from_calls_takes_text_and_values_alike() -> None:
    made = Auction.from_calls("E", ["1NT", Call.parse("Pass"), "3nt", "p", "P", "pass"])
    assert str(made) == "E: 1NT Pass 3NT Pass Pass Pass"
    assert str(made.contract) == "3NTE"


NOT_IDS: tuple[object, ...] = (-1, 45, 2**70, True, 1.0, "7", None, Call.parse("1S"))


@pytest.mark.parametrize("name", sorted(RULES))
@given(seed=st.integers(0, 2**32 - 1), length=st.integers(0, 30), wrong=st.sampled_from([0.0, 0.05, 0.3]))
def test_auction_from_ids_is_from_calls_of_the_calls(name: str, seed: int, length: int, wrong: float) -> None:
    """Call indexes give the auction (or the error) their calls give; a number that is no call's index is refused."""
    rules = RULES[name]
    dealer = Seat(seed % rules.players)
    rng = random.Random(seed)
    ids: list[object] = []
    for call in _calls(rules, seed, length, 0.0):
        if rng.random() < wrong:  # another call (perhaps illegal, or a Null bid) or no index at all
            ids.append(rng.choice([rng.randrange(len(_ALL)), *NOT_IDS]))
        ids.append(Call.parse(call, null=True).index if isinstance(call, str) else call.index)  # type: ignore[attr-defined]  # a Call
    count = len(_ALL) if rules.has_null else len(CALLS)
    junk = [i for i in ids if not (type(i) is int and 0 <= i < count)]  # exactly int
    for given_ids in (ids, tuple(ids), iter(ids)):
        try:
            made: Auction | TrickcardsError = Auction.from_ids(dealer, given_ids, rules)  # type: ignore[arg-type]  # junk on purpose
        except TrickcardsError as error:
            made = error
        if junk:
            assert isinstance(made, InvalidCallError)
            assert str(made).startswith(f"{junk[0]!r} is not a call index of {rules.name}")
            continue
        expected = _outcome(dealer, [_ALL[i] for i in ids if isinstance(i, int)], rules)  # ints only, here
        if isinstance(expected, TrickcardsError):
            assert isinstance(made, TrickcardsError)
            assert (type(made), str(made), getattr(made, "reason", None)) == (
                type(expected),
                str(expected),
                getattr(expected, "reason", None),
            )
        else:
            assert made == expected
            assert made.calls == expected.calls  # type: ignore[union-attr]  # an auction here
            assert (made.contract, made.next_player, made.doubling) == (  # type: ignore[union-attr]
                expected.contract,
                expected.next_player,
                expected.doubling,
            )


@pytest.mark.parametrize("ids", ["1S", b"\x01", 7, None, [[1]], [b"x"]])
def test_auction_from_ids_refuses_what_is_no_sequence_of_indexes(ids: object) -> None:
    with pytest.raises(InvalidCallError, match="call index"):
        Auction.from_ids(Seat.NORTH, ids)  # type: ignore[arg-type]  # junk on purpose


def test_kernel_finds_interned_values_by_identity_alone() -> None:
    table = _kernel.IdentityIndex(_ALL)
    for index, value in enumerate(_ALL):
        slot = id(value) % table.modulus
        assert table.slots[slot] is value
        assert table.indexes[slot] == index
    for other in (*NOT_CALLS, "1S", object(), 1.5):
        assert table.slots[id(other) % table.modulus] is not other


@pytest.mark.parametrize("name", sorted(RULES))
@given(calls=st.lists(st.integers(-1, 44), max_size=20), seed=st.integers(0, 3), how=st.sampled_from(["ids", "values"]))
def test_kernel_auction_whole_is_auction_step_in_a_loop(name: str, calls: list[int], seed: int, how: str) -> None:
    tables = RULES[name]._setup(seed % RULES[name].players).kernel
    given = tuple(calls) if how == "ids" else tuple(_ALL[c] if c >= 0 else None for c in calls)
    whole = _kernel.auction_whole(tables, given, len(_ALL) if how == "ids" else 0)
    state = [-1, -1, 0, 0, 0, 0]
    for call in calls:
        before = list(state)
        if not _kernel.auction_step(tables, state, call):
            assert state == before  # a refused call changes nothing
            assert whole is None  # and the whole auction is refused
            return
    assert whole is not None
    bid = _ALL[state[0]] if state[0] >= 0 else None
    assert whole == (bid, *state[1:5], (), tables.owner, tuple(_ALL[c] for c in calls))
    assert whole[7] is given or how == "ids"  # values are handed back as given, not copied


_SPELLINGS = ("own", "copy", "lower", "junk", "not text")


def _spelled(call: int, how: str) -> object:
    own = str(_ALL[call])
    if how == "own":
        return own  # the call's own text: found by identity when the kernel has the spellings
    if how == "copy":
        return own.encode().decode()  # equal, not (always) the same object: found by the dict
    if how == "lower":
        return own.lower()  # another common spelling
    return "1 spade" if how == "junk" else 5


@pytest.mark.parametrize("name", sorted(RULES))
@pytest.mark.parametrize("by_identity", [False, True])
@examples(50)
@given(
    calls=st.lists(st.tuples(st.integers(0, 44), st.sampled_from(_SPELLINGS)), max_size=20),
    seed=st.integers(0, 3),
)
def test_kernel_auction_whole_reads_texts_as_their_calls(
    name: str, by_identity: bool, calls: list[tuple[int, str]], seed: int
) -> None:
    t = RULES[name]._setup(seed % RULES[name].players).kernel
    spellings = _kernel.IdentityIndex(tuple(str(c) for c in CALLS)) if by_identity else None
    tables = _kernel.AuctionTables(
        t.kinds, t.rank, t.shifts, t.opposed, t.may_bid, t.first, t.players, t.end, t.passout, t.must_open,
        t.calls, spellings, t.texts, t.owner,
    )  # fmt: skip
    texts = tuple(_spelled(call, how) for call, how in calls)
    whole = _kernel.auction_whole(tables, texts, 0)
    values = tuple(_ALL[call] for call, _ in calls)
    read = all(how in ("own", "copy", "lower") and call < len(CALLS) for call, how in calls)
    if not texts:
        assert whole == (None, -1, 0, 0, 0, (), t.owner, ())  # no call: read as values, the same start
    elif not read:
        assert whole is None  # a text the kernel does not know: the caller reads it call by call
    else:
        assert whole == _kernel.auction_whole(tables, values, 0)  # the auction of the same values


def test_a_calls_own_text_is_interned() -> None:
    for call in CALLS:
        assert str(call) is sys.intern(str(call))  # the same object as the literal in a caller's code


CONTRACTS = ["1CN", "4SXE", "3NTXXS", "7NTW", "2HN", "1NullN", "8CN", "not a contract"]


@given(
    rows=st.lists(
        st.tuples(
            st.sampled_from([*CONTRACTS, *(Contract.parse(c) for c in CONTRACTS[:5])]),
            st.sampled_from([0, 6, 7, 13, 14, -1, True, 7.0]),
            st.sampled_from([False, True, 0, 1, None]),
        ),
        max_size=8,
    )
)
def test_duplicate_scores_are_duplicate_score_of_each(rows: list[tuple[object, object, object]]) -> None:
    expected: tuple[int, ...] | TrickcardsError
    try:
        expected = tuple(duplicate_score(*row) for row in rows)  # type: ignore[arg-type]  # wrong values on purpose
    except TrickcardsError as error:
        expected = error
    got = _scores(rows)
    assert type(got) is type(expected)
    assert str(got) == str(expected)


def _scores(rows: object) -> tuple[int, ...] | TrickcardsError:
    try:
        return duplicate_scores(rows)  # type: ignore[arg-type]  # wrong values on purpose
    except TrickcardsError as error:
        return error


@pytest.mark.parametrize("rows", ["1CN 7", [("1CN", 7)], [["1CN", 7, False]], 5])
def test_duplicate_scores_refuse_what_is_no_list_of_results(rows: object) -> None:
    assert isinstance(_scores(rows), ScoringError)


@pytest.mark.parametrize("name", sorted(game.name for game in games()))
@examples(30)  # whole deals of every game, twice each
@given(seed=st.integers(0, 2**32 - 1), taken=st.integers(0, 60))
def test_protocol_random_playout_takes_the_actions_random_actions_takes(name: str, seed: int, taken: int) -> None:
    start = random_actions(find_game(name).new(seed=seed), random.Random(seed), limit=taken)
    fast = random_playout(start, random.Random(seed + 1))
    stepwise = random_actions(start, random.Random(seed + 1))
    assert fast.is_over
    assert fast == stepwise
    assert fast.history == stepwise.history
    assert fast.points == stepwise.points
    assert fast.legal_actions() == ()


#: Sheet options a match of these games needs (Brandeln is played to a target the players agree).
MATCH_OPTIONS: dict[str, dict[str, object]] = {"brandeln": {"target": 3}, "blackout": {"players": 3, "deals": 4}}


@pytest.mark.parametrize("name", sorted(game.name for game in games()))
@examples(5)  # three whole deals of a match of every game, twice each
@given(seed=st.integers(0, 2**32 - 1), taken=st.integers(0, 60))
def test_protocol_random_playout_of_a_match_takes_the_actions_random_actions_takes(
    name: str, seed: int, taken: int
) -> None:
    match = find_game(name).match(seed=seed, **MATCH_OPTIONS.get(name, {}))
    start = random_actions(match, random.Random(seed), limit=taken)
    fast = random_playout(start, random.Random(seed + 1), max_deals=3)
    stepwise = random_actions(start, random.Random(seed + 1), max_deals=3)
    assert fast == stepwise
    assert fast.history == stepwise.history
    assert fast.results == stepwise.results
    assert fast.sheet == stepwise.sheet
    assert fast.is_over or fast.deals_played == start.deals_played + 3
    assert fast.points == (fast.sheet.settlement if fast.is_over else None)


def test_random_play_of_a_match_stops_after_max_deals_or_match_deals() -> None:
    match = find_game("rubber").match(seed=1)
    assert random_playout(match, 2, max_deals=1).deals_played == 1
    played = random_playout(match, 2)
    assert played.is_over or played.deals_played == MATCH_DEALS
    with pytest.raises(TrickcardsError, match="number of deals"):
        random_playout(match, 2, max_deals=0)
    with pytest.raises(TrickcardsError, match="not a game state"):
        random_actions("a match", random.Random(2))  # type: ignore[type-var]  # refused at run time


@pytest.mark.parametrize("name", ["rubber", "towie", "blackout"])
def test_a_match_is_drawn_as_its_current_deal(name: str) -> None:
    from attrs import evolve  # noqa: PLC0415

    from trickcards.pictures import state_html, state_svg, state_view  # noqa: PLC0415  # pictures load on demand

    match = random_actions(find_game(name).match(seed=4, **MATCH_OPTIONS.get(name, {})), random.Random(4), limit=9)
    alone, in_match = state_view(match.deal), state_view(match)
    numbered = f"Deal {match.deals_played + 1} · {alone.notes[0]}"  # a match knows the deal's number
    assert in_match == evolve(alone, notes=(numbered, *alone.notes[1:]))
    assert state_svg(match).replace(f">Deal {match.deals_played + 1} · ", ">") == state_svg(match.deal)
    assert state_html(match) == state_html(match.deal)
