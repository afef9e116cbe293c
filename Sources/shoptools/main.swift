#if canImport(Glibc)
import Glibc
#endif

let context = Context.process()
var status = ExitStatus.success
do {
    try Shoptools.run(Array(CommandLine.arguments.dropFirst()), context: context)
    try context.stdout.flush()
} catch {
    // What was written before the failure (batch lines, say) still goes out first.
    try? context.stdout.flush()
    context.stderr.line("shoptools: error: \(error.message)")
    status = error.status
}
try? context.stderr.flush()
exit(status.rawValue)
