#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitView {
    /// A finger landed: the presenter starts the press at once; the generators of the haptics the tap may
    /// play (the input layer lists them) are prepared so the haptic plays without delay.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let presenter else { return super.touchesBegan(touches, with: event) }
        for haptic in presenter.handle(.touchDown(TabBarPoint(touch.location(in: self)))).prepareHaptics {
            if haptic == .selection { selectionFeedback.prepare() } else { impactGenerator(haptic.impactStyle).prepare() }
        }
    }

    /// Hands the touch's move to the input layer.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let presenter else { return super.touchesMoved(touches, with: event) }
        presenter.handle(.touchMoved(TabBarPoint(touch.location(in: self))))
    }

    /// Hands the touch's end to the input layer.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let presenter else { return super.touchesEnded(touches, with: event) }
        presenter.handle(.touchUp(TabBarPoint(touch.location(in: self))))
    }

    /// Tells the input layer the touch was cancelled.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presenter else { return super.touchesCancelled(touches, with: event) }
        presenter.handle(.touchCancelled)
    }
}
#endif
