#!/usr/bin/env bash
# Writes the job-summary Markdown for one apidocs run of the GitHub Action (run.sh calls it):
#   summary.sh COMMAND STATUS STDOUT_FILE STDERR_FILE "COMMAND LINE"
# check: whether the output is current, then the stale files and their diff; build: the
# folders written; diff: apidocs's own Markdown report. Output over 512 KiB is cut (GitHub
# keeps at most 1 MiB of summary per step), saying so.
set -uo pipefail

command=$1 status=$2 stdout=$3 stderr=$4 line=$5
limit=524288

# fenced FILE LANGUAGE: FILE in a code fence longer than any backtick run inside it.
fenced() {
    local longest fence
    longest=$(head -c "$limit" "$1" | grep -o '`\+' | awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }')
    fence='```'
    while [ "${#fence}" -le "$longest" ]; do fence="$fence\`"; done
    printf '%s%s\n' "$fence" "$2"
    head -c "$limit" "$1"
    [ -z "$(tail -c 1 "$1")" ] || echo
    if [ "$(stat -c %s "$1")" -gt "$limit" ]; then echo "… (cut: the whole output is in the job log)"; fi
    printf '%s\n' "$fence"
}

case "$command:$status" in
    check:0) verdict="the committed docs are up to date" ;;
    check:1) verdict="the committed docs are stale or the input is bad: run \`apidocs build\` and commit the result" ;;
    build:0) verdict="built" ;;
    diff:0) verdict="no change fails the run" ;;
    diff:1) verdict="a change fails the run (or the input is bad)" ;;
    *:2) verdict="bad usage of the command line" ;;
    *) verdict="failed" ;;
esac

echo "### apidocs $command: $verdict"
echo
echo "\`apidocs $line\` exited with status $status."
echo
if [ -s "$stderr" ]; then
    fenced "$stderr" text
    echo
fi
if [ -s "$stdout" ]; then
    case "$command" in
        diff)
            if [[ " $line " == *" --format markdown "* ]]; then
                head -c "$limit" "$stdout"
                echo
            else
                fenced "$stdout" text
            fi
            ;;
        check)
            echo "<details open><summary>Stale, missing or extra files, with the diff of each Markdown file</summary>"
            echo
            fenced "$stdout" diff
            echo
            echo "</details>"
            ;;
        *)
            fenced "$stdout" text
            ;;
    esac
    echo
fi
