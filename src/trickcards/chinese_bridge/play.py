"""The play of a Chinese-bridge deal on the shared engine of tricks with several cards a player.

Thirteen tricks of four cards, played leader, follower, leader, follower (CH-a); the
dealer's opponent leads to the first trick (CH-6) and each trick's winner to the next.
A player plays from his hand or any face-up pile top and follows suit over those
cards (CH-7, CH-d); there is no duty to trump; the highest trump wins, else the
highest card of the suit led (CH-9). Playing a top turns up the card beneath
(:class:`~trickcards.chinese_bridge.holdings.ChineseHoldings`). The dealer is always
declarer. Players are 0 (A) and 1 (B).

>>> from trickcards.chinese_bridge.deal import ChineseDeal
>>> from trickcards.bridge import Contract
>>> p = ChinesePlay.start(ChineseDeal.random(4, dealer=0), Contract.parse("2SN"))
>>> p.declarer, p.next_player                                 # CH-6: the dealer's opponent leads
(0, 1)
>>> while not p.is_complete:
...     p = p.play(min(p.legal_cards()))
>>> p.declarer_tricks + p.defender_tricks, [len(t.cards) for t in p.tricks] == [4] * 13
(13, True)
"""

from __future__ import annotations

import random
from typing import Final

from trickcards.bridge.contract import Contract
from trickcards.bridge.play import trick_rules
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.chinese_bridge.holdings import ChineseHoldings, _dealt_holdings
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.engine._sequenced_playout import _played_out
from trickcards.engine.game_play import _play_html, _play_svg
from trickcards.engine.sequenced_play import SequencedPlay, SequencedTrick, _state

__all__ = ["LEADER_FIRST_ORDER", "ORDER", "ChinesePlay"]

ORDER: Final = ((0, 1, 0, 1),) * 13
"""Each trick's order of play: leader, follower, leader, follower (CH-a), 13 tricks."""
LEADER_FIRST_ORDER: Final = ((0, 0, 1, 1),) * 13
"""The alternative reading of CH-a: the leader plays two cards, then the follower two."""
_NAMES: Final = ("A", "B")
_CITATION: Final = "bridge variants §5"


