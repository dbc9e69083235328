import { BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";

/** Whether the element has come near the screen (embeds wait for it: no third-party request for an unseen block). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Type 11, social networks: tabs Facebook, Twitter, YouTube, Instagram, the first available open. A tab's embed (the
 * server's `embedUrl`: Facebook's page plugin, X's timeline, a YouTube channel's uploads) is loaded only once its tab
 * is open and the block is on screen; Instagram shows the 12 latest posts the server read. Every tab links to the network.
 */
export function SocialBlock({ block }: TBlockProps) {
  const tabs = block.socialNetworks;
  const [selected, setSelected] = useState(0);
  const base = useId();
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return <p className={classes.muted}>{M.socialEmpty}</p>;
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const tab = tabs[selected] ?? tabs[0];
  if (!tab) return null;
  const embed = tab.embedUrl;
  return (
    <div ref={ref}>
      <div className={classes.tabs} role="tablist" aria-label={block.frame.title ?? undefined} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.network}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className={classes.tab}
            onClick={() => setSelected(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {embed && near && (
          <iframe
            key={tab.network}
            className={classes.embed}
            src={embed}
            title={tab.label}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        )}
        {tab.posts.length > 0 && (
          <ul className={classes.instagramGrid} aria-label={M.socialLatestPosts(tab.label)}>
            {tab.posts.map((post) => (
              <li key={post.id}>
                <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                  {near && <img src={post.image} alt={post.caption ?? M.socialPost(tab.label)} loading="lazy" referrerPolicy="no-referrer" />}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a className={classes.link} href={tab.url} target="_blank" rel="noopener noreferrer">
            {M.socialOpen(tab.label)}
          </a>
        </p>
      </div>
    </div>
  );
}
