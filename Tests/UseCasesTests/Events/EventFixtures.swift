import TestSupport
import UseCases

/// Events of a session, which some listeners receive all of.
protocol SessionEvent: InteractorEvent {}

struct LoggedIn: SessionEvent, Equatable {
    var user: String
}

struct LoggedOut: SessionEvent, Equatable {}

/// Events of an account, a class that the account's other events inherit from.
class AccountEvent: InteractorEvent, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: its one stored property is a constant of a Sendable type.
    let account: String
    var description: String { "account \(account)" }

    init(account: String) {
        self.account = account
    }
}

final class AccountClosed: AccountEvent, @unchecked Sendable {}

/// A listener that writes its name and the event into a shared log, and throws when told to.
struct LoggingListener<Event: Sendable>: EventListener {
    let name: String
    let log: Recorder<String>
    var failure: InteractorError?

    init(_ name: String, into log: Recorder<String>, failing failure: InteractorError? = nil) {
        self.name = name
        self.log = log
        self.failure = failure
    }

    func handle(_ event: Event) async throws {
        log.append("\(name): \(event)")
        if let failure {
            throw failure
        }
    }
}

/// A listener that keeps the default name, its type's.
struct CountingListener: EventListener {
    let log: Recorder<String>

    func handle(_ event: ItemAdded) async throws {
        log.append(event.title)
    }
}

/// An error that is not an InteractorError.
struct DiskFull: Error {}
