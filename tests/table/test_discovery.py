"""Finding a table: the announcement and its reading through zeroconf's in-process API, then a host
announced and found with zeroconf bound to 127.0.0.1 only (skipped where loopback has no multicast)."""
from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest
from zeroconf import ServiceInfo

from sheet_app.cli import main
from sheet_app.table.discovery import SERVICE_TYPE, Finder, read_info, service_info
from sheet_app.table.server import TableServer


def test_an_announcement_reads_back_as_a_table_without_its_code():
    info = service_info("Friday. Game", "192.168.1.20", 8765, "abc123")
    assert info.name == f"Friday Game abc123.{SERVICE_TYPE}"
    found = read_info(info)
    assert (found.name, found.where, found.table_id) == ("Friday Game", "192.168.1.20:8765", "abc123")
    assert all(b"code" not in key for key in info.properties)


@pytest.mark.parametrize("info", [
    None,
    ServiceInfo(SERVICE_TYPE, f"x.{SERVICE_TYPE}", port=8765, properties={"table": "t"}),          # no address
    ServiceInfo(SERVICE_TYPE, f"x.{SERVICE_TYPE}", addresses=[socket.inet_aton("10.0.0.1")], port=8765,
                properties={"name": "no id"}),                                                  # not ours
    ServiceInfo(SERVICE_TYPE, f"x.{SERVICE_TYPE}", addresses=[socket.inet_aton("10.0.0.1")], port=8765,
                properties={b"table": b"\xff\xfe"}),                                            # not UTF-8
])
def test_an_announcement_that_is_not_a_table_is_ignored(info):
    assert read_info(info) is None


def test_a_host_is_found_on_loopback(tmp_path: Path):
    seen = threading.Event()
    server = TableServer(tmp_path / "host", name="Loopback table", announce=True).start()
    try:
        if server.announce_problem:
            pytest.skip(server.announce_problem)
        finder = Finder(lambda tables: seen.set() if any(t.port == server.port for t in tables) else None,
                        interfaces=["127.0.0.1"])
        try:
            finder.start()
        except OSError as err:
            pytest.skip(f"zeroconf cannot bind to loopback here: {err}")
        try:
            if not seen.wait(10):
                pytest.skip("no multicast on loopback here")
            table = next(t for t in finder.tables() if t.port == server.port)
            assert (table.name, table.address, table.table_id) == ("Loopback table", "127.0.0.1", server.table_id)
        finally:
            finder.close()
    finally:
        server.stop()


def test_serve_self_test(capsys):
    assert main(["serve", "--self-test"]) == 0
    assert capsys.readouterr().out.strip() == "table self-test: ok"


def test_serve_on_a_port_in_use_is_a_clear_error(tmp_path: Path, capsys):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port), "--folder", str(tmp_path), "--no-announce"]) == 2
    assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err
