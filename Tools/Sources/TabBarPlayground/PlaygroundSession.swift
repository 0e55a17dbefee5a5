@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender
@_spi(TabBarKitInternal) import TabBarTools

/// One browser's playground: a configuration, its running state machine and how it is drawn.
///
/// Every answer comes from the core, renderer and tools; the session only keeps them together.
public struct PlaygroundSession: Sendable {
    /// The configuration being designed.
    public private(set) var configuration: TabBarConfiguration
    /// How the bar is drawn.
    public private(set) var options: PlaygroundOptions
    /// A theme imported from a DTCG token file, used when `options.theme` is `"imported"`.
    public private(set) var importedTheme: TabBarTheme?
    private var simulator: TabBarSimulator
    private var lastStep: TabBarTranscriptStep
    private var selectionBeforeLastStep: TabID?

    /// The longest stretch of animation one event's frames cover (a repeating glow shows one period).
    public static let maximumFrameSeconds = 2.0

    /// Starts a session in the launch state.
    public init(configuration: TabBarConfiguration, options: PlaygroundOptions = PlaygroundOptions()) throws(PlaygroundFailure) {
        self.configuration = configuration
        self.options = options
        (simulator, lastStep) = try Self.launch(configuration, options: options, theme: Self.theme(named: options.theme, imported: nil))
        selectionBeforeLastStep = nil
    }

    private static func launch(_ configuration: TabBarConfiguration, options: PlaygroundOptions, theme: TabBarTheme) throws(PlaygroundFailure) -> (TabBarSimulator, TabBarTranscriptStep) {
        var simulator: TabBarSimulator
        do {
            simulator = try TabBarSimulator(
                configuration: configuration, layoutDirection: options.direction, sizeClass: options.environment.horizontalSizeClass)
        } catch {
            throw .unprocessable(error.issues, code: "invalidConfiguration")
        }
        simulator.motion = TabBarMotionPlanner(theme: theme, reduceMotion: options.reduceMotion)
        guard let empty = try? TabBarSimulationScript.parse("", configuration: configuration),
            let launch = simulator.run(empty).steps.first
        else {
            throw .unprocessable([TabBarInputIssue("configuration", "the simulator recorded no launch step")], code: "invalidConfiguration")
        }
        return (simulator, launch)
    }

    private static func theme(named name: String, imported: TabBarTheme?) -> TabBarTheme {
        if name == PlaygroundOptions.importedThemeName, let imported { return imported }
        return TabBarTheme.named(name) ?? PlaygroundOptions.sampleThemes.first { $0.name == name } ?? .system
    }

    /// The theme in use.
    public var theme: TabBarTheme { Self.theme(named: options.theme, imported: importedTheme) }

    /// The machine's current state.
    public var state: TabBarState { simulator.machine.state }

    /// The bar laid out for the current state and options.
    public var layout: TabBarLayout {
        // The search- and prominent-placement switches override the configuration's for the drawing only.
        var configuration = configuration
        if let placement = options.searchPlacement { configuration.behavior.searchPlacement = placement }
        if let placement = options.prominentPlacement { configuration.behavior.prominentPlacement = placement }
        return TabBarLayout(configuration: configuration, state: state, environment: options.environment, theme: theme,
                     measurer: TabBarInterTextMeasurer(), regularWidth: options.regularWidth)
    }

    /// The device screen with the bar, as SVG, and the renderer's warnings.
    public func screenSVG() -> (svg: String, warnings: [String]) {
        Self.screenSVG(configuration: configuration, layout: layout, theme: theme, appearance: options.appearance)
    }

