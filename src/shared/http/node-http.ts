import { createRequire } from 'node:module';

/*
 * node:http, required rather than imported: an ES import of node:http builds a facade that reads
 * every export, and one of them loads Node's whole fetch implementation, tens of milliseconds of
 * every start (bench/README.md, "Cold start"). Import it from here, not from 'node:http'.
 */
export const nodeHttp = createRequire(import.meta.url)('node:http') as typeof import('node:http');

/** Reason phrases by status ("Not Found"). */
export const STATUS_TEXT: Readonly<Record<number, string | undefined>> = nodeHttp.STATUS_CODES;
