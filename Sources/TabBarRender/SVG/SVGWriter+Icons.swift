import TabBarCore

extension SVGWriter.Context {
    /// Writes a built-in icon scaled into `frame`; unknown names draw the placeholder.
    mutating func writeIcon(_ name: String, frame: Rect, color: TabBarColor, filled: Bool, knockout: TabBarColor, into out: inout String, pad: String) {
        let found = IconLibrary.icon(named: name)
        let icon = found?.icon ?? IconLibrary.placeholder
        let fill = filled || (found?.filled ?? false)
        let scale = frame.width / 24
        let strokeWidth = 1.8
        out += pad
        out += "<g transform=\"translate("
        out += n(frame.x)
        out += " "
        out += n(frame.y)
        out += ") scale("
        out += n(scale)
        out += ")\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
        let colorStroke = " fill=\"none\" stroke=\"\(color.withAlpha(1).hex)\" stroke-width=\"\(n(strokeWidth))\"" + (color.alpha < 1 ? " stroke-opacity=\"\(n(color.alpha))\"" : "")
        for part in icon.parts {
            let attributes: String
            switch part.kind {
            case .body: attributes = fill ? fillAttributes(color) + strokeAttributes(Stroke(color, width: 1)) : colorStroke
            case .line: attributes = colorStroke
            case .solid: attributes = fillAttributes(color)
            case .detail:
                attributes = fill
                    ? " fill=\"none\" stroke=\"\(knockout.withAlpha(1).hex)\" stroke-width=\"\(n(strokeWidth))\""
                    : colorStroke
            }
            out += pad
            out += "  <path d=\""
            out += part.d
            out += "\""
            out += attributes
            out += "/>\n"
        }
        out += pad
        out += "</g>\n"
    }
}
