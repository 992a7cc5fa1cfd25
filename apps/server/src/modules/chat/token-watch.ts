/**
 * This instance's signed-in sockets by the id of the token each was opened with, so that an announced revocation
 * (http/revocations.ts, from any instance) reaches the sockets it concerns without looking at the others.
 */
export class TokenWatch {
  private byToken = new Map<number, Set<() => void>>();

  /** Calls `onRevoked` when `tokenId` is announced revoked; returns the call that stops watching. */
  watch(tokenId: number, onRevoked: () => void): () => void {
    let set = this.byToken.get(tokenId);
    if (!set) this.byToken.set(tokenId, (set = new Set()));
    set.add(onRevoked);
    return () => {
      set.delete(onRevoked);
      if (!set.size && this.byToken.get(tokenId) === set) this.byToken.delete(tokenId);
    };
  }

  revoked(tokenIds: readonly number[]): void {
    for (const id of tokenIds) for (const f of [...(this.byToken.get(id) ?? [])]) f();
  }
}
