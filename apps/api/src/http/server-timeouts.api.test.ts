import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

/** Sends one keep-alive GET on `socket` and resolves with its status line once the whole (small) response is in. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== "open") {
      reject(new Error("the server closed the connection"));
      return;
    }
    let data = "";
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      const end = data.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? NaN);
      if (end >= 0 && data.length - end - 4 >= length) {
        cleanup();
        resolve(data.slice(0, data.indexOf("\r\n")));
      }
    };
    const onClose = () => {
      cleanup();
      reject(new Error("the server closed the connection"));
    };
    const cleanup = () => {
      socket.off("data", onData);
      socket.off("close", onClose);
    };
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe("keep-alive connections", () => {
  it("stay open past Node's default 5 s (+1 s) idle, so a client reusing one is not reset (ECONNRESET)", async () => {
    const url = new URL(h.baseUrl);
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    try {
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      expect(await get(socket, "/healthz")).toBe("HTTP/1.1 200 OK");
      // Node closes an idle connection at its keepAliveTimeout plus a 1 s buffer: 6 s by default.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(await get(socket, "/healthz")).toBe("HTTP/1.1 200 OK");
    } finally {
      socket.destroy();
    }
  });
});
