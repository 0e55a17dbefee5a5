@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

/// A plausible app screen behind the bar: status bar, large title and cards with colourful media,
/// running under the bar so translucent materials have something to show.
struct SampleContent {
    let layout: TabBarLayout
    let appearance: TabBarAppearance
    let title: String

    /// The screen behind the bar: the same colour the linter composites translucent tokens over.
    static func screenColor(_ appearance: TabBarAppearance) -> TabBarColor { TabBarTheme.screenColor(appearance) }

    static func cornerRadius(_ environment: TabBarLayoutEnvironment) -> Double {
        if environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular { return 18 }
        return environment.safeArea.bottom > 0 ? 48 : 0
    }

    var dark: Bool { appearance.scheme == .dark }
    var primaryText: TabBarColor { dark ? .white : .black }
    var secondary: TabBarColor { dark ? TabBarColor(hex: "#3A3A3C") ?? .black : TabBarColor(hex: "#D1D1D6") ?? .black }
    var card: TabBarColor { dark ? TabBarColor(hex: "#1C1C1E") ?? .black : .white }

    /// The area content may use: right of a sidebar, inside the horizontal safe area.
    var contentRect: TabBarRect {
        let env = layout.environment
        // Below a top bar (its content inset).
        let top = env.safeArea.top + (layout.isAtTop ? layout.contentInsets.top : 0)
        var r = TabBarRect(x: env.safeArea.left + 16, y: top, width: env.containerSize.width - env.safeArea.left - env.safeArea.right - 32, height: env.containerSize.height - top)
        if layout.presentation == .sidebar {
            let w = layout.barFrame.width
            r = TabBarRect(x: env.layoutDirection == .rightToLeft ? 16 : w + 16, y: r.y, width: env.containerSize.width - w - 32, height: r.height)
        }
        return r
    }

    func items() -> [TabBarDisplayItem] {
        let env = layout.environment
        let size = env.containerSize
        let rtl = env.layoutDirection == .rightToLeft
        let area = contentRect
        var items: [TabBarDisplayItem] = [.shape(.rect(TabBarRect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0), fill: .solid(Self.screenColor(appearance)))]
        // Large title.
        let titleY = area.minY + 48
        items.append(Self.text(title, origin: TabBarPoint(x: rtl ? area.maxX : area.minX, y: titleY), size: 32, weight: .bold, color: primaryText, anchor: rtl ? .end : .start))
        // Cards in one or two columns down to the bottom of the screen.
        let columns = area.width > 600 ? 2 : 1
        let gap = 14.0
        let cardWidth = (area.width - gap * Double(columns - 1)) / Double(columns)
        let palette = ["#FF9F0A", "#FF375F", "#5E5CE6", "#30D158", "#64D2FF", "#BF5AF2"]
        var y = titleY + 20
        var index = 0
        while y < size.height {
            for column in 0..<columns {
                let x = area.minX + Double(column) * (cardWidth + gap)
                let cardRect = TabBarRect(x: x, y: y, width: cardWidth, height: 212)
                items.append(.shape(.rect(cardRect, cornerRadius: 14), fill: .solid(card)))
                let media = TabBarRect(x: x, y: y, width: cardWidth, height: 132)
                let a = TabBarColor(hex: palette[index % palette.count]) ?? .black
                let b = TabBarColor(hex: palette[(index + 2) % palette.count]) ?? .black
                items.append(.group([.shape(.rect(media, cornerRadius: 0), fill: .linearGradient(from: TabBarPoint(x: media.minX, y: media.minY), to: TabBarPoint(x: media.maxX, y: media.maxY), stops: [TabBarDisplayGradientStop(0, a), TabBarDisplayGradientStop(1, b)]))], clip: .rect(cardRect, cornerRadius: 14)))
                let textX = rtl ? x + cardWidth - 14 : x + 14
                let lineWidths = [0.72, 0.9, 0.5]
                for (i, fraction) in lineWidths.enumerated() {
                    let w = (cardWidth - 28) * fraction
                    items.append(.shape(.rect(TabBarRect(x: rtl ? textX - w : textX, y: y + 146 + Double(i) * 18, width: w, height: 9), cornerRadius: 4.5), fill: .solid(secondary)))
                }
                index += 1
            }
            y += 212 + gap
        }
        return items
    }

    /// The status bar, drawn over everything (a sidebar included): the clock at the reading-direction
    /// start, the battery at the end; iPhones hide it in landscape (compact height).
    func statusBarItems() -> [TabBarDisplayItem] {
        let env = layout.environment
        guard env.verticalSizeClass == .regular else { return [] }
        let rtl = env.layoutDirection == .rightToLeft
        let statusY = max(env.safeArea.top * 0.62, 15)
        let clockInset = 30.0, batteryInset = 28.0, batteryWidth = 24.0
        let clockX = rtl ? env.containerSize.width - clockInset : clockInset
        let batteryX = rtl ? batteryInset : env.containerSize.width - batteryInset - batteryWidth
        let battery = TabBarRect(x: batteryX, y: statusY - 10, width: batteryWidth, height: 11.5)
        return [
            Self.text("9:41", origin: TabBarPoint(x: clockX, y: statusY), size: 15, weight: .semibold, color: primaryText, anchor: rtl ? .end : .start),
            .shape(.rect(battery, cornerRadius: 3), fill: nil, stroke: TabBarDisplayStroke(primaryText.withAlpha(0.5), width: 1)),
            .shape(.rect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5), fill: .solid(primaryText)),
        ]
    }

    /// The home indicator of a device without a Home button (a bottom safe area), over the bar.
    func homeIndicatorItems() -> [TabBarDisplayItem] {
        let env = layout.environment
        guard env.safeArea.bottom > 0 else { return [] }
        let width = env.verticalSizeClass == .compact ? 210.0 : min(140, env.containerSize.width * 0.36)
        let frame = TabBarRect(x: (env.containerSize.width - width) / 2, y: env.containerSize.height - 8 - 5, width: width, height: 5)
        return [.shape(.rect(frame, cornerRadius: 2.5), fill: .solid(primaryText))]
    }

    /// A line of the sample screen, placed by its baseline (its frame is the line box above and below it).
    static func text(_ string: String, origin: TabBarPoint, size: Double, weight: TabBarFontWeight, color: TabBarColor, anchor: TabBarDisplayTextAnchor) -> TabBarDisplayItem {
        let frame = TabBarRect(x: origin.x, y: origin.y - size * 0.98, width: 0, height: size * 1.25)
        return .text(TabBarDisplayText(string, frame: frame, origin: origin, size: size, weight: weight, color: color, anchor: anchor))
    }
}
