import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";

/**
 * Ends the run with one plain "N passed, N failed, N skipped" line, the
 * closing line CI reads to know how many tests really ran.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // A retried test reports once per attempt; count only its final outcome.
    if (
      result.retry < test.retries &&
      result.status !== "passed" &&
      result.status !== "skipped"
    )
      return;
    const outcome = test.outcome();
    if (outcome === "skipped") this.skipped += 1;
    else if (outcome === "expected" || outcome === "flaky") this.passed += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    console.log(
      `\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
