import UseCases

/// A streamed execution a ``StreamSpy`` holds open: it sends what the test gives it, one element at a time,
/// until the test completes or fails it, or its consumer stops.
///
/// The execution's task runs ``run()``, which takes the test's commands in order from a mailbox. What the consumer has
/// handled arrives in ``handled``, for ``StreamSpy/sendHeld(_:timeout:fileID:filePath:line:column:)`` to wait on.
final class HeldStream<Request: StreamRequest>: Sendable {
    /// What the test tells the held execution to do.
    enum Command: Sendable {
        case send(Request.Element)
        case complete(Request.Response)
        case fail(any Error)
    }

    private struct Mailbox: Sendable {
        var commands: [Command] = []
        /// The execution waiting for its next command.
        var waiting: CheckedContinuation<Command?, Never>?
        /// How many elements the test gave it.
        var sends = 0
        /// The execution is over: it took the test's last command, its task was cancelled (its consumer
        /// stopped, or a timeout ended it), or a send failed.
        var isOver = false
    }

    let request: Request
    let elements: ElementSender<Request.Element>
    /// How many elements the consumer has handled (taken, and asked for another after); all of them, as
    /// `Int.max`, once it stopped or received the end. Without a consumer to watch, as when the spy is run
    /// directly, how many sends returned.
    let handled = Arrivals()
    private let mailbox = Locked(Mailbox())

    init(request: Request, elements: ElementSender<Request.Element>) {
        self.request = request
        self.elements = elements
    }

    /// Whether the execution is over, so that it is held no more.
    var isOver: Bool {
        mailbox.withLock { $0.isOver }
    }

    /// The execution is over: it takes no command any more.
    private func end() {
        let waiting = mailbox.withLock { mailbox in
            mailbox.isOver = true
            defer { mailbox.waiting = nil }
            return mailbox.waiting
        }
        waiting?.resume(returning: nil)
    }

    /// How many elements the consumer has handled, as ``handled`` counts them.
    var handledCount: Int {
        guard let consumption = elements.consumption else { return 0 }
        let progress = consumption.progress
        return progress.isOpen ? progress.handled : .max
    }

    /// Gives the execution a command.
    ///
    /// - Returns: How many elements the test gave it so far, this one included; `nil` when its task was
    ///   cancelled, and the command refused.
    @discardableResult
    func post(_ command: Command) -> Int? {
        let delivery: (CheckedContinuation<Command?, Never>?, Int)? = mailbox.withLock { mailbox in
            guard !mailbox.isOver else { return nil }
            if case .send = command {
                mailbox.sends += 1
            }
            if let waiting = mailbox.waiting {
                mailbox.waiting = nil
                return (waiting, mailbox.sends)
            }
            mailbox.commands.append(command)
            return (nil, mailbox.sends)
        }
        guard let (waiting, sends) = delivery else { return nil }
        waiting?.resume(returning: command)
        return sends
    }

    /// Runs the held execution: sends each element the test gives, until the test ends it.
    ///
    /// - Returns: The response the test completed it with.
    /// - Throws: The error the test failed it with; `CancellationError` when its task was cancelled.
    func run() async throws -> Request.Response {
        // Watched from here, outside the spy's lock: the watcher is told the progress so far at once, so a
        // test that sent before misses nothing.
        elements.consumption?.watch { [weak self, handled] progress in
            if !progress.isOpen {
                self?.end()  // Before the test hears of it: it finds the execution held no more.
            }
            handled.arrive(count: progress.isOpen ? progress.handled : .max)
        }
        var sent = 0
        defer {
            // However it ends, nothing more will be handled; and a send that failed ends it without the test.
            end()
            handled.arrive(count: .max)
        }
        while true {
            switch await nextCommand() {
            case .send(let element):
                try await elements.send(element)
                sent += 1
                if elements.consumption == nil {
                    handled.arrive(count: sent)
                }
            case .complete(let response):
                return response
            case .fail(let error):
                throw error
            case nil:
                throw CancellationError()
            }
        }
    }

    /// The test's next command; `nil` once the task is cancelled.
    private func nextCommand() async -> Command? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: Command?? = mailbox.withLock { mailbox in
                    if mailbox.isOver {
                        return .some(nil)
                    }
                    if !mailbox.commands.isEmpty {
                        return .some(mailbox.commands.removeFirst())
                    }
                    mailbox.waiting = continuation
                    return .none
                }
                if let ready {
                    continuation.resume(returning: ready)
                }
            }
        } onCancel: {
            end()
        }
    }
}

extension HeldStream: HeldBySpy {
    var isAbandoned: Bool {
        isOver
    }
}
