/// The one way an edit is applied to a field's text, whatever the format.
enum FieldText {
    /// `text` with the UTF-16 range `range` replaced by `replacement`, and the caret after what was inserted.
    ///
    /// The range is clamped to the text, and widened to whole scalars: a range that splits a surrogate pair
    /// (half an emoji) covers all of it, so the caret counts what was replaced.
    static func replacing(_ range: Range<Int>, in text: String, with replacement: String) -> (String, caret: Int) {
        let units = text.utf16
        let count = units.count
        var lower = min(max(range.lowerBound, 0), count)
        var upper = min(max(range.upperBound, lower), count)
        if lower > 0, lower < count, UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: lower)]) {
            lower -= 1
        }
        if upper > 0, upper < count, UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: upper)]) {
            upper += 1
        }
        var edited = text
        edited.replaceSubrange(
            String.Index(utf16Offset: lower, in: text)..<String.Index(utf16Offset: upper, in: text),
            with: replacement
        )
        return (edited, lower + replacement.utf16.count)
    }
}
