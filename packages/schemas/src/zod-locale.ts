import { z } from "zod";
import { es } from "zod/v4/locales";

/**
 * Zod's own messages (a rule that names no message of ours, e.g. a missing id) in Spanish: the portal never answers a
 * citizen in English. Imported once by each process that validates: the API, the worker and the web's form hook.
 */
z.config(es());
