import Dispatch
import Foundation

/// The events of a terminal session: the bytes of standard input, read on a thread of their own, and a redraw
/// when the window changes its size (`SIGWINCH`) or the program continues after a stop (`SIGCONT`), in the
/// order that ``TerminalInputStateMachine`` decides, so that a quit key goes before the keys that wait.
public final class TerminalInput {
    private let storage: Storage
    private let sources: [any DispatchSourceSignal]

    /// Starts reading standard input and watching the window's signals.
    ///
    /// - Parameter quitKeys: The keys that end the session, handled before the keys that wait when standard
    ///   input is a terminal; keys piped in all act in their order.
    public init(quitKeys: Set<UInt8>) {
        let storage = Storage(TerminalInputStateMachine(quitKeys: isatty(STDIN_FILENO) == 1 ? quitKeys : []))
        self.storage = storage
        sources = [SIGWINCH, SIGCONT].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { storage.deliver { $0.received(.redraw) } }
            source.resume()
            return source
        }
        Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 1 {
                    let key = byte
                    storage.deliver { $0.received(.key(key)) }
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            storage.deliver { $0.inputEnded() }
        }.start()
    }

    deinit {
        sources.forEach { $0.cancel() }
    }

    /// The next event to handle, once one arrived; `nil` at the end of the input.
    public func next() async -> TerminalEvent? {
        await withCheckedContinuation { continuation in
            storage.take(continuation)
        }
    }

    /// The decider and the session's continuation while it waits, behind one lock.
    private final class Storage: @unchecked Sendable {
        // @unchecked: `machine` and `waiter` are read and written only while holding `lock`.
        private let lock = NSLock()
        private var machine: TerminalInputStateMachine
        private var waiter: CheckedContinuation<TerminalEvent?, Never>?

        init(_ machine: TerminalInputStateMachine) {
            self.machine = machine
        }

        /// Resumes `continuation` with the next event, at once or when one arrives.
        func take(_ continuation: CheckedContinuation<TerminalEvent?, Never>) {
            lock.lock()
            waiter = continuation
            let resumed = handOver()
            lock.unlock()
            resumed?()
        }

        /// Tells the decider of an arrival, and hands the next event to a session that waits for one.
        func deliver(_ arrival: (inout TerminalInputStateMachine) -> Void) {
            lock.lock()
            arrival(&machine)
            let resumed = handOver()
            lock.unlock()
            resumed?()
        }

        /// Under the lock: the resumption of the waiting session, when there is something for it.
        private func handOver() -> (() -> Void)? {
            guard let waiter else { return nil }
            let event: TerminalEvent?
            switch machine.next() {
            case .wait: return nil
            case .event(let next): event = next
            case .end: event = nil
            }
            self.waiter = nil
            return { waiter.resume(returning: event) }
        }
    }
}

/// Not `Sendable`: one session reads it, on its actor.
@available(*, unavailable)
extension TerminalInput: Sendable {}
