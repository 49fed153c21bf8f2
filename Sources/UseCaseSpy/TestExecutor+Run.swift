// MARK: - Scoped tests

extension TestExecutor {
    /// Creates an exhaustive test executor, runs a test with it, and runs the end-of-test checks when the
    /// test returns or throws.
    ///
    /// Unlike checks left to the executor's deinitialisation, these always run, and always after the test:
    ///
    /// ```swift
    /// @Test @MainActor func showsLoadingUntilTheProfileArrives() async {
    ///     await TestExecutor.run { test in
    ///         let profile = test.spy(for: LoadProfileRequest.self)
    ///         profile.hold()
    ///         let model = ProfileViewModel(executor: test.executor)
    ///         let loading = Task { await model.load() }
    ///
    ///         await profile.nextRequest()
    ///         #expect(model.state == .loading)
    ///
    ///         profile.completeHeld(with: .ada)
    ///         await loading.value
    ///     }
    /// }
    /// ```
    ///
    /// Failures of the end-of-test checks point at the line that created the spy involved; a request
    /// nobody registered a spy for is reported at the line that calls `run`.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    ///   - isolation: The actor the test runs on; leave the default.
    ///   - body: The test, given the executor to register spies on and hand to the code under test.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after the checks ran.
    public static func run<Result>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TestExecutor) async throws -> Result
    ) async rethrows -> Result {
        let test = TestExecutor(fileID: fileID, filePath: filePath, line: line, column: column)
        defer { test.finishOnce(at: nil) }
        return try await body(test)
    }

    /// Creates an exhaustive test executor, runs a synchronous test with it, and runs the end-of-test
    /// checks when the test returns or throws.
    ///
    /// ```swift
    /// @Test @MainActor func signingOutClearsTheSession() {
    ///     TestExecutor.run { test in
    ///         let signOut = test.spy(for: SignOutRequest.self)
    ///         signOut.respond()
    ///         let model = SettingsViewModel(executor: test.executor)
    ///
    ///         model.signOut()
    ///
    ///         #expect(signOut.requests.count == 1)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    ///   - body: The test, given the executor to register spies on and hand to the code under test.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after the checks ran.
    public static func run<Result>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (TestExecutor) throws -> Result
    ) rethrows -> Result {
        let test = TestExecutor(fileID: fileID, filePath: filePath, line: line, column: column)
        defer { test.finishOnce(at: nil) }
        return try body(test)
    }
}
