"""The `sheet-app` command. Headless subcommands never import Qt."""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any


def _parser() -> argparse.ArgumentParser:
    library = argparse.ArgumentParser(add_help=False)
    library.add_argument("--library", metavar="PATH",
                         help="the library file (default: $SHEET_APP_LIBRARY, else the user's data folder)")
    parser = argparse.ArgumentParser(
        prog="sheet-app", parents=[library], usage="%(prog)s [--library PATH] [FILE | COMMAND ...]",
        description="Character sheet for the Nimble RPG: charge pools, dice pools and their rules. Without a "
                    "command it opens the sheet window on the last character (the bundled sample the first "
                    "time), or on FILE.",
        epilog="--smoke-test opens the sample in a temporary library, performs one action and exits.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", parents=[library],
                          help="run a play script (a character, dice and steps) and print the result as JSON",
                          description="Run a play script headlessly and print the resulting state as JSON. "
                                      "With --character, the steps run on a character saved in the library and "
                                      "each one is committed there.")
    play.add_argument("script", help="the script file (JSON)")
    play.add_argument("--character", metavar="ID", help="a saved character's id (see `sheet-app list`)")
    check = sub.add_parser("check", help="check a character or item file for problems",
                           description="Check a character (sheet/1, sheet/0, upstream export) or item document "
                                       "(item/1, a list of items, an upstream item); one line per problem.")
    check.add_argument("file", help="the file to check (JSON)")
    listing = sub.add_parser("list", parents=[library], help="list the characters in the library (id and name)")
    listing.add_argument("--trash", action="store_true", help="list deleted characters instead")
    importing = sub.add_parser("import", parents=[library], help="add characters from files to the library")
    importing.add_argument("files", nargs="+", metavar="FILE")
    export = sub.add_parser("export", parents=[library], help="write a saved character to a sheet/1 file")
    export.add_argument("id", metavar="ID")
    export.add_argument("-o", "--output", required=True, metavar="FILE")
    export.add_argument("--upstream", action="store_true",
                        help="write a Foundry (Nimble) actor, its level-up history included, not sheet/1")
    log = sub.add_parser("log", parents=[library],
                         help="write a character's whole activity log, archived lines included, to a file")
    log.add_argument("id", metavar="ID")
    log.add_argument("-o", "--output", required=True, metavar="FILE")
    backup = sub.add_parser("backup", parents=[library], help="back up the library (SQLite's backup API)")
    backup.add_argument("-o", "--output", metavar="FILE", help="where to write it (default: backups/ beside it)")
    restore = sub.add_parser("restore", parents=[library],
                             help="replace the library with a backup (the current one is backed up first)")
    restore.add_argument("backup", metavar="BACKUP")
    content = sub.add_parser("content", help="the player's own Foundry content: import it, list what is there",
                             description="Import Foundry content into the library's content index "
                                         "(docs/content.md): a compendium pack folder, a system, module or world "
                                         "folder, or a folder of unpacked JSON; re-importing a source replaces it.")
    content_sub = content.add_subparsers(dest="content_command", metavar="ACTION", required=True)
    content_import = content_sub.add_parser("import", parents=[library], help="import a pack or a folder")
    content_import.add_argument("path", metavar="PATH")
    content_sub.add_parser("list", parents=[library], help="list the imported sources and their counts")
    serve = sub.add_parser("serve", parents=[library], help="host a table: the room server, headless",
                           description="Host a table (docs/table.md) until interrupted; prints its address, code "
                                       "and GM key as one JSON line.")
    serve.add_argument("--port", type=int, default=8765, help="the port (0: any free one)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    serve.add_argument("--folder", metavar="DIR", help="where the table is kept (default: table/ beside the library)")
    serve.add_argument("--name", default="", help="the table's name")
    serve.add_argument("--no-announce", action="store_true", help="do not announce the table on the LAN (zeroconf)")
    serve.add_argument("--seats-per-player", type=int, default=3, metavar="N",
                       help="characters one player (one app's key) may share at the table (default 3)")
    serve.add_argument("--until-stdin-closes", action="store_true", help=argparse.SUPPRESS)  # the app's own host
    serve.add_argument("--self-test", action="store_true",
                       help="host a table on 127.0.0.1 in a temporary folder, share a character through it, stop")
    return parser


def _err(command: str, message: Any) -> None:
    print(f"sheet-app {command}: {message}", file=sys.stderr)


def _library(args: argparse.Namespace) -> Any:
    from .storage.library import Library

    return Library(args.library)


def cmd_play(args: argparse.Namespace) -> int:
    import gc

    from .engine.document import collect_later
    from .play import ScriptError, read_json, run_script

    try:
        with collect_later(freeze=True):  # a script holding a large character (run_script gives it back)
            script = read_json(args.script)
        if args.character:
            from .storage.library import LibraryError

            try:  # an unknown or damaged character is refused where the session opens it (read once)
                library = _library(args)
                result = run_script(script, lambda roller: library.open_session(args.character, roller=roller))
            except LibraryError as err:
                _err("play", err)
                return 2
            library.close()  # now, not when the collector would find it (what is left is frozen below)
        else:
            result = run_script(script)
    except ScriptError as err:
        _err("play", err)
        return 2
    gc.freeze()  # the process ends: the character is not walked as it exits
    json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from .checkfile import FileError, check_file
    from .engine.document import collect_later

    try:
        with collect_later(freeze=True):  # the process ends soon after: no walk of the character
            problems, summary = check_file(args.file)
    except FileError as err:
        _err("check", err)
        return 2
    for problem in problems:
        print(problem.line())
    print(summary)
    return 1 if any(p.severity == "error" for p in problems) else 0


def cmd_list(args: argparse.Namespace) -> int:
    for info in _library(args).list(trash=args.trash):
        print(f"{info.id}  {info.name}")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    library = _library(args)
    try:
        failed = sum(not _import_one(library, path) for path in args.files)
    finally:
        library.close()  # now, not when the collector would find it (what reading made is frozen)
    return 1 if failed else 0


def _import_one(library: Any, path: str) -> bool:
    """Import one file into the library; False (said on stderr) when it is not a character."""
    from .engine.document import DocumentError, collect_later
    from .storage.files import FileFormatError, read_document

    try:
        with collect_later(freeze=True):  # the process ends soon after: what reading made is never walked
            document = read_document(path)
            if document.kind != "character":
                raise FileFormatError(f"{path}: an item file, not a character; add its items from a "
                                      f"character's sheet instead")
            cid = library.create(document.character, parsed=document.entries)  # read once
    except (FileFormatError, DocumentError) as err:
        _err("import", err)
        return False
    for warning in document.warnings:
        print(f"{path}: warning: {warning}", file=sys.stderr)
    print(f"{cid}  {document.character.get('name', '')}")
    return True


def cmd_export(args: argparse.Namespace) -> int:
    from .storage.files import export_character

    doc, _version = _library(args).get(args.id)
    export_character(doc, args.output, "upstream" if args.upstream else "sheet/1")
    print(args.output)
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    """The sheet keeps each character's newest lines; the older ones are in the archive: both, in order."""
    from .storage.files import write_text_atomic

    library = _library(args)
    library.get(args.id)  # an unknown id (or a damaged character) is refused like export's
    archived, kept = library.whole_log(args.id)  # one moment: an archived line still in the log is written once
    lines = archived + kept
    write_text_atomic(args.output, "".join(f"{line}\n" for line in lines))
    print(args.output)
    return 0


def cmd_backup(args: argparse.Namespace) -> int:
    print(_library(args).backup(args.output))
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from .storage.backup import DamagedLibraryError, restore_damaged
    from .storage.library import Library

    try:
        library = _library(args)
    except DamagedLibraryError as err:
        # A damaged library cannot be opened (nor backed up): its file is kept aside, then replaced.
        kept = restore_damaged(err.path, args.backup, err.backup_dir)
        Library(err.path).close()  # the restored file opens (an older backup is upgraded here)
        print(f"restored {args.backup}; the damaged library is kept in {kept}")
        return 0
    safety = library.restore_backup(args.backup)
    print(f"restored {args.backup}; the library as it was is saved in {safety}")
    return 0


def cmd_content(args: argparse.Namespace) -> int:
    """`content import PATH` and `content list` (storage/content_index.py; never Qt)."""
    from .storage.content_index import ContentIndex
    from .storage.foundry_content import ContentError, read_content

    library = _library(args)
    try:
        index = ContentIndex(library)
        if args.content_command == "list":
            import time

            for info in index.sources():
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.imported))
                print(f"{info.source}  {info.count}  {info.label}  ({info.path}, imported {when})")
            return 0
        try:
            read = read_content(args.path)
            counts = index.replace(read)
        except ContentError as err:
            _err("content import", f"{err}; the library is unchanged")
            return 2
        for pack in read.packs:
            if pack.source in counts:
                print(f"{pack.source}  {counts[pack.source]}  {pack.label}")
        for note in read.notes:
            print(f"passed over: {note}", file=sys.stderr)
        if read.skipped:
            print(f"passed over {read.skipped} documents that are not items", file=sys.stderr)
        return 0
    finally:
        library.close()


