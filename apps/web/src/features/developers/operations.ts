import type { THttpMethod, TOpenApiDocument, TOpenApiOperation } from "@portal/schemas/developers/openapi-document";

export interface TListedOperation {
  method: THttpMethod;
  path: string;
  operation: TOpenApiOperation;
  /** The server the path is under: its own (uploaded files, from the site's root) or the document's (the API base path). */
  server: string;
}

const METHODS: readonly THttpMethod[] = ["get", "post", "put", "delete"];

/** The document's operations by tag (its domain), tags in the document's order, each group by path then method. */
export function operationsByTag(document: TOpenApiDocument, filter = ""): { tag: string; operations: TListedOperation[] }[] {
  const needle = filter.trim().toLowerCase();
  const all = Object.entries(document.paths).flatMap(([path, item]) => {
    const server = ((item.servers ?? document.servers)[0]?.url ?? "").replace(/\/$/, "");
    return METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method], server }] : []));
  });
  const matches = (o: TListedOperation) =>
    !needle || [o.path, o.method, o.operation.summary, o.operation["x-trpc-procedure"] ?? ""].some((text) => text.toLowerCase().includes(needle));
  const tags = document.tags.map((t) => t.name);
  return tags
    .map((tag) => ({ tag, operations: all.filter((o) => o.operation.tags.includes(tag) && matches(o)) }))
    .filter((group) => group.operations.length > 0);
}
