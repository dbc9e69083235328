import type { TMenuOptionType, TMenuSection } from "@portal/schemas/menus/menu-catalog";

/** A menu entry as GET menuoptions answers it; declared here, the inferred Prisma type is too deep for the web's tsc. */
export type TMenuEntry = {
  menuOptionID: number;
  name: string;
  description: string | null;
  parentID: number | null;
  link: string | null;
  icon: string | null;
  menuOptionType: TMenuOptionType;
  typeName: string;
  relatedID: number | null;
  contentName: string | null;
  contentType: number[];
  showContentsOnHome: boolean;
  isPrivate: boolean;
  isMain: boolean;
  canBeDeleted: boolean;
  active: boolean;
  displayOrder: number;
  section: TMenuSection;
  href: string | null;
  external: boolean;
  children: TMenuEntry[];
};

export type TRelatedSite = { id: number; name: string; allowedUrl: string; installed: boolean };
