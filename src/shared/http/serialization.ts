import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSerializerCompiler = ReturnType<SerializerFactory>;

/**
 * Fastify's own fast-json-stringify serializers, built on a route's first response instead of at
 * start-up. Building every route's serializers up front was about a quarter of a cold start
 * (bench/README.md, "Cold start"), for routes many instances never answer. The output and the
 * guarantee are unchanged: a response still carries only the fields its schema declares.
 */
export const buildSerializerOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile: RouteSerializerCompiler = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= compile(route) as (data: unknown) => string;
      return serialize(data);
    };
  };
};
