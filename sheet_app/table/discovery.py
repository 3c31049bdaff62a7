"""Finding a table on the LAN with zeroconf (mDNS/DNS-SD): the host announces a service of type
SERVICE_TYPE on the address it listens on; the Join dialog lists what it hears. The code is never
announced: finding a table is not joining it."""
from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SERVICE_TYPE = "_sheet-app-table._tcp.local."
NAME_LIMIT = 60


@dataclass(frozen=True)
class FoundTable:
    name: str
    address: str
    port: int
    table_id: str

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def service_info(name: str, host: str, port: int, table_id: str) -> Any:
    from zeroconf import ServiceInfo

    label = "".join(ch for ch in name if ch.isprintable() and ch not in ".\\")[:NAME_LIMIT].strip() or "Table"
    return ServiceInfo(SERVICE_TYPE, f"{label} {table_id}.{SERVICE_TYPE}", addresses=[socket.inet_aton(host)],
                       port=port, properties={"table": table_id, "name": label[:NAME_LIMIT]})


def read_info(info: Any) -> FoundTable | None:
    """A found table from a resolved ServiceInfo, or None when the announcement is not one of ours."""
    if info is None or not isinstance(getattr(info, "port", None), int) or not 0 < info.port < 65536:
        return None
    addresses = [a for a in info.parsed_addresses() if isinstance(ipaddress.ip_address(a), ipaddress.IPv4Address)]
    if not addresses:
        return None
    props = {k: v for k, v in (info.properties or {}).items() if isinstance(k, bytes) and isinstance(v, bytes)}
    try:
        table_id = props.get(b"table", b"").decode("utf-8")[:32]
        name = props.get(b"name", b"").decode("utf-8")[:NAME_LIMIT]
    except UnicodeDecodeError:
        return None
    if not table_id:
        return None
    return FoundTable(name or "Table", addresses[0], info.port, table_id)


class Announcer:
    """The host's announcement, on the asyncio loop the server runs (AsyncZeroconf), bound to the one
    address the table listens on."""

    def __init__(self, name: str, host: str, port: int, table_id: str):
        self.info = service_info(name, host, port, table_id)
        self.host = host
        self._zc: Any = None

    async def start(self) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        self._zc = AsyncZeroconf(interfaces=[self.host], ip_version=IPVersion.V4Only)
        await self._zc.async_register_service(self.info, allow_name_change=True)

    async def stop(self) -> None:
        if self._zc is not None:
            try:
                await self._zc.async_unregister_service(self.info)
            finally:
                await self._zc.async_close()
                self._zc = None


class Finder:
    """Listens for tables; `on_change` gets the list whenever it changes (on zeroconf's thread).
    `interfaces` limits where it listens (the tests use ["127.0.0.1"])."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None] | None = None, *,
                 interfaces: list[str] | None = None):
        self.on_change = on_change
        self.interfaces = interfaces
        self.found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> Finder:
        from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, Zeroconf

        self._zc = Zeroconf(interfaces=self.interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, self)  # type: ignore[arg-type]  # a listener by its methods
        return self

    def close(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
        self._browser = self._zc = None

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self.found.values(), key=lambda t: (t.name.lower(), t.where))

    # ServiceListener
    def add_service(self, zc: Any, type_: str, name: str) -> None:
        found = read_info(zc.get_service_info(type_, name, 2000))
        with self._lock:
            if found is None:
                self.found.pop(name, None)
            else:
                self.found[name] = found
        self._changed()

    update_service = add_service

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        with self._lock:
            self.found.pop(name, None)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.tables())
