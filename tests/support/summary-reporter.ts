import type { Reporter, Suite } from "@playwright/test/reporter";

/**
 * Ends the run with one plain "N passed, N failed, N skipped" line, the
 * closing line CI reads to know how many tests really ran. Each test counts
 * once, by its final outcome (a retried or an expected-to-fail test included).
 */
export default class SummaryReporter implements Reporter {
  private suite?: Suite;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) =>
      tests.filter((test) => outcomes.includes(test.outcome())).length;
    const passed = count("expected", "flaky");
    const failed = count("unexpected");
    const skipped = count("skipped");
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
