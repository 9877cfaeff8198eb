import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { AddPasskeyRequest } from '../../shared/auth/webauthn/schemas.js';
import { addStaffPasskey } from './lib/staff-passkeys.js';
import { StaffPasskeyAdded, TAG } from './schemas.js';

export default function createPasskey(app: App): void {
  app.post(
    '/api/auth/passkeys',
    {
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: "Add a passkey: the authenticator's answer to the registration options, and a name",
        description:
          'A passkey is a second factor: from now on the password step asks for it (or another factor). The first factor of a user also ' +
          "answers ten recovery codes, shown this once. The user's other sessions end.",
        body: AddPasskeyRequest,
        response: {
          201: StaffPasskeyAdded,
          400: problemResponse('passkey_not_verified: the ceremony expired or was answered already, or the answer does not check.'),
          409: problemResponse('passkey_exists: this authenticator is registered already.'),
        },
      },
    },
    async (request, reply) => {
      const added = await addStaffPasskey(authContextOf(app, request), request.user!, request.body.name, request.body.credential);
      return reply.code(201).send(added);
    },
  );
}
