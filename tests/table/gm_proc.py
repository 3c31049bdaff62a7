"""A GM's app for the table tests, headless: the host and the GM's client (the board) in one process,
as in the desktop app, with the GM's library keeping the outbox (storage/tablebook.py). One JSON line
per event on stdout; commands as JSON lines on stdin. Killed with SIGKILL, host and board die together."""
from __future__ import annotations

import argparse
import json
import queue
import sys
import threading

from pycrdt import Array

from sheet_app.storage.library import Library
from sheet_app.storage.tablebook import TableBook
from sheet_app.table import protocol
from sheet_app.table.client import TableClient
from sheet_app.table.server import TableServer


def say(**event) -> None:
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


class Board:
    def __init__(self, q: queue.Queue) -> None:
        self.q = q

    def status(self, state: str, message: str) -> None:
        say(event="status", state=state, message=message)

    def roster(self, table, online) -> None:
        pass

    def card(self, card) -> None:
        say(event="card", key=card.key, applied=card.applied, online=card.online)

    def requests(self) -> None:
        pass

    def stored(self, rid: str) -> None:
        self.q.put(("stored", rid))  # the library is this (main) thread's


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--folder")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--library")
    args = ap.parse_args()
    q: queue.Queue = queue.Queue()
    server = TableServer(args.folder, port=args.port).start()
    book = TableBook(Library(args.library))
    client = TableClient(server.url(), server.code, server.gm_key, gm=True, listener=Board(q))
    client.outbox = [(rid, text) for rid, text, acked in book.outbox(server.table_id) if not acked]
    client.start()

    def stdin() -> None:
        for line in sys.stdin:
            if line.strip():
                q.put(("command", json.loads(line)))
        q.put(("command", {"quit": True}))

    threading.Thread(target=stdin, daemon=True).start()
    held = server.rooms.rooms[protocol.TABLE_ROOM].ydoc.get("requests", type=Array)
    say(event="ready", url=server.url(), code=server.code, gm_key=server.gm_key, table=server.table_id,
        port=server.port, outbox=len(client.outbox), held=len(held))
    while True:
        kind, value = q.get()
        if kind == "stored":
            book.acknowledge(server.table_id, value)
            say(event="stored", id=value)
        elif value.get("quit"):
            break
        elif "burst" in value:
            for n in range(value["burst"]):
                request = protocol.make_request(value["to"], "damage", amount=1, by=f"GM #{value['first'] + n}")
                text = request.to_json()
                book.post(server.table_id, request.id, text)  # kept before it is sent
                client.call(client.post, request.id, text)
                say(event="sent", id=request.id, n=value["first"] + n)
    client.stop()
    server.stop()


if __name__ == "__main__":
    main()
