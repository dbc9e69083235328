import { OPENAPI_PATH, type TOpenApiDocument } from "@portal/schemas/developers/openapi-document";
import { useQuery } from "@tanstack/react-query";
import { apiBasePath } from "../../lib/api-base-path";

/** The API's OpenAPI document, as the server publishes it (public and cacheable: fetched once per visit). */
export function useOpenApiDocument() {
  const url = `${apiBasePath()}/${OPENAPI_PATH}`;
  const query = useQuery({
    queryKey: ["openapi-document", url],
    queryFn: async (): Promise<TOpenApiDocument> => {
      const res = await fetch(url, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`openapi.json: ${res.status}`);
      return (await res.json()) as TOpenApiDocument;
    },
    staleTime: Infinity,
    retry: 1,
  });
  return { url, ...query };
}
