import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { TAG } from './schemas.js';
import { revokeFeed } from './service.js';

export default function revokeCalendarFeed(app: App): void {
  app.delete(
    '/api/calendar/feed',
    {
      schema: {
        tags: [TAG],
        summary: "Revoke the signed-in user's calendar feed: its URL answers 404 from now on",
        response: { 204: Type.Null({ description: 'Revoked.' }) },
      },
    },
    async (request, reply) => {
      await revokeFeed(contextOf(app, request), request.user!.id);
      return reply.code(204).send(null);
    },
  );
}
