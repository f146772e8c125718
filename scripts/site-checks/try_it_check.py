#!/usr/bin/env python3
"""The "Try it" panel in a real browser (Debian's chromium through Playwright), against real
local servers this script starts; nothing leaves 127.0.0.1.

usage: try_it_check.py APIDOCS_BINARY [--timeout S]

1. A spec of our own (written here) whose server is an independent HTTP server started by
   this script (server A, with CORS for the docs' origin); a second server B that nothing may
   ever reach. The site is built with APIDOCS_BINARY and served from a third origin.
   - the panel is built, no request is made on load, the CSP meta names only A's origin;
   - the form is filled (path, enum query, integer query, header, API key, JSON body) and
     sent: the request that reached A (method, path, query, headers, body) is the one filled
     in, and the page shows A's status, headers and pretty body;
   - curl and Swift previews show the request, the key only as an environment variable;
   - the key is in sessionStorage only (localStorage after "Remember"), never in the page's
     address; an operation that A answers with a redirect to B: not followed, B sees nothing;
     a script on the page cannot reach B either (CSP);
   - axe-core (light and dark) on the page with its panel built; no console errors;
   - without JavaScript the panel stays hidden and the page still reads in full.
2. `apidocs serve --mock` on the same spec: the panel's mock server answers from the spec's
   example, and a bad enum value gets the mock's 400 with its reason.
3. `apidocs serve --proxy`: the panel sends through serve to server A, which sees the request.

Prints PASS/FAIL per check and `try-it-checks: N passed, N failed`; exits 1 if any failed.
"""
import argparse
import http.server
import json
import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import AXE_RUN_JS, AXE_TAGS, CHROMIUM, COLOUR_RULES, FAILING_IMPACTS, axe_source, start_server  # noqa: E402

SECRET = "s3cr3t-key-for-the-test"


class Recorder(http.server.BaseHTTPRequestHandler):
    """A server that records every request and answers per path (see `answer`)."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _handle(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        self.server.seen.append({"method": self.command, "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
        status, headers, payload = self.server.answer(self)
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        data = payload.encode("utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_HEAD = _handle


def start_recorder(answer):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    server.daemon_threads = True
    server.seen = []
    server.answer = answer
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True).start()
    return server, server.server_address[1]


def spec_text(port_a, port_b):
    return f"""openapi: 3.0.3
info: {{title: Kennel Try, version: "1"}}
servers:
  - url: http://127.0.0.1:{port_a}/v1
security:
  - key: []
paths:
  /pets/{{petId}}/visits:
    post:
      operationId: addVisit
      tags: [Visits]
      parameters:
        - {{name: petId, in: path, required: true, schema: {{type: integer}}, example: 7}}
        - {{name: kind, in: query, required: true, schema: {{type: string, enum: [groom, walk]}}}}
        - {{name: minutes, in: query, schema: {{type: integer}}}}
        - {{name: X-Trace, in: header, schema: {{type: string}}}}
      requestBody:
        required: true
        content:
          application/json:
            schema: {{$ref: "#/components/schemas/Visit"}}
            example: {{note: "first", length: 30}}
      responses:
        "201":
          description: Booked.
          content:
            application/json:
              schema: {{$ref: "#/components/schemas/Visit"}}
              example: {{note: "from the mock", length: 45}}
  /moved:
    get:
      operationId: getMoved
      tags: [Visits]
      responses:
        "200": {{description: ok}}
components:
  securitySchemes:
    key: {{type: apiKey, in: header, name: X-Kennel-Key}}
  schemas:
    Visit:
      type: object
      properties:
        note: {{type: string}}
        length: {{type: integer}}
