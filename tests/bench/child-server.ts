import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `tsx <script>` with `env` (and extra node flags, e.g. `--cpu-prof`) and waits until `readyUrl` answers 200. */
export async function startChild(script: string, env: Record<string, string>, readyUrl: string, nodeArgs: readonly string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(readyUrl).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyUrl}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { process: child, stop };
}
