import { randomInt } from "node:crypto";
import svgCaptcha from "svg-captcha";

const WIDTH = 180;
const HEIGHT = 60;

/** A wavy stroke across the whole image, in the text's greys, so the glyphs cannot be cut apart at the gaps. */
function crossingCurve(): string {
  const y = () => randomInt(12, HEIGHT - 12);
  const grey = randomInt(60, 120);
  const width = (randomInt(12, 22) / 10).toFixed(1);
  return `<path d="M${randomInt(0, 15)} ${y()} C${randomInt(40, 70)} ${y()},${randomInt(110, 140)} ${y()},${randomInt(165, WIDTH)} ${y()}" stroke="rgb(${grey},${grey},${grey})" stroke-width="${width}" fill="none"/>`;
}

/**
 * The visual layer of the captcha: six characters with svg-captcha's noise lines plus thicker curves through the
 * text. It slows a generic OCR down, nothing more: the proof of work and the rate limits are what stop a script.
 */
export function createCaptchaImage(): { text: string; dataUrl: string } {
  const svg = svgCaptcha.create({
    size: 6,
    noise: 5,
    ignoreChars: "0oO1iIlLqg9",
    color: false,
    background: "#ffffff",
    width: WIDTH,
    height: HEIGHT,
    fontSize: 56,
  });
  const curves = Array.from({ length: 3 }, crossingCurve).join("");
  const data = svg.data.replace("</svg>", `${curves}</svg>`);
  return { text: svg.text, dataUrl: `data:image/svg+xml;base64,${Buffer.from(data).toString("base64")}` };
}
