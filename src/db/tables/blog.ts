import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

export type BlogPostStatus = 'draft' | 'published' | 'archived';

export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  /** Lowercase a-z0-9-, unique. */
  slug: string;
  description: string | null;
  sort_order: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface BlogPostsTable {
  id: Generated<number>;
  /** Lowercase a-z0-9-, unique, never "admin". */
  slug: string;
  title: string;
  /** The editor's own excerpt (plain text), if any. */
  excerpt: string | null;
  /** Plain text for listings and the RSS description: the excerpt, else the start of the content. */
  summary: string;
  /** HTML, sanitized on save. */
  content: string;
  category_id: number | null;
  /** JSON array of strings (text on SQLite, jsonb on PostgreSQL). */
  tags: string | string[];
  cover_image_url: string | null;
  author_name: string | null;
  meta_title: string | null;
  meta_description: string | null;
  status: BlogPostStatus;
  /** The status a post had before it was archived; restore brings it back. */
  status_before_archive: 'draft' | 'published' | null;
  /** When the post is (or was, or will be: scheduled) public. */
  published_at: Instant | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

/**
 * One row (id 1): a version bumped in the same transaction as every write to posts or categories.
 * Rendered feeds are cached per version, so every instance sees a change on its next request.
 */
export interface BlogFeedStateTable {
  id: number;
  version: number;
  changed_at: Instant;
}

export interface BlogTables {
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_feed_state: BlogFeedStateTable;
}
