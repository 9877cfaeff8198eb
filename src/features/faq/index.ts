import type { App } from '../../shared/http/app-types.js';
import createFaq from './create-faq.js';
import deleteFaq from './delete-faq.js';
import getFaq from './get-faq.js';
import listFaqs from './list-faqs.js';
import reorderFaqs from './reorder-faqs.js';
import updateFaq from './update-faq.js';

export default function faqFeature(app: App): void {
  listFaqs(app);
  getFaq(app);
  createFaq(app);
  updateFaq(app);
  reorderFaqs(app);
  deleteFaq(app);
}
