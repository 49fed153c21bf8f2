import ExampleSupport
import TodoCore
import UseCases

/// Where `todo` writes one line per use-case execution: standard error with `--verbose`, nowhere without.
struct ExecutionLog: Sendable {
    /// Receives each line, without a trailing newline; `nil` for no log.
    private let write: (@Sendable (String) -> Void)?

    /// Creates a log that hands each line to `write`.
    ///
    /// - Parameter write: Receives each line, on whichever thread the execution ends; `nil` for no log.
    init(write: (@Sendable (String) -> Void)?) {
        self.write = write
    }

    /// No log: `todo` without `--verbose`.
    static let off = ExecutionLog(write: nil)

    /// Whether lines go somewhere.
    var isOn: Bool {
        write != nil
    }

    /// Standard error: `todo --verbose`.
    static let standardError = ExecutionLog { line in StandardConsole.writeStandardError(line) }

    /// Creates the executor of the to-do use cases over `gateway`, whose events go to this log.
    func makeExecutor(gateway: any TodoGateway) -> InteractorExecutor {
        guard let write else {
            return TodoLogic.makeExecutor(gateway: gateway)
        }
        return TodoLogic.makeExecutor(gateway: gateway) { event in write(Self.line(for: event)) }
    }

    /// The line for one event: the request type, the outcome and the duration, the elements of a stream, and
    /// the error message of a failure, such as `[usecase] AddTodoInteractor.Request: success in 0.000231
    /// seconds` or `[usecase] ImportTodosInteractor.Request: success in 0.0481 seconds, 100 elements`.
    ///
    /// The request type is named with its enclosing type, since every to-do request is called `Request`.
    ///
    /// - Parameter event: What one execution did.
    /// - Returns: The line, without a trailing newline.
    static func line(for event: ExecutionRecord) -> String {
        // `TodoCore.AddTodoInteractor.Request` without its module.
        let name = String(reflecting: event.requestType).split(separator: ".", maxSplits: 1).last ?? ""
        let elements = event.elements.map { ", \($0) element\($0 == 1 ? "" : "s")" } ?? ""
        let line = "[usecase] \(name): \(event.outcome) in \(event.duration)\(elements)"
        return event.error.map { "\(line): \($0.message)" } ?? line
    }
}
