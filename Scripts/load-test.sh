#!/usr/bin/env bash
# Load test of the playground on loopback, run by hand (not by CI): renders per second and latency with
# wrk (apt-get install wrk), then the server's memory while 20,000 sessions are created against a cap of 1,000.
#
#   bash Scripts/load-test.sh            # release build (the figures worth quoting)
#   CONFIG=debug bash Scripts/load-test.sh
#   DURATION=30s CONNECTIONS=32 bash Scripts/load-test.sh
#
# Bounded in time: each wrk run lasts DURATION (default 15s); the session phase makes 20,000 requests.
set -euo pipefail
cd "$(dirname "$0")/.."
CONFIG=${CONFIG:-release}
DURATION=${DURATION:-15s}
CONNECTIONS=${CONNECTIONS:-16}
command -v wrk >/dev/null || { echo "error: wrk is not installed (apt-get install wrk)" >&2; exit 1; }

swift build --package-path Tools -c "$CONFIG" --product tabbar-playground
bin="Tools/.build/$CONFIG/tabbar-playground"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" --port "$port" --max-sessions 1000 > /tmp/tabbar-load-server.log 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/api/v1" >/dev/null && break; sleep 0.1; done
base="http://127.0.0.1:$port/api/v1"
rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$pid/status"; }

echo "== machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) (shared with other builds)"
echo "== server memory at start: $(rss)"
session=$(curl -sf -X POST "$base/sessions" -H 'Content-Type: application/json' -d '{"example": "social"}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["session"])')

echo "== renders of one session's screen (GET /sessions/ID/render): $DURATION, $CONNECTIONS connections, 2 threads"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$base/sessions/$session/render"
echo "== stateless renders (GET /render?example=social&scheme=dark)"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$base/render?example=social&scheme=dark"

echo "== sessions: memory as 20,000 are created (cap 1,000; each answer is a full view)"
python3 - "$base" "$pid" <<'PY'
import concurrent.futures, sys, urllib.request
base, pid = sys.argv[1], sys.argv[2]
def rss():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS"):
            return line.split()[1] + " kB"
def create(_):
    request = urllib.request.Request(base + "/sessions", data=b'{"example": "social"}', method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        response.read()
done = 0
with concurrent.futures.ThreadPoolExecutor(8) as pool:
    for target in [1000, 2000, 5000, 10000, 15000, 20000]:
        list(pool.map(create, range(target - done)))
        done = target
        print(f"after {done:>6} sessions: {rss()}", flush=True)
PY