class ChinesePlay(Frozen):
    """The immutable play of one Chinese-bridge deal under a contract (see the module).

    :meth:`play` returns a new state or raises :class:`~trickcards.core.errors.IllegalPlayError`
    with the reason ``revoke``, ``not-held``, ``not-available`` (a face-down card, or one
    turned up in this trick), ``out-of-turn`` or ``play-over``.
    """

    __slots__ = ("_play", "contract", "deal")

    deal: ChineseDeal
    """The deal being played."""
    contract: Contract
    """The contract; its declarer is the dealer (Seat 0 for A, 1 for B)."""
    _play: SequencedPlay

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TrickcardsError("ChinesePlay states are made by ChinesePlay.start(deal, contract)")

    @classmethod
    def start(
        cls,
        deal: ChineseDeal,
        contract: Contract | str,
        uncover_immediately: bool = False,
        order: tuple[tuple[int, ...], ...] = ORDER,
        follow_hand_only: bool = False,
    ) -> ChinesePlay:
        """The state before the opening lead by declarer's opponent: the dealer's (CH-6).

        The contract's declarer is Seat 0 (North) for A, 1 (East) for B; in Chinese
        bridge it is the dealer. ``order`` is :data:`ORDER` (CH-a) or
        :data:`LEADER_FIRST_ORDER`; ``uncover_immediately`` reads CH-c and
        ``follow_hand_only`` CH-d the other way.
        """
        inputs.instance(deal, ChineseDeal, "a ChineseDeal")
        contract = Contract.parse(contract) if isinstance(contract, str) else contract
        inputs.instance(contract, Contract, "a Contract")
        if contract.declarer is None or int(contract.declarer) > 1:
            raise TrickcardsError(
                f"{quote(str(contract))}: the declarer is A (North, 0) or B (East, 1), the dealer (bridge variants §5)"
            )
        holdings = deal.holdings(
            inputs.flag(uncover_immediately, "uncover_immediately"), inputs.flag(follow_hand_only, "follow_hand_only")
        )
        play = SequencedPlay.start(
            trick_rules(contract.strain),
            holdings,
            1 - int(contract.declarer),
            order,
            names=_NAMES,
            citation=_CITATION,
        )
        return _build(deal, contract, play)

    # --- actions ------------------------------------------------------------------------

    def legal_cards(self) -> Hand:
        """The cards the player to play may play now (empty once play is over)."""
        return self._play.legal_cards()

    def can_play(self, card: Card | str, player: int | None = None) -> bool:
        """True when ``card`` (by ``player``, if given) may be played now."""
        return self._play.can_play(card, player)

    def verify_play(self, card: Card | str, player: int | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` unless ``card`` (by ``player``) may be played now."""
        self._play.verify_play(card, player)

    def play(self, card: Card | str, player: int | None = None) -> ChinesePlay:
        """A new state with ``card`` played by the player to play (``player``, if given, must be him)."""
        return _build(self.deal, self.contract, self._play.play(card, player))

    def _played_out(self, rng: random.Random) -> ChinesePlay | None:
        """The play played to the end by the kernel (``trickcards.engine.sequenced_play._played_out``), or ``None``."""
        done = _played_out(self._play, rng)
        return None if done is None else _build(self.deal, self.contract, done)

    # --- the state ----------------------------------------------------------------------

    @property
    def sequenced(self) -> SequencedPlay:
        """The underlying :class:`~trickcards.engine.sequenced_play.SequencedPlay` state."""
        return self._play

    @property
    def holdings(self) -> ChineseHoldings:
        """Both players' hands and piles now."""
        holdings = self._play.holdings
        assert isinstance(holdings, ChineseHoldings)
        return holdings

    @property
    def declarer(self) -> int:
        """The declarer (the dealer in Chinese bridge): 0 for A, 1 for B."""
        return int(self.contract.declarer)  # type: ignore[arg-type]  # checked in start

    @property
    def next_player(self) -> int | None:
        """Who plays the next card, or ``None`` once play is over."""
        return self._play.next_player

    @property
    def trick_number(self) -> int | None:
        """The number of the trick in progress, from 1 (``None`` once play is over)."""
        return self._play.trick_number

    @property
    def current_trick(self) -> SequencedTrick:
        """The trick in progress (the last one once play is over)."""
        return self._play.current_trick

    @property
    def tricks(self) -> tuple[SequencedTrick, ...]:
        """The completed tricks, in order."""
        return self._play.history

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by A and B."""
        return self._play.tricks_won

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer."""
        return self._play.tricks_won[self.declarer]

    @property
    def defender_tricks(self) -> int:
        """Tricks won so far by the dealer's opponent."""
        return self._play.tricks_won[1 - self.declarer]

    @property
    def is_complete(self) -> bool:
        """True once all 13 tricks have been played."""
        return self._play.is_complete

    # --- values -------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ChinesePlay):
            return NotImplemented
        return (self.deal, self.contract, self._play) == (other.deal, other.contract, other._play)

    def __hash__(self) -> int:
        return hash((ChinesePlay, self.contract, self._play))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_build, (self.deal, self.contract, self._play))

    _repr_svg_ = _play_svg
    _repr_html_ = _play_html

    def __repr__(self) -> str:
        from trickcards.bridge.two_player_sheet import contract_text  # noqa: PLC0415  (the sheets load only when shown)

        return (
            f"<ChinesePlay {contract_text(self.contract)} trick {min(len(self.tricks) + 1, 13)}/13, next {self.next_player}, "
            f"declarer {self.declarer_tricks} defender {self.defender_tricks}>"
        )


def _dealt_play(
    deal: ChineseDeal,
    contract: Contract,
    uncover_immediately: bool,
    order: tuple[tuple[int, ...], ...],
    follow_hand_only: bool,
) -> ChinesePlay:
    """:meth:`ChinesePlay.start` of parts already checked (a state's deal, contract, options and the game's order), unchecked.

    A dealt pack always serves the tricks of either order of the game: nothing to check again.
    """
    holdings = _dealt_holdings(deal.hands, deal.face_down, deal.face_up, uncover_immediately, follow_hand_only)
    assert contract.declarer is not None  # a state's contract: declared by A or B
    leader = 1 - int(contract.declarer)
    play = _state(trick_rules(contract.strain), order, holdings, leader, (), (), (0, 0), _NAMES, _CITATION)
    return _build(deal, contract, play)


def _build(deal: ChineseDeal, contract: Contract, play: SequencedPlay) -> ChinesePlay:
    """A play state from checked parts."""
    state = object.__new__(ChinesePlay)
    object.__setattr__(state, "deal", deal)
    object.__setattr__(state, "contract", contract)
    object.__setattr__(state, "_play", play)
    return state
