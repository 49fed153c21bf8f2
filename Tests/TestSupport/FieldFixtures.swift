import UseCases

/// A model a field binds to with closures: it counts writes and tells its observers synchronously, as a
/// screen does; `stored` turns what is written into what it keeps, such as a value it clamps.
@MainActor
package final class FieldModel<Value: Equatable & Sendable> {
    package private(set) var value: Value
    package private(set) var writes: [Value] = []
    package private(set) var observerCount = 0
    private var observers: [Int: () -> Void] = [:]
    private var nextObserver = 0
    private let stored: (Value) -> Value

    package init(_ value: Value, stored: @escaping (Value) -> Value = { $0 }) {
        self.value = value
        self.stored = stored
    }

    /// Binds a field to this model.
    package var binding: FieldBinding<Value> {
        FieldBinding(
            read: { [unowned self] in value },
            write: { [unowned self] newValue in
                writes.append(newValue)
                set(stored(newValue))
            },
            observe: { [unowned self] changed in
                let id = nextObserver
                nextObserver += 1
                observers[id] = changed
                observerCount += 1
                return FieldObservation { [weak self] in
                    self?.observers[id] = nil
                    self?.observerCount -= 1
                }
            })
    }

    /// Changes the value from elsewhere, such as a use case, and tells the observers.
    package func set(_ newValue: Value) {
        value = newValue
        for observer in observers.values {
            observer()
        }
    }

    /// Tells the observers of a change of another property.
    package func touch() {
        for observer in observers.values {
            observer()
        }
    }
}

/// Checks whether a user name is taken.
package struct UserNameCheckRequest: InteractorRequest, Equatable {
    package typealias Response = Bool
    package var name: String

    package init(name: String) {
        self.name = name
    }
}

/// Holds each name check until the test releases that name, ignoring cancellation, so that a test can
/// make a stale check answer after a newer one.
package actor NameCheckGate {
    private var answers: [String: Bool] = [:]
    private var waiting: [String: [CheckedContinuation<Bool, Never>]] = [:]
    /// The names answered, in order.
    package private(set) var answered: [String] = []

    package init() {}

    /// Returns the answer for `name` once it is released.
    package func answer(for name: String) async -> Bool {
        let answer = await withCheckedContinuation { continuation in
            if let answer = answers[name] {
                continuation.resume(returning: answer)
            } else {
                waiting[name, default: []].append(continuation)
            }
        }
        answered.append(name)
        return answer
    }

    /// Lets the checks of `name` answer.
    package func release(_ name: String, answer: Bool) {
        answers[name] = answer
        for continuation in waiting.removeValue(forKey: name) ?? [] {
            continuation.resume(returning: answer)
        }
    }
}

/// Answers whether a name is taken when its gate says.
package struct GatedNameCheckInteractor: AsyncInteractor {
    package let gate: NameCheckGate

    package init(gate: NameCheckGate) {
        self.gate = gate
    }

    package func execute(_ request: UserNameCheckRequest) async -> Bool {
        await gate.answer(for: request.name)
    }
}

extension FieldCheck where Value == String {
    /// Asks `UserNameCheckRequest` through `executor`: a taken name gets "This name is taken.", and a
    /// failed check `failure`.
    package static func userName(
        on executor: InteractorExecutor, failure: String? = "Cannot check the name."
    )
        -> FieldCheck<String>
    {
        .execute(
            { UserNameCheckRequest(name: $0) }, on: executor,
            message: { isTaken in isTaken ? "This name is taken." : nil },
            onError: { _ in failure })
    }
}
