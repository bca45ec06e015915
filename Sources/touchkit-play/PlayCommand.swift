import ArgumentParser
import TouchKitPlayground

@main
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchkit-play",
        abstract: "Serve a page to touch every demo scene with real fingers, in a browser.",
        discussion: """
            Runs a local web server: open the address it prints. Each tab gets its own scene, window and clock, driven \
            by the browser's pointer events (a touch screen's fingers; with a mouse, hold Alt/Option for a mirrored \
            second finger). Ctrl-C stops it.
            """)

    @Option(name: .long, help: "The address to listen on; 127.0.0.1 keeps the playground to this machine.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0: any free port).")
    var port = 8080

    /// A port is 1 through 65535, or 0 for any free one: a larger number would be truncated to another port.
    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be 1 through 65535 (0: any free port), not \(port)")
        }
    }

    func run() async throws {
        let host = host
        try await PlaygroundServer(host: host, port: port).run(handleSignals: true) { port in
            PlaygroundServer.standardError("open http://\(host):\(port)/")
        }
    }
}
