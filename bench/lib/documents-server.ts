import { TestContext } from '../../src/testing/harness.js';

const MB = 1024 * 1024;

/**
 * The server the documents benches upload to (bench/documents.ts, bench/documents-stages.ts): SQLite
 * in a file, the local store in `directory`, PDFs up to 256 MB, no scanning, and no read rate limit
 * (a bench sends more than a person). Not started.
 */
export function documentsBenchServer(directory: string, encryptionKey: string | null): TestContext {
  return new TestContext('sqlite', {
    sqliteFile: true,
    config: {
      documents: {
        store: { kind: 'local', directory },
        uploadMaxBytes: 256 * MB,
        uploadTypes: ['pdf'],
        encryptionKey,
        previousEncryptionKey: null,
        clamdUrl: null,
        clamdTimeoutMs: 30_000,
        clamdFailOpen: false,
        orphanGraceMs: 24 * 60 * 60_000,
      },
      readRateLimitPerMinute: 1_000_000,
    },
  });
}
