import ExampleSupport
import TodoCore

/// Shows an import's progress: a bar drawn again in place on a terminal, a line for each step elsewhere.
@MainActor
final class ImportProgressView {
    private let console: any Console
    private let redraws: Bool

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - console: Where to show the progress.
    ///   - redraws: Whether to draw a bar in place when the console is a terminal; `false` writes lines.
    init(console: any Console, redraws: Bool = true) {
        self.console = console
        self.redraws = redraws
    }

    /// Shows how far the import got.
    func show(_ progress: ImportTodosInteractor.Progress) {
        if redraws, console.isTerminal {
            console.redraw(Self.bar(progress))
        } else {
            console.write("Read \(progress.done) of \(progress.total) lines.")
        }
    }

    /// The progress as a bar of `width` cells and the figures after it, such as
    /// `[###############---------------]  50%  500/1000 lines`.
    ///
    /// - Parameters:
    ///   - progress: How far the import got.
    ///   - width: How many cells the bar has.
    /// - Returns: The bar.
    static func bar(_ progress: ImportTodosInteractor.Progress, width: Int = 30) -> String {
        let total = max(progress.total, 1)
        let done = min(max(progress.done, 0), total)
        let filled = done * width / total
        let percent = done * 100 / total
        let cells = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percentText = String(repeating: " ", count: 3 - String(percent).count) + "\(percent)%"
        return "[\(cells)] \(percentText)  \(done)/\(progress.total) lines"
    }
}
