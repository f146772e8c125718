import APIDocsCLI

APIDocsMain.main()
