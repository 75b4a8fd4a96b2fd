"""What a Helm player sees: his cards as each packet arrives, his reserve, every call and card.

The :class:`~trickcards.observation.Viewer` of Helm (``bridge-variants.md`` section 4).
Each player sees the cards dealt to him, packet by packet; calls, the trump announced
and the cards played are public; a card set aside into the other's reserve is "a hidden
action by B" (HE-2). The sampler is not built for Helm yet:
:meth:`~trickcards.observation.Observation.sample` raises
:class:`~trickcards.observation.ObservationError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from trickcards.cards import Card
from trickcards.observation import Model, ObservationError, Viewer

__all__ = ["VIEWER", "HelmViewer"]

_LEVELS: Final = tuple(f"{level}{s}" for level in range(1, 6) for s in ("C", "D", "H", "S", "NT", "Null"))


def _mask(cards: object) -> int:
    mask = 0
    for card in cards:  # type: ignore[attr-defined]  # hands and tuples of cards
        mask |= card.mask
    return mask


class HelmViewer(Viewer):
    """Helm: players A and B; the zones hand, reserve, trick."""

    players = 2
    seats = 2
    zones = ("hand", "reserve", "trick")
    words = ("Pass", "X", "XX", *_LEVELS, "trump C", "trump D", "trump H", "trump S", "trump NT", "trump Null")

    def name(self, player: Any) -> str:
        return "AB"[player]

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        return type(action).__name__ == "SetAside"

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        other = 1 - who
        hands, reserves = state.hands, state.reserves
        hidden = f"{self.name(other)} {len(hands[other])}, reserve {len(reserves[other])}"
        return [("hand", hands[who]), ("reserve", reserves[who]), ("hidden", hidden)]

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        trick = 0 if state._play is None else _mask(state._play.current_trick.cards)
        return (state.hands[who].mask, state.reserves[who].mask, trick)

    def slot(self, state: Any, action: Card) -> int:
        return int(state.to_move)

    def model(self, states: Sequence[Any], who: Any) -> Model:
        raise ObservationError("sampling a Helm deal is not built yet: its observation has text and vector only")


VIEWER: Final = HelmViewer()
"""The viewer of Helm."""
