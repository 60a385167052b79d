import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The committed pictures each screen is compared with. */
export const BASELINES = join(import.meta.dirname, 'baselines');

/** `VISUAL_UPDATE=1` (npm run test:visual:update) writes the baselines instead of comparing. */
export const UPDATING = process.env.VISUAL_UPDATE === '1';

/**
 * How different a pixel may be before it counts (pixelmatch's threshold, 0-1 in YIQ space): text
 * anti-aliasing and gradients vary a little between runs.
 */
const PIXEL_THRESHOLD = 0.15;
/**
 * The share of a screen's pixels that may differ. The unstyled login sheet changes more than half
 * of the screen; a wrong colour of one button, some 1 %.
 */
export const MAX_DIFF_RATIO = 0.005;

let diffDir: string | undefined;

/** Where this run writes the pictures of differences (made when first needed). */
function diffs(): string {
  diffDir ??= mkdtempSync(join(tmpdir(), 'sportlive-visual-'));
  return diffDir;
}

/** One screen compared with its baseline: the share of pixels that differ, and where the pictures went. */
export interface Comparison {
  name: string;
  ratio: number;
  /** The picture of the differences, and the screen as it is now (only when it differs). */
  diff?: string;
  actual?: string;
  /** The box around the differing pixels, in CSS pixels. */
  where?: string;
  /** Why there was nothing to compare with. */
  problem?: string;
}

/** Compares a screenshot with its baseline, or writes the baseline when UPDATING. */
export function compare(name: string, shot: Buffer): Comparison {
  const file = join(BASELINES, `${name}.png`);
  if (UPDATING) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, shot);
    return { name, ratio: 0 };
  }
  if (!existsSync(file))
    return { name, ratio: 1, problem: `no baseline ${file} (npm run test:visual:update)` };
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  const actualFile = join(diffs(), `${name}.actual.png`);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualFile, shot);
    return {
      name,
      ratio: 1,
      actual: actualFile,
      problem: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const { width, height } = expected;
  const out = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, out.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { name, ratio };
  const where = differingBox(out, width, height);
  const diffFile = join(diffs(), `${name}.diff.png`);
  writeFileSync(diffFile, PNG.sync.write(out));
  writeFileSync(actualFile, shot);
  return { name, ratio, diff: diffFile, actual: actualFile, where };
}

/**
 * The box around the pixels pixelmatch painted as different (pure red in its output), so a failure
 * on a machine whose pictures cannot be looked at still says where the screen changed.
 */
function differingBox(diff: PNG, width: number, height: number): string {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? 'nowhere' : `x ${left}–${right}, y ${top}–${bottom}`;
}

/** The screens that differ, one line each, for the failure message. */
export function report(results: Comparison[]): string[] {
  return results
    .filter((r) => r.problem || r.ratio > MAX_DIFF_RATIO)
    .map(
      (r) =>
        `${r.name}: ${r.problem ?? `${(r.ratio * 100).toFixed(2)} % of pixels differ (allowed ${MAX_DIFF_RATIO * 100} %) at ${r.where}`}` +
        `${r.diff ? `, diff ${r.diff}` : ''}${r.actual ? `, now ${r.actual}` : ''}`,
    );
}
