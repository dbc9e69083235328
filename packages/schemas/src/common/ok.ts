import { z } from "zod";

/** The answer of a command that has nothing else to say (`{ ok: true }`), as a procedure's `.output(ZOk)`. */
export const ZOk = z.object({ ok: z.literal(true) });

/** The answer of a command that says one Spanish sentence (`{ message }`), as a procedure's `.output(ZMessage)`. */
export const ZMessage = z.object({ message: z.string() });