    static func screenSVG(configuration: TabBarConfiguration, layout: TabBarLayout, theme: TabBarTheme, appearance: TabBarAppearance) -> (svg: String, warnings: [String]) {
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance).screenDisplayList()
        let document = TabBarSVGWriter().document(list)
        return (document.svg, document.warnings)
    }

    // MARK: Changes

    /// Replaces the configuration with JSON text, restarting the machine; the core's located issues on failure.
    public mutating func replaceConfiguration(json text: String) throws(PlaygroundFailure) {
        let decoded: TabBarConfiguration
        do {
            decoded = try TabBarConfiguration.decode(json: text)
        } catch {
            throw .unprocessable(error.issues, code: "invalidConfiguration")
        }
        let (newSimulator, launch) = try Self.launch(decoded, options: options, theme: theme)
        configuration = decoded
        simulator = newSimulator
        lastStep = launch
        selectionBeforeLastStep = nil
    }

    /// Applies option changes from a JSON object; the machine learns a new reading direction as an event.
    package mutating func updateOptions(_ value: TabBarJSONValue) throws(PlaygroundFailure) {
        let updated = try options.applying(value, path: "options")
        if updated.theme == PlaygroundOptions.importedThemeName && importedTheme == nil {
            throw .unprocessable([TabBarInputIssue("options.theme", "no theme has been imported; POST a DTCG token file to /theme first")])
        }
        let directionChanged = updated.direction != options.direction
        let sizeClassChanged = updated.environment.horizontalSizeClass != options.environment.horizontalSizeClass
        options = updated
        simulator.motion = TabBarMotionPlanner(theme: theme, reduceMotion: options.reduceMotion)
        if directionChanged { _ = simulator.perform(.event(.layoutDirectionChanged(options.direction))) }
        // Another device's width: a compact bar shows the compact tab set, a regular one every tab.
        if sizeClassChanged { _ = simulator.perform(.event(.sizeClassChanged(options.environment.horizontalSizeClass))) }
    }

    /// Imports design tokens as the session's theme and selects it: one token file (a JSON object), or
    /// several as a JSON array of `{"name": "colors.json", "tokens": {…}, "appearance": "dark"}` (name and
    /// appearance optional), merged in order as `tabbar tokens import` merges files.
    public mutating func importTokens(json text: String, name: String?) throws(PlaygroundFailure) -> TabBarTheme {
        let imported: TabBarTheme
        do {
            let document = try TabBarJSONParser.parse(text)
            var sources: [TabBarDesignTokens.Source] = []
            if case .array(let files) = document {
                for (i, file) in files.enumerated() {
                    let location = "tokens[\(i)]"
                    guard case .object = file, let tokens = file["tokens"] else {
                        throw TabBarConfigurationError([TabBarInputIssue(location, "expected {\"name\": …, \"tokens\": {…}}")])
                    }
                    var fileName = "file \(i + 1)"
                    if case .string(let given)? = file["name"] { fileName = String(given.prefix(200)) }
                    var appearance: String?
                    if case .string(let given)? = file["appearance"] { appearance = given }
                    sources.append(TabBarDesignTokens.Source(name: fileName, document: tokens, appearance: appearance))
                }
                guard !sources.isEmpty else { throw TabBarConfigurationError([TabBarInputIssue("tokens", "the array of token files is empty")]) }
            } else {
                sources = [TabBarDesignTokens.Source(name: "", document: document)]
            }
            let tokens = try TabBarDesignTokens(files: sources)
            imported = try TabBarTheme(tokens: tokens, name: name ?? (tokens.namesTheme ? nil : "imported"))
        } catch let error as TabBarJSONSyntaxError {
            throw .malformedJSON(error, in: "tokens")
        } catch let error as TabBarConfigurationError {
            throw .unprocessable(error.issues, code: "invalidTokens")
        } catch {
            throw .unprocessable([TabBarInputIssue("tokens", "\(error)")], code: "invalidTokens")
        }
        importedTheme = imported
        options.theme = PlaygroundOptions.importedThemeName
        simulator.motion = TabBarMotionPlanner(theme: imported, reduceMotion: options.reduceMotion)
        return imported
    }

    // MARK: Events

    /// Runs one script command (`tap home`, `swipe left`, `key cmd-2`, `deeplink app://…`) through the machine.
    ///
    /// The command is parsed by the simulator's script parser against the configuration, so an unknown tab
    /// or a malformed command is reported as it is by `tabbar simulate`.
    package mutating func perform(command: String) throws(PlaygroundFailure) -> TabBarJSONValue {
        guard !command.contains("\n"), !command.contains("\r") else {
            throw .badRequest([TabBarInputIssue("command", "one command per request (no line breaks)")])
        }
        let script: TabBarSimulationScript
        do {
            script = try TabBarSimulationScript.parse(command, configuration: configuration)
        } catch {
            throw .unprocessable([TabBarInputIssue("command", error.reason)], code: "invalidEvent")
        }
        guard !script.steps.isEmpty else {
            throw .unprocessable([TabBarInputIssue("command", "empty command; commands are " + TabBarSimulationScript.commands.joined(separator: ", "))], code: "invalidEvent")
        }
        // Other Unicode line ends (VT, FF, NEL, U+2028, U+2029) also split a script: still one command per request.
        guard script.steps.count == 1 else {
            throw .badRequest([TabBarInputIssue("command", "one command per request (no line breaks)")])
        }
        if case .saveFile(let name) = script.steps[0].command { try checkRoom(toSave: name) }
        let before = state.selected
        let transcript = simulator.run(script)
        guard let step = transcript.steps.last else {
            throw .unprocessable([TabBarInputIssue("command", "the simulator recorded no step")], code: "invalidEvent")
        }
        selectionBeforeLastStep = before
        lastStep = step
        return Self.eventJSON(step)
    }

    /// Refuses `save NAME` under a new name once the session keeps its most snapshots, or a name too long.
    private func checkRoom(toSave name: String) throws(PlaygroundFailure) {
        if name.count > PlaygroundLimits.maximumSnapshotNameLength {
            throw .unprocessable([TabBarInputIssue("command", "a snapshot name has at most \(PlaygroundLimits.maximumSnapshotNameLength) characters")], code: "invalidEvent")
        }
        let saved = simulator.snapshotFiles
        guard saved[name] == nil, saved.count >= PlaygroundLimits.maximumSavedSnapshots else { return }
        throw .unprocessable([TabBarInputIssue("command", "this session keeps at most \(PlaygroundLimits.maximumSavedSnapshots) snapshots ("
            + saved.keys.sorted().joined(separator: ", ") + "); save over one of them instead")], code: "invalidEvent")
    }

    /// The names of the snapshots this session keeps (`save NAME`), in order.
    public var savedSnapshotNames: [String] { simulator.snapshotFiles.keys.sorted() }

    /// A tap or long press at a point of the screen (in points): the core's hit test picks the tab,
    /// or, with the action menu open, one of its items, the action button or the scrim.
    ///
    /// Returns the event it became (or `null` when nothing was hit) and, for a long press on an item
    /// that shows the large content viewer, what the viewer shows.
    package mutating func perform(gesture: String, at point: TabBarPoint) throws(PlaygroundFailure) -> TabBarJSONValue {
        guard gesture == "tap" || gesture == "longPress" else {
            throw .badRequest([TabBarInputIssue("gesture", "unknown gesture \"\(gesture.prefix(32))\"; use tap or longPress")])
        }
        let layout = self.layout
        let id: TabID
        switch layout.hit(point) {
        case nil:
            return .object([("hit", .null), ("step", .null), ("largeContent", .null)])
        case .scrim?:
            return try perform(command: "menu dismiss")
        case .sidebarToggle?:
            return Self.merging(hit: "sidebarToggle", into: try perform(command: "sidebar toggle"))
        case .actionMenuItem(let action, let item)?:
            // The script names menu items by position, so an id that reads as a number stays unambiguous.
            let position = (configuration.tab(action)?.menu.firstIndex { $0.id == item } ?? 0) + 1
            return Self.merging(hit: item, into: try perform(command: "menu choose \(position)"))
        case .sidebarRow(let row)?:
            // A header collapses or expands its section, an action is performed; a footer takes no touch.
            switch row {
            case .header(let section):
                let collapsed = state.isSectionCollapsed(section)
                return Self.merging(hit: row.name, into: try perform(command: "sidebar \(collapsed ? "expand" : "collapse") \(section)"))
            case .action(let action, let section):
                return Self.merging(hit: row.name, into: try perform(command: "sidebar action \(section) \(action)"))
            case .tab(let tab):
                return Self.merging(hit: row.name, into: try perform(command: "sidebar select \(tab.rawValue)"))
            case .footer:
                return .object([("hit", .null), ("step", .null), ("largeContent", .null)])
            }
        case .tab(let tab)?:
            id = tab
        }
        let item = layout.item(id)
        let tab = configuration.tab(id)
        let role = tab?.role ?? .tab
        switch gesture {
        case "tap":
            // A sidebar's row selects its tab (in the bar or not); a bar's item is tapped.
            let command = layout.presentation == .sidebar ? "sidebar select \(id.rawValue)" : "tap \(id.rawValue)"
            return Self.merging(hit: id.rawValue, into: try perform(command: command))
        case "longPress":
            if role == .action, !(tab?.menu.isEmpty ?? true) {
                return Self.merging(hit: id.rawValue, into: try perform(command: "menu open \(id.rawValue)"))
            }
            if tab?.hasLongPressMenu == true, !(item?.showsLargeContentViewer ?? false) {
                return Self.merging(hit: id.rawValue, into: try perform(command: "longpress \(id.rawValue)"))
            }
            let element = TabBarAccessibility.elements(configuration: configuration, state: state, layout: layout).first { $0.id == id }
            let large: TabBarJSONValue = if let content = element?.largeContent, item?.showsLargeContentViewer ?? false {
                .object([("title", .string(content.title)), ("image", .string(content.image))])
            } else { .null }
            return .object([("hit", .string(id.rawValue)), ("step", .null), ("largeContent", large)])
        default:
            throw .badRequest([TabBarInputIssue("gesture", "unknown gesture \"\(gesture.prefix(32))\"; use tap or longPress")])
        }
    }

    private static func merging(hit: String, into event: TabBarJSONValue) -> TabBarJSONValue {
        guard case .object(let members) = event else { return event }
        return .object([("hit", .string(hit))] + members.filter { $0.key != "hit" } + [("largeContent", .null)])
    }

    private static func eventJSON(_ step: TabBarTranscriptStep) -> TabBarJSONValue {
        .object([("hit", .null), ("step", step.json)])
    }

    /// The last event's animation sampled at the session's frame rate, each frame drawn as bar SVG.
    package func frames() -> TabBarJSONValue {
        let fps = options.fps
        guard let timeline = lastStep.animations, !timeline.isEmpty else {
            return .object([("version", .int(PlaygroundAPI.version)), ("fps", .int(fps)), ("canvas", .null), ("frames", .array([]))])
        }
        let layout = self.layout
        var renderer = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: options.appearance)
        renderer.previousSelection = selectionBeforeLastStep
        let canvas = renderer.animationCanvas
        let count = Int((min(timeline.duration, Self.maximumFrameSeconds) * Double(fps)).rounded(.up)) + 1
        var frames: [TabBarJSONValue] = []
        frames.reserveCapacity(count)
        let writer = TabBarSVGWriter()
        for index in 0..<count {
            renderer.animation = timeline.sample(at: Double(index) / Double(fps))
            frames.append(.string(writer.write(renderer.animatedBarDisplayList(canvas: canvas))))
        }
        return .object([
            ("version", .int(PlaygroundAPI.version)), ("fps", .int(fps)), ("reduceMotion", .bool(timeline.reduceMotion)),
            ("canvas", Self.rectJSON(canvas)), ("tracks", .array(timeline.tracks.map(\.json))), ("frames", .array(frames)),
        ])
    }

    static func rectJSON(_ r: TabBarRect) -> TabBarJSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    // MARK: Views

    /// The state part of the last step: selection, stacks, live tabs, badges, order, open menu.
    package var stateJSON: TabBarJSONValue {
        guard case .object(let members) = lastStep.json else { return .null }
        let skipped: Set<String> = ["line", "event", "effects", "diagnostics", "animations"]
        return .object(members.filter { !skipped.contains($0.key) })
    }

    /// The VoiceOver reading order, as `tabbar a11y --format json` prints it.
    package func accessibilityJSON(layout: TabBarLayout) -> TabBarJSONValue {
        let elements = TabBarAccessibility.elements(configuration: configuration, state: state, layout: layout)
        return .object([("container", .strings(TabBarAccessibility.containerTraits)), ("elements", .array(elements.map(\.json)))])
    }

    /// The linter's findings for the configuration and theme on the chosen device.
    package func lintJSON() -> TabBarJSONValue {
        let linter = TabBarLinter(measurer: TabBarInterTextMeasurer(), environment: options.environment) { name in
            TabBarIconLibrary.icon(named: name)?.icon.hasFill ?? false
        }
        return .array(linter.lint(configuration, theme: theme).map(\.json))
    }

    /// The open menu's items (an action's, or a tab's long-press menu), so the page can offer them as buttons.
    package var menuJSON: TabBarJSONValue {
        guard let open = state.openMenu, let tab = configuration.tab(open) else { return .null }
        return .object([
            ("tab", .string(open.rawValue)),
            ("longPress", .bool(tab.hasLongPressMenu)),
            ("items", .array(tab.menu.map { .object([("id", .string($0.id)), ("title", .string($0.title)), ("destructive", .bool($0.isDestructive))]) })),
        ])
    }

    /// The customisation editor as the core's model has it (`TabBarCustomizationModel`): the bar's rows, the tabs that
    /// can be added and the sidebar's sections, each row with its placement and the script command each edit is
    /// (`hide ID`, `show ID`, `reorder …`), or `null` where the placement (or the last tab) forbids it.
    package var customizationJSON: TabBarJSONValue {
        let model = TabBarCustomizationModel(configuration: configuration, state: state)
        func command(_ event: TabBarEvent?) -> TabBarJSONValue {
            switch event {
            case .tabHidden(let id)?: .string("hide \(id.rawValue)")
            case .tabShown(let id)?: .string("show \(id.rawValue)")
            case .tabsReordered(let order)?: .string("reorder " + order.map(\.rawValue).joined(separator: ","))
            default: .null
            }
        }
        func rows(_ rows: [TabBarCustomizationModel.Row], move: (Int, Int) -> TabBarEvent?) -> TabBarJSONValue {
            .array(rows.enumerated().map { index, row in
                .object([
                    ("id", .string(row.id.rawValue)), ("title", .string(row.title)), ("placement", .string(row.placement.name)),
                    ("inBar", .bool(row.isInBar)), ("inCompactBar", .bool(row.isInCompactBar)),
                    ("toggle", command(model.setInBar(!row.isInBar, for: row.id))),
                    ("up", index > 0 ? command(move(index, index - 1)) : .null),
                    ("down", index + 1 < rows.count ? command(move(index, index + 1)) : .null),
                ])
            })
        }
        return .object([
            ("bar", rows(model.bar) { model.moveInBar(from: $0, to: $1) }),
            ("available", rows(model.available) { _, _ in nil }),
            ("sections", .array(configuration.sections.isEmpty ? [] : model.sections.map { section in
                .object([("id", .string(section.id)), ("title", .string(section.title)), ("rows", rows(section.rows) { model.move(inSection: section.id, from: $0, to: $1) })])
            })),
        ])
    }

    /// A sidebar's reading order (headers, tabs, actions, footers), as VoiceOver reads it; empty for a bar.
    package func sidebarJSON(layout: TabBarLayout) -> TabBarJSONValue {
        guard layout.presentation == .sidebar else { return .array([]) }
        return .array(TabBarSidebarOutline(configuration: configuration, state: state).readingOrder.map { row in
            .object([("item", .string(row.item.name)), ("label", .string(row.label)), ("value", .string(row.value)), ("traits", .strings(row.traits))])
        })
    }

    /// Everything the page draws: the screen SVG, state, layout, accessibility, lint and options.
    package func view(id: String) -> TabBarJSONValue {
        let layout = self.layout
        let (svg, warnings) = Self.screenSVG(configuration: configuration, layout: layout, theme: theme, appearance: options.appearance)
        let size = layout.environment.containerSize
        return .object([
            ("version", .int(PlaygroundAPI.version)),
            ("session", .string(id)),
            ("options", options.json),
            ("theme", .string(theme.name)),
            ("importedTheme", .string(importedTheme?.name)),
            ("configuration", .string(configuration.jsonText())),
            ("svg", .string(svg)),
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("warnings", .strings(warnings)),
            ("state", stateJSON),
            ("menu", menuJSON),
            ("customization", customizationJSON),
            ("sidebar", sidebarJSON(layout: layout)),
            ("layout", layout.json),
            ("a11y", accessibilityJSON(layout: layout)),
            ("lint", lintJSON()),
        ])
    }
}
