import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { listenApi } from "./api-server.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("listenApi: the API's HTTP server", () => {
  it("makes each request and response as the app's own, so Express never swaps their prototypes, and Express works as usual", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.post("/echo", express.json(), (req, res) => {
      res.status(201).json({ received: req.body as unknown, ip: req.ip, sameApp: req.app === app, header: req.get("x-probe") });
    });
    const arrived: boolean[] = [];
    const server = await new Promise<ReturnType<typeof listenApi>>((resolve, reject) => {
      const started = listenApi(app, 0, "127.0.0.1", (error) => (error ? reject(error) : resolve(started)));
    });
    servers.push(server);
    // Before Express sees it: already an instance of app.request / app.response.
    server.prependListener("request", (req, res) => {
      arrived.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-probe": "sí", "x-forwarded-for": "203.0.113.7" },
        body: JSON.stringify({ n: i }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ received: { n: i }, ip: "203.0.113.7", sameApp: true, header: "sí" });
    }
    expect(arrived).toEqual([true, true]);
  });

  it("hands a listen error (the port taken) to its callback", async () => {
    const app = express();
    const first = await new Promise<ReturnType<typeof listenApi>>((resolve) => {
      const started = listenApi(app, 0, "127.0.0.1", () => resolve(started));
    });
    servers.push(first);
    const taken = (first.address() as AddressInfo).port;
    const error = await new Promise<Error | undefined>((resolve) => {
      servers.push(listenApi(express(), taken, "127.0.0.1", resolve));
    });
    expect(error).toMatchObject({ code: "EADDRINUSE" });
  });
});
