import type { App } from '../../shared/http/app-types.js';
import createContract from './create-contract.js';
import deleteContract from './delete-contract.js';
import getContract from './get-contract.js';
import listClientContracts from './list-client-contracts.js';
import listContracts from './list-contracts.js';
import updateContract from './update-contract.js';

export default function contractsFeature(app: App): void {
  createContract(app);
  getContract(app);
  listContracts(app);
  listClientContracts(app);
  updateContract(app);
  deleteContract(app);
}
