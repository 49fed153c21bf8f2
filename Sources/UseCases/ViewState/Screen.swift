/// The interactor of one screen: it holds the screen's view model over time, runs its reducer on every
/// command, and runs the effects the reducer asks for.
///
/// A use-case ``Interactor`` runs one request and forgets it. A screen lives as long as the screen does:
/// the view sends it commands, reads its ``viewModel``, and its coordinator receives its outputs. Its effects
/// execute use cases through the ``InteractorExecutor`` and feed what they answer back in as commands.
///
/// A coordinator creates it with everything it needs; a view attaches later, and may give way to another:
///
/// ```swift
/// extension ProfileCoordinator {
///     func start(in view: ProfileView) {
///         let screen = Screen(ProfileReducer(userID: 7), viewModel: .init(), executor: Logic.executor)
///         screen.onOutput = { [weak self] output in self?.show(output) }
///         screen.send(.load)
///         self.screen = screen
///
///         // Renders at once, then on each change.
///         view.attachment = screen.attach { [weak view] viewModel in view?.render(viewModel) }
///     }
/// }
/// ```
///
/// Three ways to watch the view model, all of which skip repeats: read ``viewModel`` at any moment (SwiftUI
/// tracks it through the Observation module), ``attach(_:)`` a render closure
/// (or ``attach(withPrevious:)`` one that also takes the view model shown before, to animate what changed),
/// or iterate ``viewModels``.
///
/// Everything happens on the main actor, in order: ``send(_:)`` runs the reducer at once, so the new view
/// model can be read right after it. A command sent while another is being handled (from a render closure
/// or the output handler) is handled right after it.
@MainActor
public final class Screen<Reducer: ScreenReducer> {
    /// The screen's view model.
    public typealias ViewModel = Reducer.ViewModel
    /// A command the screen handles.
    public typealias Command = Reducer.Command
    /// An output the screen sends its coordinator.
    public typealias Output = Reducer.Output

    private let reducer: Reducer
    private let executor: InteractorExecutor
    private var currentViewModel: ViewModel
    private var effects = ScreenEffectStateMachine()
    /// The task of every effect until it returns, cancelled ones included: `effects` says which still count.
    private var tasks: [Int: Task<Void, Never>] = [:]
    /// The subscription of every subscribe effect until it is cancelled: it needs no task, so that
    /// ``effectsEnded()`` does not wait for it.
    private var subscriptions: [Int: EventSubscription] = [:]
    private var commands = ScreenCommandStateMachine()
    /// The commands waiting to be handled, oldest first, each with where it came from and what to call once
    /// it is handled (a field's write, which waits for it). The state machine, which decides when each is
    /// handled, keeps only their number, so that it is not generic and a `send` looks up no type metadata
    /// for it (see "View state" in Benchmarks/README.md).
    private var queued: [QueuedCommand<Command>] = []
    /// The render closures of the attached views, which their attachments keep alive.
    private var renderers: [Weak<Renderer<ViewModel>>] = []
    private var streams: [Int: AsyncStream<ViewModel>.Continuation] = [:]
    private var nextStreamID = 0
    private var pendingOutputs: [Output] = []
    private let observation = ScreenObservation()
    /// `\.viewModel`, made once: the key path of a generic class's property is built anew at each use, which
    /// cost most of a `send` (see "View state" in Benchmarks/README.md).
    private let viewModelKeyPath: ScreenObservation.Property<Reducer> = \Screen<Reducer>.viewModel

    /// Receives every command the reducer handled, with where it came from and the view model before and
    /// after, right after the reducer ran; for logging, and for `UseCaseSpy`'s `ScreenTest`, which sets it on
    /// its own screen (leave it to the test there: a `ScreenTest` whose screen's `onStep` was replaced fails
    /// each step, saying so).
    public var onStep: ((ScreenStep<Reducer>) -> Void)?

    /// Receives every output, in order, on the main actor.
    ///
    /// Outputs sent while no handler is set are kept and handed to the next handler set, so none is lost.
    public var onOutput: ((Output) -> Void)? {
        didSet { deliverPendingOutputs() }
    }

    /// Creates a screen with its first view model; no command and no view is needed before reading it.
    ///
    /// - Parameters:
    ///   - reducer: The screen's logic.
    ///   - viewModel: The view model to start with.
    ///   - executor: Executes the requests of the reducer's effects.
    public init(_ reducer: Reducer, viewModel: ViewModel, executor: InteractorExecutor) {
        self.reducer = reducer
        self.currentViewModel = viewModel
        self.executor = executor
    }

    deinit {
        for task in tasks.values {
            task.cancel()
        }
        for continuation in streams.values {
            continuation.finish()
        }
    }

