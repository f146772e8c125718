// Module APIDocsSpec: see Package.swift for its place in the pipeline.
