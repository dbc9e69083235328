/**
 * Who may edit or delete a content (spec 02 §6): content administrators (permission Contents) any content, a logged
 * user their own (Content.userId). The admin toggles (activate, feature, hide, move, order) stay with administrators.
 * Pure, shared by core (enforced) and web (the "Editar" button).
 */
export type TContentManager = { canAdminContents: boolean; userId: number | null };

export function isContentOwner(actor: TContentManager, content: { userId: number | null }): boolean {
  return actor.userId !== null && content.userId !== null && content.userId === actor.userId;
}

export function canEditContent(actor: TContentManager, content: { userId: number | null }): boolean {
  return actor.canAdminContents || isContentOwner(actor, content);
}
