@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

extension SampleContent {
    /// A stand-in for the app's accessory view (a mini player) over the accessory's capsule: artwork, a title when
    /// expanded, and a play control at the trailing end (mirrored in right to left).
    func accessoryItems() -> [TabBarDisplayItem] {
        guard let accessory = layout.accessory, accessory.frame.width > 0 else { return [] }
        let frame = accessory.frame
        let rtl = layout.environment.layoutDirection == .rightToLeft
        let inset = (frame.height - min(frame.height - 12, 32)) / 2
        let art = min(frame.height - 12, 32)
        let artFrame = TabBarRect(x: rtl ? frame.maxX - inset - art : frame.minX + inset, y: frame.midY - art / 2, width: art, height: art)
        let accent = TabBarColor(hex: "#FF2D55") ?? .black
        var items: [TabBarDisplayItem] = [.shape(.rect(artFrame, cornerRadius: 6), fill: .solid(accent))]
        let title = accessory.placement == .expanded ? "Now Playing — Track 4" : "Track 4"
        let titleX = rtl ? artFrame.minX - 10 : artFrame.maxX + 10
        items.append(Self.text(title, origin: TabBarPoint(x: titleX, y: frame.midY + 5), size: 15, weight: .semibold, color: primaryText, anchor: rtl ? .end : .start))
        // The play control: a triangle pointing in the reading direction's forward sense (it does not mirror).
        let side = 14.0, cx = rtl ? frame.minX + inset + 12 : frame.maxX - inset - 12, cy = frame.midY
        let play = TabBarVectorPath([
            .move(TabBarPoint(x: cx - side * 0.4, y: cy - side / 2)), .line(TabBarPoint(x: cx + side * 0.5, y: cy)),
            .line(TabBarPoint(x: cx - side * 0.4, y: cy + side / 2)), .close,
        ])
        items.append(.shape(.path(play), fill: .solid(primaryText)))
        return items
    }
}