def cmd_serve(args: argparse.Namespace) -> int:
    from .table.server import serve_forever

    return serve_forever(args)


def _gui(library: str | None, path: str | None) -> int:
    """The sheet window (Qt is imported only here)."""
    from .ui.app import run_gui

    return run_gui(library, path)


COMMANDS = {"play": cmd_play, "check": cmd_check, "list": cmd_list, "import": cmd_import, "export": cmd_export,
            "log": cmd_log, "backup": cmd_backup, "restore": cmd_restore, "serve": cmd_serve,
            "content": cmd_content}


def main(argv: Sequence[str] | None = None) -> Any:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--smoke-test" in argv:
        from .ui.app import smoke_test

        return smoke_test()
    parser = _parser()
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        # `sheet-app FILE.json [--library PATH]`: open that character in the window.
        rest = parser.parse_args(argv[1:])
        if rest.command is not None:
            parser.error("give either a FILE to open or a COMMAND, not both")
        return _gui(rest.library, argv[0])
    args = parser.parse_args(argv)
    if args.command is None:
        return _gui(args.library, None)
    try:
        return COMMANDS[args.command](args)
    except Exception as err:
        # `play` and `check` on a file never open the library: it (and sqlite3) is imported only by the
        # commands that use it, so only those can raise its errors (start-up, docs/performance.md).
        library = sys.modules.get("sheet_app.storage.library")
        sqlite3 = sys.modules.get("sqlite3")
        if library is not None and isinstance(err, library.LibraryError):
            _err(args.command, err)
            return 2
        if sqlite3 is not None and isinstance(err, sqlite3.Error):  # a last guard: the library's reads say it
            from .storage.library import Library, default_path

            path = getattr(args, "library", None) or default_path()
            if isinstance(err, sqlite3.OperationalError):
                _err(args.command, f"{path}: {Library._explain(err)}")
            else:
                _err(args.command, f"{path}: the library is damaged ({err}); restore a backup with "
                                   "`sheet-app restore BACKUP`")
            return 2
        if isinstance(err, OSError):
            _err(args.command, f"{getattr(err, 'filename', '') or ''}: {err.strerror or err}")
            return 2
        raise


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
