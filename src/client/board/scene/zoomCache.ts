/**
 * The zoom's few sharp faces, least recently used first out. A face may be one the cache drew
 * (it owns it and releases it on eviction) or one it only borrows, such as a card's image that
 * the card sprites on the board share: releasing that would blank every sprite drawing it.
 */
export class ZoomCache<T> {
  private entries = new Map<string, { value: T; owned: boolean }>();

  constructor(
    private readonly limit: number,
    private readonly release: (value: T) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    // Map order is insertion order: re-inserting marks it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, value: T, owned: boolean): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      if (old.owned && old.value !== value) this.release(old.value);
    }
    while (this.entries.size >= Math.max(1, this.limit)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      if (oldest.owned) this.release(oldest.value);
    }
    this.entries.set(key, { value, owned });
  }

  /** Releases every owned face (the board is going away). */
  clear(): void {
    for (const e of this.entries.values()) if (e.owned) this.release(e.value);
    this.entries.clear();
  }
}
