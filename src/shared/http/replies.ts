import type { FastifyReply } from 'fastify';

/** 201 Created with a Location header pointing at the new resource. */
export function created<T>(reply: FastifyReply, location: string, body: T): T {
  reply.code(201).header('location', location);
  return body;
}
