/**
 * Sends a statement now and answers a promise of its result to await later.
 *
 * Drizzle's query builders run only when awaited, and a transaction's statements run in the order they are sent:
 * statements whose answers nothing in between needs go out together, one round trip instead of one each (on PGlite
 * every round trip crosses to the database's thread while the transaction holds its locks). If the caller fails
 * before it awaits the answer (pricing refuses the basket), the statement's own failure must not be reported as an
 * unhandled rejection meanwhile; awaiting the promise still sees it.
 */
export function sendNow<T>(statement: PromiseLike<T>): Promise<T> {
  const sent = new Promise<T>((resolve, reject) => {
    statement.then(resolve, reject);
  });
  sent.catch(() => {});
  return sent;
}
