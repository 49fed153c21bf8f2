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

    @Test func addingOrRemovingAListenerOutdatesEveryTypesDeliveries() {
        var machine = Machine()
        machine.keep("deliveries of A", for: ObjectIdentifier(Int.self))
        let added = machine.add("a", order: 0)
        #expect(added.outdated == ["deliveries of A"])
        #expect(machine.deliveries(for: ObjectIdentifier(Int.self)) == nil)

        machine.keep("deliveries of A again", for: ObjectIdentifier(Int.self))
        #expect(machine.deliveries(for: ObjectIdentifier(Int.self)) == "deliveries of A again")
        #expect(machine.remove(added.id).outdated == ["deliveries of A again"])
        #expect(machine.deliveries(for: ObjectIdentifier(Int.self)) == nil)
    }

    @Test func removingAListenerThatIsGoneKeepsTheDeliveries() {
        var machine = Machine()
        let id = machine.add("a", order: 0).id
        _ = machine.remove(id)
        machine.keep("deliveries", for: ObjectIdentifier(Int.self))
        #expect(machine.remove(id).outdated.isEmpty)
        #expect(machine.deliveries(for: ObjectIdentifier(Int.self)) == "deliveries")
    }

    @Test func droppingDeliveriesKeepsTheListeners() {
        var machine = Machine()
        _ = machine.add("a", order: 0)
        machine.keep("deliveries", for: ObjectIdentifier(Int.self))
        #expect(machine.dropDeliveries() == ["deliveries"])
        #expect(machine.deliveries(for: ObjectIdentifier(Int.self)) == nil)
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
