#!/usr/bin/env python3
"""Opens a `classify report` site in headless Chromium and reports what a person would see.

Drives Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: NUL-separated
JSON on file descriptors 3 and 4; no port, no network). It loads index.html from file://,
renders every album grid in full (MediaKindReport.renderAll), waits for every image to load
or fail, opens the first asset's detail panel (which loads a details chunk), takes a
screenshot, and prints one JSON object:

  {"albums": [{"name", "count", "tiles"}], "collections": [{"kind", "depth", "count", "tiles"}],
   "images": N, "broken": [src...],
   "consoleErrors": [...], "detailLoaded": bool, "screenshot": PATH,
   "layouts": [{"width", "scrollWidth", "innerWidth", "overflowing": [...], "overlaps": [...],
                "unloaded": [...], "tiles", "consoleErrors": [...], "screenshot": PATH}]}

"layouts" is the page opened again at a desktop (1280 px) and a phone width (390 px), every
album rendered: the document's scroll width against the window's (no horizontal scroll),
elements that reach past the window's right edge, tiles or summary cards that overlap, tile
images that did not load (naturalWidth 0), and a screenshot each (SCREENSHOT with -1280 and
-390 before .png). With --assert the script exits 1 and names every failure of those checks
(and of the desktop run's broken images and console) instead of leaving them to the caller.

Usage: report_browser_check.py [--assert] SITE_DIR SCREENSHOT.png
       report_browser_check.py --open-time SITE_DIR SCREENSHOT.png
   (--open-time: only how long the page takes to open as a person sees it: navigation to the
   load event and to the first album tiles, in ms; nothing is forced to render)
Exit status 0 when the page ran (the caller judges the result; with --assert: and every check
passed), 1 when an --assert check failed, 2 when Chromium could not be driven. Standard library only.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

DEADLINE = 90  # seconds for the whole run


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    def __init__(self, binary, profile):
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        # Chromium reads commands on fd 3 and writes replies on fd 4.
        def remap():
            # Copies first, so neither pipe end is overwritten when it already sits at 3 or 4.
            reader, writer = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(reader, 3, inheritable=True)
            os.dup2(writer, 4, inheritable=True)
        args = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
                "--disable-extensions", "--disable-background-networking", "--mute-audio",
                f"--user-data-dir={profile}", "about:blank"]
        self.proc = subprocess.Popen(args, preexec_fn=remap, pass_fds=(3, 4),
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=(None if os.environ.get("REPORT_CHECK_DEBUG") else subprocess.DEVNULL))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.out = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.inp = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def _read_message(self):
        while b"\0" not in self.buffer:
            if time.time() > START + DEADLINE:
                raise TimeoutError("Chromium did not answer in time")
            chunk = self.inp.read(65536)
            if not chunk:
                raise EOFError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = session
        self.out.write(json.dumps(request).encode() + b"\0")
        while True:
            message = self._read_message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_event(self, name):
        for i, event in enumerate(self.events):
            if event.get("method") == name:
                return self.events.pop(i)
        while True:
            message = self._read_message()
            if message.get("method") == name:
                return message
            self.events.append(message)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


CHECK = """
(async () => {
  window.MediaKindReport.renderAll();
  const images = [...document.querySelectorAll("img")];
  await Promise.all(images.map((img) => img.complete ? null :
    new Promise((done) => { img.addEventListener("load", done); img.addEventListener("error", done); })));
  const albums = [...document.querySelectorAll(".album")].map((a) => ({
    name: a.id.replace(/^album-/, ""),
    count: Number(a.querySelector(".count").dataset.count),
    tiles: a.querySelectorAll(".tile").length,
  }));
  const collections = [...document.querySelectorAll(".user-album, .user-folder")].map((a) => ({
    kind: a.classList.contains("user-folder") ? "folder" : "album",
    depth: Number(a.dataset.depth),
    count: Number(a.querySelector(".count").dataset.count),
    tiles: a.querySelectorAll(".tile").length,
  }));
  const broken = images.filter((img) => !img.naturalWidth).map((img) => img.getAttribute("src"));
  let detailLoaded = false;
  const first = document.querySelector(".tile");
  if (first) {
    first.click();
    for (let i = 0; i < 100 && !detailLoaded; i++) {
      await new Promise((r) => setTimeout(r, 20));
      detailLoaded = document.querySelectorAll("#detail-body pre").length > 0;
    }
    document.getElementById("close").click();
  }
  window.scrollTo(0, 0);
  return { albums, collections, images: images.length, broken, detailLoaded };
})()
"""


LAYOUT = """
(async (expected) => {
  window.MediaKindReport.renderAll();
  const images = [...document.querySelectorAll(".tile img")];
  await Promise.all(images.map((img) => img.complete ? null :
    new Promise((done) => { img.addEventListener("load", done); img.addEventListener("error", done); })));
  const width = expected;
  const describe = (node) => node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") +
    (node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\\s+/).join(".") : "");
  const overflowing = [];
  for (const node of document.querySelectorAll("body *")) {
    if (node.closest("#detail")) continue;
    const r = node.getBoundingClientRect();
    if (r.width && r.right > width + 0.5 && overflowing.length < 20) overflowing.push(describe(node) + " right " + Math.round(r.right));
  }
  // Text that runs out of its box (a long name without a break) widens the page too.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (walker.nextNode() && overflowing.length < 20) {
    const text = walker.currentNode;
    if (!text.textContent.trim() || !text.parentElement || text.parentElement.closest("#detail, script")) continue;
    range.selectNodeContents(text);
    const r = range.getBoundingClientRect();
    if (r.width && r.right > width + 0.5) overflowing.push("text in " + describe(text.parentElement) + " right " + Math.round(r.right) + ": " + text.textContent.slice(0, 40));
  }
  const overlaps = [];
  const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const groups = [...document.querySelectorAll(".grid")].map((g) => [...g.querySelectorAll(".tile")]);
  groups.push([...document.querySelectorAll(".cards > .card")]);
  let tiles = 0;
  for (const group of groups) {
    const rects = group.map((n) => n.getBoundingClientRect());
    tiles += group.length;
    for (let i = 0; i < rects.length && overlaps.length < 20; i++)
      for (let j = i + 1; j < rects.length && overlaps.length < 20; j++)
        if (overlap(rects[i], rects[j])) overlaps.push(describe(group[i]) + " " + (group[i].title || i) + " / " + (group[j].title || j));
  }
  const unloaded = images.filter((img) => !img.naturalWidth).map((img) => img.getAttribute("src"));
  const strip = document.querySelector(".timeline");
  const stripOverflow = strip ? strip.scrollWidth > strip.clientWidth + 1 : false;
  window.scrollTo(0, 0);
  return { width, innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth,
           overflowing, overlaps, unloaded, tiles, images: images.length, stripOverflow };
})(%d)
"""


OPEN_TIME = """
(async () => {
  for (let i = 0; i < 500 && !document.querySelector(".tile"); i++) await new Promise((r) => setTimeout(r, 10));
  const nav = performance.getEntriesByType("navigation")[0];
  return { loadEventEnd: nav.loadEventEnd, firstTiles: performance.now(),
           assets: window.MEDIAKIND_REPORT.assets.length, tiles: document.querySelectorAll(".tile").length };
})()
"""


def console_errors(events):
    errors = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            errors.append("exception: " + params.get("exceptionDetails", {}).get("text", "") + " "
                          + str(params.get("exceptionDetails", {}).get("exception", {}).get("description", "")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            errors.append(f"log: {entry.get('text', '')} {entry.get('url', '')}".strip())
    return errors


def open_page(browser, site, width, height, mobile):
    """A new tab of `width` x `height` with index.html loaded; its session id."""
    target_id = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target_id, "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log"):
        browser.send(f"{domain}.enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}, session=session)
    browser.events.clear()
    browser.send("Page.navigate", {"url": "file://" + os.path.join(site, "index.html")}, session=session)
    browser.wait_event("Page.loadEventFired")
    return session


def evaluate(browser, session, expression):
    result = browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, session=session)
    if "exceptionDetails" in result:
        raise RuntimeError(json.dumps(result["exceptionDetails"])[:2000])
    return result["result"]["value"]


def screenshot_to(browser, session, path):
    shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def failures(value):
    """What --assert rejects, one line each."""
    found = [f"broken image {src}" for src in value.get("broken", [])]
    found += [f"console: {e}" for e in value.get("consoleErrors", [])]
    for layout in value.get("layouts", []):
        w = layout["width"]
        if layout["scrollWidth"] > w or layout["innerWidth"] > w:
            found.append(f"{w} px: horizontal scroll (document {layout['scrollWidth']} px wide): {layout['overflowing'][:5]}")
        found += [f"{w} px: overlap {o}" for o in layout["overlaps"]]
        found += [f"{w} px: tile image not loaded {src}" for src in layout["unloaded"]]
        found += [f"{w} px: console: {e}" for e in layout["consoleErrors"]]
        if layout["stripOverflow"]:
            found.append(f"{w} px: the capture-date chart overflows its card")
    return found


def main():
    args = sys.argv[1:]
    open_time = args[:1] == ["--open-time"]
    if open_time:
        args = args[1:]
    strict = args[:1] == ["--assert"]
    if strict:
        args = args[1:]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    site, screenshot = os.path.abspath(args[0]), os.path.abspath(args[1])
    binary = find_chromium()
    if not binary:
        print("report_browser_check: no chromium (apt-get install chromium)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(binary, profile)
        try:
            session = open_page(browser, site, 1280, 1400, False)
            value = evaluate(browser, session, OPEN_TIME if open_time else CHECK)
            screenshot_to(browser, session, screenshot)
            value["consoleErrors"] = console_errors(browser.events)
            value["screenshot"] = screenshot
            if not open_time:
                value["layouts"] = []
                stem = screenshot[:-4] if screenshot.endswith(".png") else screenshot
                for width, height, mobile in ((1280, 900, False), (390, 844, True)):
                    session = open_page(browser, site, width, height, mobile)
                    layout = evaluate(browser, session, LAYOUT % width)
                    layout["consoleErrors"] = console_errors(browser.events)
                    layout["screenshot"] = f"{stem}-{width}.png"
                    screenshot_to(browser, session, layout["screenshot"])
                    value["layouts"].append(layout)
            print(json.dumps(value, sort_keys=True))
            if strict:
                found = failures(value)
                for line in found:
                    print(f"report_browser_check: {line}", file=sys.stderr)
                return 1 if found else 0
            return 0
        except Exception as error:  # noqa: BLE001 - reported to the caller as exit 2
            print(f"report_browser_check: {error}", file=sys.stderr)
            return 2
        finally:
            browser.close()


START = time.time()
if __name__ == "__main__":
    sys.exit(main())
