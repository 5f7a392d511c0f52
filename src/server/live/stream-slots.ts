// How many event streams one account and one client address may hold open on this instance. Each open
// stream is a connection, a listener on the event bus and a keep-alive timer, for as long as the client
// likes: without a limit, one client could open them until the instance runs out.
export interface StreamLimits {
  perAccount: number;
  perAddress: number;
}

export interface StreamSlots {
  /** Takes a place for a stream of `address` (and of `accountId`, when signed in): its release, or null when full. */
  take(address: string, accountId: string | null): (() => void) | null;
}

export function createStreamSlots(limits: StreamLimits): StreamSlots {
  const perAccount = new Map<string, number>();
  const perAddress = new Map<string, number>();
  const countOf = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
  const add = (counts: Map<string, number>, key: string, change: number) => {
    const next = countOf(counts, key) + change;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  return {
    take(address, accountId) {
      if (countOf(perAddress, address) >= limits.perAddress) return null;
      if (accountId !== null && countOf(perAccount, accountId) >= limits.perAccount) return null;
      add(perAddress, address, 1);
      if (accountId !== null) add(perAccount, accountId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(perAddress, address, -1);
        if (accountId !== null) add(perAccount, accountId, -1);
      };
    },
  };
}
