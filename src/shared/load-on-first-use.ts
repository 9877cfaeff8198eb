import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start-up, synchronously. For packages a
 * server may never need (the password estimator, transliteration tables) whose loading was a
 * noticeable part of a cold start (bench/README.md, "Cold start"). The production build leaves such
 * packages in node_modules, where `require` finds them at run time.
 */
export function loadOnFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(specifier) as T);
}
