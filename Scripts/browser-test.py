#!/usr/bin/env python3
"""Drives the playground page in headless Chromium, as a person would, and saves screenshots.

Usage: python3 Scripts/browser-test.py [--bin Tools/.build/debug] [--artifacts DIR]

Needs Debian's chromium and chromium-driver, and Selenium (pip install selenium); .ci/run installs
them. Starts `tabbar serve --port 0` (a free loopback port), then: loads the page, clicks a tab in
the drawn screen, checks the selection, effects and VoiceOver panels changed; adds a sixth tab in
the JSON editor and sees the bar scroll; types invalid JSON and sees the located error; toggles
right to left and dark; the glass theme under Reduce Transparency and over busy content; exports Swift and type-checks
it against the built TabBarCore module. Issue 33: the atlas example's placements in the customisation panel (a fixed
tab's switch disabled, a tab taken out and offered back), the double tap, an iPad sidebar read with its sections and
expanded by a click on a header, a long press on a row that opens the tab's own menu (its destructive item marked,
its choice performed), and its Swift export type-checked.
Issue 32 (items 4 and 6): the iPad switch's top bar, a click on its sidebar button that expands the sidebar, the
Toggle sidebar button that folds it back, and the search switch that detaches the search tab beside the bar.
Then the local-server security: a page served from another origin (a second small HTTP server on
another port, started here) tries to drive a victim's session with simple POSTs, a form, CORS
requests and 60 session creations against a server capped at 5 sessions, and the page reached
under a rebinding host name (Chromium maps rebind.test to 127.0.0.1) is refused; the victim's
session must be unchanged and still there.
Exit status 0 when every check passes.
"""
import argparse
import http.server
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

checks = []


def check(condition, what):
    checks.append((bool(condition), what))
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    return condition


