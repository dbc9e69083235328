// The categories' limits without zod (label.schema.ts holds their forms): the public section pages filter and list
// categories with them, and importing the schema module built every category schema as the page's code loaded (issue 28).

export const LABEL_LIMITS = {
  nameMin: 3,
  nameAdvisedMin: 4,
  nameMax: 80,
  descriptionMin: 3,
  descriptionMax: 560,
  pageSize: 50,
  filtersShown: 5,
  searchMax: 20,
} as const;
