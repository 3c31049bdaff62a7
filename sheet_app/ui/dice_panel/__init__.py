"""The dice panel: spend a dice pool through one of its features, pick dice, edit them by hand.

`panel` is the dialog and its commits, `view` its layout, `widgets` the tray and consumer cards; what
may be picked and what a spend would do is Qt-free, in `sheet_app.views.dice_picks`.
"""
from .panel import DicePanel

__all__ = ["DicePanel"]
