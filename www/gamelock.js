// Which tab plays which game: a tab holds a Web Lock named after its game while it shows
// it, so another tab that opens the same saved game (from the recent list, a link, or
// on start) takes a copy under a new id instead of writing over it.

export class GameLock {
  #id = null;
  #release = null;

  /**
   * Holds the lock of game `id`, releasing the one held before. Resolves true when this
   * tab holds it, false when another tab does. `wait`: wait for it instead (a reload,
   * whose old page lets go of it as it unloads).
   */
  claim(id, { wait = false } = {}) {
    if (id === this.#id) return Promise.resolve(true);
    this.#release?.();
    this.#release = null;
    this.#id = null;
    if (!navigator.locks) {
      this.#id = id;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      let settled = false;
      const settle = (held) => {
        if (!settled) resolve(held);
        settled = true;
      };
      navigator.locks
        .request(`sudoku-wasm:game:${id}`, { ifAvailable: !wait }, (lock) => {
          // Too late (the wait timed out): the tab went on with a copy.
          if (!lock || settled) {
            settle(false);
            return undefined;
          }
          this.#id = id;
          settle(true);
          return new Promise((release) => (this.#release = release));
        })
        .catch(() => settle(true));
      // A reload's old page lets go of its lock in moments: longer means another tab.
      if (wait) setTimeout(() => settle(false), 2000);
    });
  }
}
