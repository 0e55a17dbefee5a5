#!/usr/bin/env bash
# The client check: what an app that adds TabBarKit resolves. It makes a bare clone of this repository's
# HEAD with a version tag, a client package in a temporary folder that depends on it by URL and uses every
# library product (all but TabBarTesting), runs `swift package resolve`, and lists .build/checkouts.
# Fails when anything but TabBarKit itself is checked out.
#
#   Scripts/client-check.sh           # resolve and count (about 10 s)
#   Scripts/client-check.sh --ios     # also time a first build of the client for iOS (needs the SDK)
#
# Exit status: 0 no third-party package resolved; 1 some were (listed), or resolution failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git clone --quiet --bare "$root" "$work/TabBarKit.git"
git -C "$work/TabBarKit.git" tag 1.0.0 HEAD

mkdir -p "$work/client/Sources/Client"
cat > "$work/client/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(url: "file://$work/TabBarKit.git", from: "1.0.0")],
    targets: [
        .target(name: "Client", dependencies: [
            .product(name: "TabBarCore", package: "TabBarKit"),
            .product(name: "TabBarDisplay", package: "TabBarKit"),
            .product(name: "TabBarRender", package: "TabBarKit"),
            .product(name: "TabBarTools", package: "TabBarKit"),
            .product(name: "TabBarHost", package: "TabBarKit"),
            .product(name: "TabBarSwiftUI", package: "TabBarKit"),
            .product(name: "TabBarUIKit", package: "TabBarKit"),
        ])
    ]
)
EOF
cat > "$work/client/Sources/Client/Client.swift" <<'EOF'
import TabBarCore
import TabBarHost

/// A client's first use of the library: a configuration and a machine.
public func makeMachine() throws -> TabBarMachine {
    try TabBarMachine(configuration: TabBarConfiguration(tabs: [TabBarKitItem(id: "home", title: "Home", icon: "house")], selected: "home"))
}
EOF

cd "$work/client"
t0=$(date +%s%3N)
swift package resolve >"$work/resolve.log" 2>&1 || { cat "$work/resolve.log" >&2; echo "client-check: swift package resolve failed" >&2; exit 1; }
t1=$(date +%s%3N)
checkouts=$(ls .build/checkouts)
others=$(echo "$checkouts" | grep -v -x "TabBarKit" || true)
count=$(echo -n "$others" | grep -c . || true)
echo "client-check: resolved in $(( (t1 - t0) / 1000 )).$(( (t1 - t0) % 1000 / 100 )) s; checked out: $(echo $checkouts)"
if [ "$count" -ne 0 ]; then
    echo "client-check: FAILED: an app that adds TabBarKit resolves $count third-party package(s): $(echo $others)" >&2
    exit 1
fi
echo "client-check: passed: an app that adds TabBarKit resolves 0 third-party packages"

if [ "${1:-}" = "--ios" ]; then
    build_ios="${TABBARKIT_SWIFT_BUILD_IOS:-$root/../shared/ios/swift-build-ios}"
    [ -x "$build_ios" ] || { echo "client-check: swift-build-ios not found: iOS build skipped"; exit 0; }
    t0=$(date +%s%3N)
    "$build_ios" --target Client >"$work/ios.log" 2>&1 || { tail -30 "$work/ios.log" >&2; echo "client-check: iOS build failed" >&2; exit 1; }
    t1=$(date +%s%3N)
    echo "client-check: first iOS build of the client (TabBarCore, Display, Host, SwiftUI, UIKit, Render, Tools): $(( (t1 - t0) / 1000 )) s"
fi
