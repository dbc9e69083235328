import { BLOCK_TIMING, BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import classes from "./blocks.module.css";
import { useInView } from "./use-in-view";
import { usePrefersReducedMotion } from "./use-reduced-motion";

type TCarouselProps = {
  /** What the region is called ("Banner principal", "Personas"…). */
  label: string;
  slides: ReactNode[];
  /** Seconds each slide stays (the spec adds 300 ms); null: no automatic rotation. */
  rotationSeconds: number | null;
  /** Controls (prev/next, dots, play/pause) only from this many slides (spec 02 §2: global slider over 1). */
  controlsFrom?: number;
};

/**
 * The banner, featured and people carousels (spec 02 §2): play/pause, previous/next, dots, rotating after the
 * rotation seconds plus 300 ms, one step in 0.4 s and a dot jump in 0.2 s; looping. Keyboard: every control is a
 * button, and ←/→ move while focus is inside. WCAG 2.2.2: rotation pauses with the button, while the pointer or
 * focus is inside, and never starts for readers who prefer reduced motion. Hidden slides are inert. The timer also
 * waits while the carousel is off-screen or its tab hidden (useInView): nobody sees those turns, and on a phone each
 * was a re-render and a repaint after the page had loaded.
 */
export function Carousel({ label, slides, rotationSeconds, controlsFrom = 2 }: TCarouselProps) {
  const count = slides.length;
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [jump, setJump] = useState(false);
  const [playing, setPlaying] = useState(!reduced);
  const [held, setHeld] = useState(false);
  const regionId = useId();
  const root = useRef<HTMLDivElement>(null);
  const controls = count >= controlsFrom;
  const inView = useInView(root);

  useEffect(() => {
    if (reduced) setPlaying(false);
  }, [reduced]);

  const go = useCallback(
    (next: number, byDot = false) => {
      setJump(byDot);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  const rotating = controls && playing && !held && rotationSeconds !== null;
  useEffect(() => {
    if (!rotating || !inView) return;
    const timer = window.setTimeout(() => go(index + 1), (rotationSeconds ?? BLOCK_TIMING.defaultRotationSeconds) * 1000 + BLOCK_TIMING.rotationExtraMs);
    return () => window.clearTimeout(timer);
  }, [rotating, inView, index, rotationSeconds, go]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!controls) return;
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    }
  };
  const duration = reduced ? 0 : jump ? BLOCK_TIMING.dotTransitionMs : BLOCK_TIMING.stepTransitionMs;

  return (
    <div
      ref={root}
      className={classes.carousel}
      role="region"
      aria-roledescription={M.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget)) setHeld(false);
      }}
      data-playing={rotating ? "true" : "false"}
    >
      <div className={classes.viewport}>
        <div
          id={regionId}
          className={classes.track}
          aria-live={rotating ? "off" : "polite"}
          style={{ transform: `translateX(-${index * 100}%)`, transition: `transform ${duration}ms ease` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={classes.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={M.slideOf(i + 1, count)}
              aria-hidden={i !== index}
              inert={i !== index}
              data-slide={i + 1}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && (
        <div className={classes.controls}>
          {rotationSeconds !== null && (
            <button type="button" className={classes.control} onClick={() => setPlaying((p) => !p)} aria-label={playing ? M.pause : M.play}>
              <span aria-hidden="true">{playing ? "❚❚" : "►"}</span>
            </button>
          )}
          <button type="button" className={classes.control} onClick={() => go(index - 1)} aria-label={M.previous} aria-controls={regionId}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={classes.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={classes.dot}
                aria-label={M.goToSlide(i + 1, count)}
                aria-current={i === index ? "true" : undefined}
                aria-controls={regionId}
                onClick={() => go(i, true)}
              />
            ))}
          </div>
          <button type="button" className={classes.control} onClick={() => go(index + 1)} aria-label={M.next} aria-controls={regionId}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
