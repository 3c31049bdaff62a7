"""sheet-app: a character sheet for the Nimble RPG."""
import os

# We load no pydantic plugins; looking for them scans every installed distribution's entry points at
# the first model build (~20 ms of start-up). An explicit setting from the environment still wins.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
