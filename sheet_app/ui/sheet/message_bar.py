"""The message bar above the item list: refusals and conflicts, never blocking play."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ...i18n import Sheet


class MessageBar(QFrame):
    """A non-modal message above the item list (refusals, conflicts); it never blocks play."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAccessibleName(Sheet.tr("Message"))
        layout.addWidget(self.text, 1)
        self.action = QPushButton()
        self.action.setAccessibleName(Sheet.tr("Message action"))
        self.action.hide()
        layout.addWidget(self.action)
        close = QPushButton("✕")
        close.setObjectName("dismissMessage")
        close.setAccessibleName(Sheet.tr("Dismiss message"))
        close.setFlat(True)
        close.clicked.connect(self.hide)
        layout.addWidget(close)
        self._callback: Callable[[], None] | None = None
        self.action.clicked.connect(self._act)
        self.hide()

    def show_message(self, text: str, *, error: bool = True, action: str = "",
                     callback: Callable[[], None] | None = None) -> None:
        self.text.setText(text)
        self.setStyleSheet("#messageBar { background: %s; border-radius: 4px; }"
                           % ("rgba(198, 40, 40, 0.16)" if error else "rgba(46, 125, 50, 0.16)"))
        self._callback = callback
        self.action.setText(action)
        self.action.setVisible(bool(action))
        self.show()

    def _act(self) -> None:
        self.hide()
        if self._callback is not None:
            self._callback()
