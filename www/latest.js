// "Latest request wins": every answer from a worker goes through one of these, so an
// answer to an older question (the grid changed meanwhile, or the user asked again) is
// set aside instead of shown. No DOM here.

/** The answer of a request that a newer one (or `invalidate`) made stale. */
export const STALE = Symbol("stale");

export class Latest {
  #seq = 0;
  #pending = 0;

  /**
   * Waits for `request` (a promise) and resolves with its value, or with `STALE` when a
   * newer `run` or an `invalidate` came meanwhile, or when `stillValid()` (asked once
   * the answer is in) says the question no longer holds. A failure of the latest
   * request rejects; a failure of a stale one resolves with `STALE` too.
   */
  async run(request, stillValid = () => true) {
    const seq = ++this.#seq;
    this.#pending += 1;
    try {
      const value = await request;
      return seq === this.#seq && stillValid() ? value : STALE;
    } catch (error) {
      if (seq !== this.#seq || !stillValid()) return STALE;
      throw error;
    } finally {
      this.#pending -= 1;
    }
  }

  /** Makes every request on its way stale. */
  invalidate() {
    this.#seq += 1;
  }

  /** How many requests are on their way (stale ones included). */
  get pending() {
    return this.#pending;
  }
}
