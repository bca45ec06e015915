#!/usr/bin/env python3
"""Load run for `touchkit-play` (not run in CI): TABS tabs, each streaming RATE pointer messages a second for SECONDS
seconds over loopback WebSockets, like a finger dragging (a new stroke every second). Checks that no tab's message was
dropped or reordered (the server's counters, and the acks in its frames only ever grow), and that the server's
resident memory stays flat; prints the latency (server: arrival to the frame that shows it; client: round trip).

Usage: playground_load.py BASE_URL [TABS] [RATE] [SECONDS]    (default 20 tabs, 120 messages/s, 30 s)
Start the server first: swift run -c release touchkit-play --port 8080

Two more runs (issue 32), loopback only, bounded in count and time:
  playground_load.py fairness BASE_URL [SECONDS]   (default 5)
    For each message kind (pointers, reset, scene, speed, bad JSON): a victim tab drags (20 messages/s) for SECONDS
    alone, then SECONDS while another tab floods that kind (as fast as the socket takes it, at most 20,000 messages);
    prints the victim's round-trip p99 alone and under the flood. Fails when the flood adds more than BUDGET_MS
    (docs/ServerSecurity.md: one message of the flooding tab at a time, the slowest a scene load).
  playground_load.py silent BASE_URL [SECONDS]     (default 90)
    A tab that never reads (a 4 KB receive buffer) sends 200 pointer messages a second; prints the server's
    resident memory every 2 s until the server disconnects it (fails if it has not after SECONDS).
"""

import asyncio
import json
import statistics
import sys
import time
import urllib.parse

from playground_ws import WebSocket, server_state


async def frames(socket):
    """The server's frame messages on `socket` (other messages skipped), until the connection closes."""
    while True:
        text = await socket.receive()
        if text is None:
            return
        frame = json.loads(text)
        if frame.get("type") == "frame":
            yield frame


def record_trips(sent_at, trips, ack):
    """The round trips of the messages up to sequence number `ack`, which a frame has just acknowledged."""
    now = time.monotonic()
    for seq in [s for s in sent_at if s <= ack]:
        trips.append(now - sent_at.pop(seq))


async def tab(host, port, rate, seconds, results):
    socket = await WebSocket.connect(host, port)
    hello = json.loads(await socket.receive())
    sent_at = {}
    trips = []
    acks = []
    done = asyncio.Event()
    last_seq = 0

    async def read():
        async for frame in frames(socket):
            ack = frame["ack"]
            acks.append(ack)
            record_trips(sent_at, trips, ack)
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


BUDGET_MS = 100


def p99(values):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.99))] if values else float("nan")


FLOODS = {
    "pointers": lambda seq: json.dumps({"type": "pointers", "seq": seq, "t": seq, "points": [
        {"id": 1, "phase": "began" if seq % 2 else "ended", "x": 80, "y": 500}]}),
    "reset": lambda seq: '{"type":"reset"}',
    "scene": lambda seq: json.dumps({"type": "scene", "name": ["drawer", "photo", "inbox"][seq % 3]}),
    "speed": lambda seq: json.dumps({"type": "speed", "rate": 0.5 + (seq % 2) * 0.5}),
    "bad JSON": lambda seq: '{"type":"pointers","seq":' + "9" * 40,
}


async def victim(host, port, seconds):
    """A tab dragging at 20 messages a second for `seconds`; its round trips (seconds)."""
    socket = await WebSocket.connect(host, port)
    await socket.receive()
    sent_at, trips = {}, []

    async def read():
        async for frame in frames(socket):
            record_trips(sent_at, trips, frame["ack"])

    reader = asyncio.create_task(read())
    start = time.monotonic()
    seq = 0
    while time.monotonic() - start < seconds:
        seq += 1
        phase = "began" if seq == 1 else "moved"
        sent_at[seq] = time.monotonic()
        await socket.send(json.dumps({"type": "pointers", "seq": seq, "t": (sent_at[seq] - start) * 1000,
                                      "points": [{"id": 1, "phase": phase, "x": 200, "y": 400 + seq % 100}]}))
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.5)
    reader.cancel()
    socket.close()
    return trips


