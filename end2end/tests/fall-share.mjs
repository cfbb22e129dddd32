// A measurement run inside the page, by Playwright (motion.spec.ts) and by the WebDriver
// suite on WebKit and Firefox (webdriver/engines.test.mjs): one function, so that every
// engine is held to the same reading. It must stay self-contained, as both send its
// source to the page.

/**
 * How far through its first fall each falling tile of the move has come a quarter of the
 * way into the fall (0 where it hangs, 1 in its cell). A tile's track plays its place as
 * animation of `translate` over the whole move (src/model/play/exponentile/tracks.rs):
 * a fall is a stretch of it on the glide's curve that starts after the move's key, from a
 * place held until then, down its column. Each such animation is paused and set there,
 * and its tile's `translate` read against where the fall begins.
 *
 * @returns {number[]}
 */
export function fallenAtAQuarter() {
  /** @param {string} easing */
  const glides = (easing) =>
    /^cubic-bezier\(\s*0\.25\s*,\s*0\.8\s*,\s*0\.3\s*,\s*1\s*\)$/.test(easing);
  /** @param {string} translate */
  const across = (translate) => String(translate).split(' ')[0];
  /** @param {string} translate */
  const down = (translate) => parseFloat(String(translate).split(' ')[1] ?? '0');
  const shares = [];
  for (const a of document.getAnimations()) {
    if (a instanceof CSSAnimation || a instanceof CSSTransition) continue;
    const effect = /** @type {KeyframeEffect} */ (a.effect);
    const tile = /** @type {HTMLElement} */ (effect.target);
    if (!tile?.classList.contains('tile')) continue;
    // The tile's other properties share its animation, each keyframe giving one.
    const keys = effect.getKeyframes().filter((k) => k.translate !== undefined);
    const fall = keys.findIndex(
      (k, i) =>
        i > 0 &&
        i + 1 < keys.length &&
        k.computedOffset > 0 &&
        glides(String(k.easing)) &&
        k.translate !== undefined &&
        keys[i - 1].translate === k.translate &&
        across(keys[i + 1].translate) === across(k.translate) &&
        down(keys[i + 1].translate) > down(k.translate),
    );
    if (fall < 0) continue;
    const [from, to] = [keys[fall].computedOffset, keys[fall + 1].computedOffset];
    const duration = Number(effect.getComputedTiming().duration);
    /** @param {number} share */
    const at = (share) => {
      a.currentTime = duration * (from + (to - from) * share);
      return down(getComputedStyle(tile).translate);
    };
    a.pause();
    const landed = at(1);
    shares.push(1 - (at(0.25) - landed) / (at(0) - landed));
  }
  return shares;
}
