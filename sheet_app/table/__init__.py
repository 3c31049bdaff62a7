"""The table: a GM's party board and players' live sheets across machines, on Yjs (pycrdt and
pycrdt-websocket). Qt-free; the window's side is sheet_app/ui/table. See docs/table.md."""
