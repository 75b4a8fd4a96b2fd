"""PBN records under their published name: :mod:`trickcards.records.pbn` re-exported.

``trickcards.pbn.read_pbn(text, strict=False)`` and ``trickcards.pbn.write_pbn(games)``
stay where programs found them; the readers and writers live in
:mod:`trickcards.records`.
"""

from trickcards.records.pbn import INHERITED_TAGS, Game, Tag, iter_pbn, pbn_tags, read_pbn, taken_tags, write_pbn

__all__ = ["INHERITED_TAGS", "Game", "Tag", "iter_pbn", "pbn_tags", "read_pbn", "taken_tags", "write_pbn"]
