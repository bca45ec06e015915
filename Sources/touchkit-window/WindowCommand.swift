import ArgumentParser
import CSDL2
import Foundation
import TouchKit
import TouchKitWindowHost

/// `touchkit-window [SCENE]`: a demo scene in a native window (SDL2), touched with the screen's fingers, the mouse
/// and the wheel on the real clock. docs/Window.md says how to install SDL and run it on a kiosk (KMS/DRM).
@main
struct WindowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchkit-window",
        abstract: "Show a scene in a native window (SDL2) and feed it the window's touches, mouse and wheel.",
        discussion: """
            Fingers on a touch screen are touches; the mouse hovers (moving), clicks and drags (buttons, with the \
            modifier keys held) and the wheel scrolls, as iPadOS's pointer does. Close the window or press Ctrl-C to \
            quit. On a kiosk without a desktop: SDL_VIDEODRIVER=kmsdrm touchkit-window SCENE (docs/Window.md).
            """)

    @Flag(help: "List the scenes.")
    var list = false
    @Argument(help: "The scene: a demo (see --list), 'board' (the gesture board) or 'testcard'.")
    var scene: String = "photo"
    @Option(help: ArgumentHelp("Also play a trace or a device recording into the scene, in real time.", valueName: "file"))
    var replay: String?
    @Option(help: "The window's size as a multiple of the scene's (0.25 to 4).")
    var scale: Double = 1
    @Option(help: ArgumentHelp("The TrueType font for text (DejaVu Sans by default).", valueName: "file.ttf"))
    var font: String = SDLText.FontChoice.dejaVuSans
    @Option(help: ArgumentHelp("When the window closes, write its last frame there as a PPM image.", valueName: "file.ppm"))
    var screenshot: String?
    @Flag(help: "Fill the screen (a kiosk).")
    var fullscreen = false
    @Option(help: "Close the window after this many seconds (more than 0; default: when closed).")
    var seconds: Double = .infinity

    func validate() throws {
        if list { return }
        do { try HostedScene.check(scene) } catch let error as HostedScene.UnknownScene {
            throw ValidationError(error.description)
        }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw ValidationError("--scale must be 0.25 to 4 (got \(scale))") }
        guard seconds > 0 else { throw ValidationError("--seconds must be more than 0 (got \(seconds))") }
        if let replay, !FileManager.default.isReadableFile(atPath: replay) {
            throw ValidationError("--replay \(replay): no such readable file")
        }
        if let screenshot {
            let directory = URL(fileURLWithPath: screenshot).deletingLastPathComponent().path
            guard FileManager.default.isWritableFile(atPath: directory) else {
                throw ValidationError("--screenshot \(screenshot): the directory \(directory) is not writable")
            }
        }
    }

    @MainActor
    func run() async throws {
        if list {
            for name in HostedScene.names { print(name) }
            return
        }
        let hosted = try HostedScene(named: scene)
        hosted.onLine = { print($0) }
        var replayed: SceneReplay?
        if let replay {
            let text = try String(contentsOfFile: replay, encoding: .utf8)
            do {
                replayed = try SceneReplay(text: text, windowSize: hosted.window.bounds.size)
            } catch {
                throw ValidationError("--replay \(replay): \(error)")
            }
        }
        // Touches are the host's as touches, the mouse as the pointer: neither is made up from the other.
        SDL_SetHint("SDL_TOUCH_MOUSE_EVENTS", "0")
        SDL_SetHint("SDL_MOUSE_TOUCH_EVENTS", "0")
        // SDL turns SIGINT and SIGTERM into SDL_QUIT only where the signal has its default action; a shell starts a
        // background job with SIGINT ignored, so Ctrl-C (or `kill -INT`) would do nothing there. Back to the default,
        // for SDL to take it.
        signal(SIGINT, SIG_DFL)
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw ValidationError(SDLError.call("SDL_Init").description) }
        defer { SDL_Quit() }
        let size = hosted.window.bounds.size
        let canvas = try SDLCanvas(
            title: "TouchKit: \(scene)", width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
            font: SDLText.FontChoice(path: font), fullscreen: fullscreen)
        defer { canvas.close() }
        let drawable = canvas.size
        let host = WindowHost(scene: hosted, clock: RealHostClock(), width: drawable.width, height: drawable.height)
        if let replayed { host.play(replayed) }
        var source = SDLEventSource()
        let started = RealHostClock()
        host.run(source: &source, canvas: canvas, shouldStop: { started.seconds >= seconds })
        if let screenshot {
            guard let image = canvas.screenshot() else { throw ValidationError("--screenshot: no frame to write") }
            try Data(image).write(to: URL(fileURLWithPath: screenshot))
        }
        printToStandardError("touchkit-window: closed after \(host.framesPresented) frames, \(host.eventsHandled) events")
    }
}
