#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// The edit screen for a ``TabBarKitController``'s tabs, as `UITabBarController`'s customisation, on the core's
/// customisation model (`TabBarCustomizationModel`, which respects each tab's placement): the bar's tabs, in order,
/// each with its switch (drag a row to reorder; a fixed or pinned tab keeps its edge, a movable one its switch);
/// the tabs the user can add (optional tabs, tabs they took out); and, when the sidebar has sections, each
/// section's tabs to reorder. Every edit is the model's event, sent to the controller; an edit the placement
/// forbids sends nothing and the row goes back.
///
/// ```swift
/// let editor = TabBarCustomizationViewController(controller: tabs)
/// tabs.present(UINavigationController(rootViewController: editor), animated: true)
/// ```
@MainActor
public final class TabBarCustomizationViewController: UITableViewController {
    /// The container whose tabs are edited.
    public private(set) weak var controller: TabBarKitController?
    private var model: TabBarCustomizationModel
    private var groups: [Group] = []
    /// The sections the table shows: the core's, or after a drag the table's own move of them.
    private var shown: [TabBarCustomizationTableUpdate.Section] = []

    /// One section of the table: the bar, the tabs that can be added, or a sidebar section.
    enum Group {
        case bar([TabBarCustomizationModel.Row])
        case available([TabBarCustomizationModel.Row])
        case sidebar(TabBarCustomizationModel.Section)

        var rows: [TabBarCustomizationModel.Row] {
            switch self {
            case .bar(let rows), .available(let rows): rows
            case .sidebar(let section): section.rows
            }
        }

        /// The section's key and the group its rows move within (a tab goes between the bar and the tabs that can be
        /// added; each sidebar section lists the tabs again).
        var key: (key: String, group: String) {
            switch self {
            case .bar: ("bar", "bar")
            case .available: ("available", "bar")
            case .sidebar(let section): ("section:\(section.id ?? "")", "section:\(section.id ?? "")")
            }
        }
    }

    /// An edit screen for `controller`'s tabs.
    public init(controller: TabBarKitController) {
        self.controller = controller
        model = TabBarCustomizationModel(configuration: controller.machine.configuration, state: controller.machine.state)
        super.init(style: .insetGrouped)
        groups = Self.groups(of: model, configuration: controller.machine.configuration)
        shown = groups.map { ($0.key.key, $0.key.group, $0.rows) }
    }

    /// Not available: the screen is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The table's sections: the bar, the tabs that can be added (whenever a tab could be switched out of the bar, empty
    /// or not: `showsAvailable`, so a switched row moves between sections that stay), and the sidebar's sections (when
    /// the configuration has some).
    static func groups(of model: TabBarCustomizationModel, configuration: TabBarConfiguration) -> [Group] {
        var groups: [Group] = [.bar(model.bar)]
        if model.showsAvailable { groups.append(.available(model.available)) }
        if !configuration.sections.isEmpty { groups += model.sections.map(Group.sidebar) }
        return groups
    }

    /// Lists the tabs in editing mode (reorder handles), with a Done button when presented.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "tab")
        tableView.isEditing = true
        tableView.allowsSelectionDuringEditing = false
        title = text(TabBarCustomizationModel.Key.title)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// Reads the rows again (the tabs may have changed while the screen was away).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Shows the rows as the core has them, from what the table shows (after a drag, as the table moved it): one batch
    /// of section and row deletes, inserts and moves the core works out (`TabBarCustomizationTableUpdate`: a tab
    /// switched out of the bar moves to the tabs that can be added, a refused drag moves back), then the rows whose
    /// words or switch changed reconfigured in place. The cells that stay are kept, so VoiceOver keeps its focus
    /// (`reloadData()` would make them all again); the table reloads only when the sections changed order.
    func reload() {
        guard let controller else { return }
        let before = shown
        model = TabBarCustomizationModel(configuration: controller.machine.configuration, state: controller.machine.state)
        groups = Self.groups(of: model, configuration: controller.machine.configuration)
        shown = groups.map { ($0.key.key, $0.key.group, $0.rows) }
        guard isViewLoaded, tableView.window != nil, let update = TabBarCustomizationTableUpdate(from: before, to: shown) else {
            return tableView.reloadData()
        }
        let path = { (place: TabBarCustomizationTableUpdate.Place) in IndexPath(row: place.row, section: place.section) }
        if !update.isInPlace {
            tableView.performBatchUpdates {
                tableView.deleteSections(IndexSet(update.deletedSections), with: .fade)
                tableView.insertSections(IndexSet(update.insertedSections), with: .fade)
                tableView.deleteRows(at: update.deletedRows.map(path), with: .fade)
                tableView.insertRows(at: update.insertedRows.map(path), with: .fade)
                for move in update.movedRows { tableView.moveRow(at: path(move.from), to: path(move.to)) }
            }
        }
        if !update.reconfiguredRows.isEmpty { tableView.reconfigureRows(at: update.reconfiguredRows.map(path)) }
    }

