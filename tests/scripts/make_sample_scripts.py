"""Write the sample characters' play scripts: tests/scripts/<name>.json.

Each sample character lives once, in `resources/`. Its steps and expectations live in
`tests/scripts/samples/<name>.json`, which names the character with `"sample": "<file in resources>"`.
This script joins the two into an ordinary `sheet-app play` script with the character inline, so
`sheet-app play tests/scripts/<name>.json` works as it stands and `tests/engine/test_scripts.py`
runs it like every other script. `tests/engine/test_samples.py` fails when a written script no
longer matches its sources, so after editing a sample or its steps, run:

    .venv/bin/python tests/scripts/make_sample_scripts.py          # rewrite the scripts
    .venv/bin/python tests/scripts/make_sample_scripts.py --check  # only report stale ones (exit 1)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SCRIPTS = Path(__file__).resolve().parent
SOURCES = SCRIPTS / "samples"
RESOURCES = SCRIPTS.parents[1] / "resources"
KEYS = ("description", "dice", "steps", "expect")  # copied from the steps file, in this order


def read(path: Path) -> Any:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def build(source: Path) -> dict[str, Any]:
    """The play script for one steps file: its keys plus the named resource as `character`."""
    spec = read(source)
    sample = spec.get("sample")
    if not isinstance(sample, str) or not (RESOURCES / sample).is_file():
        raise ValueError(f"{source.name}: 'sample' must name a file in resources/ (got {sample!r})")
    unknown = set(spec) - {"sample", *KEYS}
    if unknown:
        raise ValueError(f"{source.name}: unknown keys {sorted(unknown)}")
    script: dict[str, Any] = {
        "description": spec.get("description", ""),
        "generated": f"Written by tests/scripts/make_sample_scripts.py from resources/{sample} and "
                     f"tests/scripts/samples/{source.name}; edit those and run it again.",
        "character": read(RESOURCES / sample),
    }
    for key in KEYS[1:]:
        if key in spec:
            script[key] = spec[key]
    return script


def render(script: dict[str, Any]) -> str:
    return json.dumps(script, indent=2, ensure_ascii=False) + "\n"


def outputs() -> dict[Path, str]:
    """Every script this tool writes, with its text."""
    return {SCRIPTS / source.name: render(build(source)) for source in sorted(SOURCES.glob("*.json"))}


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for path, text in outputs().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not check:
            path.write_text(text, encoding="utf-8")
    verb = "stale" if check else "written"
    for path in stale:
        print(f"{path.relative_to(SCRIPTS.parents[1])}: {verb}")
    if not stale:
        print("All sample scripts are up to date.")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
