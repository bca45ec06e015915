import Dispatch
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import TouchKit

/// `touchkit-play`: a local web server that runs the scenes in the real engine and serves one page to touch them with.
///
/// Routes: `GET /` (the page, ``PlaygroundPage``), `GET /api/state` (every open tab's counters and named views, the
/// latency figures and the server's memory, for the end-to-end tests and the load script), and `GET /ws` (the
/// WebSocket upgrade: one ``PlaygroundSession`` per connection, with its own window and clock). Nothing else is
/// served: there is no file system access.
///
/// It answers only its own pages (``PlaygroundAccessPolicy``: `Host` and `Origin` name the address it serves) and
/// holds no connection it does not use (``Limits``: handshake, idle and stalled-reader deadlines, WebSocket pings,
/// protocol violations closed by ``PlaygroundConnectionGuard``); each tab's work is budgeted (``PlaygroundWorkBudget``)
/// so that no tab holds the others' frames. docs/ServerSecurity.md states these promises.
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

    /// The deadlines that keep idle, half-open and stalled connections from being held.
    public var limits: Limits

    /// How long a connection may take, wait or stall before the server closes it (seconds).
    public struct Limits: Sendable, Equatable {
        /// From connecting to the end of the first request's head (the WebSocket handshake's request, or a page's).
        public var handshake = 10.0
        /// An HTTP connection with no request in progress (keep-alive).
        public var idle = 30.0
        /// A connection with output waiting that the client does not read (a tab that stopped reading its socket,
        /// once the kernel's and SwiftNIO's buffers are full).
        public var stalledReader = 10.0
        /// The WebSocket ping period; a connection that has not answered the previous ping when the next is due is
        /// closed (a half-open connection: the tab's machine went away).
        public var ping = 30.0
        /// How long a closing WebSocket waits for the client's close frame.
        public var close = 5.0
        /// The largest request header field, in bytes.
        public var headerFieldSize = 8 * 1024
        /// All of a request's header fields together, in bytes.
        public var headerListSize = 16 * 1024

        /// The defaults above.
        public init() {}
    }

    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: Limits = Limits(),
        log: @escaping @Sendable (String) -> Void = Self.standardError
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.log = log
    }

    /// Writes a line to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data(("touchkit-play: " + line + "\n").utf8))
    }

    /// The host's monotonic time, in seconds: the only clock the playground reads (the engine never does).
    public static func monotonicNow() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Serves until the task is cancelled (or, with `handleSignals`, until SIGINT or SIGTERM); `onRunning` gets the
    /// port once the server listens.
    public func run(handleSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let log = self.log
        let host = self.host
        let limits = self.limits
        let registry = await PlaygroundRegistry(log: log)
        let router = Router()
        router.get("/") { request, _ in
            if let refused = await registry.refusal(request) { return refused }
            return Self.response(PlaygroundPage.html, type: "text/html; charset=utf-8")
        }
        router.get("/api/state") { request, _ in
            if let refused = await registry.refusal(request) { return refused }
            return Self.response(await registry.stateJSON(), type: "application/json")
        }
        let webSocket = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(
                idleTimeout: .nanoseconds(Int64(clamping: limits.idle * 1e9)),
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.headerFieldSize, maxHeaderListSize: limits.headerListSize,
                    maxHeaderFieldCount: 100)),
            ws: .init(
                maxFrameSize: Self.maximumFrameSize,
                autoPing: .enabled(timePeriod: .nanoseconds(Int64(clamping: limits.ping * 1e9))),
                closeTimeout: .nanoseconds(Int64(clamping: limits.close * 1e9))))
        let server = HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: webSocket) { request, _, _ in
                    guard request.path == "/ws" else { return .dontUpgrade }
                    if let reason = await registry.refusalReason(request) {
                        log("WebSocket refused: \(reason)")
                        return .dontUpgrade
                    }
                    return .upgrade([:]) { inbound, outbound, _ in
                        let session = await registry.open()
                        await Self.serve(session, inbound: inbound, outbound: outbound, log: log)
                        await registry.close(session)
                    }
                },
                limits: limits, log: log)
        }
        let app = Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(host, port: port), serverName: "touchkit-play"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                await registry.serve(PlaygroundAccessPolicy(host: host, port: bound))
                await onRunning(bound)
            }
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
                    if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(clamping: delay * 1e9)) }
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

/// Hummingbird's HTTP and WebSocket channel with ``PlaygroundConnectionGuard`` first in each connection's pipeline.
private struct GuardedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value
    let inner: HTTP1WebSocketUpgradeChannel
    let limits: PlaygroundServer.Limits
    let log: @Sendable (String) -> Void

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(PlaygroundConnectionGuard(limits: limits, log: log), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
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

    /// Who may ask: nil until the server listens (and knows its port), when every request is refused.
    private var policy: PlaygroundAccessPolicy?

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func serve(_ policy: PlaygroundAccessPolicy) { self.policy = policy }

    /// Why `request` is refused, or nil.
    func refusalReason(_ request: HTTPRequest) -> String? {
        guard let policy else { return "the server is not listening yet" }
        return policy.refusal(host: request.authority, origin: request.headerFields[.origin])
    }

    /// A 403 response for a request from elsewhere (logged), or nil to serve it.
    func refusal(_ request: Request) -> Response? {
        guard let reason = refusalReason(request.head) else { return nil }
        log("\(request.uri.path) refused: \(reason)")
        return Response(
            status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: "touchkit-play answers only its own pages (\(reason))\n")))
    }

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
        return pages.multipliedReportingOverflow(by: 4096).overflow ? nil : pages * 4096
    }
}
