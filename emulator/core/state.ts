/**
 * Emulator state, kept in memory per persona and created on first use from a seed function, so
 * every run starts from the same fixtures (deterministic) and a reset puts it back.
 */
export class EmulatorState {
  private readonly buckets = new Map<string, unknown>();

  /** The `key` slice of `personaId`'s state, made by `seed` the first time. */
  slice<T>(personaId: string, key: string, seed: () => T): T {
    const id = `${personaId}\u0000${key}`;
    if (!this.buckets.has(id)) this.buckets.set(id, seed());
    return this.buckets.get(id) as T;
  }

  reset(): void {
    this.buckets.clear();
  }
}
