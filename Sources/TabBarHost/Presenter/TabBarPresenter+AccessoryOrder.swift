import TabBarCore

/// A part of a container's view, for VoiceOver's reading order (``TabBarPresenter/accessibilityOrder``).
public enum TabBarContainerPart: String, Hashable, Sendable {
    /// The selected tab's content.
    case content
    /// The bottom accessory (a mini player).
    case accessory
    /// The bar, its sidebar or its open menu.
    case bar
}

extension TabBarPresenter {
    /// VoiceOver's reading order over the container, as the parts lie on screen: the content, the accessory above a
    /// bottom bar, then the bar; the bar first when it is at the top or a sidebar (then the content, then the
    /// accessory); only the bar while its menu is open (the menu is modal). A front end skips the parts it lacks.
    public var accessibilityOrder: [TabBarContainerPart] {
        if store.state.openMenu != nil || layout?.actionMenu != nil { return [.bar] }
        let barFirst = layout.map { $0.isAtTop || $0.presentation == .sidebar } ?? isBarOffBottomEdge
        return barFirst ? [.bar, .content, .accessory] : [.content, .accessory, .bar]
    }

    /// The width a fitting accessory's content is measured at: the expanded accessory's in the current layout, else
    /// the last expanded width the front end saw (`lastExpanded`, the accessory is inline now), else the container's;
    /// `nil` while none is known (a width of 0 before the container's first layout), when the accessory keeps the
    /// height it has (the default at first) and is measured once the layout gives it a width.
    public func accessoryMeasuringWidth(lastExpanded: Double? = nil) -> Double? {
        let usable = { (width: Double?) in width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        let laidOut = layout?.accessory.flatMap { $0.placement == .expanded ? $0.frame.width : nil }
        return usable(laidOut) ?? usable(lastExpanded) ?? usable(environment.containerSize.width)
    }
}
