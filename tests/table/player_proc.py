"""A headless player for the table tests: a real Library and Session, the Qt-free table layer, and
one JSON line per event on stdout. Commands arrive as JSON lines on stdin."""
from __future__ import annotations

import argparse
import json
import queue
import sys
import threading

from sheet_app.storage import journal
from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.table.client import TableClient
from sheet_app.table.player import PlayerTable, handle


def say(**event) -> None:
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


class Events:
    def __init__(self, q: queue.Queue) -> None:
        self.q = q

    def status(self, state: str, message: str) -> None:
        say(event="status", state=state, message=message)

    def roster(self, table, online) -> None:
        self.q.put(("requests", None))

    def card(self, card) -> None:
        pass

    def requests(self) -> None:
        self.q.put(("requests", None))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url")
    ap.add_argument("--code")
    ap.add_argument("--key")
    ap.add_argument("--library")
    ap.add_argument("--name", default="Player")
    ap.add_argument("--share", action="append", default=[])
    ap.add_argument("--offers", choices=["add", "decline"], default="add")
    args = ap.parse_args()
    q: queue.Queue = queue.Queue()
    library = Library(args.library)
    sessions = {cid: library.open_session(cid) for cid in args.share}
    client = TableClient(args.url, args.code, args.key, player=args.name, listener=Events(q)).start()
    table = PlayerTable(client, library)

    def publish(cid: str, paths=None) -> None:
        table.share(cid, sessions[cid].doc, library.log(cid, protocol.LOG_LINES), paths)

    def apply(cid: str, step: dict) -> None:
        result = sessions[cid].apply(step)
        say(event="applied", cid=cid, ok=result.ok, log=result.log, message=result.message, by=step.get("by"))
        record = result.record
        publish(cid, journal.outermost(op[0] for op in record.ops) if record is not None and record.ops else None)

    for cid in args.share:
        publish(cid)

    def stdin() -> None:
        for line in sys.stdin:
            if line.strip():
                q.put(("command", json.loads(line)))
        q.put(("command", {"quit": True}))

    threading.Thread(target=stdin, daemon=True).start()
    say(event="ready", player=client.player_id)
    while True:
        kind, value = q.get()
        if kind == "requests":
            for cid, rid, request in table.due():
                with table.handling(cid, rid, request):
                    if isinstance(request, protocol.RequestError):
                        say(event="badRequest", cid=cid, message=str(request))
                    else:
                        handle(request, lambda step, c=cid: apply(c, step),
                               attacked=lambda r, c=cid: apply(c, r.step()),
                               offer=lambda r, c=cid: apply(c, r.step()) if args.offers == "add" else
                               say(event="declined", cid=c, item=protocol.item_name(r.item)))
                say(event="handled", cid=cid, id=rid)
        elif value.get("quit"):
            break
        elif "apply" in value:
            apply(value["apply"], value["step"])
        elif "state" in value:
            session = sessions[value["state"]]
            say(event="state", cid=value["state"], hp=session.char.track("hp")[0], table=client.state,
                encounter=session.char.encounter, items=[i.name for i in session.char.items])
    client.stop()


if __name__ == "__main__":
    main()
