import { trpc } from "../../lib/trpc";

/** The part of a section (GET tags) the pickers read; declared here, the inferred Prisma type is too deep for tsc. */
export type TSectionRow = {
  tagID: number;
  name: string;
  friendlyName: string;
  templateType: "Default" | "Sortable";
  isPrivate: boolean;
  validContentTypes: { contentType: number; name: string }[];
};

/** Every section the viewer may see (GET tags), for the form's section picker and the admin list's move. */
export function useSections(): { data: TSectionRow[] | undefined; error: unknown } {
  const query = trpc.contents.sections.list.useQuery(undefined, { staleTime: 60_000 });
  return { data: query.data, error: query.error };
}
