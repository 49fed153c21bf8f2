import UseCases

/// A list view that applies batches the way UIKit does, through `TableViewSimulation`, and records what UIKit
/// would have refused instead of raising: the view a `ListUpdater` updates in the tests.
///
/// Its data source is a closure, as a table's is an object: usually the updater's `shown`. A batch's animation
/// lasts until the test calls `endAnimation()`.
@MainActor
final class SimulatedListView: ListUpdatingView {
    /// What the view displays: the rows it counted, and the content of its cells.
    private(set) var displayed: [TestSection]
    /// What the data source gives, read when the view reloads or applies a batch.
    var dataSource: () -> [TestSection] = { [] }
    var isOnScreen = true
    /// The batches UIKit would have refused, each with why.
    private(set) var refusals: [String] = []
    private(set) var reloadCount = 0
    private(set) var batchCount = 0
    private var animationEnd: (@MainActor () -> Void)?

    init(displaying sections: [TestSection]) {
        displayed = sections
    }

    var isAnimating: Bool { animationEnd != nil }

    var listRowCounts: [Int] { displayed.map(\.rows.count) }

    var canAnimateListChanges: Bool { isOnScreen }

    func reloadList() {
        reloadCount += 1
        displayed = dataSource()
    }

    func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void) {
        batchCount += 1
        if isAnimating {
            refusals.append("a batch while another animates: \(changes)")
        }
        let new = dataSource()
        do {
            let batched = try TableViewSimulation.batch(changes, to: displayed, dataSource: new)
            displayed = try TableViewSimulation.reload(changes, in: batched, dataSource: new)
        } catch {
            refusals.append("\(error)")
            displayed = new  // As a reload would, so the test goes on.
        }
        animationEnd = completion
    }

    /// Ends the animation of the batch in progress, as UIKit does when it calls the batch's completion.
    func endAnimation() {
        let end = animationEnd
        animationEnd = nil
        end?()
    }

    /// Changes what the view displays behind the updater's back, as a stray `reloadData()` after the data
    /// source changed would.
    func displayBehindTheUpdatersBack(_ sections: [TestSection]) {
        displayed = sections
    }
}

/// The rows of a flat list, as the one section a view shows them in.
func oneSection(_ rows: [TestRow]) -> [TestSection] {
    [TestSection(id: 0, rows: rows)]
}
