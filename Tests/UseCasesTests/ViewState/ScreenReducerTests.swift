import TestSupport
import Testing
import UseCases

/// Reducers and their effects tested as plain functions: no screen, no executor, no waiting.
@Suite struct ScreenReducerTests {
    @Test func aReducerNamesTheRequestItWillExecute() {
        var viewModel = SearchReducer.ViewModel()
        let effects = SearchReducer().reduce(&viewModel, .search("swift"))
        #expect(viewModel == SearchReducer.ViewModel(query: "swift", isSearching: true))
        #expect(effects == [SearchReducer.search("swift")])
        #expect(effects != [SearchReducer.search("rust")])
        #expect(effects[0].request as? SearchRequest == SearchRequest(query: "swift"))
        #expect(effects[0].id == "search")
    }

    @Test func anEffectMapsEachOutcomeToTheCommandItFeedsBack() {
        let effect = SearchReducer.search("swift")
        #expect(effect.command(after: .success(["Swift"])) == .found(["Swift"]))
        #expect(
            effect.command(after: Result<[String], InteractorError>.failure(InteractorError(message: "offline")))
                == .failed("offline"))
        #expect(effect.command(after: Result<Int, InteractorError>.success(1)) == nil)
        #expect(
            ScreenEffect<SearchReducer.Command, SearchReducer.Output>.output(.open("a")).command(after: .success(1))
                == nil)
    }

    @Test func effectsOfDifferentKindsAreNotEqual() {
        typealias Effect = ScreenEffect<SearchReducer.Command, SearchReducer.Output>
        #expect(Effect.output(.open("a")) == .output(.open("a")))
        #expect(Effect.output(.open("a")) != .output(.open("b")))
        #expect(Effect.cancel("search") == .cancel("search"))
        #expect(Effect.cancel("search") != .cancel(EffectID(7)))
        #expect(Effect.cancel("search") != SearchReducer.search("search"))
        let unnamed = Effect.execute(
            SearchRequest(query: "a"), onComplete: SearchReducer.Command.found, onError: { .failed($0.message) })
        #expect(unnamed != SearchReducer.search("a"))
    }

    @Test func anEffectDescribesWhatItDoes() {
        #expect("\(SearchReducer.search("a"))" == #"execute SearchRequest(query: "a") (id: search)"#)
        var panel = PanelReducer.ViewModel()
        let effects = PanelReducer().reduce(&panel, .search(.open("Swift")))
        #expect(effects.map(\.description) == [#"SearchReducer: output show("Swift")"#])
    }

    @Test func aPartChangesItsViewModelInsideTheParents() {
        var viewModel = PanelReducer.ViewModel()
        _ = PanelReducer().reduce(&viewModel, .search(.search("swift")))
        #expect(viewModel.search?.query == "swift")
        #expect(viewModel.search?.isSearching == true)
        #expect(viewModel.title == "Panel")
    }

    @Test func aPartsEffectsBecomeTheParents() {
        var viewModel = PanelReducer.ViewModel()
        let effects = PanelReducer().reduce(&viewModel, .search(.search("swift")))
        #expect(effects.count == 1)
        #expect(effects[0].request as? SearchRequest == SearchRequest(query: "swift"))
        #expect(effects[0].command(after: .success(["Swift"])) == .search(.found(["Swift"])))
        #expect(
            effects[0] == PanelReducer.Command.searchEffectAtTheTop, "the part an effect comes from is not compared")
        #expect(effects[0].description == #"SearchReducer: execute SearchRequest(query: "swift") (id: search)"#)
        #expect(PanelReducer().reduce(&viewModel, .search(.open("Swift"))) == [.output(.show("Swift"))])
    }

    @Test func removingAPartClearsItsViewModelAndCancelsItsEffects() {
        var viewModel = PanelReducer.ViewModel()
        let effects = PanelReducer().reduce(&viewModel, .closeSearch)
        #expect(viewModel.search == nil)
        #expect(effects.map(\.description) == ["SearchReducer: cancel everything"])
    }

    @Test func aCommandForAnAbsentPartChangesNothing() {
        var viewModel = PanelReducer.ViewModel(search: nil)
        let effects = PanelReducer().reduce(&viewModel, .search(.search("swift")))
        #expect(viewModel == PanelReducer.ViewModel(search: nil))
        #expect(effects.isEmpty)
    }
}

extension PanelReducer.Command {
    /// The search effect as the panel's own reducer would return it, outside its part.
    static var searchEffectAtTheTop: ScreenEffect<PanelReducer.Command, PanelReducer.Output> {
        .execute(
            SearchRequest(query: "swift"), id: "search", onComplete: { .search(.found($0)) },
            onError: { _ in .closeSearch })
    }
}
