// Loads a cache is waiting for: one at a time per key, and never kept once the cache was told of a change
// that the load may have read the database before (an instance's caches of search matches and list pages).
export class LoadsInFlight<T> {
  private generation = 0;
  private readonly loading = new Map<string, Promise<T>>();

  /** Something changed: loads under way are still answered to those waiting, but no longer shared or kept. */
  invalidate(): void {
    this.generation += 1;
    this.loading.clear();
  }

  /**
   * The load under way for `key`, or a new one. `finish` turns what was loaded into the answer, told whether
   * nothing was invalidated meanwhile (only then may the cache keep it).
   */
  run<L>(key: string, load: () => Promise<L>, finish: (loaded: L, unchanged: boolean) => T): Promise<T> {
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const startedIn = this.generation;
    const promise = load().then(
      (loaded) => {
        const unchanged = this.generation === startedIn;
        if (unchanged) this.loading.delete(key);
        return finish(loaded, unchanged);
      },
      (error: unknown) => {
        if (this.generation === startedIn) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
