// How readable a piece of text is on the screen: the WCAG contrast ratio of its colour against
// the first opaque background behind it.
import type { Locator } from 'playwright-core';

/**
 * The contrast ratio (1–21) of the element's text colour against the first ancestor (or itself)
 * with an opaque background colour; white when none has one.
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    let back = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = rgb(getComputedStyle(node).backgroundColor);
      if (bg.length >= 3 && (bg[3] ?? 1) >= 0.95) {
        back = bg;
        break;
      }
    }
    const a = lum(rgb(getComputedStyle(el).color));
    const b = lum(back);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}
