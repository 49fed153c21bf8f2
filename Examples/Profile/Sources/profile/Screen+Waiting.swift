import UseCases

extension Screen {
    /// Waits until the view model satisfies `condition`, by watching the view models rather than the clock;
    /// returns at once when it already does, and when the screen stops.
    ///
    /// - Parameter condition: What the view model is waited for to become.
    func waitUntil(_ condition: (ViewModel) -> Bool) async {
        for await viewModel in viewModels where condition(viewModel) {
            return
        }
    }
}
