"""Helm, the 32-card two-player slam game (``bridge-variants.md`` section 4).

Two players, the 32-card pack dealt in stages of 10, 2, 2 and 2 cards with three
auction rounds between them, bids ranked by point value (level times 6, 8 or 10), a
three-card reserve each, ten tricks, and the ``helm`` table of scores with its small
and grand helms. :class:`HelmRules` holds the section's ambiguities as options.

>>> from trickcards.helm import HelmAuction, HelmSheet, score
>>> HelmAuction(dealer=0).add("1C").can_add("2C")                              # HE-3
False
>>> score("2HXA", 7).components()                                               # HE-14
(('trick points', 32), ('insult', 25))
>>> HelmSheet().record("2NTA", 7).games                                         # HE-8
(0,)
"""

from trickcards.helm.auction import LIMIT as LIMIT
from trickcards.helm.auction import HelmAuction as HelmAuction
from trickcards.helm.auction import parse_call as parse_call
from trickcards.helm.deal import PACK as PACK
from trickcards.helm.deal import HelmDeal as HelmDeal
from trickcards.helm.rules import HELM as HELM
from trickcards.helm.rules import HELM_BIDS as HELM_BIDS
from trickcards.helm.rules import PER_TRICK as PER_TRICK
from trickcards.helm.rules import HelmRules as HelmRules
from trickcards.helm.rules import denomination as denomination
from trickcards.helm.rules import is_helm_bid as is_helm_bid
from trickcards.helm.rules import point_value as point_value
from trickcards.helm.rules import tricks_allowed as tricks_allowed
from trickcards.helm.rules import tricks_needed as tricks_needed
from trickcards.helm.scoring import HelmScore as HelmScore
from trickcards.helm.scoring import honours as honours
from trickcards.helm.scoring import possible_honours as possible_honours
from trickcards.helm.scoring import score as score
from trickcards.helm.scoring import to_contract as to_contract
from trickcards.helm.sheet import HelmRecord as HelmRecord
from trickcards.helm.sheet import HelmSheet as HelmSheet
from trickcards.helm.sheet import HelmSheetEntry as HelmSheetEntry

__all__ = [
    "HELM",
    "HELM_BIDS",
    "LIMIT",
    "PACK",
    "PER_TRICK",
    "HelmAuction",
    "HelmDeal",
    "HelmRecord",
    "HelmRules",
    "HelmScore",
    "HelmSheet",
    "HelmSheetEntry",
    "denomination",
    "honours",
    "is_helm_bid",
    "parse_call",
    "point_value",
    "possible_honours",
    "score",
    "to_contract",
    "tricks_allowed",
    "tricks_needed",
]
