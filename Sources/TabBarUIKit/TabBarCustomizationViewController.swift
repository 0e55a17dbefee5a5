#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// The edit screen for a ``TabBarKitController``'s tabs, as `UITabBarController`'s customisation: drag a row to
/// reorder, switch one off to hide it. It draws `TabBarCustomization` (rows and the events edits send) and
/// sends those events to the controller; the core decides (a tab marked not hideable keeps its switch on).
///
/// ```swift
/// let editor = TabBarCustomizationViewController(controller: tabs)
/// tabs.present(UINavigationController(rootViewController: editor), animated: true)
/// ```
@MainActor
public final class TabBarCustomizationViewController: UITableViewController {
    /// The container whose tabs are edited.
    public private(set) weak var controller: TabBarKitController?
    private var screen: TabBarCustomization

    /// An edit screen for `controller`'s tabs.
    public init(controller: TabBarKitController) {
        self.controller = controller
        screen = TabBarCustomization(configuration: controller.machine.configuration, state: controller.machine.state)
        super.init(style: .insetGrouped)
    }

    /// Not available: the screen is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Lists the tabs in editing mode (reorder handles), with a Done button when presented.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "tab")
        tableView.isEditing = true
        tableView.allowsSelectionDuringEditing = false
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// Reads the rows again (the tabs may have changed while the screen was away).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func reload() {
        guard let controller else { return }
        screen = TabBarCustomization(configuration: controller.machine.configuration, state: controller.machine.state)
        tableView.reloadData()
    }

    func send(_ event: TabBarEvent?) {
        guard let event, let controller else { return reload() }
        controller.send(event)
        reload()
    }

    // MARK: Rows

    /// One row per tab.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screen.rows.count }

    /// A tab's title and symbol, and its switch (on while it shows in the bar).
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = screen.rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "tab", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.image = row.icon?.uiImage
        cell.contentConfiguration = content
        let toggle = UISwitch()
        toggle.isOn = !row.isHidden
        toggle.isEnabled = row.canToggle
        toggle.accessibilityLabel = row.title
        toggle.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.send(self?.screen.setHidden(!toggle.isOn, at: indexPath.row))
        }, for: .valueChanged)
        cell.accessoryView = toggle
        cell.editingAccessoryView = toggle
        return cell
    }

    /// Every row can be dragged.
    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// A drag reorders the tabs in the core.
    public override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        send(screen.move(from: source.row, to: destination.row))
    }

    /// No delete buttons: hiding is the switch.
    public override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }

    /// Rows stay aligned without delete buttons.
    public override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
}
#endif
