// The UseCaseSpy module: test doubles for code that executes requests through an InteractorExecutor.
