import Foundation
import TabBarCore

/// A measurer that remembers every width it was asked for, so a label is measured once (CoreText on
/// Apple platforms) however often the bar is laid out again.
public final class TabBarCachingTextMeasurer: TabBarTextMeasuring, @unchecked Sendable {
    struct Key: Hashable {
        let text: String
        let size: Double
        let weight: TabBarFontWeight
    }

    /// The measurer asked on a miss.
    public let base: any TabBarTextMeasuring
    private let lock = NSLock()
    private var widths: [Key: Double] = [:]
    private var missCount = 0

    /// Wraps a measurer.
    public init(_ base: any TabBarTextMeasuring) { self.base = base }

    /// The width, measured by the base measurer the first time only.
    public func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double {
        let key = Key(text: text, size: size, weight: weight)
        lock.lock()
        if let known = widths[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let width = base.width(of: text, size: size, weight: weight)
        lock.lock()
        widths[key] = width
        missCount += 1
        lock.unlock()
        return width
    }

    /// How many measurements reached the base measurer.
    public var misses: Int {
        lock.lock()
        defer { lock.unlock() }
        return missCount
    }

    /// Forgets every width (the system font changed).
    public func removeAll() {
        lock.lock()
        widths = [:]
        lock.unlock()
    }
}
