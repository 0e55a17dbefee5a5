import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting

/// Issue 32, item 3: the input layer reports scrolling after the behaviour's threshold, and the content reaching
/// its end while the bar is minimised.
@Suite("Issue 32: minimise input")
struct MinimizeInputTests {
    static func configuration(_ minimize: TabBarMinimizePolicy, threshold: Double = TabBarBehavior.defaultMinimizeThreshold) -> TabBarConfiguration {
        TabBarConfiguration(AppTab.self, selected: .home, behavior: TabBarBehavior(minimize: minimize, minimizeThreshold: threshold))
    }

    /// Feeds offsets through the input layer into the machine, as a host does; returns the events heard.
    static func scroll(_ offsets: [Double], end: Double? = nil, machine: inout TabBarMachine, input: inout TabBarInput) -> [TabBarEvent] {
        var heard: [TabBarEvent] = []
        for offset in offsets {
            let context = InputLayerTests.context(machine, configuration: machine.configuration)
            let events = input.handle(.contentOffset(offset, tab: "home", userDriven: true, end: end), at: 0, context: context).events
            for event in events { _ = machine.handle(event) }
            heard += events
        }
        return heard
    }

    @Test("the behaviour's threshold decides how far the user scrolls before the bar hears of it")
    func threshold() {
        var machine = TabBarMachine.fixture(Self.configuration(.onScrollDown, threshold: 120))
        var input = TabBarInput()
        #expect(Self.scroll([0, 40, 80, 119], machine: &machine, input: &input).isEmpty, "119 of 120 points")
        #expect(Self.scroll([120], machine: &machine, input: &input) == [.contentScrolled(.down)])
        #expect(machine.visibility == .minimized)
    }

    @Test("a chat (on scroll up): scrolling back through it minimises, reaching its end again restores")
    func chat() {
        var machine = TabBarMachine.fixture(Self.configuration(.onScrollUp))
        var input = TabBarInput()
        // The chat opens at its end (offset 2000 of 2000) and the user reads back.
        #expect(Self.scroll([2000, 1990, 1950], end: 2000, machine: &machine, input: &input) == [.contentScrolled(.up)])
        #expect(machine.visibility == .minimized)
        #expect(Self.scroll([1970, 2000], end: 2000, machine: &machine, input: &input) == [.contentReachedEnd], "back at the newest message")
        #expect(machine.visibility == .visible)
        #expect(Self.scroll([2000, 2000], end: 2000, machine: &machine, input: &input).isEmpty, "resting at the end says it once")
        #expect(Self.scroll([1980, 1950], end: 2000, machine: &machine, input: &input) == [.contentScrolled(.up)], "reading back again minimises again")
    }

    @Test("on scroll down: reaching the bottom of a list restores the bar; reaching the top does too")
    func bottomAndTop() {
        var machine = TabBarMachine.fixture(Self.configuration(.onScrollDown))
        var input = TabBarInput()
        _ = Self.scroll([0, 100, 300], end: 400, machine: &machine, input: &input)
        #expect(machine.visibility == .minimized)
        #expect(Self.scroll([400], end: 400, machine: &machine, input: &input) == [.contentReachedEnd])
        #expect(machine.visibility == .visible)
        _ = Self.scroll([350, 300, 200], end: 400, machine: &machine, input: &input)
        _ = Self.scroll([300, 390], end: 400, machine: &machine, input: &input)
        #expect(machine.visibility == .minimized)
        // Flicked to the top in under the threshold: the top restores it.
        #expect(Self.scroll([370, 0], end: 400, machine: &machine, input: &input) == [.contentReachedEnd])
        #expect(machine.visibility == .visible)
    }

    @Test("the end is not heard while the bar is full, nor for a programmatic scroll")
    func quietEnd() {
        var machine = TabBarMachine.fixture(Self.configuration(.never))
        var input = TabBarInput()
        #expect(Self.scroll([0, 100, 400, 0], end: 400, machine: &machine, input: &input).allSatisfy { $0 != .contentReachedEnd })
        #expect(TabBarInput.scrollEnd(contentHeight: 1200, viewportHeight: 800) == 400)
        #expect(TabBarInput.scrollEnd(contentHeight: 300, viewportHeight: 800) == 0, "content that fits has no scroll")
    }
}
