// Server-side enum values generated from schema.prisma (the browser uses @portal/schemas, never this).
export * from "./generated/enums.ts";
