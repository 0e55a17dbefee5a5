#!/usr/bin/env bash
# The iOS compile check: compiles, for iOS (arm64, iOS 17) against Apple's iPhoneOS SDK,
# every library target of the package and every example app, by name, in Swift 6 mode,
# and fails on any error or any warning in our code.
#
#   Scripts/ios-check.sh            # everything
#   Scripts/ios-check.sh --quick    # the package's library targets only, no example apps
#
# Needs the SDK prepared by ../shared/ios/setup-sdk (see its README). Exit status:
#   0  everything compiled with no warning in our code
#   1  an error, or a warning in our code
#   3  no iOS SDK is prepared on this machine (the check could not run)
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

build_ios="${TABBARKIT_SWIFT_BUILD_IOS:-}"
if [ -z "$build_ios" ]; then
    for candidate in "$root/../shared/ios/swift-build-ios" "$root/../../shared/ios/swift-build-ios" /work/shared/ios/swift-build-ios; do
        [ -x "$candidate" ] && { build_ios="$candidate"; break; }
    done
fi
if [ -z "$build_ios" ]; then
    echo "ios-check: swift-build-ios not found (set TABBARKIT_SWIFT_BUILD_IOS): iOS compile check skipped" >&2
    exit 3
fi

# The library targets meant for iOS (the CLI and its argument parser are not).
targets=(TabBarCore TabBarDisplay TabBarRender TabBarTools TabBarHost TabBarSwiftUI TabBarUIKit)
quick=0
[ "${1:-}" = "--quick" ] && quick=1

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
started=$(date +%s)

# Runs one swift-build-ios invocation, passing exit 3 (no SDK) straight through.
run() {
    local label="$1"; shift
    local t0=$(date +%s)
    # Warnings as errors: an incremental build does not repeat a warning of an unchanged file,
    # but it does rebuild a target that failed. Only our own modules are compiled by these targets.
    "$build_ios" -Xswiftc -warnings-as-errors "$@" >"$log.one" 2>&1
    local rc=$?
    # A source file moved or deleted in a dependency leaves SwiftPM's cached build plan pointing at it
    # ("missing inputs"): drop the plan (not the build products) and build once more.
    if [ $rc -ne 0 ] && grep -q "because of missing inputs" "$log.one"; then
        local scratch="$root/.build-ios" previous=""
        for arg in "$@"; do [ "$previous" = "--scratch-path" ] && scratch="$arg"; previous="$arg"; done
        rm -f "$scratch/debug.yaml" "$scratch/plugin-tools.yaml" "$scratch"/*/debug/description.json
        "$build_ios" -Xswiftc -warnings-as-errors "$@" >"$log.one" 2>&1
        rc=$?
    fi
    cat "$log.one" >> "$log"
    if [ $rc -eq 3 ] && grep -q "no iOS SDK prepared" "$log.one"; then
        cat "$log.one" >&2
        echo "ios-check: no iOS SDK prepared on this machine: iOS compile check skipped" >&2
        exit 3
    fi
    if [ $rc -ne 0 ]; then
        echo "ios-check: FAILED $label (exit $rc)"
        grep -E "error:" "$log.one" | grep -v "^ " | sort -u | head -40
        status=1
    else
        echo "ios-check: ok $label ($(( $(date +%s) - t0 )) s)"
    fi
    rm -f "$log.one"
}

for target in "${targets[@]}"; do
    run "$target" --target "$target"
done

if [ $quick -eq 0 ]; then
    # Every example app: a Swift Playgrounds app package (Examples/*.swiftpm), compiled by target name;
    # then the playground's SwiftUI and UIKit exports (Examples/PlaygroundExports, kept current by the tests), and the
    # first code blocks of docs/swiftui.md and docs/uikit.md as fresh clients (Examples/DocClients).
    for app in Examples/*.swiftpm Examples/PlaygroundExports Examples/DocClients; do
        [ -f "$app/Package.swift" ] || continue
        name="$(basename "$app" .swiftpm)"
        app_targets=$(swift package --package-path "$app" dump-package 2>/dev/null \
            | python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] in ("regular","executable")))')
        if [ -z "$app_targets" ]; then
            echo "ios-check: FAILED $app: its manifest does not load on this machine"
            status=1
            continue
        fi
        # A path dependency's new files are only seen after the app's manifest is re-read.
        touch "$app/Package.swift"
        for target in $app_targets; do
            run "$name/$target" --package-path "$app" --scratch-path "$root/.build-ios/examples/$name" --target "$target"
        done
    done
fi

# Top-level names our library modules declare that SwiftUI or UIKit also declare at top level: an app importing both would see
# them as ambiguous. Any such name fails the check.
sdk="${TABBARKIT_IOS_HOME:-/var/tmp/tabbarkit-ios}"
if [ -d "$sdk" ]; then
    apple=$(find "$sdk" -name "arm64-apple-ios.swiftinterface" \( -path "*/SwiftUI.swiftmodule/*" -o -path "*/SwiftUICore.swiftmodule/*" -o -path "*/UIKit.swiftmodule/*" \) 2>/dev/null \
        | xargs -r grep -hoE "^(@[A-Za-z_(:. ,0-9*)]+ )*public (struct|enum|class|protocol|typealias|actor) [A-Z][A-Za-z0-9]*" | awk '{print $NF}' | sort -u)
    ours=$(grep -rhoE "^public (final )?(struct|enum|class|protocol|typealias|actor) [A-Z][A-Za-z0-9]*" Sources/TabBarCore Sources/TabBarRender Sources/TabBarTools Sources/TabBarHost Sources/TabBarSwiftUI Sources/TabBarUIKit \
        | awk '{print $NF}' | sort -u)
    clashes=$(comm -12 <(echo "$apple") <(echo "$ours") | tr '\n' ' ')
    if [ -n "${clashes// /}" ]; then
        echo "ios-check: names also declared by SwiftUI/UIKit: $clashes"
        status=1
    fi
fi

# Warnings in our code: any diagnostic on a file of ours (not in build products, the SDK or dependencies).
ours=$(grep -E "^/[^ ]+:[0-9]+:[0-9]+: warning:" "$log" | grep -v -E "/\.build-ios/|/\.build/|/var/tmp/tabbarkit-ios/|/checkouts/" | sort -u)
if [ -n "$ours" ]; then
    echo "ios-check: warnings in our code:"
    echo "$ours"
    status=1
fi
echo "ios-check: $( [ $status -eq 0 ] && echo passed || echo FAILED ) in $(( $(date +%s) - started )) s: ${targets[*]}$( [ $quick -eq 0 ] && ls -d Examples/*.swiftpm >/dev/null 2>&1 && printf ' + examples: %s' "$(ls -d Examples/*.swiftpm Examples/PlaygroundExports Examples/DocClients | xargs -n1 basename | tr '\n' ' ')")"
exit $status
