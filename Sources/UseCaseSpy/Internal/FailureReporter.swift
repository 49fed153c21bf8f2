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
/// recorded from a detached task still fails the run), XCTest otherwise. Neither is a package dependency:
/// both ship with the toolchain.
struct FailureReporter: Sendable {
    /// Whether the reporter was created while a Swift Testing test was running.
    private let createdInSwiftTesting: Bool

    init() {
        createdInSwiftTesting = Test.current != nil
    }

    /// Records `message` as a failure of the running test, pointing at `location`.
    func fail(_ message: String, at location: SourceLocation) {
        if Test.current != nil || createdInSwiftTesting {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #if canImport(XCTest)
            // XCTest takes the file as a StaticString, which a SourceLocation cannot give: the message
            // starts with the place instead.
            XCTFail("\(location.fileID):\(location.line): \(message)")
        #else
            let text = "UseCaseSpy: \(location.fileID):\(location.line): \(message)\n"
            var bytes = Array(text.utf8)
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
