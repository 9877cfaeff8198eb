import { loadOnFirstUse } from './load-on-first-use.js';

/**
 * glibc's malloc_trim(0), for the idle reclaim (idle-reclaim.ts, docs/operations.md "Memory").
 * After a load, glibc's arenas keep the free chunks between live ones: free() gives memory back
 * only from the top of an arena, and the load leaves live blocks above the freed ones. Only
 * malloc_trim walks every arena and hands the whole free pages inside those chunks back to the
 * kernel. Node has no call for it, so it is reached through koffi (an FFI package whose Node-API
 * binary comes prebuilt in its per-platform package: nothing is compiled at install).
 *
 * Linux with glibc only: musl, macOS and Windows have no malloc_trim (nor glibc's arenas). Loaded
 * on the first reclaim, not at start: a server that never goes quiet after work never maps it.
 */
export type MallocTrim = { trim: () => boolean } | { unavailable: string };

export interface MallocTrimPlatform {
  platform: NodeJS.Platform;
  /** glibc's version at run time, or undefined where the C library is another (process.report's header). */
  glibc: () => string | undefined;
  /** Loads koffi and binds malloc_trim from libc.so.6; throws if it cannot. */
  bind: () => (pad: number) => number;
}

const koffi = loadOnFirstUse<typeof import('koffi')>('koffi');

const nodePlatform: MallocTrimPlatform = {
  platform: process.platform,
  glibc: () => (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
  bind: () => koffi().load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number,
};

/**
 * The trim, or why there is none (said once in the server's log). `trim()` answers whether glibc
 * gave memory back.
 */
export function loadMallocTrim(platform: MallocTrimPlatform = nodePlatform): MallocTrim {
  if (platform.platform !== 'linux') return { unavailable: `not Linux (${platform.platform}): no glibc arenas to trim` };
  let glibc: string | undefined;
  try {
    glibc = platform.glibc();
  } catch (error) {
    return { unavailable: `the C library's version could not be read: ${(error as Error).message}` };
  }
  if (!glibc) return { unavailable: 'the C library is not glibc (musl?): no malloc_trim' };
  try {
    const mallocTrim = platform.bind();
    return { trim: () => mallocTrim(0) === 1 };
  } catch (error) {
    return { unavailable: `koffi could not bind glibc ${glibc}'s malloc_trim: ${(error as Error).message}` };
  }
}
