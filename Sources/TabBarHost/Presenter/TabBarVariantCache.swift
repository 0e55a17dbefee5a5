import Foundation
import TabBarCore
import TabBarDisplay

/// What of the bar view's own traits, besides the list's variant (`TabBarImageVariant`: direction, appearance,
/// scale), can choose an image's representation: the device idiom and display gamut (an asset catalog's device and
/// gamut slots), the size classes (its width and height classes), the text size and Bold Text (a symbol configured by
/// text style). The painters load an image with the view's traits, only the variant's four changed, as the
/// `UIImageView` it should match has them; one image resolved for an iPad or a Display P3 screen is never drawn for
/// another (each value is part of the cache key: ``TabBarVariantCache/Key``). The values are UIKit's raw values.
public struct TabBarImageTraits: Hashable, Sendable {
    /// `UIUserInterfaceIdiom`'s raw value.
    public var idiom: Int
    /// `UIDisplayGamut`'s raw value.
    public var displayGamut: Int
    /// `UIUserInterfaceSizeClass`'s raw value, horizontally.
    public var horizontalSizeClass: Int
    /// `UIUserInterfaceSizeClass`'s raw value, vertically.
    public var verticalSizeClass: Int
    /// `UIContentSizeCategory`'s raw value.
    public var contentSizeCategory: String
    /// `UILegibilityWeight`'s raw value.
    public var legibilityWeight: Int

    /// Creates the traits (all unspecified by default: UIKit's `-1` idiom and gamut, `0` size classes).
    public init(
        idiom: Int = -1, displayGamut: Int = -1, horizontalSizeClass: Int = 0, verticalSizeClass: Int = 0, contentSizeCategory: String = "",
        legibilityWeight: Int = -1
    ) {
        self.idiom = idiom
        self.displayGamut = displayGamut
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.contentSizeCategory = contentSizeCategory
        self.legibilityWeight = legibilityWeight
    }
}

/// The images both painters drew, each resolved once per image, variant and view traits (a missing asset too), so a
/// frame looks nothing up twice; generic over the image type so that Linux tests it (on Apple platforms
/// `TabBarImageVariantCache` is this cache of `UIImage`s).
///
/// An entry resolved from a registered image names that image (``Entry/source``) and stands only while it is the one
/// registered; the registry drops an id's entries when the app registers another image under it or removes it
/// (``removeEntries(registeredAs:)``), so a replaced image is not kept alive, and the whole cache is emptied on a memory
/// warning (``removeAll()``). It holds at most ``limit`` entries (the bar's images in their variants; past that it
/// starts again). Beside an entry it keeps the entry's image mirrored at the size SwiftUI draws it (``storeMirrored(_:for:size:)``),
/// which goes with the entry.
public final class TabBarVariantCache<Image: AnyObject & Sendable>: @unchecked Sendable {
    /// What one entry is the image of: the icon (its source, name and template flag), the list's variant, the view's
    /// other traits.
    public struct Key: Hashable, Sendable {
        /// The icon: an asset's or a registered image's name, and whether it is a template.
        public var icon: TabIcon
        /// The variant the list names (direction, appearance, scale).
        public var variant: TabBarImageVariant
        /// The view's other traits the image was loaded with.
        public var traits: TabBarImageTraits

        /// Creates a key.
        public init(icon: TabIcon, variant: TabBarImageVariant, traits: TabBarImageTraits) {
            self.icon = icon
            self.variant = variant
            self.traits = traits
        }
    }

    /// One entry's image mirrored at a size in points (the size it is drawn at): what SwiftUI's canvas draws for an
    /// image that mirrors in right to left, the flip baked in once (``mirroredImage(for:size:)``).
    public struct MirroredKey: Hashable, Sendable {
        /// The entry's key.
        public var key: Key
        /// The size it is drawn at, in points.
        public var size: TabBarSize

        /// Creates a key.
        public init(key: Key, size: TabBarSize) {
            self.key = key
            self.size = size
        }
    }

    /// One lookup's answer.
    public struct Entry: Sendable {
        /// The image (`nil` when there is none: an asset the catalog lacks).
        public let image: Image?
        /// The registered image it was resolved from (`nil` for an asset): the entry stands only while it is registered.
        public let source: Image?
    }

    /// The most entries kept.
    public let limit: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var mirrored: [MirroredKey: Image] = [:]

    /// Creates an empty cache of at most `limit` entries.
    public init(limit: Int = 512) { self.limit = limit }

    /// The answer stored for `key`, if it was looked up before.
    public func entry(for key: Key) -> Entry? { lock.withLock { entries[key] } }

    /// Stores a lookup's answer, resolved from `source` when it is a registered image (the mirrored images of what it
    /// replaces go).
    public func store(_ image: Image?, for key: Key, source: Image? = nil) {
        lock.withLock {
            if entries[key] == nil && entries.count >= limit { removeAllLocked() }
            entries[key] = Entry(image: image, source: source)
            if !mirrored.isEmpty { mirrored = mirrored.filter { $0.key.key != key } }
        }
    }

    /// The image of `key`'s entry mirrored at `size`, if it was stored since the entry was (``storeMirrored(_:for:size:)``).
    public func mirroredImage(for key: Key, size: TabBarSize) -> Image? {
        lock.withLock { mirrored[MirroredKey(key: key, size: size)] }
    }

    /// Stores the image of `key`'s entry mirrored at `size`; it goes with the entry.
    public func storeMirrored(_ image: Image, for key: Key, size: TabBarSize) {
        lock.withLock {
            let mirroredKey = MirroredKey(key: key, size: size)
            if mirrored[mirroredKey] == nil && mirrored.count >= limit { mirrored.removeAll() }
            mirrored[mirroredKey] = image
        }
    }

    /// Drops every variant of the image registered under `id`, mirrored ones too (the registry calls it when that image
    /// is replaced or removed); assets of the same name stay.
    public func removeEntries(registeredAs id: String) {
        let registered = { (key: Key) in key.icon.source == .image && key.icon.name == id }
        lock.withLock {
            entries = entries.filter { !registered($0.key) }
            mirrored = mirrored.filter { !registered($0.key.key) }
        }
    }

    /// Drops every entry (a memory warning).
    public func removeAll() { lock.withLock { removeAllLocked() } }

    private func removeAllLocked() {
        entries.removeAll()
        mirrored.removeAll()
    }

    /// How many entries are kept (mirrored images aside).
    public var count: Int { lock.withLock { entries.count } }

    /// How many mirrored images are kept.
    public var mirroredCount: Int { lock.withLock { mirrored.count } }
}
