import { isSafeLink } from "@portal/schemas/blocks/block-fields";

/**
 * The link if it is safe (http(s) with a host, or a path of this portal; the editors' rule), otherwise null. Applied
 * when blocks are read, so a row written past the editors still links nowhere harmful.
 */
export const safeLink = (value: string | null | undefined): string | null => (value && isSafeLink(value.trim()) ? value.trim() : null);
