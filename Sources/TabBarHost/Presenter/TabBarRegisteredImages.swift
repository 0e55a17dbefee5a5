import Foundation
import TabBarCore
import TabBarDisplay

/// The images an app registers for icons of the `.image(id)` source, by id, each with a revision that changes whenever
/// another image is registered under its id or the image is removed; generic over the image type so that Linux tests it
/// (on Apple platforms `TabBarImageRegistry` is this registry of `UIImage`s, and `TabBarImageRegistry.shared` the one
/// both painters draw from).
///
/// An image's revision is part of what a painter keys its drawing by (``TabBarImageRevisions``): the list's
/// `TabBarDisplayImage` names an icon, not a picture, so without it a new image under the same id would never reach the
/// screen. Every change is posted as `Notification.Name.tabBarRegisteredImagesDidChange` (on the thread that
/// made it), which the bars hear to draw again; registering the very image already registered changes nothing.
public final class TabBarRegisteredImages<Image: AnyObject & Sendable>: @unchecked Sendable {
    /// The cache of what the painters resolved from these images: an id's entries go when its image changes.
    public let variants: TabBarVariantCache<Image>?
    private let lock = NSLock()
    private var images: [String: Image] = [:]
    private var storedRevisions = TabBarImageRevisions()

    /// Creates an empty registry, dropping `variants`' entries for an id whenever its image changes.
    public init(variants: TabBarVariantCache<Image>? = nil) { self.variants = variants }

    /// Registers (or replaces) the image for `id`: its revision moves on, the variants the painters resolved from the
    /// image it replaces are dropped, and the change is posted. The image already registered under `id` changes nothing.
    public func register(_ image: Image, id: String) {
        let changed = lock.withLock {
            guard images[id] !== image else { return false }
            images[id] = image
            storedRevisions.advance(id)
            return true
        }
        if changed { didChange(id) }
    }

    /// Removes the image for `id` (its revision moves on, its variants are dropped, the change is posted).
    public func removeImage(id: String) {
        let changed = lock.withLock {
            guard images.removeValue(forKey: id) != nil else { return false }
            storedRevisions.advance(id)
            return true
        }
        if changed { didChange(id) }
    }

    /// The image registered for `id`, if any.
    public func image(id: String) -> Image? {
        lock.withLock { images[id] }
    }

    /// The revision of every id that ever changed: what a painter keys its drawing of a registered image by.
    public var revisions: TabBarImageRevisions {
        lock.withLock { storedRevisions }
    }

    private func didChange(_ id: String) {
        variants?.removeEntries(registeredAs: id)
        NotificationCenter.default.post(name: .tabBarRegisteredImagesDidChange, object: self, userInfo: [Self.idKey: id])
    }

    /// The key of the changed id in a `Notification.Name.tabBarRegisteredImagesDidChange` notification's
    /// `userInfo`.
    public static var idKey: String { "id" }
}

extension Notification.Name {
    /// Posted by a ``TabBarRegisteredImages`` (the notification's object) when an image is registered under an id that
    /// held another one, or removed; the bars draw again with the new ``TabBarRegisteredImages/revisions``.
    public static let tabBarRegisteredImagesDidChange = Notification.Name("TabBarRegisteredImagesDidChange")
}

/// Which version of each registered image a painter draws: a number per id that moves on whenever the image under that
/// id changes (``TabBarRegisteredImages``). A painter keys what it drew for an image by it as well as by the list's
/// `TabBarDisplayImage` (SwiftUI's canvas symbol, UIKit's run layer), so a new image under the same id is drawn.
public struct TabBarImageRevisions: Hashable, Sendable {
    private var counts: [String: Int] = [:]

    /// No image changed yet: every id at revision 0.
    public init() {}

    /// The revision of the image registered under `id` (0 until it first changes).
    public subscript(id id: String) -> Int { counts[id] ?? 0 }

    /// The revision `image` is drawn at: its registered image's; an asset's is always 0 (the registry does not hold it).
    public func revision(of image: TabBarDisplayImage) -> Int {
        image.icon.source == .image ? self[id: image.icon.name] : 0
    }

    /// The revisions of the images among `items` (in groups too), in painting order: what a run of primitives drawn
    /// once is drawn at (empty when no registered image ever changed).
    public func revisions(in items: [TabBarDisplayItem]) -> [Int] {
        guard !counts.isEmpty else { return [] }
        return TabBarDisplayItem.images(in: items).map { revision(of: $0) }
    }

    /// Moves `id` on to its next revision.
    mutating func advance(_ id: String) { counts[id, default: 0] += 1 }
}
