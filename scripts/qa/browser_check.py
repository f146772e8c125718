#!/usr/bin/env python3
"""Browser checks of a built site with Debian's chromium (Selenium + axe-core).

usage: browser_check.py SITE_DIR API_FOLDER QUERY EXPECTED_TEXT
Opens the API home from file:// and over http, types QUERY in the search box, checks a
result containing EXPECTED_TEXT, walks the results with the arrow keys, runs axe in light and
dark mode at 1440 and 375 px, and checks there is no sideways scrolling at 375 px."""
import functools, http.server, os, pathlib, sys, threading
import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

site, api, query, expected = sys.argv[1:5]
site = os.path.abspath(site)
AXE = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")

class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass
handler = functools.partial(QuietHandler, directory=site)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
http_base = f"http://127.0.0.1:{server.server_port}"

opts = webdriver.ChromeOptions()
opts.binary_location = "/usr/bin/chromium"
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
    opts.add_argument(a)
drv = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
problems = []

def viewport(width, dark):
    drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                        {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    drv.execute_cdp_cmd("Emulation.setEmulatedMedia",
                        {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})

def search(base):
    drv.get(f"{base}/{api}/index.html")
    WebDriverWait(drv, 5).until(lambda d: d.execute_script("return window.__searchReady === true || !!window.__searchError"))
    error = drv.execute_script("return window.__searchError || null")
    if error:
        problems.append(f"{base}: search error {error}")
        return
    box = drv.find_element(By.ID, "search-input")
    box.send_keys(query)
    WebDriverWait(drv, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results li a"))
    texts = [e.text for e in drv.find_elements(By.CSS_SELECTOR, "#search-results li a")]
    if not any(expected in t for t in texts):
        problems.append(f"{base}: no result with {expected!r} in {texts[:5]}")
    box.send_keys(Keys.ARROW_DOWN)
    first = drv.switch_to.active_element
    if first.tag_name != "a":
        problems.append(f"{base}: ArrowDown did not focus a result")
    first.send_keys(Keys.ARROW_DOWN)
    href = drv.switch_to.active_element.get_attribute("href")
    drv.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(drv, 5).until(lambda d: d.current_url.split("#")[0] == href.split("#")[0])
    print(f"search ok on {base.split(':')[0]}: {texts[0]!r} ... ({len(texts)} results), Enter opened {href.rsplit('/', 2)[-2:]}")

def axe(url, label):
    drv.get(url)
    drv.execute_script(AXE)
    result = drv.execute_async_script("const done = arguments[arguments.length - 1];"
                                      "axe.run(document).then(r => done(r.violations)).catch(e => done([{id: String(e), impact: 'critical', nodes: []}]));")
    serious = [v for v in result if v.get("impact") in ("serious", "critical")]
    others = [v for v in result if v.get("impact") not in ("serious", "critical")]
    for v in serious:
        problems.append(f"{label}: axe {v['id']} ({v['impact']}) on {len(v['nodes'])} node(s): {v['nodes'][0]['html'][:120] if v['nodes'] else ''}")
    return len(serious), [v["id"] for v in others]

try:
    search("file://" + site)
    search(http_base)
    pages = [f"{api}/index.html"]
    for folder in ("models", "operations", "tags"):
        if not os.path.isdir(os.path.join(site, api, folder)):
            continue
        names = sorted(os.listdir(os.path.join(site, api, folder)))
        pages.append(f"{api}/{folder}/{max(names, key=lambda n: os.path.getsize(os.path.join(site, api, folder, n)))}")
    pages.append("index.html")
    for width in (1440, 375):
        for dark in (False, True):
            viewport(width, dark)
            for page in pages:
                label = f"{page} {width}px {'dark' if dark else 'light'}"
                count, minor = axe(f"{http_base}/{page}", label)
                wide = drv.execute_script("return document.documentElement.scrollWidth > document.documentElement.clientWidth")
                if wide:
                    problems.append(f"{label}: page scrolls sideways")
                print(f"axe {label}: {count} serious/critical" + (f", minor: {minor}" if minor else ""))
    severe = [l for l in drv.get_log("browser") if l["level"] == "SEVERE"]
    for entry in severe:
        problems.append(f"console: {entry['message'][:160]}")
finally:
    drv.quit()
    server.shutdown()

print("\n".join(problems) if problems else "browser checks: no problems")
sys.exit(1 if problems else 0)
