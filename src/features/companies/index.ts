import type { App } from '../../shared/http/app-types.js';
import createCompany from './create-company.js';
import deleteCompany from './delete-company.js';
import getCompany from './get-company.js';
import getCompanyByCode from './get-company-by-code.js';
import listCompanies from './list-companies.js';
import updateCompany from './update-company.js';

export default function companiesFeature(app: App): void {
  listCompanies(app);
  getCompany(app);
  getCompanyByCode(app);
  createCompany(app);
  updateCompany(app);
  deleteCompany(app);
}
