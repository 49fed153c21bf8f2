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
///   effect is still running (a subscription to events runs until the screen stops, which `finish` does).
///
/// Set ``isExhaustive`` to `false` for a test that checks only some of the way.
///
/// Call ``finish(fileID:filePath:line:column:)`` at the end of every test, preferably with `defer`. It stops
/// the screen, so nothing keeps running after the test.
@MainActor
public final class ScreenTest<Reducer: ScreenReducer> where Reducer.Command: Equatable {
    /// A step the test asserts: a command sent or fed back, with the steps sent during it folded in.
    private struct Step {
        let command: Reducer.Command
        let origin: ScreenStepOrigin
        let before: Reducer.ViewModel
        /// After the command, and after the commands that attached views or the output handler sent while it
        /// was handled: everything it led to.
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

    /// The steps handled and not yet asserted, oldest first, each a command sent or fed back with the steps
    /// sent during it folded in. A step `send` handles leaves it at once; steps sent to ``screen`` directly
    /// are never asserted, and leave when the next one comes.
    private var steps: [Step] = []
    /// How many commands effects fed back, for the `receive` that waits for the next one.
    private var fedBackCount = 0
    let fedBack = Arrivals()
    private var outputs: [Reducer.Output] = []
    private let reporter = FailureReporter()
    private let callSite: CallSite
    private let isFinished = Locked(false)

    /// Creates a screen to test, with its first view model.
    ///
    /// - Parameters:
    ///   - reducer: The screen's logic.
    ///   - viewModel: The view model to start with.
    ///   - executor: Executes the effects' requests: a ``TestExecutor``'s, or any executor with spies.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
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
        callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // Weak: a test may keep the screen, such as in an attached view, longer than this object.
        screen.onStep = { [weak self] step in self?.take(step) }
        screen.onOutput = { [weak self] output in self?.outputs.append(output) }
    }

