import type { TScoreColor } from "@portal/schemas/indicators/indicators.schema";

/** The score classes (red/yellow/green), dark enough for white text on them and for them on white (AA, 4.5:1). */
export const SCORE_COLORS: Record<TScoreColor, string> = { red: "#b3261e", yellow: "#8a5a00", green: "#1b6e2c" };
