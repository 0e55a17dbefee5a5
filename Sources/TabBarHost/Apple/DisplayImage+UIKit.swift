#if canImport(UIKit) && !os(watchOS)
import Foundation
import TabBarCore
import TabBarDisplay
import UIKit

/// The images an app supplies for icons of the `.image(id)` source, by id: register them before the bar shows (or again
/// to change one: both bars draw the new image, its revision having moved on); both front ends draw them from
/// `TabBarImageRegistry.shared`.
///
/// ```swift
/// TabBarImageRegistry.shared.register(avatar, id: "avatar")   // TabBarKitItem(…, icon: .image("avatar"))
/// ```
public typealias TabBarImageRegistry = TabBarRegisteredImages<UIImage>

extension TabBarRegisteredImages where Image == UIImage {
    /// The registry both painters draw from; a change drops the variants they resolved from the image it replaces
    /// (`TabBarImageVariantCache.shared`) and is posted, so the bars draw again.
    public static var shared: TabBarRegisteredImages<UIImage> { sharedImageRegistry }
}

/// The registry the painters read, dropping their cached variants of an id whose image changes.
private let sharedImageRegistry = TabBarRegisteredImages<UIImage>(variants: .shared)

extension TabIcon {
    /// The image for UIKit's own readers — the native style's `UITabBarItem`, the large content viewer, menus, the
    /// customisation editors: the SF Symbol, the asset-catalog image or the registered one, a template unless the icon
    /// keeps its own colours, then `.alwaysOriginal` (`UITabBarItem` tints every image that is not: "To prevent system
    /// coloring, provide images with UIImageRenderingModeAlwaysOriginal"). The custom bars draw an original icon's
    /// automatic symbol as automatic (``TabBarImageRenderingMode/drawn(for:loaded:isSymbolImage:)``).
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

/// A view's traits as the painters load images with them: the collection, and the part of the cache key it gives
/// (``TabBarImageTraits``), made once when the traits change, so that a lookup that finds its image makes neither.
public struct TabBarImageLoadingTraits: Sendable {
    /// The view's trait collection (an image is loaded with it, only the list's variant changed).
    public let collection: UITraitCollection
    /// Its idiom, gamut, size classes, text size and Bold Text: the cache key's part.
    public let key: TabBarImageTraits

    /// The loading traits of a view's trait collection.
    public init(_ collection: UITraitCollection) {
        self.init(collection, key: TabBarImageTraits(collection))
    }

    /// The loading traits of a view's trait collection whose key part was made already (`key` must be
    /// `TabBarImageTraits(collection)`).
    public init(_ collection: UITraitCollection, key: TabBarImageTraits) {
        self.collection = collection
        self.key = key
    }

    /// The traits of no view (nothing specified): what SwiftUI's bar loads with outside a container.
    public static let unspecified = TabBarImageLoadingTraits(UITraitCollection())
}

extension TabBarDisplayImage {
    /// The image both painters draw, at `displayScale` (the screen's): the variant a `UIImageView` in the bar shows,
    /// loaded with the bar view's own traits (`traits`: its idiom, gamut, size classes, text size) with only the list's
    /// variant changed (``variant(displayScale:)``: the bar's layout direction and appearance, and the scale) — an asset's
    /// right-to-left, dark or increased-contrast image, a registered image's variant — in the rendering mode the icon
    /// asks for (``TabBarImageRenderingMode/drawn(for:loaded:isSymbolImage:)``). The painter draws this very image (its
    /// size, its mirroring: ``mirrors(_:)``), never one looked up again under its own drawing traits. Each image is
    /// resolved once per variant and traits (``TabBarImageVariantCache``; a registered image again when the app
    /// registers another under its id); a lookup that finds it makes no key but the cache's and no trait collection.
    /// Called where the painters prepare, on the main actor (a SwiftUI canvas symbol's body, the UIKit layer tree's
    /// build), never inside a renderer: a frame looks nothing up.
    ///
    /// A registered image is resolved for the traits with `withConfiguration(_:)` of its own configuration with those
    /// traits, which keeps what the app made of it (a tint, a palette or multicolour symbol, a symbol's point size and
    /// weight, `imageFlippedForRightToLeftLayoutDirection()`), where its asset's `image(with:)` would load a fresh image
    /// without them (the SDK's `UIImage.h`, above `imageWithConfiguration:`).
    @MainActor public func resolvedImage(displayScale: Double, traits: TabBarImageLoadingTraits) -> UIImage? {
        let key = variantKey(displayScale: displayScale, traits: traits)
        let cache = TabBarImageVariantCache.shared
        if icon.source == .asset {
            if let cached = cache.entry(for: key) { return cached.image }
            let loading = key.variant.uiTraitCollection(base: traits.collection)
            let image = UIImage(named: icon.name, in: nil, compatibleWith: loading).map { Self.rendered($0, for: icon) }
            cache.store(image, for: key)
            return image
        }
        guard icon.source == .image else { return icon.uiImage }
        // Registered images may be replaced at any time: the variant cached is that of the image registered now.
        guard let registered = TabBarImageRegistry.shared.image(id: icon.name) else { return nil }
        if let cached = cache.entry(for: key), cached.source === registered { return cached.image }
        let loading = key.variant.uiTraitCollection(base: traits.collection)
        let configuration = registered.configuration?.withTraitCollection(loading) ?? UIImage.Configuration(traitCollection: loading)
        let image = Self.rendered(registered.withConfiguration(configuration), for: icon)
        cache.store(image, for: key, source: registered)
        return image
    }

