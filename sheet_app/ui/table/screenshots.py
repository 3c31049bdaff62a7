"""The party board for the docs' screenshots (called by sheet_app.ui.screenshots.render_all): a table
hosted on 127.0.0.1 in a temporary folder, three players sharing the sample characters mid-encounter."""
from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

from ...engine import steps

ROOT = Path(__file__).resolve().parents[3]
PARTY = (("Ann", "sample-berserker.json", [steps.StartEncounter(), steps.Activate(item="Rage"),
                                           steps.Damage(amount=27)]),
         ("Bob", "sample-spellblade.json", [steps.StartEncounter(), steps.RollInitiative(), steps.Damage(amount=3)]),
         ("Cleo", "sample-oathsworn.json", [steps.StartEncounter()]))


def render_party_board(out: Path, themes: tuple[str, ...] = ("light", "dark")) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from ...engine.dice import SeededRoller
    from ...engine.session import Session
    from ...table import protocol
    from ...table.client import TableClient
    from ...table.server import TableServer
    from ..operations import Operations
    from ..theme import apply_theme
    from .board import PartyBoard
    from .bridge import Bridge

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="sheet-app-board-shots-") as folder:
        server = TableServer(folder).start()
        bridge = Bridge()
        gm = TableClient(server.url(), server.code, server.gm_key, gm=True, listener=bridge)
        board = PartyBoard(lambda *_a, **_k: None, lambda: [])
        board.set_info(server.url(), server.code)
        bridge.cardChanged.connect(board.show_card)
        bridge.statusChanged.connect(board.set_status)
        players: list[Any] = []
        try:
            gm.start()
            for name, sample, actions in PARTY:
                session = Session(json.loads((ROOT / "resources" / sample).read_text(encoding="utf-8")),
                                  roller=SeededRoller(3))
                ops = Operations(session)  # a player's own actions, through the door as at a real table
                log: list[str] = []
                for step in actions:
                    log += ops.apply(step.step()).log
                log += ops.apply(protocol.Request("r1", "*", "damage", amount=4).step()).log
                client = TableClient(server.url(), server.code, protocol.new_key(), player=name).start()
                client.call(client.share, "c1", session.document(), log, 1)
                players.append(client)
            deadline = time.monotonic() + 20
            while (len(board.cards) < len(PARTY) or any(w.card is None or w.card.document is None or not w.card.online
                                                        for w in board.cards.values())):
                if time.monotonic() > deadline:
                    raise RuntimeError("the party board never filled")
                app.processEvents()
                time.sleep(0.01)
            board.set_encounter({"running": True, "round": 1})
            board.resize(1180, 470)
            board.show()
            for theme in themes:
                apply_theme(app, theme)
                for card in board.cards.values():
                    if card.card is not None:
                        card.show_card(card.card)
                app.processEvents()
                path = out / f"party-board-{theme}.png"
                board.grab().save(str(path))
                written.append(path)
        finally:
            for client in players:
                client.stop()
            gm.stop()
            server.stop()
            board.close()
    return written
