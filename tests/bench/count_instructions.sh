#!/bin/bash
# Instructions per action under valgrind (see count_instructions.py). From the repository root:
#   tests/bench/count_instructions.sh 2000 startTurn 20 [apply|undo]
set -e
here=$(cd "$(dirname "$0")" && pwd)
python=${PYTHON:-.venv/bin/python}
flag=$(mktemp -d)/run
PYTHONHASHSEED=0 valgrind --tool=callgrind --instr-atstart=no --toggle-collect=functools_reduce \
    --callgrind-out-file="$flag.cg" "$python" "$here/count_instructions.py" "$1" "$2" "$3" "$flag" "${4:-apply}" \
    > "$flag.log" 2>&1 &
pid=$!
until [ -e "$flag.ready" ]; do sleep 0.2; kill -0 $pid 2>/dev/null || { cat "$flag.log"; exit 1; }; done
callgrind_control -i on $pid > /dev/null 2>&1
touch "$flag.go"
until [ -e "$flag.done" ]; do sleep 0.2; done
callgrind_control -i off $pid > /dev/null 2>&1
touch "$flag.end"
wait $pid
grep "Collected" "$flag.log" | awk -v n="$3" -v what="${4:-apply}" \
    '{printf "%s %s %s: %.2f M instructions\n", ARGV[0], what, "", $4 / n / 1e6}' | sed "s/^awk/$1 items, $2,/"
rm -rf "$(dirname "$flag")"
