public import UseCases

/// Runs a `Screen` in a test step by step, and fails the test for everything the test did not assert.
///
/// Send a command and say how the view model changes; receive each command an effect feeds back, and each
/// output; the spies decide when each use case answers, so no step sleeps:
///
/// ```swift
/// @Test @MainActor func loadsTheProfile() async {
///     let test = TestExecutor()
///     defer { test.finish() }
///     let load = test.spy(for: LoadProfileRequest.self)
///     load.hold()
///     let screen = ScreenTest(ProfileReducer(userID: 7), viewModel: .init(), executor: test.executor)
///     defer { screen.finish() }
///
///     screen.send(.load) { $0.profile = .loading }
///     await load.nextRequest()
///     load.completeHeld(with: Profile(name: "Ada"))
///     await screen.receive(.loaded(Profile(name: "Ada"))) { $0.profile = .loaded(Profile(name: "Ada")) }
/// }
/// ```
///
/// It is exhaustive by default, the way ``TestExecutor`` is. The test fails, saying what was missed, when:
/// - a command changes the view model and the test did not say how, or said something else;
/// - the test sends a command while a command fed back by an effect, or an output, is still unasserted;
/// - at ``finish(fileID:filePath:line:column:)``, a fed-back command or an output is unasserted, or an
///   effect is still running.
///
/// Set ``isExhaustive`` to `false` for a test that checks only some of the way.
///
/// Call ``finish(fileID:filePath:line:column:)`` at the end of every test, preferably with `defer`. It stops
/// the screen, so nothing keeps running after the test.
@MainActor
public final class ScreenTest<Reducer: ScreenReducer> where Reducer.Command: Equatable {
    /// The view model of one handled command, before and after.
    private struct Step {
        let command: Reducer.Command
        let before: Reducer.ViewModel
        /// After the command, and after the commands that attached views or the output handler sent while it
        /// was handled: everything the test's step led to.
        var after: Reducer.ViewModel
    }

    /// The screen under test; attach views to it, or read its view models.
    public let screen: Screen<Reducer>

    /// Whether the test fails for everything it did not assert: `true` unless you set it to `false`.
    ///
    /// A test that is not exhaustive checks only what it asks about:
    /// - a closure passed to `send` or `receive` assigns some properties (`$0.isLoading = false`), and the
    ///   test fails only when one of them does not hold in the new view model; a relative change, such as
    ///   `$0.count += 1`, cannot be checked this way; leaving the closure out checks nothing;
    /// - `receive` and `receiveOutput` pass over the fed-back commands and outputs before the one they
    ///   expect;
    /// - nothing left unasserted, and no effect still running, fails the test at the end.
    ///
    /// Use it for a long flow whose every step other tests check already.
    public var isExhaustive = true

    private var lastSent: Step?
    /// Whether `send` is running, so that a command handled meanwhile is part of its step.
    private var isSending = false
    private var fedBack: [Step] = []
    private var outputs: [Reducer.Output] = []
    /// Wakes a `receive` waiting for the next fed-back command.
    private var fedBackSignal: Signal?
    private let reporter = FailureReporter()
    private let site: SourceSite
    private let isFinished = Locked(false)

    /// Creates a screen to test, with its first view model.
    ///
    /// - Parameters:
    ///   - reducer: The screen's logic.
    ///   - viewModel: The view model to start with.
    ///   - executor: Executes the effects' requests: a ``TestExecutor``'s, or any executor with spies.
    ///   - fileID: The file that creates the test; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line that creates the test; leave the default.
    ///   - column: The column that creates the test; leave the default.
    public init(
        _ reducer: Reducer,
        viewModel: Reducer.ViewModel,
        executor: InteractorExecutor,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        screen = Screen(reducer, viewModel: viewModel, executor: executor)
        site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // Weak: a test may keep the screen, such as in an attached view, longer than this object.
        screen.didHandle = { [weak self] command, isFedBack, before, after in
            self?.record(Step(command: command, before: before, after: after), isFedBack: isFedBack)
        }
        screen.onOutput = { [weak self] output in self?.outputs.append(output) }
    }

