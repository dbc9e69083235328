import { defineConfig } from "vitest/config";

// Unit tests of the web app's pure logic run in Node; component tests opt into jsdom with
// `// @vitest-environment jsdom` at the top of the file.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
