import TouchKit
import TouchKitEvdev

/// A trace or a device recording, read for one scene: the touches to play, with what reading them had to say.
///
/// A TouchKit trace keeps the coordinates it was recorded in (window points); when its device is not the size of the
/// scene's window, a note says so, since touches beyond the window then hit nothing. A recording (evemu,
/// `libinput record`) is mapped onto the scene's window, as `touchkit trace import` maps it onto `--width` ×
/// `--height`.
public struct SceneReplay: Sendable {
    /// The touches, as a trace in the scene window's points.
    public let trace: TouchTrace
    /// What reading it noted (a recording's dropped reports, a size that does not match), as lines to print.
    public let notes: [String]

    /// Reads `text` (told apart by its content) for a window of `size`.
    ///
    /// - Throws: `TouchTrace.FormatError` for a broken trace; the recording parser's errors for a recording that
    ///   cannot be read.
    public init(text: String, windowSize size: CGSize) throws {
        var notes: [String] = []
        if InputFileKind(text: text) == .touchKitTrace || text.drop(while: { $0.isWhitespace }).hasPrefix("{") {
            trace = try TouchTrace(jsonLines: text)
            let device = CGSize(width: trace.device.width, height: trace.device.height)
            if device != size {
                notes.append("  trace: recorded on \(Self.describe(device)), the scene's window is \(Self.describe(size)): touches outside it hit nothing")
            }
        } else {
            let (imported, diagnostics) = try EvdevRecording(text: text).trace(size: size)
            notes += diagnostics.map { "  recording: \($0)" }
            trace = imported
        }
        self.notes = notes
    }

    /// Plays the touches into `scene`'s window on its virtual clock, from its current time, then lets its timers run
    /// out. Notes and the host's diagnostics go to the scene's lines as they come.
    @MainActor
    public func play(into scene: HostedScene) {
        for note in notes { scene.onLine?(note) }
        let window = scene.window
        let token = window.addDiagnosticObserver { [weak scene] diagnostic in scene?.onLine?("  host: \(diagnostic)") }
        defer { window.removeObserver(token) }
        for diagnostic in trace.play(into: TouchHost(window: window)) { scene.onLine?("  trace: \(diagnostic)") }
        scene.settle()
    }

    private static func describe(_ size: CGSize) -> String {
        "\(Int(size.width.rounded())) × \(Int(size.height.rounded()))"
    }
}
