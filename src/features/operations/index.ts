import type { App } from '../../shared/http/app-types.js';
import getMetrics from './get-metrics.js';
import getOpenApiDocument from './get-openapi-document.js';
import healthz from './healthz.js';
import readyz from './readyz.js';

export default function operationsFeature(app: App): void {
  healthz(app);
  readyz(app);
  getOpenApiDocument(app);
  if (app.config.metricsToken) getMetrics(app, app.config.metricsToken);
}
