import { createServer } from "node:net";

/** A TCP port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!port) throw new Error("No se obtuvo un puerto libre");
  return port;
}

/**
 * A free TCP port below Linux's ephemeral range (32768–60999), for a server that listens a while after the draw (a
 * process that boots for seconds). In that range the OS hands ports to outgoing connections too: the other processes'
 * database and Redis connections took one between freePort() and the API's listen (EADDRINUSE in the scale proof). The
 * browser tests draw theirs there for the same reason (e2e/support/env.ts).
 */
export async function freeServerPort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      // All interfaces, as the API listens.
      server.listen(port, () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return port;
    }
  }
  throw new Error("No se obtuvo un puerto libre");
}