    /// What the screen shows now.
    ///
    /// Readable at any moment, such as from a table view's data source; changed only by commands.
    public private(set) var viewModel: ViewModel {
        get {
            observation.access(self, viewModelKeyPath)
            return currentViewModel
        }
        set {
            observation.mutate(self, viewModelKeyPath) { currentViewModel = newValue }
        }
    }

    /// What each effect still running does, oldest first, such as `execute LoadProfileRequest(userID: 7)`.
    public var runningEffects: [String] {
        effects.running.map(\.description)
    }

    /// What each running effect that ends on its own does: ``runningEffects`` but the subscriptions, which
    /// run until the screen stops. What `ScreenTest` expects to have ended by the end of a test.
    package var effectsToEnd: [String] {
        effects.running.filter { !$0.lastsUntilCancelled }.map(\.description)
    }

    // MARK: - Commands

    /// Handles a command: runs the reducer, publishes the new view model, and starts the effects.
    ///
    /// After ``stop()``, the command is dropped and reported to the executor's diagnostics handler.
    ///
    /// - Parameter command: What the view asks for.
    public func send(_ command: Command) {
        handle(command, from: .sent)
    }

    /// Stops the screen: cancels every running effect, so none feeds anything back, and ends the streams of
    /// ``viewModels``. Commands still waiting to be handled, and later ones, are dropped.
    public func stop() {
        guard commands.stop() else { return }
        let dropped = queued
        queued.removeAll()
        for command in dropped {
            command.handled?()  // Dropped: the write it waits for will not come.
        }
        cancel(effects.cancelEverything())
        for continuation in streams.values {
            continuation.finish()
        }
        streams.removeAll()
    }

    /// Sends a command, and calls `handled` once the reducer has run for it, or once it is dropped: right
    /// away, or after the command that is being handled when this one has to wait. For a field's write.
    func send(_ command: Command, then handled: @escaping () -> Void) {
        handle(command, from: .sent, then: handled)
    }

    private func handle(_ command: Command, from origin: ScreenStepOrigin, then handled: (() -> Void)? = nil) {
        switch commands.arrive(from: origin) {
        case .handle(let origin):
            apply(command, from: origin)
            handled?()
            handleQueued()
        case .queue(let origin):
            // Sent while another command is handled, or a view renders: handled when that is done.
            queued.append(QueuedCommand(command: command, origin: origin, handled: handled))
        case .drop:
            executor.diagnosticsHandler(InteractorDiagnostic(kind: .commandAfterStop, requestType: Reducer.self))
            handled?()
        }
    }

    /// Handles the commands queued meanwhile, in order, until none is left or the screen stops.
    private func handleQueued() {
        while commands.endStep() {
            let next = queued.removeFirst()
            apply(next.command, from: next.origin)
            next.handled?()
        }
    }

    /// Runs the reducer, publishes the view model if it changed, and performs the effects.
    private func apply(_ command: Command, from origin: ScreenStepOrigin) {
        let before = currentViewModel
        var after = before
        let started = reducer.reduce(&after, command)
        let changed = after != before
        if changed {
            viewModel = after
        } else {
            // Equal, though perhaps not the same digits (0.10 for 0.1): kept as written, with nothing to tell.
            currentViewModel = after
        }
        // The views to show it to: a view that `onStep` attaches renders it as it attaches, and not twice.
        let views = renderers
        if let onStep {
            onStep(ScreenStep(command: command, origin: origin, before: before, after: after))
        }
        if changed {
            publish(after, to: views)
        }
        // A render closure or the output handler may stop the screen.
        for effect in started where !commands.isStopped {
            perform(effect)
        }
    }

    // MARK: - Effects

    private func perform(_ effect: ScreenEffect<Command, Output>) {
        switch effect.operation {
        case .execute(let execution):
            let (token, replaced) = effects.start(path: effect.path, id: execution.id, description: { "\(effect)" })
            cancel(replaced)
            let executor = self.executor
            tasks[token] = Task { [weak self] in
                let command = await execution.run(executor) { [weak self] command in
                    self?.elementArrived(token, feedingBack: command)
                }
                self?.effectEnded(token, feedingBack: command)
            }
        case .subscribe(let feed):
            let (token, replaced) = effects.start(
                path: effect.path, id: feed.id, lastsUntilCancelled: true, description: { "\(effect)" })
            cancel(replaced)
            subscriptions[token] = feed.subscribe(executor) { [weak self] command in
                self?.elementArrived(token, feedingBack: command)
            }
        case .output(let output):
            pendingOutputs.append(output)
            deliverPendingOutputs()
        case .cancel(let id):
            cancel(effects.cancel(id, in: effect.path))
        case .cancelAll:
            cancel(effects.cancelAll(in: effect.path))
        }
    }

