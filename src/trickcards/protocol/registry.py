"""The registry of games: names, aliases, players, packs and where each is implemented.

>>> find_variant("oh hell").name
'blackout'
>>> find_variant("Rubber").deck
'standard'
"""

from __future__ import annotations

from typing import Final

from attrs import frozen

from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["VARIANTS", "UnknownVariantError", "Variant", "find_variant"]


class UnknownVariantError(TrickcardsError):
    """A game name that is not in :data:`VARIANTS` under any alias."""


@frozen(field_transformer=typed_fields)
class Variant:
    """One game of the registry."""

    __repr__ = brief_repr

    name: str
    """Canonical name, lower case with hyphens."""
    title: str
    """Display name."""
    family: str
    """The rules file family it belongs to."""
    players: tuple[int, ...]
    """The numbers of players it is played by."""
    deck: str
    """The named pack it uses (see :data:`trickcards.PACKS`)."""
    aliases: tuple[str, ...] = ()
    """Other names accepted by :func:`find_variant`."""
    module: str | None = None
    """The module that implements it, or ``None`` while it is specified but not built."""
    game: str | None = None
    """Where its :class:`~trickcards.protocol.game.Game` value is, as ``"module:NAME"`` (see :func:`trickcards.find_game`)."""


VARIANTS: Final[tuple[Variant, ...]] = (
    Variant(
        "rubber",
        "Rubber bridge",
        "contract bridge",
        (4,),
        "standard",
        ("rubber-bridge", "contract-bridge", "bridge"),
        "trickcards.bridge",
        "trickcards.bridge.game:RUBBER",
    ),
    Variant(
        "duplicate",
        "Duplicate bridge",
        "contract bridge",
        (4,),
        "standard",
        ("duplicate-bridge",),
        "trickcards.bridge",
        "trickcards.bridge.game:DUPLICATE",
    ),
    Variant(
        "chicago",
        "Chicago (four-deal bridge)",
        "contract bridge",
        (4,),
        "standard",
        ("four-deal-bridge",),
        "trickcards.bridge",
        "trickcards.bridge.game:CHICAGO",
    ),
    Variant(
        "bridge-bidding",
        "Bridge bidding (scored double-dummy)",
        "contract bridge",
        (4,),
        "standard",
        (),
        "trickcards.bridge",
        "trickcards.bridge.bidding_game:BRIDGE_BIDDING",
    ),
    Variant(
        "bridgette",
        "Bridgette",
        "Bridgette",
        (2,),
        "bridgette",
        (),
        "trickcards.bridgette",
        "trickcards.bridgette.game:BRIDGETTE_GAME",
    ),
    Variant(
        "brandeln",
        "Brandeln",
        "Brandeln",
        (4,),
        "brandeln",
        ("brandle",),
        "trickcards.brandeln",
        "trickcards.brandeln.game:BRANDELN_GAME",
    ),
    Variant(
        "partnership-blackout",
        "Partnership Blackout",
        "Partnership Blackout",
        (4,),
        "standard",
        (),
        "trickcards.partnership_blackout",
        "trickcards.partnership_blackout.game:PARTNERSHIP_BLACKOUT_GAME",
    ),
    Variant(
        "blackout",
        "Blackout (Oh Hell)",
        "bridge variants",
        (3, 4, 5, 6, 7),
        "standard",
        ("oh-hell",),
        "trickcards.blackout",
        "trickcards.blackout.game:BLACKOUT_GAME",
    ),
    Variant(
        "three-handed",
        "Three-handed bridge with Null bids",
        "bridge variants",
        (3,),
        "standard",
        ("booby",),
        "trickcards.three_handed",
        "trickcards.three_handed.game:THREE_HANDED",
    ),
    Variant(
        "two-handed",
        "Two-handed bridge with dummies",
        "bridge variants",
        (2,),
        "standard",
        (),
        "trickcards.two_handed",
        "trickcards.two_handed.game:TWO_HANDED",
    ),
    Variant(
        "two-player-null",
        "Two-player Null",
        "bridge variants",
        (2,),
        "standard",
        ("nullo",),
        "trickcards.two_player_null",
        "trickcards.two_player_null.game:TWO_PLAYER_NULL",
    ),
    Variant(
        "helm",
        "Helm",
        "bridge variants",
        (2,),
        "piquet",
        (),
        "trickcards.helm",
        "trickcards.helm.game:HELM_GAME",
    ),
    Variant(
        "chinese-bridge",
        "Chinese bridge",
        "bridge variants",
        (2,),
        "standard",
        (),
        "trickcards.chinese_bridge",
        "trickcards.chinese_bridge.game:CHINESE_BRIDGE",
    ),
    Variant(
        "towie",
        "Towie",
        "bridge variants",
        (3, 4, 5, 6, 7),
        "standard",
        ("towy",),
        "trickcards.towie",
        "trickcards.towie.game:TOWIE_GAME",
    ),
    Variant(
        "cut-throat",
        "Cut-throat contract (partner-choosing)",
        "bridge variants",
        (4,),
        "standard",
        (),
        "trickcards.cutthroat",
        "trickcards.cutthroat.game:CUTTHROAT",
    ),
    Variant(
        "trio",
        "Trio",
        "bridge variants",
        (3,),
        "standard",
        (),
        "trickcards.trio",
        "trickcards.trio.game:TRIO",
    ),
)
"""Every game the rules files describe; ``module`` names those implemented so far."""


def _key(name: str) -> str:
    return "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())


_BY_NAME: Final = {_key(alias): v for v in VARIANTS for alias in (v.name, v.title, *v.aliases)}


def find_variant(name: str) -> Variant:
    """The game called ``name``, matched on its name, title or an alias, in any case."""
    variant = _BY_NAME.get(_key(name)) if isinstance(name, str) else None
    if variant is None:
        raise UnknownVariantError(
            f"{quote(name)} is not a known game: try one of {', '.join(v.name for v in VARIANTS)}"
        )
    return variant
