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
        #expect(actions([0x1B, 0x4F, 0x61]) == [.type("a")], "an escape sequence it does not know is dropped")
    }
}
