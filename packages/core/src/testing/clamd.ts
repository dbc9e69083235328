import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startForegroundServer } from "./foreground-server.ts";
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
  const server = startForegroundServer("clamd", clamdBinary(), [`--config-file=${join(dir, "clamd.conf")}`], dir);
  const stop = server.stop;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const exited = server.exited();
    if (exited) {
      await stop();
      throw exited;
    }
    if (await ping(port)) return { url: `tcp://127.0.0.1:${port}`, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`clamd no respondió PING en el puerto ${port}: ${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
