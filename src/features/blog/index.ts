import type { App } from '../../shared/http/app-types.js';
import archivePost from './archive-post.js';
import createCategory from './create-category.js';
import createPost from './create-post.js';
import deleteCategory from './delete-category.js';
import getCategory from './get-category.js';
import getPost from './get-post.js';
import getPublishedPost from './get-published-post.js';
import listAllPosts from './list-all-posts.js';
import listArchivedPosts from './list-archived-posts.js';
import listCategories from './list-categories.js';
import listPosts from './list-posts.js';
import listPublishedPosts from './list-published-posts.js';
import previewPost from './preview-post.js';
import restorePost from './restore-post.js';
import updateCategory from './update-category.js';
import updatePost from './update-post.js';

/** Blog posts (public reads, admin lists and writes) and their categories. */
export default function blogFeature(app: App): void {
  listPublishedPosts(app);
  getPublishedPost(app);
  getPost(app);
  listAllPosts(app);
  listPosts(app);
  listArchivedPosts(app);
  createPost(app);
  previewPost(app);
  updatePost(app);
  archivePost(app);
  restorePost(app);
  listCategories(app);
  getCategory(app);
  createCategory(app);
  updateCategory(app);
  deleteCategory(app);
}
