import TabBarCore

/// When a front end moves accessibility focus after a change, so that the change's announcement is heard.
///
/// A change that selects a tab both announces it ("Inbox, tab 2 of 5") and moves VoiceOver's focus into the
/// new content; posted in the same turn, the focus move makes VoiceOver speak the focused element at once and
/// cuts the announcement off. Both front ends post the announcement first and the focus move after the time
/// it takes to speak.
///
/// ```swift
/// let delay = TabBarAccessibilityTiming.focusDelay(before: "inbox", in: store.transition.effects)   // 1.4 s
/// ```
public enum TabBarAccessibilityTiming {
    /// How many characters VoiceOver speaks per second at its default rate (about 180 words a minute).
    public static let charactersPerSecond = 15.0
    /// The pause before VoiceOver starts speaking an announcement, in seconds.
    public static let speechLatency = 0.25
    /// The longest a focus move waits, in seconds, however long the announcement.
    public static let longestDelay = 3.0

    /// About how long VoiceOver takes to speak `text` at its default rate, in seconds (at most ``longestDelay``).
    public static func speakingTime(_ text: String) -> Double {
        guard !text.isEmpty else { return 0 }
        return min(speechLatency + Double(text.count) / charactersPerSecond, longestDelay)
    }

    /// How long to wait before moving focus into `tab`'s content after a change's `effects` (in order): the time
    /// to speak what the change announces before that focus move; 0 when it announces nothing first.
    public static func focusDelay(before tab: TabID, in effects: [TabBarEffect]) -> Double {
        var spoken: [String] = []
        for effect in effects {
            switch effect {
            case .announce(let text): spoken.append(text)
            case .focusContent(let id) where id == tab: return min(spoken.map(speakingTime).reduce(0, +), longestDelay)
            default: break
            }
        }
        return 0
    }
}
