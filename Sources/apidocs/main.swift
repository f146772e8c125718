import APIDocsCLI
import Foundation

exit(APIDocsMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
