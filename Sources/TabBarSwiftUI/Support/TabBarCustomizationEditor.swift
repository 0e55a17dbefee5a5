#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// The edit screen for a store's tabs in SwiftUI, on the core's customisation model (`TabBarCustomizationModel`,
/// which respects each tab's placement): the bar's tabs in order, each with its switch (drag to reorder: a fixed or
/// pinned tab keeps its edge, a movable one its switch); the tabs the user can add (optional tabs, tabs they took
/// out); and, when the sidebar has sections, each section's tabs to reorder. Every edit is the model's event,
/// sent to the store; an edit the placement forbids sends nothing. The choice is the core's state, so it is saved
/// in snapshots and reaches the custom bar and the native style alike. Its title ("Edit Tabs") and its Done button
/// (the confirmation action, which dismisses it; `showsDoneButton: false` leaves it out) are
/// `TabBarCustomizationModel.Key`s, through the store's translator.
///
/// ```swift
/// .sheet(isPresented: $editing) {
///     NavigationStack { TabBarCustomizationEditor(store: store) }
/// }
/// ```
public struct TabBarCustomizationEditor: View {
    /// The store whose tabs are edited.
    public let store: TabBarKitStore
    /// Whether the toolbar has Done, which dismisses the editor (`true` unless the caller opts out).
    public let showsDoneButton: Bool
    @Environment(\.dismiss) private var dismiss
    private typealias Key = TabBarCustomizationModel.Key

    /// An edit screen for `store`'s tabs, with Done in its toolbar unless `showsDoneButton` is `false` (a screen pushed
    /// in the app's own stack, say, that goes back with the back button).
    public init(store: TabBarKitStore, showsDoneButton: Bool = true) {
        self.store = store
        self.showsDoneButton = showsDoneButton
    }

    /// The lists, in editing mode, titled, with a Done button.
    public var body: some View {
        let model = TabBarCustomizationModel(configuration: store.configuration, state: store.state)
        List {
            Section {
                ForEach(model.bar, id: \.id) { row in
                    Self.row(row, toggle: toggle(row, model: model), caption: caption(row)).moveDisabled(!row.canMove)
                }
                .onMove { offsets, offset in
                    guard offsets.count == 1, let source = offsets.first else { return }
                    let destination = model.barDestination(proposed: TabBarCustomizationModel.destination(fromOffset: source, toOffset: offset))
                    send(model.moveInBar(from: source, to: destination))
                }
            } header: {
                Text(verbatim: store.translator(Key.bar))
            }
            // Kept while empty whenever a tab could leave the bar (the core's rule, as the UIKit screen's): a switched
            // row moves between sections that stay.
            if model.showsAvailable {
                Section {
                    ForEach(model.available, id: \.id) { row in
                        Self.row(row, toggle: toggle(row, model: model), caption: nil).moveDisabled(true)
                    }
                } header: {
                    Text(verbatim: store.translator(Key.available))
                }
            }
            if !store.configuration.sections.isEmpty {
                ForEach(model.sections, id: \.id) { section in
                    Section {
                        ForEach(section.rows, id: \.id) { row in
                            Self.row(row, toggle: nil, caption: nil).moveDisabled(!row.canMove)
                        }
                        .onMove { offsets, offset in
                            guard offsets.count == 1, let source = offsets.first else { return }
                            send(model.move(inSection: section.id, from: source, to: TabBarCustomizationModel.destination(fromOffset: source, toOffset: offset)))
                        }
                    } header: {
                        Text(verbatim: section.title ?? store.translator(Key.sidebar))
                    }
                }
            }
        }
        // Reorder handles on every row that can move, as UIKit's edit screen shows them: a List shows `onMove`'s
        // controls only in edit mode (EditMode's documentation), so the list is always in it; the switches stay live.
        // Only the list is: the toolbar's button is outside it.
        .environment(\.editMode, .constant(.active))
        .navigationTitle(Text(verbatim: store.translator(Key.title)))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            // Done unless the caller opted out. Not decided by `isPresented`: the editor as the root of a
            // `NavigationStack` in a sheet may read it `false`, and then nothing on iPad would close the sheet.
            if showsDoneButton {
                ToolbarItem(placement: .confirmationAction) {
                    Button { dismiss() } label: { Text(verbatim: store.translator(Key.done)) }
                }
            }
        }
    }

    /// The row's switch: on while the tab is in the bar; dimmed when its placement, or the last tab, keeps it as it is.
    func toggle(_ row: TabBarCustomizationModel.Row, model: TabBarCustomizationModel) -> Binding<Bool> {
        Binding(get: { row.isInBar }, set: { inBar in send(model.setInBar(inBar, for: row.id)) })
    }

    /// A tab the compact bar leaves out says so (an iPhone shows only the compact set).
    func caption(_ row: TabBarCustomizationModel.Row) -> String? {
        row.isInBar && !row.isInCompactBar ? store.translator(Key.notInCompactBar) : nil
    }

    /// Sends an edit's event (none when the model refused it).
    func send(_ event: TabBarEvent?) {
        if let event { store.send(event) }
    }

    /// A tab's title, icon and caption, with its switch when it has one.
    static func row(_ row: TabBarCustomizationModel.Row, toggle: Binding<Bool>?, caption: String?) -> some View {
        HStack {
            Label {
                VStack(alignment: .leading) {
                    Text(verbatim: row.title)
                    if let caption { Text(verbatim: caption).font(.caption).foregroundStyle(.secondary) }
                }
            } icon: {
                if let icon = row.icon { icon.uiImage.map(Image.init(uiImage:)) ?? Image(systemName: icon.name) }
            }
            Spacer()
            if let toggle {
                Toggle(isOn: toggle) { Text(verbatim: row.title) }
                    .labelsHidden()
                    .disabled(!row.canToggle)
            }
        }
    }
}
#endif
