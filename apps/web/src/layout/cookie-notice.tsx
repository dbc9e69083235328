import { Button, Container } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { COOKIE_NOTICE } from "@portal/schemas/ui/ui-constants";
import { readStorage, writeStorage } from "../lib/storage";
import { PATHS } from "../routes/paths";
import classes from "./layout.module.css";

export const cookiesAccepted = () => readStorage(COOKIE_NOTICE.storageKey) === "true";

/** The cookie notice stays until accepted; then a cookies flag is stored locally (spec 03 §4). */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  const ref = useRef<HTMLElement>(null);
  // The fixed bar must not hide the end of the page: reserve its height at the bottom while it shows.
  useEffect(() => {
    const bar = ref.current;
    if (!visible || !bar) return;
    const reserve = () => (document.body.style.paddingBottom = `${bar.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <section ref={ref} className={classes.cookie} aria-label="Aviso de cookies">
      <Container size="xl" className={classes.cookieInner}>
        <p className={classes.cookieText}>{COOKIE_NOTICE.text}</p>
        <Button
          variant="white"
          color="dark"
          onClick={() => {
            writeStorage(COOKIE_NOTICE.storageKey, "true");
            setVisible(false);
          }}
        >
          {COOKIE_NOTICE.accept}
        </Button>
        <Button component={Link} to={PATHS.policies} variant="outline" color="gray.0">
          {COOKIE_NOTICE.info}
        </Button>
      </Container>
    </section>
  );
}
