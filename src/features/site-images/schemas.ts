import { Type } from 'typebox';
import { Strict } from '../../shared/http/schemas.js';

export const TAG = 'Site images';

const Srcset = Type.String({ description: 'A srcset value: "URL 320w, URL 640w, ..." (smallest first).' });

export const SiteImage = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String({ description: 'The largest WebP file, absolute (from SITE_URL): use it as the src or coverImageUrl; the pages add srcset.' }),
    width: Type.Integer(),
    height: Type.Integer(),
    srcset: Type.Object({ avif: Srcset, webp: Srcset }),
    files: Type.Array(
      Type.Object({
        key: Type.String(),
        url: Type.String(),
        format: Type.Union([Type.Literal('webp'), Type.Literal('avif')]),
        width: Type.Integer(),
        height: Type.Integer(),
        bytes: Type.Integer(),
      }),
    ),
  },
  { description: 'SiteImage: an uploaded image and the responsive files made from it.' },
);

export const ImageFileParams = Strict({ file: Type.String({ maxLength: 80, description: '{key}.webp or {key}.avif' }) });
