#if canImport(Observation)
    import Observation
#endif

#if canImport(Observation)
    /// Follows one property of an observable object, re-arming the Observation module's one-shot tracking
    /// after each change, until cancelled.
    @MainActor
    final class ModelObserver<Model: AnyObject & Observable, Value> {
        private let model: Model
        private let property: KeyPath<Model, Value>
        private var changed: (() -> Void)?

        init(_ model: Model, _ property: KeyPath<Model, Value>, _ changed: @escaping () -> Void) {
            self.model = model
            self.property = property
            self.changed = changed
        }

        func track() {
            guard changed != nil else { return }
            withObservationTracking {
                _ = model[keyPath: property]
            } onChange: { [weak self] in
                // Called before the property is set, on the thread that sets it: read it on the main actor, after.
                Task { @MainActor in
                    self?.track()
                    self?.changed?()
                }
            }
        }

        func cancel() {
            changed = nil
        }
    }
#endif
