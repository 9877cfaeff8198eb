import type { App } from '../../shared/http/app-types.js';
import getImageFile from './get-image-file.js';
import uploadImage from './upload-image.js';

/** Images for the website (logo, posts), uploaded by the office and served to everyone. */
export default function siteImagesFeature(app: App): void {
  uploadImage(app);
  getImageFile(app);
}
