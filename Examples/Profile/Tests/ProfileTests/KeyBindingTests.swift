import ProfileCore
import Testing

@testable import profile

/// What each key does on the screen.
@Suite struct KeyBindingTests {
    let loaded = ProfileScreenReducer.ViewModel(profile: .loaded(Samples.ada), posts: .loaded(Samples.posts))

    @Test func lettersRetryRefreshAndQuit() {
        #expect(KeyBinding.binding(for: UInt8(ascii: "r"), in: loaded) == .send(.profile(.retry)))
        #expect(KeyBinding.binding(for: UInt8(ascii: "p"), in: loaded) == .send(.posts(.retry)))
        #expect(KeyBinding.binding(for: UInt8(ascii: "f"), in: loaded) == .send(.posts(.refresh)))
        #expect(KeyBinding.binding(for: UInt8(ascii: "q"), in: loaded) == .quit)
        #expect(KeyBinding.binding(for: 3, in: loaded) == .quit)  // Ctrl-C, which raw mode delivers as a key.
        #expect(KeyBinding.binding(for: UInt8(ascii: "x"), in: loaded) == .ignore)
    }

    @Test func aNumberSelectsThePostShownWithIt() {
        #expect(KeyBinding.binding(for: UInt8(ascii: "1"), in: loaded) == .send(.posts(.select(103))))
        #expect(KeyBinding.binding(for: UInt8(ascii: "2"), in: loaded) == .send(.posts(.select(102))))
    }

    @Test func aNumberWithNoPostDoesNothing() {
        #expect(KeyBinding.binding(for: UInt8(ascii: "3"), in: loaded) == .ignore)
        #expect(KeyBinding.binding(for: UInt8(ascii: "1"), in: .init()) == .ignore)
        #expect(KeyBinding.binding(for: UInt8(ascii: "0"), in: loaded) == .ignore)
    }
}
