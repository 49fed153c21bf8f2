#if canImport(SwiftUI)
    public import SwiftUI

    extension Field {
        /// The field's text for a SwiftUI `TextField`: it reads ``text``, and hands each new text to
        /// ``replaceText(with:)``, which decides the edit. Re-render the view from ``attach(_:)`` so that a
        /// refused or regrouped edit shows what the field holds.
        public var textBinding: Binding<String> {
            Binding(get: { self.text }, set: { self.replaceText(with: $0) })
        }
    }
#endif
