/**
 * Frees the dead buffers of a large transfer while it runs (issue 33: a 200 MB upload grew the
 * server's resident memory by 64-74 MB; docs/operations.md, "Memory").
 *
 * Every socket read is a new 64 KiB ArrayBuffer whose bytes live outside V8's heap; busboy's file
 * parts are slices of them and the disk's write queue holds them until written. Once a chunk has
 * gone through, only its small JavaScript object is left in the young generation, and the bytes are
 * freed only when a collection finds that object dead. An upload allocates almost nothing else, so
 * the young generation (up to 64 MiB semi-spaces with V8's defaults on a large machine) does not
 * fill and no scavenge runs: the bytes pile up until V8's external-memory limit (64 MiB) starts a
 * full mark-compact of the whole heap, the RSS growth the bench measured, and 4 of those during one
 * 200 MB upload (20-160 ms each). A scavenge finds the dead buffers as well, for the cost of what
 * is alive in the young generation (0.5-3 ms in the bench), so each `everyBytes` of upload asks
 * for one. V8 frees the bytes a scavenge found dead while sweeping concurrently, at the latest
 * during the next one: at most about twice `everyBytes` of them wait.
 *
 * Counted per app (its vault), across all uploads at once: 20 uploads of 10 MB in parallel make
 * as much garbage as one of 200 MB. Bytes, not time: a slow upload asks as seldom as its bytes say.
 * A collection V8 ran on its own meanwhile is not counted back: at worst one scavenge more per
 * `everyBytes`, which costs less than reading whether one ran. Without --expose-gc (tests, `npm run
 * dev`) there is no collection to ask for and uploads run as before.
 */
export const YOUNG_COLLECTION_EVERY_BYTES = 8 * 2 ** 20;

export class YoungCollectionNudge {
  #since = 0;
  #collections = 0;

  constructor(
    private readonly collect: () => void,
    private readonly everyBytes = YOUNG_COLLECTION_EVERY_BYTES,
  ) {}

  /** Bytes of a transfer have arrived (and become garbage once passed on). */
  received(bytes: number): void {
    this.#since += bytes;
    if (this.#since < this.everyBytes) return;
    this.#since = 0;
    this.#collections++;
    this.collect();
  }

  /** Collections asked for so far (tests, the bench). */
  get collections(): number {
    return this.#collections;
  }
}

type GcExtension = (options?: { type: 'minor' }) => void;

/**
 * A scavenge of V8's young generation, from V8's gc extension (node --expose-gc: the systemd unit
 * and `npm start`); null without it.
 */
export function v8YoungCollection(): (() => void) | null {
  const gc = (globalThis as { gc?: GcExtension }).gc;
  return gc ? () => gc({ type: 'minor' }) : null;
}

/** The app's nudge: null when node runs without --expose-gc. */
export function youngCollectionNudge(): YoungCollectionNudge | null {
  const collect = v8YoungCollection();
  return collect ? new YoungCollectionNudge(collect) : null;
}
