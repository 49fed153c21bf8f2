import Foundation
import UseCases

/// The rule every title follows, shared by the use cases that set one.
enum TodoTitle {
    /// The title without surrounding white space.
    ///
    /// - Parameter title: The title as the user typed it.
    /// - Returns: The trimmed title.
    /// - Throws: ``InteractorError/Code/invalidTodoTitle`` when nothing is left.
    static func validated(_ title: String) throws(InteractorError) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyTodoTitle }
        return trimmed
    }
}
