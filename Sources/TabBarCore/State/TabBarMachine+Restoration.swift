import Foundation

extension TabBarMachine {
    /// The state as snapshot JSON (sorted keys, so equal states give equal text).
    public func snapshotJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Restores from snapshot JSON, keeping every part it can read.
    ///
    /// A snapshot without a readable version, selection and order keeps the current state and says
    /// why (`restoreUnreadable`); otherwise each entry it cannot read is dropped and named, and the
    /// rest is validated and repaired like any restored state (`restoreRepaired`).
    public mutating func restore(json text: String) -> [TabBarEffect] {
        let document: TabBarJSONValue
        do {
            document = try TabBarJSONParser.parse(text)
        } catch {
            return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "snapshot \(error); state kept"))]
        }
        let salvage = TabBarState.salvage(document)
        guard let saved = salvage.state else {
            return [.diagnostic(TabBarDiagnostic("restoreUnreadable", "snapshot \(salvage.notes.joined(separator: "; ")); state kept"))]
        }
        return salvage.notes.map { .diagnostic(TabBarDiagnostic("restoreRepaired", "snapshot \($0)")) } + handle(.stateRestored(saved))
    }

    /// Validates a saved state against the configuration, repairs it, and makes it current.
    mutating func restore(_ saved: TabBarState, into effects: inout [TabBarEffect]) {
        adopt(saved, replacing: state, reason: .restore, into: &effects)
    }

    static func list(_ ids: [TabID]) -> String { ids.map { "\"\($0)\"" }.joined(separator: ", ") }
}
