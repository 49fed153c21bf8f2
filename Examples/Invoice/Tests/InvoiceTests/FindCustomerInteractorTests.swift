import InvoiceCore
import Testing
import UseCases

/// The use case, with a stub directory.
@Suite struct FindCustomerInteractorTests {
    private struct StubDirectory: CustomerDirectory {
        var fails = false

        func customer(withEmail email: String) async throws -> Customer? {
            if fails { throw StubFailure() }
            return email == "ada@example.com" ? Customer(email: email, name: "Ada Lovelace") : nil
        }
    }

    private struct StubFailure: Error {}

    @Test func findsTheCustomerWhateverTheCaseAndTheSpacesAround() async throws {
        let interactor = FindCustomerInteractor(directory: StubDirectory())
        #expect(try await interactor.execute(FindCustomerRequest(email: " Ada@Example.com ")) != nil)
        #expect(try await interactor.execute(FindCustomerRequest(email: "bob@example.com")) == nil)
    }

    @Test func aDirectoryThatFailsIsTheUseCasesError() async {
        let interactor = FindCustomerInteractor(directory: StubDirectory(fails: true))
        await #expect(throws: InteractorError.self) {
            _ = try await interactor.execute(FindCustomerRequest(email: "ada@example.com"))
        }
        do {
            _ = try await interactor.execute(FindCustomerRequest(email: "ada@example.com"))
        } catch let error as InteractorError {
            #expect(error.code == .customerDirectoryFailed)
        } catch {
            Issue.record("Unexpected \(error)")
        }
    }
}
