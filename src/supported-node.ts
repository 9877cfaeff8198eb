/**
 * Imported first by server.ts and cli.ts (and loaded first by the built launchers), so an
 * unsupported Node stops with one line before any native module is loaded.
 */
import { requireSupportedNode } from './node-version.js';

requireSupportedNode();
