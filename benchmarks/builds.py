"""Both builds side by side: ``python -m benchmarks --compiled WHEEL_OR_DIR`` (or ``--build-compiled``).

The pure build is this checkout's ``src``; the compiled build is a wheel built with the
mypyc hook (``HATCH_BUILD_HOOKS_ENABLE=1 python -m build``) or a directory it was
unpacked in. Each build runs in its own interpreter (:mod:`benchmarks.worker`), the
peers in this one; every round measures pure, compiled and peer in turn, so all three
see the same load of a shared machine, and each ratio is the median of the per-round
ratios.
"""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import sys
import tempfile
import zipfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from attrs import frozen

from benchmarks.timing import rate
from benchmarks.workloads import rows

ROOT = Path(__file__).resolve().parent.parent


class Worker:
    """One build's interpreter, serving rates (see :mod:`benchmarks.worker`)."""

    def __init__(self, path: Path, scale: float) -> None:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(path), str(ROOT)]))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.worker", str(scale)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert self.process.stdout is not None
        self.kernel = self.process.stdout.readline().strip()

    def rate(self, name: str) -> float:
        """One round of row ``name`` in this build."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(name + "\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self) -> None:
        """End the interpreter."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


@frozen
class BuildsResult:
    """Rates of one row in each round: each build's (in the order given) and the peer's."""

    name: str
    builds: dict[str, list[float]]
    peer: list[float] | None


def build_compiled(out: Path) -> Path:
    """Build the compiled wheel from this checkout (through its sdist, so ``src`` stays clean)."""
    env = dict(os.environ, HATCH_BUILD_HOOKS_ENABLE="1")
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True, env=env)
    wheels = [w for w in out.glob("*.whl") if not w.name.endswith("-py3-none-any.whl")]
    if not wheels:
        raise SystemExit(f"no compiled wheel was built in {out}")
    return max(wheels, key=lambda w: w.stat().st_mtime)


def importable(compiled: Path, scratch: Path) -> Path:
    """A directory from which the compiled build imports: ``compiled`` itself, or the wheel unpacked."""
    if compiled.is_dir():
        return compiled
    with zipfile.ZipFile(compiled) as wheel:
        wheel.extractall(scratch)
    return scratch


def run(compiled: Path, rounds: int, scale: float, before: Path | None = None, only: str = "") -> list[BuildsResult]:
    """Every row (whose name holds ``only``) in each build and the peer, ``rounds`` times each after a warm-up.

    The builds are the pure one (this checkout's ``src``), the compiled one and, when
    ``before`` (the ``src`` directory of an older checkout, or an older compiled wheel
    unpacked) is given, that version too, named "pure before" or "compiled before" by
    the kernel it imports.
    """
    with tempfile.TemporaryDirectory() as scratch:
        paths = {"pure": ROOT / "src", "compiled": importable(compiled, Path(scratch))}
        if before is not None:
            paths = {"pure before": before, **paths}
        workers = {label: Worker(path, scale) for label, path in paths.items()}
        if before is not None and workers["pure before"].kernel.endswith(tuple(EXTENSION_SUFFIXES)):
            # An unpacked compiled wheel (or a tree a build left its extension in) is named for what it runs.
            workers = {("compiled before" if label == "pure before" else label): w for label, w in workers.items()}
        try:
            for label, worker in workers.items():
                print(f"{label} build: {worker.kernel}", file=sys.stderr)
            if not workers["pure"].kernel.endswith(".py") or not workers["compiled"].kernel.endswith(
                tuple(EXTENSION_SUFFIXES)
            ):
                raise SystemExit("wrong builds: the pure kernel must be Python source, the compiled one an extension")
            results = []
            for name, _, peer_factory in rows(scale):
                if only not in name:
                    continue
                peer = peer_factory() if peer_factory is not None else None
                if peer is not None:
                    peer()
                rates: dict[str, list[float]] = {label: [] for label in workers}
                peer_rates = []
                for _ in range(rounds):
                    for label, worker in workers.items():
                        rates[label].append(worker.rate(name))
                    if peer is not None:
                        peer_rates.append(rate(peer))
                results.append(BuildsResult(name, rates, peer_rates or None))
                print(f"  {name}: done", file=sys.stderr)
            return results
        finally:
            for worker in workers.values():
                worker.close()


def _ratio(ours: list[float], other: list[float] | None) -> str:
    if not other or any(math.isnan(r) for r in [*ours, *other]):
        return "-"
    return f"{statistics.median(o / p for o, p in zip(ours, other, strict=True)):.2f}x"


def _rate(rates: list[float]) -> str:
    return "-" if any(math.isnan(r) for r in rates) else f"{statistics.median(rates):,.0f}"


def report(results: list[BuildsResult]) -> str:
    """The results as a Markdown table: each build's rate, the peer's, and the paired ratios."""
    labels = list(results[0].builds) if results else []
    # The older version, against the build of its kind: pure against pure, compiled against compiled.
    before = next((label for label in labels if label.endswith(" before")), None)
    now = before.removesuffix(" before") if before else ""
    head = [*(f"{label} (/s)" for label in labels), "peer (/s)", *(f"{label} / peer" for label in labels)]
    head += ["compiled / pure", *([f"{now} / {before}"] if before else [])]
    lines = ["| workload | " + " | ".join(head) + " |", "| --- |" + " ---: |" * len(head)]
    for r in results:
        peer = "-" if r.peer is None else f"{statistics.median(r.peer):,.0f}"
        cells = [*(_rate(r.builds[label]) for label in labels), peer]
        cells += [_ratio(r.builds[label], r.peer) for label in labels]
        cells.append(_ratio(r.builds["compiled"], r.builds["pure"]))
        if before:
            cells.append(_ratio(r.builds[now], r.builds[before]))
        lines.append(f"| {r.name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
