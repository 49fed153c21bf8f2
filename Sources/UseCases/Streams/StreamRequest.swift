/// The input of a use case that answers with a sequence of elements before its response: progress while it
/// works, or results as they arrive.
///
/// An import that reports progress and answers with a summary:
///
/// ```swift
/// struct ImportTodosRequest: StreamRequest, Equatable {
///     typealias Element = ImportProgress
///     typealias Response = ImportSummary
///     var lines: [String]
/// }
/// ```
///
/// A use case that has only elements to give, such as pages of results, keeps the default `Response` of
/// `Void`. Its interactor is a ``StreamInteractor``.
public protocol StreamRequest: UseCaseRequest {
    /// What the use case sends while it runs.
    associatedtype Element: Sendable

    /// How many elements may wait for a consumer that is slower than the use case; less than 1 counts as 1.
    ///
    /// When that many wait, the use case's next ``ElementSender/send(_:)`` waits until the consumer has taken
    /// at least half of them, so a slow consumer slows the use case down instead of making memory grow, no
    /// element is dropped, and a use case that keeps ahead waits once per half a buffer rather than once per
    /// element. The default, 16, lets a use case run ahead of a consumer that takes elements in bursts.
    static var bufferedElements: Int { get }
}

extension StreamRequest {
    /// 16 elements.
    public static var bufferedElements: Int { 16 }
}
