import Testing

@testable import invoice

/// The terminal's bytes, decoded into key actions.
@Suite struct KeyDecoderTests {
    private func actions(_ bytes: [UInt8]) -> [KeyAction] {
        var decoder = KeyDecoder()
        return bytes.compactMap { decoder.take($0) }
    }

    @Test func decodesCharactersControlKeysAndArrows() {
        #expect(actions(Array("a1,".utf8)) == [.type("a"), .type("1"), .type(",")])
        #expect(
            actions([0x09, 0x0D, 0x0A, 0x7F, 0x08, 0x04]) == [
                .next, .next, .next, .deleteBackward, .deleteBackward, .quit,
            ])
        #expect(
            actions([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x5A])
                == [.previous, .next, .right, .left, .previous])
    }

    @Test func decodesCharactersOfSeveralBytesAndDropsBrokenOnes() {
        #expect(actions(Array("é€😀".utf8)) == [.type("é"), .type("€"), .type("😀")])
        #expect(actions([0x80, 0xFF, 0x61]) == [.type("a")])
        #expect(actions([0xC3, 0x61, 0xC3, 0xA9]) == [.type("a"), .type("é")], "a character cut short")
    }

    @Test func dropsTheControlSequencesItDoesNotUseWhole() {
        let delete: [UInt8] = [0x1B, 0x5B, 0x33, 0x7E]  // ESC [ 3 ~
        let controlRight: [UInt8] = [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43]  // ESC [ 1 ; 5 C: a right arrow
        #expect(actions(Array("a".utf8) + delete + Array("b".utf8)) == [.type("a"), .type("b")])
        #expect(actions(controlRight) == [.right])
        #expect(actions([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x44]) == [.previous, .left], "arrows in application mode")
    }

    @Test func anEscapeNotFollowedByASequenceLosesNoKey() {
        #expect(actions([0x1B, 0x09]) == [.next], "Escape, then Tab")
        #expect(actions([0x1B, 0x04]) == [.quit], "Escape, then Ctrl-D")
        #expect(actions([0x1B, 0x78]) == [.type("x")], "Alt-x types x")
        #expect(actions([0x1B, 0x5B, 0x0A]) == [.next], "a sequence cut short by Enter")
        #expect(actions([0x1B, 0x4F, 0x04]) == [.quit], "ESC O, then Ctrl-D")
        #expect(actions([0x1B, 0x5B] + Array(repeating: 0x31, count: 20) + [0x09]).last == .next, "no runaway")
    }
}
