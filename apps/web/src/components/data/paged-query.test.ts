import { describe, expect, it } from "vitest";
import { pagedQueryProps } from "./paged-query";

describe("pagedQueryProps (a paged list query shown in a PagedTable)", () => {
  it("while loading: the loader, no rows, no caption, no page controls", () => {
    expect(pagedQueryProps({ data: undefined, isLoading: true, error: null }, 1, () => {}, "Comentarios")).toEqual({
      rows: undefined,
      caption: undefined,
      loading: true,
      paging: undefined,
    });
  });

  it("a loaded page: its rows, '<name>: página N de M' and page controls that move the page", () => {
    const moves: number[] = [];
    const props = pagedQueryProps(
      { data: { items: ["a", "b"], page: 2, pageSize: 2, total: 5 }, isLoading: false, error: null },
      2,
      (p) => moves.push(p),
      "Sugerencias",
    );
    expect(props).toMatchObject({ rows: ["a", "b"], caption: "Sugerencias: página 2 de 3", loading: false, paging: { page: 2, pageSize: 2, total: 5 } });
    props.paging?.onChange(3);
    expect(moves).toEqual([3]);
  });
});