    /// Sends an edit's event (none when the model refused it), then shows the rows as the core now has them; after a
    /// drag, on the next turn of the main loop, once the table has finished its own move.
    func send(_ event: TabBarEvent?, afterMove: Bool = false) {
        if let event { controller?.send(event) }
        guard afterMove else { return reload() }
        DispatchQueue.main.async { [weak self] in self?.reload() }
    }

    /// A string the app's String Catalog translates (through the container's translator).
    func text(_ key: String) -> String { controller?.store.translator(key) ?? key }

    // MARK: Rows

    /// The bar, the tabs that can be added, the sidebar's sections.
    public override func numberOfSections(in tableView: UITableView) -> Int { groups.count }

    /// One row per tab of the section.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups[section].rows.count }

    /// What each section holds.
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch groups[section] {
        case .bar: text(TabBarCustomizationModel.Key.bar)
        case .available: text(TabBarCustomizationModel.Key.available)
        case .sidebar(let group): group.title ?? text(TabBarCustomizationModel.Key.sidebar)
        }
    }

    /// A tab's title and icon, and in the bar and the tabs that can be added its switch (on while it is in the
    /// bar; off and dimmed when its placement or the last tab keeps it as it is).
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let group = groups[indexPath.section]
        let row = group.rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "tab", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.image = row.icon?.uiImage
        // A tab the compact bar leaves out says so (an iPhone shows only the compact set).
        content.secondaryText = row.isInBar && !row.isInCompactBar ? text(TabBarCustomizationModel.Key.notInCompactBar) : nil
        cell.contentConfiguration = content
        if case .sidebar = group {
            cell.accessoryView = nil
            cell.editingAccessoryView = nil
            return cell
        }
        // The cell's switch is kept when the row is reconfigured (a new one would lose VoiceOver's place); its action
        // is replaced, UIControl keeping one action per identifier.
        let toggle = cell.accessoryView as? UISwitch ?? UISwitch()
        toggle.isOn = row.isInBar
        toggle.isEnabled = row.canToggle
        toggle.accessibilityLabel = row.title
        let id = row.id
        toggle.addAction(UIAction(identifier: UIAction.Identifier("tabbarkit.toggle")) { [weak self] action in
            guard let self, let toggle = action.sender as? UISwitch else { return }
            self.send(self.model.setInBar(toggle.isOn, for: id))
        }, for: .valueChanged)
        cell.accessoryView = toggle
        cell.editingAccessoryView = toggle
        return cell
    }

    /// A row shows a handle when its placement lets it move (never a fixed or pinned tab, nor a tab not yet in the bar).
    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        switch groups[indexPath.section] {
        case .available: false
        case .bar(let rows): rows[indexPath.row].canMove
        case .sidebar(let section): section.rows[indexPath.row].canMove
        }
    }

    /// A drag stays in its section and, in the bar, between the fixed and the pinned tabs.
    public override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
        guard proposed.section == source.section else { return source }
        if case .bar = groups[source.section] { return IndexPath(row: model.barDestination(proposed: proposed.row), section: source.section) }
        return proposed
    }

    /// A drag reorders the tabs in the core (the model's whole order); a move the placements refuse puts the row back
    /// (the table has moved the row itself: its reload compares the core's order with the table's).
    public override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let moved = TabBarCustomizationModel.rows(shown.map(\.rows), moving: (source.section, source.row), to: (destination.section, destination.row))
        shown = zip(shown, moved).map { ($0.key, $0.group, $1) }
        switch groups[source.section] {
        case .bar: send(model.moveInBar(from: source.row, to: destination.row), afterMove: true)
        case .sidebar(let section): send(model.move(inSection: section.id, from: source.row, to: destination.row), afterMove: true)
        case .available: send(nil, afterMove: true)
        }
    }

    /// No delete buttons: hiding is the switch.
    public override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }

    /// Rows stay aligned without delete buttons.
    public override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
}
#endif
