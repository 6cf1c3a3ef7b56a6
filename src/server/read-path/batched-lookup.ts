/**
 * Looks keys up in batches: the keys asked for during one turn of the event loop are read by
 * one call of `readMany`, and each caller gets its own key's value (undefined when `readMany`
 * did not find it). For reads over a socket: on PostgreSQL the write that sends a query and
 * wakes its server was a third of Node's CPU on a product page miss (a system call of about
 * 50–200 µs on this VM), so a hundred shoppers asking for a hundred products at once cost one
 * query instead of a hundred. The batch is read at `setImmediate`, after every request that
 * arrived in this turn has asked, not at the first microtask, which would read one key a batch.
 */
export function batchedLookup<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxKeys = 200 }: { maxKeys?: number } = {},
): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (e: unknown) => void };
  let batch: Map<K, Waiter[]> | null = null;

  const read = (keys: Map<K, Waiter[]>) => {
    if (batch === keys) batch = null;
    readMany([...keys.keys()]).then(
      (found) => keys.forEach((waiters, k) => waiters.forEach((w) => w.resolve(found.get(k)))),
      (error: unknown) => keys.forEach((waiters) => waiters.forEach((w) => w.reject(error))),
    );
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const opened = (batch = new Map());
        setImmediate(() => batch === opened && read(opened));
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      // A full batch goes at once; later keys of this turn start the next one.
      if (batch.size >= maxKeys) read(batch);
    });
}
