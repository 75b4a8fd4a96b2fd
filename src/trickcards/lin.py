"""LIN records under their published name: :mod:`trickcards.records.lin` re-exported.

``trickcards.lin.read_lin`` and ``trickcards.lin.write_lin`` stay where programs found
them; the readers and writers live in :mod:`trickcards.records`.
"""

from trickcards.records.lin import iter_lin, read_lin, write_lin

__all__ = ["iter_lin", "read_lin", "write_lin"]
