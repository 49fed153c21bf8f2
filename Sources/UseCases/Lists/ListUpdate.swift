/// What a list view does next to show the rows a ``ListUpdateStateMachine`` was given last.
public enum ListUpdate: Hashable, Sendable {
    /// Reload everything, without animation: the view is off screen, or shows its rows for the first time.
    case reload
    /// Reload everything, because the view counted other rows than the ones the queue showed it last.
    ///
    /// A batch made from the rows shown last would be refused (UIKit's "Invalid update: invalid number of
    /// rows"), so the view reloads instead. Something other than the queue changed the view, or what its data
    /// source reads.
    ///
    /// - Parameters:
    ///   - viewRowCounts: The rows the view counted, section by section.
    ///   - shownRowCounts: The rows the queue showed it last, section by section.
    case outOfStep(viewRowCounts: [Int], shownRowCounts: [Int])
    /// Apply the changes in one batch, then the reloads right after it, and call
    /// ``ListUpdateStateMachine/updateEnded()`` once the batch's animation ends.
    case animate(SectionedListChanges)
}
