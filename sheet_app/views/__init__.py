"""What the screens show, worked out without Qt: rows, dice picks, rule specs, condition trees,
previews, words.

Between the engine and the widgets (docs/architecture.md): it reads the engine and is read by
`sheet_app.ui`; it never imports PySide6, so engine-style tests can import it.
"""
