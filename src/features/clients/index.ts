import type { App } from '../../shared/http/app-types.js';
import createClient from './create-client.js';
import deleteClient from './delete-client.js';
import exportClients from './export-clients.js';
import getClient from './get-client.js';
import listClients from './list-clients.js';
import updateClient from './update-client.js';

export default function clientsFeature(app: App): void {
  listClients(app);
  exportClients(app);
  getClient(app);
  createClient(app);
  updateClient(app);
  deleteClient(app);
}
