// The two servers the PQRDS benchmark compares, in one process: the real API (REST adapter) and a bare Express JSON endpoint.

import { loadEnv } from "@portal/core/config/env";
import { createCoreDeps } from "@portal/core/create-core-deps";
import express from "express";
import { createApp, DEFAULT_WEB_DIST } from "../src/app.ts";
import { listenApi } from "../src/http/api-server.ts";
import { compressResponses } from "../src/http/compress.ts";

const env = loadEnv();
const deps = createCoreDeps(env, "bench-api");
// Random captchas never required, so a submission needs a captcha id but no typed answer (the id is still single use).
await deps.settings.set("captchaThreshold", 99);
// BENCH_WEB=1: the API also serves the built web app (the home benchmark loads it in Chromium).
const api = createApp(deps, { webDistDir: process.env.BENCH_WEB === "1" ? DEFAULT_WEB_DIST : null });
const bare = express();
bare.post("/echo", express.json(), (req, res) => {
  res.json({ ok: true, received: Object.keys(req.body ?? {}).length });
});
// The contents benchmark's bare side: a GET answering a JSON page of 10 small rows, as a list would.
const page = {
  items: Array.from({ length: 10 }, (_, i) => ({ contentID: i + 1, name: `Contenido ${i + 1}`, friendlyName: `contenido-${i + 1}` })),
  total: 10,
  page: 1,
  pageSize: 10,
};
bare.get("/list", (_req, res) => {
  res.json(page);
});
await new Promise<void>((resolve) => listenApi(api, Number(process.env.API_PORT), "127.0.0.1", () => resolve()));
// The home benchmark's bare side: the same home JSON the API answers, from memory, through Express's res.json —
// as is, and compressed by the same middleware as the API's answers (like for like: the load generator accepts gzip).
const homeBody: unknown = await (await fetch(`http://127.0.0.1:${process.env.API_PORT}/api/v1/home`)).json();
bare.get("/home", (_req, res) => {
  res.json(homeBody);
});
bare.get("/home-compressed", ...compressResponses(), (_req: express.Request, res: express.Response) => {
  res.json(homeBody);
});
// The chat benchmark's bare side: a server-sent events stream and a POST that writes its message to every open
// stream of this process at once (no database, no Redis): what the live chat costs on top of the transport itself.
const sseClients = new Set<express.Response>();
bare.get("/sse", (req, res) => {
  res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", Connection: "keep-alive" });
  res.flushHeaders();
  sseClients.add(res);
  req.on("close", () => sseClients.delete(res));
});
bare.post("/sse-echo", express.json(), (req, res) => {
  const event = { type: "chat-message", message: { message: String((req.body as { message?: string }).message ?? "") } };
  for (const client of sseClients) client.write(`event: chat-message\ndata: ${JSON.stringify(event)}\n\n`);
  res.status(201).json({ ok: true });
});
// Served as the API is (listenApi): the two share one heap, and a server left to Express's per-request prototype swap
// kept its requests, and through the shared collections the API's, alive past young-generation collections.
await new Promise<void>((resolve) => listenApi(bare, Number(process.env.BARE_PORT), "127.0.0.1", () => resolve()));
console.log("servers ready");
process.on("SIGTERM", () => {
  // A failed close still ends the process, with the reason on stderr.
  deps.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("closing the benchmark's servers failed", error);
      process.exit(1);
    },
  );
});
