#if canImport(SwiftUI)
    public import SwiftUI

    extension Field {
        /// The field's text for a SwiftUI `TextField`: it reads ``text``, and hands each new text to
        /// ``replaceText(with:)``, which decides the edit. Re-render the view from ``attach(_:)`` so that a
        /// refused or regrouped edit shows what the field holds.
        public var textBinding: Binding<String> {
            // Binding's closures are @Sendable, so they are not on the main actor unless they say so.
            Binding(get: { @MainActor in self.text }, set: { @MainActor in self.replaceText(with: $0) })
        }
    }
#endif
