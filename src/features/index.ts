import type { App } from '../shared/http/app-types.js';
import authFeature from './auth/index.js';
import blogFeature from './blog/index.js';
import operationsFeature from './operations/index.js';
import siteFeature from './site/index.js';
import usersFeature from './users/index.js';

/** Every feature group. Each registers its own routes (one file per operation) and jobs. */
export const features: ReadonlyArray<(app: App) => void> = [operationsFeature, authFeature, usersFeature, blogFeature, siteFeature];