    /// The image SwiftUI's canvas symbol shows: ``resolvedImage(displayScale:traits:)``, and when the painter mirrors it
    /// (``mirrors(_:)``), that image already mirrored — drawn once, flipped, into a bitmap of the size it is drawn at
    /// (``imageFrame(for:displayScale:)``, whole pixels) at `displayScale` with the loading traits (its dynamic colours
    /// resolved in them, as the UIKit painter resolves them), kept beside its variant
    /// (``TabBarVariantCache/storeMirrored(_:for:size:)``) — so the canvas draws it as it is and no geometry effect inside
    /// the symbol has to survive the canvas's drawing.
    @MainActor package func canvasImage(displayScale: Double, traits: TabBarImageLoadingTraits) -> UIImage? {
        guard let image = resolvedImage(displayScale: displayScale, traits: traits) else { return nil }
        guard mirrors(image) else { return image }
        let frame = imageFrame(for: image, displayScale: displayScale)
        let size = TabBarSize(width: frame.width, height: frame.height)
        let key = variantKey(displayScale: displayScale, traits: traits)
        let cache = TabBarImageVariantCache.shared
        if let mirrored = cache.mirroredImage(for: key, size: size) { return mirrored }
        let loading = key.variant.uiTraitCollection(base: traits.collection)
        let mirrored = image.tabBarMirrored(size: size, displayScale: displayScale, template: icon.isTemplate, traits: loading)
        cache.storeMirrored(mirrored, for: key, size: size)
        return mirrored
    }

    /// The cache key of this image for `traits` at `displayScale`.
    func variantKey(displayScale: Double, traits: TabBarImageLoadingTraits) -> TabBarImageVariantCache.Key {
        TabBarImageVariantCache.Key(icon: icon, variant: variant(displayScale: displayScale), traits: traits.key)
    }

    /// `image` in the rendering mode `icon` asks for (``TabBarImageRenderingMode/drawn(for:loaded:isSymbolImage:)``):
    /// itself when it has it already (an original image keeps the tint `withTintColor(_:renderingMode:)` gave it; a
    /// palette, hierarchical or multicolour symbol of an original icon stays automatic, keeping its colours).
    static func rendered(_ image: UIImage, for icon: TabIcon) -> UIImage {
        let loaded = TabBarImageRenderingMode(rawValue: image.renderingMode.rawValue) ?? .automatic
        let drawn = TabBarImageRenderingMode.drawn(for: icon, loaded: loaded, isSymbolImage: image.isSymbolImage)
        guard drawn != loaded, let mode = UIImage.RenderingMode(rawValue: drawn.rawValue) else { return image }
        return image.withRenderingMode(mode)
    }

    /// Whether the painter mirrors `image` about the frame's centre: in right to left, an image whose asset says it
    /// mirrors (`flipsForRightToLeftLayoutDirection`, the asset catalog's "Mirrors" direction or
    /// `imageFlippedForRightToLeftLayoutDirection()`), as a `UIImageView` would; the painters draw into none.
    public func mirrors(_ image: UIImage) -> Bool { mirrorsWhenDrawn(imageFlipsForRightToLeft: image.flipsForRightToLeftLayoutDirection) }

    /// Where the image is drawn: fitted into the frame, keeping its aspect ratio, on whole pixels at `displayScale`
    /// (``fittedFrame(aspectRatio:displayScale:)``).
    public func imageFrame(for image: UIImage, displayScale: Double) -> TabBarRect {
        fittedFrame(aspectRatio: image.size.height > 0 ? Double(image.size.width / image.size.height) : 1, displayScale: displayScale)
    }

    /// What a painter reports when the image cannot be found.
    public var missingIssue: TabBarDisplayPaintIssue {
        let place = icon.source == .asset ? "in the asset catalog" : "registered with TabBarImageRegistry"
        return TabBarDisplayPaintIssue(icon.isTemplate ? .templateImage : .originalImage, detail: "no image \"\(icon.name)\" \(place)", group: nil)
    }
}

extension UIImage {
    /// This image mirrored about its vertical centre line, drawn once into a bitmap `size` points large at `displayScale`
    /// (the size it is drawn at, whole pixels): a template's shape as a template (tinted where it is drawn; an alpha mask
    /// needs no extended range, so its format is the standard range), an original image in its own colours, its dynamic
    /// colours resolved in `traits` (the loading traits: the format is made for them and the drawing runs under
    /// `performAsCurrent`, as the UIKit painter draws — `UITraitCollection.current` is undefined elsewhere). Only documented
    /// drawing is relied on (`draw(in:)` in a flipped `CGContext`), and the bitmap is drawn as it is, so its mirroring does
    /// not depend on how a SwiftUI canvas draws a symbol's geometry effects.
    @MainActor func tabBarMirrored(size: TabBarSize, displayScale: Double, template: Bool, traits: UITraitCollection) -> UIImage {
        let bounds = CGRect(origin: .zero, size: CGSize(width: size.width, height: size.height))
        let format = UIGraphicsImageRendererFormat(for: traits)
        format.scale = CGFloat(displayScale)
        format.opaque = false
        if template { format.preferredRange = .standard }
        let source = template ? withTintColor(.black, renderingMode: .alwaysOriginal) : self
        var mirrored = UIImage()
        traits.performAsCurrent {
            mirrored = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
                context.cgContext.translateBy(x: bounds.width, y: 0)
                context.cgContext.scaleBy(x: -1, y: 1)
                source.draw(in: bounds)
            }
        }
        return mirrored.withRenderingMode(template ? .alwaysTemplate : .alwaysOriginal)
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