    deinit {
        guard !isFinished.withLock({ $0 }) else { return }
        reporter.fail(
            "ScreenTest<\(String(reflecting: Reducer.self))> was released before finish() was called, so its "
                + "end-of-test checks did not run. Add `defer { screen.finish() }` after creating it.",
            at: site
        )
    }

    /// What the screen shows now.
    public var viewModel: Reducer.ViewModel { screen.viewModel }

    /// The type name the messages use.
    private var name: String { "ScreenTest<\(String(reflecting: Reducer.self))>" }

    // MARK: - Steps

    /// Sends a command, as the view would, and checks the view model it leads to.
    ///
    /// - Parameters:
    ///   - command: The command to send.
    ///   - update: Changes the view model before the command into the one expected after it; leave it out
    ///     when the command changes nothing.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func send(
        _ command: Reducer.Command,
        assert update: ((inout Reducer.ViewModel) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isExhaustive {
            for problem in unassertedProblems(before: "sending \(command)") {
                reporter.fail(problem, at: site)
            }
        }
        lastSent = nil
        isSending = true
        screen.send(command)
        isSending = false
        guard let step = lastSent else {
            return reporter.fail("\(name): the screen did not handle \(command): it was stopped.", at: site)
        }
        check(step, update, what: "sending \(command)", at: site)
    }

    /// Waits for the next command an effect feeds back, checks that it is `command`, and checks the view
    /// model it leads to.
    ///
    /// - Parameters:
    ///   - command: The command expected, usually the one the effect maps its use case's outcome to.
    ///   - timeout: How long to wait, in seconds, before the test fails. The default, 30 s, guards against a
    ///     hang only: under the sanitizers a task can wait many seconds before it runs at all.
    ///   - update: Changes the view model before the command into the one expected after it; leave it out
    ///     when the command changes nothing.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func receive(
        _ command: Reducer.Command,
        timeout: Double = 30,
        assert update: ((inout Reducer.ViewModel) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isExhaustive {
            for problem in unassertedOutputProblems(before: "receiving \(command)") {
                reporter.fail(problem, at: site)
            }
        }
        var passedOver: [Reducer.Command] = []
        while true {
            if fedBack.isEmpty {
                await waitForFedBackCommand(timeout: timeout)
            }
            guard !fedBack.isEmpty else {
                if !Task.isCancelled {
                    let running = screen.runningEffects
                    let passed =
                        passedOver.isEmpty
                        ? "" : " (passed over: \(passedOver.map { "\($0)" }.joined(separator: ", ")))"
                    reporter.fail(
                        "\(name): timed out after \(timeout) s waiting to receive \(command). No effect fed it back"
                            + "\(passed); still running: \(running.isEmpty ? "none" : running.joined(separator: "; ")). "
                            + "Complete the use case through its spy (spy.completeHeld(with:)), or give a longer timeout.",
                        at: site
                    )
                }
                return
            }
            let step = fedBack.removeFirst()
            if step.command == command {
                return check(step, update, what: "receiving \(command)", at: site)
            }
            if isExhaustive {
                return reporter.fail(
                    "\(name): expected to receive \(command), but an effect fed back \(step.command).", at: site)
            }
            passedOver.append(step.command)
        }
    }

