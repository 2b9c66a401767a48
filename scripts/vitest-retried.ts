import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Writes the tests that passed only on a retry (CI allows one, see vitest.config.ts) to a file,
 * so `npm test` names them: a retried pass is a flaky test to fix, not a silent green.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];
  // The Node 24 pass of `npm test` names its own file, so it does not overwrite the first pass's list.
  private readonly file = process.env.VITEST_RETRIED_FILE || 'node_modules/.reports/vitest-retried.json';

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') this.retried.push(`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.retried, null, 1));
  }
}