"""


class Checks:
    def __init__(self, timeout_ms):
        self.passed = 0
        self.failed = 0
        self.timeout_ms = timeout_ms

    def run(self, label, body):
        started = time.monotonic()
        try:
            notes = body() or []
        except (AssertionError, PlaywrightError) as e:
            self.failed += 1
            print(f"FAIL {label} ({time.monotonic() - started:.1f} s)\n    {str(e).splitlines()[0] if str(e) else type(e).__name__}")
            sys.stdout.flush()
            return
        self.passed += 1
        print(f"PASS {label} ({time.monotonic() - started:.1f} s)")
        for note in notes:
            print(f"    note: {note}")
        sys.stdout.flush()


def watch_console(page):
    errors = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    return errors


def fill_and_send(page, timeout_ms):
    page.wait_for_selector("#try-it:not([hidden]) form", timeout=timeout_ms)
    panel = page.locator("#try-it")
    panel.get_by_label("petId (path, integer, required)").fill("42")
    panel.get_by_label("kind (query, string, required)").select_option("walk")
    panel.get_by_label("minutes (query, integer)").fill("15")
    panel.get_by_label("X-Trace (header, string)").fill("trace-1")
    panel.get_by_label("key: API key (header X-Kennel-Key)").fill(SECRET)
    panel.get_by_label("Body").fill('{"note": "second", "length": 60}')
    panel.get_by_role("button", name="Send request").click()
    page.wait_for_selector("#try-it .try-it-status, #try-it .try-it-error", timeout=timeout_ms)


def find_server_select(page):
    return page.locator("#try-it").get_by_label("Send to")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("apidocs")
    parser.add_argument("--timeout", type=float, default=20)
    args = parser.parse_args()
    args.apidocs = os.path.abspath(args.apidocs)
    timeout_ms = int(args.timeout * 1000)
    checks = Checks(timeout_ms)
    axe_js = axe_source()

    def answer_a(handler):
        cors = [("Access-Control-Allow-Origin", "*"), ("Access-Control-Allow-Headers", "*"),
                ("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE"), ("Access-Control-Expose-Headers", "X-Request-Id")]
        if handler.command == "OPTIONS":
            return 204, cors, ""
        if handler.path.startswith("/v1/moved"):
            return 302, cors + [("Location", f"http://127.0.0.1:{port_b}/stolen")], ""
        return 201, cors + [("Content-Type", "application/json"), ("X-Request-Id", "abc")], '{"note":"stored","length":60}'

    server_b, port_b = start_recorder(lambda h: (200, [("Access-Control-Allow-Origin", "*")], "B"))
    server_a, port_a = start_recorder(answer_a)
    work = pathlib.Path(tempfile.mkdtemp(prefix="apidocs-try-it-"))
    (work / "Specs" / "Visits").mkdir(parents=True)
    (work / "Specs" / "Visits" / "spec.yml").write_text(spec_text(port_a, port_b))
    # The same API documented for swift-openapi-generator's client.
    (work / "Specs" / "VisitsSOG").mkdir(parents=True)
    (work / "Specs" / "VisitsSOG" / "spec.yml").write_text(spec_text(port_a, port_b))
    (work / "Specs" / "VisitsSOG" / "apidocs.yml").write_text("client: swift-openapi-generator\n")
    # A second API whose only server is relative: nowhere a page could send to.
    (work / "Specs" / "Relative").mkdir(parents=True)
    (work / "Specs" / "Relative" / "spec.yml").write_text(
        'openapi: 3.0.3\ninfo: {title: Relative, version: "1"}\nservers: [{url: /api}]\n'
        'paths:\n  /ping:\n    get:\n      operationId: ping\n      responses: {"200": {description: ok}}\n')
    subprocess.run([args.apidocs, "build", "--quiet", "--output", str(work / "Site")], cwd=work, check=True)
    site_server, docs = start_server(str(work / "Site"))
    page_path = "Visits/operations/visits.addvisit.html"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

        def fresh(color_scheme="light", java_script=True):
            context = browser.new_context(viewport={"width": 1440, "height": 900}, color_scheme=color_scheme, java_script_enabled=java_script)
            context.set_default_timeout(timeout_ms)
            return context

        def direct_send():
            context = fresh()
            page = context.new_page()
            errors = watch_console(page)
            before = len(server_a.seen)
            page.goto(docs + page_path)
            page.wait_for_selector("#try-it:not([hidden]) form")
            assert len(server_a.seen) == before, "a request was sent on load"
            csp = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
            assert csp.startswith(f"connect-src 'self' http://127.0.0.1:{port_a};"), csp
            fill_and_send(page, timeout_ms)
            posts = [r for r in server_a.seen[before:] if r["method"] == "POST"]
            assert len(posts) == 1, f"A saw {[r['method'] + ' ' + r['path'] for r in server_a.seen[before:]]}"
            got = posts[0]
            assert got["path"] == "/v1/pets/42/visits?kind=walk&minutes=15", got["path"]
            assert got["headers"].get("x-kennel-key") == SECRET, got["headers"]
            assert got["headers"].get("x-trace") == "trace-1", got["headers"]
            assert got["headers"].get("content-type") == "application/json", got["headers"]
            assert got["headers"].get("accept") == "application/json", got["headers"]
            assert "cookie" not in got["headers"], "cookies were sent"
            assert json.loads(got["body"]) == {"note": "second", "length": 60}, got["body"]
            status = page.locator("#try-it .try-it-status").inner_text()
            assert status.startswith("201"), status
            shown = page.locator("#try-it .try-it-response").inner_text()
            assert json.loads(shown) == {"note": "stored", "length": 60} and "\n  " in shown, shown
            headers = page.locator("#try-it .try-it-headers").inner_text()
            assert "x-request-id" in headers and "abc" in headers, headers
            curl = page.locator("#try-it .try-it-preview code").first.inner_text()
            assert SECRET not in curl and '"X-Kennel-Key: $KEY"' in curl, curl
            assert f"'http://127.0.0.1:{port_a}/v1/pets/42/visits?kind=walk&minutes=15'" in curl, curl
            swift = page.locator("#try-it code.language-swift").last.inner_text()
            assert "Visits.AddVisit.Request(petId: 42, kind: .init(rawValue: \"walk\")!, minutes: 15, xTrace: \"trace-1\", body: body)" in swift, swift
            storage = page.evaluate("() => [JSON.stringify(sessionStorage), JSON.stringify(localStorage)]")
            assert SECRET in storage[0] and SECRET not in storage[1], storage
            assert SECRET not in page.url, page.url
            page.locator("#try-it").get_by_label("Remember on this device (otherwise kept for this tab only)").check()
            storage = page.evaluate("() => [JSON.stringify(sessionStorage), JSON.stringify(localStorage)]")
            assert SECRET not in storage[0] and SECRET in storage[1], storage
            assert not errors, errors
            context.close()
            return [f"A saw POST {got['path']} with the key, the header and the body; status shown {status!r}"]

        def no_second_origin():
            context = fresh()
            page = context.new_page()
            errors = watch_console(page)
            page.goto(docs + "Visits/operations/visits.getmoved.html")
            page.wait_for_selector("#try-it:not([hidden]) form")
            page.locator("#try-it").get_by_label("key: API key (header X-Kennel-Key)").fill(SECRET)
            page.locator("#try-it").get_by_role("button", name="Send request").click()
            page.wait_for_selector("#try-it .try-it-error")
            message = page.locator("#try-it .try-it-error").inner_text()
            assert "redirect" in message, message
            blocked = page.evaluate(f"() => fetch('http://127.0.0.1:{port_b}/x', {{headers: {{'X-Kennel-Key': 'k'}}}}).then(() => 'sent', () => 'blocked')")
            assert blocked == "blocked", blocked
            time.sleep(0.3)
            assert server_b.seen == [], f"B was reached: {server_b.seen}"
            refused = [e for e in errors if "Content Security Policy" in e or "Refused to connect" in e]
            assert refused and len(refused) == len(errors), errors
            context.close()
            return ["the redirect to B was not followed; a script's fetch to B was refused by the CSP; B saw no connection"]

        def axe(scheme):
            def body():
                context = fresh(scheme)
                page = context.new_page()
                errors = watch_console(page)
                page.goto(docs + page_path)
                page.wait_for_selector("#try-it:not([hidden]) form")
                page.add_script_tag(content=axe_js)
                only = {"type": "tag", "values": AXE_TAGS} if scheme == "light" else {"type": "rule", "values": COLOUR_RULES}
                result = page.evaluate(AXE_RUN_JS, only)
                bad = [f"{v['id']}: {v['help']} -> {', '.join(v['targets'][:3])}" for v in result["violations"] if v["impact"] in FAILING_IMPACTS]
                assert not bad, "; ".join(bad)
                assert not [e for e in errors if "axe" not in e], errors
                context.close()
            return body

        def without_script():
            context = fresh(java_script=False)
            page = context.new_page()
            page.goto(docs + page_path)
            assert not page.locator("#try-it").is_visible(), "the panel shows without scripts"
            assert page.locator("h2#section-request").is_visible() and page.locator("h2#section-response").is_visible()
            context.close()

        def disabled():
            context = fresh()
            page = context.new_page()
            errors = watch_console(page)
            page.goto(docs + "Relative/operations/ping.html")
            page.wait_for_selector("#try-it:not([hidden]) .try-it-disabled")
            reason = page.locator("#try-it .try-it-disabled").inner_text()
            assert "not absolute http(s) addresses (/api)" in reason, reason
            assert page.locator("#try-it form").count() == 0, "a form to send with"
            csp = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
            assert csp.startswith("connect-src 'self';"), csp
            assert not errors, errors
            context.close()
            return [f"the panel says: {reason}"]

        def sog_swift():
            context = fresh()
            page = context.new_page()
            errors = watch_console(page)
            page.goto(docs + "VisitsSOG/operations/addvisit.html")
            page.wait_for_selector("#try-it:not([hidden]) form")
            panel = page.locator("#try-it")
            panel.get_by_label("petId (path, integer, required)").fill("42")
            panel.get_by_label("kind (query, string, required)").select_option("walk")
            panel.get_by_label("X-Trace (header, string)").fill("t")
            swift = page.locator("#try-it code.language-swift").last.inner_text()
            expected = 'let response = try await client.addVisit(path: .init(petId: 42), query: .init(kind: .init(rawValue: "walk")!), headers: .init(X_hyphen_Trace: "t"), body: .json(body))'
            assert expected in swift and "decode(Components.Schemas.Visit.self" in swift, swift
            assert not errors, errors
            context.close()

        checks.run("panel sends the filled request to the spec's server", direct_send)
        checks.run("the Swift call of swift-openapi-generator's client", sog_swift)
        checks.run("a spec without an http(s) server: the panel says why and offers nothing", disabled)
        checks.run("credentials never reach a second origin", no_second_origin)
        checks.run("axe with the panel built (light)", axe("light"))
        checks.run("axe with the panel built (dark colour rules)", axe("dark"))
        checks.run("without JavaScript the panel stays hidden, the page reads", without_script)

        def serve(flags):
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
            process = subprocess.Popen([args.apidocs, "serve", "--port", str(port)] + flags, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            deadline = time.monotonic() + args.timeout
            while time.monotonic() < deadline:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).read()
                    return process, f"http://127.0.0.1:{port}/"
                except OSError:
                    time.sleep(0.1)
            process.kill()
            raise AssertionError("apidocs serve did not start: " + process.stdout.read().decode()[:300])

        def mock():
            process, base = serve(["--mock"])
            try:
                context = fresh()
                page = context.new_page()
                errors = watch_console(page)
                before = len(server_a.seen)
                page.goto(base + page_path)
                page.wait_for_selector("#try-it:not([hidden]) form")
                find_server_select(page).select_option(label="Mock answers (apidocs serve --mock)")
                fill_and_send(page, timeout_ms)
                status = page.locator("#try-it .try-it-status").inner_text()
                assert status.startswith("201"), status
                shown = json.loads(page.locator("#try-it .try-it-response").inner_text())
                assert shown == {"note": "from the mock", "length": 45}, shown
                page.locator("#try-it").get_by_label("minutes (query, integer)").fill("")
                page.evaluate("() => { const s = document.querySelector('#try-it select[required]'); const o = document.createElement('option'); o.value = 'swim'; o.textContent = 'swim'; s.appendChild(o); s.value = 'swim'; s.dispatchEvent(new Event('change', {bubbles: true})); }")
                page.locator("#try-it").get_by_role("button", name="Send request").click()
                page.wait_for_function("() => document.querySelector('#try-it .try-it-status') && document.querySelector('#try-it .try-it-status').textContent.startsWith('400')")
                reason = page.locator("#try-it .try-it-response").inner_text()
                assert "kind" in reason, reason
                assert len(server_a.seen) == before, "the mock reached the real server"
                # Chromium logs every 4xx answer as a failed load: the one asked for here is not an error.
                assert [e for e in errors if "status of 400" not in e] == [] and len(errors) <= 1, errors
                context.close()
                return [f"mock answered {status!r} with the spec's example; a value outside the enum got 400: {reason.strip()[:80]}"]
            finally:
                process.terminate()
                process.wait(5)

        def proxy():
            process, base = serve(["--proxy"])
            try:
                context = fresh()
                page = context.new_page()
                errors = watch_console(page)
                before = len(server_a.seen)
                page.goto(base + page_path)
                page.wait_for_selector("#try-it:not([hidden]) form")
                find_server_select(page).select_option(label=f"http://127.0.0.1:{port_a}/v1 through apidocs serve --proxy")
                fill_and_send(page, timeout_ms)
                posts = [r for r in server_a.seen[before:] if r["method"] == "POST"]
                assert len(posts) == 1 and posts[0]["path"] == "/v1/pets/42/visits?kind=walk&minutes=15", [r["path"] for r in server_a.seen[before:]]
                assert posts[0]["headers"].get("x-kennel-key") == SECRET, posts[0]["headers"]
                status = page.locator("#try-it .try-it-status").inner_text()
                assert status.startswith("201"), status
                assert not errors, errors
                context.close()
                return [f"serve forwarded POST {posts[0]['path']} to A; status shown {status!r}"]
            finally:
                process.terminate()
                process.wait(5)

        checks.run("apidocs serve --mock answers the panel", mock)
        checks.run("apidocs serve --proxy forwards the panel's request to the declared server", proxy)
        browser.close()

    site_server.shutdown()
    print(f"try-it-checks: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
