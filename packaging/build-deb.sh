#!/usr/bin/env bash
# Build the Debian package (sheet-app_VERSION_ARCH.deb) from the desktop bundle.
#
#   packaging/build-deb.sh [--app APP_DIR] [--venv VENV] [OUTPUT_DIR]
#
# APP_DIR is a bundle made by packaging/build.sh (the folder holding the `sheet-app` program); without it
# the bundle is built first, with VENV (see build.sh), into OUTPUT_DIR/bundle. OUTPUT_DIR defaults to a fresh
# `mktemp -d` folder and must not be inside the checkout. Needs dpkg-deb and dpkg-shlibdeps (dpkg-dev)
# and, on the build machine, the system libraries the package will depend on (the README's list and the
# Wayland client libraries). The last line printed on stdout is the .deb's path; the rest goes to stderr.
set -euo pipefail

usage() { sed -n '2,11s/^# \{0,1\}//p' "$0" >&2; exit "${1:-2}"; }

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
APP_ID="io.github.sheetapp.SheetApp"
APP=""
VENV_ARGS=()
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --app) [ $# -ge 2 ] || usage; APP="$2"; shift 2 ;;
    --app=*) APP="${1#--app=}"; shift ;;
    --venv) [ $# -ge 2 ] || usage; VENV_ARGS=(--venv "$2"); shift 2 ;;
    --venv=*) VENV_ARGS=(--venv "${1#--venv=}"); shift ;;
    -h|--help) usage 0 ;;
    -*) echo "build-deb.sh: unknown option $1" >&2; usage ;;
    *) [ -z "$OUT" ] || usage; OUT="$1"; shift ;;
  esac
done

for tool in dpkg-deb dpkg-shlibdeps dpkg-architecture; do
  command -v "$tool" >/dev/null || { echo "build-deb.sh: $tool is missing (apt-get install dpkg-dev)" >&2; exit 2; }
done

if [ -z "$OUT" ]; then
  OUT="$(mktemp -d "${TMPDIR:-/tmp}/sheet-app-deb.XXXXXX")"
else
  mkdir -p "$OUT"
  OUT="$(cd "$OUT" && pwd -P)"
  case "$OUT/" in
    "$REPO"/*) echo "build-deb.sh: $OUT is inside the checkout; pick an output folder outside it" >&2; exit 2 ;;
  esac
fi
start=$SECONDS

if [ -z "$APP" ]; then
  APP="$(bash "$REPO/packaging/build.sh" "${VENV_ARGS[@]}" "$OUT/bundle" | tail -n 1)"
fi
APP="$(cd "$APP" && pwd -P)"
if [ ! -x "$APP/sheet-app" ] || [ ! -d "$APP/_internal" ] || [ ! -d "$APP/share" ]; then
  echo "build-deb.sh: $APP is not a bundle from packaging/build.sh (no sheet-app, _internal/ or share/)" >&2
  exit 2
fi

VERSION=""
for meta in "$APP"/_internal/sheet_app*-info/METADATA "$APP"/_internal/sheet_app*-info/PKG-INFO; do
  [ -f "$meta" ] && [ -z "$VERSION" ] && VERSION="$(sed -n 's/^Version: //p' "$meta" | head -n 1)"
done
[ -n "$VERSION" ] || { echo "build-deb.sh: no sheet-app version in $APP/_internal (its package metadata)" >&2; exit 2; }
ARCH="$(dpkg-architecture -qDEB_HOST_ARCH)"
MULTIARCH="$(dpkg-architecture -qDEB_HOST_MULTIARCH)"
# The maintainer: Debian's usual variables, else the author of the checkout's last commit.
MAINTAINER="${DEBFULLNAME:-}${DEBEMAIL:+ <$DEBEMAIL>}"
if [ -z "${DEBEMAIL:-}" ]; then
  MAINTAINER="$(git -C "$REPO" log -1 --format='%an <%ae>' 2>/dev/null || true)"
fi
[ -n "$MAINTAINER" ] || { echo "build-deb.sh: set DEBFULLNAME and DEBEMAIL (the package's Maintainer)" >&2; exit 2; }

# The package's tree: the program in /usr/lib/sheet-app, /usr/bin/sheet-app linking to it, the desktop
# files in /usr/share. /usr/lib/sheet-app/share links to /usr/share, where the app looks for its window
# icon (sheet_app/ui/app.py: share/ beside the resolved executable).
ROOT="$OUT/deb-root"
rm -rf "$ROOT" "$OUT/shlibdeps"
mkdir -p "$ROOT/DEBIAN" "$ROOT/usr/lib" "$ROOT/usr/bin" "$ROOT/usr/share/doc/sheet-app"
cp -a "$APP" "$ROOT/usr/lib/sheet-app"
rm -rf "$ROOT/usr/lib/sheet-app/share"
cp -a "$APP/share/." "$ROOT/usr/share/"
ln -s ../../share "$ROOT/usr/lib/sheet-app/share"
ln -s ../lib/sheet-app/sheet-app "$ROOT/usr/bin/sheet-app"

# No copies of system libraries (Debian policy 4.13): PyInstaller copied the build machine's libraries
# (X11, XCB, fontconfig, glib, OpenSSL, ...) into _internal/; every one that is byte for byte a file of an
# installed Debian package is taken out, and that package becomes a dependency below. What stays is
# what no Debian package provides: Qt and PySide6 (from the wheel), Python itself, the app. libpython stays
# whatever Python built the bundle: the program loads it from _internal/ by its path.
unbundled=()
for lib in "$ROOT"/usr/lib/sheet-app/_internal/lib*.so*; do
  [ -f "$lib" ] && [ ! -L "$lib" ] || continue
  name="$(basename "$lib")"
  case "$name" in libpython*) continue ;; esac
  for dir in "/usr/lib/$MULTIARCH" "/lib/$MULTIARCH" /usr/lib /lib; do
    system="$dir/$name"
    if [ -f "$system" ] && cmp -s "$system" "$lib" \
      && { dpkg -S "$system" >/dev/null 2>&1 || dpkg -S "$(readlink -f "$system")" >/dev/null 2>&1; }; then
      rm "$lib"
      unbundled+=("$name")
      break
    fi
  done
done
echo "build-deb.sh: left out ${#unbundled[@]} system libraries (now dependencies): ${unbundled[*]}" >&2

# Depends: dpkg-shlibdeps reads every program and library left in the package, finds the system library
# each one links to and the Debian package holding it. Its version bounds come from the build machine's
# packages (Debian 12 says libzstd1 (>= 1.5.2); the app runs on Ubuntu 22.04's 1.4.8, docs/packaging.md), so
# they are dropped, except glibc's: libc6 (>= the newest GLIBC_ symbol version the files use).
elves=()
while IFS= read -r -d '' path; do
  [ "$(head -c 4 "$path" | od -An -c | tr -d ' ')" = '177ELF' ] && elves+=("$path")
done < <(find "$ROOT/usr/lib/sheet-app" -type f -print0)
mkdir -p "$OUT/shlibdeps/debian"
printf 'Source: sheet-app\n\nPackage: sheet-app\nArchitecture: %s\n' "$ARCH" > "$OUT/shlibdeps/debian/control"
private=(-l"$ROOT/usr/lib/sheet-app/_internal" -l"$ROOT/usr/lib/sheet-app/_internal/PySide6/Qt/lib")
if ! shlibs="$(cd "$OUT/shlibdeps" && dpkg-shlibdeps -O --ignore-missing-info "${private[@]}" "${elves[@]}" \
  2>"$OUT/shlibdeps/log")"; then
  grep 'error:' "$OUT/shlibdeps/log" | sed 's/ (ELF format.*//' | sort -u >&2
  echo "build-deb.sh: dpkg-shlibdeps failed: install the system libraries named above (docs/packaging.md)" >&2
  exit 1
