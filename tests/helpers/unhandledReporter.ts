import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/node';

/**
 * Writes the run's unhandled errors (an error no test awaited, a rejected promise nobody caught)
 * to the file `npm test` names, so its closing lines show them beside the counts: in a long CI log
 * they are otherwise far above the end.
 */
export default class UnhandledReporter implements Reporter {
  onTestRunEnd: NonNullable<Reporter['onTestRunEnd']> = (_modules, errors) => {
    const file = process.env.VITEST_UNHANDLED_FILE;
    if (!file) return;
    const brief = errors.map((e) => ({
      name: e.name ?? 'Error',
      message: String(e.message ?? ''),
      stack: String(e.stack ?? '')
        .split('\n')
        .slice(1, 6)
        .join('\n'),
      file: (e as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH ?? '',
    }));
    writeFileSync(file, JSON.stringify(brief));
  };
}
