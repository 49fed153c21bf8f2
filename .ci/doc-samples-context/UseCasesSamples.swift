// What the sample of the landing page, UseCases.md, uses without showing it: the login use case and its
// plugin and gateway. .ci/doc-samples builds this file with it.

import UseCases

protocol WebservicePlugin: Sendable {
    func logIn(email: String, password: String) async throws -> String
}

protocol UserEntityGateway: Sendable {
    func save(username: String)
}

struct LoginUserInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = LoginUserInteractor.Response
        var email: String
        var password: String
    }

    struct Response: Sendable {
        var username: String
    }

    let webservice: any WebservicePlugin
    let users: any UserEntityGateway

    func execute(_ request: Request) async throws -> Response {
        let username = try await webservice.logIn(email: request.email, password: request.password)
        users.save(username: username)
        return Response(username: username)
    }
}
