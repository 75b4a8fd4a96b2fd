"""Records of played boards: PBN and LIN files read, replayed, checked and written.

The readers (:func:`read_pbn`, :func:`iter_pbn`, :func:`read_lin`, :func:`iter_lin`)
take text, bytes or an open file, and stream it a game at a time; every fault is a
:class:`RecordProblem` with the file, line, column, tag, the offending text, a stable
rule id, the section of the standard or of the rules pages, and a severity. The
writers (:func:`write_pbn`, :func:`write_lin`) write what the readers read back equal.
``trickcards.pbn`` and ``trickcards.lin`` keep their published names; the ``pbn``, ``lin``
and ``validate`` commands are in :mod:`trickcards.cli.records`.

=========================================  ===============================================
:mod:`~trickcards.records.pbn`             PBN games: :class:`Game`, reading and writing
:mod:`~trickcards.records.lin`             LIN boards, read into the same games
:mod:`~trickcards.records.syntax`          PBN text as written: tags, sections, comments
:mod:`~trickcards.records.source`          text, bytes and files as lines; character sets
:mod:`~trickcards.records.problems`        :class:`RecordProblem` and a deal's faults
:mod:`~trickcards.records.results`         IMPs and matchpoints between tables
:mod:`~trickcards.records.json_io`         games and deals as JSON
=========================================  ===============================================
"""

from trickcards.records.lin import iter_lin, read_lin, write_lin
from trickcards.records.pbn import Game, Tag, iter_pbn, read_pbn, write_pbn
from trickcards.records.problems import RecordProblem

__all__ = ["Game", "RecordProblem", "Tag", "iter_lin", "iter_pbn", "read_lin", "read_pbn", "write_lin", "write_pbn"]
