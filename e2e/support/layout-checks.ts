import type { Page } from '@playwright/test';

/** SPEC §9's lg breakpoint: below it, every control is at least this big (WCAG 2.5.5). */
export const MIN_TOUCH_TARGET_PX = 44;

/** What a measured box must reach: rem sizes and transforms land a 44 px box a hair under 44 (43.99999 seen in CI). */
export const TOUCH_TARGET_FLOOR_PX = MIN_TOUCH_TARGET_PX - 0.5;

/**
 * The visible controls smaller than 44 × 44 px, described for a failure message. A checkbox or radio counts by
 * the label drawn around it, a hidden input by the control that stands for it, a listing row's opener by its row;
 * screen-reader-only links (the skip link) are left out until they show.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector = 'a[href], button, input, select, textarea, [role="switch"], [role="menuitem"], [tabindex="0"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      let target: HTMLElement = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('label') ?? element) : element;
      // A listing row's opener lays its ::after over the whole row (its nearest positioned ancestor): that is what a finger touches.
      if (getComputedStyle(element, '::after').position === 'absolute') {
        let stretchedOver = element.parentElement;
        while (stretchedOver && getComputedStyle(stretchedOver).position === 'static') stretchedOver = stretchedOver.parentElement;
        if (stretchedOver) target = stretchedOver;
      }
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      // Screen-reader-only (1 px, clipped) and Radix's focus guards: nothing to touch.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < minimum || box.height < minimum) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? '';
        small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, TOUCH_TARGET_FLOOR_PX);
}

/** How far the page scrolls sideways (0 when nothing is wider than the screen). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
