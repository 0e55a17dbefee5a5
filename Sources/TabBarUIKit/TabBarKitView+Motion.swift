#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitView {
    /// One display link samples the presenter's clock while something moves and pauses when nothing does;
    /// a slow ambient animation alone (the glow) asks for fewer frames.
    func step(at time: CFTimeInterval) {
        guard let presenter else { return }
        show(presenter.frame(at: time))
        guard let link = displayLink else { return }
        let interval = presenter.frameInterval
        link.isPaused = interval == nil
        if let interval, interval > 0 {
            let rate = Float(1 / interval)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        } else {
            link.preferredFrameRateRange = .default
        }
    }

    @objc func tick(_ link: CADisplayLink) { step(at: link.targetTimestamp) }

    /// Starts or stops the display link as the bar enters or leaves a window.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            displayLink?.invalidate()
            displayLink = nil
        } else if displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link.isPaused = presenter?.frameInterval == nil
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }
}
#endif
