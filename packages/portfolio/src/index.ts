/**
 * @taxdesk/portfolio: the portfolio module as a plain library (the engine, the release pipeline,
 * the formula registry's schemas and lifecycle, the CLI's commands). Pure functions; nothing here
 * needs HTTP or a database. The server's routes (src/features/portfolio) use only what this file
 * exports.
 */
export * from './engine/index.js';
export * from './pipeline/index.js';
export * from './registry/index.js';
export { PORTFOLIO_USAGE, portfolioCli, type CliIo } from './cli.js';
