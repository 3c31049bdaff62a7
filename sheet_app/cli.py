"""The `sheet-app` command: `play` and `check` (headless, Qt is never imported for them)."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheet-app",
        description="Character sheet for the Nimble RPG: charge pools, dice pools and their rules.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", help="run a play script (a character, dice and steps) and print the result as JSON",
                          description="Run a play script headlessly and print the resulting state as JSON "
                                      "(see the play-script format in docs/).")
    play.add_argument("script", help="the script file (JSON)")
    check = sub.add_parser("check", help="check a character or item file for problems",
                           description="Check a character (sheet/1, sheet/0) or item document (item/1, a list "
                                       "of items, or an upstream Foundry item) and print one line per problem.")
    check.add_argument("file", help="the file to check (JSON)")
    return parser


def cmd_play(path: str) -> int:
    from .play import ScriptError, read_json, run_script

    try:
        result = run_script(read_json(path))
    except ScriptError as err:
        print(f"sheet-app play: {err}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def cmd_check(path: str) -> int:
    from .checkfile import FileError, check_file

    try:
        problems, summary = check_file(path)
    except FileError as err:
        print(f"sheet-app check: {err}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem.line())
    print(summary)
    return 1 if any(p.severity == "error" for p in problems) else 0


def main(argv: Sequence[str] | None = None) -> Any:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "play":
        return cmd_play(args.script)
    if args.command == "check":
        return cmd_check(args.file)
    parser.print_help()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