    /// Ends the test: fails it for every fed-back command and output not asserted and every effect still
    /// running, then stops the screen.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let wasFinished = isFinished.withLock { isFinished in
            defer { isFinished = true }
            return isFinished
        }
        guard !wasFinished else { return }
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        defer { screen.stop() }
        guard isExhaustive else { return }
        for problem in unassertedProblems(before: "the end of the test") {
            reporter.fail(problem, at: site)
        }
        let running = screen.runningEffects
        if !running.isEmpty {
            reporter.fail(
                "\(name): \(running.count) effect(s) still running at the end of the test: "
                    + "\(running.joined(separator: "; ")). Let each finish (complete its spy's held execution and "
                    + "receive its command), or send the command that cancels it.",
                at: site
            )
        }
    }

    // MARK: - Checking

    /// Files a handled command: a fed-back one as a step of its own, any other as part of the step that
    /// was being handled when a view or the output handler sent it.
    private func record(_ step: Step, isFedBack: Bool) {
        if isFedBack {
            fedBack.append(step)
            fedBackSignal?.signal()
        } else if isSending {
            if lastSent == nil {
                lastSent = step
            } else {
                lastSent?.after = step.after
            }
        } else if !fedBack.isEmpty {
            fedBack[fedBack.count - 1].after = step.after
        }
        // Otherwise it was sent to `screen` directly, outside any step: the next step starts from its result.
    }

    private func check(
        _ step: Step,
        _ update: ((inout Reducer.ViewModel) -> Void)?,
        what: String,
        at site: SourceSite
    ) {
        guard isExhaustive else {
            // Only the changes the closure describes: applied to the new view model, they change nothing.
            guard let update else { return }
            var expected = step.after
            update(&expected)
            if expected != step.after {
                reporter.fail(
                    "\(name): after \(what), a change the test describes is not true of the view model.\n"
                        + "Expected: \(expected)\nActual:   \(step.after)",
                    at: site
                )
            }
            return
        }
        var expected = step.before
        update?(&expected)
        guard expected != step.after else { return }
        if update == nil {
            reporter.fail(
                "\(name): \(what) changed the view model, but the test did not say how.\n"
                    + "Before: \(step.before)\nAfter:  \(step.after)\n"
                    + "Pass a closure that makes the same change: { $0.… = … }.",
                at: site
            )
        } else {
            reporter.fail(
                "\(name): the view model after \(what) is not the one the test expected.\n"
                    + "Expected: \(expected)\nActual:   \(step.after)",
                at: site
            )
        }
    }

    private func unassertedProblems(before what: String) -> [String] {
        var problems = unassertedOutputProblems(before: what)
        if !fedBack.isEmpty {
            problems.append(
                "\(name): \(fedBack.count) command(s) fed back by effects were not received before \(what): "
                    + "\(fedBack.map { "\($0.command)" }.joined(separator: ", ")). Assert each with "
                    + "await screen.receive(command) { … }."
            )
            fedBack.removeAll()
        }
        return problems
    }

    private func unassertedOutputProblems(before what: String) -> [String] {
        guard !outputs.isEmpty else { return [] }
        defer { outputs.removeAll() }
        return [
            "\(name): \(outputs.count) output(s) were not asserted before \(what): "
                + "\(outputs.map { "\($0)" }.joined(separator: ", ")). Assert each with screen.receiveOutput(output)."
        ]
    }

    // MARK: - Waiting

    private func waitForFedBackCommand(timeout: Double) async {
        let signal = Signal()
        fedBackSignal = signal
        await signal.wait(timeout: timeout)
        fedBackSignal = nil
    }
}

// MARK: - Outputs

extension ScreenTest where Reducer.Output: Equatable {
    /// Checks that the oldest output not yet asserted is `output`.
    ///
    /// - Parameters:
    ///   - output: The output expected.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func receiveOutput(
        _ output: Reducer.Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if !isExhaustive, let index = outputs.firstIndex(of: output) {
            outputs.removeFirst(index)  // Passes over the outputs before it.
        }
        guard !outputs.isEmpty else {
            return reporter.fail("\(name): expected the output \(output), but the screen sent none.", at: site)
        }
        let sent = outputs.removeFirst()
        if sent != output {
            reporter.fail("\(name): expected the output \(output), but the screen sent \(sent).", at: site)
        }
    }
}
