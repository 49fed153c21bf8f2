internal import Testing

#if canImport(XCTest)
    internal import XCTest
#endif
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Records test failures through whichever test framework is running.
///
/// Swift Testing when the current task runs a `@Test` (or the reporter was created in one, so an issue
/// recorded from a detached task still fails the run), XCTest otherwise, against the same line either
/// way. Neither is a package dependency: both ship with the toolchain.
struct FailureReporter: Sendable {
    /// Whether the reporter was created while a Swift Testing test was running.
    private let createdInSwiftTesting: Bool

    init() {
        createdInSwiftTesting = Test.current != nil
    }

    /// Records `message` as a failure of the running test, pointing at `site`.
    func fail(_ message: String, at site: CallSite) {
        if Test.current != nil || createdInSwiftTesting {
            let location = SourceLocation(
                fileID: String(describing: site.fileID),
                filePath: String(describing: site.filePath),
                line: Int(site.line),
                column: Int(site.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #if canImport(XCTest)
            XCTFail(message, file: site.filePath, line: site.line)
        #else
            let text = "UseCaseSpy: \(site.fileID):\(site.line): \(message)\n"
            var bytes = Array(text.utf8)
            // The bytes' address and count, for `write` to read during the call only.
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
