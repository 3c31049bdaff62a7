"""Names vulture (tests/test_style.py) would call unused that are used, by something it cannot see.

vulture reads sheet_app and this file; a name written here counts as used everywhere. Each group says
who uses its names. Step handlers (`@action`) are registered by their decorator: pyproject.toml's
[tool.vulture] ignores them. The tests are not scanned, so a name only a test reads is listed here
with the test's reason. Remove a line when its name goes.
"""
# ruff: noqa: B018 - each line is a bare name for vulture to see
from types import SimpleNamespace

_ = SimpleNamespace()

# ---- Qt calls these: virtual overrides and QUndoCommand's merge -------------------------------------
_.wheelEvent  # ui/builder/pool_field.py, ui/builder/widgets.py: no wheel changes on unfocused fields
_.nextCheckState  # ui/dice_panel/widgets.py
_.columnCount  # ui/sheet/items_model.py (QAbstractItemModel)
_.filterAcceptsRow  # ui/sheet/items_model.py (QSortFilterProxyModel)
_.mergeWith  # ui/builder/draft.py (QUndoCommand)
_.mimeTypes  # ui/content_browser.py (QAbstractListModel: what a dragged row carries)
_.loadResource  # ui/content_browser.py (QTextBrowser: a description loads nothing)

# ---- html.parser calls these: views/content.py's sanitiser -----------------------------------------
_.handle_starttag
_.handle_startendtag
_.handle_endtag
_.handle_data
_.takeAt  # ui/sheet/flow_layout.py (QLayout)
_.expandingDirections

# ---- asteval calls these: the interpreter's node handlers and the state it resets between runs ------
_.on_name  # engine/formulas.py
_.on_binop
_.on_unaryop
_.on_call
_.error_msg
_.retval
_._interrupt

# ---- zeroconf calls these: the ServiceListener interface -------------------------------------------
_.update_service  # table/discovery.py
_.remove_service

# ---- read by pycrdt-store and pycrdt-websocket: settings and an override ---------------------------
_.squash_after_inactivity_of  # table/server.py TableStore
_.squash_history_older_than
_.squash_no_more_often_than
_._broadcast_updates  # table/server.py StoredFirst: YRoom's own, storing first

# ---- a field of the library's listing, part of storage's face --------------------------------------
_.deleted  # storage/library.py CharacterInfo: whether the row is in the trash

# ---- read only by the tests: handles on what is open, and small APIs they check --------------------
_.amount_dialog  # ui/sheet/play.py: the open damage/heal dialog
_.round_dialog  # ui/sheet/play.py: the dialog a table control opened
_.bonus_dialog  # ui/sheet/item_actions.py
_.item_editor  # ui/sheet/item_actions.py
_.last_menu  # ui/sheet/item_menu.py
_.read_only_banner  # ui/reliability.py
_.copy_diagnostics_action  # ui/reliability.py
_.struck  # ui/sheet/log_dock.py: the struck-through lines
_.headings  # ui/sheet/problems.py
_.hit_dice_text  # ui/sheet/header.py
_.outcome_text  # ui/attacked_dialog.py, ui/cast_dialog.py
_.cast_dialog  # ui/sheet/item_actions.py (tests/ui/test_turn_sheet.py)
_.chip_texts  # ui/sheet/turn_bar.py (tests/ui/test_turn_sheet.py)
_.fully_built  # ui/builder/dialog.py (and tests/bench/bench_builder.py)
_.last_record  # ui/operations.py (tests/ui/test_one_door.py)
_.restore_item  # storage/library.py: the items' trash, as delete_item's counterpart (no UI yet)
_.archived_log  # storage/library.py
_.shutdown  # diagnostics.py: the tests stop the real log between runs
_.check_document  # checkfile.py: `check` on a document in memory (tests, tests/bench/bench_check.py)
_.term_roller  # engine/dice.py: a roller as formulas.evaluate's roll_term (tests/engine/test_formulas.py)
_.send_request  # table/client.py: a headless GM's request (the app's keeps its outbox first; tests/table)
_.drawn  # ui/table/pool_strip.py: the pool rows drawn so far (tests/ui/test_table_board.py)

# ---- declarations: fields read by name (TypedDict keys, declared fields, hypercorn's Config) --------
_._removals  # table/server.py: the table room's `removed` map subscription, kept alive
_.__annotations__  # engine/model.py: a rule type's `type` field written into its class's annotations
# engine/document.py TypedDict keys and engine/schema.py pydantic fields, read as dict keys / by name
_.dexterity
_.intelligence
_.will
_.initiativeRolled
_.bloodiedFired
_.defaultRollMode  # engine/document.py: character.md §10's fields, read as dict keys (engine/numbers.py)
_.baseValue
_.fly
_.climb
_.swim
_.burrow
_.keyStats
_.poolBonuses
_.manaRecovery
_.combatMana
_.rolledInitiative
_.conditionTimers  # engine/document.py CharacterFields, read as a dict key (engine/conditions.py)
_.levelUpHistory  # engine/document.py CharacterFields, read as a dict key (engine/level_up.py)
_.weapons  # engine/document.py Proficiencies, read as dict keys (engine/proficiencies.py)
_.languages
_.additional  # engine/document.py Actions and Reactions, character.md §10: read as dict keys (engine/action_tracker.py)
_.pendingDelta
_.interpose
_.opportunityAttack
_.help
_.turnActive  # engine/document.py: character.md §10's fields, read as dict keys (action_tracker, spell_fields)
_.highestUnlockedSpellTier
_.concentratingOn
_.addRefills  # engine/model.py and engine/schema.py rule fields
_.resource
_.websocket_max_message_size  # table/server.py: hypercorn's Config, read by hypercorn
_.accesslog
_.errorlog
_.graceful_timeout
_.__getattr__  # ui/table/__init__.py: Python's module attribute hook (the controller by its old name, lazily)
_.set_mode  # ui/roll_dialog.py: the tests and the screenshots choose a mode
_.subclass_doc  # views/level_up.py: LevelContent's argument, which NoContent does not read
_.groupLabel  # views/level_up.py LevelFeature, read as a dict key
_.set_content  # ui/sheet/level_ups.py: the content index's provider is wired in by the window (issue 31)
_.automatic_label  # ui/level_up_dialog.py: the tests read the level's automatic features
_.handle_starttag  # views/descriptions.py: html.parser's hooks, called by the parser
_.handle_endtag
_.handle_data
# sheet_app/i18n.py: the translation contexts, used across the app through `Name.tr` (issue 32 item 11)
_.LANGUAGES
_.QT_TRANSLATE_NOOP
_.tr
_.Engine
_.Rules
_.Storage
_.Views
_.Table
_.Ui
_.Sheet
_.Builder
_.Dice
_.Board
_.language_actions  # ui/sheet/menus.py: View ▸ Language's actions by code, which the tests trigger
