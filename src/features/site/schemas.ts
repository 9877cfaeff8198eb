import { Type } from 'typebox';
import { Strict } from '../../shared/http/schemas.js';

export const SITE_TAG = 'Public site';
export const VALIDATION_TAG = 'Feed validation';

/** A documented non-JSON answer (the handler sends the text with its content type). */
export function textResponse(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}

export const NotModified = { description: 'Not modified: the copy named by If-None-Match / If-Modified-Since is current.', type: 'null' };

export const RssQuery = Strict({
  category: Type.Optional(
    Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120, description: 'A category slug: only its posts.' }),
  ),
});

export const SitemapPartParams = Strict({ part: Type.Integer({ minimum: 1, maximum: 100_000, description: 'The file number, from 1.' }) });

export const Issue = Type.Object({
  code: Type.String({ description: 'Stable check code, e.g. url_not_https (see docs/blog.md).' }),
  message: Type.String(),
  location: Type.String({ description: 'Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid".' }),
});

export const ValidationReport = Type.Object(
  {
    valid: Type.Boolean({ description: 'True when no error was found (warnings allowed).' }),
    checkedAt: Type.String({ format: 'date-time' }),
    counts: Type.Record(Type.String(), Type.Integer(), { description: 'What was checked, e.g. urls, posts, items.' }),
    errors: Type.Array(Issue),
    warnings: Type.Array(Issue),
  },
  { description: 'FeedValidationReport' },
);
