import APIDocsCLI
import Foundation

// The whole command line, program name included: an empty one could not be read (see
// APIDocsMain+CommandLine.swift) and exits 2 instead of running as if given no arguments.
exit(APIDocsMain.run(commandLine: CommandLine.arguments))
