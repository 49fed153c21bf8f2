import Foundation

/// Where `todo` keeps the list: the file `$TODO_FILE` names, or `~/.todo.json`.
enum TodoFileLocation {
    /// The environment variable that overrides the default file.
    static let environmentVariable = "TODO_FILE"
    /// The file name used in the home directory.
    static let defaultFileName = ".todo.json"

    /// The file to use.
    ///
    /// - Parameters:
    ///   - environment: The process environment; a non-empty `TODO_FILE` wins.
    ///   - homeDirectory: The user's home directory.
    /// - Returns: The file URL of the list.
    static func fileURL(environment: [String: String], homeDirectory: URL) -> URL {
        if let path = environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return homeDirectory.appendingPathComponent(defaultFileName)
    }
}
