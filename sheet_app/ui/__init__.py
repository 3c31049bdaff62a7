"""PySide6 windows over the engine. Nothing in here changes a character except through Session.apply."""
