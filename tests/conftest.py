"""Test setup: offscreen Qt and throwaway user folders, before anything imports Qt."""
import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP_HOME = tempfile.mkdtemp(prefix="sheet-app-test-home-")
os.environ["HOME"] = _TMP_HOME
for _var, _sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                   ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
    os.environ[_var] = os.path.join(_TMP_HOME, _sub)
os.environ["SHEET_APP_LIBRARY"] = os.path.join(_TMP_HOME, "library.sqlite3")

from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, derandomize=True, max_examples=60, print_blob=True)
settings.register_profile("dev", deadline=None, max_examples=100)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
