import type { FastifyInstance } from 'fastify';

type Plugin<Options> = (app: FastifyInstance, options: Options) => Promise<void>;

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does), so its decorators and
 * handlers belong to the parent instance.
 */
export function sharedPlugin<Options>(name: string, plugin: Plugin<Options>): Plugin<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
