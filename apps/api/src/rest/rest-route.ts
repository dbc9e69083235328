import type { Request } from "express";
import type { z } from "zod";
import type { RestCaller } from "./rest-caller.ts";

/** A procedure of the app router as the server-side caller exposes it; the accessor is checked against AppRouter. */
type RestProcedure = (input: never) => Promise<unknown>;

/**
 * A spec path under the base path, mapped onto a tRPC procedure (same input schema, permissions and errors).
 * The procedure's input is `{ ...query, ...body, ...params }`; name path params after the procedure's fields
 * (`:complaintFormID`) so no row needs to build its input by hand.
 */
export interface RestRoute {
  method: "get" | "post" | "put" | "delete";
  /** Express path relative to the base path, e.g. "users/passwordreset/:token". */
  path: string;
  /** The procedure, e.g. `(t) => t.users.resetPassword`. */
  call: (t: RestCaller) => RestProcedure;
  /** Procedure field ← the request fields that may carry it, first present wins; only where the spec names it differently. */
  rename?: Readonly<Record<string, readonly string[]>>;
  /** Fields a client may not set on this call (a POST creates, so an id in its body is dropped). */
  omit?: readonly string[];
  /** Escape hatch for a body that is not one object of fields (a bare value or an array): unchecked, so `unknown`. */
  input?: (req: Request<Request["params"], unknown, unknown>) => unknown;
  /** Serves only the requests it accepts; the others go on to the next row of the same path (a guarded row never shadows). */
  when?: (req: Request) => boolean;
  /** HTTP status on success (default 200). */
  status?: number;
  /** One line for integrators in the OpenAPI document (GET {apiBasePath}/openapi.json); the procedure's name otherwise. */
  summary?: string;
  /**
   * For the OpenAPI document only: the shared schema the use case checks the input with, where the procedure takes
   * `z.custom` (validated in core, with its Spanish messages) and so tells nothing about the fields.
   */
  documentedInput?: z.ZodType;
}
