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

    /// Registers (or replaces) the image for `id`; the variants the painters resolved from the image it replaces are
    /// dropped (``TabBarVariantCache/removeEntries(registeredAs:)``).
    public func register(_ image: UIImage, id: String) {
        lock.withLock { images[id] = image }
        TabBarImageVariantCache.shared.removeEntries(registeredAs: id)
    }

    /// Removes the image for `id`, and the variants the painters resolved from it.
    public func removeImage(id: String) {
        lock.withLock { images[id] = nil }
        TabBarImageVariantCache.shared.removeEntries(registeredAs: id)
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
    /// The image both painters draw, at `displayScale` (the screen's): the variant a `UIImageView` in the bar shows,
    /// loaded with the bar view's own traits (`traits`: its idiom, gamut, size classes, text size) with only the list's
    /// variant changed (``variant(displayScale:)``: the bar's layout direction and appearance, and the scale) — an asset's
    /// right-to-left, dark or increased-contrast image, a registered image's variant — as a template when
    /// `icon.isTemplate`. The painter draws this very image (its size, its mirroring: ``mirrors(_:)``), never one looked
    /// up again under its own drawing traits. Each image is resolved once per variant and traits
    /// (``TabBarImageVariantCache``; a registered image again when the app registers another under its id). Called where
    /// the painters prepare, on the main actor (a SwiftUI canvas symbol's body, the UIKit layer tree's build), never
    /// inside a renderer: a frame looks nothing up.
    ///
    /// A registered image is resolved for the traits with `withConfiguration(_:)` of its own configuration with those
    /// traits, which keeps what the app made of it (a tint, a palette or multicolour symbol, a symbol's point size and
    /// weight, `imageFlippedForRightToLeftLayoutDirection()`), where its asset's `image(with:)` would load a fresh image
    /// without them (the SDK's `UIImage.h`, above `imageWithConfiguration:`).
    @MainActor public func resolvedImage(displayScale: Double, traits: UITraitCollection) -> UIImage? {
        let variant = variant(displayScale: displayScale)
        let key = TabBarImageVariantCache.Key(icon: icon, variant: variant, traits: TabBarImageTraits(traits))
        let cache = TabBarImageVariantCache.shared
        let mode: UIImage.RenderingMode = icon.isTemplate ? .alwaysTemplate : .alwaysOriginal
        let loading = variant.uiTraitCollection(base: traits)
        if icon.source == .asset {
            if let cached = cache.entry(for: key) { return cached.image }
            let image = UIImage(named: icon.name, in: nil, compatibleWith: loading).map { Self.rendered($0, mode) }
            cache.store(image, for: key)
            return image
        }
        guard icon.source == .image else { return icon.uiImage }
        // Registered images may be replaced at any time: the variant cached is that of the image registered now.
        guard let registered = TabBarImageRegistry.shared.image(id: icon.name) else { return nil }
        if let cached = cache.entry(for: key), cached.source === registered { return cached.image }
        let configuration = registered.configuration?.withTraitCollection(loading) ?? UIImage.Configuration(traitCollection: loading)
        let image = Self.rendered(registered.withConfiguration(configuration), mode)
        cache.store(image, for: key, source: registered)
        return image
    }

    /// `image` in the rendering mode the icon asks for: itself when it has it already (an original image keeps the tint
    /// `withTintColor(_:renderingMode:)` gave it).
    static func rendered(_ image: UIImage, _ mode: UIImage.RenderingMode) -> UIImage {
        image.renderingMode == mode ? image : image.withRenderingMode(mode)
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

extension TabBarImageVariant {
    /// The traits an image of this variant is loaded with: the view's own (`base`), with the layout direction, the
    /// interface style, the contrast and the scale the variant's (made on the main actor, where both painters prepare:
    /// `UIMutableTraits` is isolated to it). Idiom, gamut and size classes stay the view's, as a `UIImageView` in the bar
    /// has them.
    @MainActor public func uiTraitCollection(base: UITraitCollection) -> UITraitCollection {
        base.modifyingTraits { traits in
            traits.layoutDirection = layoutDirection.uiTraitEnvironmentLayoutDirection
            traits.userInterfaceStyle = scheme == .dark ? .dark : .light
            traits.accessibilityContrast = contrast == .increased ? .high : .normal
            traits.displayScale = CGFloat(displayScale)
        }
    }
}

extension TabBarImageTraits {
    /// The traits of a view that choose an image's representation besides the variant's (the cache key's part).
    public init(_ traits: UITraitCollection) {
        self.init(
            idiom: traits.userInterfaceIdiom.rawValue, displayGamut: traits.displayGamut.rawValue,
            horizontalSizeClass: traits.horizontalSizeClass.rawValue, verticalSizeClass: traits.verticalSizeClass.rawValue,
            contentSizeCategory: traits.preferredContentSizeCategory.rawValue, legibilityWeight: traits.legibilityWeight.rawValue)
    }

    /// The UIKit traits a change of which gives an image another representation (what a view registers for to load its
    /// images again), besides the variant's own: ``init(_:)``'s.
    @MainActor public static let uiTraits: [UITrait] = [
        UITraitUserInterfaceIdiom.self, UITraitDisplayGamut.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitDisplayScale.self,
    ]
}

/// The asset and registered images the painters drew, by name, variant and the view's traits (a missing asset too): one
/// lookup serves every frame. Emptied on a memory warning; a registered image's entries go when it is replaced or removed.
public typealias TabBarImageVariantCache = TabBarVariantCache<UIImage>

extension TabBarVariantCache where Image == UIImage {
    /// The cache both painters use (emptied when the app receives a memory warning).
    public static var shared: TabBarVariantCache<UIImage> { sharedImageVariants }
}

/// The painters' image cache, made with its memory-warning observer.
private let sharedImageVariants: TabBarVariantCache<UIImage> = {
    let cache = TabBarVariantCache<UIImage>()
    _ = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
        cache.removeAll()
    }
    return cache
}()
#endif
