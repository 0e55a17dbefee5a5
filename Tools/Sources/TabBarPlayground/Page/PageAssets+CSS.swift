extension PageAssets {
    /// The page's styles: system fonts, AA contrast in light and dark, one column below 960 points.
    static let css = #"""
        :root {
          color-scheme: light dark;
          --bg: #f3f4f6; --panel: #ffffff; --text: #16181d; --muted: #4a4f59; --line: #c9ccd3;
          --accent: #0b57d0; --accent-text: #ffffff; --error: #b3261e; --warn: #7a4d00; --ok: #1e6b34; --focus: #0b57d0;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #111317; --panel: #1b1e24; --text: #eceef2; --muted: #b4b9c3; --line: #3a3f49;
            --accent: #8ab4f8; --accent-text: #0b1a33; --error: #ffb4ab; --warn: #f5c46b; --ok: #8fd49f; --focus: #8ab4f8;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 Inter, system-ui, -apple-system, "Segoe UI", sans-serif; }
        header { padding: 16px 24px 4px; }
        header h1 { font-size: 22px; margin: 0; }
        header p { margin: 4px 0 0; color: var(--muted); }
        main { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(300px, 1.1fr) minmax(280px, 1fr); gap: 16px; padding: 16px 24px 32px; align-items: start; }
        @media (max-width: 960px) { main { grid-template-columns: minmax(0, 1fr); padding: 12px; } header { padding: 12px; } }
        section { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px 16px; min-width: 0; }
        h2 { font-size: 17px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 16px 0 6px; }
        label { display: block; margin: 10px 0 4px; font-weight: 600; }
        .row label, fieldset .row label { display: inline; margin: 0 12px 0 4px; font-weight: 500; }
        .row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 8px 0; }
        .row input[type=text] { flex: 1 1 160px; min-width: 0; }
        fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 12px 0 0; padding: 4px 12px 12px; }
        legend { font-weight: 700; padding: 0 4px; }
        select, input[type=text], textarea, button { font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--muted); border-radius: 6px; padding: 6px 8px; }
        select { width: 100%; }
        .row select { width: auto; }
        textarea { width: 100%; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; resize: vertical; }
        textarea[aria-invalid=true] { border-color: var(--error); border-width: 2px; }
        button { background: var(--accent); color: var(--accent-text); border-color: var(--accent); cursor: pointer; min-height: 36px; }
        button:hover { filter: brightness(1.08); }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .buttons button { background: var(--panel); color: var(--text); border-color: var(--muted); }
        .status { min-height: 1.4em; margin-top: 4px; font-size: 14px; }
        .status.error, .error { color: var(--error); }
        .status.ok { color: var(--ok); }
        .status ul { margin: 4px 0; padding-left: 18px; }
        code, .path { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
        #device { position: relative; max-width: 340px; margin: 0 auto; border-radius: 28px; touch-action: pan-y; user-select: none; }
        #device.landscape { max-width: 100%; }
        #screen { display: block; width: 100%; height: auto; border-radius: 28px; box-shadow: 0 4px 24px rgba(0, 0, 0, 0.25); cursor: pointer; }
        #large-content { position: absolute; left: 50%; top: 40%; transform: translate(-50%, -50%); background: rgba(20, 20, 24, 0.92); color: #fff; border-radius: 16px; padding: 18px 28px; font-size: 28px; font-weight: 700; }
        #menu button { background: var(--panel); color: var(--text); border-color: var(--accent); }
        #menu button.destructive { color: var(--error); border-color: var(--error); }
        #customization table { width: 100%; border-collapse: collapse; font-size: 14px; margin-top: 6px; }
        #customization caption { text-align: left; font-weight: 600; margin-top: 8px; }
        #customization td { padding: 2px 4px; border-top: 1px solid var(--line); }
        #customization td.placement { color: var(--muted); }
        #customization button { min-height: 32px; padding: 2px 8px; background: var(--panel); color: var(--text); border-color: var(--muted); }
        #customization button:disabled, #customization input:disabled { opacity: 0.45; cursor: not-allowed; }
        #motion { background: var(--bg); border: 1px dashed var(--line); border-radius: 8px; padding: 8px; min-height: 48px; }
        #frame { display: block; max-width: 100%; margin: 0 auto; }
        .muted { color: var(--muted); margin: 0; font-size: 14px; }
        .log { max-height: 260px; overflow: auto; padding-left: 20px; margin: 0; }
        .log li { margin-bottom: 6px; }
        .log .event { font-weight: 700; }
        .log .effect { display: block; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; font-size: 14px; }
        dt { font-weight: 600; color: var(--muted); }
        dd { margin: 0; overflow-wrap: anywhere; }
        #a11y, #lint { padding-left: 20px; margin: 0; font-size: 14px; }
        #a11y li.selected { font-weight: 700; }
        #lint .severity-error { color: var(--error); font-weight: 700; }
        #lint .severity-warning { color: var(--warn); font-weight: 700; }
        pre { background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 8px; max-height: 320px; overflow: auto; font-size: 12px; white-space: pre; }
        a { color: var(--accent); }
        .skip { position: absolute; left: -9999px; }
        .skip:focus { left: 8px; top: 8px; background: var(--panel); padding: 8px; z-index: 2; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        """#
}
