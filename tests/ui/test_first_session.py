"""The first session's keyboard paths on the sheet (issue 19): the filter box hands over to the list,
group counts follow the filter, a new item is selected and editable at once."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheet_app.ui.sheet.items_model import ROW_ROLE


def group_titles(window):
    proxy = window.view.model()
    return [proxy.index(g, 0).data() for g in range(proxy.rowCount())]


def current_name(window):
    row = window.view.currentIndex().data(ROW_ROLE)
    return row.name if row is not None else None


def test_down_in_the_filter_goes_to_the_first_match(qtbot, window):
    window.filter.setFocus()
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "fury")
    qtbot.keyClick(window.filter, Qt.Key.Key_Down)
    assert window.view.hasFocus()
    assert current_name(window) == "Rage"  # the first row shown: its pool is Fury Dice
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # and on through the matches
    assert current_name(window) == "Intensifying Fury"


def test_enter_in_the_filter_goes_to_the_first_match_without_using_it(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "wand")
    before = window.session.document()
    qtbot.keyClick(window.filter, Qt.Key.Key_Return)
    assert window.view.hasFocus() and current_name(window) == "Wand of Scorching Rays"
    assert window.session.document() == before and not window.session.undo_stack


def test_no_match_keeps_the_keyboard_in_the_filter(qtbot, window):
    window.filter.setFocus()
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "zzz")
    qtbot.keyClick(window.filter, Qt.Key.Key_Down)
    assert window.filter.hasFocus() and QApplication.focusWidget() is window.filter
    assert "No item matches" in window.statusBar().currentMessage()


def test_group_counts_follow_the_filter(qtbot, window):
    full = group_titles(window)
    features = [item for item in window.session.doc["items"] if item["type"] == "feature"]
    assert f"Features ({len(features)})" in full  # every feature
    qtbot.keyClicks(window.filter, "fury")
    assert group_titles(window) == ["Features (2)"]
    window.filter.clear()
    assert group_titles(window) == full


def test_a_new_item_is_selected_on_screen_and_ctrl_b_edits_its_rules(qtbot, window):
    window.resize(1280, 400)  # too short for every row: the new one is scrolled to
    qtbot.keyClicks(window.filter, "rage")  # a filter that would hide it is cleared
    editor = window.items.new_item()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Battle Cry")
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert current_name(window) == "Battle Cry" and window.filter.text() == ""
    rect = window.view.visualRect(window.view.currentIndex())
    assert window.view.viewport().rect().contains(rect.center())
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    builder = window.items.builder
    assert builder is not None and builder.isVisible()
    assert window.session.char.items[builder.item_index].name == "Battle Cry"
    builder.reject()


def test_edit_rules_from_the_new_item_dialog_adds_the_item_and_opens_the_builder(qtbot, window):
    count = len(window.session.char.items)
    editor = window.items.new_item()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Second Wind")
    assert editor.rules_button.isEnabled()
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.rules_button, Qt.MouseButton.LeftButton)
    assert not editor.isVisible() and len(window.session.char.items) == count + 1
    builder = window.items.builder
    assert builder.isVisible() and builder.item_name == "Second Wind"
    assert builder.focusWidget() is builder.add_button  # no rules yet: the keyboard is on + Add Rule
    builder.reject()
    assert current_name(window) == "Second Wind"


def test_edit_rules_from_the_item_editor_keeps_its_edits(qtbot, window):
    from sheet_helpers import row_of
    index, row = row_of(window, "Greataxe")
    editor = window.items.edit_item(row.index)
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Great Axe")
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.rules_button, Qt.MouseButton.LeftButton)
    assert window.session.char.items[row.index].name == "Great Axe"
    assert window.items.builder.isVisible() and window.items.builder.item_index == row.index
    window.items.builder.reject()


def test_edit_rules_with_a_problem_keeps_the_editor_open(qtbot, window):
    editor = window.items.new_item()
    editor.name.clear()  # an item needs a name
    count = len(window.session.char.items)
    qtbot.mouseClick(editor.rules_button, Qt.MouseButton.LeftButton)
    assert editor.isVisible() and editor.problem.text()
    assert len(window.session.char.items) == count and window.items.builder is None
    editor.reject()


def test_edit_rules_in_the_item_library_editor_stores_the_edits_and_opens_the_builder(qtbot, window):
    shelf = window.files.open_item_library()
    qtbot.mouseClick(shelf.new_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(shelf.edit_button, Qt.MouseButton.LeftButton)
    editor = shelf.editor
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Throwing Axe")
    assert editor.rules_button.isVisible() and editor.rules_button.isEnabled()
    qtbot.mouseClick(editor.rules_button, Qt.MouseButton.LeftButton)
    assert shelf.library.get_item(shelf.selected())["name"] == "Throwing Axe"
    builder = window.files.library_builder
    assert builder.isVisible() and builder.item_name == "Throwing Axe"
    builder.reject()
    shelf.close()


def test_undo_menu_and_log_say_what_happened_in_the_games_words(qtbot, window):
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "attacked", "damage": 14})
    assert window.menus.undo_action.text().replace("&", "") == "Undo Attacked (14 damage)"
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "activate", "item": "tayg"})
    assert window.menus.undo_action.text().replace("&", "") == "Undo Use That all you got?!"
    window.ops.undo()
    assert "Undid Use That all you got?!" in window.log.lines()
    assert window.menus.redo_action.text().replace("&", "") == "Redo Use That all you got?!"


# ---- looks ------------------------------------------------------------------------------------
def test_a_toggle_on_at_start_is_not_clipped_and_follows_a_theme_switch(qtbot, library, settings, sample_doc):
    from PySide6.QtGui import QFont, QFontMetrics
    from sheet_helpers import make_window

    from sheet_app.ui.theme import apply_theme, colors

    sample_doc["states"] = ["raging", "dying"]
    window = make_window(qtbot, library, settings, sample_doc)
    raging = window.header.state_buttons["raging"]
    bold = QFont(raging.font())
    bold.setBold(True)
    assert raging.isChecked() and raging.width() >= QFontMetrics(bold).horizontalAdvance("Raging") + 20
    dying = window.header.state_buttons["dying"]
    assert colors().bloodied.name() in dying.styleSheet()
    apply_theme(QApplication.instance(), "dark")
    try:
        qtbot.waitUntil(lambda: colors().bloodied.name() in dying.styleSheet())
    finally:
        apply_theme(QApplication.instance(), "light")


def test_bloodied_is_said_once_and_the_hp_numbers_stay_readable_on_the_fill_edge(qtbot, window):
    from PySide6.QtGui import QColor

    with qtbot.waitSignal(window.applied):
        window.apply({"do": "set", "field": "hp.current", "value": 29})
    bar = window.header.hp_bar
    assert window.header.hp_caption.text() == "HP · BLOODIED"
    bar.resize(300, bar.height())
    image = bar.grab().toImage()
    # Where the fill ends the bar is red from top to bottom: no corner of empty bar behind white text.
    edge = int(1 + (bar.width() - 2) * 29 / 58) - 2
    for y in (4, bar.height() // 2, bar.height() - 5):  # near the top and bottom too, where a round end was
        pixel = QColor(image.pixel(edge, y))
        assert pixel.red() > 150 and pixel.green() < 150, (y, pixel.name())


def test_struck_log_lines_stay_readable_and_the_log_shows_its_newest_line(qtbot, window):
    from PySide6.QtGui import QColor

    for _ in range(25):
        window.apply({"do": "startTurn"})
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "attacked", "damage": 3, "type": "piercing"})
    window.ops.undo()
    log = window.log
    struck = next(log.list.item(i) for i in range(log.list.count()) if log.list.item(i).font().strikeOut())
    fg = struck.foreground().color()
    base = log.list.palette().color(log.list.palette().ColorRole.Base)
    shown = QColor(*(round(f * fg.alphaF() + b * (1 - fg.alphaF())) for f, b in
                     ((fg.red(), base.red()), (fg.green(), base.green()), (fg.blue(), base.blue()))))
    assert abs(shown.lightness() - base.lightness()) > 150  # well apart from the background
    last = log.list.item(log.list.count() - 1)
    qtbot.waitUntil(lambda: log.list.viewport().rect().intersects(log.list.visualItemRect(last)))


def test_the_problems_list_closes_when_the_last_problem_is_fixed(qtbot, library, settings, sample_doc):
    from sheet_helpers import make_window

    sample_doc["items"][1]["rules"][1]["dieSize"] = "d7"
    window = make_window(qtbot, library, settings, sample_doc)
    qtbot.waitUntil(window.problems_dock.isVisible)  # linted after the window's first paint
    rules = window.session.document()["items"][1]["rules"]
    rules[1]["dieSize"] = "d4"
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "setRules", "item": "rage", "rules": rules})
    assert not window.problems_dock.isVisible()


# ---- wide windows -----------------------------------------------------------------------------
def test_on_a_wide_window_use_stays_beside_the_pools_and_the_log_takes_the_width(qtbot, library, settings,
                                                                                  sample_doc):
    from sheet_helpers import layout_row, make_window, row_of

    window = make_window(qtbot, library, settings, sample_doc)
    window.resize(1920, 1080)
    window.hide()
    window._sized_log = False
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.log.width() >= 500)
    index, row = row_of(window, "Wand of Scorching Rays")
    hits, _ = layout_row(window.view.visualRect(index), row, window.view.font())
    pill = next(h.rect for h in hits if h.kind == "pill")
    use = next(h.rect for h in hits if h.kind == "use")
    assert use.left() - pill.right() < 400  # not ~900 px apart


def test_the_default_window_fits_a_1280_by_800_screen_with_its_title_bar():
    from PySide6.QtCore import QRect

    from sheet_app.ui.sheet.window import default_size

    class Screen:
        def __init__(self, free):
            self.free = free

        def availableGeometry(self):
            return self.free
    assert default_size(None) == (1280, 800)
    width, height = default_size(Screen(QRect(0, 28, 1280, 772)))  # a 1280×800 screen with a top panel
    assert width <= 1280 - 16 and height + 40 <= 772
    # A bigger screen gets a bigger window (issue 32 item 10: at 1600×1000 it opened at 1280×800).
    assert default_size(Screen(QRect(0, 28, 1600, 972))) == (1440, 874)
    assert default_size(Screen(QRect(0, 0, 2560, 1400))) == (1920, 1200)
    assert default_size(Screen(QRect(0, 0, 1366, 728))) == (1280, 688)


# ---- icons ------------------------------------------------------------------------------------
def test_every_icon_renders_in_both_themes():
    from PySide6.QtGui import QColor

    from sheet_app.ui.icons import SHAPES, image

    for name in SHAPES:
        for colour in ("#1d1f24", "#e8eaed"):
            picture = image(name, QColor(colour), 24)
            assert not picture.isNull(), name
            inked = [QColor(picture.pixelColor(x, y)) for y in range(24) for x in range(24)
                     if picture.pixelColor(x, y).alpha() > 200]
            assert len(inked) > 15, name  # drawn, in the colour asked for
            assert all(abs(c.lightness() - QColor(colour).lightness()) < 40 for c in inked), name


def test_table_controls_and_items_have_icons_that_follow_the_theme(qtbot, window):
    from PySide6.QtGui import QColor
    from sheet_helpers import row_of, tool_button

    from sheet_app.ui.theme import apply_theme

    def ink(icon):
        picture = icon.pixmap(24, 24).toImage()
        return max((picture.pixelColor(x, y) for y in range(24) for x in range(24)),
                   key=lambda c: c.alpha()).lightness()
    kill = tool_button(window, "kill")
    assert not kill.icon().isNull() and kill.text() == "Kill"  # text beside the icon
    assert all(not action.icon().isNull() for action in window.menus.table_actions.values())
    light = ink(window.menus.table_actions["kill"].icon())
    apply_theme(QApplication.instance(), "dark")
    try:
        qtbot.waitUntil(lambda: ink(window.menus.table_actions["kill"].icon()) > light + 100)
    finally:
        apply_theme(QApplication.instance(), "light")
    index, _row = row_of(window, "Greataxe")
    window.view.scrollTo(index)  # below the features on a short window
    rect = window.view.visualRect(index)
    gutter = window.view.viewport().grab(rect.adjusted(0, 0, -(rect.width() - 40), 0)).toImage()
    dark = sum(1 for y in range(gutter.height()) for x in range(gutter.width())
               if QColor(gutter.pixelColor(x, y)).lightness() < 100)
    assert dark > 20  # the weapon icon in the gutter left of the name