    deinit {
        guard !isFinished.withLock({ $0 }) else { return }
        reporter.fail(
            "ScreenTest<\(String(reflecting: Reducer.self))> was released before finish() was called, so its "
                + "end-of-test checks did not run. Add `defer { screen.finish() }` after creating it.",
            at: callSite
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
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func send(
        _ command: Reducer.Command,
        assert update: ((inout Reducer.ViewModel) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isExhaustive {
            for problem in unassertedProblems(before: "sending \(command)") {
                reporter.fail(problem, at: callSite)
            }
        }
        steps.removeAll { $0.origin == .sent }  // Sent to `screen` directly before: never asserted.
        let first = steps.count
        screen.send(command)
        guard steps.count > first, steps[first].origin == .sent else {
            return reporter.fail(
                "\(name): the screen reported no step for \(command): it was stopped, or its onStep was replaced, "
                    + "which ScreenTest sets to follow the screen's steps.",
                at: callSite
            )
        }
        check(steps.remove(at: first), update, what: "sending \(command)", at: callSite)
    }

    /// Waits for the next command an effect feeds back, checks that it is `command`, and checks the view
    /// model it leads to.
    ///
    /// Fails the test after `timeout`, 30 seconds unless given: a limit meant to catch a hang only, since
    /// under the sanitizers a task can wait many seconds before it runs at all.
    ///
    /// - Parameters:
    ///   - command: The command expected, usually the one the effect maps its use case's outcome to.
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - update: Changes the view model before the command into the one expected after it; leave it out
    ///     when the command changes nothing.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func receive(
        _ command: Reducer.Command,
        timeout: Duration = .seconds(30),
        assert update: ((inout Reducer.ViewModel) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            command, within: TestTimeout(timeout), assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func receive(
        _ command: Reducer.Command,
        within timeout: TestTimeout,
        assert update: ((inout Reducer.ViewModel) -> Void)?,
        at callSite: CallSite
    ) async {
        if isExhaustive {
            for problem in unassertedOutputProblems(before: "receiving \(command)") {
                reporter.fail(problem, at: callSite)
            }
        }
        var passedOver: [Reducer.Command] = []
        while true {
            guard let index = steps.firstIndex(where: { $0.origin == .fedBack }) else {
                let end = await fedBack.wait(for: fedBackCount, timeout: timeout)
                let running = screen.runningEffects
                let failure = end.failure(
                    waitingFor: "\(name) to receive \(command)"
                        + (passedOver.isEmpty
                            ? "" : "; passed over: \(passedOver.map { "\($0)" }.joined(separator: ", "))")
                        + "; effects still running: \(running.isEmpty ? "none" : running.joined(separator: "; "))",
                    within: timeout,
                    advice: "Complete the use case through its spy (spy.completeHeld(with:)), or give a longer timeout."
                )
                if let failure {
                    return reporter.fail(failure, at: callSite)
                }
                continue
            }
            let step = steps.remove(at: index)
            if step.command == command {
                return check(step, update, what: "receiving \(command)", at: callSite)
            }
            if isExhaustive {
                return reporter.fail(
                    "\(name): expected to receive \(command), but an effect fed back \(step.command).",
                    at: callSite
                )
            }
            passedOver.append(step.command)
        }
    }

    /// Ends the test: fails it for every fed-back command and output not asserted and every effect still
    /// running, then stops the screen.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let wasFinished = isFinished.withLock { isFinished in
            defer { isFinished = true }
            return isFinished
        }
        guard !wasFinished else { return }
        defer { screen.stop() }
        guard isExhaustive else { return }
        for problem in unassertedProblems(before: "the end of the test") {
            reporter.fail(problem, at: callSite)
        }
        let running = screen.effectsToEnd  // A subscription runs until the screen stops, just below.
        if !running.isEmpty {
            reporter.fail(
                "\(name): \(running.count) effect(s) still running at the end of the test: "
                    + "\(running.joined(separator: "; ")). Let each finish (complete its spy's held execution and "
                    + "receive its command), or send the command that cancels it.",
                at: callSite
            )
        }
    }

    // MARK: - Checking

    /// Files a step the screen reports: a command sent or fed back starts a step the test asserts (or, sent
    /// to ``screen`` directly, one it passes over); a command sent during a step is part of that step.
    private func take(_ step: ScreenStep<Reducer>) {
        switch step.origin {
        case .sent:
            steps.removeAll { $0.origin == .sent }  // Sent directly to `screen` before: never asserted.
            steps.append(Step(command: step.command, origin: .sent, before: step.before, after: step.after))
        case .fedBack:
            steps.append(Step(command: step.command, origin: .fedBack, before: step.before, after: step.after))
            fedBackCount += 1
            fedBack.arrive(count: fedBackCount)
        case .sentDuringStep:
            // Part of the latest step: the one it was sent during, as the screen handles it before any command
            // sent or fed back later. (When a view attaching sent several commands, it joins the last of them;
            // those are sent directly to `screen`, never asserted.) The list is empty only when the test
            // finished during the step, from a render closure.
            if !steps.isEmpty {
                steps[steps.count - 1].after = step.after
            }
        }
    }

    private func check(
        _ step: Step,
        _ update: ((inout Reducer.ViewModel) -> Void)?,
        what: String,
        at callSite: CallSite
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
                    at: callSite
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
                at: callSite
            )
        } else {
            reporter.fail(
                "\(name): the view model after \(what) is not the one the test expected.\n"
                    + "Expected: \(expected)\nActual:   \(step.after)",
                at: callSite
            )
        }
    }

    private func unassertedProblems(before what: String) -> [String] {
        var problems = unassertedOutputProblems(before: what)
        let unreceived = steps.filter { $0.origin == .fedBack }
        if !unreceived.isEmpty {
            problems.append(
                "\(name): \(unreceived.count) command(s) fed back by effects were not received before \(what): "
                    + "\(unreceived.map { "\($0.command)" }.joined(separator: ", ")). Assert each with "
                    + "await screen.receive(command) { … }."
            )
        }
        steps.removeAll()
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
}

// MARK: - Outputs

extension ScreenTest where Reducer.Output: Equatable {
    /// Checks that the oldest output not yet asserted is `output`.
    ///
    /// - Parameters:
    ///   - output: The output expected.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func receiveOutput(
        _ output: Reducer.Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if !isExhaustive, let index = outputs.firstIndex(of: output) {
            outputs.removeFirst(index)  // Passes over the outputs before it.
        }
        guard !outputs.isEmpty else {
            return reporter.fail(
                "\(name): expected the output \(output), but the screen sent none.", at: callSite)
        }
        let sent = outputs.removeFirst()
        if sent != output {
            reporter.fail("\(name): expected the output \(output), but the screen sent \(sent).", at: callSite)
        }
    }
}