fi
DEPENDS="$(printf '%s\n' "${shlibs#shlibs:Depends=}" | tr ',' '\n' | sed 's/^ *//' \
  | sed -E '/^libc6 /!s/ \(.*\)//' | sort -u | paste -sd, - | sed 's/,/, /g')"
case "$DEPENDS" in
  *"libc6 (>="*) ;;
  *) echo "build-deb.sh: dpkg-shlibdeps gave no libc6 bound: $DEPENDS" >&2; exit 1 ;;
esac

# Dates from the checkout's last commit (else now), so two builds of one commit write the same files.
EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$REPO" log -1 --format=%ct 2>/dev/null || date +%s)}"
cat > "$ROOT/usr/share/doc/sheet-app/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: sheet-app

Files: *
Copyright: $(date -u -d "@$EPOCH" +%Y) the sheet-app developers
License: MIT
Comment: The package also carries Python (PSF-2.0), Qt and Qt for Python (PySide6, LGPL-3.0) and the
 Python packages the app depends on (pydantic, asteval, platformdirs, pycrdt, hypercorn, websockets,
 zeroconf, ...), each under its own licence; some of their licence files are in the *.dist-info folders
 of /usr/lib/sheet-app/_internal.
EOF

# A native package's changelog (Debian policy 12.7): the version and how it was made.
cat > "$OUT/changelog" <<EOF
sheet-app ($VERSION) unstable; urgency=medium

  * The desktop bundle of sheet-app $VERSION, packaged by build-deb.sh.
    Its changes: the git history and the AppStream metainfo's releases.

 -- $MAINTAINER  $(LC_ALL=C date -u -R -d "@$EPOCH")
EOF
gzip -9n < "$OUT/changelog" > "$ROOT/usr/share/doc/sheet-app/changelog.gz"

INSTALLED_SIZE="$(du -sk --apparent-size "$ROOT/usr" | cut -f1)"
cat > "$ROOT/DEBIAN/control" <<EOF
Package: sheet-app
Version: $VERSION
Architecture: $ARCH
Maintainer: $MAINTAINER
Installed-Size: $INSTALLED_SIZE
Depends: $DEPENDS
Section: misc
Priority: optional
Description: character sheet for the Nimble tabletop RPG
 A desktop character sheet for the Nimble RPG. Players track every item's
 charge counters and dice pools at the table; GMs author features in a Rules
 Builder that explains every field and catches mistakes before play. The
 rules use the same JSON shape as the Foundry VTT Nimble system.
 .
 The program is a self-contained bundle (Python, Qt for Python) in
 /usr/lib/sheet-app, started by /usr/bin/sheet-app, with a menu entry, an
 icon and AppStream metadata ($APP_ID).
EOF

DEB="$OUT/sheet-app_${VERSION}_${ARCH}.deb"
rm -f "$DEB"
# --root-owner-group: every file root:root, without fakeroot. gzip: xz, dpkg's default, takes 140 s of CPU
# for this 145 MiB tree against 9 s (45 MB against 63 MB); zstd (2.5 s, 61 MB) is not one of the formats
# Debian's own archive takes (lintian: malformed-deb-archive).
dpkg-deb --root-owner-group -Zgzip --build "$ROOT" "$DEB" >&2
echo "build-deb.sh: built $DEB in $((SECONDS - start)) s, $(du -h "$DEB" | cut -f1) (Depends: $DEPENDS)" >&2
echo "$DEB"
