import CSDL2
import Foundation
import TouchKit
import TouchKitWindowHost

/// Text through SDL_ttf with one TrueType font (DejaVu Sans from Debian's fonts-dejavu-core by default): each line
/// rendered once to a texture and kept while it is shown (the cache is emptied when it passes
/// ``maximumCachedLines``, so a scene that counts up cannot grow it without bound). When the font cannot be loaded,
/// ``draw(_:)`` returns false and the canvas draws ``TextFallback`` bars; that is said once on standard error.
@MainActor
final class SDLText {
    /// Which font file, and whether it was asked for by name.
    struct FontChoice {
        /// The file.
        var path: String
        /// DejaVu Sans, where fonts-dejavu-core puts it.
        static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    }

    /// The most lines kept as textures at once.
    static let maximumCachedLines = 512
    private struct Key: Hashable {
        var string: String
        var size: Int
        var color: DrawColor
    }

    private let renderer: OpaquePointer
    private let path: String
    private var fonts: [Int: OpaquePointer] = [:]
    private var lines: [Key: (texture: OpaquePointer, width: Int32, height: Int32)] = [:]
    private var isAvailable: Bool

    init(renderer: OpaquePointer, font: FontChoice) {
        self.renderer = renderer
        path = font.path
        isAvailable = TTF_Init() == 0
        if isAvailable, let probe = TTF_OpenFont(path, 12) {
            TTF_CloseFont(probe)
        } else {
            isAvailable = false
            printToStandardError("touchkit-window: the font \(path) cannot be loaded (\(String(cString: SDL_GetError()))): text is drawn as bars; install fonts-dejavu-core or pass --font")
        }
    }

    /// Draws a text command; false when there is no font (the caller draws the fallback).
    func draw(_ command: DrawCommand) -> Bool {
        guard isAvailable else { return false }
        guard case .text(let string, let box, let size, let alignment, let color) = command else { return true }
        let key = Key(string: string, size: min(max(Int(size.rounded()), 1), 400), color: DrawColor(red: color.red, green: color.green, blue: color.blue))
        guard let line = line(for: key) else { return true }
        let x: CGFloat
        switch alignment {
        case .left: x = box.minX
        case .center: x = box.midX - CGFloat(line.width) / 2
        case .right: x = box.maxX - CGFloat(line.width)
        }
        var target = SDL_Rect(x: Int32(x.rounded()), y: Int32((box.midY - CGFloat(line.height) / 2).rounded()), w: line.width, h: line.height)
        SDL_SetTextureAlphaMod(line.texture, color.alpha)
        SDL_RenderCopy(renderer, line.texture, nil, &target)
        return true
    }

    private func line(for key: Key) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        if let cached = lines[key] { return cached }
        if lines.count >= Self.maximumCachedLines {
            for line in lines.values { SDL_DestroyTexture(line.texture) }
            lines.removeAll(keepingCapacity: true)
        }
        guard let font = font(size: key.size),
              let surface = TTF_RenderUTF8_Blended(font, key.string, SDL_Color(r: key.color.red, g: key.color.green, b: key.color.blue, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let line = (texture, surface.pointee.w, surface.pointee.h)
        lines[key] = line
        return line
    }

    private func font(size: Int) -> OpaquePointer? {
        if let font = fonts[size] { return font }
        guard let font = TTF_OpenFont(path, Int32(size)) else { return nil }
        fonts[size] = font
        return font
    }

    /// Frees the textures and fonts.
    func close() {
        for line in lines.values { SDL_DestroyTexture(line.texture) }
        lines.removeAll()
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
        if TTF_WasInit() > 0 { TTF_Quit() }
    }
}

/// A line on standard error.
func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
