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
