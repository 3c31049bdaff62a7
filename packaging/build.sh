#!/usr/bin/env bash
# Build the one-folder desktop bundle with PyInstaller, outside the source tree.
#
#   packaging/build.sh [--venv VENV] [OUTPUT_DIR]
#
# VENV is the virtual environment to build with (default: $VIRTUAL_ENV, else .venv in the checkout);
# PyInstaller and the app are installed into it from the `packaging` extra when missing
# (`pip install -e '.[packaging]'`). OUTPUT_DIR gets work/ (PyInstaller's scratch) and dist/; it defaults to
# a fresh `mktemp -d` folder and must not be inside the checkout. The last line printed on stdout is the
# app's folder; its program is `sheet-app` in it. Everything else goes to stderr.
set -euo pipefail

usage() { sed -n '2,10s/^# \{0,1\}//p' "$0" >&2; exit "${1:-2}"; }

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
VENV="${VIRTUAL_ENV:-$REPO/.venv}"
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --venv) [ $# -ge 2 ] || usage; VENV="$2"; shift 2 ;;
    --venv=*) VENV="${1#--venv=}"; shift ;;
    -h|--help) usage 0 ;;
    -*) echo "build.sh: unknown option $1" >&2; usage ;;
    *) [ -z "$OUT" ] || usage; OUT="$1"; shift ;;
  esac
done

PY="$VENV/bin/python"
if [ ! -x "$PY" ]; then
  echo "build.sh: no Python at $PY (make the venv first: python3 -m venv $VENV)" >&2
  exit 2
fi

if [ -z "$OUT" ]; then
  OUT="$(mktemp -d "${TMPDIR:-/tmp}/sheet-app-bundle.XXXXXX")"
else
  OUT="$("$PY" -c 'import os, sys; print(os.path.realpath(sys.argv[1]))' "$OUT")"
  case "$OUT/" in
    "$REPO"/*) echo "build.sh: $OUT is inside the checkout; pick an output folder outside it" >&2; exit 2 ;;
  esac
  mkdir -p "$OUT"
fi

# Both the app (with its dependencies) and PyInstaller must be installed in the venv.
if ! "$PY" -c 'import importlib.metadata as m; m.version("sheet-app"); m.version("pyinstaller")' >/dev/null 2>&1
then
  echo "build.sh: installing the packaging extra into $VENV" >&2
  "$PY" -m pip install -q -e "$REPO[packaging]" >&2
fi

# PyInstaller's own cache (bootloaders, binary dependency scans) stays under the output folder as well, so
# a build touches nothing outside OUT but the venv.
export PYINSTALLER_CONFIG_DIR="$OUT/cache"
# Keep Python from writing __pycache__ folders into the checkout while PyInstaller imports sheet_app.
export PYTHONDONTWRITEBYTECODE=1

start=$SECONDS
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --workpath "$OUT/work" --distpath "$OUT/dist" "$REPO/packaging/sheet-app.spec" >&2
APP="$OUT/dist/sheet-app"
if [ ! -x "$APP/sheet-app" ]; then
  echo "build.sh: PyInstaller finished but $APP/sheet-app is missing" >&2
  exit 1
fi
echo "build.sh: built $APP in $((SECONDS - start)) s, $(du -sh "$APP" | cut -f1)" >&2
echo "$APP"
