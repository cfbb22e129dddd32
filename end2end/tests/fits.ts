import { type Page } from '@playwright/test';

// Whether a screen's words fit: nothing cut by its box, nothing off the screen. Used by the
// pseudo-language walk (every message 40% longer, tests/pseudo.spec.ts) and by each
// language's screens (tests/languages.spec.ts).

/** Text cut by its box (an overflow that is hidden or ellipsised) or running off the
 *  screen's sides. */
export async function cutOrOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!visible(el) || el.closest('[aria-hidden="true"], svg')) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!hasText) continue;
      const box = el.getBoundingClientRect();
      // Words for screen readers only (a box of one pixel): heard, not seen.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      const label = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}: ${JSON.stringify((el.innerText ?? '').slice(0, 50))}`;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        found.push(`cut: ${label} (${el.scrollWidth} > ${el.clientWidth})`);
      }
      // Inside a box that scrolls sideways the text is in reach; elsewhere it must fit.
      let scroller = el.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (!scroller && (box.right > width + 1 || box.left < -1)) {
        found.push(`off the screen: ${label} (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
      }
    }
    // A field or a menu shows its words in a box of its own, which must be on the screen.
    for (const control of document.querySelectorAll<HTMLElement>('select, input, textarea')) {
      if (!visible(control) || control.closest('[aria-hidden="true"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width > 1 && (box.right > width + 1 || box.left < -1)) {
        found.push(`off the screen: ${control.tagName.toLowerCase()}#${control.id || control.dataset.testid} (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
      }
    }
    // A field's placeholder is no element's text: measured in the field's font.
    const pen = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!visible(input) || input.value) continue;
      const style = getComputedStyle(input);
      pen.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (pen.measureText(input.placeholder).width > room + 1) {
        found.push(`cut placeholder: ${JSON.stringify(input.placeholder)} in ${Math.round(room)} px`);
      }
    }
    return found;
  });
}
