import Foundation
import TabBarCore
import TabBarTools
import TabBarRender

/// Writes each transcript step's animation frames as SVG and an HTML page that plays them.
struct FrameWriter {
    let configuration: TabBarConfiguration
    let theme: TabBarTheme
    let appearance: Appearance
    let environment: LayoutEnvironment
    let fps: Int
    /// The longest stretch one step records; a repeating glow shows one full period.
    static let maximumSeconds = 6.0

    /// Writes the frames and `index.html`; returns how many frames it wrote.
    func write(_ transcript: Transcript, to folder: String) throws -> Int {
        let url = URL(fileURLWithPath: folder)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw InputFailure(description: "\(folder): cannot create the folder: \(error.localizedDescription)")
        }
        var total = 0
        var players: [(line: Int, event: String, files: [String], summary: String)] = []
        var previous: TabID?
        for step in transcript.steps {
            defer { previous = step.state.selected }
            guard let timeline = step.animations, !timeline.isEmpty else { continue }
            let layout = TabBarLayout(configuration: configuration, state: step.state, environment: environment, theme: theme, measurer: InterTextMeasurer())
            let count = Int((min(timeline.duration, Self.maximumSeconds) * Double(fps)).rounded(.up)) + 1
            var files: [String] = []
            for frameIndex in 0..<count {
                var renderer = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance)
                renderer.animation = timeline.sample(at: Double(frameIndex) / Double(fps))
                renderer.previousSelection = previous
                let name = String(format: "step-%04d-%04d.svg", step.line, frameIndex)
                try emit(SVGWriter().write(renderer.animatedBarDisplayList(canvas: renderer.animationCanvas)), to: url.appendingPathComponent(name).path)
                files.append(name)
            }
            total += files.count
            players.append((step.line, step.event, files, timeline.tracks.map(\.summary).joined(separator: ", ")))
        }
        try emit(Self.player(players, fps: fps, reduceMotion: transcript.steps.first?.animations?.reduceMotion ?? false), to: url.appendingPathComponent("index.html").path)
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
