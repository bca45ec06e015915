import CSDL2
import TouchKit
import TouchKitWindowHost

/// The SDL window and its renderer: draws ``DrawFrame``s with `SDL_RenderGeometry` (polygons as triangles, so
/// rotated and rounded shapes keep their shape) and SDL_ttf text, and nothing else: every decision about what to
/// draw is the SDL-free ``DrawList``'s.
@MainActor
final class SDLCanvas: WindowCanvas {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private let text: SDLText
    private var vertices: [SDL_Vertex] = []
    /// The last frame presented, drawn again for a screenshot.
    private(set) var lastFrame: DrawFrame?

    /// A window of `width` × `height` titled `title`, with an accelerated renderer when there is one (the software
    /// renderer otherwise: Xvfb, a kiosk without GL).
    init(title: String, width: Int, height: Int, font: SDLText.FontChoice, fullscreen: Bool) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | (fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        guard let window = SDL_CreateWindow(
            title, Int32(bitPattern: 0x2FFF_0000), Int32(bitPattern: 0x2FFF_0000), Int32(width), Int32(height), flags)
        else { throw SDLError.call("SDL_CreateWindow") }
        self.window = window
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw SDLError.call("SDL_CreateRenderer")
        }
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        text = SDLText(renderer: renderer, font: font)
    }

    /// The drawable size now, in the window's coordinates.
    var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    func present(_ frame: DrawFrame) {
        draw(frame)
        SDL_RenderPresent(renderer)
        lastFrame = frame
    }

    private func draw(_ frame: DrawFrame) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, frame.background.red, frame.background.green, frame.background.blue, 255)
        SDL_RenderClear(renderer)
        for command in frame.commands {
            switch command {
            case .fill(let points, let color):
                vertices.removeAll(keepingCapacity: true)
                guard points.count >= 3 else { continue }
                for index in 1..<(points.count - 1) {
                    addTriangle(points[0], points[index], points[index + 1], color)
                }
                flush()
            case .ring(let outer, let inner, let color):
                vertices.removeAll(keepingCapacity: true)
                guard outer.count == inner.count, outer.count >= 3 else { continue }
                for index in outer.indices {
                    let next = (index + 1) % outer.count
                    addTriangle(outer[index], outer[next], inner[index], color)
                    addTriangle(inner[index], outer[next], inner[next], color)
                }
                flush()
            case .text:
                if !text.draw(command), let bar = TextFallback.bar(for: command), case .fill(let points, let color) = bar {
                    vertices.removeAll(keepingCapacity: true)
                    for index in 1..<(points.count - 1) { addTriangle(points[0], points[index], points[index + 1], color) }
                    flush()
                }
            case .clip(let rect):
                if let rect {
                    var clip = SDL_Rect(
                        x: Int32(rect.minX.rounded(.down)), y: Int32(rect.minY.rounded(.down)),
                        w: Int32(max(rect.width.rounded(.up), 0)), h: Int32(max(rect.height.rounded(.up), 0)))
                    // SDL takes an empty rectangle as "no clip": a clip to nothing is a 1-pixel one off the window.
                    if clip.w == 0 || clip.h == 0 { clip = SDL_Rect(x: -10, y: -10, w: 1, h: 1) }
                    SDL_RenderSetClipRect(renderer, &clip)
                } else {
                    SDL_RenderSetClipRect(renderer, nil)
                }
            }
        }
    }

    private func addTriangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ color: DrawColor) {
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        for point in [a, b, c] {
            vertices.append(SDL_Vertex(
                position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
    }

    private func flush() {
        guard !vertices.isEmpty else { return }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// The last frame's pixels as a PPM image, drawn again and read back before it is presented (reading after a
    /// present is undefined for some renderers); nil before any frame.
    func screenshot() -> [UInt8]? {
        guard let frame = lastFrame else { return nil }
        draw(frame)
        let (width, height) = size
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let status = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, &pixels, Int32(width * 3))
        SDL_RenderPresent(renderer)
        guard status == 0 else { return nil }
        return Screenshot.ppm(width: width, height: height, rgb: pixels)
    }

    /// Destroys the text cache, the renderer and the window.
    func close() {
        text.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}

/// An SDL call that failed, with SDL's own message.
enum SDLError: Error, CustomStringConvertible {
    case call(String)

    var description: String {
        switch self {
        case .call(let name): "\(name) failed: \(String(cString: SDL_GetError()))"
        }
    }
}
