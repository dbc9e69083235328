import { stripCombiningMarks } from "@portal/schemas/common/fold-accents";

/**
 * pdf-lib's standard fonts (Helvetica) encode WinAnsi (Windows-1252) only: á é í ó ú ü ñ ¿ ¡ º ª € and the usual
 * punctuation. Anything else would throw, so text is normalised first: accents outside the set are dropped
 * (ā → a), dashes and spaces become their plain forms, and the rest becomes "?".
 */
const CP1252_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const WIN_ANSI = new Set<number>();
for (let c = 0x20; c <= 0x7e; c++) WIN_ANSI.add(c);
for (let c = 0xa0; c <= 0xff; c++) WIN_ANSI.add(c);
/**
 * A character's code for WIN_ANSI: its UTF-16 unit. Every code in the set is below 0x10000, so an astral character
 * (a surrogate pair, whose first unit is no member either) answers "not WinAnsi" just as its code point would.
 */
const codeOf = (ch: string) => ch.charCodeAt(0);
for (const ch of CP1252_EXTRA) WIN_ANSI.add(codeOf(ch));

const REPLACEMENTS: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "—",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u00ad": "",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  Ħ: "H",
  ħ: "h",
  ŋ: "n",
};

export function isWinAnsi(text: string): boolean {
  for (const ch of text) if (!WIN_ANSI.has(codeOf(ch))) return false;
  return true;
}

export function toWinAnsi(text: string): string {
  const nfc = text
    .normalize("NFC")
    .replace(/[\t\r\n\u2028\u2029]+/g, " ")
    .replace(/[\u2000-\u200b\u202f\u205f\u3000]/g, " ");
  if (isWinAnsi(nfc)) return nfc;
  let out = "";
  for (const ch of nfc) {
    if (WIN_ANSI.has(codeOf(ch))) {
      out += ch;
      continue;
    }
    if (ch in REPLACEMENTS) {
      out += REPLACEMENTS[ch];
      continue;
    }
    const stripped = stripCombiningMarks(ch);
    out += stripped && isWinAnsi(stripped) ? stripped : /\p{M}|\p{Cc}|\p{Cf}/u.test(ch) ? "" : "?";
  }
  return out;
}
