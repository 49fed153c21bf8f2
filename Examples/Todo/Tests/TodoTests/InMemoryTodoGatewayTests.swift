import Testing
import TodoCore

@Suite struct InMemoryTodoGatewayTests {
    @Test func keepsWhatItWasGiven() throws {
        let gateway = InMemoryTodoGateway(items: [.fixture(1, "One")])
        try gateway.update { $0.append(.fixture(2, "Two")) }
        #expect(try gateway.loadItems() == [.fixture(1, "One"), .fixture(2, "Two")])
        #expect(gateway.storedItems == [.fixture(1, "One"), .fixture(2, "Two")])
    }

    @Test func keepsNothingWhenTheChangeThrows() {
        let gateway = InMemoryTodoGateway(items: [.fixture(1, "One")])
        #expect(throws: TodoGatewayError.self) {
            try gateway.update { items in
                items.removeAll()
                throw TodoGatewayError(kind: .unwritable, message: "No.")
            }
        }
        #expect(gateway.storedItems == [.fixture(1, "One")])
    }
}
