/**
 * A cache that keeps at most `limit` values: adding one beyond it drops the least recently used
 * value that is not pinned (on screen), handing it to `onDrop` so its memory can be freed.
 * Pinned values stay, even past the limit. Listeners hear every change.
 */
export class LruCache<T> {
  /** Oldest first: a Map keeps insertion order, and a use moves the key to the end. */
  readonly #values = new Map<string, T>();
  readonly #pins = new Map<string, number>();
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly limit: number,
    private readonly onDrop: (value: T) => void = () => {},
  ) {}

  get size(): number {
    return this.#values.size;
  }

  /** The value, without counting as a use. */
  peek(key: string): T | undefined {
    return this.#values.get(key);
  }

  set(key: string, value: T): void {
    const old = this.#values.get(key);
    this.#values.delete(key);
    this.#values.set(key, value);
    if (old !== undefined && old !== value) this.onDrop(old);
    this.#trim();
    this.#emit();
  }

  /** Marks the key as on screen (a use); pins add up, one unpin undoes one pin. */
  pin(key: string): void {
    this.#pins.set(key, (this.#pins.get(key) ?? 0) + 1);
    const value = this.#values.get(key);
    if (value !== undefined) {
      this.#values.delete(key);
      this.#values.set(key, value);
    }
  }

  unpin(key: string): void {
    const count = (this.#pins.get(key) ?? 0) - 1;
    if (count > 0) this.#pins.set(key, count);
    else this.#pins.delete(key);
    if (this.#trim()) this.#emit();
  }

  /** Drops every value. */
  clear(): void {
    for (const value of this.#values.values()) this.onDrop(value);
    this.#values.clear();
    this.#emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Drops the oldest unpinned values while over the limit; true when it dropped any. */
  #trim(): boolean {
    let dropped = false;
    for (const [key, value] of this.#values) {
      if (this.#values.size <= this.limit) break;
      if (this.#pins.has(key)) continue;
      this.#values.delete(key);
      this.onDrop(value);
      dropped = true;
    }
    return dropped;
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
