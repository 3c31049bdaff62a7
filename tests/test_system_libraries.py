"""The README's bare Debian/Ubuntu line and .ci/run install the same packages, and those cover every
system library Qt's xcb plugin and the Qt libraries it loads link to (read from the ELF files)."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Part of every Debian/Ubuntu installation (Priority: required), so not in the list.
BASE = {"libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libzstd1"}
BASE_SONAMES = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "libstdc++.so.6", "libgcc_s.so.1",
                "libz.so.1", "libzstd.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}
# Libraries whose Debian package is not named after the soname.
PACKAGE_OF = {"libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libglib-2.0.so.0": "libglib2.0-0",
              "libgthread-2.0.so.0": "libglib2.0-0", "libcups.so.2": "libcups2"}


def readme_packages():
    text = (ROOT / "README.md").read_text()
    line = next(ln for ln in text.splitlines() if "apt-get install" in ln)
    return set(line.split("install -y", 1)[1].split())


def ci_packages():
    text = (ROOT / ".ci/run").read_text()
    body = re.search(r"for pkg in (.*?); do", text, re.S).group(1)
    return set(body.replace("\\\n", " ").split()) - {"poppler-utils"}


def package_for(soname):
    """Debian's library package naming: the soname's stem, lower case, with its version after it
    (a '-' between when the stem ends in a digit)."""
    if soname in PACKAGE_OF:
        return PACKAGE_OF[soname]
    stem, version = soname.split(".so.")
    stem = stem.lower()
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def test_readme_and_ci_install_the_same_libraries():
    assert readme_packages() == ci_packages()
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0"} <= readme_packages()


def needed(path):
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)


@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf (binutils) is not installed")
def test_the_list_covers_every_library_the_xcb_plugin_loads():
    import PySide6
    qt = Path(PySide6.__file__).parent / "Qt"
    if not (qt / "plugins/platforms/libqxcb.so").exists():
        pytest.skip("not a Linux PySide6 wheel")
    todo = [qt / "plugins/platforms/libqxcb.so", *sorted((qt / "plugins/xcbglintegrations").glob("*.so")),
            qt / "lib/libQt6Widgets.so.6", qt / "lib/libQt6PrintSupport.so.6",
            *sorted((qt / "plugins/printsupport").glob("*.so"))]
    seen, system = set(), set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in needed(path):
            if (qt / "lib" / name).exists():
                todo.append(qt / "lib" / name)
            elif name not in BASE_SONAMES:
                system.add(name)
    assert "libxcb-icccm.so.4" in system  # the walk reached the xcb libraries
    missing = {name: package_for(name) for name in system if package_for(name) not in readme_packages() | BASE}
    assert not missing, f"libraries the README's apt-get line does not install: {missing}"


def test_readme_gives_the_system_libraries_before_the_two_commands():
    """A new user reads top to bottom: the apt-get line comes first, then the two commands, with how long
    an install takes."""
    text = (ROOT / "README.md").read_text()
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    apt = section.index("apt-get install")
    start = section.index(".venv/bin/sheet-app")
    tests = section.index(".venv/bin/python -m pytest")
    assert apt < start < tests
    assert "about a minute" in section
