import type { App } from '../../shared/http/app-types.js';
import { contactForm, formStamp } from './lib/contact-form.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { contactView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** The contact form (a plain HTML form: it works without JavaScript) beside the firm's details. */
export default function getContactPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    const action = site.pathIn(locale, '/contact');
    app.get(action, pageRoute(site, locale, 'The contact form'), (request, reply) =>
      site.sendFresh(reply, locale, 200, () =>
        contactView(site.linksFor(locale), contactForm(action, formStamp(app.config.jwtSecret!, app.clock.now().getTime()))),
      ),
    );
  }
}
