import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Initialisers that are already side-effect-free to a bundler, and need no annotation. */
const ALREADY_PURE = new Set(["Literal", "TemplateLiteral", "Identifier", "ArrowFunctionExpression", "FunctionExpression", "ClassExpression"]);

/**
 * Marks the top-level constants of the shared schema package as pure, so the web bundle keeps only what it uses.
 *
 * Why: a module like `permissions.ts` exports both `hasAdminLink` (plain code) and `ZPermission = z.enum(…)`.
 * A bundler cannot know that building a zod schema has no side effects, so importing the helper would pull
 * all of zod (~55 KB gzip) into the home page. Wrapping each initialiser in a `/*#__PURE__*\/` IIFE lets
 * unused schemas (and with them zod) fall away; used ones run exactly as before, in the same order.
 */
export function pureSchemas(match: RegExp = /[\\/]packages[\\/]schemas[\\/]src[\\/](?!.*\.test\.)[^?]*\.ts$/): Plugin {
  return {
    name: "portal:pure-schemas",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!match.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
        if (!declaration || declaration.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !ALREADY_PURE.has(init.type)) edits.push({ start: init.start, end: init.end });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
