import ProfileCore
import UseCases

/// The list of posts as the terminal shows it: a ``ListUpdatingView`` fed through a ``ListUpdater``, as a
/// table view would be, whose animation is the line that says how the list changed.
///
/// The list counts as on screen while the view model shows posts (loaded, or some while more load); a list
/// that appears or goes away is reloaded, without a line.
@MainActor
final class PostListView: ListUpdatingView {
    private lazy var updater = ListUpdater<Post>(rows: [], view: self)
    /// The rows the view counted when it last read its data source, the updater's `shown`.
    private var counted = 0
    private var isShown = false
    private var wasShown = false
    private var changes: [String] = []

    /// Shows the posts of a view model.
    ///
    /// - Parameter posts: The list's view model.
    /// - Returns: The line that says how the list changed, as ``ProfileRenderer/changeLine(for:)`` writes it;
    ///   none when it was not shown both times, or did not change.
    func show(_ posts: PostsPartReducer.ViewModel) -> [String] {
        wasShown = isShown
        isShown = posts.shownPosts != nil
        changes = []
        updater.show(posts.shownPosts ?? [])
        return changes
    }

    var listRowCounts: [Int] { [counted] }

    var canAnimateListChanges: Bool { wasShown && isShown }

    func reloadList() {
        counted = updater.shown.count
    }

    func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void) {
        counted = updater.shown.count
        self.changes = [ProfileRenderer.changeLine(for: changes.rows)]
        completion()  // A line has no animation to wait for.
    }
}
