public import UseCases
