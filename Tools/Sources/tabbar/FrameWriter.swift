import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender

/// Writes each transcript step's animation frames as SVG and an HTML page that plays them.
struct FrameWriter {
    let configuration: TabBarConfiguration
    let theme: TabBarTheme
    let appearance: TabBarAppearance
    let environment: TabBarLayoutEnvironment
    let fps: Int
    /// The longest stretch one step records; a repeating glow shows one full period.
    static let maximumSeconds = 6.0

    /// Whether a file name is one this writer produces, so a folder of them may be replaced.
    static func isFrameFile(_ name: String) -> Bool {
        name == "index.html" || (name.hasPrefix("step-") && name.hasSuffix(".svg"))
    }

    /// Writes the frames and `index.html` into `url` (a staged folder; `folder` names it in errors); returns how many frames it wrote.
    func write(_ transcript: TabBarTranscript, into url: URL, named folder: String) throws -> Int {
        func emit(_ text: String, to file: URL) throws {
            do {
                try Data(text.utf8).write(to: file)
            } catch {
                throw InputFailure(description: "\(folder)/\(file.lastPathComponent): cannot write: \(OutputWriter.reason(error))")
            }
        }
        var total = 0
        var players: [(line: Int, event: String, files: [String], summary: String)] = []
        var previous: TabID?
        var usedLines: Set<Int> = []
        for (index, step) in transcript.steps.enumerated() {
            defer { previous = step.state.selected }
            guard let timeline = step.animations, !timeline.isEmpty else { continue }
            let layout = TabBarLayout(configuration: step.configuration, state: step.state, environment: environment, theme: theme, measurer: TabBarInterTextMeasurer())
            let count = Int((min(timeline.duration, Self.maximumSeconds) * Double(fps)).rounded(.up)) + 1
            var files: [String] = []
            // Steps share line 0 (the launch and a --state restore): the second gets its index too.
            let tag = usedLines.insert(step.line).inserted ? String(format: "%04d", step.line) : String(format: "%04d-%d", step.line, index)
            for frameIndex in 0..<count {
                var renderer = TabBarRenderer(configuration: step.configuration, layout: layout, theme: theme, appearance: appearance)
                renderer.animation = timeline.sample(at: Double(frameIndex) / Double(fps))
                renderer.previousSelection = previous
                let name = "step-\(tag)-" + String(format: "%04d.svg", frameIndex)
                try emit(TabBarSVGWriter().write(renderer.animatedBarDisplayList(canvas: renderer.animationCanvas)), to: url.appendingPathComponent(name))
                files.append(name)
            }
            total += files.count
            players.append((step.line, step.event, files, timeline.tracks.map(\.summary).joined(separator: ", ")))
        }
        try emit(Self.player(players, fps: fps, reduceMotion: transcript.steps.first?.animations?.reduceMotion ?? false), to: url.appendingPathComponent("index.html"))
        return total
    }

    static func player(_ steps: [(line: Int, event: String, files: [String], summary: String)], fps: Int, reduceMotion: Bool) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>TabBarKit animation frames</title>
            <style>
            body { font-family: Inter, -apple-system, sans-serif; margin: 24px; background: #f4f4f6; color: #111; }
            section { background: #fff; border-radius: 12px; padding: 12px 16px; margin-bottom: 16px; }
            img { max-width: 100%; display: block; margin-top: 8px; }
            code { font-size: 12px; color: #555; }
            </style></head><body>
            <h1>Animation frames at \(fps) fps\(reduceMotion ? " (reduce motion)" : "")</h1>

            """
        for (i, step) in steps.enumerated() {
            html += "<section><strong>line \(step.line): \(escape(step.event))</strong> · \(step.files.count) frames<br><code>\(escape(step.summary))</code>"
            html += "<img id=\"p\(i)\" src=\"\(step.files[0])\" alt=\"\(escape(step.event))\"></section>\n"
        }
        let lists = steps.map { "[" + $0.files.map { "\"\($0)\"" }.joined(separator: ",") + "]" }.joined(separator: ",\n  ")
        html += """
            <script>
            const steps = [
              \(lists)
            ];
            const fps = \(fps);
            steps.forEach((files, i) => {
              let frame = 0;
              const img = document.getElementById("p" + i);
              setInterval(() => { frame = (frame + 1) % (files.length + fps / 2); img.src = files[Math.min(frame, files.length - 1)]; }, 1000 / fps);
            });
            </script>
            </body></html>

            """
        return html
    }
}
