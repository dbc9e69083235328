import { createServer, IncomingMessage, type Server, ServerResponse } from "node:http";
import type { Express, Request, Response } from "express";

/**
 * Node's request and response classes for `app`: their prototypes inherit app.request and app.response, and become
 * them. Express 5's app.handle sets every request's and response's prototype to app.request / app.response
 * (Object.setPrototypeOf); objects whose prototype is swapped after they are made survive V8's young-generation
 * collections, so under load every request's objects went to the old generation — scavenges of 10–20 ms every half
 * second instead of under 1 ms, and a full collection every few seconds: the long tail of every answer, and CPU.
 * Made by these classes, a request already has the prototype Express sets, and the call changes nothing
 * (expressjs/express#5998). Once per app: a second call would stack another level.
 */
type TRequestClasses = { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse };
const classesByApp = new WeakMap<Express, TRequestClasses>();
function requestClassesOf(app: Express): TRequestClasses {
  const known = classesByApp.get(app);
  if (known) return known;
  class ApiRequest extends IncomingMessage {}
  Object.setPrototypeOf(ApiRequest.prototype, app.request);
  class ApiResponse<Req extends IncomingMessage = IncomingMessage> extends ServerResponse<Req> {}
  Object.setPrototypeOf(ApiResponse.prototype, app.response);
  // The same objects Express reads: what it inherits (app.request's methods and `app`) stays on their chain.
  app.request = ApiRequest.prototype as unknown as Request;
  app.response = ApiResponse.prototype as unknown as Response;
  const classes: TRequestClasses = { IncomingMessage: ApiRequest, ServerResponse: ApiResponse };
  classesByApp.set(app, classes);
  return classes;
}

/**
 * `app.listen(port, host, callback)` with the request classes above: the API's server (main.ts, the test harness, the
 * benchmarks). Like Express 5's listen, a listen error (EADDRINUSE) goes to `callback`.
 */
export function listenApi(app: Express, port: number, host: string, callback?: (error?: Error) => void): Server {
  const server = createServer(requestClassesOf(app), app);
  if (callback) {
    let called = false;
    const once = (error?: Error) => {
      if (called) return;
      called = true;
      callback(error);
    };
    server.once("error", once);
    return server.listen(port, host, () => once());
  }
  return server.listen(port, host);
}
