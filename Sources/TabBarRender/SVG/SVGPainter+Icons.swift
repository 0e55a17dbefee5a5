import TabBarCore
import TabBarDisplay

extension SVGPainter {
    /// Writes a built-in icon scaled into the symbol's frame; unknown names draw the placeholder.
    mutating func writeIcon(_ symbol: DisplaySymbol) {
        let found = IconLibrary.icon(named: symbol.name)
        let icon = found?.icon ?? IconLibrary.placeholder
        let fill = symbol.filled || (found?.filled ?? false)
        let frame = symbol.frame, color = symbol.color, knockout = symbol.knockout
        let scale = frame.width / 24
        let strokeWidth = 1.8
        body += pad
        body += "<g transform=\"translate("
        body += n(frame.x)
        body += " "
        body += n(frame.y)
        body += ") scale("
        body += n(scale)
        body += ")\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
        let colorStroke = " fill=\"none\" stroke=\"\(color.withAlpha(1).hex)\" stroke-width=\"\(n(strokeWidth))\"" + (color.alpha < 1 ? " stroke-opacity=\"\(n(color.alpha))\"" : "")
        for part in icon.parts {
            let attributes: String
            switch part.kind {
            case .body: attributes = fill ? fillAttributes(color) + strokeAttributes(DisplayStroke(color, width: 1)) : colorStroke
            case .line: attributes = colorStroke
            case .solid: attributes = fillAttributes(color)
            case .detail:
                attributes = fill
                    ? " fill=\"none\" stroke=\"\(knockout.withAlpha(1).hex)\" stroke-width=\"\(n(strokeWidth))\""
                    : colorStroke
            }
            body += pad
            body += "  <path d=\""
            body += part.d
            body += "\""
            body += attributes
            body += "/>\n"
        }
        body += pad
        body += "</g>\n"
    }
}
