/// A validation rule of a field: a condition on its value, and the message shown while the value breaks it.
///
/// A field takes a list of rules and shows the message of every rule its value breaks, in order. Rules are
/// checked on every change of the value, synchronously; a rule that asks a use case is a ``FieldCheck``.
///
/// ```swift
/// let discountRules: [FieldRule<Int?>] = [
///     .required("Enter a discount, 0 if none."),
///     .range(0...100, "A discount is from 0 to 100 %."),
/// ]
/// let codeRule = FieldRule<String>("Use letters and digits only.") { code in
///     code.allSatisfy { $0.isLetter || $0.isNumber }
/// }
/// ```
public struct FieldRule<Value>: Sendable {
    /// What the field shows while its value breaks the rule.
    public let message: String
    private let isSatisfied: @Sendable (Value) -> Bool

    /// Creates a rule from a condition.
    ///
    /// - Parameters:
    ///   - message: What the field shows while its value breaks the rule.
    ///   - isSatisfied: Whether a value keeps the rule.
    public init(_ message: String, isSatisfied: @escaping @Sendable (Value) -> Bool) {
        self.message = message
        self.isSatisfied = isSatisfied
    }

    /// The rule's message if `value` breaks it.
    ///
    /// - Parameter value: A field's value.
    /// - Returns: ``message``, or `nil` when `value` keeps the rule.
    public func message(for value: Value) -> String? {
        isSatisfied(value) ? nil : message
    }
}

// MARK: - Rules for optional values (numbers)

extension FieldRule {
    /// A value is needed: the field may not be empty.
    ///
    /// - Parameter message: What the field shows while it is empty.
    /// - Returns: The rule.
    public static func required<Wrapped>(_ message: String) -> FieldRule where Value == Wrapped? {
        FieldRule(message) { $0 != nil }
    }

    /// The value, when there is one, is within `range`; an empty field keeps this rule (`required`
    /// is the rule for that).
    ///
    /// - Parameters:
    ///   - range: The values allowed, bounds included.
    ///   - message: What the field shows while its value is outside the range.
    /// - Returns: The rule.
    public static func range<Wrapped: Comparable & Sendable>(
        _ range: ClosedRange<Wrapped>, _ message: String
    ) -> FieldRule where Value == Wrapped? {
        FieldRule(message) { value in value.map(range.contains) ?? true }
    }
}

// MARK: - Rules for text

extension FieldRule where Value == String {
    /// Something other than white space is typed.
    ///
    /// - Parameter message: What the field shows while its text is empty or white space only.
    /// - Returns: The rule.
    public static func required(_ message: String) -> FieldRule {
        FieldRule(message) { text in text.contains { !$0.isWhitespace } }
    }

    /// The text has a number of characters within `range`, counted as a person sees them.
    ///
    /// - Parameters:
    ///   - range: The lengths allowed, bounds included.
    ///   - message: What the field shows while the text is shorter or longer.
    /// - Returns: The rule.
    public static func length(_ range: ClosedRange<Int>, _ message: String) -> FieldRule {
        FieldRule(message) { text in range.contains(text.count) }
    }

    /// The whole text matches a pattern; an empty text keeps this rule (`required` is the rule for
    /// that).
    ///
    /// ```swift
    /// let email = FieldRule.matching(/[^@\s]+@[^@\s]+\.[^@\s]+/, "Enter an e-mail address.")
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The regular expression the whole text must match.
    ///   - message: What the field shows while it does not.
    /// - Returns: The rule.
    public static func matching<Output>(_ pattern: Regex<Output>, _ message: String) -> FieldRule {
        let pattern = FieldPattern(Regex<AnyRegexOutput>(pattern))
        return FieldRule(message) { text in text.isEmpty || pattern.wholeMatches(text) }
    }
}

/// A regular expression that a rule's `@Sendable` closure can hold: `Regex` is not `Sendable`.
private final class FieldPattern: @unchecked Sendable {
    // @unchecked: the regular expression is used only under `lock`, and never handed out. The only code of
    // the app run under the lock is the pattern's own custom components, if any, which cannot reach it.
    private let lock = Locked(())
    private let pattern: Regex<AnyRegexOutput>

    init(_ pattern: Regex<AnyRegexOutput>) {
        self.pattern = pattern
    }

    func wholeMatches(_ text: String) -> Bool {
        lock.withLock { _ in (try? pattern.wholeMatch(in: text)) != nil }
    }
}
