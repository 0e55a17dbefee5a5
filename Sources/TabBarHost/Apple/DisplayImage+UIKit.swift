#if canImport(UIKit) && !os(watchOS)
import Foundation
import TabBarCore
import TabBarDisplay
import UIKit

/// The images an app supplies for icons of the `.image(id)` source, by id: register them before the
/// bar shows (or again to change one); both front ends draw them from here.
///
/// ```swift
/// TabBarImageRegistry.shared.register(avatar, id: "avatar")   // TabBarKitItem(…, icon: .image("avatar"))
/// ```
public final class TabBarImageRegistry: @unchecked Sendable {
    /// The registry the front ends read.
    public static let shared = TabBarImageRegistry()

    private let lock = NSLock()
    private var images: [String: UIImage] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers (or replaces) the image for `id`.
    public func register(_ image: UIImage, id: String) {
        lock.withLock { images[id] = image }
    }

    /// Removes the image for `id`.
    public func removeImage(id: String) {
        lock.withLock { images[id] = nil }
    }

    /// The image registered for `id`, if any.
    public func image(id: String) -> UIImage? {
        lock.withLock { images[id] }
    }
}

extension TabIcon {
    /// The image: the SF Symbol, the asset-catalog image or the registered one, as a template unless the
    /// icon keeps its own colours.
    public var uiImage: UIImage? {
        let image: UIImage?
        if source == .asset {
            image = UIImage(named: name)
        } else if source == .image {
            image = TabBarImageRegistry.shared.image(id: name)
        } else {
            image = UIImage(systemName: name)
        }
        return image?.withRenderingMode(isTemplate ? .alwaysTemplate : .alwaysOriginal)
    }
}

extension TabBarDisplayImage {
    /// The image to draw: the asset-catalog image (its variant for ``layoutDirection``) or the registered one, as a
    /// template when `icon.isTemplate`.
    public var uiImage: UIImage? {
        guard icon.source == .asset else { return icon.uiImage }
        let traits = UITraitCollection(layoutDirection: layoutDirection.uiTraitEnvironmentLayoutDirection)
        return UIImage(named: icon.name, in: nil, compatibleWith: traits)?.withRenderingMode(icon.isTemplate ? .alwaysTemplate : .alwaysOriginal)
    }

    /// Whether the painter mirrors `image` about the frame's centre: in right to left, an image whose asset says it
    /// mirrors (`flipsForRightToLeftLayoutDirection`, the asset catalog's "Mirrors" direction or
    /// `imageFlippedForRightToLeftLayoutDirection()`), as a `UIImageView` would; the painters draw into none.
    public func mirrors(_ image: UIImage) -> Bool { mirrorsWhenDrawn(imageFlipsForRightToLeft: image.flipsForRightToLeftLayoutDirection) }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio.
    public func imageFrame(for image: UIImage) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1)
    }

    /// What a painter reports when the image cannot be found.
    public var missingIssue: TabBarDisplayPaintIssue {
        let place = icon.source == .asset ? "in the asset catalog" : "registered with TabBarImageRegistry"
        return TabBarDisplayPaintIssue(icon.isTemplate ? .templateImage : .originalImage, detail: "no image \"\(icon.name)\" \(place)", group: nil)
    }
}
#endif
