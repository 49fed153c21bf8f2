/// The one way an edit is applied to a field's text, whatever the format.
enum FieldText {
    /// `text` with the UTF-16 range `range` replaced by `replacement`, and the caret after what was inserted.
    ///
    /// The range is clamped to the text. An empty range (an insertion) inside a character, such as between
    /// the halves of a surrogate pair or before a combining accent, snaps to the nearer end of the character
    /// (its start on a tie), so that an insertion never removes text. A range that is not empty is widened to
    /// whole scalars: a range that splits a surrogate pair (half an emoji) covers all of it, so the caret
    /// counts what was replaced.
    static func replacing(_ range: Range<Int>, in text: String, with replacement: String) -> (String, caret: Int) {
        let units = text.utf16
        let count = units.count
        var lower = min(max(range.lowerBound, 0), count)
        var upper = min(max(range.upperBound, lower), count)
        if lower == upper {
            lower = boundary(nearest: lower, in: text)
            upper = lower
        } else {
            if lower > 0, lower < count, UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: lower)]) {
                lower -= 1
            }
            if upper > 0, upper < count, UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: upper)]) {
                upper += 1
            }
        }
        var edited = text
        edited.replaceSubrange(
            String.Index(utf16Offset: lower, in: text)..<String.Index(utf16Offset: upper, in: text),
            with: replacement
        )
        return (edited, lower + replacement.utf16.count)
    }

    /// The character boundary nearest the UTF-16 offset `offset` of `text`, the earlier on a tie.
    static func boundary(nearest offset: Int, in text: String) -> Int {
        guard offset > 0, offset < text.utf16.count else { return offset }  // The ends, where typing mostly is.
        let index = String.Index(utf16Offset: offset, in: text)
        guard index.samePosition(in: text) == nil else { return offset }
        var start = 0
        var end = text.utf16.count
        for position in text.indices {
            let next = position.utf16Offset(in: text)
            if next > offset {
                end = next
                break
            }
            start = next
        }
        return offset - start <= end - offset ? start : end
    }

    /// The one edit that turns `old` into `new`: the UTF-16 range of `old` between their longest common
    /// prefix and their longest common suffix (whole characters, the suffix not overlapping the prefix), and
    /// what `new` has there. Characters are the same when their scalars are: a precomposed `é` differs from
    /// an `e` and a combining accent. What a control that hands over its whole text, as SwiftUI's `TextField` does
    /// through a binding, did to the text.
    static func difference(from old: String, to new: String) -> (range: Range<Int>, replacement: String) {
        // Scalar by scalar, then back to whole characters: comparing characters finds where each one ends
        // first, which cost more than the rest of a whole-text edit (see "Fields" in Benchmarks/README.md).
        let oldScalars = old.unicodeScalars
        let newScalars = new.unicodeScalars
        var oldStart = oldScalars.startIndex
        var newStart = newScalars.startIndex
        while oldStart < oldScalars.endIndex, newStart < newScalars.endIndex,
            oldScalars[oldStart] == newScalars[newStart]
        {
            oldStart = oldScalars.index(after: oldStart)
            newStart = newScalars.index(after: newStart)
        }
        while !isCharacterBoundary(oldStart, in: old) || !isCharacterBoundary(newStart, in: new) {
            oldStart = oldScalars.index(before: oldStart)  // The prefix has the same scalars in both.
            newStart = newScalars.index(before: newStart)
        }
        var oldEnd = oldScalars.endIndex
        var newEnd = newScalars.endIndex
        while oldEnd > oldStart, newEnd > newStart {
            let oldBefore = oldScalars.index(before: oldEnd)
            let newBefore = newScalars.index(before: newEnd)
            guard oldScalars[oldBefore] == newScalars[newBefore] else { break }
            oldEnd = oldBefore
            newEnd = newBefore
        }
        while !isCharacterBoundary(oldEnd, in: old) || !isCharacterBoundary(newEnd, in: new) {
            oldEnd = oldScalars.index(after: oldEnd)  // The suffix has the same scalars in both.
            newEnd = newScalars.index(after: newEnd)
        }
        let range = oldStart.utf16Offset(in: old)..<oldEnd.utf16Offset(in: old)
        return (range, String(new[newStart..<newEnd]))
    }

    /// Whether an index of `text`'s scalars is where a character starts, or the end.
    private static func isCharacterBoundary(_ index: String.Index, in text: String) -> Bool {
        index.samePosition(in: text) != nil
    }
}
