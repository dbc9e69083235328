import { BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { lazy, Suspense, useState } from "react";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";

// The footer's subscription form (zod, captcha, modal), loaded on the first click.
const NewsletterModal = lazy(() => import("../../newsletter/newsletter-modal").then((m) => ({ default: m.NewsletterModal })));

/** Type 10, newsletter: the subscription form of the footer, opened from the block. */
export function NewsletterBlock({ block }: TBlockProps) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={classes.panel}>
      <p style={{ marginTop: 0 }}>{block.frame.description ?? M.newsletterText}</p>
      <button
        type="button"
        className={classes.button}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {M.newsletterButton}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NewsletterModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </div>
  );
}
