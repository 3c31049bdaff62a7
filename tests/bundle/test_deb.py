"""The Debian package: built from the desktop bundle by packaging/build-deb.sh, then installed with apt and
started in a clean Debian 12 made by debootstrap (docs/packaging.md#the-debian-package).

    SHEET_APP_BUNDLE_TEST=1 .venv/bin/python -m pytest tests/bundle              # build and inspect the .deb
    SHEET_APP_BUNDLE_TEST=1 SHEET_APP_DEB_TEST=1 .venv/bin/python -m pytest tests/bundle   # and install it

The install test needs root (debootstrap, chroot), debootstrap and a Debian mirror
($SHEET_APP_DEBIAN_MIRROR, default http://deb.debian.org/debian); the chroot lives in pytest's temporary
folder and is removed afterwards. CI sets both variables.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.sheetapp.SheetApp"
MIRROR = os.environ.get("SHEET_APP_DEBIAN_MIRROR", "http://deb.debian.org/debian")

# One worker builds the bundle once for both files (`--dist loadgroup`, the README's test command).
pytestmark = [pytest.mark.skipif(
    os.environ.get("SHEET_APP_BUNDLE_TEST") != "1",
    reason="slow: builds the PyInstaller bundle; set SHEET_APP_BUNDLE_TEST=1 to run it"),
    pytest.mark.xdist_group("bundle")]
install_test = pytest.mark.skipif(
    os.environ.get("SHEET_APP_DEB_TEST") != "1",
    reason="slow, root: installs the .deb in a debootstrapped Debian 12; set SHEET_APP_DEB_TEST=1 to run it")


def _need(*tools: str) -> None:
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"missing {' '.join(missing)} (.ci/run installs them; see docs/packaging.md)")


@pytest.fixture(scope="module")
def deb(bundle: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    _need("dpkg-deb", "dpkg-shlibdeps")
    out = tmp_path_factory.mktemp("deb")
    start = time.monotonic()
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build-deb.sh"), "--app", str(bundle), str(out)],
                          check=False, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=1800)
    assert done.returncode == 0, f"build-deb.sh exited {done.returncode}:\n{done.stderr[-6000:]}"
    path = Path(done.stdout.strip().splitlines()[-1])
    print(f"\n.deb: built in {time.monotonic() - start:.0f} s, {path.stat().st_size / 2**20:.0f} MiB at {path}")
    return path


@pytest.fixture(scope="module")
def unpacked(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's files, as dpkg would install them, under a temporary folder."""
    target = tmp_path_factory.mktemp("unpacked")
    subprocess.run(["dpkg-deb", "--raw-extract", str(deb), str(target)], check=True, capture_output=True)
    return target


def _control(unpacked: Path) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in (unpacked / "DEBIAN" / "control").read_text(encoding="utf-8").splitlines():
        if line and not line[0].isspace():
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def _depends(unpacked: Path) -> dict[str, str]:
    """Package name -> its version bound ('' when none)."""
    result = {}
    for entry in _control(unpacked)["Depends"].split(","):
        match = re.fullmatch(r"\s*([a-z0-9.+-]+)\s*(?:\((.+)\))?\s*", entry)
        assert match, entry
        result[match.group(1)] = match.group(2) or ""
    return result


def _readme_libraries() -> set[str]:
    line = next(ln for ln in (ROOT / "README.md").read_text(encoding="utf-8").splitlines() if "apt-get install" in ln)
    return {name for name in line.split("install -y", 1)[1].split() if name.startswith("lib")}


def _elf_files(folder: Path) -> list[Path]:
    files = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def test_deb_control(unpacked: Path) -> None:
    control = _control(unpacked)
    version = re.search(r'^version = "(.+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)
    arch = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True, text=True).stdout.strip()
    assert (control["Package"], control["Version"], control["Architecture"]) == ("sheet-app", version.group(1), arch)  # type: ignore[union-attr]
    assert re.fullmatch(r".+ <[^ ]+@[^ ]+>", control["Maintainer"]), control["Maintainer"]
    assert int(control["Installed-Size"]) > 50_000  # KiB: the whole bundle is in it


