/// One file of the web page, embedded in the binary so the page works offline with no build step.
struct PageAsset: Sendable {
    /// The URL path.
    var path: String
    /// The media type.
    var mediaType: String
    /// The file's text.
    var body: String
}

/// The page: HTML, CSS and JavaScript, served from memory.
enum PageAssets {
    /// Every asset, the page first.
    static let all: [PageAsset] = [
        PageAsset(path: "/", mediaType: "text/html; charset=utf-8", body: html),
        PageAsset(path: "/index.html", mediaType: "text/html; charset=utf-8", body: html),
        PageAsset(path: "/app.css", mediaType: "text/css; charset=utf-8", body: css),
        PageAsset(path: "/app.js", mediaType: "text/javascript; charset=utf-8", body: javaScript),
        PageAsset(path: "/favicon.svg", mediaType: "image/svg+xml", body: favicon),
    ]

    static let favicon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="18" width="28" height="12" rx="6" fill="#0b57d0"/>\
        <circle cx="9" cy="24" r="2.5" fill="#fff"/><circle cx="16" cy="24" r="2.5" fill="#fff"/><circle cx="23" cy="24" r="2.5" fill="#fff"/></svg>
        """
}
