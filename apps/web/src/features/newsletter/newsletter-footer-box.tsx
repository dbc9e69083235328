import { Suspense, useState } from "react";
import { Link } from "react-router";
import { lazyWithProviders } from "../../lib/with-providers";

// The form (zod, captcha, Mantine Modal) loads on the first click: the footer stays in the home page's light first load.
const NewsletterModal = lazyWithProviders(() => import("./newsletter-modal"), "NewsletterModal");

/** The footer's newsletter box: subscribe (lazy modal) or unsubscribe (/darme-de-baja). */
export function NewsletterFooterBox() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter">Boletín de noticias</h2>
      <p style={{ margin: "0 0 0.5rem" }}>Recibe las noticias de la entidad en tu correo.</p>
      <button
        type="button"
        style={{
          background: "transparent",
          color: "#fff",
          border: "2px solid #fff",
          borderRadius: 4,
          padding: "0.4rem 0.9rem",
          font: "inherit",
          fontWeight: 700,
          cursor: "pointer",
        }}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        Suscribirme al boletín
      </button>
      <p style={{ margin: "0.5rem 0 0" }}>
        <Link to="/darme-de-baja">Darme de baja</Link>
      </p>
      {loaded && (
        <Suspense fallback={null}>
          <NewsletterModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </section>
  );
}
