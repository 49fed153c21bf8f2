#if canImport(Testing)
    internal import Testing
#endif
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

/// The place in a test that a failure should point at: where a spy was created or a check was called.
struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Records test failures through whichever test framework is running.
///
/// Swift Testing when the current task runs a `@Test` (or the reporter was created in one, so an issue
/// recorded from a detached task still fails the run), XCTest otherwise. Neither is a package dependency:
/// both ship with the toolchain.
package struct FailureReporter: Sendable {
    /// Where failures go instead of the test framework while it is set.
    ///
    /// Only for this package's own tests of races in which a spy fails by design thousands of times:
    /// they count the failures here rather than flood the test log with expected issues.
    @TaskLocal package static var diversion: (@Sendable (String) -> Void)?

    /// Whether the reporter was created while a Swift Testing test was running.
    private let createdInSwiftTesting: Bool

    init() {
        #if canImport(Testing)
            createdInSwiftTesting = Test.current != nil
        #else
            createdInSwiftTesting = false
        #endif
    }

    /// Records `message` as a failure of the running test, pointing at `site`.
    func fail(_ message: String, at site: SourceSite) {
        if let diversion = Self.diversion {
            diversion(message)
            return
        }
        #if canImport(Testing)
            if Test.current != nil || createdInSwiftTesting {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(site.fileID)",
                        filePath: "\(site.filePath)",
                        line: Int(site.line),
                        column: Int(site.column)
                    )
                )
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: site.filePath, line: site.line)
        #else
            let text = "UseCaseSpy: \(site.fileID):\(site.line): \(message)\n"
            var bytes = Array(text.utf8)
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
