"""sheet-app: a character sheet for the Nimble RPG."""
from . import startup  # noqa: F401 - before anything imports pydantic (sheet_app/startup.py)
