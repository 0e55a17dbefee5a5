@_spi(TabBarKitInternal) import TabBarCore
/// Turns one script line into a command, checking tab ids against the configuration.
struct ScriptParser {
    let configuration: TabBarConfiguration
    let ids: Set<TabID>
    /// Reads the configuration a `configure FILE` line names; `nil` where the host reads no files (the playground).
    let loadConfiguration: TabBarSimulationScript.ConfigurationLoader?

    init(configuration: TabBarConfiguration, loadConfiguration: TabBarSimulationScript.ConfigurationLoader? = nil) {
        self.configuration = configuration
        self.ids = Set(configuration.tabs.map(\.id))
        self.loadConfiguration = loadConfiguration
    }

    func command(_ text: String, line: Int) throws(TabBarScriptError) -> TabBarSimulationScript.Command {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let fail = { (reason: String) in TabBarScriptError(line: line, reason: reason) }
        func arity(_ n: Int, _ usage: String) throws(TabBarScriptError) {
            guard words.count == n + 1 else { throw fail("\(words[0]) expects: \(usage)") }
        }
        func tab(_ word: String) throws(TabBarScriptError) -> TabID {
            let id = TabID(word)
            guard ids.contains(id) else {
                throw fail("unknown tab \"\(word)\"; tabs are " + configuration.tabs.map(\.id.rawValue).joined(separator: ", "))
            }
            return id
        }
        func rest(after count: Int, _ usage: String) throws(TabBarScriptError) -> String {
            guard words.count > count else { throw fail("\(words[0]) expects: \(usage)") }
            return words[count...].joined(separator: " ")
        }
        func choice<T>(_ word: String, _ options: [String: T]) throws(TabBarScriptError) -> T {
            guard let value = options[word] else {
                throw fail("\"\(word)\" is not one of " + options.keys.sorted().joined(separator: ", "))
            }
            return value
        }

        switch words[0] {
        case "tap":
            try arity(1, "tap ID")
            return .event(.tabTapped(try tab(words[1])))
        case "select":
            try arity(1, "select ID")
            return .event(.selectionRequested(try tab(words[1])))
        case "action":
            try arity(1, "action ID")
            let id = try tab(words[1])
            guard configuration.tab(id)?.role == .action else { throw fail("\"\(id)\" is not an action tab") }
            return .event(.tabTapped(id))
        case "menu":
            guard words.count >= 2 else { throw fail("menu expects: menu open ID | menu choose N | menu dismiss") }
            switch words[1] {
            case "open":
                try arity(2, "menu open ID")
                return .event(.actionMenuOpened(try tab(words[2])))
            case "choose":
                try arity(2, "menu choose N")
                return .chooseMenuItem(words[2])
            case "dismiss":
                try arity(1, "menu dismiss")
                return .event(.actionMenuDismissed)
            default:
                throw fail("menu expects open, choose or dismiss, not \"\(words[1])\"")
            }
        case "longpress":
            try arity(1, "longpress ID")
            return .event(.tabLongPressed(try tab(words[1])))
        case "doubletap":
            try arity(1, "doubletap ID")
            return .event(.tabDoubleTapped(try tab(words[1])))
        case "sidebar" where words.count == 2 && words[1] == "toggle":
            return .event(.sidebarToggled)
        case "sidebar":
            return .event(try sidebar(words, fail: fail, tab: tab))
        case "search":
            guard words.count == 2, words[1] == "dismiss" else { throw fail("search expects: search dismiss") }
            return .event(.searchDismissed)
        case "sizeclass":
            try arity(1, "sizeclass compact|regular")
            return .event(.sizeClassChanged(try choice(words[1], ["compact": .compact, "regular": .regular])))
        case "swipe":
            try arity(1, "swipe left|right")
            return .event(.swiped(try choice(words[1], ["left": .left, "right": .right])))
        case "back":
            try arity(0, "back")
            return .event(.backRequested)
        case "push":
            guard words.count >= 3 else { throw fail("push expects: push ID ROUTE") }
            return .event(.routePushed(TabBarRoute(try rest(after: 2, "push ID ROUTE")), on: try tab(words[1])))
        case "pop":
            try arity(1, "pop ID")
            return .event(.routePopped(try tab(words[1])))
        case "poproot":
            try arity(1, "poproot ID")
            return .event(.poppedToRoot(try tab(words[1])))
        case "deeplink":
            try arity(1, "deeplink URL")
            return .event(.deepLinkOpened(words[1]))
        case "keyboard":
            try arity(1, "keyboard show|hide")
            return .event(.keyboardChanged(isShown: try choice(words[1], ["show": true, "hide": false])))
        case "scroll":
            try arity(1, "scroll down|up|end")
            if words[1] == "end" { return .event(.contentReachedEnd) }
            return .event(.contentScrolled(try choice(words[1], ["down": .down, "up": .up])))
        case "scroll-position":
            guard words.count >= 3 else { throw fail("scroll-position expects: scroll-position ID TOKEN") }
            return .event(.scrollPositionSaved(try rest(after: 2, "scroll-position ID TOKEN"), on: try tab(words[1])))
        case "memory-warning":
            try arity(0, "memory-warning")
            return .event(.memoryWarning)
        case "preload":
            try arity(1, "preload ID")
            return .event(.preloadRequested(try tab(words[1])))
        case "badge":
            return .event(.badgeSet(try badge(words, line: line), on: try tab(words.count > 1 ? words[1] : "")))
        case "reorder":
            try arity(1, "reorder ID,ID,…")
            var order: [TabID] = []
            for word in words[1].split(separator: ",") { order.append(try tab(String(word))) }
            return .event(.tabsReordered(order))
        case "hide":
            try arity(1, "hide ID")
            return .event(.tabHidden(try tab(words[1])))
        case "show":
            try arity(1, "show ID")
            return .event(.tabShown(try tab(words[1])))
        case "bar":
            try arity(1, "bar hide|show|top|bottom")
            if words[1] == "top" || words[1] == "bottom" { return .event(.barOffBottomEdgeChanged(words[1] == "top")) }
            return .event(.barHiddenChanged(try choice(words[1], ["hide": true, "show": false])))
        case "direction":
            try arity(1, "direction ltr|rtl")
            return .event(.layoutDirectionChanged(try choice(words[1], ["ltr": .leftToRight, "rtl": .rightToLeft])))
        case "key":
            try arity(1, "key left|right|cmd-N|ctrl-cmd-s")
            if words[1].hasPrefix("cmd-"), let n = Int(words[1].dropFirst(4)), (1...9).contains(n) { return .event(.keyPressed(.commandDigit(n))) }
            guard let key = ["left": TabBarKeyInput.leftArrow, "right": .rightArrow, "ctrl-cmd-s": .toggleSidebar][words[1]] else {
                throw fail("\"\(words[1])\" is not one of left, right, cmd-1 … cmd-9, ctrl-cmd-s")
            }
            return .event(.keyPressed(key))
        case "save":
            guard words.count <= 2 else { throw fail("save expects: save [FILE]") }
            return words.count == 2 ? .saveFile(words[1]) : .save
        case "restore":
            guard words.count <= 2 else { throw fail("restore expects: restore [FILE]") }
            return words.count == 2 ? .restoreFile(words[1]) : .restore
        case "configure":
            try arity(1, "configure FILE")
            guard let loadConfiguration else { throw fail("configure FILE needs a host that reads configuration files (tabbar simulate)") }
            do {
                return .configure(words[1], try loadConfiguration(words[1]))
            } catch {
                throw fail("\(error)")
            }
        default:
            throw fail("unknown event \"\(words[0])\"; expected one of " + TabBarSimulationScript.commands.joined(separator: ", "))
        }
    }

