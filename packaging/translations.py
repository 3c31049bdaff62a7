"""The translation files (docs/translations.md): update the .ts sources from the code, or compile them.

    python packaging/translations.py update        # lupdate: every marked string of sheet_app into the .ts files
    python packaging/translations.py release DIR   # lrelease: sheet_app_<code>.qm for each .ts, into DIR

`update` keeps the translations already made, drops the messages no longer in the code (-no-obsolete) and
writes no source locations (a moved line would change the file). English holds only the plural forms
(-pluralonly): its other messages are their own source. Both use the lupdate and lrelease of the PySide6
wheel the app depends on.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "sheet_app"
TRANSLATIONS = PACKAGE / "translations"
LANGUAGES = ("en", "fr", "es")


def tool(name: str) -> str:
    import PySide6

    return str(Path(PySide6.__file__).resolve().parent / name)


def sources() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in PACKAGE.rglob("*.py"))


def update(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = LANGUAGES) -> None:
    """Run lupdate over the package into `folder`'s sheet_app_<code>.ts files."""
    folder.mkdir(parents=True, exist_ok=True)
    for code in languages:
        target = folder / f"sheet_app_{code}.ts"
        extra = ["-pluralonly"] if code == "en" else []
        subprocess.run([tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *extra, *sources(),
                        "-target-language", code, "-ts", str(target)], cwd=ROOT, check=True)


def release(folder: Path) -> list[Path]:
    """Compile every .ts of the package into `folder`; return the .qm files made."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sorted(TRANSLATIONS.glob("sheet_app_*.ts")):
        target = folder / source.with_suffix(".qm").name
        subprocess.run([tool("lrelease"), "-silent", str(source), "-qm", str(target)], check=True)
        made.append(target)
    return made


if __name__ == "__main__":
    if sys.argv[1:2] == ["update"]:
        update()
    elif sys.argv[1:2] == ["release"] and len(sys.argv) == 3:
        for path in release(Path(sys.argv[2])):
            print(path)
    else:
        sys.exit(__doc__)
