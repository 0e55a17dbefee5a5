import Foundation
import TabBarCore

/// A 2D transform: scale about an anchor, then rotate about it, then translate.
public struct TabBarDisplayTransform: Hashable, Sendable {
    /// The translation applied last.
    public var translate: TabBarPoint
    /// The horizontal scale about the anchor.
    public var scaleX: Double
    /// The vertical scale about the anchor.
    public var scaleY: Double
    /// The rotation about the anchor, in degrees (clockwise on screen).
    public var rotationDegrees: Double
    /// The point scaling and rotation are about.
    public var anchor: TabBarPoint

    /// Creates a transform with one scale for both axes.
    public init(translate: TabBarPoint = TabBarPoint(x: 0, y: 0), scale: Double = 1, rotationDegrees: Double = 0, anchor: TabBarPoint = TabBarPoint(x: 0, y: 0)) {
        self.init(translate: translate, scaleX: scale, scaleY: scale, rotationDegrees: rotationDegrees, anchor: anchor)
    }

    /// Creates a transform with a scale per axis.
    public init(translate: TabBarPoint = TabBarPoint(x: 0, y: 0), scaleX: Double, scaleY: Double, rotationDegrees: Double = 0, anchor: TabBarPoint = TabBarPoint(x: 0, y: 0)) {
        self.translate = translate
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotationDegrees = rotationDegrees
        self.anchor = anchor
    }

    /// The transform that moves and stretches rectangle `from` onto rectangle `to` (about `from`'s origin).
    public static func mapping(_ from: TabBarRect, to: TabBarRect) -> TabBarDisplayTransform {
        TabBarDisplayTransform(
            translate: TabBarPoint(x: to.x - from.x, y: to.y - from.y),
            scaleX: from.width > 0 ? to.width / from.width : 1, scaleY: from.height > 0 ? to.height / from.height : 1,
            anchor: TabBarPoint(x: from.x, y: from.y))
    }

    /// The transform as an affine matrix in the canvas's coordinates (y down).
    public var matrix: TabBarDisplayMatrix {
        let angle = rotationDegrees * Double.pi / 180
        let c = cos(angle), s = sin(angle)
        // p ↦ R·S·(p − anchor) + anchor + translate
        let a = c * scaleX, b = s * scaleX, cc = -s * scaleY, d = c * scaleY
        let tx = anchor.x + translate.x - (a * anchor.x + cc * anchor.y)
        let ty = anchor.y + translate.y - (b * anchor.x + d * anchor.y)
        return TabBarDisplayMatrix(a: a, b: b, c: cc, d: d, tx: tx, ty: ty)
    }
}

/// An affine matrix as Core Graphics lays it out: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct TabBarDisplayMatrix: Hashable, Sendable {
    /// Row 1, column 1.
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a matrix.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity.
    public static let identity = TabBarDisplayMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `self` applied after `inner` (Core Graphics' `inner.concatenating(self)`).
    public func after(_ inner: TabBarDisplayMatrix) -> TabBarDisplayMatrix {
        TabBarDisplayMatrix(
            a: inner.a * a + inner.b * c, b: inner.a * b + inner.b * d,
            c: inner.c * a + inner.d * c, d: inner.c * b + inner.d * d,
            tx: inner.tx * a + inner.ty * c + tx, ty: inner.tx * b + inner.ty * d + ty)
    }

    /// Where a point goes.
    public func apply(_ p: TabBarPoint) -> TabBarPoint { TabBarPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
}
