// A measurement run inside the page, by Playwright (motion.spec.ts) and by the WebDriver
// suite on WebKit and Firefox (webdriver/engines.test.mjs): one function, so that every
// engine is held to the same reading. It must stay self-contained, as both send its
// source to the page.

/**
 * How far through its fall each falling tile of the move's first pass has come a quarter
 * of the way into the fall (0 where it hangs, 1 in its cell): each animation paused and
 * set there, its tile's `translate` read against where the fall begins.
 *
 * @returns {number[]}
 */
export function fallenAtAQuarter() {
  return document
    .getAnimations()
    .filter((a) => a instanceof CSSAnimation && ['fall', 'fall-odd', 'falls-late'].includes(a.animationName))
    .map((a) => {
      const effect = /** @type {KeyframeEffect} */ (a.effect);
      const tile = /** @type {HTMLElement} */ (effect.target);
      // A fall's keyframes: hanging from the start to the first offset past 0, in its
      // cell from the next; it falls in between, on the animation's timing function.
      const offsets = [...new Set(effect.getKeyframes().map((k) => k.computedOffset))];
      const [from, to] = [offsets[1], offsets[2]];
      const duration = Number(effect.getComputedTiming().duration);
      /** @param {number} share */
      const dropAt = (share) => {
        a.currentTime = duration * (from + (to - from) * share);
        return parseFloat(getComputedStyle(tile).translate.split(' ')[1]);
      };
      a.pause();
      return 1 - dropAt(0.25) / dropAt(0);
    });
}
