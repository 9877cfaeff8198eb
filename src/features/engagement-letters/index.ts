import type { App } from '../../shared/http/app-types.js';
import createTemplate from './create-template.js';
import deleteTemplate from './delete-template.js';
import getTemplate from './get-template.js';
import listTemplates from './list-templates.js';
import previewTemplate from './preview-template.js';
import updateTemplate from './update-template.js';

export default function engagementLettersFeature(app: App): void {
  listTemplates(app);
  getTemplate(app);
  createTemplate(app);
  updateTemplate(app);
  deleteTemplate(app);
  previewTemplate(app);
}
