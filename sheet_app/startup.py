"""Start-up work done once, when the package is first imported (before pydantic builds a model)."""
import os
import sys
import types

# We load no pydantic plugins; looking for them scans every installed distribution's entry points at
# the first model build (~20 ms of start-up). An explicit setting from the environment still wins.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def _skip_plugin_loader() -> None:
    """With plugins disabled, stand in for pydantic's plugin loader so that it is never imported.

    The real module imports importlib.metadata (and with it email, zipfile, csv...) at its top, only to
    return no plugins when PYDANTIC_DISABLE_PLUGINS is "__all__": 15-20 ms of every start. The stand-in
    answers get_plugins() with no plugins; any other name loads the real module and answers from it, so
    a pydantic release that asks the loader for more still works.
    """
    name = "pydantic.plugin._loader"
    if os.environ.get("PYDANTIC_DISABLE_PLUGINS") != "__all__" or name in sys.modules:
        return
    stand_in = types.ModuleType(name, "sheet-app's stand-in: no pydantic plugins (PYDANTIC_DISABLE_PLUGINS=__all__)")

    def get_plugins() -> tuple[()]:
        return ()

    def real(attr: str) -> object:
        if attr.startswith("__"):  # the import system probes __path__ and friends: not a loader name
            raise AttributeError(attr)
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
        import importlib

        module = importlib.import_module(name)
        return getattr(module, attr)

    setattr(stand_in, "get_plugins", get_plugins)  # noqa: B010 - a module's attribute, set from outside
    setattr(stand_in, "__getattr__", real)  # noqa: B010 - a module-level __getattr__ (PEP 562)
    sys.modules[name] = stand_in


_skip_plugin_loader()
