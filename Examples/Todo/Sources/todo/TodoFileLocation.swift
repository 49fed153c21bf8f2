import Foundation

/// Where `todo` keeps the list: the file `$TODO_FILE` names, or `.todo.json` in the home directory.
enum TodoFileLocation {
    /// The environment variable that overrides the default file.
    static let environmentVariable = "TODO_FILE"
    /// The file name used in the home directory.
    static let defaultFileName = ".todo.json"

    /// The file to use.
    ///
    /// - Parameters:
    ///   - environment: The process environment; a non-empty `TODO_FILE` wins, then `HOME`.
    ///   - fallbackHomeDirectory: The home directory when `HOME` is not set.
    /// - Returns: The file URL of the list.
    static func fileURL(environment: [String: String], fallbackHomeDirectory: @autoclosure () -> String) -> URL {
        if let path = environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? fallbackHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(defaultFileName)
    }
}
