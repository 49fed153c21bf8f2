#if canImport(Observation)
    public import Observation
#endif

/// Tells the Observation module, where the platform has it, when a screen's view model is read and changed,
/// so that SwiftUI redraws a view that reads it.
///
/// On older platforms it does nothing: views there attach to the screen or iterate its view models.
struct ScreenObservation: Sendable {
    /// The key path of the observed property, ``Screen/viewModel``.
    typealias Property<Reducer: ScreenReducer> = KeyPath<Screen<Reducer>, Reducer.ViewModel>

    #if canImport(Observation)
        /// An `ObservationRegistrar` where the platform has one; `Any` because its type is newer than the
        /// package's deployment targets.
        private let registrar: (any Sendable)?

        init() {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                registrar = ObservationRegistrar()
            } else {
                registrar = nil
            }
        }

        @MainActor
        func access<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>) {
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
            (registrar as? ObservationRegistrar)?.access(screen, keyPath: property)
        }

        @MainActor
        func mutate<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>, _ change: () -> Void) {
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
                let registrar = registrar as? ObservationRegistrar
            else { return change() }
            registrar.withMutation(of: screen, keyPath: property, change)
        }
    #else
        init() {}

        @MainActor
        func access<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>) {}

        @MainActor
        func mutate<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>, _ change: () -> Void) {
            change()
        }
    #endif
}

#if canImport(Observation)
    /// SwiftUI views that read ``Screen/viewModel`` redraw when it changes.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension Screen: Observable {}
#endif
