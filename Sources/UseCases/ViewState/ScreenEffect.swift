/// Work a reducer asks its ``Screen`` to do after a command: execute a use case, subscribe to events, send
/// an output, or cancel.
///
/// An effect is a value that names what it will do, so a reducer test compares effects with `==`:
///
/// ```swift
/// @Test func loadingExecutesTheRequest() {
///     var viewModel = ProfileReducer.ViewModel()
///     let effects = ProfileReducer(userID: 7).reduce(&viewModel, .load)
///     #expect(
///         effects == [.execute(LoadProfileRequest(userID: 7), onComplete: { .loaded($0) }, onError: { _ in .failed })]
///     )
/// }
/// ```
///
/// Two effects are equal when they do the same thing: execute equal requests under the same identifier, send equal
/// outputs, subscribe to the same event type under the same identifier, or cancel the same identifier. Two things are
/// not compared: how an execution maps its outcome to a command, which is a closure (check it with ``command(after:)``,
/// or run the screen in a test), and which ``ScreenPart`` an effect comes from, so that a screen's test can expect
/// `.output(.showPost(3))` whichever part sent it (the effect's ``description`` names the part).
///
/// Every effect that executes a request ends exactly once: the screen feeds its command back into the
/// reducer once, or, when the effect is cancelled first, never.
public struct ScreenEffect<Command: Sendable, Output: Sendable>: Sendable {
    enum Operation: Sendable {
        case execute(Execution<Command>)
        case subscribe(EventFeed<Command>)
        case output(Output)
        case cancel(EffectID)
        /// Cancels every running effect of the part path, for a part of the screen that went away.
        case cancelAll
    }

    let operation: Operation
    /// The part of the screen the effect belongs to, outermost first; empty for the screen's own reducer.
    let path: [HashableKey]

    init(_ operation: Operation, path: [HashableKey] = []) {
        self.operation = operation
        self.path = path
    }

    /// Executes a request through the screen's executor and feeds the command its outcome maps to back in.
    ///
    /// The request runs like any other execution: through the executor's middleware, on the interactor
    /// registered for its type (or a spy, in a test).
    ///
    /// - Parameters:
    ///   - request: The request to execute. It is `Equatable`, so that tests can compare effects by value.
    ///   - id: Names the execution. A later execution with the same identifier cancels this one if it is still
    ///     running, and ``cancel(_:)`` cancels it; a cancelled execution feeds nothing back.
    ///   - onComplete: Maps the response to the command to feed back.
    ///   - onError: Maps the error to the command to feed back.
    /// - Returns: The effect.
    public static func execute<Request: InteractorRequest & Equatable>(
        _ request: Request,
        id: EffectID? = nil,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) -> ScreenEffect {
        ScreenEffect(.execute(Execution(request, id: id, onComplete: onComplete, onError: onError)))
    }

    /// Executes a streamed use case through the screen's executor, feeding back the command each element maps
    /// to as it comes, then the command its outcome maps to.
    ///
    /// ```swift
    /// extension ImportReducer {
    ///     func importLines(_ lines: [String]) -> ScreenEffect<Command, Never> {
    ///         .stream(
    ///             ImportTodosRequest(lines: lines),
    ///             id: "import",
    ///             onElement: { .progressed($0) },
    ///             onComplete: { .imported($0) },
    ///             onError: { .failed($0.message) }
    ///         )
    ///     }
    /// }
    /// ```
    ///
    /// Each element's command is handled like any command an effect feeds back, in order, on the main actor;
    /// the use case waits while the screen is behind (see ``StreamRequest/bufferedElements``). Cancelling the
    /// effect, by its identifier, by ``Screen/stop()`` or with its part, cancels the use case at once, and
    /// nothing more is fed back.
    ///
    /// - Parameters:
    ///   - request: The request to execute. It is `Equatable`, so that tests can compare effects by value.
    ///   - id: Names the execution, as for ``execute(_:id:onComplete:onError:)``.
    ///   - onElement: Maps each element to the command to feed back.
    ///   - onComplete: Maps the response to the command to feed back last.
    ///   - onError: Maps the error to the command to feed back last.
    /// - Returns: The effect.
    public static func stream<Request: StreamRequest & Equatable>(
        _ request: Request,
        id: EffectID? = nil,
        onElement: @escaping @Sendable (Request.Element) -> Command,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) -> ScreenEffect {
        ScreenEffect(
            .execute(
                Execution(request, id: id, onElement: onElement, onComplete: onComplete, onError: onError)))
    }

