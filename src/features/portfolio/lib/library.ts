/**
 * The portfolio module as a plain library: the engine, the release pipeline and the formula
 * registry's schemas and lifecycle. Pure functions; nothing here needs HTTP or a database.
 */
export * from '../engine/index.js';
export * from '../pipeline/index.js';
export * from '../registry/index.js';
