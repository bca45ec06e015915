#!/usr/bin/env python3
"""End-to-end test of `touchkit-play` in real headless Chromium, driven over the DevTools protocol (through
--remote-debugging-pipe, so no extra client library): real touch events (Input.dispatchTouchEvent, two fingers for
the pinch) at the page, checked through the server's state (GET /api/state) and screenshots.

Usage: playground_e2e.py CHROMIUM BASE_URL OUT_DIR
Checks: a dot dragged after a long press moves; a drag opens the drawer; a flick decelerates over several frames; a
two-finger pinch zooms; a mouse hovers (no touch) and clicks (a tap, a secondary click); the wheel scrolls a list;
a Ctrl+wheel pinch zooms; a pen stroke with pressure and tilt drags the drawer open (Input.dispatchMouseEvent with
pointerType "pen"); the screenshots change with the scene; no input message is dropped or reordered. Prints
the latency (server: arrival to frame; page: round trip) and writes OUT_DIR/playground.png.
"""

import base64
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from playground_ws import server_state

WIDTH, HEIGHT = 1100, 880


class Chromium:
    """Headless Chromium with the DevTools protocol on pipes 3 (commands) and 4 (replies and events)."""

    def __init__(self, path):
        self.profile = tempfile.mkdtemp(prefix="touchkit-e2e-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        args = [path, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
                f"--window-size={WIDTH},{HEIGHT}", "about:blank"]
        # Chromium reads fd 3 and writes fd 4: a shell moves the pipes there.
        self.process = subprocess.Popen(
            ["bash", "-c", f'exec "$0" "$@" 3<&{to_browser_r} 4>&{from_browser_w}', *args],
            pass_fds=(to_browser_r, from_browser_w), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def call(self, method, params=None, browser=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not browser:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def _read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.call("Target.createTarget", {"url": "about:blank"}, browser=True)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, browser=True)["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
        self.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        self.call("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def touch(self, kind, points):
        self.call("Input.dispatchTouchEvent", {
            "type": kind, "touchPoints": [{"x": x, "y": y, "id": i, "radiusX": 10, "radiusY": 10} for i, (x, y) in enumerate(points)]})

    def mouse(self, kind, x, y, button="none", buttons=0, modifiers=0, **extra):
        """A mouse (or, with pointerType "pen", a pen) event: Input.dispatchMouseEvent. Modifiers: 1 Alt, 2 Ctrl,
        4 Meta, 8 Shift."""
        params = {"type": kind, "x": x, "y": y, "button": button, "buttons": buttons, "modifiers": modifiers}
        if kind in ("mousePressed", "mouseReleased"):
            params["clickCount"] = 1
        params.update(extra)
        self.call("Input.dispatchMouseEvent", params)

    def wheel(self, x, y, dy, modifiers=0):
        self.call("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": dy, "modifiers": modifiers})

    def screenshot(self, path):
        return self.screenshot_clip(path, None)

    def screenshot_clip(self, path, clip):
        """A screenshot of the page, or of `clip` ({x, y, width, height, scale}) when given."""
        params = {"format": "png"}
        if clip:
            params["clip"] = clip
        data = base64.b64decode(self.call("Page.captureScreenshot", params)["data"])
        with open(path, "wb") as file:
            file.write(data)
        return data

    def close(self):
        try:
            self.call("Browser.close", browser=True)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def wait_for(predicate, timeout=10, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {what}")


def main():
    chromium_path, base_url, out = sys.argv[1], sys.argv[2].rstrip("/"), sys.argv[3]
    os.makedirs(out, exist_ok=True)
    browser = Chromium(chromium_path)
    try:
        run(browser, base_url, out)
    finally:
        browser.close()
    if failures:
        print(f"playground-e2e: {len(failures)} checks failed", file=sys.stderr)
        sys.exit(1)
    print("playground-e2e: all checks passed")


def status_of(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def run(browser, base_url, out):
    statuses = [status_of(base_url + path) for path in ["/Package.swift", "/etc/passwd", "/%2e%2e/Package.swift", "/ws/../Package.swift"]]
    check(all(s == 404 for s in statuses), f"the server serves only its own page (other paths: {statuses})")
    browser.open(base_url + "/")
    wait_for(lambda: browser.evaluate("window.playground && window.playground.frames > 0"), what="the first frame")
    hello = browser.evaluate("window.playground.hello")
    names = [scene["name"] for scene in hello["scenes"]]
    check(len(names) >= 8 and "drawer" in names and "zoom" in names, f"the picker lists every scene ({', '.join(names)})")
    tab = hello["tab"]

    def state():
        return next(t for t in server_state(base_url)["tabs"] if t["tab"] == tab)

    def view(name):
        return next(v for v in state()["views"] if v["name"] == name)

    rect = browser.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect();"
                            " return [r.left, r.top, r.width / window.playground.frame.width]; })()")

    def page(x, y):
        return (rect[0] + x * rect[2], rect[1] + y * rect[2])

    def show(scene):
        browser.evaluate(f"(() => {{ const s = document.getElementById('scene'); s.value = '{scene}';"
                         " s.dispatchEvent(new Event('change')); })()")
        wait_for(lambda: state()["scene"] == scene, what=f"scene {scene}")
        time.sleep(0.3)

    def stroke(points_per_finger, duration, lift=True):
        """Fingers moving along straight lines, one touch event a frame (about 60 Hz)."""
        steps = max(1, int(duration * 60))
        browser.touch("touchStart", [page(*start) for start, _ in points_per_finger])
        for step in range(1, steps + 1):
            time.sleep(duration / steps)
            f = step / steps
            browser.touch("touchMove", [page(s[0] + (e[0] - s[0]) * f, s[1] + (e[1] - s[1]) * f) for s, e in points_per_finger])
        if lift:
            browser.touch("touchEnd", [])

    # The drawer: a drag over the canvas moves the overlay scroll view; opened, its offset is 0.
    show("drawer")
    before = browser.screenshot(os.path.join(out, "drawer-before.png"))
    if view("overlay")["contentOffsetY"] < 150:
        stroke([((60, 500), (60, 160))], 0.4)
        time.sleep(1.5)
    closed = view("overlay")["contentOffsetY"]
    stroke([((60, 150), (60, 490))], 0.5)
    opened = wait_for(lambda: (lambda y: y if abs(y) < 1 else None)(view("overlay")["contentOffsetY"]) is not None, timeout=4,
                      what="the drawer to open") and view("overlay")["contentOffsetY"]
    check(closed > 250 and abs(opened) < 1, f"a drag down opens the drawer (overlay offset {closed:.0f} → {opened:.0f})")
    after = browser.screenshot(os.path.join(out, "drawer-open.png"))
    check(before != after, "the screenshot shows the drawer moved")

    # A flick up closes it again, decelerating over several frames after the finger lifts.
    stroke([((200, 700), (200, 560))], 0.07)
    samples = []
    for _ in range(12):
        samples.append(view("overlay")["contentOffsetY"])
        time.sleep(0.03)
    distinct = sorted(set(round(s, 1) for s in samples))
    check(len(distinct) >= 3 and samples[-1] >= samples[0],
          f"a flick decelerates over several frames (offsets after lift: {', '.join(f'{s:.0f}' for s in samples)})")
    time.sleep(1.2)

    # A dot: a long press grabs it, then it follows the finger.
    show("drawer")
    dot = view("dot1")
    center = (dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2)
    browser.touch("touchStart", [page(*center)])
    time.sleep(0.7)
    stroke_end = (center[0] + 60, center[1] + 40)
    for step in range(1, 19):
        time.sleep(1 / 60)
        f = step / 18
        browser.touch("touchMove", [page(center[0] + 60 * f, center[1] + 40 * f)])
    time.sleep(0.1)
    moved = view("dot1")
    browser.touch("touchEnd", [])
    moved_center = (moved["x"] + moved["width"] / 2, moved["y"] + moved["height"] / 2)
    check(abs(moved_center[0] - stroke_end[0]) < 8 and abs(moved_center[1] - stroke_end[1]) < 8,
          f"a long-pressed dot follows the finger ({center[0]:.0f},{center[1]:.0f} → {moved_center[0]:.0f},{moved_center[1]:.0f})")

    # The zoom scene: two fingers spreading pinch the photo bigger.
    show("zoom")
    browser.evaluate("document.getElementById('reset').click()")
    time.sleep(0.4)
    zoom_before = view("scroller")["zoomScale"]
    stroke([((150, 420), (90, 420)), ((240, 420), (300, 420))], 0.4)
    time.sleep(0.8)
    zoom_after = view("scroller")["zoomScale"]
    check(zoom_after > zoom_before * 1.2, f"a two-finger pinch zooms the photo ({zoom_before:.2f}× → {zoom_after:.2f}×)")
    browser.screenshot(os.path.join(out, "zoom.png"))

    # The mouse: hovering moves the pointer and touches nothing; a click is a tap; a secondary click holds button 2.
    show("photo")
    for step in range(8):
        browser.mouse("mouseMoved", *page(120 + step * 10, 260 + step * 5))
        time.sleep(1 / 60)
    hovered = wait_for(lambda: (lambda s: s if s.get("pointer") and abs(s["pointer"]["x"] - 190) < 1 else None)(state()),
                       timeout=3, what="the hover to arrive")
    check(hovered["fingersDown"] == 0 and hovered["pointer"]["buttons"] == 0 and abs(hovered["pointer"]["y"] - 295) < 1,
          f"a hovering mouse moves the pointer without a touch (pointer at {hovered['pointer']['x']:.0f},{hovered['pointer']['y']:.0f})")
    browser.mouse("mousePressed", *page(190, 295), button="left", buttons=1)
    time.sleep(0.05)
    browser.mouse("mouseReleased", *page(190, 295), button="left", buttons=0)
    clicked = wait_for(lambda: (lambda e: e if e and "won by" in e and "no recognizer" not in e else None)(state()["explanation"]),
                       timeout=3, what="the click's explanation")
    check("tap" in clicked.lower(), f"a mouse click is a tap ({clicked})")
    panel = wait_for(lambda: browser.evaluate(
        "(() => { const s = document.querySelector('#explanation .summary'); const order = [...document.querySelectorAll('#panel h2, #panel summary')].map((e) => e.textContent.trim().split(' ')[0]);"
        " return s && s.textContent.includes('won by') ? { summary: s.textContent, traceOpen: document.getElementById('tracebox').open, order } : null; })()"),
        timeout=3, what="the panel's explanation")
    check(panel["order"][:2] == ["Last", "Timeline"] and panel["order"][-1] == "Trace" and not panel["traceOpen"],
          f"the panel leads with the last touch ({panel['summary']}) and its timeline; the trace is collapsed, last ({', '.join(panel['order'])})")
    browser.mouse("mousePressed", *page(190, 295), button="right", buttons=2, modifiers=8)
    held = wait_for(lambda: (lambda p: p if p and p["buttons"] == 2 else None)(state().get("pointer")), timeout=3,
                    what="the secondary click")
    browser.mouse("mouseReleased", *page(190, 295), button="right", buttons=0, modifiers=8)
    check(held["buttons"] == 2, "a secondary click holds the secondary button")
    browser.screenshot(os.path.join(out, "mouse.png"))

    # The wheel scrolls the drawer's overlay open, a step an event.
    show("drawer")
    wheel_before = view("overlay")["contentOffsetY"]
    shot_before = browser.screenshot(os.path.join(out, "wheel-before.png"))
    for _ in range(3):
        browser.wheel(*page(60, 300), -100)
        time.sleep(0.1)
    wait_for(lambda: view("overlay")["contentOffsetY"] < wheel_before - 50, timeout=3, what="the wheel to scroll")
    time.sleep(0.5)
    wheel_after = view("overlay")["contentOffsetY"]
    shot_after = browser.screenshot(os.path.join(out, "wheel-after.png"))
    check(wheel_after < wheel_before - 50 and shot_after != shot_before,
          f"the wheel scrolls the drawer (overlay offset {wheel_before:.0f} → {wheel_after:.0f}) and the screenshot shows it")

    # Ctrl+wheel: a trackpad pinch, as browsers report one, zooms the photo.
    show("zoom")
    pinch_before = view("scroller")["zoomScale"]
    for _ in range(12):
        browser.wheel(*page(195, 420), -10, modifiers=2)
        time.sleep(1 / 60)
    time.sleep(0.6)
    pinch_after = view("scroller")["zoomScale"]
    check(pinch_after > pinch_before * 1.2, f"a Ctrl+wheel pinch zooms the photo ({pinch_before:.2f}× → {pinch_after:.2f}×)")
    browser.screenshot(os.path.join(out, "pinch.png"))

    # A pen: hovering, then a stroke with pressure and tilt that drags the drawer open as a finger would.
    show("drawer")
    pen_closed = view("overlay")["contentOffsetY"]
    browser.mouse("mouseMoved", *page(60, 140), pointerType="pen")
    hover = wait_for(lambda: (lambda p: p if p and p["phase"] == "hover" else None)(state().get("pen")), timeout=3,
                     what="the pen to hover")
    browser.mouse("mousePressed", *page(60, 150), button="left", buttons=1, pointerType="pen", force=0.6, tiltX=30, tiltY=0, twist=90)
    for step in range(1, 31):
        time.sleep(1 / 60)
        browser.mouse("mouseMoved", *page(60, 150 + 340 * step / 30), button="left", buttons=1, pointerType="pen",
                      force=0.6, tiltX=30, tiltY=0, twist=90)
    stroke_pen = state()["pen"]
    browser.mouse("mouseReleased", *page(60, 490), button="left", buttons=0, pointerType="pen", force=0, tiltX=30, tiltY=0)
    pen_open = wait_for(lambda: (lambda y: y if abs(y) < 1 else None)(view("overlay")["contentOffsetY"]) is not None,
                        timeout=4, what="the pen to open the drawer") and view("overlay")["contentOffsetY"]
    check(hover["force"] == 0 and abs(stroke_pen["force"] - 0.6 * 25 / 6) < 0.05 and abs(stroke_pen["altitude"] - 1.0472) < 0.01
          and abs(stroke_pen["roll"] - 1.5708) < 0.01,
          f"the pen's pressure, tilt and twist reach the host (force {stroke_pen['force']:.2f}, altitude {stroke_pen['altitude']:.3f}, "
          f"roll {stroke_pen['roll']:.3f})")
    check(pen_closed > 250 and abs(pen_open) < 1, f"a pen stroke drags the drawer open (overlay offset {pen_closed:.0f} → {pen_open:.0f})")
    browser.screenshot(os.path.join(out, "pen.png"))

    # Latency: a steady drag on the overlay scene, 120 samples; then nothing dropped or reordered.
    show("overlay")
    browser.touch("touchStart", [page(200, 700)])
    for step in range(120):
        time.sleep(1 / 120)
        browser.touch("touchMove", [page(200 + (step % 40), 700 - step)])
    browser.touch("touchEnd", [])
    time.sleep(0.5)
    sent = browser.evaluate("window.playground.roundTrips.length")
    seq = browser.evaluate("window.playground.frame.ack")
    tab_state = state()
    check(tab_state["applied"] == seq and tab_state["missing"] == 0 and tab_state["outOfOrder"] == 0 and tab_state["dropped"] == 0,
          f"every input message arrived, in order ({tab_state['applied']} applied, last seq {seq})")
    trips = sorted(browser.evaluate("window.playground.roundTrips"))
    latency = server_state(base_url)["latency"]
    if trips:
        print(f"latency: server arrival→frame median {latency['medianMilliseconds']:.1f} ms, p99 {latency['p99Milliseconds']:.1f} ms "
              f"({latency['samples']} samples); page round trip median {statistics.median(trips):.1f} ms, "
              f"p99 {trips[min(len(trips) - 1, int(len(trips) * 0.99))]:.1f} ms ({sent} samples)")

    # Recording: the tab's touches as a trace `touchkit replay` reads, downloaded from the page.
    show("photo")
    browser.evaluate("document.getElementById('record').click()")
    wait_for(lambda: browser.evaluate("document.getElementById('record').textContent.startsWith('■')"), timeout=3,
             what="the recording to start")
    for _ in range(2):
        browser.touch("touchStart", [page(200, 300)])
        time.sleep(0.05)
        browser.touch("touchEnd", [])
        time.sleep(0.08)
    wait_for(lambda: browser.evaluate("document.getElementById('record').textContent.includes('(4)')"), timeout=3,
             what="four events recorded")
    browser.evaluate("document.getElementById('record').click()")
    download = wait_for(lambda: browser.evaluate("window.playground.download"), timeout=3, what="the trace to download")
    lines = [json.loads(line) for line in download["text"].splitlines() if line and not line.startswith("#")]
    check(lines[0].get("format") == "touchkit-trace" and lines[0]["device"]["source"] == "playground"
          and [e["touches"][0]["phase"] for e in lines[1:]] == ["began", "ended", "began", "ended"],
          f"a recorded double tap downloads as a trace ({download['name']}, {download['events']} events)")

    # The picture for docs/Playground.md: the drawer scene with a finger down and the panel filled in.
    show("drawer")
    stroke([((60, 150), (60, 420))], 0.4, lift=False)
    time.sleep(0.3)
    browser.screenshot(os.path.join(out, "playground.png"))
    browser.touch("touchEnd", [])


if __name__ == "__main__":
    main()
