"""The desktop bundle, built once for every test in tests/bundle (test_bundle.py starts it, test_deb.py
packages it)."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built app folder, under pytest's temporary folder."""
    out = tmp_path_factory.mktemp("bundle")
    command = ["bash", str(ROOT / "packaging" / "build.sh")]
    if sys.prefix != sys.base_prefix:  # build with the venv running the tests
        command += ["--venv", sys.prefix]
    start = time.monotonic()
    done = subprocess.run(command + [str(out)], check=False, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=1800)
    seconds = time.monotonic() - start
    assert done.returncode == 0, f"build.sh exited {done.returncode}:\n{done.stderr[-6000:]}"
    app = Path(done.stdout.strip().splitlines()[-1])
    assert app.is_dir() and app.parent.parent == out, done.stdout
    print(f"\nbundle: built in {seconds:.0f} s at {app}")
    return app
