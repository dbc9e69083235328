import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./test-services.ts";

/** The EICAR anti-virus test file (68 bytes): harmless, detected by every scanner given its signature. */
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";
/** EICAR's MD5 and size as a ClamAV hash signature (.hdb): Debian's clamav-daemon ships no database and cannot download one here. */
const EICAR_HDB = "44d88612fea8a8f36de82e1278abb02f:68:Eicar-Test-Signature\n";

const CLAMD_CANDIDATES = ["/usr/sbin/clamd", "/usr/bin/clamd", "/usr/local/sbin/clamd"];

export interface TestClamd {
  url: string;
  stop(): Promise<void>;
}

function clamdBinary(): string {
  // scripts/test.mjs installs Debian's clamav-daemon on a fresh machine; fall back to PATH lookup by spawn.
  return CLAMD_CANDIDATES.find((p) => existsSync(p)) ?? "clamd";
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write("zPING\0"));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("data", (d) => {
      socket.destroy();
      resolve(d.toString().startsWith("PONG"));
    });
    socket.on("error", () => resolve(false));
  });
}

/** A real clamd in the foreground on a free loopback port, with its own config and a database holding only EICAR. */
export async function startTestClamd(): Promise<TestClamd> {
  const dir = mkdtempSync(join(tmpdir(), "portal-clamd-"));
  mkdirSync(join(dir, "db"));
  mkdirSync(join(dir, "tmp"));
  writeFileSync(join(dir, "db", "eicar.hdb"), EICAR_HDB);
  const port = await freePort();
  writeFileSync(
    join(dir, "clamd.conf"),
    [
      "Foreground yes",
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${join(dir, "db")}`,
      `TemporaryDirectory ${join(dir, "tmp")}`,
      "StreamMaxLength 40M",
      "",
    ].join("\n"),
  );
  const output: string[] = [];
  const proc: ChildProcess = spawn(clamdBinary(), [`--config-file=${join(dir, "clamd.conf")}`], { stdio: ["ignore", "pipe", "pipe"] });
  proc.stdout?.on("data", (c: Buffer) => {
    if (output.length < 100) output.push(c.toString());
  });
  proc.stderr?.on("data", (c: Buffer) => {
    if (output.length < 100) output.push(c.toString());
  });
  let exited: Error | null = null;
  proc.once("error", (e) => (exited = e));
  proc.once("exit", (code) => (exited ??= new Error(`clamd terminó (código ${code}): ${output.join("").trim()}`)));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const done = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill("SIGTERM");
      await done;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      rmSync(dir, { recursive: true, force: true });
      throw exited;
    }
    if (await ping(port)) return { url: `tcp://127.0.0.1:${port}`, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`clamd no respondió PING en el puerto ${port}: ${output.join("").trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
