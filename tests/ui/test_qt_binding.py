"""Guards against a Qt binding that corrupts the interpreter (PySide6 6.12.0 on Python 3.11)."""
import sys

from PySide6.QtWidgets import QWidget


def test_void_qt_calls_keep_the_reference_to_none(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    before = sys.getrefcount(None)
    for _ in range(5000):
        widget.update()
    # On 3.12+ None is immortal and its count does not move; on 3.11 a leak of one per call would
    # reach zero and abort the interpreter ("none_dealloc") in a long session.
    assert sys.getrefcount(None) >= before - 100
