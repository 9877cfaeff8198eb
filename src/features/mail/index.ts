import type { App } from '../../shared/http/app-types.js';
import listOutbox from './list-outbox.js';
import resendMail from './resend-mail.js';

export default function mailFeature(app: App): void {
  listOutbox(app);
  resendMail(app);
}
