"""A minimal WebSocket client (RFC 6455, text messages) on asyncio, from the standard library only: what the
playground's load script needs to talk to `touchkit-play` like a browser tab does."""

import asyncio
import base64
import json
import os
import socket
import struct
import urllib.request


class WebSocket:
    def __init__(self, reader, writer):
        self.reader = reader
        self.writer = writer

    @classmethod
    async def connect(cls, host, port, path="/ws", receive_buffer=None):
        """Opens a WebSocket; `receive_buffer` shrinks the socket's receive buffer (bytes), for a tab that never
        reads and should back up fast."""
        if receive_buffer:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, (host, port))
            reader, writer = await asyncio.open_connection(sock=sock)
        else:
            reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(f"no upgrade: {head[:80]!r}")
        return cls(reader, writer)

    def send_nowait(self, text):
        """Queues a text message (masked, as a client must)."""
        payload = text.encode()
        header = bytearray([0x81])
        length = len(payload)
        if length < 126:
            header.append(0x80 | length)
        elif length < 65536:
            header.append(0x80 | 126)
            header += struct.pack("!H", length)
        else:
            header.append(0x80 | 127)
            header += struct.pack("!Q", length)
        mask = os.urandom(4)
        header += mask
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(bytes(header) + masked)

    async def send(self, text):
        self.send_nowait(text)
        await self.writer.drain()

    async def receive(self):
        """The next text message (None when the server closed the connection); answers pings."""
        message = b""
        while True:
            first, second = await self.reader.readexactly(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self.reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
            if second & 0x80:
                mask = await self.reader.readexactly(4)
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(await self.reader.readexactly(length)))
            else:
                data = await self.reader.readexactly(length)
            if opcode == 0x8:
                return None
            if opcode == 0x9:
                self.writer.write(bytes([0x8A, 0x80 | len(data)]) + b"\0\0\0\0" + data)
                continue
            if opcode == 0xA:
                continue
            message += data
            if first & 0x80:
                return message.decode()

    def close(self):
        self.writer.close()


def server_state(base_url):
    """The server's state endpoint, as a dict."""
    with urllib.request.urlopen(base_url + "/api/state", timeout=10) as response:
        return json.loads(response.read())
