import Foundation
import Testing
import UseCaseSpy
import UseCases

#if canImport(Observation)
    import Observation
#endif

/// A form built as a screen: its fields change the view model through commands, and a label shows a total
/// the reducer computes.
private struct OrderReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var quantity: Int? = 1
        var price: FieldDecimal? = FieldDecimal("2.50")
        var total: FieldDecimal? = FieldDecimal("2.50")
    }

    enum Command: Sendable {
        case setQuantity(Int?)
        case setPrice(FieldDecimal?)
        case reset
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .setQuantity(let quantity): viewModel.quantity = quantity
        case .setPrice(let price): viewModel.price = price
        case .reset: viewModel = ViewModel()
        }
        if let quantity = viewModel.quantity, let price = viewModel.price {
            viewModel.total = FieldDecimal(units: Int64(quantity) * price.units, fractionDigits: price.fractionDigits)
        } else {
            viewModel.total = nil
        }
        return []
    }
}

@MainActor
@Suite struct FieldBindingTests {
    @Test func aFormBuiltAsAScreenGetsItsFieldsThroughCommands() {
        let screen = Screen(OrderReducer(), viewModel: .init(), executor: InteractorExecutor())
        let quantity = Field(
            IntegerFieldFormat(), binding: FieldBinding(screen, \.quantity, send: OrderReducer.Command.setQuantity))
        let price = Field(
            NumberFieldFormat(fractionDigits: 2, decimalSeparator: ","),
            binding: FieldBinding(screen, \.price, send: OrderReducer.Command.setPrice))
        let total = FieldLabel(screen, \.total) { $0?.description ?? "-" }
        var totals: [String] = []
        let attachment = total.attach { totals.append($0) }
        #expect(price.text == "2,50")

        quantity.edit(replacing: 0..<1, with: "3")
        price.edit(replacing: 4..<4, with: "")  // Nothing changes.
        price.edit(replacing: 0..<4, with: "0,1")
        #expect(screen.viewModel.price == FieldDecimal("0.1"))
        #expect(totals == ["2.50", "7.50", "0.3"])
        #expect(price.text == "0,1", "its own write did not rewrite it")

        screen.send(.reset)
        #expect(quantity.text == "1")
        #expect(price.text == "2,50")
        #expect(total.text == "2.50")
        #expect(attachment.isAttached)
    }

    #if canImport(Observation)
        @Test func aChangeOfAnObservableModelOnAnotherThreadReachesTheViewOnTheMainActor() async {
            let order = SharedOrder()
            let quantity = Field(IntegerFieldFormat(), binding: FieldBinding(order, \.quantity))
            let shown = TestRecorder<FieldState>()
            let attachment = quantity.attach { state in
                MainActor.assertIsolated()
                shown.record(state)
            }
            #expect(await shown.next()?.text == "1")

            await Task.detached { order.quantity = 42 }.value
            #expect(await shown.next()?.text == "42")

            quantity.edit(replacing: 0..<2, with: "7")
            #expect(order.quantity == 7)
            #expect(await shown.next()?.text == "7")
            #expect(attachment.isAttached)
        }

        @Test func aLabelFollowsAComputedPropertyOfAnObservableModel() async {
            let order = SharedOrder()
            let label = FieldLabel(order, \.summary) { $0 }
            let shown = TestRecorder<String>()
            let attachment = label.attach { shown.record($0) }
            #expect(await shown.next() == "1 item(s)")
            await Task.detached { order.quantity = 3 }.value
            #expect(await shown.next() == "3 item(s)")
            #expect(attachment.isAttached)
        }
    #endif
}

#if canImport(Observation)
    /// An observable model that any thread may change: its property sits behind a lock, held from before the
    /// Observation module hears of a change until the change is made, as a field's binding needs.
    private final class SharedOrder: Observable, @unchecked Sendable {
        // @unchecked: `storedQuantity` is read and written only under `lock` (an NSLock, which is not recursive:
        // nothing reads the property while the lock is held).
        private let registrar = ObservationRegistrar()
        private let lock = NSLock()
        private var storedQuantity: Int? = 1

        var quantity: Int? {
            get {
                registrar.access(self, keyPath: \.quantity)
                return lock.withLock { storedQuantity }
            }
            set {
                lock.withLock {
                    registrar.withMutation(of: self, keyPath: \.quantity) { storedQuantity = newValue }
                }
            }
        }

        var summary: String {
            "\(quantity ?? 0) item(s)"
        }
    }
#endif
