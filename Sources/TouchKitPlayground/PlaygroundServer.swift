import Dispatch
import Hummingbird
import HummingbirdWebSocket
import TouchKit

/// `touchkit play`: a local web server that runs the scenes in the real engine and serves one page to touch them with.
///
/// Routes: `GET /` (the page, ``PlaygroundPage``), `GET /api/state` (every open tab's counters and named views, the
/// latency figures and the server's memory, for the end-to-end tests and the load script), and `GET /ws` (the
/// WebSocket upgrade: one ``PlaygroundSession`` per connection, with its own window and clock). Nothing else is
/// served: there is no file system access.
///
/// Each connection runs two loops: one reads the tab's messages and hands them to the session, one pumps the
/// session's clock at the display rate (60 Hz) and sends a frame whenever the scene changed. Sessions run on the
/// main actor, as UIKit's objects do; the WebSocket I/O runs on SwiftNIO's event loops.
public struct PlaygroundServer: Sendable {
    /// The address to bind: 127.0.0.1 unless told otherwise (the playground runs arbitrary input through the
    /// engine; it is not meant to face a network).
    public var host: String
    /// The port; 0 picks a free one (reported through `onRunning`).
    public var port: Int
    /// Where log lines go (standard error by default).
    public var log: @Sendable (String) -> Void

    /// The display rate the clocks are pumped at (frames per second).
    public static let framesPerSecond = 60.0
    /// The largest WebSocket message read; larger ones close that tab's connection. Messages over
    /// ``PlaygroundMessage/maximumSize`` but under this are dropped with a log line and the tab goes on.
    public static let maximumFrameSize = 1 << 16

    public init(host: String = "127.0.0.1", port: Int = 8080, log: @escaping @Sendable (String) -> Void = Self.standardError) {
        self.host = host
        self.port = port
        self.log = log
    }

    /// Writes a line to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data(("touchkit play: " + line + "\n").utf8))
    }

    /// The host's monotonic time, in seconds: the only clock the playground reads (the engine never does).
    public static func monotonicNow() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Serves until the task is cancelled (or, with `handleSignals`, until SIGINT or SIGTERM); `onRunning` gets the
    /// port once the server listens.
    public func run(handleSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let log = self.log
        let registry = await PlaygroundRegistry(log: log)
        let router = Router()
        router.get("/") { _, _ in Self.response(PlaygroundPage.html, type: "text/html; charset=utf-8") }
        router.get("/api/state") { _, _ in Self.response(await registry.stateJSON(), type: "application/json") }
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                configuration: .init(ws: .init(maxFrameSize: Self.maximumFrameSize))
            ) { request, _, _ in
                guard request.path == "/ws" else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    let session = await registry.open()
                    await Self.serve(session, inbound: inbound, outbound: outbound, log: log)
                    await registry.close(session)
                }
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "touchkit-play"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }
        )
        if handleSignals {
            try await app.runService()
        } else {
            try await app.run()
        }
    }

    private static func response(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The two loops of one connection: messages in, frames out. Returns when the tab goes away.
    private static func serve(
        _ session: PlaygroundSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
        log: @escaping @Sendable (String) -> Void
    ) async {
        do {
            try await outbound.write(.text(await session.helloMessage()))
        } catch {
            return
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                let interval = 1 / framesPerSecond
                var next = monotonicNow() + interval
                while !Task.isCancelled {
                    let delay = next - monotonicNow()
                    if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
                    // A late frame is not made up for: the next one is a whole interval on.
                    next = max(next + interval, monotonicNow())
                    guard let text = await session.tick() else { continue }
                    do {
                        try await outbound.write(.text(text))
                    } catch {
                        return
                    }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: maximumFrameSize) {
                    let arrival = monotonicNow()
                    switch message {
                    case .text(let text): await session.receive(text, arrival: arrival)
                    case .binary: await session.receive("<binary message>", arrival: arrival)
                    }
                }
            } catch {
                log("tab \(session.id): connection closed: \(error)")
            }
            group.cancelAll()
        }
    }
}

/// The open tabs, and what the state endpoint reports.
@MainActor
final class PlaygroundRegistry {
    private var sessions: [Int: PlaygroundSession] = [:]
    private var nextID = 0
    private let log: @Sendable (String) -> Void
    /// Latencies of tabs already closed, so the figures cover the whole run.
    private var closedLatencies = LatencyRecorder()

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func open() -> PlaygroundSession {
        nextID += 1
        let session = PlaygroundSession(id: nextID, now: PlaygroundServer.monotonicNow, log: log)
        sessions[nextID] = session
        log("tab \(nextID): opened (\(session.sceneName)); \(sessions.count) open")
        return session
    }

    func close(_ session: PlaygroundSession) {
        session.close()
        for latency in session.latencies.kept { closedLatencies.record(latency) }
        sessions[session.id] = nil
        log("tab \(session.id): closed; \(sessions.count) open")
    }

    func stateJSON() -> String {
        struct State: Encodable {
            var tabs: [SessionState]
            var latency: Latency
            var residentBytes: Int?
        }
        struct Latency: Encodable {
            var samples: Int
            var medianMilliseconds: Double?
            var p99Milliseconds: Double?
        }
        let all = sessions.values.flatMap(\.latencies.kept) + closedLatencies.kept
        let latency = Latency(
            samples: all.count, medianMilliseconds: LatencyRecorder.quantile(0.5, of: all).map { $0 * 1000 },
            p99Milliseconds: LatencyRecorder.quantile(0.99, of: all).map { $0 * 1000 })
        let tabs = sessions.keys.sorted().compactMap { sessions[$0]?.state() }
        return PlaygroundSession.encode(State(tabs: tabs, latency: latency, residentBytes: Self.residentBytes()))
    }

    /// The process's resident memory, from /proc (nil where there is none).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * 4096
    }
}