def test_deb_depends_on_the_readme_libraries_and_its_glibc(unpacked: Path) -> None:
    """Every library of the README's bare-Debian line (what Qt's xcb plugin needs), the Wayland client
    libraries, and glibc at least as new as the newest GLIBC_x.y symbol version any file of the package uses."""
    depends = _depends(unpacked)
    assert _readme_libraries() - set(depends) == set()
    assert {"libwayland-client0", "libwayland-cursor0", "libwayland-egl1", "libssl3"} <= set(depends)
    versions = set()
    for path in _elf_files(unpacked / "usr" / "lib" / "sheet-app"):
        versions.update(re.findall(rb"GLIBC_(2\.\d+)\x00", path.read_bytes()))
    newest = max(versions, key=lambda v: tuple(int(part) for part in v.split(b".")))
    assert depends["libc6"] == f">= {newest.decode()}"
    assert {name: bound for name, bound in depends.items() if bound and name != "libc6"} == {}


def test_deb_layout(unpacked: Path) -> None:
    usr = unpacked / "usr"
    assert os.readlink(usr / "bin" / "sheet-app") == "../lib/sheet-app/sheet-app"
    assert (usr / "lib" / "sheet-app" / "sheet-app").is_file()
    assert os.readlink(usr / "lib" / "sheet-app" / "share") == "../../share"
    icons = usr / "share" / "icons" / "hicolor"
    for path in (usr / "share" / "applications" / "sheet-app.desktop",
                 usr / "share" / "metainfo" / f"{APP_ID}.metainfo.xml",
                 icons / "scalable" / "apps" / "sheet-app.svg", usr / "share" / "doc" / "sheet-app" / "copyright",
                 *(icons / f"{size}x{size}" / "apps" / "sheet-app.png" for size in (48, 64, 128, 256))):
        assert path.is_file(), path
    # The icon is the app's own (sheet_app/ui/app.py sets it as the window icon from packaging/icons).
    assert (icons / "scalable" / "apps" / "sheet-app.svg").read_bytes() == \
        (ROOT / "packaging" / "icons" / "sheet-app.svg").read_bytes()
    # No copies of system libraries: what stays beside the program is Qt, PySide6, ICU (from the wheel), Python.
    internal = usr / "lib" / "sheet-app" / "_internal"
    kept = sorted(path.name for path in internal.glob("lib*.so*") if path.is_file())
    assert [name for name in kept if not re.match(r"lib(Qt6|pyside6|shiboken6|python3|icu)", name)] == []
    assert "libpython3" in " ".join(kept)


def test_deb_desktop_files_validate(unpacked: Path) -> None:
    _need("desktop-file-validate", "appstreamcli")
    share = unpacked / "usr" / "share"
    done = subprocess.run(["desktop-file-validate", str(share / "applications" / "sheet-app.desktop")],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")
    done = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain",
                           str(share / "metainfo" / f"{APP_ID}.metainfo.xml")], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr


# --- installed in a clean Debian 12 -------------------------------------------------------------------------

def _chroot(root: Path, *command: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    """Run a command in the chroot, with /proc mounted in a mount namespace of its own: the mount ends
    with the command, so nothing stays mounted under pytest's folder (even if the test is killed)."""
    script = 'mount -t proc proc "$0/proc" && exec chroot "$0" "$@"'
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive",
           "HOME": "/root"}
    return subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, str(root),
                           *command], check=False, capture_output=True, text=True, env=env,
                          stdin=subprocess.DEVNULL, timeout=timeout)


def _ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, \
        f"{done.args[-3:]} exited {done.returncode}\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def debian12(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A minimal Debian 12 (debootstrap --variant=minbase), made from the mirror on every run."""
    if os.geteuid() != 0:
        pytest.fail("the .deb install test needs root (debootstrap, chroot)")
    _need("debootstrap", "unshare")
    root = tmp_path_factory.mktemp("debian12") / "root"
    start = time.monotonic()
    done = subprocess.run(["unshare", "--mount", "--propagation", "private", "debootstrap", "--variant=minbase",
                           "bookworm", str(root), MIRROR], check=False, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=1800)
    assert done.returncode == 0, f"debootstrap exited {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    print(f"\ndebootstrap: {time.monotonic() - start:.0f} s")
    yield root
    mounted = [line for line in Path("/proc/self/mounts").read_text().splitlines() if f" {root}" in line]
    assert mounted == [], mounted  # never remove a folder with something mounted in it
    shutil.rmtree(root)


