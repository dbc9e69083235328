import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * A real server the tests start in the foreground (clamd, dovecot) in a folder of its own: its output kept for the
 * error a failed start throws, its exit noticed, and `stop()` ending it and removing the folder.
 */
export interface ForegroundServer {
  /** Why it is gone (it exited, or could not be spawned); null while it runs. */
  exited: () => Error | null;
  /** What it printed so far (its first lines), for an error message. */
  output: () => string;
  /** A function, not a method: callers keep it apart from the server to stop it later. */
  stop: () => Promise<void>;
}

export function startForegroundServer(name: string, binary: string, args: string[], dir: string): ForegroundServer {
  const lines: string[] = [];
  const proc: ChildProcess = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [proc.stdout, proc.stderr])
    stream?.on("data", (c: Buffer) => {
      if (lines.length < 200) lines.push(c.toString());
    });
  let exited: Error | null = null;
  proc.once("error", (e) => (exited = e));
  proc.once("exit", (code) => (exited ??= new Error(`${name} terminó (código ${code}): ${lines.join("").trim()}`)));
  return {
    exited: () => exited,
    output: () => lines.join("").trim(),
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) {
        const done = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
        proc.kill("SIGTERM");
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
