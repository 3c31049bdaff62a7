"""The sheet window and its parts: header, item list (model, view, delegate), log, problems.

`window.MainWindow` lays them out and shows what the operations runner (ui/operations.py) announces.
"""
