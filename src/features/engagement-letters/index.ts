import type { App } from '../../shared/http/app-types.js';
import createTemplate from './create-template.js';
import deleteTemplate from './delete-template.js';
import getTemplate from './get-template.js';
import listTemplates from './list-templates.js';
import previewTemplate from './preview-template.js';
import updateTemplate from './update-template.js';
import declinePortalLetter from './decline-portal-letter.js';
import getLetter from './get-letter.js';
import getPortalLetterPdf from './get-portal-letter-pdf.js';
import getPortalLetter from './get-portal-letter.js';
import resendLetter from './resend-letter.js';
import sendLetter from './send-letter.js';
import signPortalLetter from './sign-portal-letter.js';
import verifyDocument from './verify-document.js';
import withdrawLetter from './withdraw-letter.js';
import { sendLetterReminders } from './service.js';

export default function engagementLettersFeature(app: App): void {
  listTemplates(app);
  getTemplate(app);
  createTemplate(app);
  updateTemplate(app);
  deleteTemplate(app);
  previewTemplate(app);
  sendLetter(app);
  getLetter(app);
  resendLetter(app);
  withdrawLetter(app);
  getPortalLetter(app);
  getPortalLetterPdf(app);
  signPortalLetter(app);
  declinePortalLetter(app);
  verifyDocument(app);
  app.jobs.register({
    name: 'mail.letter-reminders',
    // Checked every 10 minutes: a reminder leaves within 10 minutes of DIGEST_HOUR on its day.
    intervalMs: 10 * 60_000,
    run: async () => {
      await sendLetterReminders(app);
    },
  });
}