@pytest.fixture(scope="module")
def installed(debian12: Path, deb: Path) -> Path:
    """`apt-get install ./sheet-app_*.deb` in the chroot: apt fetches every dependency from the mirror."""
    shutil.copy(deb, debian12 / "tmp" / deb.name)
    start = time.monotonic()
    _ok(_chroot(debian12, "apt-get", "update", "-q"))
    _ok(_chroot(debian12, "sh", "-c", f"cd /tmp && apt-get install -y -q ./{deb.name}"))
    print(f"\napt-get update and install: {time.monotonic() - start:.0f} s")
    return debian12


APP_ENV = ("env", "-i", "PATH=/usr/bin:/bin", "HOME=/tmp/home", "LANG=C.UTF-8", "QT_QPA_PLATFORM=offscreen",
           "XDG_RUNTIME_DIR=/tmp/runtime")


@install_test
def test_installed_program_starts_and_exits_cleanly(installed: Path) -> None:
    """The sheet opens on the sample character offscreen, one action runs, the program exits 0."""
    assert _ok(_chroot(installed, "dpkg-query", "-W", "-f", "${Status}", "sheet-app")) == "install ok installed"
    (installed / "tmp" / "runtime").mkdir(mode=0o700, exist_ok=True)
    start = time.monotonic()
    out = _ok(_chroot(installed, *APP_ENV, "sheet-app", "--smoke-test", timeout=300))
    print(f"\nsmoke test in the chroot: {time.monotonic() - start:.1f} s")
    assert "smoke test: ok" in out.splitlines(), out
    sample = "/usr/lib/sheet-app/_internal/resources/sample-berserker.json"
    assert _ok(_chroot(installed, *APP_ENV, "sheet-app", "check", sample)).strip() == "No problems found."


@install_test
def test_installed_libraries_all_resolve(installed: Path) -> None:
    """With only the package's Depends installed, every program, Qt plugin and library of the package finds
    every library it links to, in the versions it asks for (the xcb and Wayland platforms included)."""
    script = ('export LD_LIBRARY_PATH=/usr/lib/sheet-app/_internal; cd /usr/lib/sheet-app; '
              'find . -type f -name "*.so*" -o -type f -name sheet-app | while read -r f; do '
              'ldd "$f" 2>&1 | sed -n "/not found\\|not a dynamic/s|^|$f: |p"; done')
    problems = [line for line in _ok(_chroot(installed, "sh", "-c", script)).splitlines()
                if "not a dynamic executable" not in line]
    assert problems == []
    # and what it finds are the system's libraries: the .deb carries no copy of them.
    out = _ok(_chroot(installed, "ldd", "/usr/lib/sheet-app/_internal/PySide6/Qt/plugins/platforms/libqxcb.so"))
    found = dict(re.findall(r"^\s*(\S+) => (\S+)", out, re.M))
    assert not found["libxcb-cursor.so.0"].startswith("/usr/lib/sheet-app/"), out
    assert found["libQt6XcbQpa.so.6"].startswith("/usr/lib/sheet-app/"), out


@install_test
def test_installed_menu_entry_and_icon(installed: Path) -> None:
    entry = (installed / "usr/share/applications/sheet-app.desktop").read_text(encoding="utf-8")
    program = re.search(r"^Exec=(\S+)", entry, re.M).group(1)  # type: ignore[union-attr]
    assert _ok(_chroot(installed, "sh", "-c", f"command -v {program}")).strip() == "/usr/bin/sheet-app"
    icon = re.search(r"^Icon=(\S+)", entry, re.M).group(1)  # type: ignore[union-attr]
    assert (installed / f"usr/share/icons/hicolor/scalable/apps/{icon}.svg").is_file()
    # What the window icon is read from (sheet_app/ui/app.py: share/ beside the resolved executable).
    assert (installed / "usr/lib/sheet-app/share/icons/hicolor/scalable/apps/sheet-app.svg").resolve().is_file()


@install_test
def test_installed_package_removes_cleanly(installed: Path) -> None:
    _ok(_chroot(installed, "apt-get", "remove", "-y", "-q", "sheet-app"))
    assert not (installed / "usr/bin/sheet-app").exists()
    assert not (installed / "usr/lib/sheet-app").exists()
    assert not (installed / "usr/share/applications/sheet-app.desktop").exists()
