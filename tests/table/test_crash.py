"""A crash of the host and the GM's board together (they share the GM's process): every request the GM
sent is applied once by every player, in order, and nobody is left reconnecting (docs/table.md
"Exactly once"). On 127.0.0.1; the GM's process is killed with SIGKILL mid-burst."""
from __future__ import annotations

import json
import signal
import sqlite3

from table_helpers import ROOT, SAMPLES, Child

from sheet_app.storage.library import Library
from sheet_app.table import protocol

BURST = 40


def gm_app(folder, library, port: int = 0) -> tuple[Child, dict]:
    child = Child([str(ROOT / "tests" / "table" / "gm_proc.py"), "--folder", str(folder), "--port", str(port),
                   "--library", str(library)])
    return child, child.expect(lambda e: e.get("event") == "ready")


def player(tmp_path, name: str, info: dict) -> tuple[Child, str, str]:
    path = tmp_path / f"{name}.sqlite3"
    library = Library(path)
    cid = library.create(json.loads((SAMPLES / "sample-berserker.json").read_text(encoding="utf-8")))
    library.close()
    child = Child([str(ROOT / "tests" / "table" / "player_proc.py"), "--url", info["url"], "--code", info["code"],
                   "--key", protocol.new_key(), "--library", str(path), "--name", name, "--share", cid])
    child.expect(lambda e: e.get("event") == "ready")
    return child, cid, str(path)


def applied_by(child: Child) -> str:
    return child.expect(lambda e: e.get("event") == "applied")["by"]


def test_host_and_board_killed_mid_burst_lose_and_repeat_no_request(tmp_path):
    gm_library = tmp_path / "gm.sqlite3"
    Library(gm_library).close()
    gm, info = gm_app(tmp_path / "host", gm_library)
    players = [player(tmp_path, name, info) for name in ("Ann", "Bob")]
    killed = False
    try:
        for child, _cid, _path in players:  # both seated: each sees the burst from its first request
            child.expect(lambda e: e.get("event") == "status" and e.get("state") == "connected")
            child.send(state=_cid)
            child.expect(lambda e: e.get("event") == "state")
        gm.expect(lambda e: e.get("event") == "card" and e.get("online"))
        gm.send(burst=BURST, to=protocol.EVERYONE, first=1)
        seen = [applied_by(players[0][0]) for _ in range(3)]  # mid-burst: a player has applied a few
        gm.proc.send_signal(signal.SIGKILL)
        gm.kill()
        killed = True
        for child, _cid, _path in players:  # from here on, a status is one after the kill
            while not child.events.empty():
                child.seen.append(child.events.get_nowait())
            child.seen = [e for e in child.seen if e.get("event") != "status"]
        db = sqlite3.connect(gm_library)  # what the GM's app had kept (and so sent, or was about to)
        posted, acked = db.execute("SELECT count(*), coalesce(sum(acked), 0) FROM table_outbox").fetchone()
        db.close()
        assert 3 <= posted <= BURST
        # The GM's app again (host and board), on the same folder, port and library.
        gm, again = gm_app(tmp_path / "host", gm_library, info["port"])
        assert again["code"] == info["code"]
        assert again["outbox"] == posted - acked  # what the host had not said it stored
        print(f"posted {posted}, acknowledged {acked}, the restarted host held {again['held']}")
        assert acked <= again["held"] <= posted  # what it acknowledged it holds
        if posted < BURST:  # the kill came before the app had sent them all: the GM sends the rest
            gm.send(burst=BURST - posted, to=protocol.EVERYONE, first=posted + 1)
        gm.send(burst=1, to=protocol.EVERYONE, first=BURST + 1)  # and one more, after the crash
        for child, cid, _path in players:
            got = list(seen) if child is players[0][0] else []
            while len(got) < BURST + 1:
                got.append(applied_by(child))
            assert got == [f"GM #{n}" for n in range(1, BURST + 2)], got  # once each, in order
            child.send(state=cid)
            if child.expect(lambda e: e.get("event") == "state")["table"] != "connected":
                # a room still waiting out its retry delay: it gets back in, not left reconnecting
                child.expect(lambda e: e.get("event") == "status" and e.get("state") == "connected")
        for child, _cid, path in players:
            child.quit()
            db = sqlite3.connect(path)
            rows = db.execute("SELECT outcome, count(*) FROM table_handled WHERE request_id != '' "
                              "GROUP BY outcome").fetchall()
            db.close()
            assert sum(count for _outcome, count in rows) == BURST + 1
    finally:
        for child, _cid, _path in players:
            child.kill()
        gm.kill()
    assert killed
