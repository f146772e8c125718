/// The script `apidocs serve` adds to every HTML page it serves (never to built files): it
/// long-polls the server for a new generation, reloads the page when the site changed, and
/// shows the latest build's diagnostics in an overlay while the spec has errors.
///
/// Served at `/__apidocs/live.js`; the page's own generation is in the script tag, so a page
/// opened before a change reloads even if it missed the moment.
enum LiveReloadScript {
    static let path = "/__apidocs/live.js"
    static let eventsPath = "/__apidocs/events"

    /// The tag added before `</body>`; with `services`, the "Try it" routes this server
    /// answers (`data-mock`, `data-proxy`).
    static func tag(siteGeneration: Int, services: TryItServices = TryItServices()) -> String {
        "<script src=\"\(path)\" data-site-generation=\"\(siteGeneration)\"\(services.scriptAttributes) defer></script>"
    }

    static let source = """
        // apidocs serve: reloads this page when the site is rebuilt; shows build errors.
        (function () {
          var script = document.currentScript;
          var site = Number(script && script.getAttribute("data-site-generation") || 0);
          var seen = -1;
          function overlay(problems) {
            var box = document.getElementById("apidocs-serve-problems");
            if (!problems.length) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("div");
              box.id = "apidocs-serve-problems";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;left:0;right:0;bottom:0;max-height:45vh;overflow:auto;z-index:2147483647;" +
                "margin:0;padding:.75rem 1rem;background:#2b0b0b;color:#ffe9e9;border-top:3px solid #e5484d;" +
                "font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 -4px 16px rgba(0,0,0,.35)";
              var title = document.createElement("strong");
              title.textContent = "apidocs serve: the spec has errors; this is the last good build.";
              var close = document.createElement("button");
              close.type = "button";
              close.textContent = "Hide";
              close.style.cssText = "float:right;font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:4px;cursor:pointer";
              close.onclick = function () { box.style.display = "none"; };
              var text = document.createElement("pre");
              text.style.cssText = "margin:.5rem 0 0;white-space:pre-wrap";
              box.appendChild(close);
              box.appendChild(title);
              box.appendChild(text);
              document.body.appendChild(box);
            }
            box.style.display = "";
            box.lastChild.textContent = problems.join("\\n");
          }
          function poll() {
            fetch("\(eventsPath)?since=" + seen, {cache: "no-store"})
              .then(function (response) { return response.json(); })
              .then(function (status) {
                if (status.siteGeneration !== site) { location.reload(); return; }
                seen = status.generation;
                overlay(status.problems);
                poll();
              })
              .catch(function () { setTimeout(poll, 1000); });
          }
          poll();
        })();

        """
}
