import { Type, type Static } from 'typebox';
import { Id, Instant, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './lib/slugs.js';

export const TAG = 'Blog';
export const CATEGORY_TAG = 'Categories';

const slug = (description: string) => Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: SLUG_MAX_LENGTH, description });
export const Slug = slug('Lowercase letters, digits and single hyphens, e.g. "2026-income-tax-guide".');
export const SlugParams = Strict({ slug: Slug });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PostStatus = Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('archived')]);
const writableStatus = (options: { default?: string } = {}) =>
  Type.Union([Type.Literal('draft'), Type.Literal('published')], {
    description: 'draft or published (a future publishedAt schedules the post). Archiving is DELETE.',
    ...options,
  });

// Strict: it is also a read-only field of a write, where every object is closed.
export const CategoryRef = Strict({ id: Type.Integer(), name: Type.String(), slug: Type.String() });

const summaryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  url: Type.String({ description: 'The public address: {SITE_URL}/blog/{slug}.' }),
  title: Type.String(),
  excerpt: Nullable(Type.String()),
  summary: Type.String({ description: 'Plain text: the excerpt, or the start of the content when there is none.' }),
  categoryId: Nullable(Type.Integer()),
  category: Nullable(CategoryRef),
  tags: Type.Array(Type.String()),
  coverImageUrl: Nullable(Type.String()),
  authorName: Nullable(Type.String()),
  publishedAt: Nullable(Instant),
  createdAt: Instant,
  updatedAt: Instant,
};
const adminFields = {
  status: PostStatus,
  archivedAt: Nullable(Instant),
};
const detailFields = {
  content: Type.String({ description: 'Sanitized HTML.' }),
  metaTitle: Nullable(Type.String()),
  metaDescription: Nullable(Type.String()),
};

export const PublicBlogPostSummary = Type.Object(summaryFields);
export const PublicBlogPost = Type.Object({ ...summaryFields, ...detailFields });
export const BlogPostSummary = Type.Object({ ...summaryFields, ...adminFields });
export const BlogPost = Type.Object({ ...summaryFields, ...adminFields, ...detailFields });
export type BlogPostSummary = Static<typeof BlogPostSummary>;
export type BlogPost = Static<typeof BlogPost>;

export const PublishedPostPage = Paginated(PublicBlogPostSummary, 'PaginatedResponse<BlogPostSummary>: published posts, newest first.');
export const AdminPostPage = Paginated(BlogPostSummary, 'PaginatedResponse<BlogPostSummary>');
export const BlogPostListResponse = Type.Object(
  {
    items: Type.Array(BlogPostSummary),
    totalCount: Type.Integer({ description: 'Every post that matches, even past the items returned.' }),
  },
  { description: 'BlogPostListResponse' },
);

export const BlogPublishedQuery = Strict(
  {
    ...PageQueryFields,
    categoryId: Type.Optional(Id),
    category: Type.Optional(slug('A category slug (an alternative to categoryId).')),
  },
  { description: 'BlogPublishedQuery' },
);

export const BlogAdminQuery = Strict(
  {
    ...PageQueryFields,
    status: Type.Optional(
      Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('scheduled')], {
        description: 'published includes scheduled posts; scheduled: published with a publishedAt still to come.',
      }),
    ),
    categoryId: Type.Optional(Id),
    search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100 })),
  },
  { description: 'BlogAdminQuery' },
);

const postBodyFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Type.Optional(Slug),
  excerpt: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  content: Type.String({ maxLength: 200_000, description: 'HTML; sanitized on save (see docs/blog.md).' }),
  categoryId: Type.Optional(Nullable(Id)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 })),
  coverImageUrl: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 }))),
  authorName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  metaTitle: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  metaDescription: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  publishedAt: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        description: 'When the post goes public. Absent when publishing: now (or the date it had). In the future: scheduled.',
      }),
    ),
  ),
};

export const CreateBlogPostRequest = Strict(
  { ...postBodyFields, status: Type.Optional(writableStatus({ default: 'draft' })) },
  { description: 'A new post. The slug is made from the title when absent.' },
);
export const UpdateBlogPostRequest = Strict(
  {
    ...postBodyFields,
    slug: Type.Optional(slug('Absent: the current slug stays (addresses do not change with the title).')),
    status: writableStatus(),
    updatedAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'The updatedAt the edit started from (as GET answered it): when the stored post is newer, 409 post_changed and nothing is saved. Absent: saved over whatever is stored.',
      }),
    ),
    ...ReadOnlyFields(BlogPost, ['id', 'url', 'summary', 'category', 'archivedAt', 'createdAt']),
  },
  {
    description:
      'The whole post; absent optional fields are cleared, except slug. The read-only fields of a BlogPost (as GET returns it) are accepted and ignored; updatedAt guards against overwriting a newer save.',
  },
);
export type PostInput = Static<typeof UpdateBlogPostRequest>;

// Categories

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  postCount: Type.Integer({ description: 'Posts in the category, archived ones included.' }),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Category = Static<typeof Category>;

export const CategoryListResponse = Type.Object({ items: Type.Array(Category), totalCount: Type.Integer() });

const categoryFields = {
  name: SingleLine({ minLength: 1, maxLength: 100 }),
  slug: Type.Optional(slug('Made from the name when absent (on update: the current slug stays).')),
  description: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  sortOrder: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, default: 0 })),
};
export const CategoryRequest = Strict(categoryFields);
export const UpdateCategoryRequest = Strict(
  { ...categoryFields, ...ReadOnlyFields(Category, ['id', 'postCount', 'createdAt', 'updatedAt']) },
  { description: 'The read-only fields of a Category (as GET returns it) are accepted and ignored.' },
);
export type CategoryInput = Static<typeof CategoryRequest>;

export const PreviewPostRequest = Strict(
  { content: postBodyFields.content, excerpt: postBodyFields.excerpt },
  { description: 'A post’s content (and excerpt) as the editor has it now, not saved.' },
);
export const PostPagePreviewRequest = Strict(
  {
    ...postBodyFields,
    slug: Type.Optional(Slug),
    locale: Type.Union([Type.Literal('en'), Type.Literal('ko')], { description: 'The site language to render the page in.' }),
  },
  { description: 'A post as the editor has it now, not saved, and the language of the page to render.' },
);
export type PostPagePreviewInput = Static<typeof PostPagePreviewRequest>;
export const PostPagePreview = Type.Object(
  { html: Type.String({ description: 'The whole page as the website would serve it, marked noindex; the content sanitized by the policy of every save.' }) },
  { description: 'PostPagePreview' },
);

export const PostPreview = Type.Object(
  {
    content: Type.String({ description: 'The HTML as a save would keep it: sanitized by the same policy.' }),
    summary: Type.String({ description: 'The plain-text summary a save would make (listings, RSS).' }),
    changed: Type.Boolean({ description: 'Whether sanitizing removed or rewrote anything.' }),
  },
  { description: 'PostPreview' },
);
