// The App is started here, with its type argument, instead of by `@main`.
ExampleApp<StandardConfiguration>.main()
