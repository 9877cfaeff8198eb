/**
 * Wraps a read so that concurrent callers share it, while each caller still gets a read that
 * started after its call (a write committed before a request arrived is always seen). A read
 * starts at the end of the current event-loop turn, shared by every request parsed in that turn
 * (on SQLite, where a read takes no round trip, that is what lets requests share it); while one
 * read runs, later callers wait for the next one, which starts when it ends. Under load the
 * database sees about one read per turn or round trip, not one per request.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    next = null;
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  };
  const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const settled = (promise: Promise<T>) => promise.then(endOfTurn, endOfTurn);
  return () => {
    next ??= (running ? settled(running) : endOfTurn()).then(start);
    return next;
  };
}
