/*
 * The fast lane's fence: the lane answers a repeated public read before every Fastify hook
 * (fast-lane.ts), so a hook that must see every request (a block list, a maintenance mode) would
 * be skipped for those reads without anyone deciding it. From fenceLaneHooks on, every `onRequest`
 * or `preHandler` hook added to the app or any plugin of it must say whether replayed public reads
 * may skip it: laneMaySkip(why, hook), or laneMustSee(why, hook), which closes the lane (Fastify then
 * answers every request). A hook that says neither stops the app at start. A plugin of another
 * package is registered as laneMaySkipPlugin(why, plugin), which states the hooks it adds.
 */
import type { FastifyInstance } from 'fastify';

type Hook = (...args: never[]) => unknown;

/** Why replayed public reads may skip the hook ('skip'), or why they must not ('see'). */
type LaneNote = { skip: string } | { see: string };

const notes = new WeakMap<Hook, LaneNote>();

/** States that a replayed public read may skip the hook, and why; answers the hook. */
export function laneMaySkip<H extends Hook>(why: string, hook: H): H {
  notes.set(hook, { skip: why });
  return hook;
}

/** States that every request must pass the hook, replayed public reads too: adding it closes the lane. */
export function laneMustSee<H extends Hook>(why: string, hook: H): H {
  notes.set(hook, { see: why });
  return hook;
}

/** Instances a plugin stated with laneMaySkipPlugin is running on, and why its hooks may be skipped. */
const pluginsRunning = new WeakMap<object, string>();

type PluginFunction = (instance: FastifyInstance, options: unknown, done?: (error?: Error) => void) => unknown;

/**
 * A plugin of another package whose onRequest/preHandler hooks replayed public reads may skip, and
 * why: its hooks are stated as it adds them. Fastify's plugin metadata (skip-override, name) is kept.
 */
export function laneMaySkipPlugin<P extends (...args: never[]) => unknown>(why: string, given: P): P {
  const plugin = given as unknown as PluginFunction;
  const wrapped = async function (instance: FastifyInstance, options: unknown): Promise<void> {
    pluginsRunning.set(instance, why);
    try {
      if (plugin.length >= 3) await new Promise<void>((resolve, reject) => void plugin(instance, options, (error) => (error ? reject(error) : resolve())));
      else await plugin(instance, options);
    } finally {
      pluginsRunning.delete(instance);
    }
  };
  for (const key of Object.getOwnPropertySymbols(plugin)) (wrapped as unknown as Record<symbol, unknown>)[key] = (plugin as unknown as Record<symbol, unknown>)[key];
  return wrapped as unknown as P;
}

const FENCED = new Set(['onRequest', 'preHandler']);

/**
 * Fences the app's hooks from here on (call it right after creating the app, before any hook or
 * plugin): plugins are instances made from the app, so they share its addHook. `closeLane` is called
 * once a hook that must see every request is added.
 */
export function fenceLaneHooks(app: FastifyInstance, closeLane: (why: string) => void): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the adding instance as `this`
  const addHook = app.addHook as (this: FastifyInstance, name: string, hook: Hook) => FastifyInstance;
  const fenced = function (this: FastifyInstance, name: string, hook: Hook): FastifyInstance {
    if (FENCED.has(name)) {
      const note = notes.get(hook) ?? pluginNote(this);
      if (!note) {
        throw new Error(
          `an ${name} hook was added without stating whether replayed public reads may skip it: wrap it in laneMaySkip(why, hook) ` +
            'or laneMustSee(why, hook) (src/shared/http/lane-fence.ts); the fast lane answers them before every hook',
        );
      }
      if ('see' in note) closeLane(note.see);
    }
    return addHook.call(this, name, hook);
  };
  (app as unknown as { addHook: typeof fenced }).addHook = fenced;
}

function pluginNote(instance: FastifyInstance): LaneNote | null {
  const why = pluginsRunning.get(instance);
  return why === undefined ? null : { skip: why };
}
