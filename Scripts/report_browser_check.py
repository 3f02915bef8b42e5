#!/usr/bin/env python3
"""Opens a `classify report` site in headless Chromium and reports what a person would see.

Drives Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: NUL-separated
JSON on file descriptors 3 and 4; no port, no network). It loads index.html from file://,
renders every album grid in full (MediaKindReport.renderAll), waits for every image to load
or fail, opens the first asset's detail panel (which loads a details chunk), takes a
screenshot, and prints one JSON object:

  {"albums": [{"name", "count", "tiles"}], "images": N, "broken": [src...],
   "consoleErrors": [...], "detailLoaded": bool, "screenshot": PATH}

Usage: report_browser_check.py SITE_DIR SCREENSHOT.png
       report_browser_check.py --open-time SITE_DIR SCREENSHOT.png
   (--open-time: only how long the page takes to open as a person sees it: navigation to the
   load event and to the first album tiles, in ms; nothing is forced to render)
Exit status 0 when the page ran (the caller judges the result), 2 when Chromium could not be
driven. Standard library only.
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
  return { albums, images: images.length, broken, detailLoaded };
})()
"""


OPEN_TIME = """
(async () => {
  for (let i = 0; i < 500 && !document.querySelector(".tile"); i++) await new Promise((r) => setTimeout(r, 10));
  const nav = performance.getEntriesByType("navigation")[0];
  return { loadEventEnd: nav.loadEventEnd, firstTiles: performance.now(),
           assets: window.MEDIAKIND_REPORT.assets.length, tiles: document.querySelectorAll(".tile").length };
})()
"""


def main():
    args = sys.argv[1:]
    open_time = args[:1] == ["--open-time"]
    if open_time:
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
            targets = browser.send("Target.getTargets")["targetInfos"]
            page = next((t for t in targets if t["type"] == "page"), None)
            target_id = page["targetId"] if page else browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target_id, "flatten": True})["sessionId"]
            for domain in ("Page", "Runtime", "Log"):
                browser.send(f"{domain}.enable", session=session)
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": 1280, "height": 1400, "deviceScaleFactor": 1, "mobile": False}, session=session)
            browser.send("Page.navigate", {"url": "file://" + os.path.join(site, "index.html")}, session=session)
            browser.wait_event("Page.loadEventFired")
            result = browser.send("Runtime.evaluate", {"expression": OPEN_TIME if open_time else CHECK, "awaitPromise": True,
                                                        "returnByValue": True}, session=session)
            if "exceptionDetails" in result:
                raise RuntimeError(json.dumps(result["exceptionDetails"])[:2000])
            value = result["result"]["value"]
            shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            errors = []
            for event in browser.events:
                method, params = event.get("method"), event.get("params", {})
                if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                    errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
                elif method == "Runtime.exceptionThrown":
                    errors.append("exception: " + params.get("exceptionDetails", {}).get("text", "") + " "
                                  + str(params.get("exceptionDetails", {}).get("exception", {}).get("description", "")))
                elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                    entry = params["entry"]
                    errors.append(f"log: {entry.get('text', '')} {entry.get('url', '')}".strip())
            value["consoleErrors"] = errors
            value["screenshot"] = screenshot
            print(json.dumps(value, sort_keys=True))
            return 0
        except Exception as error:  # noqa: BLE001 - reported to the caller as exit 2
            print(f"report_browser_check: {error}", file=sys.stderr)
            return 2
        finally:
            browser.close()


START = time.time()
if __name__ == "__main__":
    sys.exit(main())
