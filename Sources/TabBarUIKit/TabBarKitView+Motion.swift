#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitView {
    /// One display link samples the presenter's clock while a one-shot animation moves and pauses when none
    /// does: at rest (the glow breathes on the render server) and while the bar is hidden, nothing ticks.
    func step(at time: CFTimeInterval) {
        guard let presenter else { return }
        show(presenter.frame(at: time))
        // Not a view update: what the frame found (a long press, the content's insets while a top bar expands into
        // the sidebar, which the container applies) is done now.
        presenter.settle()
        displayLink?.isPaused = presenter.frameInterval == nil
    }

    @objc func tick(_ link: CADisplayLink) { step(at: link.targetTimestamp) }

    /// Starts or stops the display link as the bar enters or leaves a window (its ambient animations start
    /// again with the next frame: Core Animation drops a layer's animations with its window).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            displayLink?.invalidate()
            displayLink = nil
            // A backdrop held part way by a paused animator: stopped now (UIKit drops a paused animation with the window,
            // and a paused animator must be stopped before it is let go), its effect taken away (`stopFader`); the next
            // frame sets it whole, or holds it part way again in a window.
            for index in effectFaders.indices { stopFader(at: index) }
        } else {
            if displayLink == nil {
                let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
                link.isPaused = presenter?.frameInterval == nil
                link.add(to: .main, forMode: .common)
                displayLink = link
            }
            setNeedsLayout()
        }
    }
}
#endif