def start_server(binary_dir, command=("tabbar", "serve")):
    executable = os.path.join(binary_dir, command[0])
    process = subprocess.Popen([executable, *command[1:], "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            if process.poll() is not None:
                break
            continue
        print("server: " + line.rstrip(), flush=True)
        match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if match:
            return process, match.group(1)
    process.kill()
    sys.exit("error: tabbar serve did not print its URL")


def make_driver(width, height, phone=False, arguments=()):
    options = webdriver.ChromeOptions()
    if phone:  # a desktop window cannot be narrower than about 500 pixels; emulate the phone's viewport
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", "--lang=en-US", *arguments]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def body_data(driver, key):
    return driver.execute_script(f"return document.body.dataset.{key};")


def wait_for(driver, condition, what, timeout=20):
    try:
        WebDriverWait(driver, timeout, poll_frequency=0.1).until(lambda d: condition(d))
        return True
    except Exception:
        return check(False, f"timed out waiting for {what}")


def click_tab(driver, tab_id):
    """Clicks the centre of a tab's hit frame in the drawn screen image, from the layout the page shows."""
    driver.execute_script("document.getElementById('screen').scrollIntoView({block: 'end'});")
    point = driver.execute_script("""
        const item = state.view.layout.items.find((i) => i.id === arguments[0]), f = item.hitFrame;
        const r = document.getElementById('screen').getBoundingClientRect(), s = r.width / state.view.size.width;
        return [r.left + (f.x + f.width / 2) * s, r.top + (f.y + f.height / 2) * s];""", tab_id)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(point[0]), int(point[1])).click()
    actions.perform()


# The lowest contrast between a visible text and the background behind it, and where it is.
CONTRAST_SCRIPT = """
const parse = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
  const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(parseFloat); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
const background = (el) => { const layers = []; for (let e = el; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor); if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; } }
  let result = parse(getComputedStyle(document.documentElement).backgroundColor) || { r: 255, g: 255, b: 255, a: 1 }; if (result.a < 1) result = over(result, { r: 255, g: 255, b: 255, a: 1 });
  for (const layer of layers.reverse()) result = over(layer, result); return result; };
const channel = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
let lowest = 21, where = "nowhere";
for (const el of document.querySelectorAll("body *")) {
  const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!text || el.disabled || !el.getClientRects().length || getComputedStyle(el).visibility === "hidden") continue;
  const bg = background(el), fg = over(parse(getComputedStyle(el).color), bg);
  const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x), ratio = (a + 0.05) / (b + 0.05);
  if (ratio < lowest) { lowest = ratio; where = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + " " + JSON.stringify(el.textContent.trim().slice(0, 30)); }
}
return [lowest, where];
"""


def api(base, method, path, body=None):
    """A request as the playground's own page sends it: its Host, JSON bodies. Returns (status, JSON or None)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + "api/v1" + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
            return response.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


ATTACK_PAGE = """<!doctype html><meta charset="utf-8"><title>another site</title>
<iframe name="sink" style="display:none"></iframe>
<form id="form" target="sink" method="POST" enctype="text/plain" action="TARGET/sessions/SESSION/events">
<input name='{"command": "tap activity", "x": "' value='"}'></form>
<script>
const target = "TARGET", session = "SESSION", tap = JSON.stringify({command: "tap activity"});
const attempt = (url, options) => fetch(url, options).then(() => "sent", (error) => "blocked: " + error);
(async () => {
  const results = [];
  results.push(await attempt(`${target}/sessions/${session}/events`, {method: "POST", mode: "no-cors", body: tap}));
  results.push(await attempt(`${target}/sessions/${session}/events`, {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"}, body: tap}));
  results.push(await attempt(`${target}/sessions/${session}/events`, {method: "POST", headers: {"Content-Type": "application/json"}, body: tap}));
  results.push(await attempt(`${target}/sessions/${session}/options`, {method: "PATCH", headers: {"Content-Type": "application/json"}, body: JSON.stringify({scheme: "dark"})}));
  results.push(await attempt(`${target}/sessions/${session}`, {method: "DELETE"}));
  for (let i = 0; i < 60; i++) results.push(await attempt(`${target}/sessions`, {method: "POST", mode: "no-cors", body: JSON.stringify({example: "nyx"})}));
  document.getElementById("form").submit();
  await new Promise((done) => setTimeout(done, 1500));
  document.body.dataset.results = JSON.stringify(results.slice(0, 5));
  document.body.dataset.done = "true";
})();
</script>"""


def serve_page(html):
    """A second HTTP server on another loopback port that serves one page; returns it and its URL."""
    body = html.encode()

    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    page_server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
    threading.Thread(target=page_server.serve_forever, daemon=True).start()
    return page_server, f"http://127.0.0.1:{page_server.server_address[1]}/"


def cross_origin_checks(binary_dir, url):
    # A server capped at 5 sessions, where 60 session creations from elsewhere would evict the victim's.
    capped, base = start_server(binary_dir, ("tabbar-playground", "--max-sessions", "5"))
    try:
        status, view = api(base, "POST", "/sessions", {"example": "social"})
        check(status == 201, "the victim's page starts a session on the capped server")
        session = view["session"]
        port = base.rstrip("/").rsplit(":", 1)[1]
        page_server, page_url = serve_page(ATTACK_PAGE.replace("TARGET", base + "api/v1").replace("SESSION", session))
        attacker = make_driver(1000, 800, arguments=["--host-resolver-rules=MAP rebind.test 127.0.0.1"])
        try:
            attacker.get(page_url)
            wait_for(attacker, lambda d: body_data(d, "done") == "true", "the other origin's page to try everything", timeout=60)
            print("attacker: " + str(body_data(attacker, "results")), flush=True)
            status, after = api(base, "GET", f"/sessions/{session}")
            check(status == 200, f"the victim's session survives 60 session creations from another origin (status {status})")
            check(after is not None and after["state"]["selected"] == "home", "another origin's taps, forms and CORS requests changed nothing")
            check(after is not None and after["options"]["scheme"] == "light", "another origin could not change the options")

            # DNS rebinding: the playground's own page, reached under a name that now resolves to 127.0.0.1.
            attacker.get(f"http://rebind.test:{port}/")
            text = attacker.find_element(By.TAG_NAME, "body").text
            check("forbiddenHost" in text and body_data(attacker, "ready") is None, "the page reached as rebind.test is refused (403), not served")
            result = attacker.execute_async_script("""
                const done = arguments[arguments.length - 1];
                fetch("/api/v1/sessions/" + arguments[0] + "/events", {method: "POST", headers: {"Content-Type": "application/json"},
                      body: JSON.stringify({command: "tap activity"})}).then((r) => done(r.status), (e) => done(String(e)));""", session)
            check(result == 403, f"a same-origin request from the rebinding page is refused (status {result})")
            status, after = api(base, "GET", f"/sessions/{session}")
            check(status == 200 and after["state"]["selected"] == "home", "after the rebinding attempt the session is unchanged")
            status, _ = api(base, "POST", f"/sessions/{session}/events", {"command": "tap activity"})
            check(status == 200, "the page's own kind of request still works")
        finally:
            attacker.quit()
            page_server.shutdown()
    finally:
        capped.terminate()
        capped.wait(timeout=10)


def click_point(driver, frame):
    """Clicks the centre of a frame (in the screen's points) of the drawn screen image."""
    driver.execute_script("document.getElementById('screen').scrollIntoView({block: 'center'});")
    point = driver.execute_script("""
        const f = arguments[0], r = document.getElementById('screen').getBoundingClientRect(), s = r.width / state.view.size.width;
        return [r.left + (f.x + f.width / 2) * s, r.top + (f.y + f.height / 2) * s];""", frame)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(point[0]), int(point[1])).click()
    actions.perform()
    return point


def issue33_checks(driver, args):
    """Issue 33: placements in the customisation panel, the sidebar's sections, a tab's long-press menu, the double tap,
    and the export of all of it."""
    count = lambda d: d.execute_script("return state.eventCount;")
    Select(driver.find_element(By.ID, "example")).select_by_value("atlas")
    wait_for(driver, lambda d: d.execute_script("return state.view.customization.bar.map((r) => r.id).join(',');") == "home,browse,radio,library,search",
             "the atlas's bar in the customisation panel")
    rows = driver.execute_script("return state.view.customization.bar;")
    check([r["id"] for r in rows if r["inCompactBar"]] == ["home", "browse", "library", "search"], f"the panel marks the compact tab set ({rows})")
    check("not compact" in driver.find_element(By.CSS_SELECTOR, "#customization tr[data-tab=radio]").text, "Radio, outside the compact set, says so")
    drawn = driver.execute_script("return state.view.layout.items.map((i) => i.id);")
    check(sorted(drawn) == ["browse", "home", "library", "search"], f"on an iPhone the drawn bar holds the compact tab set ({drawn}, left to right)")
    home_box = driver.find_element(By.CSS_SELECTOR, "#customization tr[data-tab=home] input[type=checkbox]")
    check(not home_box.is_enabled(), "a fixed tab's switch is disabled (its placement forbids taking it out)")
    browse_box = driver.find_element(By.CSS_SELECTOR, "#customization tr[data-tab=browse] input[type=checkbox]")
    browse_box.click()
    wait_for(driver, lambda d: "browse" in d.execute_script("return state.view.state.hidden;"), "Browse taken out of the bar")
    check("browse" not in [r["id"] for r in driver.execute_script("return state.view.customization.bar;")], "the switch took Browse out of the bar")
    check("browse" in [r["id"] for r in driver.execute_script("return state.view.customization.available;")], "Browse can be added back")
    driver.save_screenshot(os.path.join(args.artifacts, "08-atlas-customise.png"))

    # The double tap: two reselects at once for a policy without double-tap stages (a scroll to the top here).
    before = count(driver)
    driver.find_element(By.ID, "double-tap").click()
    wait_for(driver, lambda d: count(d) > before, "the double tap's effects")
    check("scrollToTop(tab=home)" in driver.find_element(By.ID, "effects").text, "a double tap on the selected tab scrolls it to the top")

    # An iPad's sidebar: sections with headers, an action and a footer, read in order.
    Select(driver.find_element(By.ID, "device")).select_by_value("ipad-pro-11")
    Select(driver.find_element(By.ID, "orientation")).select_by_value("landscape")
    Select(driver.find_element(By.ID, "regularWidth")).select_by_value("sidebar")
    wait_for(driver, lambda d: d.execute_script("return state.view.layout.presentation;") == "sidebar", "the sidebar")
    reading = driver.find_element(By.ID, "a11y").text
    check("Collection, Expanded, header button" in reading and "Synced with iCloud" in reading and "More, Collapsed" in reading,
          "the VoiceOver panel reads the sections' headers, action and footer among the rows")
    check("Settings" not in reading, "a collapsed section's tabs are not read")
    more = driver.execute_script("return state.view.layout.sidebar.rows.find((r) => r.id === 'header:more').frame;")
    click_point(driver, more)
    wait_for(driver, lambda d: "Settings" in d.find_element(By.ID, "a11y").text, "More to expand")
    check("More, Expanded" in driver.find_element(By.ID, "a11y").text, "clicking a section's header in the drawn sidebar expands it")
    driver.save_screenshot(os.path.join(args.artifacts, "09-atlas-sidebar.png"))

    # A long press on Radio's row opens its own menu, drawn and offered as buttons; its destructive item is marked.
    radio = driver.execute_script("return state.view.layout.items.find((i) => i.id === 'radio').hitFrame;")
    point = driver.execute_script("""
        const f = arguments[0], r = document.getElementById('screen').getBoundingClientRect(), s = r.width / state.view.size.width;
        return [r.left + (f.x + f.width / 2) * s, r.top + (f.y + f.height / 2) * s];""", radio)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(point[0]), int(point[1])).pointer_down().pause(0.8).pointer_up()
    actions.perform()
    wait_for(driver, lambda d: d.execute_script("return state.view.state.menu;") == "radio", "Radio's menu")
    menu = driver.find_element(By.ID, "menu")
    check("Long-press menu of radio" in menu.text, "the long press opened Radio's own menu")
    clear = [b for b in menu.find_elements(By.TAG_NAME, "button") if b.text == "Clear History"]
    check(len(clear) == 1 and "destructive" in clear[0].get_attribute("class"), "its destructive item is marked")
    check(driver.execute_script("return state.view.layout.presentation;") == "sidebar" and "Clear History" in driver.execute_script("return state.view.svg;"),
          "the menu is drawn in the screen")
    driver.save_screenshot(os.path.join(args.artifacts, "10-atlas-tab-menu.png"))
    clear[0].click()
    wait_for(driver, lambda d: "performMenuItem" in d.find_element(By.ID, "effects").text, "the menu item's effect")
    check("performMenuItem(tab=radio, item=clear)" in driver.find_element(By.ID, "effects").text, "choosing it asks the host to perform it")

    # The export writes placements, the compact set, sections and menus, and type-checks.
    Select(driver.find_element(By.ID, "export-format")).select_by_visible_text("Swift (TabBarCore)")
    driver.find_element(By.ID, "export").click()
    wait_for(driver, lambda d: "TabBarSidebarSection(" in d.find_element(By.ID, "export-output").text, "the atlas's Swift export")
    source = driver.find_element(By.ID, "export-output").text
    check("placement: .fixed" in source and "compactTabs: [" in source and "isDestructive: true" in source and "isCollapsedByDefault: true" in source,
          "the export has the placements, the compact set, the destructive item and the collapsed section")
    swift_file = os.path.join(args.artifacts, "AtlasBar.swift")
    with open(swift_file, "w") as f:
        f.write(source)
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", os.path.join(args.bin, "Modules"), swift_file], capture_output=True, text=True)
    check(result.returncode == 0, "the atlas's exported Swift type-checks against TabBarCore" + (": " + result.stderr if result.returncode else ""))


def issue32_adaptive_checks(driver, args):
    """Issue 32, items 4 and 6: iPad's top bar and its sidebar button, the sidebar toggled back, the detached search."""
    presentation = lambda d: d.execute_script("return state.view.layout.presentation;")
    Select(driver.find_element(By.ID, "example")).select_by_value("atlas")
    Select(driver.find_element(By.ID, "theme")).select_by_value("floating")
    Select(driver.find_element(By.ID, "device")).select_by_value("ipad-pro-11")
    Select(driver.find_element(By.ID, "orientation")).select_by_value("landscape")
    Select(driver.find_element(By.ID, "regularWidth")).select_by_value("topBar")
    wait_for(driver, lambda d: d.execute_script("return state.view.layout.top === true;"), "the top bar")
    toggle = driver.execute_script("return state.view.layout.sidebarToggle;")
    check(toggle is not None and toggle["y"] < 100, f"the sidebar button sits at the top beside the bar ({toggle})")
    driver.save_screenshot(os.path.join(args.artifacts, "11-atlas-top-bar.png"))
    click_point(driver, toggle)
    wait_for(driver, lambda d: presentation(d) == "sidebar", "a click on the sidebar button to expand the sidebar")
    driver.save_screenshot(os.path.join(args.artifacts, "12-atlas-top-bar-sidebar.png"))
    driver.find_element(By.CSS_SELECTOR, "button[data-command='sidebar toggle']").click()
    wait_for(driver, lambda d: presentation(d) == "floatingBar", "Toggle sidebar to fold it back into the top bar")
    # The search switch: the atlas's Search leaves the bar for a circle beside its trailing end.
    Select(driver.find_element(By.ID, "searchPlacement")).select_by_value("detached")
    wait_for(driver, lambda d: d.execute_script("return state.view.layout.detachedSearch;") == "search", "the search tab detached")
    bar = driver.execute_script("return state.view.layout.bar;")
    search = driver.execute_script("return state.view.layout.items.find((i) => i.id === 'search').frame;")
    trailing = search["x"] + search["width"] <= bar["x"] if body_data(driver, "direction") == "rtl" else search["x"] >= bar["x"] + bar["width"]
    check(trailing, f"the search circle lies beside the bar's trailing end, mirrored in right to left ({search}, bar {bar})")
    click_point(driver, search)
    wait_for(driver, lambda d: d.execute_script("return state.view.state.selected;") == "search", "a click on the circle selects Search")
    driver.save_screenshot(os.path.join(args.artifacts, "13-atlas-top-bar-search.png"))
    Select(driver.find_element(By.ID, "searchPlacement")).select_by_value("configuration")
    Select(driver.find_element(By.ID, "regularWidth")).select_by_value("floatingBar")
    Select(driver.find_element(By.ID, "theme")).select_by_value("system")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default="Tools/.build/debug")
    parser.add_argument("--artifacts", default=".build/playground-artifacts")
    args = parser.parse_args()
    os.makedirs(args.artifacts, exist_ok=True)
    server, url = start_server(args.bin)
    driver = make_driver(1440, 1100)
    try:
        driver.get(url)
        wait_for(driver, lambda d: body_data(d, "ready") in ("true", "error"), "the page to start")
        check(body_data(driver, "ready") == "true", "the page started a session")
        check(body_data(driver, "selected") == "home", "social starts on home")
        driver.save_screenshot(os.path.join(args.artifacts, "01-start.png"))

        # A click on the drawn Activity tab: hit test, machine, effects, VoiceOver order.
        a11y_before = driver.find_element(By.ID, "a11y").text
        click_tab(driver, "activity")
        wait_for(driver, lambda d: body_data(d, "selected") == "activity", "activity to be selected")
        check(body_data(driver, "selected") == "activity", "clicking the Activity tab in the SVG selects it")
        effects = driver.find_element(By.ID, "effects").text
        check("selectionChanged(from=home, to=activity, source=tap)" in effects, "the effects panel shows the selection change")
        check("haptic" in effects and "analytics" in effects, "the effects panel shows the haptic and analytics effects")
        selected_a11y = driver.find_elements(By.CSS_SELECTOR, "#a11y li.selected")
        check(len(selected_a11y) == 1 and selected_a11y[0].get_attribute("data-id") == "activity", "the VoiceOver panel marks Activity selected")
        check(driver.find_element(By.ID, "a11y").text != a11y_before, "the VoiceOver panel changed")
        check(driver.find_element(By.ID, "state-selected").text == "activity", "the state panel shows the selection")
        time.sleep(0.6)  # let the motion strip play a few frames
        check(driver.find_element(By.ID, "frame").get_attribute("hidden") is None, "the animation frames play")
        driver.save_screenshot(os.path.join(args.artifacts, "02-clicked-activity.png"))

        # The keyboard alone: focus the preview, arrow right.
        driver.find_element(By.ID, "device").send_keys(Keys.ARROW_RIGHT)
        wait_for(driver, lambda d: body_data(d, "selected") == "profile", "the arrow key to move to profile")
        check(body_data(driver, "selected") == "profile", "the right arrow key selects the next tab")

        # A sixth tab in the JSON editor makes the bar scroll (the floating theme's minimum item width needs it).
        Select(driver.find_element(By.ID, "theme")).select_by_value("floating")
        wait_for(driver, lambda d: d.execute_script("return state.view.options.theme;") == "floating", "the floating theme")
        check(body_data(driver, "scrollable") == "false", "with five tabs the floating bar does not scroll")
        editor = driver.find_element(By.ID, "editor")
        configuration = json.loads(editor.get_attribute("value"))
        check(len(configuration["tabs"]) == 5, "the editor holds the five social tabs")
        configuration["tabs"].append({"id": "settings", "title": "Settings", "icon": "gearshape"})
        driver.execute_script("const e = document.getElementById('editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));",
                              json.dumps(configuration, indent=2))
        wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#a11y li")) == 6, "six tabs")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#a11y li")) == 6, "the sixth tab is in the VoiceOver order")
        check(body_data(driver, "scrollable") == "true", "with six tabs the bar scrolls")
        check(driver.find_element(By.ID, "state-scrolls").text == "yes", "the state panel says the bar scrolls")
        driver.save_screenshot(os.path.join(args.artifacts, "03-six-tabs-scroll.png"))

        # Invalid JSON, typed: the located error appears under the editor.
        editor.click()
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys(",")
        wait_for(driver, lambda d: "error" in d.find_element(By.ID, "editor-status").get_attribute("class"), "the JSON error")
        status = driver.find_element(By.ID, "editor-status").text
        check(re.search(r"line \d+, column \d+", status) is not None, f"the typed JSON error is located: {status!r}")
        check(editor.get_attribute("aria-invalid") == "true", "the editor is marked invalid")
        driver.save_screenshot(os.path.join(args.artifacts, "04-invalid-json.png"))
        editor.send_keys(Keys.BACKSPACE)
        wait_for(driver, lambda d: "ok" in d.find_element(By.ID, "editor-status").get_attribute("class"), "the JSON to be valid again")

        # A duplicate id: the core's message at its JSON path.
        configuration["tabs"][5]["id"] = "home"
        driver.execute_script("const e = document.getElementById('editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));",
                              json.dumps(configuration, indent=2))
        wait_for(driver, lambda d: "error" in d.find_element(By.ID, "editor-status").get_attribute("class"), "the duplicate id error")
        check("tabs[5].id" in driver.find_element(By.ID, "editor-status").text, "a duplicate id is reported at tabs[5].id")
        configuration["tabs"][5]["id"] = "settings"
        driver.execute_script("const e = document.getElementById('editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));",
                              json.dumps(configuration, indent=2))
        wait_for(driver, lambda d: "ok" in d.find_element(By.ID, "editor-status").get_attribute("class"), "valid again")

        # Right to left and dark.
        driver.find_element(By.ID, "rtl").click()
        wait_for(driver, lambda d: body_data(d, "direction") == "rtl", "right to left")
        check(body_data(driver, "direction") == "rtl", "right to left is on")
        driver.find_element(By.ID, "dark").click()
        wait_for(driver, lambda d: body_data(d, "scheme") == "dark", "dark")
        check(body_data(driver, "scheme") == "dark", "dark is on")
        layout_direction = driver.execute_script("return state.view.layout.direction;")
        check(layout_direction == "rtl", "the core laid the bar out right to left")
        click_tab(driver, "home")
        wait_for(driver, lambda d: body_data(d, "selected") == "home", "home in RTL")
        check(body_data(driver, "selected") == "home", "a click in the mirrored bar selects the tab under it")
        driver.save_screenshot(os.path.join(args.artifacts, "05-rtl-dark.png"))

        # Issue 32: the glass theme, and the switches its readability guard reads (Reduce Transparency, busy content).
        def view_option(d, key):
            return d.execute_script("return state.view.options[arguments[0]];", key)

        def frosted(d):
            return 'stdDeviation="20"' in d.execute_script("return state.view.svg;")

        Select(driver.find_element(By.ID, "theme")).select_by_value("glass")
        wait_for(driver, lambda d: view_option(d, "theme") == "glass", "the glass theme")
        check(not frosted(driver), "the glass theme draws glass over plain content")
        driver.find_element(By.ID, "reduceTransparency").click()
        wait_for(driver, lambda d: view_option(d, "reduceTransparency") is True, "reduce transparency")
        check(frosted(driver), "under Reduce Transparency the glass takes its frosted fallback")
        driver.find_element(By.ID, "reduceTransparency").click()
        wait_for(driver, lambda d: view_option(d, "reduceTransparency") is False, "reduce transparency off")
        driver.find_element(By.ID, "busyBackdrop").click()
        wait_for(driver, lambda d: view_option(d, "backdrop") == "busy", "busy content")
        check(frosted(driver), "over busy content the thin glass takes its frosted fallback")
        driver.save_screenshot(os.path.join(args.artifacts, "05b-glass-busy.png"))
        driver.find_element(By.ID, "busyBackdrop").click()
        Select(driver.find_element(By.ID, "theme")).select_by_value("system")
        wait_for(driver, lambda d: view_option(d, "theme") == "system" and view_option(d, "backdrop") == "plain", "back to the system theme")
        # Issue 32: the bottom accessory switch lays one out above the bar (left of nothing: it spans the bar).
        driver.find_element(By.ID, "bottomAccessory").click()
        wait_for(driver, lambda d: body_data(d, "accessory") == "expanded", "the bottom accessory")
        accessory = driver.execute_script("return state.view.layout.accessory;")
        bar = driver.execute_script("return state.view.layout.bounds;")
        check(accessory is not None and accessory["frame"]["y"] + accessory["frame"]["height"] <= bar["y"],
              "the core laid the accessory out above the bar")
        check(accessory["contentInsetBottom"] > accessory["frame"]["height"], "the content's inset makes room for it")
        driver.save_screenshot(os.path.join(args.artifacts, "05b-accessory.png"))
        driver.find_element(By.ID, "bottomAccessory").click()
        wait_for(driver, lambda d: body_data(d, "accessory") == "none", "no accessory")
        check(body_data(driver, "accessory") == "none", "turning the switch off removes it")

        # Export Swift and type-check it against the built core.
        Select(driver.find_element(By.ID, "export-format")).select_by_value("swift")
        driver.find_element(By.ID, "export").click()
        wait_for(driver, lambda d: "TabBarConfiguration(" in d.find_element(By.ID, "export-output").text, "the Swift export")
        source = driver.find_element(By.ID, "export-output").text
        check('TabBarKitItem(id: "settings", title: "Settings", icon: "gearshape")' in source, "the export has the sixth tab")
        swift_file = os.path.join(args.artifacts, "PlaygroundBar.swift")
        with open(swift_file, "w") as f:
            f.write(source)
        modules = os.path.join(args.bin, "Modules")
        result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, swift_file], capture_output=True, text=True)
        check(result.returncode == 0, "the exported Swift type-checks against TabBarCore" + (": " + result.stderr if result.returncode else ""))
        driver.save_screenshot(os.path.join(args.artifacts, "06-export.png"))

        # The UIKit flavour: the same values with a TabBarKitController root (compiled for iOS by ios-check).
        Select(driver.find_element(By.ID, "export-format")).select_by_visible_text("Swift (UIKit container)")
        driver.find_element(By.ID, "export").click()
        wait_for(driver, lambda d: "makeTabBarController" in d.find_element(By.ID, "export-output").text, "the UIKit export")
        uikit = driver.find_element(By.ID, "export-output").text
        check("import TabBarUIKit" in uikit and 'TabBarKitItem(id: "settings", title: "Settings", icon: "gearshape")' in uikit, "the UIKit export imports its front end and has the sixth tab")

        issue33_checks(driver, args)
        issue32_adaptive_checks(driver, args)
    finally:
        driver.quit()

    # A phone-sized window: one column, still usable.
    phone = make_driver(390, 844, phone=True)
    try:
        phone.get(url)
        wait_for(phone, lambda d: body_data(d, "ready") == "true", "the page on a phone")
        width, viewport = phone.execute_script("return [document.documentElement.scrollWidth, window.innerWidth];")
        check(viewport == 390 and width <= viewport, f"no horizontal scrolling in a 390-point-wide viewport (content {width}, viewport {viewport})")
        phone.save_screenshot(os.path.join(args.artifacts, "07-phone.png"))

        # Text contrast (WCAG 2 AA: 4.5:1 for text) in the light and the dark page.
        for scheme in ("light", "dark"):
            phone.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            lowest, where = phone.execute_script(CONTRAST_SCRIPT)
            check(lowest >= 4.5, f"every text on the {scheme} page has at least 4.5:1 contrast (lowest {lowest:.2f}:1 at {where})")
    finally:
        phone.quit()

    # Local-server security: another origin must not change anything in a session.
    cross_origin_checks(args.bin, url)

    server.terminate()
    try:
        code = server.wait(timeout=10)
        check(code in (0, -15), f"the server stops cleanly on SIGTERM (status {code})")
    except subprocess.TimeoutExpired:
        server.kill()
        check(False, "the server stops within 10 s of SIGTERM")

    # Ctrl-C in a terminal is SIGINT.
    second, _ = start_server(args.bin)
    second.send_signal(signal.SIGINT)
    try:
        code = second.wait(timeout=10)
        check(code == 0, f"the server stops cleanly on Ctrl-C, SIGINT (status {code})")
    except subprocess.TimeoutExpired:
        second.kill()
        check(False, "the server stops within 10 s of SIGINT")

    failed = [what for ok, what in checks if not ok]
    print(f"{len(checks) - len(failed)} of {len(checks)} browser checks passed; screenshots in {args.artifacts}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