    /// Sends an output to the screen's coordinator.
    ///
    /// - Parameter output: What to tell the coordinator, such as where to go next.
    /// - Returns: The effect.
    public static func output(_ output: Output) -> ScreenEffect {
        ScreenEffect(.output(output))
    }

    /// Cancels the running execution with an identifier, if there is one; its command is never fed back.
    ///
    /// - Parameter id: The identifier the execution was given.
    /// - Returns: The effect.
    public static func cancel(_ id: EffectID) -> ScreenEffect {
        ScreenEffect(.cancel(id))
    }
}

// MARK: - Inspecting

extension ScreenEffect {
    /// The request the effect executes, or `nil` for an effect that executes nothing.
    public var request: (any UseCaseRequest)? {
        guard case .execute(let execution) = operation else { return nil }
        return execution.request
    }

    /// The output the effect sends, or `nil` for an effect that sends none.
    public var output: Output? {
        guard case .output(let output) = operation else { return nil }
        return output
    }

    /// The identifier of the execution, or the identifier the effect cancels.
    public var id: EffectID? {
        switch operation {
        case .execute(let execution): execution.id
        case .subscribe(let feed): feed.id
        case .cancel(let id): id
        case .output, .cancelAll: nil
        }
    }

    /// The command the effect would feed back after its request ended with `outcome`, for reducer tests.
    ///
    /// ```swift
    /// @Test func theLoadedProfileIsFedBack() {
    ///     var viewModel = ProfileReducer.ViewModel()
    ///     let effects = ProfileReducer(userID: 7).reduce(&viewModel, .load)
    ///     let profile = Profile(name: "Ada")
    ///     #expect(effects[0].command(after: .success(profile)) == .loaded(profile))
    /// }
    /// ```
    ///
    /// - Parameter outcome: A response, or an error, of the effect's request type.
    /// - Returns: The command, or `nil` when the effect executes nothing or a request with another response
    ///   type.
    public func command<Response>(after outcome: Result<Response, InteractorError>) -> Command? {
        guard case .execute(let execution) = operation else { return nil }
        return execution.command(after: outcome)
    }

    /// The command a streaming effect would feed back for an element, for reducer tests.
    ///
    /// - Parameter element: An element of the effect's request type.
    /// - Returns: The command, or `nil` when the effect streams nothing or elements of another type.
    public func command<Element>(afterElement element: Element) -> Command? {
        guard case .execute(let execution) = operation else { return nil }
        return execution.command(afterElement: element)
    }
}

// MARK: - Composing

extension ScreenEffect {
    /// The effect as the reducer of the screen around a part sees it: its command and output mapped, and its
    /// identifiers and cancellation confined to the part.
    func nested<ParentCommand, ParentOutput>(
        in key: HashableKey,
        command: @escaping @Sendable (Command) -> ParentCommand,
        output: @escaping @Sendable (Output) -> ParentOutput
    ) -> ScreenEffect<ParentCommand, ParentOutput> {
        let mapped: ScreenEffect<ParentCommand, ParentOutput>.Operation =
            switch operation {
            case .execute(let execution): .execute(execution.map(command))
            case .subscribe(let feed): .subscribe(feed.map(command))
            case .output(let value): .output(output(value))
            case .cancel(let id): .cancel(id)
            case .cancelAll: .cancelAll
            }
        return ScreenEffect<ParentCommand, ParentOutput>(mapped, path: [key] + path)
    }
}

// MARK: - Equatable

extension ScreenEffect: Equatable where Output: Equatable {
    /// Whether two effects do the same thing; neither an execution's mapping of its outcome nor the part an
    /// effect comes from is compared.
    public static func == (lhs: ScreenEffect, rhs: ScreenEffect) -> Bool {
        switch (lhs.operation, rhs.operation) {
        case (.execute(let left), .execute(let right)):
            return left.id == right.id && left.streams == right.streams && left.executesSameRequest(as: right)
        case (.subscribe(let left), .subscribe(let right)):
            return left.id == right.id && ObjectIdentifier(left.eventType) == ObjectIdentifier(right.eventType)
        case (.output(let left), .output(let right)):
            return left == right
        case (.cancel(let left), .cancel(let right)):
            return left == right
        case (.cancelAll, .cancelAll):
            return true
        default:
            return false
        }
    }
}

// MARK: - CustomStringConvertible

