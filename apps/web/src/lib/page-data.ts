import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_FOR_EVERYONE, type TPageData, type TPageDataQuery } from "@portal/schemas/common/page-data";
import { tokenAtom } from "../state/session";
import { appStore } from "../state/store";
import type { RouterOutputs } from "./trpc";

type TPageDataOutput = { "contents.detail": RouterOutputs["contents"]["detail"]; "settings.public": RouterOutputs["settings"]["public"] };

let pageData: TPageData | null = null;

/** The data the page's HTML carries (apps/api/src/http/page-hints.ts), read from the document once. */
function readPageData(): TPageData {
  if (pageData) return pageData;
  const element = globalThis.document?.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    pageData = element?.textContent ? (JSON.parse(element.textContent) as TPageData) : {};
  } catch {
    pageData = {};
  }
  element?.remove();
  return pageData;
}

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answer to `query` the first page's HTML carried for this very input, left in place. The HTML holds what a
 * visitor without a session sees, so a signed-in citizen or official gets nothing (the server, which knows their
 * permissions, answers them), except for the answers that are the same for everyone (the public settings).
 */
export function peekPageData<Q extends TPageDataQuery>(query: Q, input: unknown): TPageDataOutput[Q] | undefined {
  const entry = readPageData()[query];
  if (!entry || (appStore.get(tokenAtom) && !PAGE_DATA_FOR_EVERYONE.includes(query)) || !sameInput(entry.input, input)) return undefined;
  return entry.data as TPageDataOutput[Q];
}

/** Like `peekPageData`, given once (later renders ask the server): a visitor's first page renders without another round trip. */
export function takePageData<Q extends TPageDataQuery>(query: Q, input: unknown): TPageDataOutput[Q] | undefined {
  const data = peekPageData(query, input);
  delete readPageData()[query];
  return data;
}
