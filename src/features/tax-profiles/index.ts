import type { App } from '../../shared/http/app-types.js';
import createTaxProfile from './create-tax-profile.js';
import deleteTaxProfile from './delete-tax-profile.js';
import getClientTaxProfile from './get-client-tax-profile.js';
import listHighRiskProfiles from './list-high-risk-profiles.js';
import listTaxProfiles from './list-tax-profiles.js';
import listUpcomingFilingProfiles from './list-upcoming-filing-profiles.js';
import updateTaxProfile from './update-tax-profile.js';

export default function taxProfilesFeature(app: App): void {
  createTaxProfile(app);
  listTaxProfiles(app);
  getClientTaxProfile(app);
  listHighRiskProfiles(app);
  listUpcomingFilingProfiles(app);
  updateTaxProfile(app);
  deleteTaxProfile(app);
}
