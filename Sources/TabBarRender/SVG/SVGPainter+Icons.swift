@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

extension TabBarSVGPainter {
    /// Writes a built-in icon scaled into the symbol's frame; unknown names draw the placeholder.
    mutating func writeIcon(_ symbol: TabBarDisplaySymbol) {
        let found = TabBarIconLibrary.icon(named: symbol.name)
        let icon = found?.icon ?? TabBarIconLibrary.placeholder
        let fill = symbol.filled || (found?.filled ?? false)
        let frame = symbol.frame, color = symbol.color, knockout = symbol.knockout
        let scale = frame.width / 24
        let strokeWidth = 1.8
        body += pad
        // A directional symbol's right-to-left form: the drawing flipped within its frame.
        let flip = symbol.rightToLeft
        body += "<g transform=\"translate("
        body += n(flip ? frame.x + frame.width : frame.x)
        body += " "
        body += n(frame.y)
        body += ") scale("
        body += flip ? n(-scale) + " " + n(scale) : n(scale)
        body += ")\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
        let colorStroke = " fill=\"none\" stroke=\"\(color.withAlpha(1).hex)\" stroke-width=\"\(n(strokeWidth))\"" + (color.alpha < 1 ? " stroke-opacity=\"\(n(color.alpha))\"" : "")
        for part in icon.parts {
            let attributes: String
            switch part.kind {
            case .body: attributes = fill ? fillAttributes(color) + strokeAttributes(TabBarDisplayStroke(color, width: 1)) : colorStroke
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

extension TabBarSVGPainter {
    /// The grey of an original-colour image's stand-in.
    static let originalImageStandIn = TabBarColor(red: 0.56, green: 0.56, blue: 0.58)

    /// A rounded square with the image name's initial: the tint's light fill and outline for a template,
    /// a grey square with a white initial for an image in its own colours.
    mutating func writeImageStandIn(_ image: TabBarDisplayImage) {
        let side = min(image.frame.width, image.frame.height)
        let square = TabBarRect(x: image.frame.midX - side / 2, y: image.frame.midY - side / 2, width: side, height: side).insetBy(dx: 1, dy: 1)
        let shape = TabBarDisplayShape.rect(square, cornerRadius: side * 0.22)
        let template = image.icon.isTemplate
        let tint = image.color
        if template {
            paintShape(shape, fill: .solid(tint.withAlpha(tint.alpha * 0.18)), stroke: TabBarDisplayStroke(tint, width: 1.5))
        } else {
            paintShape(shape, fill: .solid(Self.originalImageStandIn), stroke: nil)
        }
        let size = side * 0.5
        paintText(TabBarDisplayText(
            image.initial, frame: square, origin: TabBarPoint(x: square.midX, y: square.midY + size * 0.36), size: size, weight: .bold,
            color: template ? tint : .white, anchor: .middle))
    }
}