async def flooder(host, port, kind, stop):
    socket = await WebSocket.connect(host, port)
    await socket.receive()

    async def drain():
        while await socket.receive() is not None:
            pass

    reader = asyncio.create_task(drain())
    sent = 0
    start = time.monotonic()
    # At most 4,000 messages a second (20 every 5 ms), 20,000 in all.
    while not stop.is_set() and sent < 20_000:
        sent += 1
        socket.send_nowait(FLOODS[kind](sent))
        if sent % 20 == 0:
            await socket.writer.drain()
            await asyncio.sleep(0.005)
    reader.cancel()
    socket.close()
    return sent, time.monotonic() - start


async def fairness(base_url, seconds):
    parsed = urllib.parse.urlparse(base_url)
    host, port = parsed.hostname, parsed.port
    failures = 0
    for kind in FLOODS:
        alone = await victim(host, port, seconds)
        stop = asyncio.Event()
        flood = asyncio.create_task(flooder(host, port, kind, stop))
        await asyncio.sleep(0.2)
        flooded = await victim(host, port, seconds)
        stop.set()
        sent, lasted = await flood
        added = (p99(flooded) - p99(alone)) * 1000
        ok = added <= BUDGET_MS
        failures += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} flood of {kind}: {sent} messages in {lasted:.1f} s; victim p99 "
              f"{p99(alone) * 1000:.1f} ms alone, {p99(flooded) * 1000:.1f} ms flooded (+{added:.1f} ms, budget "
              f"{BUDGET_MS} ms; {len(flooded)} round trips)")
        await asyncio.sleep(1)
    state = server_state(base_url)
    print(f"server: {len(state['tabs'])} tabs open after the runs")
    return failures


async def silent(base_url, seconds):
    parsed = urllib.parse.urlparse(base_url)
    socket = await WebSocket.connect(parsed.hostname, parsed.port, receive_buffer=4096)
    start = time.monotonic()
    tabs_before = {t["tab"] for t in server_state(base_url)["tabs"]}
    samples, seq, disconnected = [], 0, None
    next_sample = start
    while time.monotonic() - start < seconds:
        if not socket.writer.transport.is_closing():
            seq += 1
            try:
                await socket.send(json.dumps({"type": "pointers", "seq": seq, "t": seq * 5, "points": [
                    {"id": 1, "phase": "began" if seq % 2 else "ended", "x": 80, "y": 500}]}))
            except (ConnectionError, OSError):
                socket.writer.transport.abort()
        now = time.monotonic()
        if now >= next_sample:
            next_sample += 2
            state = await asyncio.get_running_loop().run_in_executor(None, server_state, base_url)
            samples.append((now - start, state["residentBytes"]))
            if not tabs_before & {t["tab"] for t in state["tabs"]} and disconnected is None:
                disconnected = now - start
                break
        await asyncio.sleep(0.005)
    socket.close()
    print("server resident memory: " + ", ".join(f"{t:.0f} s {m / 1e6:.1f} MB" for t, m in samples if m))
    if disconnected is None:
        print(f"FAIL: the never-reading tab was still connected after {seconds:.0f} s ({seq} messages sent)")
        return 1
    print(f"ok: the never-reading tab was disconnected {disconnected:.0f} s after it connected ({seq} messages sent)")
    return 0


async def main():
    if sys.argv[1] in ("fairness", "silent"):
        base_url = sys.argv[2].rstrip("/")
        if sys.argv[1] == "fairness":
            failures = await fairness(base_url, float(sys.argv[3]) if len(sys.argv) > 3 else 5)
        else:
            failures = await silent(base_url, float(sys.argv[3]) if len(sys.argv) > 3 else 90)
        sys.exit(1 if failures else 0)
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
