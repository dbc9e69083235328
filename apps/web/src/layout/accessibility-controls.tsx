import { FONT_SIZE_LEVELS } from "@portal/schemas/ui/ui-constants";
import { useAtom } from "jotai";
import { ContrastIcon } from "../components/icons";
import { contrastAtom, fontSizeAtom } from "../state/ui";
import classes from "./layout.module.css";

/** Contrast toggle and font size up/down (levels 0–3), kept in localStorage (spec 03 §2, footer). */
export function AccessibilityControls({ relayCenterUrl }: { relayCenterUrl: string | null }) {
  const [contrast, setContrast] = useAtom(contrastAtom);
  const [fontSize, setFontSize] = useAtom(fontSizeAtom);
  return (
    <div className={classes.a11yBar} role="group" aria-label="Opciones de accesibilidad">
      <button type="button" className={classes.a11yButton} aria-pressed={contrast} onClick={() => setContrast(!contrast)}>
        <ContrastIcon size={18} />
        Alto contraste
      </button>
      <button type="button" className={classes.a11yButton} onClick={() => setFontSize(fontSize - 1)} disabled={fontSize <= FONT_SIZE_LEVELS.min}>
        A-<span className="visually-hidden"> (reducir tamaño de letra)</span>
      </button>
      <button type="button" className={classes.a11yButton} onClick={() => setFontSize(fontSize + 1)} disabled={fontSize >= FONT_SIZE_LEVELS.max}>
        A+<span className="visually-hidden"> (aumentar tamaño de letra)</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        Tamaño de letra: nivel {fontSize} de {FONT_SIZE_LEVELS.max}
      </span>
      {relayCenterUrl && (
        <a className={classes.a11yButton} href={relayCenterUrl} target="_blank" rel="noopener noreferrer">
          Centro de relevo
          <span className="visually-hidden"> (abre en una pestaña nueva)</span>
        </a>
      )}
    </div>
  );
}
