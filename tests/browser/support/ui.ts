/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so they see DOM globals.
import type { Page } from 'playwright-core';

/** Presses Tab until the focused element satisfies `test` (keyboard-only use); fails after `max` presses. */
export async function tabTo(page: Page, test: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    // `test` is a JS expression over `el` (the focused element) and `label` (its label text).
    const hit = await page.evaluate((expr) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return false;
      const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      const label = (labelled?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return new Function('el', 'label', `return (${expr});`)(el, label) as boolean;
    }, test);
    if (hit) return;
  }
  throw new Error(`Tab never reached: ${test}`);
}

/** The text of the visible notifications. */
export async function notifications(page: Page): Promise<string> {
  return (await page.locator('.notifications').textContent()) ?? '';
}

/**
 * The header's controls (tools, languages, account): on a phone they are behind the Menu
 * button (issue 16), which this opens when it is shown and closed.
 */
export async function headerControls(page: Page): Promise<void> {
  const menu = page.locator('.menu-button');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}
