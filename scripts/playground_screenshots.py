#!/usr/bin/env python3
"""Screenshot checks of the playground: every demo scene in `touchkit-play`, in headless Chromium, after a scripted
interaction, compared with its committed reference within a tolerance (or, with `update`, written as the reference).

Usage: playground_screenshots.py check|update CHROMIUM BASE_URL REFERENCE_DIR OUT_DIR

Each scene is loaded afresh, given its interaction (INTERACTIONS; a tap at the centre by default), left until no new
frame arrives for SETTLE seconds, and its screen (the canvas, at half scale) captured. Two screenshots match when at
most TOLERANCE of their pixels differ by more than CHANNEL_TOLERANCE in some channel: fonts and anti-aliasing differ
a little between machines and runs, a scene drawn differently does not. PNGs are read with the standard library
(zlib), so the check needs nothing installed.
"""

import os
import struct
import sys
import time
import zlib

from playground_e2e import Chromium, wait_for
from playground_ws import server_state

SETTLE = 0.6
CHANNEL_TOLERANCE = 40
TOLERANCE = 0.01
SCALE = 0.5


def tap(browser, page, size):
    x, y = page(size[0] / 2, size[1] / 2)
    browser.touch("touchStart", [(x, y)])
    time.sleep(0.05)
    browser.touch("touchEnd", [])


def drag_down(browser, page, size):
    browser.touch("touchStart", [page(60, 150)])
    for step in range(1, 21):
        time.sleep(1 / 60)
        browser.touch("touchMove", [page(60, 150 + 17 * step)])
    browser.touch("touchEnd", [])


def pinch(browser, page, size):
    for _ in range(12):
        browser.wheel(*page(size[0] / 2, size[1] / 2), -10, modifiers=2)
        time.sleep(1 / 60)


def hold(browser, page, size):
    """A finger held on the inbox's third message past the context menu's delay, then lifted: the menu stays up."""
    browser.touch("touchStart", [page(195, 200)])
    time.sleep(0.7)
    browser.touch("touchEnd", [])


# The interaction each scene gets before its screenshot; a tap at the centre for the others.
INTERACTIONS = {"drawer": drag_down, "zoom": pinch, "inbox": hold}


def read_png(data):
    """(width, height, channels, rows) of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {color}, interlace {interlace})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[position], bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                corner = previous[i - channels] if i >= channels else 0
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def difference(a, b):
    """The fraction of pixels that differ by more than CHANNEL_TOLERANCE in a colour channel (1 when the sizes do)."""
    wa, ha, ca, rows_a = read_png(a)
    wb, hb, cb, rows_b = read_png(b)
    if (wa, ha) != (wb, hb):
        return 1.0
    differing = 0
    for row_a, row_b in zip(rows_a, rows_b):
        for x in range(wa):
            pa, pb = x * ca, x * cb
            if (abs(row_a[pa] - row_b[pb]) > CHANNEL_TOLERANCE or abs(row_a[pa + 1] - row_b[pb + 1]) > CHANNEL_TOLERANCE
                    or abs(row_a[pa + 2] - row_b[pb + 2]) > CHANNEL_TOLERANCE):
                differing += 1
    return differing / (wa * ha)


def settle(browser, limit=5):
    """Waits until no frame has arrived for SETTLE seconds (at most `limit` seconds)."""
    deadline = time.monotonic() + limit
    frames, since = browser.evaluate("window.playground.frames"), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = browser.evaluate("window.playground.frames")
        if now != frames:
            frames, since = now, time.monotonic()
        elif time.monotonic() - since >= SETTLE:
            return


def main():
    mode, chromium_path, base_url, references, out = sys.argv[1], sys.argv[2], sys.argv[3].rstrip("/"), sys.argv[4], sys.argv[5]
    os.makedirs(out, exist_ok=True)
    os.makedirs(references, exist_ok=True)
    browser = Chromium(chromium_path)
    failures, started = [], time.monotonic()
    try:
        browser.open(base_url + "/")
        wait_for(lambda: browser.evaluate("window.playground && window.playground.frames > 0"), what="the first frame")
        tab = browser.evaluate("window.playground.hello.tab")
        names = [scene["name"] for scene in browser.evaluate("window.playground.hello.scenes")]
        for name in names:
            browser.evaluate(f"(() => {{ const s = document.getElementById('scene'); s.value = '{name}';"
                             " s.dispatchEvent(new Event('change')); })()")
            wait_for(lambda: next(t for t in server_state(base_url)["tabs"] if t["tab"] == tab)["scene"] == name,
                     what=f"scene {name}")
            settle(browser)
            rect = browser.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect();"
                                    " return [r.left, r.top, r.width, r.height, window.playground.frame.width,"
                                    " window.playground.frame.height]; })()")
            factor = rect[2] / rect[4]

            def page(x, y):
                return (rect[0] + x * factor, rect[1] + y * factor)

            INTERACTIONS.get(name, tap)(browser, page, (rect[4], rect[5]))
            settle(browser)
            data = browser.screenshot_clip(os.path.join(out, f"{name}.png"),
                                           {"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": SCALE})
            reference = os.path.join(references, f"{name}.png")
            if mode == "update":
                with open(reference, "wb") as file:
                    file.write(data)
                print(f"wrote {reference}")
                continue
            if not os.path.exists(reference):
                print(f"FAIL {name}: no reference {reference} (scripts/playground-screenshots.sh --update writes it)")
                failures.append(name)
                continue
            with open(reference, "rb") as file:
                share = difference(file.read(), data)
            ok = share <= TOLERANCE
            print(f"{'ok  ' if ok else 'FAIL'} {name}: {share * 100:.2f}% of pixels differ (tolerance {TOLERANCE * 100:.0f}%)")
            if not ok:
                failures.append(name)
        # References of scenes that are gone fail too: the folder says what is checked.
        stale = sorted(set(f[:-4] for f in os.listdir(references) if f.endswith(".png")) - set(names))
        for name in stale:
            if mode == "update":
                os.remove(os.path.join(references, f"{name}.png"))
                print(f"removed {name}.png (no such scene)")
            else:
                print(f"FAIL {name}: a reference for no scene")
                failures.append(name)
    finally:
        browser.close()
    print(f"playground-screenshots: {len(names)} scenes in {time.monotonic() - started:.0f} s")
    if failures:
        print(f"playground-screenshots: {len(failures)} differ ({', '.join(failures)}); after an intended change to how "
              "scenes draw, run scripts/playground-screenshots.sh --update and commit Tests/PlaygroundScreenshots/",
              file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
