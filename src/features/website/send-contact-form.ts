import type { FastifyError, FastifyReply } from 'fastify';
import { contextOf } from '../../shared/context.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { addressKey } from '../../shared/rate-limit/address.js';
import { routeLimitKey } from '../../shared/rate-limit/plugin.js';
import { submitInquiry } from '../inquiries/service.js';
import {
  ContactFormBody,
  contactForm,
  fieldErrors,
  formStamp,
  inquiryOf,
  MAX_FORM_AGE_SECONDS,
  MIN_FILL_SECONDS,
  serviceErrors,
  stampedAt,
  type ContactFieldName,
  type ContactFormFields,
} from './lib/contact-form.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { contactView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** The API operation whose inquiry the form creates, and whose rate limit it shares (one budget per address). */
const API_OPERATION = { method: 'POST', url: '/api/inquiry' } as const;

/**
 * The contact form's target: a plain urlencoded form post that creates the inquiry POST
 * /api/inquiry creates (the same service, rules, rate limit, honeypot and mails), then 303 to the
 * thanks page. A field the rules refuse re-renders the form with the values kept and the reason
 * beside the field; a post sooner than MIN_FILL_SECONDS after the form was served (robots) or
 * with a forged stamp renders it again too.
 */
export default function sendContactForm(app: App): void {
  const site = websiteOf(app);
  const secret = app.config.jwtSecret!;
  const { inquiryRateLimitMax: max, inquiryRateLimitWindowSeconds: windowSeconds } = app.config;
  for (const locale of SITE_LOCALES) {
    const action = site.pathIn(locale, '/contact');
    const links = site.linksFor(locale);
    const intl = site.messages[locale];
    const again = (reply: FastifyReply, status: number, values: ContactFormFields, errors: Partial<Record<ContactFieldName, string>>, problem: string) =>
      site.sendFresh(reply, locale, status, () => contactView(links, contactForm(action, formStamp(secret, app.clock.now().getTime()), values, errors, problem)));
    const route = pageRoute(site, locale, 'Send the contact form');
    app.post<{ Body: ContactFormFields }>(
      action,
      {
        ...route,
        config: { ...route.config, formBody: true },
        schema: { ...route.schema, body: ContactFormBody },
        // A body the schema refuses (an unknown field, a repeated one) is the form again, not an error page.
        // (Fastify waits for the reply either way: the handler sends it.)
        errorHandler: (error: FastifyError, request, reply) => {
          void ((error.statusCode ?? 500) < 500 && error.statusCode !== 415
            ? again(reply, 400, {}, {}, 'contact.errorSummary')
            : route.errorHandler(error, request, reply));
        },
      },
      async (request, reply) => {
        const fields = request.body ?? {};
        const now = app.clock.now().getTime();
        const budget = await app.counters.hit(routeLimitKey(API_OPERATION.method, API_OPERATION.url, addressKey(request.ip)), windowSeconds * 1000);
        if (budget.count > max) {
          reply.header('retry-after', String(Math.max(1, Math.ceil((budget.resetAt - now) / 1000))));
          return again(reply, 429, fields, {}, 'contact.tooMany');
        }
        const started = stampedAt(secret, fields.started);
        if (started === null || now - started < MIN_FILL_SECONDS * 1000) return again(reply, 400, fields, {}, 'contact.tooFast');
        if (now - started > MAX_FORM_AGE_SECONDS * 1000) return again(reply, 400, fields, {}, 'contact.expired');
        const inquiry = inquiryOf(fields);
        const errors = fieldErrors(inquiry, intl);
        if (errors) return again(reply, 400, fields, errors, 'contact.errorSummary');
        try {
          // The sender wrote on this language's page: their acknowledgement is in it (/ko/contact -> ko),
          // whatever language their browser asks for.
          await submitInquiry(contextOf(app, request), inquiry, locale);
        } catch (error) {
          if (error instanceof ValidationError) return again(reply, 400, fields, serviceErrors(error.errors, intl), 'contact.errorSummary');
          throw error;
        }
        // 303: the browser GETs the thanks page, so reloading it does not send the form again.
        return reply.code(303).header('location', site.pathIn(locale, '/contact/thanks')).send();
      },
    );
  }
}
