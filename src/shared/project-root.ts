import path from 'node:path';

/**
 * The project's directory, from source (src/shared/) and from the compiled bundle (dist/bundle/)
 * alike: both sit two levels below it. Files the server reads at run time (admin/dist) are found
 * from here, never from the importing module's own place, which the bundle moves.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
