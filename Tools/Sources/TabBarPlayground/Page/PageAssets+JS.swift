extension PageAssets {
    /// The page's script: it only calls the API and shows what comes back; no tab bar logic lives here.
    static let javaScript = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        const state = { session: null, view: null, editTimer: null, screenURL: null, frameTimer: null, pointer: null, eventCount: 0 };

        async function api(path, options = {}) {
          const response = await fetch("/api/v1" + path, options);
          const body = response.status === 204 ? null : await response.json();
          if (!response.ok) { const error = new Error("request failed"); error.body = body; error.status = response.status; throw error; }
          return body;
        }
        const jsonBody = (method, value) => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });
        const el = (tag, props = {}, children = []) => {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(props)) { if (k === "text") node.textContent = v; else if (k === "class") node.className = v; else node.setAttribute(k, v); }
          for (const child of children) node.append(child);
          return node;
        };
        function issuesList(error) {
          const issues = error.body && error.body.error ? error.body.error.issues : [{ location: "", reason: String(error.message || error) }];
          return el("ul", {}, issues.map((i) => el("li", {}, [el("span", { class: "path", text: i.location ? i.location + ": " : "" }), i.reason])));
        }
        function showStatus(id, error, okText) {
          const box = $(id);
          box.replaceChildren();
          if (error) { box.className = "status error"; box.setAttribute("role", "alert"); box.append(issuesList(error)); }
          else { box.className = "status ok"; box.setAttribute("role", "status"); box.textContent = okText || ""; }
        }

        // ---- options -------------------------------------------------------
        function currentOptions() {
          return {
            theme: $("theme").value || "system", scheme: $("dark").checked ? "dark" : "light",
            contrast: $("contrast").checked ? "increased" : "standard", device: $("device").value,
            orientation: $("orientation").value, dynamicType: $("dynamicType").value, rightToLeft: $("rtl").checked,
            reduceMotion: $("reduceMotion").checked, regularWidth: $("regularWidth").value, fps: Number($("fps").value),
            searchPlacement: $("searchPlacement").value, prominentPlacement: $("prominentPlacement").value,
            reduceTransparency: $("reduceTransparency").checked, backdrop: $("busyBackdrop").checked ? "busy" : "plain",
            bottomAccessory: $("bottomAccessory").checked,
          };
        }
        function fill(select, values, labels = {}) {
          select.replaceChildren(...values.map((v) => el("option", { value: v, text: labels[v] || v })));
        }
        async function changeOptions() {
          try { show(await api(`/sessions/${state.session}/options`, jsonBody("PATCH", currentOptions()))); }
          catch (error) { await recover(error); showStatus("tokens-status", error); }
        }

        // ---- drawing the view ----------------------------------------------
        function show(view) {
          state.view = view;
          if (state.screenURL) URL.revokeObjectURL(state.screenURL);
          state.screenURL = URL.createObjectURL(new Blob([view.svg], { type: "image/svg+xml" }));
          const screen = $("screen");
          screen.src = state.screenURL;
          const selected = view.state.selected;
          const tab = (view.a11y.elements || []).find((e) => e.id === selected);
          screen.alt = `The ${view.options.device} screen, ${view.options.scheme}, with the tab bar; selected: ${tab ? tab.label : selected}`;
          $("device").classList.toggle("landscape", view.options.orientation === "landscape");
          document.body.dataset.selected = selected;
          document.body.dataset.scrollable = String(view.layout.scroll && view.layout.scroll.scrollable);
          document.body.dataset.direction = view.options.rightToLeft ? "rtl" : "ltr";
          document.body.dataset.scheme = view.options.scheme;
          document.body.dataset.accessory = view.layout.accessory ? view.layout.accessory.placement : "none";
          showState(view);
          showAccessibility(view);
          showLint(view.lint);
          showMenu(view.menu);
          showCustomization(view.customization);
          const themes = Array.from($("theme").options).map((o) => o.value);
          if (view.importedTheme && !themes.includes("imported")) $("theme").append(el("option", { value: "imported", text: `${view.importedTheme} (imported)` }));
          $("theme").value = view.options.theme;
        }
        function showState(view) {
          const s = view.state;
          const stacks = Object.entries(s.stacks).filter(([, r]) => r.length).map(([t, r]) => `${t}: ${r.join(" › ")}`).join("; ") || "all at root";
          const badges = Object.entries(s.badges).filter(([, b]) => b !== null).map(([t, b]) => `${t}=${b}`).join(", ") || "none";
          const rows = [["Selected", s.selected], ["Live tabs", s.live.join(", ")], ["Stacks", stacks], ["Badges", badges],
            ["Bar", s.visibility], ["Order", s.order.join(", ")], ["Menu", s.menu || "closed"],
            ["Scrolls", view.layout.scroll && view.layout.scroll.scrollable ? "yes" : "no"]];
          $("state").replaceChildren(...rows.flatMap(([k, v]) => [el("dt", { text: k }), el("dd", { id: "state-" + k.toLowerCase().replace(/ /g, "-"), text: v })]));
        }
        function showAccessibility(view) {
          // A sidebar reads its headers, actions and footers among its tabs' rows; a bar reads its items.
          const rows = view.sidebar && view.sidebar.length
            ? view.sidebar.map((r) => el("li", { class: r.traits.includes("selected") ? "selected" : "", "data-id": r.item,
                text: [r.label, r.value, r.traits.filter((t) => t !== "selected").join(" ")].filter(Boolean).join(", ") }))
            : (view.a11y.elements || []).map((e) => el("li", { class: e.id === view.state.selected ? "selected" : "", "data-id": e.id, text: e.spoken }));
          $("a11y").replaceChildren(...rows);
        }
        /// The core's customisation model as tables: each row's switch and arrows send the command the model gives
        /// (none where the placement forbids the edit, and the control is disabled).
        function showCustomization(model) {
          const box = $("customization");
          if (!model) { box.replaceChildren(); return; }
          const table = (caption, rows, toggles) => {
            const body = rows.map((row) => {
              const cells = [el("td", { text: row.title }), el("td", { class: "placement", text: row.placement + (row.inBar && !row.inCompactBar ? " · not compact" : "") })];
              if (toggles) {
                const box = el("input", { type: "checkbox", "aria-label": `${row.title} in the bar`, "data-tab": row.id });
                box.checked = row.inBar;
                box.disabled = !row.toggle;
                box.addEventListener("change", () => send({ command: row.toggle }));
                cells.push(el("td", {}, [box]));
              }
              for (const [key, glyph, name] of [["up", "↑", "earlier"], ["down", "↓", "later"]]) {
                const b = el("button", { type: "button", text: glyph, "aria-label": `Move ${row.title} ${name}` });
                b.disabled = !row[key];
                b.addEventListener("click", () => send({ command: row[key] }));
                cells.push(el("td", {}, [b]));
              }
              return el("tr", { "data-tab": row.id }, cells);
            });
            return el("table", {}, [el("caption", { text: caption }), el("tbody", {}, body)]);
          };
          const tables = [table("In the bar", model.bar, true)];
          if (model.available.length) tables.push(table("Can be added", model.available, true));
          for (const section of model.sections) tables.push(table(`Sidebar: ${section.title || "(no header)"}`, section.rows, false));
          box.replaceChildren(...tables);
        }
        function showLint(findings) {
          if (!findings.length) { $("lint").replaceChildren(el("li", { text: "No findings." })); return; }
          $("lint").replaceChildren(...findings.map((f) => el("li", {}, [
            el("span", { class: "severity-" + f.severity, text: `${f.rule} ${f.severity}` }), " ",
            `${f.tab ? f.tab + ": " : ""}${f.message}`, el("br"), el("span", { class: "muted", text: "Fix: " + f.fix }),
          ])));
        }
        function showMenu(menu) {
          const box = $("menu");
          if (!menu) { box.hidden = true; box.replaceChildren(); return; }
          box.hidden = false;
          box.replaceChildren(el("span", { text: `${menu.longPress ? "Long-press menu" : "Menu"} of ${menu.tab}:` }),
            ...menu.items.map((item, i) => {
              const b = el("button", { type: "button", text: item.title, class: item.destructive ? "destructive" : "" });
              b.addEventListener("click", () => send({ command: `menu choose ${i + 1}` }));
              return b;
            }),
            (() => { const b = el("button", { type: "button", text: "Dismiss" }); b.addEventListener("click", () => send({ command: "menu dismiss" })); return b; })());
        }
        function describe(effect) {
          const fields = Object.entries(effect).filter(([k]) => k !== "type").map(([k, v]) => `${k}=${v}`).join(", ");
          return fields ? `${effect.type}(${fields})` : effect.type;
        }
        function logEvent(label, step, extra) {
          state.eventCount += 1;
          const lines = step ? [...step.effects.map(describe), ...step.diagnostics.map((d) => `! ${d.code}: ${d.message}`)] : [];
          if (extra) lines.push(extra);
          if (!lines.length) lines.push("no effects");
          const item = el("li", { "data-count": String(state.eventCount) }, [el("span", { class: "event", text: label }), ...lines.map((l) => el("span", { class: "effect", text: l }))]);
          $("effects").prepend(item);
          while ($("effects").children.length > 50) $("effects").lastElementChild.remove();
        }

        // ---- events --------------------------------------------------------
        async function send(event, label) {
          try {
            const result = await api(`/sessions/${state.session}/events`, jsonBody("POST", event));
            const e = result.event;
            const name = label || event.command || `${event.gesture} ${e.hit || "nothing"}`;
            showLargeContent(e.largeContent);
            logEvent(name, e.step, e.largeContent ? `large content viewer: ${e.largeContent.title}` : (e.hit === null && !e.step ? "hit nothing" : null));
            show(result.view);
            showStatus("command-status", null, "");
            if (e.step && e.step.animations && e.step.animations.length) playFrames();
          } catch (error) {
            await recover(error);
            showStatus("command-status", error);
          }
        }
        function showLargeContent(content) {
          const box = $("large-content");
          if (!content) { box.hidden = true; return; }
          box.textContent = content.title;
          box.hidden = false;
          setTimeout(() => { box.hidden = true; }, 1500);
        }
        function pointFrom(event) {
          const img = $("screen"), rect = img.getBoundingClientRect(), size = state.view.size;
          return { x: (event.clientX - rect.left) / rect.width * size.width, y: (event.clientY - rect.top) / rect.height * size.height };
        }
        function setUpPointer() {
          const img = $("screen");
          img.addEventListener("pointerdown", (event) => {
            event.preventDefault();
            const start = { x: event.clientX, y: event.clientY, point: pointFrom(event), long: false };
            start.timer = setTimeout(() => { start.long = true; send({ gesture: "longPress", ...start.point }); }, 550);
            state.pointer = start;
          });
          img.addEventListener("pointerup", (event) => {
            const start = state.pointer;
            state.pointer = null;
            if (!start) return;
            clearTimeout(start.timer);
            if (start.long) return;
            const dx = event.clientX - start.x;
            if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(event.clientY - start.y)) send({ command: dx < 0 ? "swipe left" : "swipe right" });
            else send({ gesture: "tap", ...start.point });
          });
          img.addEventListener("pointercancel", () => { if (state.pointer) clearTimeout(state.pointer.timer); state.pointer = null; });
          img.addEventListener("dragstart", (event) => event.preventDefault());
          $("device").addEventListener("keydown", (event) => {
            if (event.key === "ArrowLeft" || event.key === "ArrowRight") { event.preventDefault(); send({ command: "key " + (event.key === "ArrowLeft" ? "left" : "right") }); }
            else if ((event.metaKey || event.ctrlKey) && /^[1-9]$/.test(event.key)) { event.preventDefault(); send({ command: "key cmd-" + event.key }); }
          });
        }

        // ---- motion frames -------------------------------------------------
        async function playFrames() {
          clearInterval(state.frameTimer);
          let data;
          try { data = await api(`/sessions/${state.session}/frames`); } catch (error) { return; }
          const frame = $("frame"), info = $("motion-info");
          if (!data.frames.length) { frame.hidden = true; return; }
          const urls = data.frames.map((svg) => URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" })));
          info.textContent = `${data.tracks.map((t) => t.kind + (t.tab ? "(" + t.tab + ")" : "")).join(", ")} · ${urls.length} frames at ${data.fps} fps${data.reduceMotion ? " (reduce motion)" : ""}`;
          frame.hidden = false;
          let index = 0;
          frame.src = urls[0];
          state.frameTimer = setInterval(() => {
            index += 1;
            if (index >= urls.length) { clearInterval(state.frameTimer); urls.slice(0, -1).forEach((u) => URL.revokeObjectURL(u)); return; }
            frame.src = urls[index];
          }, 1000 / data.fps);
        }

        // ---- configuration editing -----------------------------------------
        function scheduleValidation() {
          clearTimeout(state.editTimer);
          state.editTimer = setTimeout(submitConfiguration, 300);
        }
        async function submitConfiguration() {
          const text = $("editor").value;
          try {
            const view = await api(`/sessions/${state.session}/configuration`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: text });
            $("editor").setAttribute("aria-invalid", "false");
            showStatus("editor-status", null, `Valid: ${JSON.parse(view.configuration).tabs.length} tabs.`);
            show(view);
          } catch (error) {
            await recover(error);
            $("editor").setAttribute("aria-invalid", "true");
            showStatus("editor-status", error);
          }
        }
        async function loadExample(name) {
          const example = await api(`/examples/${encodeURIComponent(name)}`);
          $("editor").value = example.configuration;
          await submitConfiguration();
          $("effects").replaceChildren();
        }
        async function importTokens(files) {
          try {
            // One file as it is; several as [{name, tokens}], merged in order (a later file wins).
            const texts = await Promise.all(Array.from(files, (f) => f.text()));
            const body = texts.length === 1 ? texts[0]
              : `[${texts.map((t, i) => `{"name": ${JSON.stringify(files[i].name)}, "tokens": ${t}}`).join(",")}]`;
            show(await api(`/sessions/${state.session}/theme`, { method: "POST", headers: { "Content-Type": "application/json" }, body }));
            showStatus("tokens-status", null, `Imported theme "${state.view.importedTheme}".`);
          } catch (error) { await recover(error); showStatus("tokens-status", error); }
        }

        // ---- export --------------------------------------------------------
        async function exportText() {
          try {
            const choice = $("export-format").selectedOptions[0];
            const flavor = choice && choice.dataset.flavor ? `&flavor=${encodeURIComponent(choice.dataset.flavor)}` : "";
            const result = await api(`/sessions/${state.session}/export?format=${encodeURIComponent($("export-format").value)}${flavor}`);
            $("export-output").textContent = result.text;
            const link = $("download");
            if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
            link.href = URL.createObjectURL(new Blob([result.text], { type: result.mediaType }));
            link.download = result.fileName;
            link.textContent = "Download " + result.fileName;
            link.hidden = false;
          } catch (error) { $("export-output").textContent = JSON.stringify(error.body || String(error), null, 2); }
        }

        // ---- sessions ------------------------------------------------------
        async function startSession() {
          const view = await api("/sessions", jsonBody("POST", { example: $("example").value || "social", options: currentOptions() }));
          state.session = view.session;
          $("editor").value = view.configuration;
          show(view);
          showStatus("editor-status", null, `Valid: ${JSON.parse(view.configuration).tabs.length} tabs.`);
        }
        /// A session the server dropped (idle or evicted) is started again with the editor's text.
        async function recover(error) {
          if (!error.body || !error.body.error || error.body.error.code !== "unknownSession") return;
          const text = $("editor").value;
          await startSession();
          $("editor").value = text;
          await submitConfiguration();
        }

        async function boot() {
          const catalogue = await api("");
          fill($("example"), catalogue.examples);
          fill($("theme"), catalogue.themes);
          fill($("device"), catalogue.devices);
          fill($("orientation"), catalogue.orientations);
          fill($("dynamicType"), catalogue.textSizes, { accessibility1: "AX1", accessibility2: "AX2", accessibility3: "AX3", accessibility4: "AX4", accessibility5: "AX5" });
          $("dynamicType").value = "large";
          $("device").value = "iphone-16-pro";
          await startSession();
          setUpPointer();
          $("editor").addEventListener("input", scheduleValidation);
          $("example").addEventListener("change", () => loadExample($("example").value));
          for (const id of ["theme", "dark", "contrast", "device", "orientation", "dynamicType", "rtl", "reduceMotion", "regularWidth", "fps", "reduceTransparency", "busyBackdrop", "bottomAccessory", "searchPlacement", "prominentPlacement"]) {
            $(id).addEventListener("change", changeOptions);
          }
          $("tokens").addEventListener("change", () => { const f = $("tokens").files; if (f.length) importTokens(f); });
          for (const button of document.querySelectorAll("[data-command]")) button.addEventListener("click", () => send({ command: button.dataset.command }));
          $("deeplink-form").addEventListener("submit", (event) => { event.preventDefault(); send({ command: "deeplink " + $("deeplink").value.trim() }); });
          $("preload-form").addEventListener("submit", (event) => { event.preventDefault(); send({ command: "preload " + $("preload").value.trim() }); });
          $("command-form").addEventListener("submit", (event) => { event.preventDefault(); send({ command: $("command").value.trim() }); });
          $("export").addEventListener("click", exportText);
          $("double-tap").addEventListener("click", () => send({ command: "doubletap " + state.view.state.selected }));
          document.body.dataset.ready = "true";
        }
        document.addEventListener("DOMContentLoaded", () => boot().catch((error) => {
          document.body.dataset.ready = "error";
          showStatus("editor-status", error);
        }));
        """#
}
