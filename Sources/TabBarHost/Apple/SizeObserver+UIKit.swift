#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view that tells when the view it is attached to changes size: the native style's appearance is given
/// one-item-large indicator images, so it is applied again when the system tab bar is laid out at a new size
/// (first layout, rotation, Split View), which no trait change reports. It takes no touch and is no
/// accessibility element.
@MainActor
public final class TabBarSizeObserver: UIView {
    private var onResize: ((CGSize) -> Void)?
    private var reported: CGSize?

    /// Attaches an observer to `view` (once: a second call replaces the callback) that calls `onResize` with
    /// the view's size after each layout at a new, non-empty size.
    public static func attach(to view: UIView, onResize: @escaping (CGSize) -> Void) {
        let observer = view.subviews.lazy.compactMap { $0 as? TabBarSizeObserver }.first ?? {
            let made = TabBarSizeObserver(frame: view.bounds)
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            made.isUserInteractionEnabled = false
            made.isAccessibilityElement = false
            made.accessibilityElementsHidden = true
            view.addSubview(made)
            return made
        }()
        observer.onResize = onResize
        observer.setNeedsLayout()
    }

    /// Reports a new size once the view is laid out at it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        guard size.width > 0, size.height > 0, size != reported else { return }
        reported = size
        onResize?(size)
    }
}
#endif