    /// `sidebar select ID`, `sidebar collapse SECTION`, `sidebar expand SECTION`, `sidebar action SECTION ACTION`.
    func sidebar(
        _ words: [String], fail: (String) -> TabBarScriptError, tab: (String) throws(TabBarScriptError) -> TabID
    ) throws(TabBarScriptError) -> TabBarEvent {
        let usage = "sidebar select ID | sidebar toggle | sidebar collapse SECTION | sidebar expand SECTION | sidebar action SECTION ACTION"
        guard words.count >= 3 else { throw fail("sidebar expects: \(usage)") }
        func section(_ word: String) throws(TabBarScriptError) -> TabBarSidebarSection {
            guard let found = configuration.sections.first(where: { $0.id == word }) else {
                let known = configuration.sections.map(\.id)
                throw fail("unknown sidebar section \"\(word)\"; " + (known.isEmpty ? "the configuration has no sections" : "sections are " + known.joined(separator: ", ")))
            }
            return found
        }
        switch (words[1], words.count) {
        case ("select", 3): return .sidebarItemSelected(try tab(words[2]))
        case ("collapse", 3): return .sidebarSectionCollapsed(try section(words[2]).id)
        case ("expand", 3): return .sidebarSectionExpanded(try section(words[2]).id)
        case ("action", 4):
            let found = try section(words[2])
            guard found.actions.contains(where: { $0.id == words[3] }) else {
                throw fail("the sidebar section \"\(found.id)\" has no action \"\(words[3])\"; its actions are "
                    + (found.actions.isEmpty ? "none" : found.actions.map(\.id).joined(separator: ", ")))
            }
            return .sidebarActionChosen(words[3], section: found.id)
        default:
            throw fail("sidebar expects: \(usage)")
        }
    }

    func badge(_ words: [String], line: Int) throws(TabBarScriptError) -> TabBarBadge {
        let usage = "badge ID count N|dot|text S|none"
        guard words.count >= 3 else { throw TabBarScriptError(line: line, reason: "badge expects: \(usage)") }
        let badge: TabBarBadge
        switch words[2] {
        case "count":
            guard words.count == 4 else { throw TabBarScriptError(line: line, reason: "badge expects: \(usage)") }
            badge = .count(try count(words[3], line: line))
        case "dot" where words.count == 3: badge = .dot
        case "none" where words.count == 3: badge = .none
        case "text" where words.count >= 4: badge = .text(words[3...].joined(separator: " "))
        default: throw TabBarScriptError(line: line, reason: "badge expects: \(usage)")
        }
        if let problem = badge.problems(at: "badge").first { throw TabBarScriptError(line: line, reason: problem.reason) }
        return badge
    }

    /// A badge's count as written (`12`, or `1e2` as JSON allows); a number the bar cannot show is named in the
    /// configuration's words for it.
    func count(_ word: String, line: Int) throws(TabBarScriptError) -> Int {
        if let n = Int(word) { return n }
        guard let value = Double(word), value.isFinite else {
            throw TabBarScriptError(line: line, reason: "badge count expects a whole number (got \"\(word)\")")
        }
        let maximum = TabBarConfigurationLimits.maximumBadgeCount
        if value.rounded() != value { throw TabBarScriptError(line: line, reason: "a badge count is a whole number (got \(word))") }
        if value < 0 { throw TabBarScriptError(line: line, reason: "a badge count cannot be negative (got \(word))") }
        guard value <= Double(maximum) else {
            throw TabBarScriptError(line: line, reason: "a badge count above \(maximum) is out of range (got \(word))")
        }
        return Int(value)
    }
}
