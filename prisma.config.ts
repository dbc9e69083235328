import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// Without a DATABASE_URL default even `prisma generate` falls back to downloading an engine (STACK.md).
process.env.DATABASE_URL ??= "postgresql://postgres:postgres@127.0.0.1:54329/postgres";
const connectionString = process.env.DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
  adapter: async () => new PrismaPg({ connectionString }),
});
