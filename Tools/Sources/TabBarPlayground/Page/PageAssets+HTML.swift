extension PageAssets {
    /// The page's markup: three columns (design, preview, inspect) that stack on a phone.
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TabBarKit Playground</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <a class="skip" href="#preview">Skip to the preview</a>
        <header>
          <h1>TabBarKit Playground</h1>
          <p>Design a tab bar, click it, and watch what the core does. Everything here is computed by TabBarCore.</p>
        </header>
        <main>
          <section id="design" aria-labelledby="design-title">
            <h2 id="design-title">Design</h2>
            <label for="example">Example</label>
            <select id="example"></select>
            <label for="editor">Configuration (JSON)</label>
            <textarea id="editor" spellcheck="false" autocapitalize="off" autocomplete="off" rows="18" aria-describedby="editor-status"></textarea>
            <div id="editor-status" class="status" role="status" aria-live="polite"></div>
            <fieldset>
              <legend>Look</legend>
              <label for="theme">Theme</label>
              <select id="theme"></select>
              <label for="tokens">Import design tokens (DTCG, Style Dictionary or Tokens Studio JSON; several files merge in order)</label>
              <input id="tokens" type="file" accept=".json,application/json" multiple>
              <div id="tokens-status" class="status" role="status" aria-live="polite"></div>
              <div class="row">
                <input id="dark" type="checkbox"><label for="dark">Dark</label>
                <input id="contrast" type="checkbox"><label for="contrast">Increased contrast</label>
              </div>
              <div class="row">
                <input id="rtl" type="checkbox"><label for="rtl">Right to left</label>
                <input id="reduceMotion" type="checkbox"><label for="reduceMotion">Reduce motion</label>
              </div>
              <div class="row">
                <input id="reduceTransparency" type="checkbox"><label for="reduceTransparency">Reduce transparency</label>
                <input id="busyBackdrop" type="checkbox"><label for="busyBackdrop">Busy content</label>
                <input id="bottomAccessory" type="checkbox"><label for="bottomAccessory">Bottom accessory</label>
              </div>
              <label for="device">Device</label>
              <select id="device"></select>
              <label for="orientation">Orientation</label>
              <select id="orientation"></select>
              <label for="dynamicType">Dynamic Type</label>
              <select id="dynamicType"></select>
              <label for="regularWidth">On iPad (regular width)</label>
              <select id="regularWidth">
                <option value="floatingBar">Floating bar (custom)</option>
                <option value="sidebar">Sidebar</option>
                <option value="topBar">Top bar, expands into the sidebar</option>
              </select>
              <label for="searchPlacement">Search tab</label>
              <select id="searchPlacement">
                <option value="configuration">As configured</option>
                <option value="inline">In the bar</option>
                <option value="detached">Detached beside a floating bar</option>
              </select>
              <label for="prominentPlacement">Prominent tab</label>
              <select id="prominentPlacement">
                <option value="configuration">As configured</option>
                <option value="raised">Raised in the bar</option>
                <option value="detached">Detached beside a floating bar</option>
              </select>
              <label for="fps">Animation frames</label>
              <select id="fps"><option value="60">60 fps</option><option value="120">120 fps</option></select>
            </fieldset>
            <fieldset id="customize" aria-describedby="customize-help">
              <legend>Customise the bar</legend>
              <p id="customize-help" class="muted">What the user's editor allows, from each tab's placement (fixed, pinned, movable, optional, sidebar only, hidden): a switch puts a tab in the bar or takes it out; the arrows move it. The compact width (an iPhone) shows only the configuration's compact tabs. Try the atlas example.</p>
              <div id="customization"></div>
            </fieldset>
          </section>

          <section id="preview" aria-labelledby="preview-title">
            <h2 id="preview-title">Preview</h2>
            <div id="device" tabindex="0" role="group" aria-roledescription="device preview"
                 aria-label="Device preview. Click or tap a tab; long press for the large content viewer, an action's menu or a tab's own menu; in a sidebar, click a section's header to collapse or expand it, or its action; drag sideways to swipe. With focus here: arrow keys move between tabs, Control or Command with 1 to 9 selects a tab.">
              <img id="screen" alt="The device screen with the tab bar">
              <div id="large-content" hidden role="status"></div>
            </div>
            <div id="menu" class="row" hidden aria-label="Open menu"></div>
            <div class="row buttons" aria-label="Events">
              <button type="button" id="double-tap">Double tap the selected tab</button>
              <button type="button" data-command="swipe left">Swipe left</button>
              <button type="button" data-command="swipe right">Swipe right</button>
              <button type="button" data-command="back">Back</button>
              <button type="button" data-command="search dismiss">Dismiss search</button>
              <button type="button" data-command="sidebar toggle">Toggle sidebar</button>
              <button type="button" data-command="scroll down">Scroll down</button>
              <button type="button" data-command="scroll up">Scroll up</button>
              <button type="button" data-command="keyboard show">Keyboard up</button>
              <button type="button" data-command="keyboard hide">Keyboard down</button>
              <button type="button" data-command="memory-warning">Memory warning</button>
            </div>
            <form id="deeplink-form" class="row">
              <label for="deeplink">Deep link</label>
              <input id="deeplink" type="text" placeholder="app://activity/item/7" autocomplete="off">
              <button type="submit">Open</button>
            </form>
            <form id="preload-form" class="row">
              <label for="preload">Preload tab</label>
              <input id="preload" type="text" placeholder="activity" autocomplete="off">
              <button type="submit">Preload</button>
            </form>
            <form id="command-form" class="row">
              <label for="command">Script command</label>
              <input id="command" type="text" placeholder="push home post/42" autocomplete="off" aria-describedby="command-status">
              <button type="submit">Run</button>
            </form>
            <div id="command-status" class="status" role="status" aria-live="polite"></div>
            <h3>Motion</h3>
            <div id="motion" aria-live="off">
              <img id="frame" alt="The last event's animation, frame by frame" hidden>
              <p id="motion-info" class="muted">Animations of the last event play here, sampled by the core.</p>
            </div>
          </section>

          <section id="inspect" aria-labelledby="inspect-title">
            <h2 id="inspect-title" class="visually-hidden">Inspect</h2>
            <h3>Effects</h3>
            <ol id="effects" class="log" aria-live="polite"></ol>
            <h3>State</h3>
            <dl id="state"></dl>
            <h3>VoiceOver reading order</h3>
            <ol id="a11y"></ol>
            <h3>Lint</h3>
            <ul id="lint"></ul>
            <h3>Export</h3>
            <div class="row">
              <label for="export-format">Format</label>
              <select id="export-format">
                <option value="swift">Swift (TabBarCore)</option>
                <option value="swift" data-flavor="swiftui">Swift (SwiftUI app root)</option>
                <option value="swift" data-flavor="uikit">Swift (UIKit container)</option>
                <option value="configuration-json">Configuration JSON</option>
                <option value="theme-json">Theme JSON</option>
                <option value="theme-tokens">Theme as design tokens</option>
              </select>
              <button type="button" id="export">Export</button>
              <a id="download" href="#" download hidden>Download</a>
            </div>
            <pre id="export-output" tabindex="0" aria-label="Exported text"></pre>
          </section>
        </main>
        </body>
        </html>
        """#
}
