// Checks that every public symbol has a doc comment of its own, from the symbol graphs of the
// documentation step.
//
// Usage: swift .ci/doc-coverage.swift <directory or .symbols.json file>...
//
// Reads every `*.symbols.json` file given, or found directly inside a directory given (so the `out`
// folder that docc writes next to them is ignored). Every public or open symbol must carry a doc comment
// written in this package: at the symbol itself or, for a default implementation, at the protocol
// extension member it comes from. Enum cases count. `@_spi` symbols count when the graphs hold them,
// which they do only when built with -include-spi-symbols (the documentation step does not ask for
// them, so that the catalogs stay free of them). Skipped, because they have no source in this package:
// members that a type gets from another module's protocol, such as `!=` or `..<`. A member that a type
// of one module gets from a protocol extension of the other carries the comment written at that member.
// Counted as missing: a doc comment copied from the protocol requirement that a member implements, and a
// comment with no text.
//
// Prints each undocumented declaration as `file:line: kind path` and exits with status 1; exits with
// status 2 when an argument is not a symbol graph, or none is found.
import Foundation

/// A declaration with no doc comment of its own; a default implementation is one declaration, shown as a
/// member of the protocol and of every type that conforms to it.
struct Missing: Comparable {
    let file: String
    let line: Int
    let kind: String
    var paths: [String]

    static func < (lhs: Missing, rhs: Missing) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("doc-coverage: \(message)\n".utf8))
    exit(status)
}

let fileManager = FileManager.default
let currentDirectory = fileManager.currentDirectoryPath + "/"

/// The symbol graph files among the arguments, and directly inside the directories among them.
func symbolGraphFiles(_ arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            fail("\(argument) does not exist.", status: 2)
        }
        guard isDirectory.boolValue else { return [argument] }
        let names = (try? fileManager.contentsOfDirectory(atPath: argument)) ?? []
        return names.filter { $0.hasSuffix(".symbols.json") }.sorted().map { "\(argument)/\($0)" }
    }
}

/// A source file's path relative to the current directory, from a symbol graph's `file://` URI.
func relativePath(_ uri: String) -> String {
    let path = URL(string: uri)?.path ?? uri
    return path.hasPrefix(currentDirectory) ? String(path.dropFirst(currentDirectory.count)) : path
}

/// Whether a symbol's doc comment was written for it in its own module: right above its declaration, or
/// (for a default implementation, whose location is the protocol extension's member) above that member.
///
/// A comment that the compiler copied from a protocol requirement is in another file, or has other
/// declarations (the requirement, at least) between it and this one.
func hasOwnDocComment(
    _ symbol: [String: Any],
    uri: String,
    line: Int,
    declarationLines: [String: Set<Int>]
) -> Bool {
    guard let docComment = symbol["docComment"] as? [String: Any],
        let lines = docComment["lines"] as? [[String: Any]],
        lines.contains(where: { !(($0["text"] as? String) ?? "").allSatisfy(\.isWhitespace) })
    else {
        return false
    }
    // A comment's module may differ from the graph's: a member that a type here gets from a protocol
    // extension of the other module of this package (`Interactor.execute(_:diagnostics:isolation:)` on
    // `InteractorSpy`) carries the comment written at that member. Where it was written is what counts.
    if let docURI = docComment["uri"] as? String, docURI != uri {
        return false
    }
    guard let range = lines.last?["range"] as? [String: Any],
        let end = (range["end"] as? [String: Any])?["line"] as? Int
    else {
        return true  // No position to compare: the module and file match.
    }
    return end < line && !(declarationLines[uri] ?? []).contains { $0 > end && $0 < line }
}

/// A symbol's source file and the line (counting from 0) of its declaration, when it has one here.
func location(of symbol: [String: Any]) -> (uri: String, line: Int)? {
    guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String else {
        return nil
    }
    return (uri, (location["position"] as? [String: Any])?["line"] as? Int ?? 0)
}

let files = symbolGraphFiles(Array(CommandLine.arguments.dropFirst()))
if files.isEmpty {
    fail("no *.symbols.json file found in \(CommandLine.arguments.dropFirst().joined(separator: " ")).", status: 2)
}

let graphs = files.map { file -> (module: String, symbols: [[String: Any]]) in
    guard let data = fileManager.contents(atPath: file),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let module = (graph["module"] as? [String: Any])?["name"] as? String,
        let symbols = graph["symbols"] as? [[String: Any]]
    else {
        fail("\(file) is not a symbol graph.", status: 2)
    }
    return (module, symbols)
}

// Where every symbol of the graphs is declared, file by file.
var declarationLines: [String: Set<Int>] = [:]
for graph in graphs {
    for place in graph.symbols.compactMap(location(of:)) {
        declarationLines[place.uri, default: []].insert(place.line)
    }
}

var checked = 0
var missing: [String: Missing] = [:]
for (module, symbols) in graphs {
    for symbol in symbols {
        guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open",
            let (uri, line) = location(of: symbol)
        else {
            continue  // Not public, or inherited from another module's protocol: no source here.
        }
        checked += 1
        if hasOwnDocComment(symbol, uri: uri, line: line, declarationLines: declarationLines) {
            continue
        }
        let kind = (symbol["kind"] as? [String: Any])?["displayName"] as? String ?? "Symbol"
        let path = "\(module)." + ((symbol["pathComponents"] as? [String])?.joined(separator: "/") ?? "?")
        let key = "\(uri):\(line)"
        if missing[key] == nil {
            // The graph counts lines from 0.
            missing[key] = Missing(file: relativePath(uri), line: line + 1, kind: kind.lowercased(), paths: [])
        }
        missing[key]?.paths.append(path)
    }
}

let moduleList = Set(graphs.map(\.module)).sorted().joined(separator: ", ")
if missing.isEmpty {
    print("doc-coverage: all \(checked) public symbols of \(moduleList) have a doc comment.")
    exit(0)
}
var report = "\(missing.count) public declaration(s) of \(moduleList) have no doc comment of their own. "
report += "Add a /// comment to each, a one-line summary first:\n"
for declaration in missing.values.sorted() {
    // The shortest path first (a default implementation's own), then its copies in conforming types.
    let paths = declaration.paths.sorted { ($0.count, $0) < ($1.count, $1) }
    let shortest = paths[0]
    let copies = paths.dropFirst().sorted()
    let also = copies.isEmpty ? "" : " (also shown as \(copies.joined(separator: ", ")))"
    report += "\(declaration.file):\(declaration.line): \(declaration.kind) \(shortest)\(also)\n"
}
fail(report, status: 1)
