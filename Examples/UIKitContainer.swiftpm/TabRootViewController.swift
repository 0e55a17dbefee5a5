import TabBarCore
import TabBarUIKit
import UIKit

/// A tab's root: a list whose rows push detail routes. It logs its creation and release, so the
/// live cap and eviction show in the console.
final class TabRootViewController: UITableViewController {
    let tabID: TabID

    init(tab: TabID) {
        self.tabID = tab
        super.init(style: .insetGrouped)
        title = tab.rawValue.capitalized
        print("created \(tab)")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    deinit {
        print("released \(tabID)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        if tabID == "inbox" {
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Mark All Read", primaryAction: UIAction { [weak self] _ in
                    (self?.tabContainer)?.send(.badgeSet(.none, on: "inbox"))
                })
            // A new message raises the count: the badge pulses as it changes (the core's badge pulse).
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "New Message", primaryAction: UIAction { [weak self] _ in
                    guard let container = self?.tabContainer else { return }
                    let unread = if case .count(let n) = container.machine.state.badge("inbox") { n } else { 0 }
                    container.send(.badgeSet(.count(unread + 1), on: "inbox"))
                })
        }
        if tabID == "me" {
            // The edit screen (reorder and hide tabs) lives on Me, which is marked not hideable.
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit Tabs", primaryAction: UIAction { [weak self] _ in
                    guard let container = self?.tabContainer else { return }
                    let editor = TabBarCustomizationViewController(controller: container)
                    editor.title = "Edit Tabs"
                    container.present(UINavigationController(rootViewController: editor), animated: true)
                })
        }
        if tabID == "home" {
            // The same URL the system hands the scene delegate (see App.swift), for trying the deep link in place.
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Open Thread 7", primaryAction: UIAction { [weak self] _ in
                    guard let url = URL(string: "uikitcontainer://inbox/thread/7") else { return }
                    self?.tabContainer?.open(url)
                })
        }
    }

    /// The container this tab lives in.
    var tabContainer: TabBarKitController? { navigationController?.parent as? TabBarKitController }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(title ?? "") item \(indexPath.row + 1)"
        content.textProperties.font = .preferredFont(forTextStyle: .body)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tabContainer?.push(TabBarRoute("item/\(indexPath.row + 1)"), on: tabID)
    }
}

/// A pushed screen for a route; the back swipe is reported to the core by the container.
final class DetailViewController: UIViewController {
    let route: TabBarRoute

    init(route: TabBarRoute, tab: TabID) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
        title = route.path
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Route \(route.path)"
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}

/// The modal the centre action presents.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Post"
        view.backgroundColor = .systemBackground
        let text = UITextView(frame: view.bounds)
        text.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        text.font = .preferredFont(forTextStyle: .body)
        text.adjustsFontForContentSizeCategory = true
        text.accessibilityLabel = "Post text"
        view.addSubview(text)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }
}
