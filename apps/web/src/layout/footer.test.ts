import { describe, expect, it } from "vitest";
import { footerBranches, footerSocialLists } from "./footer";

const branch = (i: number) => ({ name: `Sede ${i}`, address: "", operationHours: "", email: "", phonenumber: "" });
const link = (i: number, url = `https://red${i}.example`) => ({ name: `Red ${i}`, url, alias: `r${i}`, icon: "" });

describe("footer limits (spec 03 §9)", () => {
  it("shows up to 3 branches, with 'Ver todas las sucursales' only when there are more", () => {
    expect(footerBranches([1, 2, 3].map(branch))).toEqual({ shown: [1, 2, 3].map(branch), showAll: false });
    const four = footerBranches([1, 2, 3, 4].map(branch));
    expect(four.shown).toHaveLength(3);
    expect(four.showAll).toBe(true);
  });

  it("shows up to 4 social links per list, in two lists, skipping unset ones", () => {
    const lists = footerSocialLists([[1, 2, 3, 4, 5].map((i) => link(i)), [link(6, "false"), link(7)]]);
    expect(lists.map((l) => l.map((x) => x.name))).toEqual([["Red 1", "Red 2", "Red 3", "Red 4"], ["Red 7"]]);
    expect(footerSocialLists([[], []])).toEqual([]);
  });
});
