import assert from 'node:assert/strict';
import { test } from 'node:test';
import { securityHeaderList } from '../../shared/http/headers.js';
import { adminContentSecurityPolicy } from './index.js';

const directives = (policy: string) => policy.split(';').map((directive) => directive.trim());

test("the admin's policy lets the editor show the website's images from SITE_URL's origin, and changes nothing else", () => {
  const common = directives(new Map(securityHeaderList()).get('content-security-policy')!);
  const admin = directives(adminContentSecurityPolicy('https://www.firm.example/some/path'));
  assert.ok(admin.includes("img-src 'self' data: https://www.firm.example"), admin.join('; '));
  assert.deepEqual(
    admin.filter((directive) => !directive.startsWith('img-src')),
    common.filter((directive) => !directive.startsWith('img-src')),
  );
  assert.ok(admin.includes("script-src 'self'") && admin.includes("frame-ancestors 'none'"));
});
