#if canImport(Observation)
    public import Observation
#endif

/// Tells the Observation module when a screen's view model is read and changed, so that SwiftUI redraws a
/// view that reads it.
///
/// Where the toolchain has no Observation module it does nothing: views there attach to the screen or
/// iterate its view models.
struct ScreenObservation: Sendable {
    /// The key path of the observed property, ``Screen/viewModel``.
    typealias Property<Reducer: ScreenReducer> = KeyPath<Screen<Reducer>, Reducer.ViewModel>

    #if canImport(Observation)
        private let registrar = ObservationRegistrar()

        init() {}

        @MainActor
        func access<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>) {
            registrar.access(screen, keyPath: property)
        }

        @MainActor
        func mutate<Reducer>(_ screen: Screen<Reducer>, _ property: Property<Reducer>, _ change: () -> Void) {
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
    extension Screen: Observable {}
#endif
