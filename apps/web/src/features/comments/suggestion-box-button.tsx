import { SUGGESTION_BOX_MESSAGES as M } from "@portal/schemas/comments/suggestion-box-messages";
import { Suspense, useState } from "react";
import { lazyWithProviders } from "../../lib/with-providers";

// The form (zod, Mantine Modal) loads on the first click: the footer stays in the home page's light first load.
const SuggestionModal = lazyWithProviders(() => import("./suggestion-modal"), "SuggestionModal");

/** The footer's "Buzón de sugerencias": a plain button that opens the suggestion box modal (spec 02 §2). */
export function SuggestionBoxButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        // Drawn like the footer's links beside it (an action, so a button).
        style={{ background: "none", border: 0, padding: 0, color: "inherit", font: "inherit", textDecoration: "underline", cursor: "pointer" }}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {M.title}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SuggestionModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
