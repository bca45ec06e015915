#!/usr/bin/env python3
"""Load run for `touchkit-play` (not run in CI): TABS tabs, each streaming RATE pointer messages a second for SECONDS
seconds over loopback WebSockets, like a finger dragging (a new stroke every second). Checks that no tab's message was
dropped or reordered (the server's counters, and the acks in its frames only ever grow), and that the server's
resident memory stays flat; prints the latency (server: arrival to the frame that shows it; client: round trip).

Usage: playground_load.py BASE_URL [TABS] [RATE] [SECONDS]    (default 20 tabs, 120 messages/s, 30 s)
Start the server first: swift run -c release touchkit-play --port 8080
"""

import asyncio
import json
import statistics
import sys
import time
import urllib.parse

from playground_ws import WebSocket, server_state


async def tab(host, port, rate, seconds, results):
    socket = await WebSocket.connect(host, port)
    hello = json.loads(await socket.receive())
    sent_at = {}
    trips = []
    acks = []
    done = asyncio.Event()
    last_seq = 0

    async def read():
        while True:
            text = await socket.receive()
            if text is None:
                return
            frame = json.loads(text)
            if frame.get("type") != "frame":
                continue
            ack = frame["ack"]
            acks.append(ack)
            now = time.monotonic()
            for seq in [s for s in sent_at if s <= ack]:
                trips.append(now - sent_at.pop(seq))
            if done.is_set() and ack >= last_seq:
                return

    reader = asyncio.create_task(read())
    start = time.monotonic()
    count = int(rate * seconds)
    for index in range(count):
        target = start + index / rate
        delay = target - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        stroke_step = index % int(rate)
        phase = "began" if stroke_step == 0 else "ended" if stroke_step == int(rate) - 1 else "moved"
        last_seq = index + 1
        t_ms = (time.monotonic() - start) * 1000
        message = {"type": "pointers", "seq": last_seq, "t": t_ms,
                   "points": [{"id": 1, "phase": phase, "x": 100 + stroke_step % 50, "y": 700 - stroke_step * 4}]}
        sent_at[last_seq] = time.monotonic()
        await socket.send(json.dumps(message))
    done.set()
    if acks and acks[-1] >= last_seq:
        reader.cancel()
    try:
        await asyncio.wait_for(reader, timeout=10)
    except (asyncio.TimeoutError, asyncio.CancelledError):
        pass
    results.append({"tab": hello["tab"], "sent": count, "trips": trips, "acks": acks})
    return socket


async def memory_sampler(base_url, seconds, samples):
    loop = asyncio.get_running_loop()
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        state = await loop.run_in_executor(None, server_state, base_url)
        samples.append((time.monotonic() - start, state["residentBytes"]))
        await asyncio.sleep(2)


async def main():
    base_url = sys.argv[1].rstrip("/")
    tabs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rate = float(sys.argv[3]) if len(sys.argv) > 3 else 120
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 30
    parsed = urllib.parse.urlparse(base_url)
    results, memory = [], []
    sampler = asyncio.create_task(memory_sampler(base_url, seconds + 2, memory))
    sockets = await asyncio.gather(*(tab(parsed.hostname, parsed.port, rate, seconds, results) for _ in range(tabs)))
    state = server_state(base_url)
    await sampler
    by_tab = {t["tab"]: t for t in state["tabs"]}
    failures = 0
    for result in results:
        server = by_tab[result["tab"]]
        ordered = all(a <= b for a, b in zip(result["acks"], result["acks"][1:]))
        ok = (server["applied"] == result["sent"] and server["missing"] == 0 and server["outOfOrder"] == 0
              and server["dropped"] == 0 and ordered and result["acks"] and result["acks"][-1] == result["sent"])
        if not ok:
            failures += 1
            print(f"FAIL tab {result['tab']}: sent {result['sent']}, server applied {server['applied']}, missing "
                  f"{server['missing']}, out of order {server['outOfOrder']}, dropped {server['dropped']}, acks ordered {ordered}")
    for socket in sockets:
        socket.close()
    await asyncio.sleep(2)
    after = server_state(base_url)
    trips = sorted(t for r in results for t in r["trips"])
    latency = state["latency"]
    print(f"{tabs} tabs × {rate:.0f} messages/s × {seconds:.0f} s: {sum(r['sent'] for r in results)} messages, "
          f"{tabs - failures} of {tabs} tabs with none dropped or reordered")
    print(f"server arrival→frame: median {latency['medianMilliseconds']:.1f} ms, p99 {latency['p99Milliseconds']:.1f} ms "
          f"({latency['samples']} samples)")
    if trips:
        print(f"client round trip: median {statistics.median(trips) * 1000:.1f} ms, "
              f"p99 {trips[min(len(trips) - 1, int(len(trips) * 0.99))] * 1000:.1f} ms")
    print("server resident memory: " + ", ".join(f"{t:.0f} s {m / 1e6:.1f} MB" for t, m in memory if m)
          + f"; 2 s after the tabs closed ({len(after['tabs'])} open): {(after['residentBytes'] or 0) / 1e6:.1f} MB")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    asyncio.run(main())
