import Foundation

/// Reads the titles of `todo import`: the lines of a text file, or of standard input.
enum ImportFile {
    /// Why the file could not be read, in words for the user.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The largest file `todo import` reads: 64 MiB, some million titles, far beyond any to-do list, and far
    /// below what would strain the memory of the machine (as `/dev/zero` or `yes` would).
    static let largestSize = 64 << 20

    /// The lines of the file at `path`, or of standard input for `-`, without their line ends (`\n` or
    /// `\r\n`); a last line end adds no empty line.
    ///
    /// - Parameters:
    ///   - path: The file's path, or `-`.
    ///   - limit: The largest size read, in bytes; ``largestSize`` unless a test gives another.
    /// - Returns: The lines, in order.
    /// - Throws: ``Failure`` when the file cannot be read, is larger than `limit`, or is not UTF-8 text.
    static func lines(at path: String, limit: Int = largestSize) throws(Failure) -> [String] {
        let name = path == "-" ? "standard input" : path
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(message: "Cannot read \(name): \(String(cString: strerror(errno))).")
        }
        defer {
            if descriptor != STDIN_FILENO { close(descriptor) }
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw Failure(message: "Cannot read \(name): \(String(cString: strerror(errno))).")
            }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            guard bytes.count <= limit else {
                throw Failure(message: "Cannot read \(name): it is larger than \(Self.size(limit)); split it.")
            }
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw Failure(message: "Cannot read \(name): it is not UTF-8 text.")
        }
        return lines(of: text)
    }

    /// A size in bytes as people read it: whole MiB, or bytes below one.
    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// The lines of `text`, in order, without their line ends (`\n` or `\r\n`); a last line end adds no
    /// empty line.
    static func lines(of text: String) -> [String] {
        // "\r\n" is one Character in Swift: compared whole, not as a "\r" before a "\n".
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }
}
