import { describe, expect, it } from "vitest";
import { personSlides } from "./person-slides";

describe("the people carousel's slides (spec 02 §2 type 14)", () => {
  it("from three people on: one slide per person, three to a slide, looping", () => {
    expect(personSlides(["A", "B", "C"], 3)).toEqual([
      ["A", "B", "C"],
      ["B", "C", "A"],
      ["C", "A", "B"],
    ]);
    expect(personSlides(["A", "B", "C", "D"], 3)).toEqual([
      ["A", "B", "C"],
      ["B", "C", "D"],
      ["C", "D", "A"],
      ["D", "A", "B"],
    ]);
  });
  it("fewer than three: no carousel", () => {
    expect(personSlides(["A", "B"], 3)).toEqual([]);
  });
});
