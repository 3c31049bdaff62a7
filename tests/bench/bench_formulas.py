"""Formula speed: cached evaluation, parsing a new formula, refusing hostile input.

Run: .venv/bin/python -m pytest tests/bench/bench_formulas.py --benchmark-enable -p no:cacheprovider
"""
from __future__ import annotations

import itertools

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from sheet_app.engine.formulas import FormulaError, evaluate, evaluate_range, parse

REFS = {"strength": 3, "dexterity": 2, "intelligence": -1, "will": 0, "n": 2}
TEXT = "(@strength + @dexterity) * @n"


def highest(count: int, sides: int) -> list[int]:
    """A roll_term where every die shows its top face."""
    return [sides] * count


def median_below(benchmark: BenchmarkFixture, seconds: float) -> None:
    """Assert the median time, when benchmarks are enabled (with --benchmark-disable there is none)."""
    if benchmark.stats is not None:
        median = benchmark.stats.stats.median
        assert median < seconds, f"median {median * 1e6:.1f} µs, budget {seconds * 1e6:.0f} µs"


def test_cached_eval(benchmark: BenchmarkFixture) -> None:
    parse(TEXT)
    assert benchmark(evaluate, TEXT, REFS) == 10
    median_below(benchmark, 10e-6)


def test_cached_eval_formula_object(benchmark: BenchmarkFixture) -> None:
    formula = parse(TEXT)
    assert benchmark(evaluate, formula, REFS) == 10
    median_below(benchmark, 10e-6)


def test_cached_eval_with_dice(benchmark: BenchmarkFixture) -> None:
    assert benchmark(evaluate, "1d12+@strength", REFS, roll_term=highest) == 15
    median_below(benchmark, 20e-6)


def test_evaluate_range(benchmark: BenchmarkFixture) -> None:
    assert benchmark(evaluate_range, "2d6 + @strength", REFS) == (5, 10, 15)
    median_below(benchmark, 30e-6)


def test_parse_new_formula(benchmark: BenchmarkFixture) -> None:
    counter = itertools.count()

    def fresh() -> object:
        # A different text each time, so the cache never answers.
        return parse(f"floor((@strength + @dexterity) * @n / 2) + max(1d6, {next(counter)})")
    benchmark(fresh)
    median_below(benchmark, 1e-3)


HOSTILE = [
    "open('/etc/passwd').read()", "__import__('os').system('true')", "().__class__.__bases__",
    "[0]*10**8", "(9**9999)**9999", "'a'*10**9", "lambda: 1", "(" * 10000 + "1" + ")" * 10000,
    "1" * 100_000, "9**9**9**9", "10**16", "1/0", "2**0.5**-1000", "-" * 999 + "1", "1+" * 499 + "1",
    "max(" + "1," * 400 + "1)", "(1+" * 60 + "1" + ")" * 60, "9" * 999,
]


@pytest.mark.parametrize("text", HOSTILE, ids=[repr(t[:24]) + f"({len(t)})" for t in HOSTILE])
def test_hostile_refusal(benchmark: BenchmarkFixture, text: str) -> None:
    def refuse() -> bool:
        try:
            evaluate(text, REFS, roll_term=highest)
        except FormulaError:
            return True
        return False
    assert benchmark(refuse)
    median_below(benchmark, 50e-3)
