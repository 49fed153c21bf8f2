/// A section whose rows can be replaced: what a list needs to show a section that moves while its rows change
/// in two batches.
///
/// A section struct whose `rows` is a `var` conforms with an empty extension:
///
/// ```swift
/// struct MonthSection: ListSection, Equatable {
///     var id: String  // "2026-11"
///     var header: String  // "November"
///     var rows: [TaskRow]
/// }
///
/// extension MonthSection: MutableListSection {}
/// ```
///
/// ``SectionedListChanges/batches(from:to:)`` builds, between its two batches, the new sections with the rows
/// they had before; that list is what the data source reads while the first batch animates.
public protocol MutableListSection: ListSection {
    /// The section's rows, in order.
    var rows: [Row] { get set }
}
