/// A key the bar responds to.
public enum TabBarKeyInput: Hashable, Sendable {
    /// The left arrow: the tab to the left.
    case leftArrow
    /// The right arrow: the tab to the right.
    case rightArrow
    /// Command and a digit 1…9: the N-th tab.
    case commandDigit(Int)
    /// Control-Command-S: shows or hides a top bar's sidebar (iPadOS's "Show Sidebar" / "Hide Sidebar"); the input
    /// layer takes it only while the layout has a sidebar button.
    case toggleSidebar
}

/// A keyboard shortcut as data: the front ends register it (UIKeyCommand, `.keyboardShortcut`).
public struct TabBarKeyCommand: Hashable, Sendable {
    /// The key.
    public var input: TabBarKeyInput
    /// What the discoverability overlay shows ("Home"): a tab's title, or one of the core's own titles
    /// (``previousTabTitle``, ``nextTabTitle``, ``showSidebarTitle``, ``hideSidebarTitle``), which are String Catalog
    /// keys a host translates (TabBarHost's `TabBarInput.registeredKeys` does).
    public var title: String

    /// The left arrow's title in left to right (the right arrow's in right to left); a String Catalog key.
    public static let previousTabTitle = "Previous Tab"
    /// The right arrow's title in left to right (the left arrow's in right to left); a String Catalog key.
    public static let nextTabTitle = "Next Tab"
    /// Control-Command-S's title while the sidebar is collapsed; a String Catalog key (VoiceOver's label of the button too).
    public static let showSidebarTitle = "Show Sidebar"
    /// Control-Command-S's title while the sidebar shows; a String Catalog key.
    public static let hideSidebarTitle = "Hide Sidebar"
    /// What to send when it is pressed.
    public var event: TabBarEvent
}

extension TabBarMachine {
    /// The shortcuts: Command-1 … Command-9 for the first nine destinations, the arrow keys, and Control-Command-S for
    /// a top bar's sidebar ("Show Sidebar", "Hide Sidebar" while it shows; registered only while there is one).
    public var keyCommands: [TabBarKeyCommand] {
        let destinations = visibleOrder.filter(isSelectable).prefix(9)
        var commands = destinations.enumerated().map { index, id in
            TabBarKeyCommand(input: .commandDigit(index + 1), title: tab(id).title, event: .keyPressed(.commandDigit(index + 1)))
        }
        typealias Titles = TabBarKeyCommand
        let rtl = layoutDirection == .rightToLeft
        commands.append(TabBarKeyCommand(input: .leftArrow, title: rtl ? Titles.nextTabTitle : Titles.previousTabTitle, event: .keyPressed(.leftArrow)))
        commands.append(TabBarKeyCommand(input: .rightArrow, title: rtl ? Titles.previousTabTitle : Titles.nextTabTitle, event: .keyPressed(.rightArrow)))
        let sidebarTitle = state.isSidebarExpanded ? Titles.hideSidebarTitle : Titles.showSidebarTitle
        commands.append(TabBarKeyCommand(input: .toggleSidebar, title: sidebarTitle, event: .keyPressed(.toggleSidebar)))
        return commands
    }

    /// Arrow keys move to the adjacent destination in the bar (mirrored right to left; nothing while the selection
    /// has no item in the bar); Command-N selects the N-th destination of the bar; Control-Command-S toggles the sidebar
    /// as its button does (``TabBarEvent/sidebarToggled``).
    mutating func keyPressed(_ key: TabBarKeyInput, into effects: inout [TabBarEffect]) {
        switch key {
        case .leftArrow, .rightArrow:
            let forward = (key == .rightArrow) == (layoutDirection == .leftToRight)
            guard let target = adjacentInBar(to: state.selected, forward: forward) else { return }
            requestSelection(of: target, source: .keyboard, into: &effects)
        case .commandDigit(let n):
            let destinations = visibleOrder.filter(isSelectable)
            guard (1...9).contains(n), n <= destinations.count else { return }
            let target = destinations[n - 1]
            if target == state.selected {
                reselect(tab(target), into: &effects)
            } else {
                requestSelection(of: target, source: .keyboard, into: &effects)
            }
        case .toggleSidebar:
            state.isSidebarExpanded.toggle()
            effects.append(.sidebarExpansionChanged(isExpanded: state.isSidebarExpanded))
        }
    }
}
