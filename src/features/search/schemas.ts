import { Type } from 'typebox';
import { SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Search';

export const SearchQuery = Strict(
  {
    q: SingleLine({ minLength: 1, maxLength: 100, description: 'What to find: every word must start a word of the record (so it works as you type).' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20, description: 'At most this many results (default 20).' })),
  },
  { title: 'SearchQuery' },
);

export const SearchKind = Type.Union([Type.Literal('client'), Type.Literal('inquiry'), Type.Literal('company'), Type.Literal('post')]);

export const SearchResults = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        kind: SearchKind,
        id: Type.Integer({ description: 'The id of the client, inquiry, company or post.' }),
        title: Type.String({ description: "A client's or company's name, an inquiry's subject, a post's title." }),
        detail: Type.String({ description: 'Contact details, code, status: what tells two results apart.' }),
      }),
    ),
  },
  { title: 'SearchResults', description: 'Best match first.' },
);
