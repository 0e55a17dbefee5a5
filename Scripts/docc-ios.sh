#!/usr/bin/env bash
# DocC for the front ends: TabBarSwiftUI and TabBarUIKit compile empty on Linux, so their symbol graphs
# come from the iOS compile (Scripts/ios-check.sh's build in .build-ios, made first if needed), extracted
# with swift-symbolgraph-extract against the iPhoneOS SDK; then `docc convert` builds each archive with
# warnings as errors, and Scripts/undocumented-symbols.py checks every public declaration has a doc comment.
#
#   Scripts/docc-ios.sh            # archives in .build/ios-docs/<Module>.doccarchive
#
# Exit status: 0 clean; 1 a build error, a DocC warning or an undocumented declaration; 3 no iOS SDK
# prepared on this machine (the check could not run).
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
home="${TABBARKIT_IOS_HOME:-/var/tmp/tabbarkit-ios}"
sdk="$home/iPhoneOS18.6.sdk"
triple="${TABBARKIT_IOS_TARGET:-arm64-apple-ios17.0}"
modules=(TabBarSwiftUI TabBarUIKit)

build_ios="${TABBARKIT_SWIFT_BUILD_IOS:-}"
if [ -z "$build_ios" ]; then
    for candidate in "$root/../shared/ios/swift-build-ios" "$root/../../shared/ios/swift-build-ios" /work/shared/ios/swift-build-ios; do
        [ -x "$candidate" ] && { build_ios="$candidate"; break; }
    done
fi
if [ -z "$build_ios" ] || [ ! -f "$sdk/.complete" ]; then
    echo "docc-ios: no iOS SDK prepared on this machine: DocC for the front ends skipped" >&2
    exit 3
fi

# The modules, compiled for iOS (a no-op when ios-check has just built them).
for module in "${modules[@]}"; do
    "$build_ios" --target "$module" >/tmp/docc-ios-build.log 2>&1 || { cat /tmp/docc-ios-build.log; echo "docc-ios: FAILED to build $module for iOS"; exit 1; }
done
modules_dir="$root/.build-ios/debug/Modules"
[ -d "$modules_dir" ] || modules_dir="$(dirname "$(find "$root/.build-ios" -path "*debug/Modules/TabBarSwiftUI.swiftmodule" | head -1)")"

out="$root/.build/ios-docs"
status=0
for module in "${modules[@]}"; do
    graphs="$out/extracted-symbols/ios/$module"
    rm -rf "$graphs" "$out/$module.doccarchive"
    mkdir -p "$graphs"
    if ! PATH="$home/bin:$PATH" swift symbolgraph-extract -module-name "$module" -target "$triple" -sdk "$sdk" \
        -I "$modules_dir" -resource-dir "$home/resource" -module-cache-path "$home/module-cache" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"; then
        echo "docc-ios: FAILED to extract the symbol graph of $module"
        status=1
        continue
    fi
    # Only the module's own graph: extensions of other modules' types are documented in their own
    # symbol graph files (Module@Other.symbols.json), which DocC reads too.
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    if docc convert "${catalog[@]}" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.tabbarkit.$module" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors > "$out/$module.log" 2>&1; then
        echo "docc-ios: ok $module ($out/$module.doccarchive)"
    else
        grep -E "warning|error" "$out/$module.log" | head -40
        echo "docc-ios: FAILED docc convert $module"
        status=1
    fi
done
python3 Scripts/undocumented-symbols.py "${modules[@]}" || status=1
exit $status
