"""The sheet window and its parts: display (header, item list, log, problems), menus, item actions and
menu, round dialogs, files; each built with the operations runner (ui/operations.py) and the window as
its host (host.py's SheetHost). `window.MainWindow` lays them out and wires them.
"""
