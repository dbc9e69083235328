import { z } from "zod";
import { validationMessage } from "./common/validation-messages.ts";

/**
 * Zod's own messages (a rule that names no message of ours, e.g. a missing id) in the portal's words: never English,
 * nor the library's Spanish locale that names its types ("se esperaba número, recibido NaN"). Imported once by each
 * process that validates: the API, the worker and the web's form hook.
 */
z.config({ localeError: validationMessage });
