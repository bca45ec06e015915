import Foundation
import Testing
@testable import TouchKitPlayground

#if canImport(Glibc)
import Glibc
#endif

/// Issue 32: the playground server answers only its own pages, holds no connection it does not use, and closes one
/// that breaks the WebSocket protocol. The policy and the frame scanner are checked directly; the server itself over
/// loopback sockets, with short limits.
@Suite struct PlaygroundServerSecurityTests {
    @Test func onlyTheServersOwnAddressAndPagesAreAnswered() {
        let policy = PlaygroundAccessPolicy(host: "127.0.0.1", port: 8080)
        #expect(policy.refusal(host: "127.0.0.1:8080", origin: nil) == nil)
        #expect(policy.refusal(host: "localhost:8080", origin: "http://localhost:8080") == nil)
        #expect(policy.refusal(host: "[::1]:8080", origin: "http://127.0.0.1:8080") == nil)
        // DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1.
        #expect(policy.refusal(host: "evil.example:8080", origin: "http://evil.example:8080") == "Host evil.example:8080 is not this server's address")
        // Another page in the same browser opening a WebSocket to the loopback server.
        #expect(policy.refusal(host: "127.0.0.1:8080", origin: "https://evil.example") == "Origin https://evil.example is not this server's page")
        #expect(policy.refusal(host: "127.0.0.1:8080", origin: "null") != nil)
        #expect(policy.refusal(host: "127.0.0.1:9090", origin: nil) != nil)
        #expect(policy.refusal(host: nil, origin: nil) == "no Host header")
        // A server bound to a name answers to it too; one bound to every interface only to the loopback names.
        #expect(PlaygroundAccessPolicy(host: "192.168.1.5", port: 80).refusal(host: "192.168.1.5:80", origin: "http://192.168.1.5:80") == nil)
        #expect(PlaygroundAccessPolicy(host: "0.0.0.0", port: 80).refusal(host: "0.0.0.0:80", origin: nil) != nil)
    }

    /// A masked frame header: FIN + `opcode`, then the length and a mask.
    private func frame(_ opcode: UInt8, length: Int, masked: Bool = true, reserved: UInt8 = 0) -> [UInt8] {
        var bytes: [UInt8] = [0x80 | reserved | opcode]
        let mask: UInt8 = masked ? 0x80 : 0
        if length < 126 {
            bytes.append(mask | UInt8(length))
        } else if length < 65536 {
            bytes += [mask | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            bytes.append(mask | 127)
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) }
        }
        if masked { bytes += [1, 2, 3, 4] }
        return bytes + [UInt8](repeating: 0x41, count: length)
    }

    @Test func theScannerFindsAnUnmaskedFrameAfterAnyChunkingOfMaskedOnes() {
        let stream = frame(1, length: 5) + frame(1, length: 300) + frame(2, length: 70_000) + frame(9, length: 0)
            + frame(1, length: 3, masked: false)
        for chunk in [1, 7, 4096, stream.count] {
            var scanner = ClientFrameScanner()
            var found: ClientFrameScanner.Violation?
            var offset = 0
            while offset < stream.count, found == nil {
                found = scanner.scan(stream[offset..<min(offset + chunk, stream.count)])
                offset += chunk
            }
            #expect(found == .unmasked, "chunks of \(chunk)")
            #expect(offset >= stream.count - 5, "not before the unmasked frame")
        }
        var clean = ClientFrameScanner()
        #expect(clean.scan(frame(1, length: 5) + frame(8, length: 2)) == nil)
        var reserved = ClientFrameScanner()
        #expect(reserved.scan(frame(1, length: 1, reserved: 0x40)) == .reservedBits)
        var opcode = ClientFrameScanner()
        #expect(opcode.scan(frame(3, length: 1)) == .reservedOpcode(3))
    }

    #if canImport(Glibc)
    /// A blocking loopback client: connects, writes, reads with a deadline.
    final class Client {
        let socket: Int32

        init(port: Int) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
        }

        deinit { close(socket) }

        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        func send(_ text: String) { send(Array(text.utf8)) }

        /// What the server sent until it closed the connection (`closed` true) or `seconds` passed.
        func readUntilClosed(seconds: Double) -> (text: String, closed: Bool) {
            var received: [UInt8] = []
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while Date() < deadline {
                var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
                received += buffer[0..<count]
            }
            return (String(decoding: received, as: UTF8.self), false)
        }
    }

    private static func upgrade(port: Int, origin: String?) -> String {
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }

    /// The server on a free port with short limits, for `body`; stopped after it.
    private func withServer(_ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        var limits = PlaygroundServer.Limits()
        limits.handshake = 0.5
        limits.idle = 0.5
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await PlaygroundServer(host: "127.0.0.1", port: 0, limits: limits, log: { _ in }).run { port in
                continuation.yield(port)
            }
        }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await Task.detached { try await body(port) }.value
    }

    @Test func theServerRefusesOtherPagesAndClosesWhatItDoesNotUse() async throws {
        try await withServer { port in
            // DNS rebinding: the state endpoint asked with another Host.
            let rebound = try Client(port: port)
            rebound.send("GET /api/state HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n")
            let refused = rebound.readUntilClosed(seconds: 2).text
            #expect(refused.hasPrefix("HTTP/1.1 403"), "\(refused.prefix(80))")
            let own = try Client(port: port)
            own.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            #expect(own.readUntilClosed(seconds: 2).text.hasPrefix("HTTP/1.1 200"))
            // Another page's WebSocket.
            let foreign = try Client(port: port)
            foreign.send(Self.upgrade(port: port, origin: "https://evil.example"))
            let answer = foreign.readUntilClosed(seconds: 2).text
            #expect(!answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(80))")
            // A connection that sends nothing is closed at the handshake deadline.
            let silent = try Client(port: port)
            #expect(silent.readUntilClosed(seconds: 3).closed)
            // The page's own WebSocket is served; an unmasked frame closes it.
            let tab = try Client(port: port)
            tab.send(Self.upgrade(port: port, origin: "http://127.0.0.1:\(port)"))
            tab.send([0x81, 0x02, 0x7B, 0x7D])
            let served = tab.readUntilClosed(seconds: 3)
            #expect(served.text.hasPrefix("HTTP/1.1 101"), "\(served.text.prefix(80))")
            #expect(served.closed)
            // The same once the connection is open and frames flow.
            let late = try Client(port: port)
            late.send(Self.upgrade(port: port, origin: nil))
            #expect(!late.readUntilClosed(seconds: 0.3).closed)
            late.send([0x81, 0x02, 0x7B, 0x7D])
            #expect(late.readUntilClosed(seconds: 3).closed)
        }
    }
    #endif
}
