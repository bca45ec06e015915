import NIOCore

/// The playground server's watch over one connection's raw bytes, first in its channel pipeline, for what Hummingbird
/// and SwiftNIO do not enforce themselves:
/// - the handshake deadline: a connection whose first request's head has not fully arrived within
///   ``PlaygroundServer/Limits/handshake`` is closed (Hummingbird's idle timeout only starts once a head is in, so a
///   client that connects and sends nothing, or trickles a header, would otherwise hold the connection for ever);
/// - WebSocket protocol violations: once the server answered `101 Switching Protocols`, the client's frames are
///   followed (``ClientFrameScanner``) and the connection is closed at the first unmasked frame, reserved bit or
///   reserved opcode (RFC 6455, 5.1 and 5.2);
/// - a client that stops reading: when the connection has had more output waiting than its high-water mark
///   (SwiftNIO's writability) for ``PlaygroundServer/Limits/stalledReader``, it is closed.
///
/// Inbound and outbound bytes pass through unchanged. Runs on the channel's event loop only.
final class PlaygroundConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let limits: PlaygroundServer.Limits
    private let log: @Sendable (String) -> Void
    private enum Phase { case awaitingHead, http, webSocket, closing }
    private var phase = Phase.awaitingHead
    /// The last bytes of the request head read so far, to find its end (`\r\n\r\n`) across chunks.
    private var headTail: [UInt8] = []
    /// The bytes read since the last request head ended (at most ``afterHeadLimit``): a WebSocket client's first
    /// frames may arrive before the server's `101` goes out.
    private var afterHead: [UInt8] = []
    private static let afterHeadLimit = 1 << 16
    private var scanner = ClientFrameScanner()
    private var handshakeDeadline: Scheduled<Void>?
    private var stallDeadline: Scheduled<Void>?

    init(limits: PlaygroundServer.Limits, log: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { armHandshakeDeadline(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        armHandshakeDeadline(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        handshakeDeadline?.cancel()
        stallDeadline?.cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        handshakeDeadline?.cancel()
        stallDeadline?.cancel()
        context.fireChannelInactive()
    }

    private func armHandshakeDeadline(_ context: ChannelHandlerContext) {
        guard handshakeDeadline == nil else { return }
        let seconds = limits.handshake
        handshakeDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(clamping: seconds * 1e9))) { [weak self] in
            guard let self, phase == .awaitingHead else { return }
            close(context, "no request head within \(seconds) s")
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        switch phase {
        case .awaitingHead, .http:
            for byte in buffer.readableBytesView {
                headTail.append(byte)
                if headTail.count > 4 { headTail.removeFirst() }
                if afterHead.count < Self.afterHeadLimit { afterHead.append(byte) }
                if headTail == [13, 10, 13, 10] {
                    phase = .http
                    handshakeDeadline?.cancel()
                    afterHead.removeAll(keepingCapacity: true)
                }
            }
        case .webSocket:
            if let violation = scanner.scan(buffer.readableBytesView) {
                return close(context, "protocol violation: \(violation)")
            }
        case .closing:
            break
        }
        guard phase != .closing else { return }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if phase == .http, case .byteBuffer(let buffer) = unwrapOutboundIn(data),
           buffer.readableBytesView.starts(with: Self.switchingProtocols) {
            phase = .webSocket
            // Frames the client sent right behind its upgrade request, read before the answer went out.
            let early = afterHead
            afterHead = []
            if let violation = scanner.scan(early) {
                context.writeAndFlush(data, promise: promise)
                return close(context, "protocol violation: \(violation)")
            }
        }
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallDeadline?.cancel()
            stallDeadline = nil
        } else if stallDeadline == nil {
            let seconds = limits.stalledReader
            stallDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(clamping: seconds * 1e9))) { [weak self] in
                guard let self, !context.channel.isWritable else { return }
                close(context, "the client read nothing for \(seconds) s with output waiting")
            }
        }
        context.fireChannelWritabilityChanged()
    }

    private func close(_ context: ChannelHandlerContext, _ reason: String) {
        guard phase != .closing else { return }
        phase = .closing
        log("connection \(context.remoteAddress.map { "\($0)" } ?? "?") closed: \(reason)")
        context.close(promise: nil)
    }

    private static let switchingProtocols = Array("HTTP/1.1 101".utf8)
}
