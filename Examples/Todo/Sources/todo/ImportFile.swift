import Foundation

/// Reads the titles of `todo import`: the lines of a text file, or of standard input.
enum ImportFile {
    /// Why the file could not be read, in words for the user.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The lines of the file at `path`, or of standard input for `-`, without their line ends (`\n` or
    /// `\r\n`); a last line end adds no empty line.
    ///
    /// - Parameter path: The file's path, or `-`.
    /// - Returns: The lines, in order.
    /// - Throws: ``Failure`` when the file cannot be read or is not UTF-8 text.
    static func lines(at path: String) throws(Failure) -> [String] {
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
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw Failure(message: "Cannot read \(name): it is not UTF-8 text.")
        }
        return lines(of: text)
    }

    /// The lines of `text`, without their line ends (`\n` or `\r\n`); a last line end adds no empty line.
    ///
    /// - Parameter text: The text.
    /// - Returns: The lines, in order.
    static func lines(of text: String) -> [String] {
        // "\r\n" is one Character in Swift: compared whole, not as a "\r" before a "\n".
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }
}