extension ScreenEffect: CustomStringConvertible {
    /// What the effect does, such as `execute LoadProfileRequest(userID: 7)`, for test failures.
    public var description: String {
        let what =
            switch operation {
            case .execute(let execution):
                "\(execution.streams ? "stream" : "execute") \(execution.request)"
                    + (execution.id.map { " (id: \($0))" } ?? "")
            case .subscribe(let feed):
                "subscribe to \(String(reflecting: feed.eventType))" + (feed.id.map { " (id: \($0))" } ?? "")
            case .output(let output): "output \(output)"
            case .cancel(let id): "cancel \(id)"
            case .cancelAll: "cancel everything"
            }
        return path.isEmpty ? what : "\(path.map(\.description).joined(separator: ".")): \(what)"
    }
}

// MARK: - An execute effect

/// What an execute effect does: the request, and how its outcome becomes the command fed back.
///
/// The request's type is erased here, so that a reducer's effects fit in one array.
struct Execution<Command: Sendable>: Sendable {
    /// Feeds back the command an element maps to, on the main actor, while the execution runs.
    typealias Feed = @MainActor (Command) -> Void

    let request: any UseCaseRequest
    let id: EffectID?
    /// Whether it streams elements (``ScreenEffect/stream(_:id:onElement:onComplete:onError:)``).
    let streams: Bool
    /// Executes the request on the main actor, feeding back each element's command, and returns the command
    /// to feed back last.
    let run: @MainActor @Sendable (InteractorExecutor, Feed) async -> Command
    /// Maps an outcome (a `Result` of the request's response type) to the command; `nil` for another type.
    private let mapOutcome: @Sendable (Any) -> Command?
    /// Maps an element to the command; `nil` for another type, or an execution that streams nothing.
    private let mapElement: @Sendable (Any) -> Command?
    /// Whether a request, of any type, equals this one.
    private let isEqual: @Sendable (any UseCaseRequest) -> Bool

    private static func mapOutcome<Request: UseCaseRequest>(
        _ requestType: Request.Type,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) -> @Sendable (Any) -> Command? {
        { outcome in
            switch outcome as? Result<Request.Response, InteractorError> {
            case .success(let response): onComplete(response)
            case .failure(let error): onError(error)
            case nil: nil
            }
        }
    }

    func command<Response>(after outcome: Result<Response, InteractorError>) -> Command? {
        mapOutcome(outcome)
    }

    func command<Element>(afterElement element: Element) -> Command? {
        mapElement(element)
    }

    func executesSameRequest(as other: Execution) -> Bool {
        isEqual(other.request)
    }

    /// The same execution, feeding back `transform(command)` instead.
    func map<Mapped>(_ transform: @escaping @Sendable (Command) -> Mapped) -> Execution<Mapped> {
        let run = self.run
        let mapOutcome = self.mapOutcome
        let mapElement = self.mapElement
        return Execution<Mapped>(
            request: request,
            id: id,
            streams: streams,
            run: { executor, feed in transform(await run(executor) { feed(transform($0)) }) },
            mapOutcome: { outcome in mapOutcome(outcome).map(transform) },
            mapElement: { element in mapElement(element).map(transform) },
            isEqual: isEqual
        )
    }
}

// MARK: - Creating

// In an extension, so that the struct keeps its memberwise initializer, which map(_:) calls.
extension Execution {
    init<Request: InteractorRequest & Equatable>(
        _ request: Request,
        id: EffectID?,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) {
        self.request = request
        self.id = id
        self.streams = false
        self.run = { executor, _ in
            do throws(InteractorError) {
                return onComplete(try await executor.execute(request))
            } catch {
                return onError(error)
            }
        }
        self.mapOutcome = Self.mapOutcome(Request.self, onComplete: onComplete, onError: onError)
        self.mapElement = { _ in nil }
        self.isEqual = { other in (other as? Request) == request }
    }

    /// A streamed use case; `onElement` is `nil` for one executed for its outcome alone, whose elements are
    /// dropped.
    init<Request: StreamRequest & Equatable>(
        _ request: Request,
        id: EffectID?,
        onElement: (@Sendable (Request.Element) -> Command)?,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) {
        self.request = request
        self.id = id
        self.streams = onElement != nil
        self.run = { executor, feed in
            do throws(InteractorError) {
                return onComplete(try await executor.stream(request) { element in onElement.map { feed($0(element)) } })
            } catch {
                return onError(error)
            }
        }
        self.mapOutcome = Self.mapOutcome(Request.self, onComplete: onComplete, onError: onError)
        self.mapElement = { element in onElement.flatMap { (element as? Request.Element).map($0) } }
        self.isEqual = { other in (other as? Request) == request }
    }
}
