import Testing

@testable import UseCases

@Suite struct ScreenEffectStateMachineTests {
    private let part = [HashableKey("part")]

    @Test func startsEffectsWithNewTokensInOrder() {
        var book = ScreenEffectStateMachine()
        let first = book.start(path: [], id: nil, description: { "a" })
        let second = book.start(path: [], id: nil, description: { "b" })
        #expect(first.token != second.token)
        #expect(first.replaced.isEmpty && second.replaced.isEmpty)
        #expect(book.running.map(\.description) == ["a", "b"])
    }

    @Test func aNewEffectWithTheSameIdReplacesTheRunningOne() {
        var book = ScreenEffectStateMachine()
        let first = book.start(path: [], id: "search", description: { "first" })
        let second = book.start(path: [], id: "search", description: { "second" })
        #expect(second.replaced == [first.token])
        #expect(book.running.map(\.description) == ["second"])
    }

    @Test func theSameIdInAnotherPartIsAnotherEffect() {
        var book = ScreenEffectStateMachine()
        _ = book.start(path: [], id: "search", description: { "screen" })
        let inPart = book.start(path: part, id: "search", description: { "part" })
        #expect(inPart.replaced.isEmpty)
        let taken = book.cancel("search", in: part)
        #expect(taken == [inPart.token])
        #expect(book.running.map(\.description) == ["screen"])
    }

    @Test func cancellingAPartTakesOutItsEffectsAndThoseOfItsParts() {
        var book = ScreenEffectStateMachine()
        let own = book.start(path: part, id: nil, description: { "own" })
        let inner = book.start(path: part + [HashableKey("inner")], id: "x", description: { "inner" })
        _ = book.start(path: [HashableKey("other")], id: nil, description: { "other" })
        let taken = book.cancelAll(in: part)
        #expect(taken == [own.token, inner.token])
        #expect(book.running.map(\.description) == ["other"])
    }

    @Test func anEffectFinishesOnceAndACancelledOneNever() {
        var book = ScreenEffectStateMachine()
        let finished = book.start(path: [], id: nil, description: { "finished" })
        let cancelled = book.start(path: [], id: "c", description: { "cancelled" })
        let firstFinish = book.end(finished.token)
        let secondFinish = book.end(finished.token)
        let cancelledTokens = book.cancel("c", in: [])
        let finishAfterCancel = book.end(cancelled.token)
        #expect(firstFinish)
        #expect(!secondFinish)
        #expect(cancelledTokens == [cancelled.token])
        #expect(!finishAfterCancel)
        #expect(book.running.isEmpty)
    }

    @Test func cancellingEverythingEmptiesTheBook() {
        var book = ScreenEffectStateMachine()
        let a = book.start(path: [], id: nil, description: { "a" })
        let b = book.start(path: part, id: "b", description: { "b" })
        let taken = book.cancelEverything()
        #expect(taken == [a.token, b.token])
        #expect(book.running.isEmpty)
    }
}
