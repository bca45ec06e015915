#if os(Linux)
import Glibc
import TouchKit

/// An open `/dev/input/event*` device (or any file of raw `input_event` records): queried for its description
/// with the kernel's ioctls, read in chunks for an ``EvdevTouchSource``. Linux only.
///
/// Opening a device needs read permission on it: root, or membership of the `input` group
/// (docs/LinuxTouchScreen.md).
public final class EvdevDeviceFile {
    /// Why opening, querying or reading failed (`errno`'s text).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path and the system's reason.
        public var description: String
    }

    /// The file's path.
    public let path: String
    private let descriptor: Int32

    /// Opens `path` for reading; throws with the system's reason (no such file, permission denied).
    public init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(description: "\(path): \(String(cString: strerror(errno)))") }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The device's name (`EVIOCGNAME`) and axis ranges (`EVIOCGABS`); throws for a file that is not an evdev device
    /// or a device without multi-touch positions.
    public func describe() throws -> EvdevDeviceDescription {
        var name = [CChar](repeating: 0, count: 256)
        let length = name.withUnsafeMutableBytes { buffer in
            ioctl(descriptor, Self.request(number: 0x06, size: buffer.count), buffer.baseAddress!)
        }
        guard length >= 0 else { throw Failure(description: "\(path): not an evdev device (EVIOCGNAME: \(String(cString: strerror(errno))))") }
        let nameBytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        guard let x = axis(EvdevCode.positionX), let y = axis(EvdevCode.positionY) else {
            throw Failure(description: "\(path): no ABS_MT_POSITION_X/Y: not a multi-touch (protocol B) device")
        }
        let slots = axis(EvdevCode.slot).map { Int($0.maximum) + 1 } ?? 1
        return EvdevDeviceDescription(
            name: String(decoding: nameBytes, as: UTF8.self), x: x, y: y, pressure: axis(EvdevCode.pressure),
            touchMajor: axis(EvdevCode.touchMajor), slots: slots)
    }

    /// Up to `maximum` bytes; empty at the end of a file. A device blocks until it has events.
    public func read(maximum: Int = 64 * InputEvent.recordSize) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EINTR { continue }
            throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Waits up to `timeout` seconds for data; whether there is some (or an error or hang-up, which the next
    /// ``read(maximum:)`` reports).
    public func waitForData(timeout: Double) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: Int64((max(timeout, 0) * 1000).rounded(.up)))
        return poll(&entry, 1, milliseconds) != 0
    }

    /// `struct input_absinfo` for `code`, or nil when the device has no such axis.
    private func axis(_ code: UInt16) -> AbsoluteAxis? {
        // value, minimum, maximum, fuzz, flat, resolution: six Int32s.
        var info = [Int32](repeating: 0, count: 6)
        let result = info.withUnsafeMutableBytes { buffer in
            ioctl(descriptor, Self.request(number: 0x40 + UInt(code), size: buffer.count), buffer.baseAddress!)
        }
        guard result >= 0, info[2] > info[1] else { return nil }
        return AbsoluteAxis(minimum: info[1], maximum: info[2], resolution: info[5])
    }

    /// `_IOC(_IOC_READ, 'E', number, size)`, as `linux/input.h` builds `EVIOCGNAME` and `EVIOCGABS` (the generic
    /// ioctl encoding of x86, ARM and RISC-V: direction in bits 30–31, size in 16–29, type in 8–15, number in 0–7).
    private static func request(number: UInt, size: Int) -> UInt {
        (2 << 30) | (UInt(size) << 16) | (UInt(UInt8(ascii: "E")) << 8) | number
    }
}
#endif
