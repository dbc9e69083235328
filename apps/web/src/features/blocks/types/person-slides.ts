/**
 * The people carousel's slides (spec 02 §2 type 14: "3 or more enables a looping carousel with dots"): one slide per
 * person, each showing that person and the next ones, wrapping round the list, three to a slide. With exactly three
 * people there are three slides (and dots), each starting with another person; the last slides wrap to the first.
 */
export function personSlides<T>(people: readonly T[], perSlide: number): T[][] {
  if (people.length < perSlide) return [];
  // The list twice over: a slide starting near the end takes the first people again (perSlide ≤ people.length).
  const round = [...people, ...people];
  return people.map((_, start) => round.slice(start, start + perSlide));
}
