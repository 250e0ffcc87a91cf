import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { StartupRefusal } from './modules/contract/contract-key-at-start.js';

const config = loadConfig();
const app = await buildApp({ config }).catch((error: unknown) => {
  if (!(error instanceof StartupRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing open requests, then closing the database`);
  // A stuck request must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
