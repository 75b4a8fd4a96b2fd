"""Benchmarks of trickcards against peer libraries; run with ``python -m benchmarks``."""
