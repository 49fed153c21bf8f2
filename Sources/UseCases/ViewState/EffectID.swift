/// Names an effect so that a later effect can cancel or replace it, such as the search of a search field.
///
/// Any hashable, sendable value will do; a string literal is the usual choice:
///
/// ```swift
/// extension SearchReducer {
///     func search(for query: String) -> [ScreenEffect<Command, Never>] {
///         [.execute(SearchRequest(query: query), id: "search", onComplete: Command.found, onError: Command.failed)]
///     }
/// }
/// ```
///
/// An identifier belongs to the part of the screen whose reducer created it: two parts of a screen may both
/// use `"search"` without touching each other's effects (see ``ScreenPart``).
public struct EffectID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    let value: HashableKey

    /// Creates an identifier from any hashable, sendable value.
    ///
    /// - Parameter value: The value that tells this effect from the screen's others.
    public init(_ value: some Hashable & Sendable) {
        self.value = HashableKey(value)
    }

    /// Creates an identifier from a string literal.
    ///
    /// - Parameter value: The identifier's name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The value the identifier was created from.
    public var description: String { value.description }
}

/// A hashable, sendable value of any type: an effect's identifier, or the key of a part of a screen.
struct HashableKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: `base` is only ever made from a value that is `Sendable`, so the box holds nothing that isn't.
    private let base: AnyHashable

    init(_ value: some Hashable & Sendable) {
        base = AnyHashable(value)
    }

    var description: String { "\(base)" }
}
