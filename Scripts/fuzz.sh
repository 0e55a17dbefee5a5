#!/usr/bin/env bash
# Runs one libFuzzer target of the Fuzz/ package for a bounded time.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags…]
#   Scripts/fuzz.sh list
#
# TARGET is one of FuzzConfiguration, FuzzScript, FuzzTokens, FuzzTheme, FuzzRestore.
# The targets are built with `-sanitize=fuzzer,address` (libFuzzer + AddressSanitizer, which
# also reports leaks). The run starts from the seed corpus in Fuzz/Corpus/TARGET (taken from
# Examples/) and a working corpus in Fuzz/.build/corpus/TARGET (kept between runs, not
# committed), uses the JSON/DTCG/script dictionary in Fuzz/fuzz.dict, and saves any crashing,
# leaking or slow input to Fuzz/Crashes/TARGET-… . Exit status: 0 when no problem was found,
# non-zero (libFuzzer's) on a crash, leak, timeout (over 10 s for one input) or out-of-memory.
# Every crash found becomes a regression test in Tests/TabBarCoreTests/Hardening.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(FuzzConfiguration FuzzScript FuzzTokens FuzzTheme FuzzRestore)
if [ "${1:-}" = "list" ]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
if [ $# -lt 2 ]; then
    echo "usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags…]   (targets: ${targets[*]})" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2
if [[ ! " ${targets[*]} " =~ " ${target} " ]]; then
    echo "error: unknown fuzz target \"$target\"; targets are ${targets[*]}" >&2
    exit 2
fi

swift build --package-path Fuzz -c release --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2
binary="Fuzz/.build/release/$target"

# Leaks are failures, except objects that Swift globals own (see Fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

corpus="Fuzz/.build/corpus/$target"
mkdir -p "$corpus" Fuzz/Crashes
exec "$binary" "$corpus" "Fuzz/Corpus/$target" \
    -dict=Fuzz/fuzz.dict \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_len=16384 \
    -print_final_stats=1 \
    -artifact_prefix="Fuzz/Crashes/$target-" \
    "$@"
