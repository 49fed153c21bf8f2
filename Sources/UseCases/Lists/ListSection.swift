/// A section of a sectioned list: an identity, a header, and rows.
///
/// ``SectionedListChanges`` matches sections by `id` and rows by their own `id`, across sections, so a row can
/// move from one section to another. A section whose header changed is reloaded; a section without a header of
/// its own can return its `id`.
///
/// ```swift
/// struct TaskRow: Identifiable, Equatable {
///     var id: Int
///     var title: String
/// }
///
/// struct DaySection: ListSection, Equatable {
///     var id: String  // "2026-11-25"
///     var header: String  // "Today"
///     var rows: [TaskRow]
/// }
/// ```
public protocol ListSection: Identifiable {
    /// The section's rows: each with an identity, and content that compares with `==`.
    associatedtype Row: Identifiable & Equatable
    /// What the section shows apart from its rows, such as a title.
    associatedtype Header: Equatable

    /// What the section shows apart from its rows; when it changes, the section is reloaded.
    var header: Header { get }

    /// The section's rows, in order.
    var rows: [Row] { get }
}
