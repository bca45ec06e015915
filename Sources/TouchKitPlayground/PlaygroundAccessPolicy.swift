/// Which requests the playground server answers: only those of its own pages, on the address it serves.
///
/// Browsers let any page open a WebSocket to any address (WebSockets are not bound by the same-origin policy), and a
/// page whose name resolves to 127.0.0.1 (DNS rebinding) reads what it fetches from the loopback server as its own. So
/// every request must name the server in its `Host` header (`127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`, or
/// the `--host` given, with the port served), and a request that carries an `Origin` (a browser's cross-origin
/// fetch and every WebSocket a page opens) must come from `http://` and one of those names. A request without an
/// `Origin` is a browser's same-origin navigation or a program (curl, the load script), which could send any header
/// anyway. The playground's decision, after RFC 6455, section 10.2 (servers check `Origin`).
public struct PlaygroundAccessPolicy: Sendable, Equatable {
    /// The names the server answers to, with their port: `127.0.0.1:8080`, ….
    public private(set) var authorities: Set<String>

    /// The policy for a server bound to `host` on `port`.
    public init(host: String, port: Int) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let bound = host.lowercased()
        if !bound.isEmpty && bound != "0.0.0.0" && bound != "::" {
            names.insert(bound.contains(":") && !bound.hasPrefix("[") ? "[\(bound)]" : bound)
        }
        authorities = Set(names.map { "\($0):\(port)" })
    }

    /// Why a request with these headers is refused, or nil when it is served. `host` is the `Host` header (the
    /// request's authority), `origin` the `Origin` header.
    public func refusal(host: String?, origin: String?) -> String? {
        guard let host else { return "no Host header" }
        guard authorities.contains(host.lowercased()) else {
            return "Host \(PlaygroundMessage.excerpt(host)) is not this server's address"
        }
        guard let origin else { return nil }
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://"), authorities.contains(String(lowered.dropFirst("http://".count))) else {
            return "Origin \(PlaygroundMessage.excerpt(origin)) is not this server's page"
        }
        return nil
    }
}
