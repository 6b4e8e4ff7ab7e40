/// A command-line mistake. The message names the argument and what was expected; the command
/// exits with status 2.
struct CommandLineError: Error, CustomStringConvertible {
  let description: String
  /// The command whose `--help` explains the choices.
  var command: String? = nil
}

/// A failure while running a valid command (a file that cannot be written); exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
  let description: String
}
