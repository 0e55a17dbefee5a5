#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarView {
    /// Plays a core timeline: a display link samples it every frame and the views follow the sample.
    ///
    /// The timeline already honours Reduce Motion (the core plans cross-fades instead of movement).
    func run(_ timeline: AnimationTimeline) {
        self.timeline = timeline
        timelineStart = CACurrentMediaTime()
        animationFrame = timeline.sample(at: 0)
        if displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    @objc func step(_ link: CADisplayLink) {
        guard let timeline else { return stopMotion() }
        let elapsed = link.targetTimestamp - timelineStart
        if elapsed >= timeline.duration {
            stopMotion()
        } else {
            animationFrame = timeline.sample(at: elapsed)
        }
        setNeedsLayout()
    }

    func stopMotion() {
        displayLink?.invalidate()
        displayLink = nil
        timeline = nil
        animationFrame = nil
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMotion() }
    }
}
#endif
