import Testing

import TabBarCore
import TabBarDisplay

/// The painted area retained painters size their layers from.
@Suite("Paint bounds")
struct PaintBoundsTests {
    static let square = TabBarDisplayItem.shape(.rect(TabBarRect(x: 10, y: 20, width: 30, height: 30), cornerRadius: 0), fill: .solid(.black), stroke: nil)

    @Test("a content shadow's group paints its children and the shadow three deviations out, before its transform")
    func contentShadowBeforeTransform() throws {
        let shadow = TabBarDisplayContentShadow(color: .black, sigma: 2, dx: 0, dy: 4)
        let group = TabBarDisplayGroup([Self.square], transform: TabBarDisplayTransform(scale: 2, anchor: TabBarPoint(x: 25, y: 35)), effect: .contentShadow(shadow))
        let before = try #require(group.paintBoundsBeforeTransform)
        #expect(before == TabBarRect(x: 4, y: 18, width: 42, height: 42))
        // The whole item's bounds are those after the transform: twice as large round the anchor.
        let after = try #require(TabBarDisplayItem.group(group).paintBounds)
        #expect(after == TabBarRect(x: -17, y: 1, width: 84, height: 84))
    }

    @Test("a clip cuts the painted area; an empty group paints nothing")
    func clipAndEmpty() {
        let clipped = TabBarDisplayGroup([Self.square], clip: .rect(TabBarRect(x: 0, y: 0, width: 20, height: 30), cornerRadius: 0))
        #expect(clipped.paintBoundsBeforeTransform == TabBarRect(x: 10, y: 20, width: 10, height: 10))
        #expect(TabBarDisplayGroup([]).paintBoundsBeforeTransform == nil)
    }
}
