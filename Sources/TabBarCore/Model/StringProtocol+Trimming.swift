extension StringProtocol {
    /// This text without leading and trailing characters from `set`, without Foundation.
    package func trimmingCharacters(in set: String) -> String {
        var text = self[...]
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
