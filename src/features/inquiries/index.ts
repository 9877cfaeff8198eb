import type { App } from '../../shared/http/app-types.js';
import convertToClient from './convert-to-client.js';
import getInquiry from './get-inquiry.js';
import listInquiries from './list-inquiries.js';
import submitInquiry from './submit-inquiry.js';
import updateInquiry from './update-inquiry.js';
import updateInquiryMemo from './update-inquiry-memo.js';
import updateInquiryStatus from './update-inquiry-status.js';

export default function inquiriesFeature(app: App): void {
  submitInquiry(app);
  listInquiries(app);
  getInquiry(app);
  updateInquiryStatus(app);
  updateInquiryMemo(app);
  updateInquiry(app);
  convertToClient(app);
}
