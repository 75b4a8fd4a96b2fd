"""Both builds side by side: ``python -m benchmarks --compiled WHEEL_OR_DIR`` (or ``--build-compiled``).

The pure build is this checkout's ``src``; the compiled build is a wheel built with the
mypyc hook (``HATCH_BUILD_HOOKS_ENABLE=1 python -m build``) or a directory it was
unpacked in. Each build runs in its own interpreter (:mod:`benchmarks.worker`), the
peers in this one; every round measures pure, compiled and peer in turn, so all three
see the same load of a shared machine, and each ratio is the median of the per-round
ratios.
"""

from __future__ import annotations

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
    """Rates of one row in each round: pure, compiled and the peer's."""

    name: str
    pure: list[float]
    compiled: list[float]
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


def run(compiled: Path, rounds: int, scale: float) -> list[BuildsResult]:
    """Every row, pure and compiled and peer, ``rounds`` times each after a warm-up."""
    with tempfile.TemporaryDirectory() as scratch:
        pure = Worker(ROOT / "src", scale)
        fast = Worker(importable(compiled, Path(scratch)), scale)
        try:
            if not pure.kernel.endswith(".py") or not fast.kernel.endswith(tuple(EXTENSION_SUFFIXES)):
                raise SystemExit(f"wrong builds: pure kernel {pure.kernel}, compiled kernel {fast.kernel}")
            print(f"pure build: {pure.kernel}\ncompiled build: {fast.kernel}", file=sys.stderr)
            results = []
            for name, _, peer_factory in rows(scale):
                peer = peer_factory() if peer_factory is not None else None
                if peer is not None:
                    peer()
                pure_rates, fast_rates, peer_rates = [], [], []
                for _ in range(rounds):
                    pure_rates.append(pure.rate(name))
                    fast_rates.append(fast.rate(name))
                    if peer is not None:
                        peer_rates.append(rate(peer))
                results.append(BuildsResult(name, pure_rates, fast_rates, peer_rates or None))
                print(f"  {name}: done", file=sys.stderr)
            return results
        finally:
            pure.close()
            fast.close()


def _ratio(ours: list[float], other: list[float] | None) -> str:
    if not other:
        return "-"
    return f"{statistics.median(o / p for o, p in zip(ours, other, strict=True)):.2f}x"


def report(results: list[BuildsResult]) -> str:
    """The results as a Markdown table: both builds' rates, the peer's, and the paired ratios."""
    lines = [
        "| workload | pure (/s) | compiled (/s) | peer (/s) | pure / peer | compiled / peer | compiled / pure |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        peer = "-" if r.peer is None else f"{statistics.median(r.peer):,.0f}"
        lines.append(
            f"| {r.name} | {statistics.median(r.pure):,.0f} | {statistics.median(r.compiled):,.0f} | {peer} "
            f"| {_ratio(r.pure, r.peer)} | {_ratio(r.compiled, r.peer)} | {_ratio(r.compiled, r.pure)} |"
        )
    return "\n".join(lines)
