import Testing

/// The first comment of an issue, or an empty string: the message a test kit's failure carries.
package func message(of issue: Issue) -> String {
    issue.comments.first?.rawValue ?? ""
}
