import cookie from '@fastify/cookie';
import { laneMaySkipPlugin } from './lane-fence.js';

/**
 * @fastify/cookie for a scope whose routes set or read a cookie (staff and portal sign-in), its
 * hook stated for the fast lane's fence (lane-fence.ts): no replayed public read reads a cookie.
 */
export const cookiePlugin = laneMaySkipPlugin('cookies are read by the sign-in routes of their scope only, never by a replayed public read', cookie);