    /// A streaming effect's element, or a subscribe effect's event, arrived: its command is fed back while the
    /// effect still runs.
    private func elementArrived(_ token: Int, feedingBack command: Command) {
        guard effects.isRunning(token) else { return }  // Cancelled: feeds nothing back.
        handle(command, from: .fedBack)
    }

    private func effectEnded(_ token: Int, feedingBack command: Command) {
        tasks[token] = nil
        guard effects.end(token) else { return }  // Cancelled first: feeds nothing back.
        handle(command, from: .fedBack)
    }

    private func cancel(_ tokens: [Int]) {
        for token in tokens {
            tasks[token]?.cancel()
            subscriptions.removeValue(forKey: token)?.cancel()
        }
    }

    /// Waits until no effect is running and every cancelled effect's task has returned, including effects
    /// that fed-back commands start meanwhile.
    ///
    /// For a test of a screen without `UseCaseSpy`'s `ScreenTest`: send a command, answer its use cases, then
    /// await this before checking the view model, instead of polling ``runningEffects``. It does not return
    /// while an effect waits for something the test has yet to do, such as a held execution.
    ///
    /// ```swift
    /// @MainActor
    /// func loadAndWait(_ screen: Screen<ProfileReducer>) async {
    ///     screen.send(.load)
    ///     await screen.effectsEnded()
    /// }
    /// ```
    public func effectsEnded() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    private func deliverPendingOutputs() {
        while let onOutput, !pendingOutputs.isEmpty {  // The handler may replace itself, or remove itself.
            onOutput(pendingOutputs.removeFirst())
        }
    }

    // MARK: - Views

    /// Attaches a view: calls `render` with the view model now, then with every new one.
    ///
    /// - Parameter render: Shows a view model. A view model equal to the last one is not sent again.
    /// - Returns: The attachment; the view stays attached until it calls ``ViewAttachment/cancel()`` or
    ///   releases the attachment.
    public func attach(_ render: @escaping (ViewModel) -> Void) -> ViewAttachment {
        attach(Renderer(render))
    }

    /// Attaches a view that animates what changed: calls `render` with the view model it showed before, if
    /// any, and the one to show now; first with `nil` and the view model now, then with every new one.
    ///
    /// The screen keeps what each view showed, so the view keeps no copy: it finds the changes of its rows
    /// with ``ListChanges`` and hands them to its table view, as "Animate list changes" in <doc:ViewState>
    /// shows.
    ///
    /// - Parameter render: Shows a view model, given the one shown before (`nil` the first time). A view
    ///   model equal to the one shown before is not sent.
    /// - Returns: The attachment; the view stays attached until it calls ``ViewAttachment/cancel()`` or
    ///   releases the attachment.
    public func attach(
        withPrevious render: @escaping (_ previous: ViewModel?, _ viewModel: ViewModel) -> Void
    ) -> ViewAttachment {
        attach(Renderer(withPrevious: render))
    }

    private func attach(_ renderer: Renderer<ViewModel>) -> ViewAttachment {
        renderers.removeAll { $0.value == nil }  // Views cancelled or gone since the last attach.
        renderers.append(Weak(renderer))
        let isIdle = commands.startRendering()  // Within a step, its end handles the commands the view sends.
        renderer.render(currentViewModel)
        if isIdle {
            handleQueued()  // The commands it sent, now that it has rendered.
        }
        return ViewAttachment(renderer)
    }

    /// The view model now, then every new one, until the screen stops or the iteration ends.
    ///
    /// Each access makes a new sequence for one consumer; none of its view models is dropped.
    public var viewModels: AsyncStream<ViewModel> {
        let (stream, continuation) = AsyncStream<ViewModel>.makeStream()
        continuation.yield(currentViewModel)
        guard !commands.isStopped else {
            continuation.finish()
            return stream
        }
        let id = nextStreamID
        nextStreamID += 1
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    private func publish(_ viewModel: ViewModel, to views: [Weak<Renderer<ViewModel>>]) {
        if !streams.isEmpty {
            for continuation in streams.values {
                continuation.yield(viewModel)
            }
        }
        for renderer in views {
            renderer.value?.render(viewModel)
        }
    }
}

/// A command waiting for its turn: what a screen keeps beside its ``ScreenCommandStateMachine``.
private struct QueuedCommand<Command> {
    let command: Command
    let origin: ScreenStepOrigin
    /// Called once the command is handled, or dropped.
    let handled: (() -> Void)?
}
