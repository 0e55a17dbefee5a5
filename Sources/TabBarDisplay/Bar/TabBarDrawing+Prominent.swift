import TabBarCore

extension TabBarDrawing.Builder {
    /// The ring round a selected prominent tab's button, in the selected items' colour, clear of the button by
    /// ``TabBarDrawing/prominentRingGap``: selection shown by a shape, not by colour alone (its glyph also fills).
    func prominentRing(_ button: TabBarRect) -> TabBarDisplayItem {
        let radius = button.width / 2 + TabBarDrawing.prominentRingGap + TabBarDrawing.prominentRingWidth / 2
        return .shape(.circle(center: button.center, radius: radius), fill: nil,
                      stroke: TabBarDisplayStroke(color(theme.items.selected), width: TabBarDrawing.prominentRingWidth))
    }
}

extension TabBarDrawing {
    /// The space between a selected prominent tab's button and its ring, in points.
    public static let prominentRingGap = 2.5
    /// The ring's line width, in points.
    public static let prominentRingWidth = 2.0
}
