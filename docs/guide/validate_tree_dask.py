"""Check every PBN and LIN file under a directory tree on a Dask cluster.

Each file is checked by ``trickcards.cli.records.validate_file`` on a worker; the
reports come back to the client, which prints one line per bad board as
``trickcards validate`` does. Without a ``scheduler`` address the work runs on Dask's
local scheduler, in this process's threads.
"""

from pathlib import Path

import dask
import dask.bag

from trickcards.cli.records import FileReport, validate_file


def validate_tree(root: str, scheduler: str | None = None, files_per_task: int = 20) -> list[FileReport]:
    """The report of every ``.pbn`` and ``.lin`` file under ``root``, checked in parallel by Dask."""
    paths = sorted(str(p) for p in Path(root).rglob("*") if p.suffix.lower() in {".pbn", ".lin"} and p.is_file())
    if not paths:
        return []
    bag = dask.bag.from_sequence(paths, partition_size=files_per_task).map(validate_file)
    if scheduler is None:
        return list(bag.compute(scheduler="threads"))
    from dask.distributed import Client  # noqa: PLC0415  (only for a cluster)

    with Client(scheduler):  # e.g. "tcp://scheduler:8786"; compute() then runs on the cluster
        return list(bag.compute())


def print_reports(reports: list[FileReport]) -> int:
    """Print one line per bad board and a summary; 0 when every board is sound, 1 otherwise."""
    for report in reports:
        if report.unreadable is not None:
            print(f"{report.file}: cannot be read: {report.unreadable}")
        for board in report.bad:
            print(f"{report.file}:{board.line}: board {board.board}: " + "; ".join(board.problems))
    bad = sum(len(r.bad) for r in reports) + sum(r.unreadable is not None for r in reports)
    print(f"{len(reports)} files, {sum(r.boards for r in reports)} boards, {bad} bad")
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    import sys

    sys.exit(print_reports(validate_tree(sys.argv[1], *sys.argv[2:3])))
