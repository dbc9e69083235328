// Server-side enum values generated from prisma/schema/*.prisma (the browser uses @portal/schemas, never this).
export * from "./generated/enums.ts";
