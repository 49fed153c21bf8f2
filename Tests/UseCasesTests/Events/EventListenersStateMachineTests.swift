import Testing

@testable import UseCases

@Suite struct EventListenersStateMachineTests {
    typealias Machine = EventListenersStateMachine<String, String>

    @Test func listenersRunByOrderThenInTheOrderAdded() {
        var machine = Machine()
        _ = machine.add("a", order: 0)
        _ = machine.add("b", order: -1)
        _ = machine.add("c", order: 0)
        _ = machine.add("d", order: 5)
        _ = machine.add("e", order: -1)
        #expect(machine.entries.map(\.listener) == ["b", "e", "a", "c", "d"])
    }

    @Test func removingTakesOutOnlyThatListenerOnce() {
        var machine = Machine()
        let a = machine.add("a", order: 0).id
        _ = machine.add("b", order: 0)
        #expect(machine.remove(a).removed == "a")
        #expect(machine.remove(a).removed == nil)
        #expect(machine.entries.map(\.listener) == ["b"])
    }

    @Test func addingOrRemovingAListenerOutdatesEveryRoute() {
        var machine = Machine()
        machine.keep("route of A", for: ObjectIdentifier(Int.self))
        let added = machine.add("a", order: 0)
        #expect(added.outdated == ["route of A"])
        #expect(machine.route(for: ObjectIdentifier(Int.self)) == nil)

        machine.keep("route of A again", for: ObjectIdentifier(Int.self))
        #expect(machine.route(for: ObjectIdentifier(Int.self)) == "route of A again")
        #expect(machine.remove(added.id).outdated == ["route of A again"])
        #expect(machine.route(for: ObjectIdentifier(Int.self)) == nil)
    }

    @Test func removingAListenerThatIsGoneKeepsTheRoutes() {
        var machine = Machine()
        let id = machine.add("a", order: 0).id
        _ = machine.remove(id)
        machine.keep("route", for: ObjectIdentifier(Int.self))
        #expect(machine.remove(id).outdated.isEmpty)
        #expect(machine.route(for: ObjectIdentifier(Int.self)) == "route")
    }

    @Test func droppingRoutesKeepsTheListeners() {
        var machine = Machine()
        _ = machine.add("a", order: 0)
        machine.keep("route", for: ObjectIdentifier(Int.self))
        #expect(machine.dropRoutes() == ["route"])
        #expect(machine.route(for: ObjectIdentifier(Int.self)) == nil)
        #expect(machine.entries.map(\.listener) == ["a"])
    }

    /// The law the executor relies on: a snapshot of the entries taken at any point holds exactly the
    /// listeners added and not removed by then, in order.
    @Test func entriesAreAlwaysTheListenersAddedAndNotRemovedInOrder() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        var machine = Machine()
        var model: [(id: Int, order: Int, name: String)] = []
        for step in 0..<2_000 {
            if model.isEmpty || Bool.random(using: &generator) {
                let order = Int.random(in: -3...3, using: &generator)
                let name = "l\(step)"
                let id = machine.add(name, order: order).id
                model.append((id, order, name))
            } else {
                let index = Int.random(in: model.indices, using: &generator)
                #expect(
                    machine.remove(model[index].id).removed == model[index].name,
                    "seed \(seed) (replay with USECASES_TEST_SEED=\(seed))")
                model.remove(at: index)
            }
            // A stable sort of the model by order is the order the machine must keep.
            let expected = model.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            #expect(machine.entries.map(\.listener) == expected.map(\.element.name), "seed \(seed), step \(step)")
        }
    }
}
