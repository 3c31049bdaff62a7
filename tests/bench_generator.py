"""The benchmark's character generator (tests/bench/generate.py) for the test suite: tests/bench is left
out of collection (norecursedirs) and not on the path, so it is loaded from its file once, under a name
of its own, and shared by every test module that generates characters."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

NAME = "sheet_bench_generate"
FILE = Path(__file__).resolve().parent / "bench" / "generate.py"


def load() -> ModuleType:
    if NAME not in sys.modules:
        spec = importlib.util.spec_from_file_location(NAME, FILE)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[NAME] = module
        spec.loader.exec_module(module)
    return sys.modules[NAME]


generate = load()
