import Foundation
import TabBarTesting
import Testing

/// Type-checks Swift sources against the built TabBarCore module in Swift 6 mode, one file each (the playground's
/// exports: each source declares its own enums, so they are not compiled together).
func typeCheckAgainstCore(_ sources: [String]) throws {
    guard let checker = TabBarSwiftTypeCheck() else {
        Issue.record("no built TabBarCore module or swiftc to type-check against")
        return
    }
    for (index, source) in sources.enumerated() {
        let result = try checker.check(source: source, arguments: ["-swift-version", "6"])
        #expect(result.status == 0, "source \(index):\n\(result.errors)\n\(source)")
    }
}
