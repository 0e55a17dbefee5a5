extension TabBarState {
    /// What a damaged snapshot still holds: the state read from its readable parts, and a note for each part left out.
    struct Salvage {
        /// The state, or `nil` when the snapshot has no usable version, selection or order.
        var state: TabBarState?
        /// `badges.home: a badge count cannot be negative (got -3); dropped` — one per part left out.
        var notes: [String]
    }

    /// Reads a snapshot member by member, so that one damaged entry costs only that entry.
    ///
    /// `version`, `selected` and `order` must be there with the right types, or nothing is read
    /// (the state is kept). Inside the other members and the order, every entry that cannot be read
    /// (a number where an id belongs, a negative badge count, a malformed route) is left out and named.
    static func salvage(_ document: TabBarJSONValue) -> Salvage {
        guard case .object(let documentMembers) = document else { return Salvage(notes: ["expected an object"]) }
        var notes: [String] = []
        var seen: Set<String> = []
        var values: [String: TabBarJSONValue] = [:]
        for member in documentMembers where seen.insert(member.key).inserted { values[member.key] = member.value }
        for key in seen.subtracting(CodingKeys.allNames).sorted() { notes.append("\(key): unknown key; ignored") }

        guard case .number(let version)? = values["version"] else { return Salvage(notes: ["version: required number is missing"]) }
        guard version == Double(snapshotVersion) else {
            return Salvage(notes: ["version: unsupported snapshot version \(Int(exactly: version).map(String.init) ?? "\(version)"); this build reads \(snapshotVersion)"])
        }
        guard case .string(let selected)? = values["selected"] else { return Salvage(notes: ["selected: expected a string"]) }
        guard case .array = values["order"] else { return Salvage(notes: ["order: expected an array"]) }

        func ids(_ key: String) -> [TabID] {
            elements(key, values[key], notes: &notes) { value -> TabID in
                if case .string(let s) = value { return TabID(s) }
                throw SalvageIssue("expected a string")
            }
        }
        let order = ids("order")
        let hidden = ids("hidden")
        let history = ids("history")
        let live = values["live"] == nil ? [TabID(selected)] : ids("live")
        var cutStacks: [String] = []
        // An unreadable stack or badge leaves an empty one behind, so the tab still counts as one the snapshot knew.
        let stacks: [String: [TabBarRoute]] = members("stacks", values["stacks"], placeholder: [], notes: &notes) { tab, value in
            guard case .array(let items) = value else { throw SalvageIssue("expected an array") }
            var routes: [TabBarRoute] = []
            for (index, item) in items.enumerated() {
                do {
                    routes.append(try TabBarJSONValueDecoder().decode(TabBarRoute.self, from: item))
                } catch {
                    // The screens below an unreadable one are still a valid stack; those above it are not.
                    cutStacks.append("stacks.\(tab)[\(index)]: \(Self.reason(error)); the stack is cut there")
                    break
                }
            }
            return routes
        }
        notes += cutStacks
        let scrollPositions: [String: String] = members("scrollPositions", values["scrollPositions"], notes: &notes) { _, value in
            if case .string(let s) = value { return s }
            throw SalvageIssue("expected a string")
        }
        let badges: [String: TabBarBadge] = members("badges", values["badges"], placeholder: TabBarBadge.none, notes: &notes) { _, value in
            try TabBarJSONValueDecoder().decode(TabBarBadge.self, from: value)
        }
        var openMenu: TabID?
        switch values["openMenu"] {
        case .string(let id)?: openMenu = TabID(id)
        case nil, .null?: openMenu = nil
        default: notes.append("openMenu: expected a string; dropped")
        }
        // Missing (a snapshot from before it was recorded) or unreadable: the order is taken as the user's.
        var orderCustomized = true
        switch values["orderCustomized"] {
        case .bool(let flag)?: orderCustomized = flag
        case nil: break
        default: notes.append("orderCustomized: expected true or false; the order is kept as the user's")
        }
        var reasons = TabBarVisibilityReasons()
        if let value = values["visibility"] {
            do {
                reasons = try TabBarJSONValueDecoder().decode(TabBarVisibilityReasons.self, from: value)
            } catch {
                notes.append("visibility: \(Self.reason(error)); dropped")
            }
        }
        let sectionsCollapsed: [String: Bool] = members("sectionsCollapsed", values["sectionsCollapsed"], notes: &notes) { _, value in
            if case .bool(let flag) = value { return flag }
            throw SalvageIssue("expected true or false")
        }
        let scrolledToTop = ids("scrolledToTop")
        let state = TabBarState(
            selected: TabID(selected), order: order, hidden: Set(hidden),
            stacks: stacks.mapKeys { TabID($0) }, scrollPositions: scrollPositions.mapKeys { TabID($0) }, history: history,
            badges: badges.mapKeys { TabID($0) }, lifecycle: TabLifecycle(recency: live), openMenu: openMenu,
            visibilityReasons: reasons, isOrderCustomized: orderCustomized, sectionsCollapsed: sectionsCollapsed,
            scrolledToTop: Set(scrolledToTop))
        return Salvage(state: state, notes: notes)
    }

    /// The readable elements of an array member; a missing member is empty.
    private static func elements<T>(_ key: String, _ value: TabBarJSONValue?, notes: inout [String], _ read: (TabBarJSONValue) throws -> T) -> [T] {
        guard let value, value != .null else { return [] }
        guard case .array(let items) = value else {
            notes.append("\(key): expected an array; dropped")
            return []
        }
        var result: [T] = []
        for (index, item) in items.enumerated() {
            do {
                result.append(try read(item))
            } catch {
                notes.append("\(key)[\(index)]: \(reason(error)); dropped")
            }
        }
        return result
    }

    /// The readable members of an object member; a missing member is empty.
    private static func members<T>(
        _ key: String, _ value: TabBarJSONValue?, placeholder: T? = nil, notes: inout [String], _ read: (String, TabBarJSONValue) throws -> T
    ) -> [String: T] {
        guard let value, value != .null else { return [:] }
        guard case .object(let items) = value else {
            notes.append("\(key): expected an object; dropped")
            return [:]
        }
        var result: [String: T] = [:]
        for item in items where result[item.key] == nil {
            do {
                result[item.key] = try read(item.key, item.value)
            } catch {
                notes.append("\(key).\(item.key): \(reason(error)); dropped")
                result[item.key] = placeholder
            }
        }
        return result
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case let issue as SalvageIssue: issue.reason
        case let decoding as DecodingError: decoding.inputIssue.reason
        default: "\(error)"
        }
    }
}

/// Why one entry of a snapshot could not be read.
private struct SalvageIssue: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension TabBarState.CodingKeys {
    /// Every member name a snapshot may have.
    static let allNames: Set<String> = ["version", "selected", "order", "orderCustomized", "hidden", "stacks", "scrollPositions", "history", "badges", "live", "openMenu", "visibility", "sectionsCollapsed", "scrolledToTop"]
}

extension Dictionary where Key == String {
    /// The same values under keys made by `transform`.
    fileprivate func mapKeys<K: Hashable>(_ transform: (String) -> K) -> [K: Value] {
        var result: [K: Value] = [:]
        for (key, value) in self { result[transform(key)] = value }
        return result
    }
}
